import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import type { ClassProbe } from '../../search/wins-all/probe.js';
import { probesFromJson } from '../../search/wins-all/json.js';
import { expectObject, expectOptionsOf, expectWordSet, RULES } from '../../core/validate.js';
import { formatProgress, readProgress, type Progress, type ProgressSpent } from './progress.js';
import { isOpeningSource, type OpeningSource } from './source.js';

/*
 * The progress of `wordle openings wins`, kept next to its output so that a rerun resumes: per
 * opening its verdict, or the budget it was tried with and where its probes stopped (so that a try
 * with a larger budget goes on from there). One JSON text, one entry a line, with a digest of the
 * entries: a file changed or damaged is refused, naming it. A verdict from a queue worker names it
 * (`source`, as in a table). The probes' lists of guesses are bitmaps over the guess ids, encoded
 * by the caller (`BitmapCodec`: deflated, in base64, in the Node layer).
 */

/** What a wins progress file is for; one made for other lists or rules is refused. */
export interface WinsProgressMeta {
  readonly format: 'wordle-wins-progress';
  readonly version: 1;
  /** The word lists' checksum. */
  readonly lists: string;
  readonly hard: boolean;
  readonly maxGuesses: number;
}

/** One opening tried: its verdict (`wins` null: not within `budget` s, and where its probes stopped). */
export interface WinsEntry {
  readonly word: Word;
  readonly wins: boolean | null;
  /** The largest budget it was tried with, s (of an undecided opening). */
  readonly budget: number;
  /** Seconds spent on it over every try. */
  readonly seconds: number;
  readonly probes: readonly ClassProbe[];
  readonly source: OpeningSource;
}

/** Lists of guesses as text and back (undefined: not a bitmap of these lists). */
export interface BitmapCodec {
  /** A list of guesses as text. */
  encode(list: readonly Word[]): string;
  /** The guesses of a text `encode` wrote; undefined when it is not one. */
  decode(text: unknown): Word[] | undefined;
}

/** What a progress file of a wins run over these lists and rules must say. */
export function winsProgressMeta(words: WordSet, rules: { hard: boolean; maxGuesses: number }): WinsProgressMeta {
  expectWordSet(words, 'winsProgressMeta');
  expectObject(rules, 'winsProgressMeta', 'rules');
  expectOptionsOf(rules, 'winsProgressMeta', { hard: 'boolean', maxGuesses: RULES.maxGuesses }, 'rules');
  return { format: 'wordle-wins-progress', version: 1, lists: words.checksum, ...rules };
}

/** The file's text: the head, one entry a line, and the digest of the entries' lines. */
export function formatWinsProgress(
  meta: WinsProgressMeta,
  entries: readonly WinsEntry[],
  spent: ProgressSpent,
  codec: BitmapCodec,
): string {
  const json = entries.map((e) => {
    const probes = e.probes.map((p) =>
      'winner' in p
        ? { pattern: p.pattern, winner: p.winner }
        : { pattern: p.pattern, pass: p.pass, todo: codec.encode(p.todo), next: codec.encode(p.next) },
    );
    const { word, wins, budget, seconds, source } = e;
    return { word, wins, budget, seconds, source, ...(probes.length > 0 ? { probes } : {}) };
  });
  return formatProgress(meta, spent, json, true);
}

const seconds = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x < 1e10;

/**
 * Parse and check a progress file against the run: BAD_FILE naming the file (and the line of an
 * entry) when it is not one, is for other lists or rules, or was changed (its digest).
 */
export function readWinsProgress(
  text: string,
  source: string,
  words: WordSet,
  expect: WinsProgressMeta,
  codec: BitmapCodec,
): Progress<WinsEntry> {
  const entry = (r: unknown, fail: (why: string) => never): WinsEntry => entryOf(r, words, codec, fail);
  return readProgress(text, source, expect, true, entry, (e) => e.word);
}

/** One entry, checked (`fail` names the line). */
function entryOf(r: unknown, words: WordSet, codec: BitmapCodec, fail: (why: string) => never): WinsEntry {
  if (typeof r !== 'object' || r === null) return fail('not an entry');
  const e = r as Record<string, unknown>;
  if (typeof e.word !== 'string' || !words.index.has(e.word))
    fail(`${quote(String(e.word), 20)} is not an allowed guess`);
  const word = e.word as Word;
  if (e.wins !== true && e.wins !== false && e.wins !== null) fail(`${word}: wins is not true, false or null`);
  if (!seconds(e.budget) || !seconds(e.seconds)) fail(`${word}: bad budget or seconds`);
  if (!isOpeningSource(e.source)) fail(`${word}: bad source ${quote(String(e.source), 20)}`);
  const bad = (why: string): never => fail(`${word}'s probes: ${why}`);
  // The lists of guesses are bitmaps here: decoded, then checked as a job's probes are.
  const lists = (c: unknown): unknown => {
    if (typeof c !== 'object' || c === null || (c as { winner?: unknown }).winner !== undefined) return c;
    const { todo, next, pattern } = c as Record<string, unknown>;
    const [t, n] = [codec.decode(todo), codec.decode(next)];
    return t !== undefined && n !== undefined
      ? { ...c, todo: t, next: n }
      : bad(`bad guess bitmap in class ${String(pattern)}`);
  };
  const probes =
    e.probes === undefined ? [] : probesFromJson(Array.isArray(e.probes) ? e.probes.map(lists) : e.probes, words, bad);
  const { wins, budget, seconds: s, source } = e as unknown as WinsEntry;
  return { word, wins, budget, seconds: s, probes, source };
}
