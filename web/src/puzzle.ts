/**
 * What the Play screen plays: the NYT's puzzle of a day (#N, from the history the package ships:
 * a day it does not have is said so, never given an answer), or a practice game of the chosen
 * list (its number is a place in the list's order, named "Practice" so that it is not taken for
 * the NYT's numbering).
 */
import { dailyIndex } from 'wordlekit';
import { answerOn, builtinHistory, MAX_PUZZLE, puzzleDate } from 'wordlekit/core';
import { gameKey } from './games.js';
import type { ListName } from './protocol.js';
import type { PlayPuzzle } from './share.js';
import type { AppState } from './url-state.js';
import { MONTHS } from './numbers.js';

export type { PlayPuzzle };

/** The URL's game: its NYT puzzle, else its practice game, else today's practice game. */
export function playPuzzle(state: Pick<AppState, 'game' | 'nyt'>): PlayPuzzle {
  if (state.nyt !== null) return { kind: 'nyt', day: state.nyt };
  return { kind: 'practice', number: state.game ?? dailyIndex(new Date()) };
}

/** The word list a puzzle is played on: the NYT's puzzles on today's NYT list. */
export function puzzleList(p: PlayPuzzle, list: ListName): ListName {
  return p.kind === 'nyt' ? 'nyt' : list;
}

/** The key of the puzzle's record in this browser (`nytday:1490`, or `LIST:N` for practice games). */
export function puzzleKey(p: PlayPuzzle, list: ListName): string {
  return p.kind === 'nyt' ? `nytday:${p.day}` : gameKey(list, p.number);
}

/** True for a puzzle number of the NYT's numbering (#0 to #MAX_PUZZLE). */
const isNytDay = (day: number): boolean => Number.isSafeInteger(day) && day >= 0 && day <= MAX_PUZZLE;

/** The NYT's answer of puzzle #`day`, or null when the shipped history does not have it (or it is no puzzle number). */
export function nytAnswer(day: number): string | null {
  return isNytDay(day) ? (answerOn(builtinHistory(), day) ?? null) : null;
}

/** The last day of the shipped history. */
export function lastNytDay(): number {
  return builtinHistory().at(-1)!.day;
}

/** The puzzle's name: `NYT Wordle #1490` or `Practice #1985`. */
export function puzzleName(p: PlayPuzzle): string {
  return p.kind === 'nyt' ? `NYT Wordle #${p.day}` : `Practice #${p.number}`;
}

/** A day for people: `18 July 2025` (`#N` for a number that is no day). */
export function longDate(day: number): string {
  if (!isNytDay(day)) return `#${day}`;
  const [y, m, d] = puzzleDate(day).split('-').map(Number);
  const month = MONTHS[m! - 1];
  return `${d} ${month} ${y}`;
}

/** The URL's fields for a puzzle. */
export function puzzleState(p: PlayPuzzle): Pick<AppState, 'game' | 'nyt'> {
  return p.kind === 'nyt' ? { nyt: p.day, game: null } : { game: p.number, nyt: null };
}
