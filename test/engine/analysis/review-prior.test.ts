import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../../src/data/lists.js';
import { reviewPrior } from '../../../src/engine/analysis/review-prior.js';
import { historyWeights } from '../../../src/engine/game/history-prior.js';
import { builtinHistory } from '../../../src/engine/history/answers.js';

// The review grades the NYT's game under the advice's prior of that day (issue 49).

describe('reviewPrior: what a review grades under', () => {
  const nyt = builtinWordSet('nyt');
  const known = { history: builtinHistory(), day: 1808 };

  it("is the history prior of the day on the NYT's game, with its weights", () => {
    const p = reviewPrior(nyt, known);
    expect(p.name).toBe('history');
    if (p.name !== 'history') return;
    expect(p.day).toBe(1808);
    expect(Array.from(p.weights)).toEqual(Array.from(historyWeights(nyt, known.history, 1808)));
  });

  it.each([
    ['another list', builtinWordSet('classic'), known, undefined],
    ['no known day', nyt, undefined, undefined],
    ['equal weights asked for', nyt, known, 'uniform' as const],
  ])('is every answer equally likely with %s', (_, words, day, asked) => {
    expect(reviewPrior(words, day, asked)).toEqual({ name: 'uniform' });
  });
});
