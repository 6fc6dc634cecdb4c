import { WordleError } from '../../core/errors.js';
import type { Word } from '../../core/types.js';
import {
  expectInt,
  expectObject,
  expectPosition,
  expectStrings,
  expectWordSet,
  expectOptionsOf,
  RULES,
  int,
} from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { defaultKernel } from '../../search/exact-play.js';
import type { Cancellation, Executor } from '../../search/jobs/executor.js';
import { INFEASIBLE } from '../../search/bounds/closed-form.js';
import { rankExactly, type RankedGuess } from '../../search/parallel/rank.js';
import type { Position } from '../../search/position/position.js';
import { Searcher } from '../../search/solver/searcher.js';

export type { RankedGuess };

/*
 * The use case of `wordle optimal --rank`: the exact totals of the best first guesses of a
 * position, every other guess with a proven bound, on any executor.
 */

/** The guesses a ranking values, in the order it values them. */
export interface RankingPlan {
  readonly position: Position;
  readonly guesses: readonly Word[];
  /** Their closed-form lower bounds (bounds[i] for guesses[i]), when known. */
  readonly bounds?: readonly number[];
  /** True when the guesses are every useful guess (a proof over all of them), false for a list given. */
  readonly all: boolean;
}

/**
 * The guesses to rank in a position: the `candidates` given (duplicates dropped, in their order),
 * or every useful guess in the search's order (most promising first) with its closed-form bound.
 */
export function planRanking(words: WordSet, position: Position, candidates?: readonly Word[]): RankingPlan {
  expectWordSet(words, 'planRanking');
  expectPosition(position, 'planRanking');
  if (candidates !== undefined) {
    expectStrings(candidates, 'planRanking', 'candidates');
    if (candidates.length === 0) throw new WordleError('BAD_OPTION', 'the list of guesses to rank is empty');
    return { position, guesses: [...new Set(candidates)], all: false };
  }
  const kernel = defaultKernel(words);
  const s = new Searcher(words, undefined, { hard: position.hard, ...(kernel ? { kernel } : {}) });
  return { position, ...s.firstGuesses(position, false), all: true };
}

/** How a ranking runs. */
export interface RankingRun {
  readonly executor: Executor;
  readonly signal?: Cancellation;
  /** Guesses that cannot beat this total are only bounded. @default none */
  readonly cutoff?: number;
  /** Called as each guess is valued: how many are done. */
  readonly onResult?: (r: RankedGuess, done: number) => void;
}

/**
 * Rank the plan's guesses: the exact totals of the best `keep`, each other guess with a lower bound
 * proving it is not better; every guess, best first.
 */
export async function rankFirstGuesses(plan: RankingPlan, keep: number, run: RankingRun): Promise<RankedGuess[]> {
  expectObject(plan, 'rankFirstGuesses', 'plan');
  expectInt(keep, 'rankFirstGuesses', 'keep', 1);
  expectObject(run, 'rankFirstGuesses', 'run');
  expectOptionsOf(
    run,
    'rankFirstGuesses',
    { executor: RULES.executor, signal: RULES.signal, cutoff: int(1), onResult: 'function' },
    'run',
  );
  RULES.executor(run.executor, 'rankFirstGuesses', 'run.executor');
  return rankExactly(plan.position, plan.guesses, keep, {
    executor: run.executor,
    ...(run.signal !== undefined ? { signal: run.signal } : {}),
    ...(plan.bounds !== undefined ? { bounds: plan.bounds } : {}),
    ...(run.cutoff !== undefined ? { cutoff: run.cutoff } : {}),
    ...(run.onResult !== undefined ? { onResult: run.onResult } : {}),
  });
}

/**
 * Whether a ranked guess can win every game (find every answer within the guesses left): true for
 * an exact total, false when its proven bound says no play after it can (the search's mark for
 * that is never a total), null when only a lower bound is known.
 */
export function winsEveryGame(r: RankedGuess): boolean | null {
  expectObject(r, 'winsEveryGame', 'ranked');
  if (r.value >= INFEASIBLE) return false;
  return r.exact ? true : null;
}
