// SLOW (about 15–30 s; one `npm install` from the registry): pack the package, install the tarball
// into an empty project as a user would, and use it there: the `wordle` command through npx, the
// entries `wordlekit`, `wordlekit/node`, `wordlekit/trees/*`, `wordlekit/data/*` and
// `wordlekit/package.json` from Node, the types from TypeScript, and `--plot` without the optional
// plot packages. Files named *.slow.test.ts are the slow ones: `npm run test:fast` leaves them out.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as {
  name: string;
  version: string;
  peerDependencies: Record<string, string>;
};

// The child npm must not inherit `npm test`'s own npm_* settings (prefix, package, lifecycle).
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^npm_/iu.test(k) && k !== 'INIT_CWD'),
) as NodeJS.ProcessEnv;
delete env.FORCE_COLOR;
env.NO_COLOR = '1';

const dir = mkdtempSync(join(tmpdir(), 'wordlekit-install-'));
const app = join(dir, 'app');
let tarball = '';
let packed: string[] = [];

/** Run a command; stderr without npm's own warnings about this machine's npm configuration. */
function run(cmd: string, args: string[], cwd = app): SpawnSyncReturns<string> {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 240_000 });
  return { ...r, stderr: r.stderr.replace(/^npm warn .*\n/gmu, '') };
}

/** Bytes of every file under `path` (the apparent size, as `du --apparent-size` counts it). */
function treeBytes(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((sum, name) => sum + treeBytes(join(path, name)), 0);
}

