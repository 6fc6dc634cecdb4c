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
//   dist/bin/show.js   `wordle openings show WORD` as main.ts's fast path runs it (cli/openings-show.ts:
//                      a rating read from the table's text, some 30 KB), without the commands'
//                      file: what it needs only when the text does not decide (the full reader,
//                      a prior, a computation) it loads from cli.js (cli/openings-show-more.ts);
//                      cli.js runs the same file for `openings show` and `openings top`;
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
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

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
 * them, is bundled: its imports are the bundle's own), `shared` (source file → the file that
 * holds it, relative to the bundle), and `onDemand` the same for import() only.
 */
function leftOut(shared = new Map(), onDemand = new Map()) {
  return {
    name: 'left-out',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = sourceOf(args);
        if (path === join(src, 'cli', 'heap.ts')) return { path: './heap.js', external: true };
        if (shared.has(path)) return { path: shared.get(path), external: true };
        if (args.kind === 'dynamic-import' && onDemand.has(path)) return { path: onDemand.get(path), external: true };
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

/**
 * The data modules of the commands (`own`: paths from dist/bin) that are string constants alone,
 * which cli.js reads when a command first reads one of their strings (node/lazy-data.ts), each with
 * the names of its exports: read as text, each must give what importing it gives, or the build fails.
 */
async function lazyData(own) {
  const { dataModuleExports } = await import(pathToFileURL(join(root, 'dist', 'node', 'lazy-data.js')).href);
  const out = new Map();
  for (const p of own.filter((q) => q.startsWith('../data/'))) {
    const file = join(root, 'dist', 'bin', p);
    const read = dataModuleExports(readFileSync(file, 'utf8'));
    if (read === undefined) continue;
    if (!isDeepStrictEqual(read, { ...(await import(pathToFileURL(file).href)) })) {
      throw new Error(`bundle-cli: ${p} read as text is not what it exports`);
    }
    out.set(p, Object.keys(read));
  }
  return out;
}

/**
 * cli-body.js, every command as a script (CommonJS-style: each module's imports required where it
 * is first evaluated), and cli.js, the ES module that runs it with V8's code cache
 * (node/code-cache.ts) and exports what commands.ts exports. What the body requires of the bundle's
 * own files (shared.js, the data modules) cli.js imports first; packages and Node's modules come
 * from Node's require, and the body's import() (pool.js, show.js, optional packages), written
 * __import(), from cli.js's import(): the same folder.
 */
async function commandsFiles(plugin) {
  const body = {
    ...common,
    format: 'cjs',
    entryPoints: [commands],
    write: false,
    outfile: 'dist/bin/cli-body.js',
    define: { 'import.meta.url': '__importMetaUrl' },
    metafile: true,
    plugins: [plugin],
  };
  const [{ metafile, outputFiles }, lowered] = await Promise.all([
    build(body),
    build({ ...body, supported: { 'dynamic-import': false } }),
  ]);
  // The body's import() calls become __import(): a script compiled with a code cache has none of
  // its own on Node 20. With import() lowered by esbuild, no "import(" is left: so every one in the
  // body is a call (none is inside a string), and each is replaced.
  if (/\bimport\(/u.test(lowered.outputFiles[0].text))
    throw new Error('bundle-cli: "import(" in a string of the commands');
  const text = outputFiles[0].text.replace(/\bimport\(/gu, '__import(');
  writeFileSync(join(root, 'dist', 'bin', 'cli-body.js'), text);
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const required = Object.values(metafile.outputs)[0].imports.filter((i) => i.kind === 'require-call');
  const own = [...new Set(required.map((i) => i.path).filter((p) => p.startsWith('.')))].sort();
  const lazy = await lazyData(own);
  const probe = await build({
    ...common,
    entryPoints: [commands],
    write: false,
    metafile: true,
    outdir: 'x',
    plugins: [plugin],
  });
  const names = Object.values(probe.metafile.outputs)[0].exports;
  const contents = [
    "import { createRequire } from 'node:module';",
    "import { fileURLToPath } from 'node:url';",
    `import { runCachedScript } from ${JSON.stringify(join(src, 'node', 'code-cache.ts'))};`,
    `import { lazyDataModule } from ${JSON.stringify(join(src, 'node', 'lazy-data.ts'))};`,
    `import { codeCacheName } from ${JSON.stringify(join(src, 'cli', 'questions.ts'))};`,
    ...own.map((p, i) =>
      lazy.has(p)
        ? `const m${i} = lazyDataModule(new URL(${JSON.stringify(p)}, import.meta.url), ${JSON.stringify(lazy.get(p))});`
        : `import * as m${i} from ${JSON.stringify(p)};`,
    ),
    `const own = new Map([${own.map((p, i) => `[${JSON.stringify(p)}, m${i}]`).join(', ')}]);`,
    'const outside = createRequire(import.meta.url);',
    "const body = new URL('./cli-body.js', import.meta.url);",
    'const exported = runCachedScript(fileURLToPath(body), {',
    '  require: (id) => own.get(id) ?? outside(id),',
    '  importMetaUrl: body.href,',
    '  importModule: (id) => import(id),',
    `  digest: ${JSON.stringify(digest)},`,
    // (a cache file for each question command, and one for every other: see ScriptScope.cacheName)
    '  cacheName: codeCacheName(),',
    '});',
    ...names.map((n) => `export const ${n} = exported.${n};`),
  ].join('\n');
  const asWritten = {
    name: 'as-written',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) =>
        own.includes(args.path) ? { path: args.path, external: true } : undefined,
      );
    },
  };
  await build({
    ...common,
    stdin: { contents, resolveDir: src, sourcefile: 'cli.ts', loader: 'ts' },
    outfile: 'dist/bin/cli.js',
    plugins: [asWritten, leftOut(from('./shared.js'))],
  });
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
const show = join(src, 'cli', 'openings-show.ts');
await build({
  ...common,
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli/main.js',
  allowOverwrite: true,
  plugins: [leftOut(from('../bin/shared.js').set(commands, '../bin/cli.js').set(show, '../bin/show.js'))],
});
const showMore = join(src, 'cli', 'openings-show-more.ts');
/** show.js loads nothing on demand but cli.js's loaders: anything else would be a copy of it in show.js. */
const onlyShowMore = {
  name: 'only-show-more',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== 'dynamic-import' || sourceOf(args) === showMore) return undefined;
      throw new Error(`bundle-cli: ${args.importer} imports ${args.path} on demand: load it through ${showMore}`);
    });
  },
};
await build({
  ...common,
  entryPoints: [show],
  outfile: 'dist/bin/show.js',
  // package.json's "sideEffects": false taken at its word here: what show's modules import without
  // using it (cli/format.ts's widenedLine, which loads the word lists) stays out. None of them has
  // a side effect; test/package/cli-bundle.test.ts checks that show.js loads no word list.
  ignoreAnnotations: false,
  plugins: [onlyShowMore, leftOut(from('./shared.js').set(showMore, './cli.js'))],
});
const pool = join(src, 'node', 'pool.ts');
// (openings-verify.ts's static import of openings-show.ts: a copy of the part it uses)
const commandsOut = leftOut(from('./shared.js').set(pool, './pool.js'), new Map([[show, './show.js']]));
await commandsFiles(commandsOut);
// (what pool.ts imports besides shared.js is small and holds no state: validation, thread counts)
await build({ ...common, entryPoints: [pool], outfile: 'dist/bin/pool.js', plugins: [leftOut(from('./shared.js'))] });
// tinypool's worker module: its default export runs each job.
writeFileSync(
  join(root, 'dist', 'bin', 'worker.js'),
  "import Tinypool from 'tinypool';\nimport { loadJobTask } from './cli.js';\n\nexport default (await loadJobTask())(Tinypool.workerData);\n",
);

