import { dirname } from 'node:path';
import { WordleError } from '../core/errors.js';
import {
  answerOn,
  builtinHistory,
  parseAnswerHistory,
  stillToCome,
  type AnswerHistory,
} from '../engine/history/answers.js';
import { parsePuzzle, puzzleDate, puzzleLabel } from '../engine/history/numbering.js';
import { makeDirectory } from '../node/atomic.js';
import {
  addDays as storeDays,
  historyFilePath,
  latestHistoryDay,
  nytAccepted,
  readAddedDays,
} from '../node/history-store.js';
import { readInputFile } from '../node/input-file.js';
import { fetchNytPuzzle, nytBaseUrl, shownBaseUrl } from '../node/nyt-fetch.js';
import { checkOutputTarget } from '../node/output-target.js';
import type { Output } from './output.js';
import { missingDay, runHistory, todayPuzzle } from './puzzle.js';

/*
 * What `wordle history` runs: show a day or the whole, list days, add days from a file or from the
 * NYT's daily data. Writing goes through node/history-store.ts (atomic, checked when read back).
 */

/** The most days one `history update` asks for: a year and a bit, one request each. */
export const MAX_UPDATE_DAYS = 400;

/** Largest file `history add` reads. */
const MAX_ADD_BYTES = 2 ** 20;

const upper = (w: string) => w.toUpperCase();

/** The days of `history` whose answer was an answer before, in order. */
function repeatDays(history: AnswerHistory): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  for (const e of history) {
    if (seen.has(e.word)) repeats.push(e.day);
    seen.add(e.word);
  }
  return repeats;
}

/** `history show` without a day: what the history holds. */
export function showSummary(out: Output, json: boolean): void {
  const history = runHistory();
  const shipped = builtinHistory();
  const added = readAddedDays();
  const likely = new Set(nytAccepted().answers);
  const outside = history.filter((e) => !likely.has(e.word));
  const repeats = repeatDays(history);
  const today = todayPuzzle();
  const first = history[0]!;
  const last = history[history.length - 1]!;
  if (json) {
    out.json({
      days: history.length,
      first: { number: first.day, date: puzzleDate(first.day) },
      last: { number: last.day, date: puzzleDate(last.day) },
      shipped: shipped.length,
      added: added.length,
      file: historyFilePath(),
      distinct: new Set(history.map((e) => e.word)).size,
      repeats: repeats.map((d) => ({ number: d, date: puzzleDate(d) })),
      outsideLikely: outside.map((e) => ({ number: e.day, date: puzzleDate(e.day), word: e.word })),
      today: { number: today, date: puzzleDate(today), known: answerOn(history, today) !== undefined },
    });
    return;
  }
  out.line(`The NYT's answers: ${history.length} days, ${puzzleLabel(first.day)} to ${puzzleLabel(last.day)}`);
  out.line(`  shipped: ${shipped.length} days, to ${puzzleLabel(shipped[shipped.length - 1]!.day)}`);
  out.line(`  added: ${added.length} days (kept in ${historyFilePath()})`);
  const firstRepeat = repeats[0] === undefined ? '' : `, the first on ${puzzleLabel(repeats[0])}`;
  out.line(`  ${new Set(history.map((e) => e.word)).size} different answers; ${repeats.length} repeats${firstRepeat}`);
  const list = outside.map((e) => `${upper(e.word)} ${puzzleLabel(e.day)}`).join(', ');
  out.line(`  ${outside.length} outside the ${likely.size} likely answers${list === '' ? '' : `: ${list}`}`);
  const known = answerOn(history, today) !== undefined;
  out.line(
    `  today: ${puzzleLabel(today)}, ${known ? 'in the history' : 'not in the history (wordle history update adds the days since)'}`,
  );
}

