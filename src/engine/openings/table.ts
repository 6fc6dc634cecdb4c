import { WordleError } from '../../core/errors.js';
import type { Word } from '../../core/types.js';
import { badArgument, expectInt, expectObject, expectString } from '../../core/validate.js';
import type { OpeningTotals } from '../exact/optimal.js';
import { lossUnit } from '../../search/objective/valuation.js';
import { checkTablePrior, type TablePrior } from './prior.js';
import { isClaim, isOpeningSource, type OpeningSource } from './source.js';

/*
 * The table of openings: for every first guess, its exact total (by the published convention) when
 * it is below the table's cutoff, else a proven lower bound at least the cutoff, and where it was
 * proven (`source`). The file format is in `codec/fields.ts`.
 */

/** The rules an opening is valued under. */
export type OpeningMode = 'normal' | 'hard';

/** One opening of a table. */
export interface OpeningEntry {
  readonly word: Word;
  /** The exact total, or null when only a lower bound is known. */
  readonly total: number | null;
  /** A lower bound on the total: the total itself when it is known. */
  readonly lowerBound: number;
  /** False only for values some other tool marked as estimates. */
  readonly proven: boolean;
  /** The version of the project that computed it. */
  readonly version: string;
  /** Where it was proven: this machine (`local`), one queue worker (a claim), or several that agreed. */
  readonly source: OpeningSource;
  /**
   * Whether the opening can win every game (find every answer within the guesses allowed): null when
   * the table does not know; undefined: what the value alone says (see `winsAllOf`).
   */
  readonly winsAll?: boolean | null;
}

/** What a table is about and how it was made. */
export interface OpeningsMeta {
  /** The word lists: `classic`, `nyt`, or `custom-` and the lists' checksum. */
  readonly list: string;
  /** The word lists' checksum (WordSet.checksum). */
  readonly checksum: string;
  /** Possible answers. */
  readonly answers: number;
  /** Allowed guesses, i.e. possible openings. */
  readonly guesses: number;
  readonly mode: OpeningMode;
  /** Guesses allowed per game (6 in Wordle). */
  readonly maxGuesses: number;
  /** Every total below this is exact; every other opening has a bound of at least this. */
  readonly cutoff: number;
  /** The version of the project that wrote the table. */
  readonly version: string;
  /** When and how it was computed, free text (may be empty). */
  readonly computed: string;
  /** The prior the totals are weighted sums under (prior.ts); absent for equally likely answers. */
  readonly prior?: TablePrior;
}

/** The format of a table file this version reads and writes (codec/fields.ts). */
export type TableFormat = 3;

/** What a table read from a file says about the file (set by the parser only). */
export interface TableFile {
  readonly format: TableFormat;
  /** The digest the file carries and matches (null: none, for tables not read from a file). */
  readonly digest: string | null;
  /** The line number of the first opening (entries follow in file order, one a line). */
  readonly firstLine: number;
}

/** A table: metadata and entries, best first (exact totals ascending, then bounds ascending; ties by word). */
export interface OpeningsTable {
  readonly meta: OpeningsMeta;
  readonly entries: readonly OpeningEntry[];
  /** Where it was read from, when it was (see TableFile). */
  readonly file?: TableFile;
}

/**
 * One opening rated against a table. `rank`: one plus the openings with a smaller exact total (null
 * for a bound); `of`: the openings the table lists.
 */
export interface OpeningRating {
  readonly word: Word;
  readonly total: number | null;
  /** total / answers, or null with the total. */
  readonly average: number | null;
  readonly rank: number | null;
  readonly of: number;
  readonly lowerBound: number;
  /** True when proven, and not one worker's claim. */
  readonly proven: boolean;
  readonly source: OpeningSource;
  /** See winsAllOf. */
  readonly winsAll: boolean | null;
}

/** A total no opening can reach (search/bounds/closed-form.ts's INFEASIBLE): openings that lose games. */
export const OPENING_VALUE_MAX = 1_000_000_000;

/** Most openings a table may list (a list has at most 100,000 words unless raised; far above). */
export const MAX_OPENINGS = 1_000_000;

