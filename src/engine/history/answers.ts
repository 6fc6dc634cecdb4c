import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import { badArgument, expectInt, expectString, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import * as shipped from '../../data/nyt-history.js';
import { MAX_PUZZLE, puzzleDate, puzzleNumber } from './numbering.js';

/*
 * The NYT's answers, day by day: the shipped ones (data/nyt-history.tsv, one a day from #0) and the
 * days a user adds after them (from a file of `DATE WORD` lines, or the NYT's daily data: see
 * `wordle history`). A history is a list of days in increasing order, each with its answer; it may
 * have gaps (a day nobody added). Pure: reading and writing the files is src/node's.
 */

/** One day of the history: the puzzle's number (#N, see numbering.ts) and its answer. */
export interface HistoryEntry {
  readonly day: number;
  readonly word: Word;
}

/** A day read from a file, with the line it came from (for messages). */
export interface HistoryLine extends HistoryEntry {
  readonly line: number;
}

/** Days in strictly increasing order, each with its answer (lowercase a-z). */
export type AnswerHistory = readonly HistoryEntry[];

let builtin: AnswerHistory | undefined;

/** The shipped history: the NYT's answers one a day from #0 (2021-06-19) to the last shipped day. Memoized. */
export function builtinHistory(): AnswerHistory {
  if (builtin === undefined) {
    const first = puzzleNumber(shipped.firstDate);
    builtin = Object.freeze(shipped.answers.split(' ').map((word, i) => Object.freeze({ day: first + i, word })));
  }
  return builtin;
}

/**
 * Require a history: an array of `{ day, word }`, days whole numbers in strictly increasing order
 * (in any order when `ordered` is false).
 */
export function expectAnswerHistory(
  value: unknown,
  fn: string,
  name = 'history',
  ordered = true,
): asserts value is AnswerHistory {
  if (!Array.isArray(value)) badArgument(fn, name, 'an array of { day, word }', value);
  let last = -1;
  (value as unknown[]).forEach((e, i) => {
    const entry = e as Partial<HistoryEntry> | null;
    if (typeof entry !== 'object' || entry === null) badArgument(fn, `${name}[${i}]`, 'a { day, word } object', e);
    // (the checks that name the entry only where it is wrong: a history has thousands of days)
    const day = entry.day;
    const min = ordered ? last + 1 : 0;
    if (!Number.isInteger(day) || day! < min || day! > MAX_PUZZLE)
      expectInt(day, fn, `${name}[${i}].day`, min, MAX_PUZZLE);
    if (typeof entry.word !== 'string') expectString(entry.word, fn, `${name}[${i}].word`);
    last = day!;
  });
}

const LINE = /^(\S+)\s+(\S+)$/u;
const WORD = /^[a-z]{5}$/iu;

/** One line's day and word, or a WordleError naming the line. */
function parseLine(text: string, n: number, what: string, accepted: WordSet, latest: number): HistoryLine {
  const at = `${what}, line ${n}`;
  const m = LINE.exec(text.trim());
  if (m === null || !WORD.test(m[2]!) || !/^\d{4}-\d{2}-\d{2}$/u.test(m[1]!)) {
    throw new WordleError(
      'BAD_FILE',
      `${at}: ${quote(text)} is not DATE WORD (a date YYYY-MM-DD, then a five-letter word)`,
    );
  }
  let day: number;
  try {
    day = puzzleNumber(m[1]!);
  } catch (e) {
    if (e instanceof WordleError) throw new WordleError('BAD_FILE', `${at}: ${e.message}`);
    throw e;
  }
  if (day > latest) throw new WordleError('BAD_FILE', `${at}: ${stillToCome(day, latest)}`);
  const word = m[2]!.toLowerCase();
  if (!accepted.index.has(word)) {
    throw new WordleError('BAD_FILE', `${at}: ${word.toUpperCase()} is not a word the NYT game accepts`);
  }
  return { day, word, line: n };
}

/** Why day #`day` cannot be in a history whose last possible day is #`latest`. */
export function stillToCome(day: number, latest: number): string {
  return `${puzzleDate(day)} (#${day}) is a day still to come: no answer is known after ${puzzleDate(latest)}`;
}

/**
 * Read a history text: one `DATE WORD` a line (`2026-06-01 cross`; tab or spaces between; the word
 * in any case), blank lines and `#` comments skipped. Every word must be one of `accepted` (the NYT
 * game's accepted words), the dates in increasing order with none twice, none after `latest` (a
 * puzzle number: the last day whose answer can be known, see `latestKnowable`). The first problem
 * is one BAD_FILE error naming `what` and the line: a malformed line, a date that is not one, a day
 * still to come, an unknown word, a date out of order, a duplicate date.
 */
export function parseAnswerHistory(
  text: string,
  what: string,
  accepted: WordSet,
  latest: number = MAX_PUZZLE,
): HistoryLine[] {
  expectString(text, 'parseAnswerHistory', 'text');
  expectString(what, 'parseAnswerHistory', 'what');
  expectWordSet(accepted, 'parseAnswerHistory', 'accepted');
  expectInt(latest, 'parseAnswerHistory', 'latest', 0, MAX_PUZZLE);
  const out: HistoryLine[] = [];
  text.split(/\r?\n/u).forEach((raw, i) => {
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) return;
    const entry = parseLine(raw, i + 1, what, accepted, latest);
    const prev = out[out.length - 1];
    if (prev !== undefined && entry.day === prev.day) {
      throw new WordleError(
        'BAD_FILE',
        `${what}, line ${entry.line}: duplicate date ${puzzleDate(entry.day)} (also on line ${prev.line})`,
      );
    }
    if (prev !== undefined && entry.day < prev.day) {
      throw new WordleError(
        'BAD_FILE',
        `${what}, line ${entry.line}: date ${puzzleDate(entry.day)} is out of order (after ${puzzleDate(prev.day)} on line ${prev.line})`,
      );
    }
    out.push(entry);
  });
  return out;
}

