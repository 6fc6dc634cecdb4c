import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openerCacheKey } from '../../src/engine/openings/opener-cache.js';
import { runCli, sampledLists } from './run.js';

// The size caps docs/safety.md lists for files read back, each met by a sparse file one byte past
// it (no disk is used, and the cap refuses it from its size, before reading): one line, never a
// read of the whole. (The word file's and the openings table's caps: hostile.test.ts and
// openings-file.test.ts.)

const dir = mkdtempSync(join(tmpdir(), 'wordle-caps-'));
const { words, A, G, lists } = sampledLists(dir, 43, 60, 90);
const MB = 2 ** 20;

/** A sparse file of `bytes` at `path`. */
function sparse(path: string, bytes: number): string {
  writeFileSync(path, '');
  truncateSync(path, bytes);
  return path;
}

let cache: string;
const saved = process.env.XDG_CACHE_HOME;
beforeEach(() => {
  cache = mkdtempSync(join(dir, 'cache-'));
  process.env.XDG_CACHE_HOME = cache;
});
afterEach(() => {
  process.env.XDG_CACHE_HOME = saved;
});

describe('the size caps of files read back', () => {
  it('a tree file: 64 MB', async () => {
    const big = sparse(join(dir, 'big.tree'), 64 * MB + 1);
    const r = await runCli('tree', 'verify', big, ...lists.slice(0, 4));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`wordle: tree file ${big} is larger than 64 MB (the limit for tree files)`);
  });

  it('an openings progress file: 1 GB', async () => {
    const out = join(dir, 'table.tsv');
    sparse(`${out}.progress`, 1024 * MB + 1);
    const r = await runCli('openings', 'rank', ...lists, '--cutoff', '100', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`wordle: progress file ${out}.progress is larger than 1024 MB (the limit for progress files)`);
  });

  it('a cached opener: 16 MB, said in one line, and computed again', async () => {
    const openers = join(cache, 'wordlekit', 'openers');
    mkdirSync(openers, { recursive: true });
    const word = words.guesses[0]!;
    const key = openerCacheKey({ lists: words.checksum, mode: 'normal', maxGuesses: 6, word });
    const entry = sparse(join(openers, `${key}.json`), 16 * MB + 1);
    const table = join(dir, 'bounds.tsv');
    expect((await runCli('openings', 'rank', ...lists, '--cutoff', '100', '--out', table)).code).toBe(0);
    const r = await runCli('openings', 'show', word, '--table', table, '--answers', A, '--guesses', G, '--json');
    expect(r.code, r.err).toBe(0);
    expect(r.err.split('\n')[0]).toBe(
      `wordle: warning: cached opener file ${entry} is larger than 16 MB (the limit for cached openers)`,
    );
    expect(JSON.parse(r.out)).toMatchObject({ word, from: 'computed', proven: true });
  });

  it('the NYT history: a file to add, and the stored days: 1 MB', async () => {
    const add = sparse(join(dir, 'days.txt'), MB + 1);
    const r = await runCli('history', 'add', add);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`wordle: history file ${add} is larger than 1 MB (the limit for history files)`);
    mkdirSync(join(cache, 'wordlekit'));
    const stored = sparse(join(cache, 'wordlekit', 'nyt-history.tsv'), MB + 1);
    const show = await runCli('history', 'show');
    expect(show.code).toBe(2);
    expect(show.err).toBe(`wordle: history file ${stored} is larger than 1 MB (the limit for history files)`);
  });
});
