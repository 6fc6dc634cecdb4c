import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCachedOpener, openerCacheKey } from '../../src/engine/openings/opener-cache.js';
import { parseOpeningsTable } from '../../src/engine/openings/codec/read.js';
import { rootPosition } from '../../src/search/position/position.js';
import { Searcher } from '../../src/search/solver/searcher.js';
import { CLI, runCli, sampledLists } from './run.js';

// `wordle openings show` for an opening the table holds only a bound for: computed by the exact
// search, kept in the user's cache (here a temporary XDG_CACHE_HOME), read back checked.
const dir = mkdtempSync(join(tmpdir(), 'wordle-openers-'));
process.env.XDG_CACHE_HOME = join(dir, 'cache');
const cacheDir = join(dir, 'cache', 'wordlekit', 'openers');
const { A, G, words, lists } = sampledLists(dir, 41, 60, 90);
const search = new Searcher(words, undefined);
const values = new Map(words.guesses.map((g) => [g, search.guessValue(rootPosition(words), g)]));
const cutoff = [...values.values()].sort((a, b) => a - b)[12]!;
const TABLE = join(dir, 'small.tsv');
const ranked = await runCli('openings', 'rank', ...lists, '--cutoff', String(cutoff), '--out', TABLE);
if (ranked.code !== 0) throw new Error(ranked.err);
const table = parseOpeningsTable(readFileSync(TABLE, 'utf8'), TABLE);
const bounded = table.entries.filter((e) => e.total === null).map((e) => e.word);
const exactCount = table.entries.length - bounded.length;
const show = (word: string, ...more: string[]) =>
  runCli('openings', 'show', word, '--table', TABLE, '--answers', A, '--guesses', G, ...more);
const entryPath = (word: string): string =>
  join(cacheDir, `${openerCacheKey({ lists: words.checksum, mode: 'normal', maxGuesses: 6, word })}.json`);

