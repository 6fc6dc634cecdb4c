import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { INFEASIBLE } from '../../../src/search/bounds/closed-form.js';
import { memoKey } from '../../../src/search/memo/memo.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { createSharedMemo, SHARED_KEY_MAX, SharedMemo } from '../../../src/search/memo/shared-memo.js';
import { naiveOptimal, rng, sample } from '../naive.js';

const classic = builtinWordSet('classic');
const key = (ids: number[], d = 4, state = ''): string => memoKey(Uint32Array.from(ids), d, state);

describe('SharedMemo: a table of proven values shared by threads', () => {
  it('gives back what was kept, for that exact key only, and never a bound over an exact value', () => {
    const table = new SharedMemo(createSharedMemo(1 << 20, 'abc'), 'abc', 0);
    table.put(key([1, 2, 3, 4, 5, 6]), { kind: 'exact', value: 11, guess: 3 });
    table.put(key([1, 2, 3, 4, 5, 7]), { kind: 'lower', value: 12 });
    expect(table.get(key([1, 2, 3, 4, 5, 6]))).toEqual({ kind: 'exact', value: 11, guess: 3 });
    expect(table.get(key([1, 2, 3, 4, 5, 7]))).toEqual({ kind: 'lower', value: 12 });
    expect(table.get(key([1, 2, 3, 4, 5, 6], 3))).toBeUndefined(); // other guesses left
    expect(table.get(key([1, 2, 3, 4, 5, 6], 4, 'x'))).toBeUndefined(); // other hard-mode state
    expect(table.get(key([1, 2, 3, 4, 5]))).toBeUndefined();
    table.put(key([1, 2, 3, 4, 5, 6]), { kind: 'lower', value: 20 }); // an exact value stays
    table.put(key([1, 2, 3, 4, 5, 7]), { kind: 'lower', value: 10 }); // a higher bound stays
    expect(table.get(key([1, 2, 3, 4, 5, 6]))).toEqual({ kind: 'exact', value: 11, guess: 3 });
    expect(table.get(key([1, 2, 3, 4, 5, 7]))).toEqual({ kind: 'lower', value: 12 });
    // Another kind of search (hard mode, say) has its own space: no value crosses over.
    expect(
      new SharedMemo(table['w'].buffer as SharedArrayBuffer, 'abc', 1).get(key([1, 2, 3, 4, 5, 6])),
    ).toBeUndefined();
  });

  it('keeps keys of every length up to the largest slots, and refuses a table of other word lists', () => {
    const buffer = createSharedMemo(1 << 20, 'abc');
    const table = new SharedMemo(buffer, 'abc', 0);
    const long = Array.from({ length: SHARED_KEY_MAX }, (_, i) => i); // with d: one character too many
    table.put(key(long), { kind: 'exact', value: 1, guess: 0 });
    expect(table.get(key(long))).toBeUndefined();
    // Keys at each region's edges (116, 500, 2036 and 8180 characters) and between.
    for (const n of [6, 115, 116, 499, 500, 2035, 2036, SHARED_KEY_MAX - 1]) {
      const fits = long.slice(0, n);
      table.put(key(fits), { kind: 'exact', value: n, guess: 1 });
      expect(table.get(key(fits)), `${n} answers`).toEqual({ kind: 'exact', value: n, guess: 1 });
    }
    expect(() => new SharedMemo(buffer, 'abd', 0)).toThrow(/other word lists/u);
    expect(() => new SharedMemo(new SharedArrayBuffer(64), 'abc', 0)).toThrow(/not a shared memo/u);
  });

  it('stays bounded: a full table replaces entries, and every hit is still the right value', () => {
    const buffer = createSharedMemo(8192, 'abc'); // 16 slots for short keys
    expect(new SharedMemo(buffer, 'abc', 0).stats().slots).toBe(16 + 3 * 4);
    const table = new SharedMemo(buffer, 'abc', 0);
    const random = rng(3);
    const sets = Array.from({ length: 500 }, () =>
      sample([...Array(60).keys()], 6 + Math.floor(random() * 20), random),
    );
    sets.forEach((s, i) => table.put(key(s), { kind: 'exact', value: i, guess: s[0]! }));
    let hits = 0;
    sets.forEach((s, i) => {
      const e = table.get(key(s));
      if (e === undefined) return;
      hits++;
      expect(e).toEqual({ kind: 'exact', value: i, guess: s[0]! });
    });
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(16);
  });

  it('never reads a slot that a writer holds (odd sequence number), nor one whose check fails', () => {
    const buffer = createSharedMemo(0, 'abc'); // one bucket per region: every key lands in it
    const table = new SharedMemo(buffer, 'abc', 0);
    const k = key([5, 6, 7, 8, 9, 10]);
    table.put(k, { kind: 'exact', value: 7, guess: 5 });
    const w = new Int32Array(buffer);
    const slot = [0, 1, 2, 3].map((i) => 16 + i * 64).find((at) => w[at] !== 0)!;
    w[slot]!++; // a writer took it
    expect(table.get(k)).toBeUndefined();
    w[slot]!++; // and released it, having changed the value without its check
    w[slot + 3] = 8;
    expect(table.get(k)).toBeUndefined();
  });

  it('compares the whole key, not only its hash', () => {
    const buffer = createSharedMemo(0, 'abc');
    const table = new SharedMemo(buffer, 'abc', 0);
    const k = key([5, 6, 7, 8, 9, 10]);
    table.put(k, { kind: 'exact', value: 7, guess: 5 });
    const w = new Int32Array(buffer);
    const slot = [0, 1, 2, 3].map((i) => 16 + i * 64).find((at) => w[at] !== 0)!;
    expect(table.get(k)).toEqual({ kind: 'exact', value: 7, guess: 5 });
    // Another answer in the slot's copy of the key (hash, length and check unchanged): no hit.
    w[slot + 6] = (w[slot + 6]! & 0xffff) | (99 << 16);
    expect(table.get(k)).toBeUndefined();
  });
});

