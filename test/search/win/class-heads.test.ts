import { describe, expect, it } from 'vitest';
import { ClassHeads } from '../../../src/search/win/class-heads.js';
import { maxClasses, winRowBound } from '../../../src/search/bounds/closed-form.js';
import { ClusterIndex } from '../../../src/search/bounds/cluster-cut.js';
import { Valuation } from '../../../src/search/objective/valuation.js';
import { WinRules } from '../../../src/search/win/rules.js';
import { rng } from '../naive.js';

describe('ClassHeads', () => {
  it('sums the heaviest weight of every class of a row, row after row, with and without positions', () => {
    const random = rng(9);
    const nA = 40;
    const weights = Array.from({ length: nA }, () => 1 + Math.floor(random() * 20));
    const heads = new ClassHeads(new Valuation(nA, weights, 6), 243);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * nA);
      const set = Uint32Array.from({ length: n }, (_, i) => i);
      // A few patterns only, so that classes hold several answers.
      const patterns = Array.from({ length: n }, () => Math.floor(random() * (1 + (trial % 12))) * 20);
      const expected = new Map<number, number>();
      patterns.forEach((p, i) => expected.set(p, Math.max(expected.get(p) ?? 0, weights[i]!)));
      const sum = [...expected.values()].reduce((s, x) => s + x, 0);
      const columns = heads.columns(set);
      expect(heads.sum([7, ...patterns], 1, columns)).toBe(sum);
      // The same row read through positions: the i-th answer's cell is 3i further on.
      const spread = new Array<number>(3 * n).fill(0);
      patterns.forEach((p, i) => (spread[3 * i] = p));
      expect(
        heads.sum(
          spread,
          0,
          columns,
          set.map((i) => 3 * i),
        ),
      ).toBe(sum);
    }
  });
});

describe('ClassHeads.distinct', () => {
  it('counts the distinct patterns of a row among some of its columns, row after row', () => {
    const random = rng(10);
    const heads = new ClassHeads(new Valuation(3, [1, 2, 3], 6), 243);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 60);
      const row = Array.from({ length: n }, () => Math.floor(random() * (1 + (trial % 12))) * 20);
      const columns = Int32Array.from({ length: n }, (_, i) => i).filter(() => random() < 0.6);
      const expected = new Set([...columns].map((i) => row[i]!)).size;
      expect(heads.distinct([5, 5, ...row], 2, columns, columns.length)).toBe(expected);
    }
  });
});

describe('WinRules.rowBound under weights', () => {
  it.each([
    ['two levels (counts of the heavy answers classes)', [10000, 996]],
    ['three levels (every heaviest weight read)', [10000, 996, 37]],
  ])('is winRowBound of the classes own heaviest weights below the cutoff, %s', (_name, levels) => {
    const random = rng(levels.length);
    const nA = 80;
    const weights = Array.from(
      { length: nA },
      (_, i) => levels[i < levels.length ? i : Math.floor(random() * levels.length)]!,
    );
    const v = new Valuation(nA, weights, 6);
    const win = new WinRules(v, maxClasses(5), new ClusterIndex([], 5), 243);
    for (let trial = 0; trial < 60; trial++) {
      // A frame of 30 rows over a random set (the same weight for every answer now and then).
      const one = trial % 10 === 9;
      const set = Uint32Array.from(
        [...Array(nA).keys()].filter((a) => random() < 0.3 && (!one || weights[a] === weights[0])),
      );
      if (set.length < 3) continue;
      const n = set.length;
      const cells = Array.from({ length: 5 + 30 * n }, () => Math.floor(random() * (2 + (trial % 9))));
      const W = set.reduce((s, a) => s + weights[a]!, 0);
      for (const d of [2, 3, 4]) {
        const exact = (r: number, own: number): number => {
          const heads = new Map<number, number>();
          set.forEach((a, i) =>
            heads.set(cells[5 + r * n + i]!, Math.max(heads.get(cells[5 + r * n + i]!) ?? 0, weights[a]!)),
          );
          return winRowBound(
            W,
            own,
            [...heads.values()].reduce((s, x) => s + x, 0),
            d,
            v.loss,
          );
        };
        const beta = exact(0, 0) + 1 - 2 * (trial % 2);
        const bound = win.rowBound(set, d, { cells, off: 5, beta })!;
        for (let r = 0; r < 30; r++) {
          const k = new Set(set.map((_, i) => cells[5 + r * n + i]!)).size;
          const g = set[r % n]!;
          const got = bound(k, g, r % 3 === 0, r);
          const want = exact(r, r % 3 === 0 ? weights[g]! : 0);
          // Below the cutoff the exact bound; at or above it, a bound no lower than the cutoff... or the exact one.
          if (want < beta) expect(got).toBe(want);
          else expect(got === want || got >= beta).toBe(true);
        }
      }
    }
  });
});
