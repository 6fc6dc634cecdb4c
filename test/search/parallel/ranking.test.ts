import { describe, expect, it } from 'vitest';
import { Ranking } from '../../../src/search/parallel/rank.js';
import { rng } from '../naive.js';

// Ranking.result(limit): the first `limit` of the whole order (by value, exact before bounds, then
// the order given), picked without sorting the rest: the same entries, in the same order.
describe('Ranking.result with a limit', () => {
  it.each([1, 2, 3])('seed %i: the first entries of the whole order', (seed) => {
    const random = rng(seed);
    const ranking = new Ranking(4, 40);
    for (let i = 0; i < 300; i++) {
      const value = 10 + Math.floor(random() * 30); // many ties
      const beta = ranking.cutoff();
      ranking.add({ guess: `w${i}`, value, exact: value < beta }, i);
    }
    const all = ranking.result();
    expect(all).toHaveLength(300);
    for (const limit of [0, 1, 4, 10, 299, 300, 301]) expect(ranking.result(limit)).toEqual(all.slice(0, limit));
  });
});
