import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The `wordle` command as scripts/bundle-cli.mjs lays it out (npm run build): `--version` loads
 * main.js and shared.js only, `openings show WORD` (the fast path) adds show.js, a command adds
 * cli.js, which runs cli-body.js (every command in one script, with V8's code cache), a run that
 * starts worker threads adds pool.js and tinypool; one copy of each module (one WordleError class,
 * which main.js's error handling recognises with instanceof).
 */

const dist = new URL('../../dist/', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, dist), 'utf8');
/** The modules a bundle file imports statically (loaded with it) and dynamically (on demand). */
function imports(path: string): { static: string[]; dynamic: string[] } {
  const text = read(path);
  return {
    static: [...text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']([^"']+)["']/gu)].map((m) => m[1]!),
    dynamic: [...text.matchAll(/\bimport\(["']([^"']+)["']\)/gu)].map((m) => m[1]!),
  };
}
const own = (specs: string[]): string[] => [...new Set(specs.filter((s) => s.startsWith('.')))].sort();

describe('the CLI bundle', () => {
  it('starts from main.js and shared.js, and loads the commands only to run one', () => {
    expect(own(imports('cli/main.js').static)).toEqual(['../bin/shared.js', './heap.js']);
    expect(own(imports('cli/main.js').dynamic)).toEqual(['../bin/shared.js', '../bin/show.js']);
    expect(own(imports('bin/shared.js').static).every((s) => s.startsWith('../data/'))).toBe(true);
    expect(own(imports('bin/shared.js').dynamic)).toEqual(['./cli.js']);
    expect(imports('bin/shared.js').static).not.toContain('tinypool');
  });

  it('runs openings show from show.js, which loads no word list and the rest only from cli.js', () => {
    const show = imports('bin/show.js');
    expect(own(show.static)).toEqual(['../data/default-list.js', './shared.js']);
    expect(own(show.dynamic)).toEqual(['./cli.js']);
  });

  it('holds every command in cli-body.js, run by cli.js, with the worker pool (and tinypool) apart', () => {
    const cli = imports('bin/cli.js');
    expect(own(cli.static).filter((s) => !s.startsWith('../data/'))).toEqual(['./shared.js']);
    expect(own(cli.dynamic)).toEqual([]);
    expect(read('bin/cli.js')).toContain('"./cli-body.js"');
    // The body's requires are what cli.js imports first, or the data modules it reads when first
    // read (node/lazy-data.ts); its import() calls are cli.js's (__import).
    const body = read('bin/cli-body.js');
    const required = [...new Set([...body.matchAll(/\brequire\("(\.[^"]+)"\)/gu)].map((m) => m[1]!))].sort();
    const lazy = [...read('bin/cli.js').matchAll(/lazyDataModule\(new URL\("([^"]+)"/gu)].map((m) => m[1]!);
    expect(required).toContain('./shared.js');
    expect(lazy).toContain('../data/en6.generated.js');
    expect(required.filter((r) => !own(cli.static).includes(r) && !lazy.includes(r))).toEqual([]);
    expect(body).not.toMatch(/(?<![\w$])import\(/u);
    expect([...new Set([...body.matchAll(/__import\("([^"]+)"\)/gu)].map((m) => m[1]!))].sort()).toEqual([
      './pool.js',
      './show.js',
    ]);
    expect(cli.static).not.toContain('tinypool');
    expect(imports('bin/pool.js').static).toContain('tinypool');
    expect(own(imports('bin/worker.js').static)).toEqual(['./cli.js']);
  });

  it("loads Node's zlib and crypto only where used: a question after a turn reads no table and no cached matrix", () => {
    // A hook on CommonJS loading (the bundle's requires of Node's modules go through it) names each one.
    const dir = mkdtempSync(join(tmpdir(), 'wordle-bundle-'));
    const hook = join(dir, 'hook.cjs');
    writeFileSync(
      hook,
      "const M = require('node:module'); const load = M._load;\n" +
        'M._load = function (id, ...rest) { process.stderr.write(`loaded ${id}\\n`); return load.call(this, id, ...rest); };\n',
    );
    const main = fileURLToPath(new URL('cli/main.js', dist));
    const r = spawnSync(process.execPath, ['--require', hook, main, 'suggest', 'tarse=bybyy'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const loaded = r.stderr.split('\n').filter((l) => l.startsWith('loaded '));
    expect(loaded).toContain('loaded node:fs'); // (the hook sees the bundle's requires)
    expect(loaded.filter((l) => /zlib|crypto/u.test(l))).toEqual([]);
  });

  it('reads a data module when a command first reads it: a question on the NYT list reads no list of other lengths', () => {
    // A hook on fs.readFileSync (loaded before the bundle, which imports it from node:fs) names each file read.
    const dir = mkdtempSync(join(tmpdir(), 'wordle-bundle-'));
    const hook = join(dir, 'hook.cjs');
    writeFileSync(
      hook,
      "const fs = require('node:fs'); const read = fs.readFileSync;\n" +
        'fs.readFileSync = function (p, ...rest) { process.stderr.write(`read ${p}\\n`); return read.call(this, p, ...rest); };\n',
    );
    const main = fileURLToPath(new URL('cli/main.js', dist));
    const env = { ...process.env, XDG_CACHE_HOME: dir };
    const lists = (...args: string[]): string[] => {
      const r = spawnSync(process.execPath, ['--require', hook, main, ...args], { encoding: 'utf8', env });
      expect(r.status, r.stderr).toBe(0);
      return r.stderr.split('\n').flatMap((l) => /^read .*\/data\/([\w.-]+)\.js$/u.exec(l)?.[1] ?? []);
    };
    const question = lists('suggest', 'tarse=bybyy');
    expect(question).toContain('nyt');
    expect(question.filter((l) => /^en\d/u.test(l))).toEqual([]);
    expect(lists('filter', '--length', '6', 'tarsel=bbbbbb')).toContain('en6.generated');
  });

  it('has one copy of the error class that main.js recognises (its name field, as esbuild writes it)', () => {
    const files = ['cli/main.js', 'bin/shared.js', 'bin/show.js', 'bin/cli.js', 'bin/cli-body.js', 'bin/pool.js'];
    expect(files.filter((f) => read(f).includes('name="WordleError"'))).toEqual(['bin/shared.js']);
  });
});
