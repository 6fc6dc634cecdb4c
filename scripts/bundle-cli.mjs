// The `wordle` command as a few files (run by `npm run build`, after tsc): Node 20 spends about half
// a millisecond on each ES module it loads, and a question such as `wordle suggest tarse=bybyy`
// loads some 150 of them (80 to 100 ms, a third of its whole process). esbuild bundles its
// sources (src/, which tsc has type-checked and built into dist/ first) into:
//   dist/cli/main.js   the entry (the package's bin), in place of tsc's;
//   dist/bin/*.js      the chunks it loads (each command on demand, as program.ts imports it) and
//                      worker.js, the worker threads' entry (node/pool.ts finds it beside itself).
// Every file stays two folders below the package (dist/X/), so the paths the code finds from its
// own location (package.json, trees/, data/openings/) hold. The generated word lists and data
// (dist/data/, modules that import nothing) and the packages (node_modules) are not copied in: the
// chunks import them where they are. The library's
// modules (dist/, the package's exports) are left as tsc built them.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
if (!existsSync(join(root, 'dist', 'data', 'lists.js'))) {
  console.error('bundle-cli: dist/data/lists.js not found (run tsc first: npm run build)');
  process.exit(1);
}
rmSync(join(root, 'dist', 'bin'), { recursive: true, force: true }); // no chunk of an earlier bundle left

/**
 * The generated data modules stay where tsc put them: the chunks import them from dist/data/. So
 * does cli/heap.js, the entry's first import (it sets the heap's flags before the program
 * allocates): only the four small chunks the entry shares with the commands load before it.
 */
const leftOut = {
  name: 'left-out',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const path = resolve(args.resolveDir, args.path.replace(/\.js$/u, '.ts'));
      if (path === join(src, 'cli', 'heap.ts')) return { path: './heap.js', external: true };
      // (a data module that imports nothing: one that does, lists.ts, is bundled, so that its
      // imports are the bundle's own, not a second copy of the core whose errors `instanceof` misses)
      if (dirname(path) !== join(src, 'data') || /^import /mu.test(readFileSync(path, 'utf8'))) return undefined;
      return {
        path: `../data/${relative(join(src, 'data'), path).split(sep).join('/').replace(/\.ts$/u, '.js')}`,
        external: true,
      };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: { 'cli/main': 'src/cli/main.ts', 'bin/worker': 'src/node/worker.ts' },
  outdir: 'dist',
  entryNames: '[dir]/[name]',
  chunkNames: 'bin/[name]-[hash]',
  allowOverwrite: true,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // package.json says "sideEffects": false for the library's users; the CLI's modules are not all so.
  ignoreAnnotations: true,
  // Smaller files, the names kept (an internal error's stack trace still names its functions).
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  plugins: [leftOut],
  logLevel: 'warning',
});
