import { describe, expect, it } from 'vitest';
import { guessLowerBound } from '../../../src/search/bounds/closed-form.js';
import type { KernelViews } from '../../../src/search/kernel/kernel.js';
import { RadixRows } from '../../../src/search/scans/radix-sort.js';
import { RowSets } from '../../../src/search/scans/row-sets.js';
import { rng } from '../naive.js';

const random = rng(33);
const int = (below: number): number => Math.floor(random() * below);

describe('RadixRows', () => {
  /** The obviously correct order: by key, ties in the order given. */
  const naive = (keys: number[], rows: number[]): number[] =>
    rows
      .map((r, i) => ({ r, k: keys[i]!, i }))
      .sort((a, b) => a.k - b.k || a.i - b.i)
      .map((e) => e.r);

  it.each([
    ['every key 0 (no pass)', 700, 1],
    ['one digit', 600, 2048],
    ['two digits, many ties', 3000, 5000],
    ['three digits', 2000, 2 ** 32],
    ['keys near 2³²', 500, 2 ** 32],
    ['a few rows', 3, 100],
    ['none', 0, 10],
  ])('sorts stably: %s', (_name, count, below) => {
    const sorter = new RadixRows(4000);
    for (let trial = 0; trial < 3; trial++) {
      const keys = Array.from({ length: count }, () =>
        below === 2 ** 32 && _name.startsWith('keys near') ? 2 ** 32 - 1 - int(50) : int(below),
      );
      const rows = Array.from({ length: count }, () => int(100000));
      // The sorter's scratch is reused from trial to trial; the arrays given have room to spare.
      const out = sorter.sort(Uint32Array.from([...keys, 7, 7]), Int32Array.from([...rows, -1, -1]), count);
      expect(Array.from(out.subarray(0, count))).toEqual(naive(keys, rows));
    }
  });
});

describe('RowSets.order', () => {
  /**
   * The order it had with one comparison sort: keys (Σ (class size)² · 2 + [not a candidate]) · R + row,
   * with Σ (class size)² = n + 2·pairs, less the rows whose bound reaches beta.
   */
  function naiveOrder(
    rows: readonly number[],
    outK: Int32Array,
    outPairs: Int32Array,
    cand: (r: number) => boolean,
    n: number,
    R: number,
    beta: number,
  ) {
    const kept = rows.filter((r) => guessLowerBound(n, cand(r), cand(r) ? outK[r]! - 1 : outK[r]!) < beta);
    const key = (r: number): number => ((n + 2 * outPairs[r]!) * 2 + (cand(r) ? 0 : 1)) * R + r;
    return kept.sort((a, b) => key(a) - key(b));
  }

  it.each([
    ['ascending rows, the radix sort', 3000, 120, true],
    ['ascending rows, too few for it', 200, 40, true],
    ['rows in any order', 3000, 120, false],
    ['a large set', 1500, 2000, true],
  ])('gives the same order as one sort of the keys: %s', (_name, R, n, ascending) => {
    const nA = 5000;
    const rowSets = new RowSets(R);
    const outK = Int32Array.from({ length: R }, () => 2 + int(n - 1));
    // Pairs from few values, so that many rows tie (then candidates first, then the lower row).
    const outPairs = Int32Array.from({ length: R }, () => int(40) * int(n));
    const views = { outK, outPairs } as unknown as KernelViews;
    const guesses = Int32Array.from({ length: R }, () => int(nA));
    const inSet = Uint8Array.from({ length: nA }, () => (random() < 0.3 ? 1 : 0));
    const cand = (r: number): boolean => inSet[guesses[r]!] === 1;
    let rows = Array.from({ length: R }, (_, r) => r).filter(() => random() < 0.9);
    if (!ascending) rows = rows.sort(() => random() - 0.5);
    const beta = 3 * n - Math.floor(n / 2);
    const got = rowSets.order(views, Int32Array.from(rows), guesses, n, beta, inSet, nA, rowSets.level(3));
    const want = naiveOrder(rows, outK, outPairs, cand, n, R, beta);
    expect(want.length).toBeGreaterThan(R / 4);
    expect(want.length).toBeLessThan(rows.length);
    expect(Array.from(got.order)).toEqual(want);
    expect(Array.from(got.bounds)).toEqual(
      want.map((r) => guessLowerBound(n, cand(r), cand(r) ? outK[r]! - 1 : outK[r]!)),
    );
  });
});

describe('RowSets.legal', () => {
  /** The obvious way: the rows (in their order) whose guess is allowed. */
  const naive = (guesses: Int32Array, rows: Int32Array, allowed: Int32Array): number[] =>
    [...rows].filter((r) => allowed.includes(guesses[r]!));
  /** An ascending sample of 0..n−1, each kept with chance p. */
  const ascending = (n: number, p: number): Int32Array =>
    Int32Array.from(Array.from({ length: n }, (_, i) => i).filter(() => random() < p));

  it('keeps the rows whose guess is allowed, asked with one list of rows many times and then with others', () => {
    const G = 400;
    const sets = new RowSets(G);
    const level = sets.level(3);
    // A frame: its rows' guesses, ascending (the search's frames list their guesses in id order).
    const guesses = ascending(G, 0.7);
    const buffer = new Int32Array(guesses.length);
    for (let list = 0; list < 12; list++) {
      // Each node's rows are a new array, often in memory an earlier node's rows used (the same buffer).
      const kept = ascending(guesses.length, random());
      buffer.set(kept);
      const rows = buffer.subarray(0, kept.length);
      for (let ask = 0; ask < 8; ask++) {
        const allowed = ascending(G, random() * 0.5);
        expect([...sets.legal(guesses, rows, allowed, level)]).toEqual(naive(guesses, rows, allowed));
      }
    }
    // Another frame's guesses with the same rows array: its own table.
    const other = ascending(G, 0.9);
    const rows = Int32Array.from({ length: Math.min(50, other.length) }, (_, i) => i);
    const allowed = ascending(G, 0.3);
    expect([...sets.legal(other, rows, allowed, level)]).toEqual(naive(other, rows, allowed));
    expect([...sets.legal(guesses, rows, allowed, level)]).toEqual(naive(guesses, rows, allowed));
  });
});
