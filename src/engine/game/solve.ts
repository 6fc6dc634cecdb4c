import { isWordleError, WordleError } from '../../core/errors.js';
import { scoreGuess, allGreen } from '../../core/pattern.js';
import type { MultiTurn, Turn, Word } from '../../core/types.js';
import { expectMultiTurn, scoreBoards } from '../../core/boards.js';
import { wordId, type WordSet } from '../../core/wordlist.js';
import { quote } from '../../core/quote.js';
import {
  expectConfig,
  expectInt,
  badArgument,
  expectString,
  expectStrategy,
  expectStrings,
  expectWordSet,
  expectOptionsOf,
  RULES,
} from '../../core/validate.js';
import { checkBoardsConfig, defaultMaxGuesses } from './rules.js';
import type { Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import { Session } from './session.js';
import type { Widening } from './widen.js';

/** One turn of an automatic game, with how many candidates were left after it. */
export interface SolveStep extends Turn {
  readonly remaining: number;
  /** True once no likely answer fitted: `remaining` counts the accepted words that fit (see `Session`). */
  readonly widened?: true;
}

/**
 * The outcome of playing one answer automatically: solved within the allowed guesses; lost
 * (found, but only after more guesses than allowed: in Wordle that game is lost); or failed (not
 * found at all: no candidate left, or still unsolved after `giveUpAfter` guesses).
 */
export type SolveResult =
  | { readonly status: 'solved'; readonly steps: readonly SolveStep[] }
  | { readonly status: 'lost'; readonly steps: readonly SolveStep[]; readonly reason: string }
  | { readonly status: 'failed'; readonly steps: readonly SolveStep[]; readonly reason: string };

/** One turn of an automatic game of several boards, with the candidates left on each board (null: solved before). */
export interface BoardsStep extends MultiTurn {
  readonly remaining: readonly (number | null)[];
}

/** The outcome of playing one answer per board automatically. */
export type BoardsSolveResult =
  | { readonly status: 'solved'; readonly steps: readonly BoardsStep[] }
  | { readonly status: 'failed'; readonly steps: readonly BoardsStep[]; readonly reason: string };

/** Games of several boards are played to the end, up to this many guesses (`giveUpAfter`); longer ones fail. */
export const BOARDS_GAME_CAP = 64;

/** Options for `solve`. */
export interface SolveOptions {
  /** Fixed opening word. */
  readonly first?: Word;
  /**
   * Guesses allowed: on one board an answer found later is a loss (still played, so the count is
   * real); on several, strategies are told the guesses left. @default the boards plus five (6 on one)
   */
  readonly maxGuesses?: number;
  /** Stop playing after this many guesses. @default one answer: max(20, maxGuesses); several: 64 */
  readonly giveUpAfter?: number;
  /** Answers outside the list, as in `SessionOptions.widening`. @default the list's own (today's NYT list widens) */
  readonly widening?: Widening | false;
}

/**
 * Let the strategy play `answer`, the way the assistant would (`Session`): an answer outside the
 * likely list of today's NYT game is found among the accepted words once no likely answer fits.
 * An answer the game can never reach (outside the answer list, or where the list widens outside
 * the accepted words) is refused before the first guess (BAD_WORD).
 */
export function solve(config: GameConfig, strategy: Strategy, answer: Word, options?: SolveOptions): SolveResult;
/**
 * Let the strategy play one game on several boards: `answers[b]` is board b's answer, which must be
 * in the answer list (every answer is checked before the first guess: BAD_WORD names those outside
 * it). One guess scores on every unsolved board (the one `Session`); a board is done when its
 * answer is guessed.
 */
export function solve(
  config: GameConfig,
  strategy: Strategy,
  answers: readonly Word[],
  options?: SolveOptions,
): BoardsSolveResult;
export function solve(
  config: GameConfig,
  strategy: Strategy,
  answer: Word | readonly Word[],
  options: SolveOptions = {},
): SolveResult | BoardsSolveResult {
  if (Array.isArray(answer)) return solveBoards(config, strategy, answer as readonly Word[], options);
  return solveOne(config, strategy, answer as Word, options);
}

function solveOne(config: GameConfig, strategy: Strategy, answer: Word, options: SolveOptions): SolveResult {
  expectConfig(config, 'solve');
  expectStrategy(strategy, 'solve');
  expectString(answer, 'solve', 'answer');
  expectOptionsOf(options, 'solve', {
    first: RULES.word,
    widening: RULES.widening,
    maxGuesses: RULES.maxGuesses,
    giveUpAfter: RULES.maxGuesses,
  });
  const { words } = config;
  if (answer.length !== words.length || !/^[a-z]+$/u.test(answer)) {
    throw new WordleError('BAD_WORD', `answer ${quote(answer)} is not ${words.length} letters a-z`);
  }
  const first = options.first === undefined ? undefined : (words.guesses[wordId(words, options.first)] as Word);
  const maxGuesses = options.maxGuesses ?? 6;
  expectInt(maxGuesses, 'solve', 'options.maxGuesses', 1, 1000);
  const giveUpAfter = options.giveUpAfter ?? Math.max(20, maxGuesses);
  expectInt(giveUpAfter, 'solve', 'options.giveUpAfter', maxGuesses, 1000);
  const session = new Session(config, strategy, options.widening === undefined ? {} : { widening: options.widening });
  // With a widening, any word of its list can be the answer (the default one: the game's accepted words).
  checkFindable(words, answer, options.widening ? options.widening.words : session.widens ? words : undefined);
  const win = allGreen(words.length);
  const steps: SolveStep[] = [];
  while (steps.length < giveUpAfter) {
    const guess = steps.length === 0 && first !== undefined ? first : session.next();
    const turn: Turn = { guess, pattern: scoreGuess(guess, answer) };
    if (!tryPlay(session, turn)) {
      steps.push({ ...turn, remaining: 0 });
      const list = session.widens ? 'an accepted word' : 'in the answer list';
      return {
        status: 'failed',
        steps,
        reason: `no candidate left after ${steps.length} guesses: "${answer}" is not ${list}`,
      };
    }
    steps.push({
      ...turn,
      remaining: session.candidates.length,
      ...(session.widened ? { widened: true as const } : {}),
    });
    if (turn.pattern === win) {
      if (steps.length <= maxGuesses) return { status: 'solved', steps };
      return { status: 'lost', steps, reason: `found on guess ${steps.length}, more than the ${maxGuesses} allowed` };
    }
  }
  return { status: 'failed', steps, reason: `not solved within ${giveUpAfter} guesses` };
}

/** Throws BAD_WORD when `answer` is not a word the game can end on: an answer, or with a widening an accepted word. */
function checkFindable(words: WordSet, answer: Word, accepted: WordSet | undefined): void {
  if (accepted !== undefined && !accepted.index.has(answer)) {
    throw new WordleError(
      'BAD_WORD',
      `"${answer}" is not an accepted word: the solver can only find a word of the list`,
    );
  }
  const id = words.index.get(answer);
  if (accepted === undefined && (id === undefined || id >= words.answers.length)) {
    throw new WordleError(
      'BAD_WORD',
      `"${answer}" is not in the answer list (${words.answers.length} answers): the solver can only find one of them`,
    );
  }
}

/** Play a turn; false when no candidate fits it (the answer is outside every list the game has). */
function tryPlay(session: Session, turn: Turn): boolean {
  try {
    session.play(turn);
    return true;
  } catch (e) {
    if (isWordleError(e) && e.code === 'NO_CANDIDATES') return false;
    throw e;
  }
}

/** The boards (0-based) whose answer is not in the answer list: no strategy can find it there. */
export function boardsOutsideList(words: WordSet, answers: readonly Word[]): number[] {
  return answers.flatMap((a, b) => {
    const id = words.index.get(a);
    return id !== undefined && id < words.answers.length ? [] : [b];
  });
}

/** Throws BAD_WORD, naming the boards, where an answer is not a word of the answer list. */
function checkBoardAnswers(words: WordSet, answers: readonly Word[]): void {
  for (const a of answers) {
    if (a.length !== words.length || !/^[a-z]+$/u.test(a)) {
      throw new WordleError('BAD_WORD', `answer "${a}" is not ${words.length} letters a-z`);
    }
  }
  const outside = boardsOutsideList(words, answers);
  if (outside.length > 0) {
    const which = outside.map((b) => `"${answers[b]}" (board ${b + 1})`).join(', ');
    throw new WordleError(
      'BAD_WORD',
      `${which} ${outside.length === 1 ? 'is' : 'are'} not in the answer list (${words.answers.length} answers): no board can find a word outside it`,
    );
  }
}

/** `solve` on several boards: the one session, the strategy asked over the boards still open. */
function solveBoards(
  config: GameConfig,
  strategy: Strategy,
  answers: readonly Word[],
  options: SolveOptions,
): BoardsSolveResult {
  expectConfig(config, 'solve');
  expectStrategy(strategy, 'solve');
  expectStrings(answers, 'solve', 'answers');
  if (typeof options !== 'object' || options === null) badArgument('solve', 'options', 'an object', options);
  expectOptionsOf(options, 'solve', { first: RULES.word, maxGuesses: RULES.maxGuesses, giveUpAfter: RULES.maxGuesses });
  const { words } = config;
  checkBoardsConfig(config, answers.length);
  checkBoardAnswers(words, answers);
  const first = options.first === undefined ? undefined : (words.guesses[wordId(words, options.first)] as Word);
  const giveUpAfter = options.giveUpAfter ?? BOARDS_GAME_CAP;
  const maxGuesses = options.maxGuesses ?? defaultMaxGuesses(answers.length);
  const session = new Session(config, strategy, { boards: answers.length, maxGuesses });
  const steps: BoardsStep[] = [];
  while (steps.length < giveUpAfter) {
    const guess = steps.length === 0 && first !== undefined ? first : session.next();
    const patterns = scoreBoards(guess, answers, session.solvedBoards);
    session.play({ guess, patterns });
    const remaining = patterns.map((p, b) => (p === null ? null : session.boardCandidates(b).length));
    steps.push({ guess, patterns, remaining });
    if (session.solved) return { status: 'solved', steps };
  }
  return { status: 'failed', steps, reason: `not solved within ${giveUpAfter} guesses` };
}

/**
 * Replay a finished game with the reference scorer and check that it is legal: every guess is an
 * allowed word, every feedback is what the guess really gets on that board, a solved board takes
 * no more feedback, and the game stops on the turn the last board is solved with every board
 * solved. Returns what is wrong, or null for a legal game.
 */
export function checkBoardsGame(words: WordSet, answers: readonly Word[], turns: readonly MultiTurn[]): string | null {
  expectWordSet(words, 'checkBoardsGame');
  expectStrings(answers, 'checkBoardsGame', 'answers');
  if (!Array.isArray(turns)) badArgument('checkBoardsGame', 'turns', 'an array of multi-board turns', turns);
  turns.forEach((t, i) => expectMultiTurn(t, 'checkBoardsGame', `turns[${i}]`));
  const win = allGreen(words.length);
  const solved = answers.map(() => false);
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    if (solved.every(Boolean)) return `turn ${i + 1} (${t.guess}) comes after every board was solved`;
    if (!words.index.has(t.guess)) return `turn ${i + 1}: "${t.guess}" is not an allowed guess`;
    if (t.patterns.length !== answers.length)
      return `turn ${i + 1}: ${t.patterns.length} feedbacks for ${answers.length} boards`;
    for (let b = 0; b < answers.length; b++) {
      const p = t.patterns[b] ?? null;
      const want = solved[b] ? null : scoreGuess(t.guess, answers[b]!);
      if (p !== want)
        return `turn ${i + 1} (${t.guess}), board ${b + 1}: feedback ${String(p)}, expected ${String(want)}`;
      if (p === win) solved[b] = true;
    }
  }
  const open = solved.indexOf(false);
  return open >= 0 ? `board ${open + 1} (${answers[open]}) is never solved` : null;
}
