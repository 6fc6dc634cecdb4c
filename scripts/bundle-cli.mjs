// The `wordle` command as a few files (run by `npm run build`, after tsc): Node 20 spends about half
// a millisecond on each ES module it loads, and a question such as `wordle suggest tarse=bybyy`
// loaded some 150 of them as tsc built them, 48 as chunks of a split bundle. esbuild bundles its
// sources (src/, which tsc has type-checked and built into dist/ first) into:
//   dist/cli/main.js   the entry (the package's bin), in place of tsc's: main.ts alone;
//   dist/bin/shared.js what main.ts and program.ts import (program, errors, output, atomic writes…):
//                      all that `wordle --version` loads besides commander;
//   dist/bin/cli.js    everything else, from cli/commands.ts (every command, their engine, search,
//                      core, node edges): one file, where esbuild evaluates a module only when it
//                      is first imported, so that a command pays for reading the file, not for
//                      modules it does not use;
//   dist/bin/pool.js   node/pool.ts, the worker pool, apart: with tinypool, which only a run that
//                      starts threads loads;
//   dist/bin/worker.js the worker threads' entry (node/pool.ts finds it beside itself): tinypool's
//                      worker data handed to the job task in cli.js.
// Both bundles import shared.js rather than holding a copy each: one WordleError class (instanceof),
// one list of temporary files to remove. Every file stays two folders below the package (dist/X/),
// so the paths the code finds from its own location (package.json, trees/, data/openings/) hold.
// The generated word lists and data (dist/data/, modules that import nothing) and the packages
// (node_modules) are not copied in: the bundles import them where they are. The library's modules
// (dist/, the package's exports) are left as tsc built them.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
if (!existsSync(join(root, 'dist', 'data', 'lists.js'))) {
  console.error('bundle-cli: dist/data/lists.js not found (run tsc first: npm run build)');
  process.exit(1);
}
rmSync(join(root, 'dist', 'bin'), { recursive: true, force: true }); // no file of an earlier bundle left

/** A relative import's source file (src/…/x.ts for './x.js'). */
const sourceOf = (args) => resolve(args.resolveDir, args.path.replace(/\.js$/u, '.ts'));

/**
 * Imports left out of a bundle: cli/heap.js (main's first import: it sets the heap's flags before
 * the program allocates), the generated data modules that import nothing (lists.ts, which imports
 * them, is bundled: its imports are the bundle's own), and `shared` (source file → the file that
 * holds it, relative to the bundle).
 */
function leftOut(shared = new Map()) {
  return {
    name: 'left-out',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = sourceOf(args);
        if (path === join(src, 'cli', 'heap.ts')) return { path: './heap.js', external: true };
        if (shared.has(path)) return { path: shared.get(path), external: true };
        if (dirname(path) !== join(src, 'data') || /^import /mu.test(readFileSync(path, 'utf8'))) return undefined;
        return {
          path: `../data/${relative(join(src, 'data'), path).split(sep).join('/').replace(/\.ts$/u, '.js')}`,
          external: true,
        };
      });
    },
  };
}

const common = {
  absWorkingDir: root,
  bundle: true,
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
  logLevel: 'warning',
};

/** The modules main.ts and program.ts import statically (what `--version` needs), main.ts aside. */
async function sharedModules() {
  const dynamicOut = {
    name: 'dynamic-out',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => (args.kind === 'dynamic-import' ? { external: true } : undefined));
    },
  };
  const { metafile } = await build({
    ...common,
    entryPoints: ['src/cli/main.ts', 'src/cli/program.ts'],
    outdir: 'dist/bin-probe',
    write: false,
    metafile: true,
    plugins: [dynamicOut, leftOut()],
  });
  const main = join(src, 'cli', 'main.ts');
  return Object.keys(metafile.inputs)
    .map((p) => resolve(root, p))
    .filter((p) => p.startsWith(src) && p !== main);
}

/** Each export name of the shared modules once (shared.js re-exports them all under their names). */
async function checkDistinctExports(modules) {
  const owner = new Map();
  for (const path of modules) {
    const { metafile } = await build({
      ...common,
      bundle: false,
      entryPoints: [path],
      write: false,
      metafile: true,
      outdir: 'x',
    });
    for (const name of Object.values(metafile.outputs)[0].exports) {
      if (owner.has(name) && name !== 'default') {
        throw new Error(
          `bundle-cli: ${name} is exported by ${owner.get(name)} and ${path}: shared.js needs one of each`,
        );
      }
      owner.set(name, path);
    }
  }
}

// shared.js and main.js reach cli.js (cli/commands.ts) only through import(): a command run.
const commands = join(src, 'cli', 'commands.ts');
const shared = await sharedModules();
await checkDistinctExports(shared);
await build({
  ...common,
  stdin: {
    contents: shared.map((p) => `export * from ${JSON.stringify(p)};`).join('\n'),
    resolveDir: src,
    sourcefile: 'shared.ts',
    loader: 'ts',
  },
  outfile: 'dist/bin/shared.js',
  plugins: [leftOut(new Map([[commands, './cli.js']]))],
});
const from = (file) => new Map(shared.map((p) => [p, file]));
await build({
  ...common,
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli/main.js',
  allowOverwrite: true,
  plugins: [leftOut(from('../bin/shared.js').set(commands, '../bin/cli.js'))],
});
const pool = join(src, 'node', 'pool.ts');
await build({
  ...common,
  entryPoints: ['src/cli/commands.ts'],
  outfile: 'dist/bin/cli.js',
  plugins: [leftOut(from('./shared.js').set(pool, './pool.js'))],
});
// (what pool.ts imports besides shared.js is small and holds no state: validation, thread counts)
await build({ ...common, entryPoints: [pool], outfile: 'dist/bin/pool.js', plugins: [leftOut(from('./shared.js'))] });
// tinypool's worker module: its default export runs each job.
writeFileSync(
  join(root, 'dist', 'bin', 'worker.js'),
  "import Tinypool from 'tinypool';\nimport { loadJobTask } from './cli.js';\n\nexport default (await loadJobTask())(Tinypool.workerData);\n",
);
