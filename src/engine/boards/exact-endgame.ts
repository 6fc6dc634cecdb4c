import { asWordId } from '../../core/types.js';
import { badArgument, expectConfig, expectInt, expectStrategy } from '../../core/validate.js';
import type { GuessContext, Strategy } from '../../strategies/types.js';
import { guessesLeftOf, openBoards } from '../../strategies/boards/joint.js';
import type { GameConfig } from '../../strategies/context.js';
import { EXACT_JOINT_MAX, jointAnswers, provenBoardsGuesses } from '../exact/boards.js';

/*
 * A multi-board strategy that ends its games exactly: the proven best guess (the exact search of
 * several boards, search/boards) wherever it finishes, the base strategy elsewhere. What the
 * assistant and `suggest --boards` advise, as a strategy that `benchBoards` and `solve` can
 * play; limited by a work count, not a clock, so that a benchmark gives the same games every run.
 */

/** Limits of the exact endgame. */
export interface ExactEndgameOptions {
  /** Positions of at most this many joint answers are searched. @default EXACT_JOINT_MAX */
  readonly maxJoint?: number;
  /** The most positions expanded at one turn before the base strategy picks instead. @default 200_000 */
  readonly maxWork?: number;
}

/** `base` with the exact endgame: named `base+exact` (e.g. `rollout+exact`). */
export function withExactEndgame(config: GameConfig, base: Strategy, options: ExactEndgameOptions = {}): Strategy {
  expectConfig(config, 'withExactEndgame');
  expectStrategy(base, 'withExactEndgame');
  if (options === null || typeof options !== 'object') badArgument('withExactEndgame', 'options', 'an object', options);
  if (options.maxJoint !== undefined) expectInt(options.maxJoint, 'withExactEndgame', 'options.maxJoint', 0);
  if (options.maxWork !== undefined) expectInt(options.maxWork, 'withExactEndgame', 'options.maxWork', 0);
  const limits = {
    top: 1,
    budgetMs: Number.POSITIVE_INFINITY,
    maxJoint: options.maxJoint ?? EXACT_JOINT_MAX,
    maxWork: options.maxWork ?? 200_000,
  };
  return {
    name: `${base.name}+exact`,
    severalBoards: true,
    pick(position: GuessContext) {
      // One board open counts too: its search has no work count, so only small boards go to it.
      const boards = openBoards(position);
      if (jointAnswers(boards) > limits.maxJoint) return base.pick(position);
      const best = provenBoardsGuesses(config, boards, guessesLeftOf(position), limits)?.[0];
      return best === undefined ? base.pick(position) : asWordId(best.guess);
    },
  };
}
