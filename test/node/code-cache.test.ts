import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The commands' file run with V8's code cache (src/node/code-cache.ts, through the bundle's
// dist/bin/cli.js): written by a first run, used by the next, and read back as untrusted. Each case
// runs the built `wordle` (npm run build) with a cache folder of its own.

const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const ARGS = ['score', 'crane', 'tarse'];

function wordle(
  cache: string,
  args: readonly string[] = ARGS,
): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, XDG_CACHE_HOME: cache },
    encoding: 'utf8',
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}
/** The cache file of `score` (each question command has its own; the others share cli-body.js.cache). */
const cacheFile = (cache: string): string => join(cache, 'wordlekit', 'code', 'cli-body.js.score.cache');

describe("the commands' code cache", () => {
  const expected = wordle(mkdtempSync(join(tmpdir(), 'code-cache-')));

  it('is written by a first run and used, not rewritten, by the next, which says the same', () => {
    expect(expected).toMatchObject({ status: 0, stderr: '' });
    const cache = mkdtempSync(join(tmpdir(), 'code-cache-'));
    expect(wordle(cache)).toEqual(expected);
    const first = statSync(cacheFile(cache));
    const header = readFileSync(cacheFile(cache), 'latin1').split('\n')[0]!;
    expect(header).toMatch(
      new RegExp(`^wordlekit code cache 1 ${process.version} ${process.arch} [0-9a-f]{16} \\d+\\t\\d+$`),
    );
    expect(wordle(cache)).toEqual(expected);
    expect(statSync(cacheFile(cache)).mtimeMs).toBe(first.mtimeMs);
  });

  it.each([
    ['a damaged byte in the data', (b: Buffer) => b.fill(b[b.length - 5000]! ^ 0x40, b.length - 5000, b.length - 4999)],
    ['a truncated file', (b: Buffer) => b.subarray(0, b.length - 100)],
    [
      'the header of another build',
      (b: Buffer) => Buffer.from(b.toString('latin1').replace(`${process.arch} `, `${process.arch} 9`), 'latin1'),
    ],
    ['no header', (b: Buffer) => b.subarray(b.indexOf(10) + 1)],
  ])('ignores %s (the same output) and replaces it', (_, damage) => {
    const cache = mkdtempSync(join(tmpdir(), 'code-cache-'));
    wordle(cache);
    const bad = damage(readFileSync(cacheFile(cache)));
    writeFileSync(cacheFile(cache), bad);
    expect(wordle(cache)).toEqual(expected);
    expect(readFileSync(cacheFile(cache)).equals(bad)).toBe(false);
    expect(wordle(cache)).toEqual(expected);
  });

  it('is not written by a run that fails on bad input, and is by the next that succeeds', () => {
    const cache = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const bad = wordle(cache, ['score', 'crane', 'tars']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^wordle: /);
    expect(existsSync(cacheFile(cache))).toBe(false);
    expect(wordle(cache)).toEqual(expected);
    expect(existsSync(cacheFile(cache))).toBe(true);
  });

  it('is not read when it is a named pipe (no hang), nor replaced: no error, the same output', () => {
    const cache = mkdtempSync(join(tmpdir(), 'code-cache-'));
    mkdirSync(join(cache, 'wordlekit', 'code'), { recursive: true });
    execFileSync('mkfifo', [cacheFile(cache)]);
    expect(wordle(cache)).toEqual(expected);
    expect(lstatSync(cacheFile(cache)).isFIFO()).toBe(true);
  });

  it('keeps a file for each question command and one for the others: a first --help or score leaves suggest none', () => {
    const cache = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const other = join(cache, 'wordlekit', 'code', 'cli-body.js.cache');
    const suggest = join(cache, 'wordlekit', 'code', 'cli-body.js.suggest.cache');
    expect(wordle(cache, ['suggest', '--help']).status).toBe(0);
    expect(existsSync(other)).toBe(true);
    expect(wordle(cache)).toEqual(expected);
    expect(existsSync(cacheFile(cache))).toBe(true);
    expect(existsSync(suggest)).toBe(false);
    // (each kept while it matches: none is rewritten by another command)
    const written = [other, cacheFile(cache)].map((f) => statSync(f).mtimeMs);
    expect(wordle(cache, ['--help']).status).toBe(0);
    expect(wordle(cache)).toEqual(expected);
    expect([other, cacheFile(cache)].map((f) => statSync(f).mtimeMs)).toEqual(written);
  });

  it('is no error where the cache folder cannot be written', () => {
    const cache = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const file = join(cache, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(wordle(file)).toEqual(expected);
    chmodSync(cache, 0o500);
    try {
      expect(wordle(join(cache, 'sub'))).toEqual(expected);
    } finally {
      chmodSync(cache, 0o700);
    }
  });
});
