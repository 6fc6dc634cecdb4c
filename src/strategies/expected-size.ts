import type { SplitScore } from '../core/partition.js';
import { bestBySplit, bestGuess, endgame } from './ranking.js';
import type { StrategyInfo } from './types.js';

/** −Σ (group size)²: exact integers, so ties are exact (expected size = Σ size² / n). */
export const sumSquaresScore: SplitScore = (counts, touched, parts) => {
  let sum = 0;
  for (let k = 0; k < parts; k++) {
    const c = counts[touched[k]!]!;
    sum += c * c;
  }
  return -sum;
};

/** Minimize the expected number of candidates left after the guess. */
export const expectedSize: StrategyInfo = {
  name: 'expected-size',
  summary: 'minimize the expected number of remaining answers (Σ size² / n)',
  source: 'Tyler Glaiel, "The mathematically optimal first guess in Wordle" (2021)',
  create: () => ({
    name: 'expected-size',
    metric: (s) => -s.expectedSize,
    weightedPickByMetric: true,
    // Uniform prior: Σ size² is an exact integer, so ties are exact. Weighted: expected size.
    pick: (pos) =>
      endgame(pos) ??
      (pos.weights === undefined
        ? bestBySplit(pos, sumSquaresScore, -pos.candidates.length)
        : bestGuess(pos, (s) => -s.expectedSize)),
  }),
};
