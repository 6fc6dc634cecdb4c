import { WordleError } from '../../core/errors.js';
import { checkHardMode } from '../../core/hardmode.js';
import { allGreen, scoreGuess } from '../../core/pattern.js';
import type { MultiTurn, Pattern, Turn, Word } from '../../core/types.js';
import { quote } from '../../core/quote.js';
import { mulberry32 } from '../../core/random.js';
import {
  badArgument,
  expectInt,
  expectObject,
  expectString,
  expectStrings,
  expectWordSet,
  expectOptionsOf,
  RULES,
} from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { keyboardOf, mergedKeyboard, type LetterState } from './keyboard.js';
import { checkBoardsGuesses, checkBoardsRules, defaultMaxGuesses, MAX_BOARDS } from './rules.js';
import { DAY_ZERO, localPuzzleNumber } from '../history/numbering.js';

export type { LetterState } from './keyboard.js';

/** Where a game stands. */
export type GameStatus = 'playing' | 'won' | 'lost';

/** A game's answers: one word (one board, plain Wordle) or one per board (Dordle, Quordle, …). */
export type GameAnswers = Word | readonly Word[];

/** A turn of a game: a plain turn on one answer, one feedback per board on a list of them. */
export type TurnOf<A extends GameAnswers> = A extends readonly Word[] ? MultiTurn : Turn;

/** The result of typing a word: rejected with the game's message, or played. */
export type GuessResult<A extends GameAnswers = Word> =
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'played'; readonly turn: TurnOf<A>; readonly status: GameStatus };

/** Options for a game. */
export interface GameOptions {
  /** Hard mode: revealed hints must be used (one board only). @default false */
  readonly hard?: boolean;
  /** Guesses allowed. @default the boards plus five (`defaultMaxGuesses`: 6 on one) */
  readonly maxGuesses?: number;
}

/**
 * A game of Wordle against known answers: validates typed words the way the game does (length,
 * word list, hard mode), scores them, and tracks the keyboard. Pure: no I/O. Given a list of
 * answers it is a game of several boards (Dordle, Quordle, …): one shared guess limit, each board
 * its own game (`boards`), a typed word checked once and scored on every board still open.
 */
export class Game<A extends GameAnswers = Word> {
  readonly hard: boolean;
  readonly maxGuesses: number;
  /** The answers, one per board. */
  readonly answers: readonly Word[];
  /** The first board's answer (on one board, the answer). */
  readonly answer: Word;
  /** Each board's own game (on one answer, this one). */
  readonly boards: readonly Game[];
  /** This board's turns (one answer), or the turns over the boards (a list of answers). */
  private readonly turns: TurnOf<A>[] = [];

  constructor(
    readonly words: WordSet,
    answer: A,
    options: GameOptions = {},
  ) {
    expectWordSet(words, 'Game');
    expectOptionsOf(options, 'Game', { hard: 'boolean', maxGuesses: RULES.maxGuesses });
    const list = Array.isArray(answer);
    if (list) expectStrings(answer, 'Game', 'answers');
    else expectString(answer, 'Game', 'answer');
    this.answers = list ? [...(answer as readonly Word[])] : [answer as Word];
    if (this.answers.length < 1) throw new WordleError('BAD_OPTION', 'a game needs at least one board');
    expectInt(this.answers.length, 'Game', 'answers.length', 1, MAX_BOARDS);
    this.answer = this.answers[0]!;
    this.hard = options.hard ?? false;
    this.maxGuesses = options.maxGuesses ?? defaultMaxGuesses(this.answers.length);
    expectInt(this.maxGuesses, 'Game', 'options.maxGuesses', 1, 1000);
    checkBoardsGuesses(this.answers.length, this.maxGuesses);
    checkBoardsRules(this.answers.length, { hard: this.hard });
    if (!list && !words.index.has(this.answer)) {
      throw new WordleError('BAD_WORD', `answer ${quote(this.answer)} is not in the word list`);
    }
    const own = { hard: this.hard, maxGuesses: this.maxGuesses };
    this.boards = list ? this.answers.map((a) => new Game(words, a, own)) : [this as Game];
  }

  /** True for the game of one answer (its own board). */
  private get single(): boolean {
    return this.boards[0] === (this as Game);
  }

  /** Turns played, oldest first (on several boards: one feedback per board, null where it was solved before). */
  get history(): readonly TurnOf<A>[] {
    return this.turns;
  }

  /** Won once every board's last turn is all green; lost when the guesses run out first. */
  get status(): GameStatus {
    const last = this.turns[this.turns.length - 1] as Turn | undefined;
    const won = this.single
      ? last !== undefined && last.pattern === allGreen(this.words.length)
      : this.boards.every((g) => g.status === 'won');
    if (won) return 'won';
    return this.turns.length >= this.maxGuesses ? 'lost' : 'playing';
  }

  /** Guesses still available. */
  get guessesLeft(): number {
    return this.maxGuesses - this.turns.length;
  }

  /** Per board: solved yet? */
  get solved(): boolean[] {
    return this.boards.map((g) => g.status === 'won');
  }