/** A list label: `classic`, `nyt`, `custom-0f5a3fbf5709fa`. */
export const LIST_LABEL = /^[a-z0-9][a-z0-9-]{0,39}$/u;
/** A project version: `0.1.0`, `1.2.3-beta.1+build`. */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,39}$/u;
/** A word lists' checksum. */
export const CHECKSUM = /^[0-9a-f]{1,64}$/u;
const WORD = /^[a-z]{2,8}$/u;

/**
 * The largest closed-form bound of an opening over n answers (3n − 2·[candidate] − classes, with at
 * least one class: search/bounds/closed-form.ts): a table with a cutoff keeps no bound above both.
 */
export function largestClosedBound(answers: number): number {
  return 3 * answers - 1;
}

/** What a table's totals are sums over (the answers, or the prior's weight): total / mass is the average. */
export function tableMass(meta: Pick<OpeningsMeta, 'answers' | 'prior'>): number {
  return meta.prior?.weight ?? meta.answers;
}

/**
 * The least bound that proves an opening loses some game: one unit of weight lost (lossUnit), at
 * most OPENING_VALUE_MAX, the loss a table without a cutoff keeps.
 */
export function lossBound(meta: Pick<OpeningsMeta, 'answers' | 'prior' | 'maxGuesses'>): number {
  return Math.min(OPENING_VALUE_MAX, lossUnit(Math.max(6, meta.maxGuesses), tableMass(meta)));
}

/** True when the table was computed with a cutoff (else every total is exact, and bounds are losses). */
export function hasCutoff(meta: Pick<OpeningsMeta, 'cutoff'>): boolean {
  return meta.cutoff < OPENING_VALUE_MAX;
}

/**
 * Whether an entry's opening can win every game: its `winsAll` when the table says, else what its
 * value says (an exact total does, a bound at `loss` does not, another bound: null).
 */
export function winsAllOf(
  e: Pick<OpeningEntry, 'total' | 'lowerBound' | 'winsAll'>,
  loss: number = OPENING_VALUE_MAX,
): boolean | null {
  if (e.winsAll !== undefined) return e.winsAll;
  if (e.total !== null) return true;
  return e.lowerBound >= loss ? false : null;
}

/**
 * @internal Order of a table (negative when `a` comes first): by lower bound (exact totals are all
 * below the bounds), exact first, then by word.
 */
export function entryOrder(a: OpeningEntry, b: OpeningEntry): number {
  return (
    a.lowerBound - b.lowerBound ||
    Number(b.total !== null) - Number(a.total !== null) ||
    (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)
  );
}

/** Check metadata fields (types and ranges); throws BAD_ARGUMENT naming the field. */
export function checkOpeningsMeta(meta: unknown, fn: string): asserts meta is OpeningsMeta {
  expectObject(meta, fn, 'meta');
  const m = meta;
  if (typeof m.list !== 'string' || !LIST_LABEL.test(m.list)) badArgument(fn, 'meta.list', 'a list label', m.list);
  if (typeof m.checksum !== 'string' || !CHECKSUM.test(m.checksum))
    badArgument(fn, 'meta.checksum', 'a hex checksum', m.checksum);
  expectInt(m.answers, fn, 'meta.answers', 1, MAX_OPENINGS);
  expectInt(m.guesses, fn, 'meta.guesses', 1, MAX_OPENINGS);
  if (m.mode !== 'normal' && m.mode !== 'hard') badArgument(fn, 'meta.mode', '"normal" or "hard"', m.mode);
  expectInt(m.maxGuesses, fn, 'meta.maxGuesses', 1, 64);
  expectInt(m.cutoff, fn, 'meta.cutoff', 1, OPENING_VALUE_MAX);
  if (typeof m.version !== 'string' || !VERSION.test(m.version))
    badArgument(fn, 'meta.version', 'a version', m.version);
  expectString(m.computed, fn, 'meta.computed');
  if (m.prior !== undefined) checkTablePrior(m.prior, fn);
}

/**
 * A table from its metadata and entries in any order: checked (BAD_ARGUMENT naming the first
 * problem), each with its `winsAll` (see winsAllOf), and sorted best first.
 */
