import type { SplitScore } from '../core/partition.js';
import { bestBySplit, endgame } from './ranking.js';
import type { StrategyInfo } from './types.js';

/** −(largest group size): an exact integer. */
export const worstCaseScore: SplitScore = (counts, touched, parts) => {
  let worst = 0;
  for (let k = 0; k < parts; k++) {
    const c = counts[touched[k]!]!;
    if (c > worst) worst = c;
  }
  return -worst;
};

/**
 * Knuth's minimax: minimize the largest group of answers a guess can leave. Ties (common: many
 * guesses share a worst case) go to a candidate, then to list order. Ignores the prior.
 */
export const minimax: StrategyInfo = {
  name: 'minimax',
  summary: 'minimize the largest group of answers that can be left (worst case)',
  source: 'D. E. Knuth, "The computer as Master Mind", J. Recreational Mathematics 9 (1976–77)',
  create: () => ({
    name: 'minimax',
    metric: (s) => -s.worstCase,
    pick: (pos) => endgame(pos) ?? bestBySplit(pos, worstCaseScore, -1),
  }),
};
