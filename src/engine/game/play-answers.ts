import type { Pattern, Word } from '../../core/types.js';
import { badArgument, expectInt, expectStrings } from '../../core/validate.js';
import type { GameConfig } from '../../strategies/context.js';
import type { Strategy } from '../../strategies/types.js';
import { defaultMaxGuesses, MAX_BOARDS } from './rules.js';
import { solve, type SolveOptions } from './solve.js';

/*
 * The strategy's game for given answers, on any number of boards, in one shape: one board is the
 * case of one answer (`wordle solve`, the bot's game beside a review). `solve` plays each count by
 * its own rules (one board widens past the likely answers and plays on after the limit; several
 * boards play to the end); here both read the same.
 */

/** One turn of a game the strategy played: the guess and, per board, its feedback and the answers left. */
export interface PlayedStep {
  readonly guess: Word;
  /** The feedback on each board (null: the board was solved before). */
  readonly patterns: readonly (Pattern | null)[];
  /** The answers left after the turn (one board: its candidates; several: added up over the boards still open). */
  readonly remaining: number;
  /** Several boards: the answers left on each (null: solved before). */
  readonly remainingByBoard?: readonly (number | null)[];
  /** True once no likely answer fitted (one board, today's NYT list): `remaining` counts accepted words. */
  readonly widened?: true;
}

/**
 * The outcome: solved within the guesses allowed; lost (every board solved, but on a later guess);
 * or failed (not solved: an answer outside the lists, or no solve within the game's cap).
 */
export type PlayedGame =
  | { readonly status: 'solved'; readonly steps: readonly PlayedStep[] }
  | { readonly status: 'lost' | 'failed'; readonly steps: readonly PlayedStep[]; readonly reason: string };

/**
 * Let the strategy play the game whose board b has `answers[b]` (one answer: plain Wordle, with
 * its widening; several: every answer in the answer list, BAD_WORD naming the boards outside it).
 * `options.maxGuesses`: the guesses allowed (default the boards plus five).
 */
export function playAnswers(
  config: GameConfig,
  strategy: Strategy,
  answers: readonly Word[],
  options: SolveOptions = {},
): PlayedGame {
  expectStrings(answers, 'playAnswers', 'answers');
  expectInt(answers.length, 'playAnswers', 'answers.length', 1, MAX_BOARDS);
  if (typeof options !== 'object' || options === null) badArgument('playAnswers', 'options', 'an object', options);
  const [only, ...more] = answers;
  if (more.length === 0) {
    const r = solve(config, strategy, only!, options);
    const steps = r.steps.map((s) => ({
      guess: s.guess,
      patterns: [s.pattern],
      remaining: s.remaining,
      ...(s.widened === true ? { widened: true as const } : {}),
    }));
    return r.status === 'solved' ? { status: r.status, steps } : { status: r.status, steps, reason: r.reason };
  }
  const r = solve(config, strategy, answers, options);
  const steps = r.steps.map((s) => ({
    guess: s.guess,
    patterns: s.patterns,
    remaining: s.remaining.reduce<number>((sum, n) => sum + (n ?? 0), 0),
    remainingByBoard: s.remaining,
  }));
  if (r.status === 'failed') return { status: 'failed', steps, reason: r.reason };
  const limit = options.maxGuesses ?? defaultMaxGuesses(answers.length);
  if (steps.length <= limit) return { status: 'solved', steps };
  const reason = `every board solved on guess ${steps.length}, more than the ${limit} allowed`;
  return { status: 'lost', steps, reason };
}
