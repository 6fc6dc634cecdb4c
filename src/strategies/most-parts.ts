import type { SplitScore } from '../core/partition.js';
import { bestBySplit, endgame } from './ranking.js';
import type { StrategyInfo } from './types.js';

/** The number of distinct feedback patterns (non-empty groups): an exact integer. */
export const partsScore: SplitScore = (_counts, _touched, parts) => parts;

/**
 * Maximize the number of distinct feedback patterns, i.e. of groups the answers split into.
 * Ties go to a candidate, then to list order. Ignores the prior.
 */
export const mostParts: StrategyInfo = {
  name: 'most-parts',
  summary: 'maximize the number of distinct feedback patterns (groups)',
  source: 'B. Kooi, "Yet another Mastermind strategy", ICGA Journal 28 (2005); Wordle: Peter Norvig, pytudes "Wordle"',
  create: () => ({
    name: 'most-parts',
    metric: (s) => s.parts,
    pick: (pos) =>
      endgame(pos) ?? bestBySplit(pos, partsScore, Math.min(pos.candidates.length, pos.partitioner.counts.length)),
  }),
};