  /** Why `input` cannot be played now, or null when it can. */
  check(input: string): string | null {
    expectString(input, 'Game.check', 'input');
    if (this.status !== 'playing') return 'The game is over';
    if (!this.single) return this.boards.find((g) => g.status === 'playing')!.check(input);
    return typedWordRefusal(this.words, this.turns as Turn[], input, this.hard);
  }

  /** Play a typed word on every open board; a word the game would refuse is rejected with its message and changes nothing. */
  guess(input: string): GuessResult<A> {
    const message = this.check(input);
    if (message !== null) return { kind: 'rejected', message };
    const guess = input.trim().toLowerCase();
    const turn = this.single
      ? { guess, pattern: scoreGuess(guess, this.answer) }
      : { guess, patterns: this.boards.map((g) => (g.status === 'playing' ? g.play(guess) : null)) };
    this.turns.push(turn as TurnOf<A>);
    return { kind: 'played', turn: turn as TurnOf<A>, status: this.status };
  }

  /** Play a checked guess on this board; its pattern. */
  private play(guess: Word): Pattern {
    const r = this.guess(guess);
    return (r as { turn: Turn }).turn.pattern;
  }

  /** Every letter a-z with its best state so far (correct beats present beats absent); on several boards, `mergedKeyboard`. */
  keyboard(): Map<string, LetterState> {
    return this.single ? keyboardOf(this.turns as Turn[]) : this.mergedKeyboard();
  }

  /** Each board's keyboard (a solved board's keys stay as they were when it was solved). */
  keyboards(): Map<string, LetterState>[] {
    return this.boards.map((g) => g.keyboard());
  }

  /**
   * One keyboard for the boards still open: a key's best state on any of them, and absent only
   * when it is absent on all of them (see `mergedKeyboard`); once every board is solved, over all of
   * them (a game of one board: its own keyboard to the end).
   */
  mergedKeyboard(): Map<string, LetterState> {
    const open = this.keyboards().filter((_, b) => this.boards[b]!.status !== 'won');
    return mergedKeyboard(open.length > 0 ? open : this.keyboards());
  }
}

/**
 * Why a word typed in a game still on cannot be played, in the game's words (letters a-z, the
 * length, the word list, then hard mode over the turns played), or null when it can. The one rule
 * of `Game.check`, `AbsurdleGame.check` and so each board of a multi-board game.
 */
export function typedWordRefusal(words: WordSet, turns: readonly Turn[], input: string, hard: boolean): string | null {
  const w = input.trim().toLowerCase();
  if (!/^[a-z]*$/u.test(w)) return 'Letters a-z only';
  if (w.length < words.length) return 'Not enough letters';
  if (w.length > words.length) return 'Too many letters';
  if (!words.index.has(w)) return 'Not in word list';
  return hard ? checkHardMode(turns, w) : null;
}

/** Day 0 of the daily game: 19 June 2021, when Wordle's answer was "cigar" (#0 of the NYT's numbering too). */
export { DAY_ZERO };

/**
 * The daily game's index for a calendar date (its local year, month and day). Negative before day 0.
 * It counts days as the NYT numbers its puzzles, but a list's answer of that index is the list's own
 * order (`chooseAnswer`'s `daily`), not the NYT's answer of the day: that is the history's
 * (engine/history).
 */
export function dailyIndex(date: Date): number {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) badArgument('dailyIndex', 'date', 'a valid Date', date);
  return localPuzzleNumber(date);
}

/** A deterministic index in [0, count) from a seed: the first number of its mulberry32 stream. */
export function seededIndex(seed: number, count: number): number {
  return Math.floor(mulberry32(seed)() * count);
}

/** How the answer of a game is chosen. */
export type AnswerChoice =
  | { readonly kind: 'word'; readonly word: string }
  | { readonly kind: 'daily'; readonly day: number }
  | { readonly kind: 'seed'; readonly seed: number };

/** The answer for a choice: the word itself, the day's answer (wrapping around the list), or a seeded pick. */
export function chooseAnswer(words: WordSet, choice: AnswerChoice): Word {
  expectWordSet(words, 'chooseAnswer');
  expectObject(choice, 'chooseAnswer', 'choice');
  const n = words.answers.length;
  switch (choice.kind) {
    case 'word': {
      expectString(choice.word, 'chooseAnswer', 'choice.word');
      const w = choice.word.trim().toLowerCase();
      if (!words.index.has(w))
        throw new WordleError('BAD_WORD', `answer ${quote(choice.word)} is not in the word list`);
      return w;
    }
    case 'daily':
      if (typeof choice.day === 'number' && Number.isSafeInteger(choice.day) && choice.day < 0) {
        throw new WordleError('BAD_OPTION', `day ${choice.day} is before the first Wordle`);
      }
      expectInt(choice.day, 'chooseAnswer', 'choice.day', 0);
      return words.answers[choice.day % n] as Word;
    case 'seed':
      expectInt(choice.seed, 'chooseAnswer', 'choice.seed', -(2 ** 31), 2 ** 53);
      return words.answers[seededIndex(choice.seed, n)] as Word;
    default:
      return badArgument(
        'chooseAnswer',
        'choice.kind',
        "'word', 'daily' or 'seed'",
        (choice as { kind: unknown }).kind,
      );
  }
}
