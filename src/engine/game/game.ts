import { WordleError } from '../../core/errors.js';
import { checkHardMode } from '../../core/hardmode.js';
import { allGreen, scoreGuess } from '../../core/pattern.js';
import type { History, Turn, Word } from '../../core/types.js';
import { quote } from '../../core/quote.js';
import { mulberry32 } from '../../core/random.js';
import {
  badArgument,
  expectInt,
  expectObject,
  expectString,
  expectWordSet,
  expectOptionsOf,
  RULES,
} from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { keyboardOf, type LetterState } from './keyboard.js';
import { DAY_ZERO, localPuzzleNumber } from '../history/numbering.js';

export type { LetterState } from './keyboard.js';

/** Where a game stands. */
export type GameStatus = 'playing' | 'won' | 'lost';

/** The result of typing a word: rejected with the game's message, or played. */
export type GuessResult =
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'played'; readonly turn: Turn; readonly status: GameStatus };

/** Options for a game. */
export interface GameOptions {
  /** Hard mode: revealed hints must be used. @default false */
  readonly hard?: boolean;
  /** Guesses allowed. @default 6 */
  readonly maxGuesses?: number;
}

/**
 * A game of Wordle against a known answer: validates typed words the way the game does
 * (length, word list, hard mode), scores them, and tracks the keyboard. Pure: no I/O.
 */
export class Game {
  readonly hard: boolean;
  readonly maxGuesses: number;
  private readonly turns: Turn[] = [];

  constructor(
    readonly words: WordSet,
    readonly answer: Word,
    options: GameOptions = {},
  ) {
    expectWordSet(words, 'Game');
    expectString(answer, 'Game', 'answer');
    expectOptionsOf(options, 'Game', { hard: 'boolean', maxGuesses: RULES.maxGuesses });
    if (!words.index.has(answer)) throw new WordleError('BAD_WORD', `answer ${quote(answer)} is not in the word list`);
    this.hard = options.hard ?? false;
    this.maxGuesses = options.maxGuesses ?? 6;
    expectInt(this.maxGuesses, 'Game', 'options.maxGuesses', 1, 1000);
  }

  /** Turns played, oldest first. */
  get history(): History {
    return this.turns;
  }

  /** Won once the last turn is all green; lost when the guesses run out first. */
  get status(): GameStatus {
    const last = this.turns[this.turns.length - 1];
    if (last !== undefined && last.pattern === allGreen(this.words.length)) return 'won';
    return this.turns.length >= this.maxGuesses ? 'lost' : 'playing';
  }

  /** Guesses still available. */
  get guessesLeft(): number {
    return this.maxGuesses - this.turns.length;
  }

  /** Why `input` cannot be played now, or null when it can. */
  check(input: string): string | null {
    expectString(input, 'Game.check', 'input');
    return this.status === 'playing' ? typedWordRefusal(this.words, this.turns, input, this.hard) : 'The game is over';
  }

  /** Play a typed word; a word the game would refuse is rejected with its message and changes nothing. */
  guess(input: string): GuessResult {
    const message = this.check(input);
    if (message !== null) return { kind: 'rejected', message };
    const guess = input.trim().toLowerCase();
    const turn: Turn = { guess, pattern: scoreGuess(guess, this.answer) };
    this.turns.push(turn);
    return { kind: 'played', turn, status: this.status };
  }

  /** Every letter a-z with its best state so far (correct beats present beats absent). */
  keyboard(): Map<string, LetterState> {
    return keyboardOf(this.turns);
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