// The package leaves out the modules tsc built that neither the library (dist/entries, the
// package's exports, and the files they open by URL: the pool's worker) nor the bundle loads: the
// CLI's own (the job queue, its executors…) are in the bundle. dist/.npmignore lists them (npm
// reads it inside the "files" of package.json); their types stay, which the library's may name.
await writePackageIgnore();

/** dist/.npmignore: every .js under dist/ that dist/entries/*.js do not reach, bin/, cli/ and data/ aside. */
async function writePackageIgnore() {
  const dist = join(root, 'dist');
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
    );
  const reached = new Set();
  let entries = readdirSync(join(dist, 'entries'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dist, 'entries', f));
  while (entries.length > 0) {
    const { metafile } = await build({
      ...common,
      entryPoints: entries,
      write: false,
      metafile: true,
      outdir: 'x',
      splitting: true,
    });
    const inputs = Object.keys(metafile.inputs)
      .map((p) => resolve(root, p))
      .filter((p) => !reached.has(p));
    inputs.forEach((p) => reached.add(p));
    const opened = inputs.flatMap((p) =>
      [...readFileSync(p, 'utf8').matchAll(/new URL\(['"](\.\.?\/[^'"]+\.js)['"]/gu)].map((m) =>
        resolve(dirname(p), m[1]),
      ),
    );
    entries = [...new Set(opened)].filter((p) => !reached.has(p) && existsSync(p));
  }
  const kept = (rel) => /^(bin|cli|data)\//u.test(rel) || !rel.endsWith('.js');
  const left = walk(dist)
    .filter((p) => !reached.has(p))
    .map((p) => relative(dist, p).split(sep).join('/'))
    .filter((rel) => !kept(rel));
  writeFileSync(join(dist, '.npmignore'), `${left.sort().join('\n')}\n`);
}
