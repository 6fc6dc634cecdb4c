import { bestGuess, endgame } from './ranking.js';
import type { StrategyInfo } from './types.js';

/** Maximize the Shannon entropy (expected information, in bits) of the feedback. */
export const entropy: StrategyInfo = {
  name: 'entropy',
  summary: 'maximize the expected information (Shannon entropy, bits) of the feedback',
  source: '3Blue1Brown, "Solving Wordle using information theory" (2022)',
  create: () => ({
    name: 'entropy',
    metric: (s) => s.entropy,
    pick: (pos) => endgame(pos) ?? bestGuess(pos, (s) => s.entropy),
  }),
};
