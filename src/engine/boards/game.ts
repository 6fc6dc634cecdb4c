import { WordleError } from '../../core/errors.js';
import type { MultiTurn, Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { sampleAnswerTuples } from './answer-tuples.js';
import { badArgument, expectInt, expectStrings, expectWordSet } from '../../core/validate.js';
import { checkBoardsGuesses, defaultMaxGuesses, MAX_BOARDS } from '../game/rules.js';
import { Game, type GameStatus } from '../game/game.js';
import { mergedKeyboard, type LetterState } from '../game/keyboard.js';

/** The result of typing a word in a multi-board game: rejected with the game's message, or played. */
export type BoardsGuessResult =
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'played'; readonly turn: MultiTurn; readonly status: GameStatus };

/**
 * A game on several boards (Dordle, Quordle, Octordle, …) against known answers: a list of
 * ordinary single-board games with one shared guess limit. A typed word is checked once (length,
 * word list) and then scored on every board still open; a board is done when its answer is guessed.
 */
export class BoardsGame {
  readonly boards: readonly Game[];
  readonly maxGuesses: number;
  private readonly turns: MultiTurn[] = [];

  constructor(
    readonly words: WordSet,
    readonly answers: readonly Word[],
    options: { maxGuesses?: number } = {},
  ) {
    expectWordSet(words, 'BoardsGame');
    expectStrings(answers, 'BoardsGame', 'answers');
    if (options === null || typeof options !== 'object') badArgument('BoardsGame', 'options', 'an object', options);
    if (answers.length < 1) throw new WordleError('BAD_OPTION', 'a game needs at least one board');
    if (options.maxGuesses !== undefined) expectInt(options.maxGuesses, 'BoardsGame', 'options.maxGuesses', 1);
    this.maxGuesses = options.maxGuesses ?? defaultMaxGuesses(answers.length);
    checkBoardsGuesses(answers.length, this.maxGuesses);
    this.boards = answers.map((a) => new Game(words, a, { maxGuesses: this.maxGuesses }));
  }

  /** Turns played, oldest first: one feedback per board, null where the board was already solved. */
  get history(): readonly MultiTurn[] {
    return this.turns;
  }

  /** Won once every board is solved; lost when the guesses run out first. */
  get status(): GameStatus {
    if (this.boards.every((g) => g.status === 'won')) return 'won';
    return this.turns.length >= this.maxGuesses ? 'lost' : 'playing';
  }

  /** Per board: solved yet? */
  get solved(): boolean[] {
    return this.boards.map((g) => g.status === 'won');
  }

  /** Why `input` cannot be played now, or null when it can. */
  check(input: string): string | null {
    if (this.status !== 'playing') return 'The game is over';
    const open = this.boards.find((g) => g.status === 'playing');
    return open === undefined ? 'The game is over' : open.check(input);
  }

  /** Play a typed word on every open board; a word the game would refuse changes nothing. */
  guess(input: string): BoardsGuessResult {
    const message = this.check(input);
    if (message !== null) return { kind: 'rejected', message };
    const patterns = this.boards.map((g) => {
      if (g.status !== 'playing') return null;
      const r = g.guess(input);
      return r.kind === 'played' ? r.turn.pattern : null;
    });
    const turn: MultiTurn = { guess: input.trim().toLowerCase(), patterns };
    this.turns.push(turn);
    return { kind: 'played', turn, status: this.status };
  }

  /** Each board's keyboard (a solved board's keys stay as they were when it was solved). */
  keyboards(): Map<string, LetterState>[] {
    return this.boards.map((g) => g.keyboard());
  }

  /**
   * One keyboard for the boards still open: a key's best state on any of them, and absent only
   * when it is absent on all of them (see `mergedKeyboard`).
   */
  mergedKeyboard(): Map<string, LetterState> {
    return mergedKeyboard(this.keyboards().filter((_, b) => this.boards[b]!.status !== 'won'));
  }
}

/** `boards` distinct answers drawn from the list by a seed (the same seed, the same answers). */
export function seededAnswers(words: WordSet, boards: number, seed: number): Word[] {
  expectWordSet(words, 'seededAnswers');
  expectInt(boards, 'seededAnswers', 'boards', 1, MAX_BOARDS);
  expectInt(seed, 'seededAnswers', 'seed', 0);
  return sampleAnswerTuples(words.answers.length, boards, 1, seed)[0]!.map((a) => words.answers[a] as Word);
}
