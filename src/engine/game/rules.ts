import { WordleError } from '../../core/errors.js';
import { badArgument, expectConfig, expectIds, expectInt } from '../../core/validate.js';
import type { Candidates } from '../../core/filter.js';
import { Partitioner } from '../../core/partition.js';
import { playsSeveralBoards } from '../../strategies/boards/joint.js';
import type { GuessContext, Strategy } from '../../strategies/types.js';
import { allowedGuessIds, type GameConfig } from '../../strategies/context.js';

/** The most boards a game may have (Duotrigordle). */
export const MAX_BOARDS = 32;

/** The usual names of the multi-board games. */
export const BOARD_GAME_NAMES: Readonly<Record<number, string>> = {
  1: 'Wordle',
  2: 'Dordle',
  4: 'Quordle',
  8: 'Octordle',
  16: 'Sedecordle',
  32: 'Duotrigordle',
};

/** The name of the game with `boards` boards: Quordle for 4, "5 boards" where there is none. */
export function boardGameName(boards: number): string {
  expectInt(boards, 'boardGameName', 'boards', 1);
  return BOARD_GAME_NAMES[boards] ?? `${boards} boards`;
}

/** The game's name where it is a variant of Wordle (Quordle, "5 boards"); none for Wordle itself. */
export function variantName(boards: number): string | undefined {
  expectInt(boards, 'variantName', 'boards', 1);
  return boards === 1 ? undefined : boardGameName(boards);
}

/** What a game asks, in words: "the 5-letter word" (Wordle), "the 4 5-letter words" (Quordle). */
export function gameGoal(boards: number, length: number): string {
  expectInt(boards, 'gameGoal', 'boards', 1);
  return boards === 1 ? `the ${length}-letter word` : `the ${boards} ${length}-letter words`;
}

/** What finishing a game finds, in words: "the answer" (Wordle), "every board's answer" (several boards). */
export function answersGoal(boards: number): string {
  expectInt(boards, 'answersGoal', 'boards', 1);
  return boards === 1 ? 'the answer' : "every board's answer";
}

/**
 * The default guess limit: the boards plus five, as the games have it (Wordle 6, Dordle 7,
 * Quordle 9, Octordle 13, Sedecordle 21, Duotrigordle 37).
 */
export function defaultMaxGuesses(boards: number): number {
  expectInt(boards, 'defaultMaxGuesses', 'boards', 1, MAX_BOARDS);
  return boards + 5;
}

/**
 * Fail clearly where the guesses allowed are fewer than the boards: each board needs a guess of its
 * own to be solved (the boards' answers differ), so such a game can never be won. One board may
 * have any limit; several need at least one guess each (Octordle: 8 or more, 13 by default).
 */
export function checkBoardsGuesses(boards: number, maxGuesses: number): void {
  if (boards > 1 && maxGuesses < boards) {
    throw new WordleError(
      'BAD_OPTION',
      `${boardGameName(boards)} has ${boards} boards and each needs a guess of its own: ` +
        `${maxGuesses} ${maxGuesses === 1 ? 'guess' : 'guesses'} allowed can never solve them all (at least ${boards}; the game's own is ${defaultMaxGuesses(boards)})`,
    );
  }
}

/**
 * Fail clearly for the rules that have no multi-board version here: a day's NYT puzzle (`day`),
 * hard mode, and any prior but equal weights (`prior`: the prior's name for the message, when one
 * is played).
 */
export function checkBoardsRules(
  boards: number,
  rules: { readonly hard: boolean; readonly prior?: string; readonly day?: boolean },
): void {
  if (!Number.isInteger(boards) || boards < 1 || boards > MAX_BOARDS) {
    throw new WordleError('BAD_OPTION', `the number of boards must be 1 to ${MAX_BOARDS}, got ${boards}`);
  }
  if (boards === 1) return;
  if (rules.day === true) {
    throw new WordleError('BAD_OPTION', "the NYT's puzzle of a day is one board's: it does not go with several boards");
  }
  if (rules.hard) throw new WordleError('BAD_OPTION', 'hard mode is not supported with several boards');
  if (rules.prior !== undefined)
    throw new WordleError('BAD_OPTION', `${rules.prior} is not supported with several boards`);
}

/**
 * Fail clearly where a strategy made for one board (a decision tree, a metric without a split) is
 * to play several: it would read one board's position where there are several.
 */
export function checkBoardsStrategy(strategy: Strategy, boards: number): void {
  if (boards === 1 || playsSeveralBoards(strategy)) return;
  throw new WordleError(
    'BAD_OPTION',
    `strategy "${strategy.name}" plays one board: it does not play ${boardGameName(boards)}`,
  );
}

/** `checkBoardsRules` for a game's config (`prior`: the name of its weights in the message). */
export function checkBoardsConfig(config: GameConfig, boards: number, prior = 'the frequency prior'): void {
  checkBoardsRules(boards, { hard: config.hard, ...(config.weights !== undefined ? { prior } : {}) });
}

const partitioners = new WeakMap<GameConfig, Partitioner>();

/** The guess context of a game of several boards: the open boards and the guesses left are known. */
export type BoardsPosition = GuessContext & { readonly boards: readonly Candidates[]; readonly guessesLeft: number };

/**
 * The guess context of a game of several boards: the open boards' candidates (`boards`, and their
 * union as `candidates`), the guess pool (the union, for a pool of the answers) and the guesses left.
 */
export function boardsGuessContext(
  config: GameConfig,
  open: readonly Candidates[],
  turn: number,
  guessesLeft: number,
): BoardsPosition {
  expectConfig(config, 'boardsGuessContext');
  if (!Array.isArray(open)) badArgument('boardsGuessContext', 'open', 'an array of candidate sets', open);
  open.forEach((c, b) => expectIds(c, 'boardsGuessContext', `open[${b}]`));
  expectInt(turn, 'boardsGuessContext', 'turn', 1);
  if (typeof guessesLeft !== 'number') badArgument('boardsGuessContext', 'guessesLeft', 'a number', guessesLeft);
  let partitioner = config.partitioner ?? partitioners.get(config);
  if (partitioner === undefined) partitioners.set(config, (partitioner = new Partitioner(config.matrix)));
  const candidates = open.length === 1 ? open[0]! : Uint32Array.from(new Set(open.flatMap((c) => [...c]))).sort();
  const guessIds = config.pool === 'answers' ? candidates : allowedGuessIds(config, [], candidates);
  const { words, matrix, pool } = config;
  return { words, matrix, candidates, boards: open, guessIds, history: [], turn, guessesLeft, pool, partitioner };
}