export function openingsTable(meta: OpeningsMeta, entries: readonly OpeningEntry[]): OpeningsTable {
  checkOpeningsMeta(meta, 'openingsTable');
  if (!Array.isArray(entries)) badArgument('openingsTable', 'entries', 'an array', entries);
  if (entries.length > meta.guesses) {
    throw new WordleError(
      'BAD_ARGUMENT',
      `openingsTable: ${entries.length} openings, more than the ${meta.guesses} allowed guesses`,
    );
  }
  const seen = new Set<Word>();
  for (const e of entries) {
    const problem = entryProblem(e, meta);
    if (problem !== null) throw new WordleError('BAD_ARGUMENT', `openingsTable: ${problem}`);
    if (seen.has(e.word)) throw new WordleError('BAD_ARGUMENT', `openingsTable: "${e.word}" is listed twice`);
    seen.add(e.word);
  }
  const sorted = entries.map((e) => ({ ...e, winsAll: winsAllOf(e, lossBound(meta)) })).sort(entryOrder);
  return { meta: { ...meta }, entries: sorted };
}

/** What is wrong with one entry under a table's metadata, or null. */
function entryProblem(e: OpeningEntry, meta: OpeningsMeta): string | null {
  if (typeof e !== 'object' || e === null) return 'an entry is not an object';
  if (typeof e.word !== 'string' || !WORD.test(e.word)) return `an entry's word is not 2 to 8 letters a-z`;
  const bound = e.lowerBound;
  if (!Number.isSafeInteger(bound) || bound < 1 || bound > OPENING_VALUE_MAX) return `${e.word}: bad lower bound`;
  if (typeof e.proven !== 'boolean') return `${e.word}: proven must be true or false`;
  if (typeof e.version !== 'string' || !VERSION.test(e.version)) return `${e.word}: bad version`;
  if (!isOpeningSource(e.source)) return `${e.word}: bad source (local, worker:ID or workers:ID+ID)`;
  if (e.total !== null && e.total !== bound) return `${e.word}: the lower bound of an exact total is the total`;
  if (e.winsAll !== undefined && e.winsAll !== null && typeof e.winsAll !== 'boolean') {
    return `${e.word}: winsAll must be true, false or null`;
  }
  return (
    valueProblem(e.word, e.total !== null, bound, meta) ??
    winsProblem(e.word, e.total !== null, bound, e.winsAll, lossBound(meta))
  );
}

/** What is wrong with a row's `winsAll` given its value, or null (see winsAllOf). */
export function winsProblem(
  word: string,
  exact: boolean,
  v: number,
  winsAll: boolean | null | undefined,
  loss: number,
): string | null {
  if (winsAll === undefined) return null;
  if (exact && winsAll !== true) {
    return `${word}: an exact total ${v} finds every answer, but the row says it ${winsAll === false ? 'cannot win every game' : 'is not known to win every game'}`;
  }
  if (!exact && v >= loss && winsAll !== false) {
    const says = winsAll === true ? 'it can' : 'that is not known';
    return `${word}: the row's value is a loss (>=${loss}: it cannot win every game), but it says ${says}`;
  }
  return null;
}

/**
 * What is wrong with an opening's value under a table's metadata, or null: an exact total must be
 * below the cutoff and possible (at least 2n − 1); a bound at or above the cutoff, and with a cutoff,
 * no more than the cutoff or the largest closed-form bound (a run keeps nothing else).
 */
