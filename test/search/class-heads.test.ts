import { describe, expect, it } from 'vitest';
import { ClassHeads } from '../../src/search/class-heads.js';
import { Valuation } from '../../src/search/valuation.js';
import { rng } from './naive.js';

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
