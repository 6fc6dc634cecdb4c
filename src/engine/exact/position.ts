import type { History, Word } from '../../core/types.js';
import { expectInt, expectOptionsOf, int } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { ExactPlay, type PositionValue } from '../../search/exact-play.js';
import { positionAfter, type Position, type PositionRules } from '../../search/position.js';

export type { Position, PositionRules, PositionValue };

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
}

const playFor = (words: WordSet, options: ExactQuestionOptions): ExactPlay =>
  new ExactPlay(words, options.memoBytes !== undefined ? { memoBytes: options.memoBytes } : {});

/**
 * The best next guesses of a position with their exact totals (the published convention: further
 * guesses over the remaining answers, the next one included): the best `top`, all proven.
 */
export function bestNextGuesses(
  words: WordSet,
  position: Position,
  top = 1,
  options: ExactQuestionOptions = {},
): PositionValue {
  expectInt(top, 'bestNextGuesses', 'top', 1);
  expectOptionsOf(options, 'bestNextGuesses', { memoBytes: int(0) });
  const v = playFor(words, options).solve(position, top);
  return { ...v, ranked: v.ranked.filter((r) => r.exact).slice(0, top) };
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