export function valueProblem(word: string, exact: boolean, v: number, meta: OpeningsMeta): string | null {
  const { cutoff } = meta;
  const n = tableMass(meta);
  const weighted = meta.prior !== undefined;
  if (exact) {
    if (v >= cutoff) return `${word}: exact total ${v} is not below the cutoff ${cutoff}`;
    // One guess for each answer, a second for all but one: 2n − 1; under a prior of weight W, W + 1.
    const least = weighted ? n + 1 : 2 * n - 1;
    if (v < least) {
      const what = weighted
        ? `answers of weight ${n} take more than ${n} guesses`
        : `${n} answers take at least ${least} guesses (2n − 1)`;
      return `${word}: exact total ${v} is impossible: ${what}`;
    }
    return null;
  }
  if (v < cutoff) return `${word}: bound ${v} is below the cutoff ${cutoff} (openings below it have exact totals)`;
  const most = Math.max(cutoff, largestClosedBound(n));
  if (hasCutoff(meta) && v > most) {
    const closed = `${weighted ? '3W' : '3n'} − 1 = ${largestClosedBound(n)}`;
    return `${word}: bound ${v} contradicts the cutoff ${cutoff}: a table computed with a cutoff keeps the cutoff or the closed-form bound (at most ${closed}), never more`;
  }
  return null;
}

/** Require a table as `openingsTable` or `parseOpeningsTable` make one (shallow: checked when made). */
export function expectTable(value: unknown, fn: string): asserts value is OpeningsTable {
  const t = value as Partial<OpeningsTable> | null;
  const ok =
    typeof t === 'object' &&
    t !== null &&
    typeof t.meta === 'object' &&
    t.meta !== null &&
    Number.isSafeInteger(t.meta.guesses) &&
    Number.isSafeInteger(t.meta.answers) &&
    Array.isArray(t.entries);
  if (!ok) badArgument(fn, 'table', 'an openings table (from openingsTable or parseOpeningsTable)', value);
}

/** True when the table lists every allowed opening (ranks are then out of all of them). */
export function isComplete(table: OpeningsTable): boolean {
  expectTable(table, 'isComplete');
  return table.entries.length === table.meta.guesses;
}

/** The openings with an exact total (the ranked ones). */
export function exactCount(table: OpeningsTable): number {
  expectTable(table, 'exactCount');
  let n = 0;
  while (n < table.entries.length && table.entries[n]!.total !== null) n++;
  return n;
}

/** The rating of the entry at `index` (its rank is where its total first appears). */
function ratingAt(table: OpeningsTable, index: number): OpeningRating {
  const e = table.entries[index]!;
  let first = index;
  if (e.total !== null) while (first > 0 && table.entries[first - 1]!.total === e.total) first--;
  return {
    word: e.word,
    total: e.total,
    average: e.total === null ? null : e.total / tableMass(table.meta),
    rank: e.total === null ? null : first + 1,
    of: table.entries.length,
    lowerBound: e.lowerBound,
    proven: e.proven && !isClaim(e.source),
    source: e.source,
    winsAll: winsAllOf(e),
  };
}

/** The rating of an opening, or undefined when the table does not list it. */
export function rateOpening(table: OpeningsTable, word: string): OpeningRating | undefined {
  expectTable(table, 'rateOpening');
  expectString(word, 'rateOpening', 'word');
  const w = word.trim().toLowerCase();
  const i = table.entries.findIndex((e) => e.word === w);
  return i < 0 ? undefined : ratingAt(table, i);
}

/** The best `n` openings with exact totals (fewer when fewer are below the cutoff). */
export function topOpenings(table: OpeningsTable, n: number): OpeningRating[] {
  expectTable(table, 'topOpenings');
  expectInt(n, 'topOpenings', 'n', 1);
  const k = Math.min(n, exactCount(table));
  return Array.from({ length: k }, (_, i) => ratingAt(table, i));
}

/** A table as the optimal strategy reads it at the start of a game (`OptimalOptions.openings` or `priorOpenings`). */
export function openingTotals(table: OpeningsTable): OpeningTotals {
  expectTable(table, 'openingTotals');
  const byWord = new Map(table.entries.map((e) => [e.word, e]));
  const loss = lossBound(table.meta);
  return {
    total(guess) {
      const e = byWord.get(guess);
      if (e === undefined) return undefined;
      const proven = e.total !== null && e.proven && !isClaim(e.source);
      return { total: e.total ?? e.lowerBound, proven, winsAll: winsAllOf(e, loss) };
    },
    best(n) {
      return topOpenings(table, Math.max(1, n)).map((r) => r.word);
    },
    ...(table.meta.prior !== undefined ? { prior: table.meta.prior.digest } : {}),
  };
}
