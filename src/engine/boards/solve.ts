import { expectMultiTurn, scoreBoards } from '../../core/boards.js';
import {
  badArgument,
  expectConfig,
  expectStrategy,
  expectStrings,
  expectWordSet,
  expectOptionsOf,
  RULES,
} from '../../core/validate.js';
import { WordleError } from '../../core/errors.js';
import { applyTurn, allCandidates, type Candidates } from '../../core/filter.js';
import { allGreen, scoreGuess } from '../../core/pattern.js';
import type { MultiTurn, Word, WordId } from '../../core/types.js';
import { wordId } from '../../core/wordlist.js';
import type { WordSet } from '../../core/wordlist.js';
import type { Strategy } from '../../strategies/types.js';
import { checkBoardsConfig, defaultMaxGuesses, boardsGuessContext } from '../game/rules.js';
import type { GameConfig } from '../../strategies/context.js';

/** Games are played to the end, up to this many guesses (`giveUpAfter`); longer ones fail. */
export const BOARDS_GAME_CAP = 64;

/** One turn of an automatic multi-board game, with the candidates left on each board (null: solved before). */
export interface BoardsStep extends MultiTurn {
  readonly remaining: readonly (number | null)[];
}

/** The outcome of playing one answer per board automatically. */
export type BoardsSolveResult =
  | { readonly status: 'solved'; readonly steps: readonly BoardsStep[] }
  | { readonly status: 'failed'; readonly steps: readonly BoardsStep[]; readonly reason: string };

/** Options for `solveBoards`. */
export interface BoardsSolveOptions {
  /** Fixed opening word. */
  readonly first?: Word;
  /** Guesses allowed, which strategies are told (`guessesLeft`); a longer game is still played. @default boards + 5 */
  readonly maxGuesses?: number;
  /** Stop playing after this many guesses (the safety cap, as `SolveOptions.giveUpAfter`). @default 64 */
  readonly giveUpAfter?: number;
}

/** The boards (0-based) whose answer is not in the answer list: no strategy can find it there. */
export function boardsOutsideList(words: WordSet, answers: readonly Word[]): number[] {
  return answers.flatMap((a, b) => {
    const id = words.index.get(a);
    return id !== undefined && id < words.answers.length ? [] : [b];
  });
}

/**
 * Let a multi-board strategy play one game: `answers[b]` is board b's answer, which must be in the
 * answer list (every answer is checked before the first guess: BAD_WORD names those outside it).
 * One guess scores on every unsolved board; a board is done when its answer is guessed.
 */
export function solveBoards(
  config: GameConfig,
  strategy: Strategy,
  answers: readonly Word[],
  options: BoardsSolveOptions = {},
): BoardsSolveResult {
  expectConfig(config, 'solveBoards');
  expectStrategy(strategy, 'solveBoards');
  expectStrings(answers, 'solveBoards', 'answers');
  if (typeof options !== 'object' || options === null) badArgument('solveBoards', 'options', 'an object', options);
  expectOptionsOf(options, 'solveBoards', {
    first: RULES.word,
    maxGuesses: RULES.maxGuesses,
    giveUpAfter: RULES.maxGuesses,
  });
  const { words } = config;
  checkBoardsConfig(config, answers.length);
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
  const first: WordId | undefined = options.first === undefined ? undefined : wordId(words, options.first);
  const giveUpAfter = options.giveUpAfter ?? BOARDS_GAME_CAP;
  const maxGuesses = options.maxGuesses ?? defaultMaxGuesses(answers.length);
  const win = allGreen(words.length);
  const boards: Candidates[] = answers.map(() => allCandidates(words));
  const solved = answers.map(() => false);
  const steps: BoardsStep[] = [];
  while (steps.length < giveUpAfter) {
    const open = boards.filter((_, b) => !solved[b]);
    const g =
      steps.length === 0 && first !== undefined
        ? first
        : strategy.pick(boardsGuessContext(config, open, steps.length + 1, maxGuesses - steps.length));
    const guess = words.guesses[g] as Word;
    const patterns = scoreBoards(guess, answers, solved);
    const remaining = patterns.map((p, b) => {
      if (p === null) return null;
      boards[b] = applyTurn(words, boards[b]!, { guess, pattern: p }, config.matrix);
      if (p === win) solved[b] = true;
      return boards[b]!.length;
    });
    steps.push({ guess, patterns, remaining });
    if (solved.every(Boolean)) return { status: 'solved', steps };
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
