/**
 * The NYT's puzzles as this app knows them: the history it ships (data/nyt-history.tsv, through the
 * library's `builtinHistory`) gives each day's answer up to its last day, and nothing after it.
 */
import type { HistoryKnown } from 'wordlekit/core';
import { answerOn, builtinHistory, MAX_PUZZLE, puzzleDate } from 'wordlekit/core';
import { MONTHS } from './numbers.js';

/** True for a puzzle number of the NYT's numbering (#0 to #MAX_PUZZLE). */
export const isNytDay = (day: number): boolean => Number.isSafeInteger(day) && day >= 0 && day <= MAX_PUZZLE;

/** The NYT's answer of puzzle #`day`, or null when the shipped history does not have it (or it is no puzzle number). */
export function nytAnswer(day: number): string | null {
  return isNytDay(day) ? (answerOn(builtinHistory(), day) ?? null) : null;
}

/** The last day of the shipped history. */
export function lastNytDay(): number {
  return builtinHistory().at(-1)!.day;
}

/** A day for people: `18 July 2025` (`#N` for a number that is no day). */
export function longDate(day: number): string {
  if (!isNytDay(day)) return `#${day}`;
  const [y, m, d] = puzzleDate(day).split('-').map(Number);
  const month = MONTHS[m! - 1];
  return `${d} ${month} ${y}`;
}

/**
 * What the history prior of puzzle #`day` reads: the shipped history, and the day, past the
 * history's end the day after its last (the prior reads only the days before it, so every later
 * day weighs the answers alike: one prior, computed once).
 */
export function historyKnown(day: number): HistoryKnown {
  return { history: builtinHistory(), day: Math.min(day, lastNytDay() + 1) };
}
