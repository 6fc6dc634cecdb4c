import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPatternMatrix, type PatternMatrix } from '../../src/core/matrix.js';
import { makeWordSet, type WordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { loadMatrix } from '../../src/node/matrix-cache.js';

const root = mkdtempSync(join(tmpdir(), 'wordle-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HEADER = 64; // bytes before the cells, see src/node/matrix-cache.ts

let cacheDir: string;
let n = 0;
beforeEach(() => {
  cacheDir = join(root, `c${n++}`);
});

const small = makeWordSet(['cigar', 'rebut', 'sissy', 'humph', 'awake', 'blush', 'focal'], ['aahed', 'speed', 'eerie']);
// Same sizes as `small`, other words: its cache file has the same length but another checksum.
const other = makeWordSet(['crane', 'slate', 'sissy', 'humph', 'awake', 'blush', 'focal'], ['aahed', 'speed', 'eerie']);
const six = makeWordSet(['planet', 'rocket', 'banana', 'ananas'], ['zenith', 'aaaaaa']);

const cachePath = (words: WordSet): string => join(cacheDir, `matrix-${words.checksum}.bin`);

function expectFresh(m: PatternMatrix, words: WordSet): void {
  const fresh = buildPatternMatrix(words.guesses, words.answers);
  expect(m).toMatchObject({ length: fresh.length, nGuesses: fresh.nGuesses, nAnswers: fresh.nAnswers });
  expect(m.data.constructor).toBe(fresh.data.constructor);
  expect(Array.from(m.data)).toEqual(Array.from(fresh.data));
}

describe('loadMatrix', () => {
  it('builds without touching the disk when no cache dir is given', () => {
    const m = loadMatrix(small);
    expectFresh(m, small);
    expect(existsSync(cacheDir)).toBe(false);
  });

  it.each([
    ['5 letters', small],
    ['6 letters (16-bit cells)', six],
  ])('writes a cache file and reuses it: %s', (_name, words) => {
    const first = loadMatrix(words, { cacheDir });
    const path = cachePath(words);
    expect(readdirSync(cacheDir)).toEqual([`matrix-${words.checksum}.bin`]); // no temp files left
    const bytes = readFileSync(path);
    expect(bytes.length).toBe(HEADER + first.data.byteLength);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('WORDLEPM');
    const inode = statSync(path).ino;
    const second = loadMatrix(words, { cacheDir });
    expect(statSync(path).ino).toBe(inode); // read, not rewritten (a rewrite renames a new file in)
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expectFresh(first, words);
    expectFresh(second, words);
  });

  it('rebuilds when a cell byte is flipped', () => {
    loadMatrix(small, { cacheDir });
    const path = cachePath(small);
    const good = readFileSync(path);
    const bad = Buffer.from(good);
    bad[HEADER + 17] = bad[HEADER + 17]! ^ 0x01;
    writeFileSync(path, bad);
    const m = loadMatrix(small, { cacheDir });
    expectFresh(m, small);
    expect(readFileSync(path).equals(good)).toBe(true); // rewritten correctly
  });

  it('rebuilds when a header byte is flipped', () => {
    loadMatrix(small, { cacheDir });
    const path = cachePath(small);
    const good = readFileSync(path);
    const bad = Buffer.from(good);
    bad[16] = bad[16]! ^ 0x01; // nGuesses
    writeFileSync(path, bad);
    expectFresh(loadMatrix(small, { cacheDir }), small);
    expect(readFileSync(path).equals(good)).toBe(true);
  });

  it.each([
    ['truncated cells', (size: number) => size - 1],
    ['only the header', () => HEADER],
    ['empty', () => 0],
  ])('rebuilds a truncated file: %s', (_name, newSize) => {
    loadMatrix(small, { cacheDir });
    const path = cachePath(small);
    const good = readFileSync(path);
    truncateSync(path, newSize(good.length));
    expectFresh(loadMatrix(small, { cacheDir }), small);
    expect(readFileSync(path).equals(good)).toBe(true);
  });

  it('rebuilds a file with trailing garbage', () => {
    loadMatrix(small, { cacheDir });
    const path = cachePath(small);
    const good = readFileSync(path);
    writeFileSync(path, Buffer.concat([good, Buffer.from([0, 0, 0, 0])]));
    expectFresh(loadMatrix(small, { cacheDir }), small);
    expect(readFileSync(path).equals(good)).toBe(true);
  });

  it('rebuilds a stale file made for another word set of the same size', () => {
    loadMatrix(other, { cacheDir });
    const path = cachePath(small);
    copyFileSync(cachePath(other), path);
    expect(readFileSync(path).length).toBe(HEADER + small.guesses.length * small.answers.length);
    expectFresh(loadMatrix(small, { cacheDir }), small);
    expectFresh(loadMatrix(other, { cacheDir }), other);
  });

  it('puts the matrix in a SharedArrayBuffer on request, fresh or cached', () => {
    const built = loadMatrix(small, { cacheDir, shared: true });
    expect(built.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    const cached = loadMatrix(small, { cacheDir, shared: true });
    expect(cached.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expectFresh(cached, small);
    expect(loadMatrix(small, { cacheDir }).data.buffer).toBeInstanceOf(ArrayBuffer);
  });

  it('caches the classic matrix and reads it back identical', () => {
    const words = builtinWordSet('classic');
    const first = loadMatrix(words, { cacheDir });
    const inode = statSync(cachePath(words)).ino;
    const second = loadMatrix(words, { cacheDir });
    expect(statSync(cachePath(words)).ino).toBe(inode);
    expect(Buffer.from(second.data.buffer).equals(Buffer.from(first.data.buffer))).toBe(true);
    const fresh = buildPatternMatrix(words.guesses, words.answers);
    expect(Buffer.from(second.data.buffer).equals(Buffer.from(fresh.data.buffer))).toBe(true);
  });
});
