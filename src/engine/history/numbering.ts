import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import { badArgument, expectInt, expectString } from '../../core/validate.js';

/*
 * The NYT's numbering of its puzzles: #N is the puzzle of the day N days after 19 June 2021, the
 * first Wordle (#0, CIGAR; #1000 was 2024-03-15). A puzzle's date is a calendar day (YYYY-MM-DD),
 * the same everywhere: the NYT publishes each puzzle for the player's local date.
 */

/** #0's date, 19 June 2021, as UTC milliseconds. */
export const DAY_ZERO = Date.UTC(2021, 5, 19);

const DAY_MS = 86_400_000;

/** The largest puzzle number taken: year 2999, far beyond any real puzzle. */
export const MAX_PUZZLE = 357_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** The puzzle number of a calendar date `YYYY-MM-DD`, or undefined when the text is no such date. */
function numberOf(text: string): number | undefined {
  const m = DATE.exec(text);
  if (m === null) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return Math.round((ms - DAY_ZERO) / DAY_MS);
}

/** The NYT's number of the puzzle of `date` (`YYYY-MM-DD`): #0 on 2021-06-19. Throws BAD_OPTION on a bad date. */
export function puzzleNumber(date: string): number {
  expectString(date, 'puzzleNumber', 'date');
  const n = numberOf(date);
  if (n === undefined) throw new WordleError('BAD_OPTION', `${quote(date, 20)} is not a date YYYY-MM-DD`);
  if (n < 0) throw new WordleError('BAD_OPTION', `${date} is before the first Wordle (2021-06-19, #0)`);
  if (n > MAX_PUZZLE) throw new WordleError('BAD_OPTION', `${date} is too far in the future`);
  return n;
}

/** The date (`YYYY-MM-DD`) of puzzle #`n`. */
export function puzzleDate(n: number): string {
  expectInt(n, 'puzzleDate', 'n', 0, MAX_PUZZLE);
  return new Date(DAY_ZERO + n * DAY_MS).toISOString().slice(0, 10);
}

/** The puzzle number of a local calendar day: its year, month and day where the player is. */
export function localPuzzleNumber(date: Date): number {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    badArgument('localPuzzleNumber', 'date', 'a valid Date', date);
  }
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day - DAY_ZERO) / DAY_MS);
}

/**
 * Days after today whose answer a history may hold: the NYT's daily data gives the coming days'
 * puzzles to whoever asks (`wordle history update --spoilers`), so a day a little ahead can be
 * known; one further ahead than this cannot be yet (a day in 2900 is a mistake or a forgery).
 */
export const MAX_DAYS_AHEAD = 31;

/** The last day whose answer can be known on puzzle #`today` (today's puzzle number). */
export function latestKnowable(today: number): number {
  expectInt(today, 'latestKnowable', 'today', 0, MAX_PUZZLE);
  return Math.min(MAX_PUZZLE, today + MAX_DAYS_AHEAD);
}

/**
 * A puzzle named by its date (`2025-07-18`) or its number (`#1490`; `1490` also), as a number.
 * Throws BAD_OPTION naming `what` (the option) when the text is neither.
 */
export function parsePuzzle(text: string, what = 'the puzzle'): number {
  expectString(text, 'parsePuzzle', 'text');
  const t = text.trim();
  const num = /^#?(\d{1,6})$/u.exec(t);
  if (num !== null) {
    const n = Number(num[1]);
    if (n > MAX_PUZZLE) throw new WordleError('BAD_OPTION', `${what}: #${n} is too far in the future`);
    return n;
  }
  if (!DATE.test(t)) {
    throw new WordleError('BAD_OPTION', `${what}: ${quote(text, 20)} is not a date YYYY-MM-DD or a number #N`);
  }
  try {
    return puzzleNumber(t);
  } catch (e) {
    if (e instanceof WordleError) throw new WordleError(e.code, `${what}: ${e.message}`);
    throw e;
  }
}

/** A puzzle for people: `#1490 (2025-07-18)`. */
export function puzzleLabel(n: number): string {
  return `#${n} (${puzzleDate(n)})`;
}
