import { WordleError } from '../../core/errors.js';
import { boardsEntropy } from './entropy.js';
import { boardsEndgame } from './endgame.js';
import { boardsRollout } from './rollout.js';
import type { BoardsStrategy, BoardsStrategyInfo } from './types.js';

/** Every multi-board strategy, by CLI name. */
export const BOARDS_STRATEGIES: readonly BoardsStrategyInfo[] = [boardsRollout, boardsEntropy, boardsEndgame];

/** The default multi-board strategy's name. */
export const DEFAULT_BOARDS_STRATEGY = 'rollout';

/** Create a multi-board strategy by CLI name; throws UNKNOWN_STRATEGY listing the valid names. */
export function createBoardsStrategy(name: string): BoardsStrategy {
  const info = BOARDS_STRATEGIES.find((s) => s.name === name);
  if (info === undefined) {
    throw new WordleError(
      'UNKNOWN_STRATEGY',
      `strategy "${name}" does not play several boards (choose one of: ${BOARDS_STRATEGIES.map((s) => s.name).join(', ')})`,
    );
  }
  return info.create();
}