/** `history show DAY`: the answer of one day, or one line saying the history does not have it. */
export function showDay(out: Output, text: string, json: boolean): void {
  const history = runHistory();
  const day = parsePuzzle(text, 'history show');
  const word = answerOn(history, day);
  if (word === undefined) throw new WordleError('BAD_OPTION', missingDay(history, day));
  const likely = nytAccepted().answers.includes(word);
  const earlier = history.filter((e) => e.day < day && e.word === word).map((e) => e.day);
  if (json) {
    out.json({ number: day, date: puzzleDate(day), word, likely, earlier });
    return;
  }
  const notes = [
    ...(likely ? [] : ['not one of the likely answers']),
    ...earlier.map((d) => `a repeat of ${puzzleLabel(d)}`),
  ];
  out.line(`#${day} ${puzzleDate(day)} ${upper(word)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
}

/** `--from` and `--to` (defaults: #0, yesterday), refused when reversed. */
function dayRange(opts: { from?: string; to?: string }): { from: number; to: number } {
  const from = opts.from === undefined ? 0 : parsePuzzle(opts.from, '--from');
  const to = opts.to === undefined ? todayPuzzle() - 1 : parsePuzzle(opts.to, '--to');
  if (from > to) {
    const which = opts.to === undefined ? 'yesterday' : '--to';
    throw new WordleError(
      'BAD_OPTION',
      `--from ${puzzleLabel(from)} is after ${which} ${puzzleLabel(to)}: no day between`,
    );
  }
  return { from, to };
}

/** `history list`: the days from `--from` (default #0) to `--to` (default yesterday). */
export function listDays(out: Output, opts: { from?: string; to?: string; json?: boolean }): void {
  const { from, to } = dayRange(opts);
  const days = runHistory().filter((e) => e.day >= from && e.day <= to);
  if (opts.json) {
    out.json(days.map((e) => ({ number: e.day, date: puzzleDate(e.day), word: e.word })));
    return;
  }
  for (const e of days) out.line(`#${e.day}\t${puzzleDate(e.day)}\t${e.word}`);
}

/** What was added, in one line. */
function addedLine(added: readonly { day: number }[], known: number): string {
  const range =
    added.length === 0 ? '' : ` (${puzzleLabel(added[0]!.day)} to ${puzzleLabel(added[added.length - 1]!.day)})`;
  const already = known > 0 ? `; ${known} already known` : '';
  return `added ${added.length} ${added.length === 1 ? 'day' : 'days'}${range}, kept in ${historyFilePath()}${already}`;
}

/** `history add FILE`: every line checked first; nothing written unless all of it holds. */
export function addDays(out: Output, file: string): void {
  const text = readInputFile(file, 'history', MAX_ADD_BYTES, 'the limit for history files');
  const days = parseAnswerHistory(text, file, nytAccepted(), latestHistoryDay());
  const { added } = storeDays(days, file, historyFilePath(), [{ path: file, what: 'the file' }]);
  out.line(addedLine(added, days.length - added.length));
}

/** Options of `history update`. */
export interface UpdateOptions {
  from?: string;
  to?: string;
  spoilers?: boolean;
  baseUrl?: string;
  timeoutMs: number;
}

/**
 * The days `history update` asks for: those the history does not have from `--from` (default #0:
 * every gap, not only the days after the last one known) to `--to` (default yesterday; never
 * today's or a later one unless asked, never one still to come).
 */
function daysToFetch(history: AnswerHistory, opts: UpdateOptions): { days: number[]; from: number; to: number } {
  const today = todayPuzzle();
  const { from, to } = dayRange(opts);
  if (to >= today && opts.spoilers !== true) {
    throw new WordleError(
      'BAD_OPTION',
      `--to ${puzzleLabel(to)} is today's puzzle or a later one: its answer would spoil it (add --spoilers to fetch it anyway)`,
    );
  }
  const latest = latestHistoryDay();
  if (to > latest) throw new WordleError('BAD_OPTION', `--to: ${stillToCome(to, latest)}`);
  const known = new Set(history.map((e) => e.day));
  const days: number[] = [];
  for (let d = from; d <= to; d++) if (!known.has(d)) days.push(d);
  if (days.length > MAX_UPDATE_DAYS) {
    throw new WordleError(
      'BAD_OPTION',
      `${days.length} days to fetch: at most ${MAX_UPDATE_DAYS} a run (name fewer with --from and --to)`,
    );
  }
  return { days, from, to };
}

/**
 * `history update`: fetch each missing day in turn; only when every reply holds are they added
 * (one atomic write). A reply that does not hold (no reply in time, too large, not the NYT's
 * format, an answer the game does not accept) stops the run with one line, the history untouched.
 */
export async function updateDays(out: Output, opts: UpdateOptions): Promise<void> {
  const base = nytBaseUrl(opts.baseUrl);
  const history = runHistory();
  const { days, from, to } = daysToFetch(history, opts);
  if (days.length === 0) {
    const since = opts.from === undefined ? '' : ` from ${puzzleLabel(from)}`;
    out.line(`nothing to fetch: the history has every day${since} to ${puzzleLabel(to)}`);
    return;
  }
  const path = historyFilePath();
  makeDirectory(dirname(path));
  checkOutputTarget(path); // before the long work
  out.error(`fetching ${days.length} ${days.length === 1 ? 'day' : 'days'} from ${shownBaseUrl(base)} …`);
  const accepted = nytAccepted();
  const fetched = [];
  for (const day of days) fetched.push(await fetchNytPuzzle(base, day, accepted, opts.timeoutMs));
  const { added } = storeDays(fetched, `the NYT's data`, path);
  out.line(addedLine(added, fetched.length - added.length));
}
