import type { SplitScore } from '../core/partition.js';
import { bestBySplit, bestGuess, endgame } from './ranking.js';
import type { StrategyInfo } from './types.js';

/** Entropy in bits of a split: log2 n − Σ c·log2 c / n over the group sizes c. */
export const entropyScore: SplitScore = (counts, touched, parts, n, clog) => {
  let sum = 0;
  for (let k = 0; k < parts; k++) sum += clog[counts[touched[k]!]!]!;
  return Math.log2(n) - sum / n;
};

/** Maximize the Shannon entropy (expected information, in bits) of the feedback. */
export const entropy: StrategyInfo = {
  name: 'entropy',
  summary: 'maximize the expected information (Shannon entropy, bits) of the feedback',
  source: '3Blue1Brown, "Solving Wordle using information theory" (2022)',
  create: () => ({
    name: 'entropy',
    split: entropyScore,
    metric: (s) => s.entropy,
    weightedPickByMetric: true,
    pick: (pos) =>
      endgame(pos) ??
      (pos.weights === undefined
        ? bestBySplit(pos, entropyScore, Math.log2(pos.candidates.length))
        : bestGuess(pos, (s) => s.entropy)),
  }),
};
