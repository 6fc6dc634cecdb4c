import { entropyScore } from '../entropy.js';
import { bestIndex, bestSureWin, hitChances, jointScores } from './joint.js';
import type { BoardsStrategyInfo } from './types.js';

/**
 * Entropy of the joint feedback, plus sure wins: when a board is down to one candidate, guess it
 * (the one that tells most about the other boards, when several are); otherwise the guess whose
 * feedback over all unsolved boards carries the most information.
 */
export const boardsEntropy: BoardsStrategyInfo = {
  name: 'entropy',
  summary: 'take a sure win on any board; otherwise maximize the entropy of the joint feedback',
  create: () => ({
    name: 'entropy',
    pick: (pos) => {
      const scores = jointScores(pos, entropyScore);
      return bestSureWin(pos, scores) ?? bestIndex(pos, scores, hitChances(pos));
    },
  }),
};
