import { bestGuess, endgame } from './ranking.js';
import type { StrategyInfo } from './types.js';

/** Minimize the expected number of candidates left after the guess. */
export const expectedSize: StrategyInfo = {
  name: 'expected-size',
  summary: 'minimize the expected number of remaining answers (Σ size² / n)',
  source: 'Tyler Glaiel, "The mathematically optimal first guess in Wordle" (2021)',
  create: () => ({
    name: 'expected-size',
    metric: (s) => -s.expectedSize,
    // Uniform prior: Σ size² is an exact integer, so ties are exact. Weighted: expected size.
    pick: (pos) =>
      endgame(pos) ?? bestGuess(pos, pos.weights === undefined ? (s) => -s.sumSquares : (s) => -s.expectedSize),
  }),
};
