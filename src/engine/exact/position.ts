import type { History, Word } from '../../core/types.js';
import { expectInt, expectOptionsOf, expectWeights, int } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { ExactPlay, type PositionValue } from '../../search/exact-play.js';
import type { Outcome } from '../../search/objective/outcome.js';
import { positionAfter, type Position, type PositionRules } from '../../search/position/position.js';

/** The most guesses a game may have where the exact search plays it (a command's --max-guesses at most). */
export { MAX_SEARCH_GUESSES } from '../../search/solver/options.js';

export type { Outcome, Position, PositionRules, PositionValue };

/*
 * Exact play from a position, in this thread (the use cases of `wordle optimal HISTORY`): positions
 * after a guess are small enough to answer at once.
 */

/** The rules of a game and its position after `history` (throws NO_CANDIDATES when no answer fits it). */
export function exactPosition(words: WordSet, history: History, rules: PositionRules = {}): Position {
  return positionAfter(words, history, rules);
}

/** Options of the exact questions about a position. */
export interface ExactQuestionOptions {
  /** Memo budget of the search, bytes. @default 256 MiB */
  readonly memoBytes?: number;
  /**
   * The prior: a whole-number weight from 1 to MAX_WEIGHT per answer id of `words`; the values are
   * then proven under it. @default every answer equally likely
   */
  readonly weights?: Float64Array;
}

const playFor = (words: WordSet, options: ExactQuestionOptions): ExactPlay =>
  new ExactPlay(words, {
    ...(options.memoBytes !== undefined ? { memoBytes: options.memoBytes } : {}),
    ...(options.weights !== undefined ? { weights: options.weights } : {}),
  });

/**
 * A next guess and its exact total, this guess next and the best play after it (the published
 * convention; a lost game counting the guesses left + 1). Where a guess listed can lose, each also
 * says what it wins and costs (`Outcome`: `won` of `weight`, `winChance`, `expectedGuesses`); where
 * none can, those are absent: each finds every answer.
 */
export interface RankedNextGuess extends Partial<Outcome> {
  readonly guess: Word;
  readonly value: number;
  readonly exact: boolean;
}

/** A position's exact value and its best next guesses, each with what it wins and costs. */
export interface BestNextGuesses extends Omit<PositionValue, 'ranked'> {
  readonly ranked: readonly RankedNextGuess[];
}

/**
 * The best next guesses of a position, playing for the win: the most answers found within the
 * guesses left (by weight, under the prior), then the fewest guesses in all (the published
 * convention: further guesses over the remaining answers, the next one included; a lost game
 * counting the guesses left + 1). The best `top`, all proven.
 */
export function bestNextGuesses(
  words: WordSet,
  position: Position,
  top = 1,
  options: ExactQuestionOptions = {},
): BestNextGuesses {
  expectInt(top, 'bestNextGuesses', 'top', 1);
  expectOptionsOf(options, 'bestNextGuesses', {
    memoBytes: int(0),
    weights: (v, fn, name) => expectWeights(v, words.answers.length, fn, name),
  });
  const play = playFor(words, options);
  const v = play.solve(position, top);
  const outcomes = v.ranked
    .filter((r) => r.exact)
    .slice(0, top)
    .map((r) => ({ guess: r.guess, outcome: play.outcome(position, r.value) }));
  const loses = outcomes.some((r) => r.outcome.won < r.outcome.weight);
  const ranked = outcomes.map(({ guess, outcome: o }) => ({
    guess,
    value: o.total,
    exact: true,
    ...(loses ? o : {}),
  }));
  return { ...v, ranked };
}

/**
 * Whether every remaining answer can be found within the position's guesses (its `maxGuesses`, the
 * guesses played counting), and with which next guess: proven either way.
 */
export function guaranteedWin(
  words: WordSet,
  position: Position,
  options: ExactQuestionOptions = {},
): { readonly guaranteed: boolean; readonly guess: Word | null } {
  expectOptionsOf(options, 'guaranteedWin', { memoBytes: int(0) });
  return playFor(words, options).guaranteed(position);
}
