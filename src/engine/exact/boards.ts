import { isWordleError } from '../../core/errors.js';
import type { Candidates } from '../../core/filter.js';
import type { Word } from '../../core/types.js';
import { badArgument, expectConfig, expectIds, expectInt } from '../../core/validate.js';
import { wordId, type WordSet } from '../../core/wordlist.js';
import { BoardsSearch } from '../../search/boards/exact.js';
import { MAX_JOINT } from '../../search/boards/value.js';
import type { Position } from '../../search/position/position.js';
import type { GameConfig } from '../../strategies/context.js';
import { INTERACTIVE_BUDGET_MS } from './optimal.js';

/*
 * The exact search of several boards (search/boards) where a person waits for advice: the
 * assistant, `suggest --boards`, the web's Variants. It runs where the position is small enough
 * (its joint answers: the product of the open boards' answers) and within a time budget, as the
 * one-board search's advice does; past either it answers nothing and the caller shows its
 * heuristic figures (bounds and estimates, labelled so) as before.
 */

/**
 * The most joint answers (product of the open boards' answers left) the advice searches exactly on
 * two boards or more: past about this many, few positions finish within the interactive budget
 * (endgames of a few dozen joint answers finish within it; larger ones, from about 80 on Quordle
 * and a few hundred on Dordle, ran out: docs/records.md, source comments), so larger ones do not
 * make the player wait for nothing.
 */
export const EXACT_JOINT_MAX = 100;

/** The most joint answers the exact search takes at all (its packed keys): 2^20. */
export const MAX_JOINT_SEARCHED = MAX_JOINT;

/** A guess's proven value at a position of several boards, over its joint answers (equally likely). */
export interface BoardsProvenValue {
  readonly label: 'proven';
  /** Joint answers of the position (the product of the open boards' answers left). */
  readonly weight: number;
  /** Those won: every board solved within the guesses left. */
  readonly won: number;
  readonly winChance: number;
  /**
   * Guesses until the last board is solved, this one included, summed over the joint answers (a
   * lost one counting the guesses left + 1): the one-board game's totals convention.
   */
  readonly total: number;
  readonly expectedGuesses: number;
}

/** One guess with its proven value. */
export interface BoardsProvenGuess extends BoardsProvenValue {
  readonly word: Word;
  readonly guess: number;
}

/** Limits of the exact advice. */
export interface BoardsExactOptions {
  /** How many guesses to value (the best first). @default 10 */
  readonly top?: number;
  /** The search's time budget, ms. @default INTERACTIVE_BUDGET_MS */
  readonly budgetMs?: number;
  /** The most joint answers searched at all (never more than the search's own MAX_JOINT, 2^20). @default EXACT_JOINT_MAX */
  readonly maxJoint?: number;
  /** The clock for the budget. @default performance.now */
  readonly now?: () => number;
  /** The most positions the search of several boards expands (a count: deterministic, beside the clock). @default no limit */
  readonly maxWork?: number;
}

/** One search per word set, its memo kept across questions (the web and the assistant ask many). */
const searches = new WeakMap<WordSet, BoardsSearch>();

function searchFor(config: GameConfig): BoardsSearch {
  let s = searches.get(config.words);
  if (s === undefined) {
    s = new BoardsSearch(config.words, config.matrix);
    searches.set(config.words, s);
  }
  return s;
}

/** The product of the boards' answers left. */
export function jointAnswers(boards: readonly Candidates[]): number {
  if (!Array.isArray(boards)) badArgument('jointAnswers', 'boards', 'an array of candidate lists', boards);
  boards.forEach((b, i) => expectIds(b, 'jointAnswers', `boards[${i}]`));
  return boards.reduce((n, b) => n * b.length, 1);
}

/**
 * The best guesses at a position of several boards (the open boards' answers, the guesses left)
 * with their proven values, best first (the win first, then the fewest expected guesses); null
 * where no guess is left, two boards or more make too many joint answers, the rules are not plain (hard mode, a prior, a guess pool other
 * than every accepted word), or the search does not finish within its budget.
 */