beforeAll(() => {
  // dist/ is fresh (npm test builds first), so the pack skips the prepare script's second build.
  const pack = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], root);
  expect(pack.status, pack.stderr).toBe(0);
  const info = (JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[])[0]!;
  tarball = join(dir, info.filename);
  packed = info.files.map((f) => f.path);
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  const install = run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline']);
  expect(install.status, install.stderr).toBe(0);
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`npm pack, then npm install ${pkg.name} in an empty project`, () => {
  it('packs the built code, lists, tables, trees, examples and licence, and no sources, tests or images', () => {
    for (const f of [
      'dist/entries/wordlekit.js',
      'dist/entries/wordlekit.d.ts',
      'dist/entries/node.js',
      'dist/entries/node.d.ts',
      'dist/cli/main.js',
      'data/classic-answers.txt',
      'data/manifest.json',
      'trees/salet-normal.tree',
      'trees/salet-hard.tree',
      'data/openings/classic-normal.tsv.gz',
      'data/openings/classic-hard.tsv.gz',
      'data/openings/nyt-normal.tsv.gz',
      'data/openings/nyt-hard.tsv.gz',
      'examples/suggest.ts',
      'docs/library.md',
      'LICENSE',
      'README.md',
      'package.json',
    ]) {
      expect(packed).toContain(f);
    }
    expect(packed.filter((f) => /^(src|test|web|scripts|bench)\//u.test(f))).toEqual([]);
    // The docs' images and the generated API reference stay in the repository; tables ship gzipped.
    expect(packed.filter((f) => /^docs\/(img|api)\/|\.tsv$/u.test(f))).toEqual([]);
  });

  it(`installs in under 5 MB, without the optional plot packages`, () => {
    const modules = join(app, 'node_modules');
    for (const name of Object.keys(pkg.peerDependencies)) expect(existsSync(join(modules, name))).toBe(false);
    const mb = treeBytes(modules) / 1e6;
    console.log(`installed size of ${pkg.name}@${pkg.version} with its dependencies: ${mb.toFixed(2)} MB`);
    expect(mb).toBeLessThan(5);
  });

  it('runs `npx wordle suggest` and `npx wordle --version`', () => {
    // Today's NYT game, exact advice over equally likely answers (28 guesses over the 13 answers
    // after TARSE = BYBYY: Alex Selby's solver, -w tarse.BYBYY on these lists); the default prior,
    // the NYT's history, is checked apart (test/cli/defaults.test.ts).
    const r = run('npx', ['--no-install', 'wordle', 'suggest', 'tarse=bybyy', '--top', '3', '--prior', 'uniform']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('13 answers left: aegis ashed ashen');
    // (HYPED, SHANK and SHINY, among others, tie at 28: the more common word first, SHINY)
    expect(r.stdout).toMatch(/1 +shiny +2\.1538 +3\.393 +1\.31 +2 +no/u);
    expect(run('npx', ['--no-install', 'wordle', '--version']).stdout.trim()).toBe(pkg.version);
  });

  it('says in one line what to install for --plot, before any work, and exits 2', () => {
    const r = run('npx', ['--no-install', 'wordle', 'letters', '--plot', 'letters.png']);
    expect(r.status).toBe(2);
    const ranges = pkg.peerDependencies;
    expect(r.stderr).toBe(
      `wordle: plots need the optional packages vega, vega-lite and @resvg/resvg-js, which are not installed: ` +
        `npm install vega@${ranges.vega} vega-lite@${ranges['vega-lite']} @resvg/resvg-js@${ranges['@resvg/resvg-js']}\n`,
    );
    expect(r.stdout).toBe('');
    expect(existsSync(join(app, 'letters.png'))).toBe(false);
  });

  it('imports ., ./node, a tree from ./trees/*, a list from ./data/* and ./package.json in Node', () => {
    writeFileSync(
      join(app, 'use.mjs'),
      `import { fileURLToPath } from 'node:url';
import { builtinWordSet, scoreGuess, verifyTree } from 'wordlekit';
import { readTreeFile, loadWordList } from 'wordlekit/node';
import manifest from 'wordlekit/data/manifest.json' with { type: 'json' };
import meta from 'wordlekit/package.json' with { type: 'json' };
const words = builtinWordSet('classic');
const tree = readTreeFile(fileURLToPath(import.meta.resolve('wordlekit/trees/salet-normal.tree')), words);
const report = verifyTree(tree, words, { hard: false });
const answers = loadWordList(fileURLToPath(import.meta.resolve('wordlekit/data/classic-answers.txt')));
let deep = 'allowed';
try { await import('wordlekit/dist/core/pattern.js'); } catch (e) { deep = e.code; }
console.log(JSON.stringify({ pattern: scoreGuess('crane', 'sweet'), total: report.total, answers: answers.length,
  lists: Object.keys(manifest).length > 0, version: meta.version, deep }));
`,
    );
    const r = run(process.execPath, ['use.mjs']);
    expect(r.stderr).toBe('');
    // 7920: Selby's optimal SALET total for the 2315 classic answers ("The best strategies for Wordle", 2022).
    expect(JSON.parse(r.stdout)).toEqual({
      pattern: 81,
      total: 7920,
      answers: 2315,
      lists: true,
      version: pkg.version,
      deep: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
    });
  });

  it('gives TypeScript the types of both entries (moduleResolution nodenext)', () => {
    // The pure entry as a browser project sees it: no Node types, and its .d.ts files checked too.
    writeFileSync(
      join(app, 'pure.ts'),
      `import { Session, gameConfig, buildPatternMatrix, builtinWordSet, createStrategy, type Suggestion } from 'wordlekit';
const words = builtinWordSet('nyt');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
export const top: Suggestion[] = new Session(config, createStrategy('entropy')).suggestions(1);
`,
    );
    // The Node entry in a Node project (skipLibCheck, as usual there: @types/node alone takes seconds).
    writeFileSync(
      join(app, 'node.ts'),
      `import { loadMatrix, readTreeFile, renderPlot, type ChartSpec } from 'wordlekit/node';
const spec: ChartSpec = { mark: 'bar' };
export const used = [spec, loadMatrix, readTreeFile, renderPlot];
`,
    );
    const common = { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022' };
    const configs = {
      'tsconfig.pure.json': { ...common, lib: ['es2022'], types: [] },
      'tsconfig.node.json': {
        ...common,
        typeRoots: [join(root, 'node_modules', '@types')],
        types: ['node'],
        skipLibCheck: true,
      },
    };
    for (const [file, compilerOptions] of Object.entries(configs)) {
      const files = [file === 'tsconfig.pure.json' ? 'pure.ts' : 'node.ts'];
      writeFileSync(join(app, file), JSON.stringify({ compilerOptions, files }));
      const r = run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', file]);
      expect(r.stdout + r.stderr, file).toBe('');
      expect(r.status, file).toBe(0);
    }
  });
});
