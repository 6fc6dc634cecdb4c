import { WordleError } from '../../core/errors.js';
import { hashString } from '../../core/hash.js';
import { patternCount } from '../../core/pattern.js';
import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { PASSES, type ClassProbe } from '../../search/wins-all/probe.js';
import { expectObject, expectOptionsOf, expectWordSet, RULES } from '../../core/validate.js';
import type { ProgressSpent } from './progress.js';
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
  const rows = entries.map((e) => JSON.stringify(entryJson(e, codec))).join(',\n');
  const head = JSON.stringify({ ...meta, spent }).slice(0, -1);
  return `${head},"entries":[\n${rows}\n],"digest":"${hashString(rows)}"}\n`;
}

function entryJson(e: WinsEntry, codec: BitmapCodec): object {
  const probes = e.probes.map((p) =>
    'winner' in p
      ? { pattern: p.pattern, winner: p.winner }
      : { pattern: p.pattern, pass: p.pass, todo: codec.encode(p.todo), next: codec.encode(p.next) },
  );
  const { word, wins, budget, seconds, source } = e;
  return { word, wins, budget, seconds, source, ...(probes.length > 0 ? { probes } : {}) };
}

/** A progress file read back: its entries and the time spent. */
export interface WinsProgress {
  readonly entries: WinsEntry[];
  readonly spent: ProgressSpent;
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
): WinsProgress {
  const fail = (why: string): never => {
    throw new WordleError('BAD_FILE', `${source}: ${why}`);
  };
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return fail('not a wins progress file (invalid JSON)');
  }
  if (typeof data !== 'object' || data === null || data.format !== expect.format || data.version !== expect.version)
    fail(`not a wins progress file (format ${expect.format}, version ${expect.version})`);
  for (const k of ['lists', 'hard', 'maxGuesses'] as const) {
    if (data[k] !== expect[k]) {
      const what = { lists: 'word lists', hard: 'mode', maxGuesses: 'guesses allowed' }[k];
      fail(
        `the progress file is for another run (its ${what} differ: ${quote(String(data[k]), 20)}); delete it to start over`,
      );
    }
  }
  if (!Array.isArray(data.entries)) fail('no entries');
  const rows = (data.entries as unknown[]).map((e) => JSON.stringify(e)).join(',\n');
  if (data.digest !== hashString(rows)) fail('the progress file is damaged or was edited (its digest does not match)');
  const seen = new Set<string>();
  const entries = (data.entries as unknown[]).map((r, i) => {
    const e = entryOf(r, words, codec, (why) => fail(`${i + 2}: ${why}`));
    if (seen.has(e.word)) fail(`${i + 2}: ${e.word} is listed twice`);
    seen.add(e.word);
    return e;
  });
  const s = data.spent as Partial<ProgressSpent> | undefined;
  const spent =
    seconds(s?.wallSeconds) && seconds(s.cpuSeconds)
      ? { wallSeconds: s.wallSeconds, cpuSeconds: s.cpuSeconds }
      : { wallSeconds: 0, cpuSeconds: 0 };
  return { entries, spent };
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
  const probes =
    e.probes === undefined ? [] : probesOf(e.probes, words, codec, (why) => fail(`${word}'s probes: ${why}`));
  const { wins, budget, seconds: s, source } = e as unknown as WinsEntry;
  return { word, wins, budget, seconds: s, probes, source };
}

function probesOf(x: unknown, words: WordSet, codec: BitmapCodec, fail: (why: string) => never): ClassProbe[] {
  if (!Array.isArray(x)) return fail('not a list');
  const patterns = patternCount(words.length);
  return x.map((c: Record<string, unknown> | null): ClassProbe => {
    if (typeof c !== 'object' || c === null) return fail('not a list of classes');
    const pattern = c.pattern;
    if (typeof pattern !== 'number' || !Number.isInteger(pattern) || pattern < 0 || pattern >= patterns)
      return fail(`bad pattern ${quote(String(pattern), 20)}`);
    if (c.winner !== undefined) {
      if (typeof c.winner !== 'string' || !words.index.has(c.winner)) fail(`bad winner in class ${pattern}`);
      return { pattern, winner: c.winner as Word };
    }
    const pass = c.pass;
    if (typeof pass !== 'number' || !Number.isInteger(pass) || pass < 0 || pass >= PASSES.length)
      return fail(`bad pass in class ${pattern}`);
    const todo = codec.decode(c.todo);
    const next = codec.decode(c.next);
    if (todo === undefined || next === undefined) return fail(`bad guess bitmap in class ${pattern}`);
    return { pattern, pass, todo, next };
  });
}