describe('wordle openings show, for an opening the table only bounds', () => {
  it('computes its exact total, ranks it as a proven range, and keeps it: the second call reads it back', async () => {
    const word = bounded.at(-1)!;
    const total = values.get(word)!;
    const r = await show(word, '--json');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      new RegExp(
        `^wordle: ${word.toUpperCase()}: the table holds only a bound \\(at least \\d+, if it can win every game, which it does not know\\); computing its exact value on \\d threads? \\(Ctrl-C to stop; --no-compute for the table's word alone\\)$`,
        'u',
      ),
    );
    const others = table.entries.filter((e) => e.word !== word);
    const best = 1 + others.filter((e) => e.total !== null && e.total < total).length;
    const worst = best + others.filter((e) => e.total === null && e.lowerBound < total).length;
    expect(JSON.parse(r.out)).toEqual({
      word,
      winsAll: true,
      total,
      average: total / 60,
      fewestLost: 0,
      won: 60,
      winChance: 1,
      lostGameCounts: 7,
      rank: best === worst ? best : null,
      rankRange: { best, worst },
      of: table.entries.length,
      lowerBound: total,
      boundIfWinsAll: null,
      lost: false,
      proven: true,
      from: 'computed',
      checked: null,
      source: 'local',
      list: table.meta.list,
      mode: 'normal',
    });
    expect(best).toBe(exactCount + 1);
    expect(existsSync(entryPath(word))).toBe(true);
    const again = await show(word, '--json');
    expect(again.err).toBe('');
    // Read back, its tree is checked (the total is reached); that none is smaller is not re-proven.
    expect(JSON.parse(again.out)).toMatchObject({ total, from: 'cache', checked: 'tree', proven: false });
    const text = await show(word);
    expect(text.out.split('\n')[0]).toBe(
      `${word.toUpperCase()}: ${total} guesses over the 60 answers, ${(total / 60).toFixed(4)} on average (from the cache: its tree, checked now, reaches ${total}; that none does better was proven when it was computed, not now): ${best === worst ? `rank ${best} of ${table.entries.length} openings` : `rank ${best} to ${worst} of ${table.entries.length} openings: the ${exactCount} below ${cutoff} are all better, and the table holds only bounds for the others`} (${table.meta.list} list, normal mode)`,
    );
  });

  it('says so in one line and computes again when the kept value does not check out', async () => {
    const word = bounded[0]!;
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(entryPath(word), '{"format":"wordle-opener","version":1');
    const r = await show(word, '--json');
    expect(r.code).toBe(0);
    const lines = r.err.split('\n');
    expect(lines[0]).toBe(
      `wordle: warning: the cached value ${entryPath(word)} is not valid (not JSON): computing it again`,
    );
    expect(lines).toHaveLength(2); // and the line that says it computes
    expect(JSON.parse(r.out)).toMatchObject({ total: values.get(word), from: 'computed' });
    expect((await show(word, '--json')).out).toContain('"from": "cache"');
  });

  it('a loss forged over a total, its digest recomputed, is not used: the value is computed again and replaces it (issue 36, 3)', async () => {
    // A bare loss (as versions before the fewest losses kept them) says nothing a tree can check,
    // and not how many answers are lost: it is never shown, proven or not.
    const word = bounded[3]!;
    const key = { lists: words.checksum, mode: 'normal' as const, maxGuesses: 6, word };
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(entryPath(word), formatCachedOpener(key, { kind: 'lost' }, '0.0.0'));
    const r = await show(word, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      winsAll: true,
      lost: false,
      total: values.get(word),
      from: 'computed',
      proven: true,
    });
    expect(readFileSync(entryPath(word), 'utf8')).toContain('"kind":"total"');
  });

  it('shows the bound with --no-compute, and without the lists of a custom table', async () => {
    const word = bounded[1]!;
    const bound = table.entries.find((e) => e.word === word)!.lowerBound;
    const r = await show(word, '--json', '--no-compute');
    expect(JSON.parse(r.out)).toMatchObject({
      total: null,
      winsAll: null,
      lowerBound: null,
      boundIfWinsAll: bound,
      from: 'table',
      rank: null,
    });
    const bare = await runCli('openings', 'show', word, '--table', TABLE, '--json');
    expect(bare.code).toBe(0);
    expect(bare.err).toBe(
      `wordle: ${word.toUpperCase()}: the table's word lists (${table.meta.list}) are not built in: pass them with --answers and --guesses to compute its exact value`,
    );
    expect(JSON.parse(bare.out)).toMatchObject({ total: null, boundIfWinsAll: bound, from: 'table' });
  });

  it('refuses word lists other than the table’s, in one line', async () => {
    const other = join(dir, 'other.txt');
    writeFileSync(other, readFileSync(A, 'utf8').split('\n').slice(1).join('\n'));
    const r = await runCli('openings', 'show', bounded[0]!, '--table', TABLE, '--answers', other, '--guesses', G);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      new RegExp(
        `^wordle: ${TABLE} was computed for other word lists \\(checksum [0-9a-f]+\\) than the lists given with --answers/--guesses \\(checksum [0-9a-f]+\\)$`,
        'u',
      ),
    );
  });

  it('still answers when the cache cannot be written, and says it was not kept', async () => {
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the cache directory would be');
    const before = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = blocked;
    try {
      const r = await show(bounded[2]!, '--json');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toMatchObject({ total: values.get(bounded[2]!), from: 'computed' });
      expect(r.err).toMatch(/^wordle: warning: the result is not kept in the cache: cannot create directory /mu);
    } finally {
      process.env.XDG_CACHE_HOME = before;
    }
  });
});

describe('stopping a computation', () => {
  it('stops on Ctrl-C with exit 130, keeping nothing', async () => {
    // ADIEU on the classic lists: the shipped table holds a bound; the proof takes seconds.
    const cache = join(dir, 'interrupted');
    const r = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [CLI, 'openings', 'show', 'adieu'], {
        env: { ...process.env, XDG_CACHE_HOME: cache, NO_COLOR: '1' },
      });
      let stderr = '';
      let sent = false;
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (!sent && stderr.includes('computing its exact')) sent = child.kill('SIGINT'); // once
      });
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(r.code).toBe(130);
    expect(r.stderr).toContain('wordle: interrupted: nothing was kept (the exact value was not finished)');
    expect(
      existsSync(join(cache, 'wordlekit', 'openers')) ? readdirSync(join(cache, 'wordlekit', 'openers')) : [],
    ).toEqual([]);
  });
});
