/**
 * The game the Play screen runs: a hidden answer, up to six guesses, hard-mode rules and the
 * share string. Pure; the word-list check is passed in (the worker holds the lists).
 */
import { formatFeedback, type FeedbackNotation, scoreGuess } from 'wordlekit';
import { checkHardMode, allGreen, patternDigits, asPattern } from 'wordlekit/core';
import type { TurnData } from './protocol.js';
import { toHistory } from './history.js';

/** Guesses allowed per game. */
export const MAX_GUESSES = 6;

/** A game in progress or finished. */
export interface Game {
  readonly answer: string;
  readonly hard: boolean;
  readonly turns: readonly TurnData[];
}

/** Where a game stands. */
export type GameStatus = 'playing' | 'won' | 'lost';

/** Won after an all-green turn, lost after six misses. */
export function gameStatus(g: Game): GameStatus {
  const last = g.turns[g.turns.length - 1];
  if (last !== undefined && last.pattern === allGreen(g.answer.length)) return 'won';
  return g.turns.length >= MAX_GUESSES ? 'lost' : 'playing';
}

/** Why `word` cannot be played now (the message the game shows), or null when it can. */
export function rejectGuess(g: Game, word: string, inList: boolean): string | null {
  if (gameStatus(g) !== 'playing') return 'The game is over';
  if (word.length < g.answer.length) return 'Not enough letters';
  if (!inList) return 'Not in word list';
  if (g.hard) return checkHardMode(toHistory(g.turns), word);
  return null;
}

/** The game after playing `word` (assumed accepted by `rejectGuess`). */
export function playGuess(g: Game, word: string): Game {
  return { ...g, turns: [...g.turns, { guess: word, pattern: scoreGuess(word, g.answer) }] };
}

/** Best colour seen per letter (0 gray, 1 yellow, 2 green), for the keyboard. */
export function letterColours(turns: readonly TurnData[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const t of turns) {
    patternDigits(asPattern(t.pattern), t.guess.length).forEach((d, i) => {
      const ch = t.guess[i] as string;
      best.set(ch, Math.max(best.get(ch) ?? -1, d));
    });
  }
  return best;
}

/**
 * The share string, like the game's: `wordlekit #42 3/6*` (X when lost, * in hard mode),
 * a blank line, then one emoji row per guess.
 */
export function shareText(g: Game, number: number, notation: FeedbackNotation = 'emoji'): string {
  const score = gameStatus(g) === 'won' ? String(g.turns.length) : 'X';
  const rows = g.turns.map((t) => formatFeedback(asPattern(t.pattern), t.guess.length, notation));
  return `wordlekit #${number} ${score}/${MAX_GUESSES}${g.hard ? '*' : ''}\n\n${rows.join('\n')}`;
}
