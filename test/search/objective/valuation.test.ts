import { describe, expect, it } from 'vitest';
import { Valuation } from '../../../src/search/objective/valuation.js';
import { rng, sample } from '../naive.js';

const random = rng(34);

/** The obviously correct top(k): the sum of the k heaviest weights of the set (all of them past n). */
function naiveTop(weights: readonly number[], set: readonly number[], k: number): number {
  const sorted = set.map((a) => weights[a]!).sort((a, b) => b - a);
  return sorted.slice(0, k).reduce((s, x) => s + x, 0);
}

describe('Valuation.tops', () => {
  it.each([
    ['two levels (the history prior: 10000 and 996)', [10000, 996]],
    ['three levels', [10000, 996, 37]],
    ['many weights', Array.from({ length: 50 }, (_, i) => 1 + i * 7)],
  ])('is the sum of the k heaviest weights: %s', (_name, levels) => {
    const nA = 400;
    const weights = Array.from(
      { length: nA },
      (_, i) => levels[i < levels.length ? i : Math.floor(random() * levels.length)]!,
    );
    const v = new Valuation(nA, weights, 6);
    expect(v.levels === undefined).toBe(levels.length !== 2);
    for (let trial = 0; trial < 40; trial++) {
      const set = sample(
        weights.map((_, i) => i),
        1 + Math.floor(random() * 120),
        random,
      );
      const top = v.tops(set);
      for (let k = 0; k <= set.length + 2; k++) expect(top(k)).toBe(naiveTop(weights, set, k));
    }
  });
});
