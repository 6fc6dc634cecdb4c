import { WordleError } from '../../core/errors.js';
import { clip, quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import { expectInt, expectString, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { MAX_PUZZLE, puzzleDate } from './numbering.js';

/*
 * The NYT's daily puzzle data (`/svc/wordle/v2/YYYY-MM-DD.json` on its site): a JSON object with
 * `id` (the NYT's own id, not the puzzle number), `solution`, `print_date`, `days_since_launch`
 * (the puzzle number) and `editor`. A reply is untrusted input: it is taken only when it is small,
 * JSON of that shape, for the day asked, and its answer is a word the game accepts.
 */

/** The largest reply taken, in bytes: a real one is about 130. */
export const MAX_REPLY_BYTES = 4096;

/** The puzzle of one day, as the NYT's data gives it. */
export interface NytPuzzle {
  /** The puzzle number (`days_since_launch`). */
  readonly day: number;
  readonly word: Word;
  /** The NYT's own id of the puzzle. */
  readonly id: number;
  /** Who picked the answer, when the reply says. */
  readonly editor: string | null;
}

/** The NYT's path of puzzle #`day`'s data under its base address: `YYYY-MM-DD.json`. */
export function nytReplyPath(day: number): string {
  return `${puzzleDate(day)}.json`;
}

/**
 * Check a reply for puzzle #`day` and read it. Anything else (too large, not JSON, not an object,
 * a missing or mistyped field, another day, a word the game does not accept) is one FETCH_FAILED
 * error saying what is wrong (TOO_LARGE when the reply is larger than `MAX_REPLY_BYTES`).
 */
export function parseNytReply(text: string, day: number, accepted: WordSet): NytPuzzle {
  expectString(text, 'parseNytReply', 'text');
  expectInt(day, 'parseNytReply', 'day', 0, MAX_PUZZLE);
  expectWordSet(accepted, 'parseNytReply', 'accepted');
  const date = puzzleDate(day);
  // A field as the message shows it: its JSON, cut (a reply may hold thousands of characters there).
  const shown = (v: unknown): string => (v === undefined ? 'missing' : clip(JSON.stringify(v)));
  const refuse = (why: string): never => {
    throw new WordleError('FETCH_FAILED', `the reply for ${date} is not the NYT's puzzle data: ${why}`);
  };
  if (text.length > MAX_REPLY_BYTES) {
    throw new WordleError('TOO_LARGE', `the reply for ${date} is larger than ${MAX_REPLY_BYTES} bytes: refused`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(`not JSON (${quote(text, 40)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('not a JSON object');
  const o = value as Record<string, unknown>;
  const { solution, print_date: printDate, days_since_launch: number, id, editor } = o;
  if (typeof solution !== 'string' || !/^[a-z]{5}$/iu.test(solution)) return refuse('no five-letter "solution"');
  if (printDate !== date) return refuse(`"print_date" is ${shown(printDate)}, not ${date}`);
  if (number !== day) return refuse(`"days_since_launch" is ${shown(number)}, not ${day}`);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return refuse('no whole-number "id"');
  if (editor !== undefined && editor !== null && typeof editor !== 'string') return refuse('"editor" is not text');
  const word = solution.toLowerCase();
  if (!accepted.index.has(word)) return refuse(`its answer ${quote(word)} is not a word the game accepts`);
  return { day, word, id, editor: typeof editor === 'string' ? editor : null };
}