/** The text of a history: a comment line, then `DATE<TAB>WORD` a day (what `parseAnswerHistory` reads). */
export function formatAnswerHistory(history: AnswerHistory, comment?: string): string {
  expectAnswerHistory(history, 'formatAnswerHistory');
  if (comment !== undefined) expectString(comment, 'formatAnswerHistory', 'comment');
  const head = comment === undefined ? '' : `# ${comment.replace(/[\r\n]+/gu, ' ')}\n`;
  return head + history.map((e) => `${puzzleDate(e.day)}\t${e.word}\n`).join('');
}

/** Index of the first entry on or after `day` (binary search). */
function firstFrom(history: AnswerHistory, day: number): number {
  let lo = 0;
  let hi = history.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (history[mid]!.day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The answer of puzzle #`day` in the history, or undefined when the history does not have that day. */
export function answerOn(history: AnswerHistory, day: number): Word | undefined {
  expectAnswerHistory(history, 'answerOn');
  expectInt(day, 'answerOn', 'day', 0, MAX_PUZZLE);
  const e = history[firstFrom(history, day)];
  return e?.day === day ? e.word : undefined;
}

/** What was known before puzzle #`day`: the days of the history strictly before it. */
export function historyBefore(history: AnswerHistory, day: number): AnswerHistory {
  expectAnswerHistory(history, 'historyBefore');
  expectInt(day, 'historyBefore', 'day', 0, MAX_PUZZLE);
  return history.slice(0, firstFrom(history, day));
}

/**
 * The history with `added` days merged in, in order. A day the history already has with the same
 * answer is left out of `added` (nothing new); with another answer it is a BAD_FILE error naming
 * `what` and the line (or the day).
 */
export function mergeAnswerHistory(
  history: AnswerHistory,
  added: readonly (HistoryEntry | HistoryLine)[],
  what: string,
): { history: AnswerHistory; added: HistoryEntry[] } {
  expectAnswerHistory(history, 'mergeAnswerHistory');
  expectAnswerHistory(added, 'mergeAnswerHistory', 'added', false);
  expectString(what, 'mergeAnswerHistory', 'what');
  const fresh: HistoryEntry[] = [];
  const days = new Set<number>();
  for (const a of added) {
    // (validated above: answerOn would check the whole history again for every day added)
    const found = history[firstFrom(history, a.day)];
    const known = found?.day === a.day ? found.word : undefined;
    if (known === a.word) continue;
    const where = 'line' in a ? `line ${a.line}` : puzzleDate(a.day);
    if (days.has(a.day)) throw new WordleError('BAD_FILE', `${what}, ${where}: duplicate date ${puzzleDate(a.day)}`);
    if (known !== undefined) {
      throw new WordleError(
        'BAD_FILE',
        `${what}, ${where}: the answer of ${puzzleDate(a.day)} (#${a.day}) is ${known.toUpperCase()}, not ${a.word.toUpperCase()}`,
      );
    }
    fresh.push({ day: a.day, word: a.word });
    days.add(a.day);
  }
  const merged = [...history, ...fresh].sort((x, y) => x.day - y.day);
  return { history: merged, added: fresh };
}