/** A random small instance: n answers and m further guesses of the classic lists. */
function instance(seed: number, n: number, m: number): WordSet {
  const random = rng(seed);
  return makeWordSet(
    sample(classic.answers, n, random),
    sample(classic.guesses.slice(classic.answers.length), m, random),
  );
}

/** The shared table a searcher's memo reads (a private field, read for the counters). */
const tableOf = (s: Searcher): SharedMemo | undefined => s['memo']['shared'] as SharedMemo | undefined;

describe('Searchers sharing a table: the values reused are the values computed fresh', () => {
  it.each([false, true])('every opening of small lists, by two searches in turn (hard %s)', (hard) => {
    const words = instance(hard ? 12 : 11, 45, 45);
    const matrix = buildPatternMatrix(words.guesses, words.answers);
    const shared = createSharedMemo(1 << 22, words.checksum);
    // Two "threads": each its own memo, one table between them; they take the openings in turn.
    const both = [0, 1].map(() => new Searcher(words, matrix, { hard, shared, kernel: createWasmKernel }));
    const fresh = new Searcher(words, matrix, { hard, kernel: createWasmKernel });
    const root = rootPosition(words, { hard, maxGuesses: 5 });
    words.guesses.forEach((g, i) => {
      const value = fresh.guessValue(root, g);
      expect(both[i % 2]!.guessValue(root, g), g).toBe(value);
      // The other one, again: now from what the first kept in the table (hard mode's states
      // differ from opening to opening, so this is where it reuses most).
      expect(both[(i + 1) % 2]!.guessValue(root, g), g).toBe(value);
    });
    const hits = both.reduce((a, s) => a + tableOf(s)!.stats().hits, 0);
    expect(hits).toBeGreaterThan(0); // reuse did happen
  });

  it('match the naive minimizer on positions solved after another search filled the table', () => {
    for (const seed of [21, 22, 23]) {
      const words = instance(seed, 30, 40);
      const shared = createSharedMemo(1 << 22, words.checksum);
      const first = new Searcher(words, undefined, { shared });
      const root = rootPosition(words, { maxGuesses: 5 });
      for (const g of words.guesses.slice(0, 30)) first.guessValue(root, g);
      const second = new Searcher(words, undefined, { shared });
      const all = Uint32Array.from(words.answers.keys());
      const expected = naiveOptimal(words.answers, words.guesses, 5, false);
      expect(second.cost(all, 5), `seed ${seed}`).toBe(Number.isFinite(expected) ? expected : INFEASIBLE);
    }
  });

  it('keeps searches that must not mix apart (least totals, depth only, restricted top)', () => {
    const words = instance(31, 40, 40);
    const shared = createSharedMemo(1 << 22, words.checksum);
    const root = rootPosition(words, { maxGuesses: 4 });
    const depth = new Searcher(words, undefined, { shared, objective: 'depth' });
    for (const g of words.guesses) depth.guessValue(root, g); // "some feasible total": not the least
    const top = new Searcher(words, undefined, { shared, top: 1 }); // upper bounds, not proofs
    for (const g of words.guesses) top.guessValue(root, g);
    expect(tableOf(top)).toBeUndefined();
    const total = new Searcher(words, undefined, { shared });
    const fresh = new Searcher(words, undefined, {});
    for (const g of words.guesses) expect(total.guessValue(root, g), g).toBe(fresh.guessValue(root, g));
    expect(tableOf(total)!.stats().hits).toBe(0); // nothing of the others was taken
  });
});