export function provenBoardsGuesses(
  config: GameConfig,
  boards: readonly Candidates[],
  left: number,
  options: BoardsExactOptions = {},
): BoardsProvenGuess[] | null {
  const top = options.top ?? 10;
  expectInt(top, 'provenBoardsGuesses', 'top', 1);
  if (!Number.isInteger(left) || left < 1 || boards.length === 0) return null;
  if (config.hard || config.weights !== undefined || config.pool !== 'all') return null;
  // One board left is plain Wordle: the one-board search's budget alone decides, as in its own advice.
  // Past MAX_JOINT the search itself refuses the position (its packed keys): none is searched.
  if (boards.length > 1 && jointAnswers(boards) > Math.min(options.maxJoint ?? EXACT_JOINT_MAX, MAX_JOINT_SEARCHED))
    return null;
  const search = searchFor(config);
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.budgetMs ?? INTERACTIVE_BUDGET_MS);
  try {
    const stop = () => now() > deadline;
    const limits = options.maxWork === undefined ? { stop } : { stop, maxWork: options.maxWork };
    if (boards.length === 1) return search.within({ stop }, () => oneBoard(search, boards[0]!, left, top));
    const ranked = search.within(limits, () => search.rank(boards, left, top));
    return ranked
      .filter((r) => r.exact)
      .slice(0, top)
      .map((r) => {
        const o = search.outcome(boards, r.value);
        const value = { label: 'proven' as const, ...o };
        return { word: config.words.guesses[r.guess] as Word, guess: r.guess, ...value };
      });
  } catch (e) {
    if (isWordleError(e) && e.code === 'INTERRUPTED') return null;
    throw e;
  }
}

/**
 * One board open: plain Wordle, ranked by the one-board search as `wordle optimal` ranks it (the
 * same guesses first among equals); in normal mode its history only counts the guesses left.
 */
function oneBoard(search: BoardsSearch, answers: Candidates, left: number, top: number): BoardsProvenGuess[] {
  const position: Position = { answers, history: [], hard: false, maxGuesses: left };
  const { words } = search;
  return search.play
    .rank(position, top)
    .filter((r) => r.exact)
    .slice(0, top)
    .map((r) => {
      const { weight, won, winChance, total, expectedGuesses } = search.play.outcome(position, r.value);
      const value = { label: 'proven' as const, weight, won, winChance, total, expectedGuesses };
      return { word: r.guess, guess: wordId(words, r.guess), ...value };
    });
}

/** A turn of a game on several boards measured exactly: the proven best guess and the guess played. */
export interface BoardsProvenTurn {
  /** The proven best guess (the first among equals, as `provenBoardsGuesses` ranks them). */
  readonly guess: number;
  readonly best: BoardsProvenValue;
  /** The guess played. */
  readonly yours: BoardsProvenValue;
}

/**
 * The proven best guess at a position of several boards and the proven value of `guess` there
 * (a review's measure), or null where the position is past `maxJoint` joint answers or the search
 * needs more than `maxWork` positions expanded: a work count, not a clock, so that the same game
 * gets the same review. One board open is plain Wordle (at most `maxJoint` answers), searched to
 * the end.
 */
export function provenBoardsTurn(
  config: GameConfig,
  boards: readonly Candidates[],
  left: number,
  guess: number,
  options: { readonly maxWork?: number; readonly maxJoint?: number } = {},
): BoardsProvenTurn | null {
  expectConfig(config, 'provenBoardsTurn');
  jointAnswers(boards); // checks the boards
  expectInt(guess, 'provenBoardsTurn', 'guess', 0, config.words.guesses.length - 1);
  if (options === null || typeof options !== 'object') badArgument('provenBoardsTurn', 'options', 'an object', options);
  if (!Number.isInteger(left) || left < 1 || boards.length === 0) return null;
  if (config.hard || config.weights !== undefined || config.pool !== 'all') return null;
  if (jointAnswers(boards) > Math.min(options.maxJoint ?? EXACT_JOINT_MAX, MAX_JOINT_SEARCHED)) return null;
  const search = searchFor(config);
  const word = config.words.guesses[guess] as Word;
  if (boards.length === 1) {
    const best = oneBoard(search, boards[0]!, left, 1)[0];
    const position: Position = { answers: boards[0]!, history: [], hard: false, maxGuesses: left };
    const o = search.play.outcome(position, search.play.guessValues(position, [word])[0]!);
    return best === undefined ? null : { guess: best.guess, best: provenValue(best), yours: provenValue(o) };
  }
  try {
    return search.within({ maxWork: options.maxWork ?? REVIEW_WORK_MAX }, () => {
      const top = search.rank(boards, left, 1)[0];
      if (top === undefined || !top.exact) return null;
      const best = provenValue(search.outcome(boards, top.value));
      const value = top.guess === guess ? top.value : search.guessValues(boards, left, [guess])[0]!;
      return { guess: top.guess, best, yours: provenValue(search.outcome(boards, value)) };
    });
  } catch (e) {
    if (isWordleError(e) && e.code === 'INTERRUPTED') return null;
    throw e;
  }
}

/**
 * The most positions the review's exact search expands at one turn before it says "not proven":
 * deterministic (a count, not a clock).
 */
export const REVIEW_WORK_MAX = 200_000;

function provenValue(o: Omit<BoardsProvenValue, 'label'>): BoardsProvenValue {
  const { weight, won, winChance, total, expectedGuesses } = o;
  return { label: 'proven', weight, won, winChance, total, expectedGuesses };
}
