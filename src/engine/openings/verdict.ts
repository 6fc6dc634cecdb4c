import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import type { OpeningSource } from './source.js';
import {
  exactCount,
  isComplete,
  OPENING_VALUE_MAX,
  rateOpening,
  type OpeningRating,
  type OpeningsMeta,
  type OpeningsTable,
} from './table.js';

/*
 * What `wordle openings show` says about an opening (and the web's Openers screen): its value, how
 * sure, its rank or the range of ranks it can have, and where the value came from. Light: the
 * command's fast path imports it without the search.
 */

/** What `wordle openings show` says about a table besides one rating. */
export interface TableSummary {
  readonly meta: OpeningsMeta;
  /** Openings listed. */
  readonly count: number;
  /** Openings with an exact total. */
  readonly exact: number;
  /** The file's format (1: no sources, no digest; 2). */
  readonly format: 1 | 2;
}

/** The summary of a table. */
export function tableSummary(table: OpeningsTable): TableSummary {
  return { meta: table.meta, count: table.entries.length, exact: exactCount(table), format: table.file?.format ?? 2 };
}

/*
 * Where an opening stands among a table's openings when the table does not decide it. An opening's
 * rank is one plus the openings with a smaller total (ties share a rank). A table knows the exact
 * totals below its cutoff and only bounds above it, so an opening valued outside the table (an
 * exact total computed on demand) has a proven range of ranks: every exact total below its own is
 * better; every opening with a bound below it may be better or not; the rest are not.
 */

/** The best and the worst rank an opening can have, proven (equal when the table decides it). */
export interface RankRange {
  readonly best: number;
  readonly worst: number;
}

/** An opening's value: its exact total (OPENING_VALUE_MAX: it loses some game), or a lower bound. */
export type OpeningValue = { readonly total: number } | { readonly atLeast: number };

/**
 * The range of ranks of `word` with this value among the table's other openings. A total: the
 * exact totals below it are better, the bounds below it may be. A bound only: the exact totals
 * below the bound are better, and every other opening that does not lose may be.
 */
export function rankRange(table: OpeningsTable, word: Word, value: OpeningValue): RankRange {
  let better = 0;
  let maybe = 0;
  if ('total' in value) {
    const t = value.total;
    for (const e of table.entries) {
      if (e.word === word) continue;
      if (e.total !== null) {
        if (e.total < t) better++;
      } else if (e.lowerBound < t) maybe++;
    }
  } else {
    for (const e of table.entries) {
      if (e.word === word) continue;
      if (e.total !== null && e.total < value.atLeast) better++;
      else if (e.lowerBound < OPENING_VALUE_MAX) maybe++;
    }
  }
  return { best: better + 1, worst: better + maybe + 1 };
}

/**
 * The range of a table's own rating, from the table's counts alone (`show`'s fast path has no
 * entries): an exact total has its rank; a loss (a table without a cutoff: its bounds are all
 * losses) ranks after every exact total, tied with the other losses; a bound only (a table with a
 * cutoff keeps no losses) ranks after the exact totals, and at worst last.
 */
export function ratingRange(r: OpeningRating, exact: number): RankRange {
  if (r.rank !== null) return { best: r.rank, worst: r.rank };
  if (r.lowerBound >= OPENING_VALUE_MAX) return { best: exact + 1, worst: exact + 1 };
  return { best: exact + 1, worst: r.of };
}

/** Where a verdict's value came from: the table, the user's cache, or the exact search just now. */
export type OpenerFrom = 'table' | 'cache' | 'computed';

/**
 * What was checked of a value read back from the cache: `tree`, its tree (verified from scratch:
 * the total is reached; that none is smaller is not re-proven); `digest`, only that the entry is
 * intact (a loss: nothing cheap proves it again).
 */
export type CacheCheck = 'tree' | 'digest';

/** An opening rated: its value, how sure, its rank (a range when the table does not decide it), and where from. */
export interface OpenerVerdict {
  readonly word: Word;
  /** The exact total, or null (only a bound is known, or the opening loses some game). */
  readonly total: number | null;
  readonly average: number | null;
  /** The total, a proven lower bound, or OPENING_VALUE_MAX for an opening that loses some game. */
  readonly lowerBound: number;
  /** True when the opening cannot find every answer within the guesses allowed, whatever follows. */
  readonly lost: boolean;
  /** True when proven (see OpeningRating.proven; a value computed here always is). */
  readonly proven: boolean;
  /** The rank when it is decided, else null. */
  readonly rank: number | null;
  /** The best and the worst rank the opening can have, proven (equal when decided). */
  readonly rankRange: RankRange;
  /** How many openings the ranks are out of (the table's). */
  readonly of: number;
  readonly from: OpenerFrom;
  /** For a value from the cache, what was checked when it was read back; else null. */
  readonly checked: CacheCheck | null;
  /** Where the table's value was proven (see OpeningSource); `local` for a value found here. */
  readonly source: OpeningSource;
}

/** The verdict of a table's rating, given its range of ranks (rankRange or ratingRange). */
export function ratingVerdict(r: OpeningRating, range: RankRange): OpenerVerdict {
  return {
    word: r.word,
    total: r.total,
    average: r.average,
    lowerBound: r.lowerBound,
    lost: r.total === null && r.lowerBound >= OPENING_VALUE_MAX,
    proven: r.proven,
    rank: range.best === range.worst ? range.best : null,
    rankRange: range,
    of: r.of,
    from: 'table',
    checked: null,
    source: r.source,
  };
}

/** Where a value found on this machine came from: computed now (proven), or read back from the cache. */
export type FoundFrom =
  { readonly from: 'computed' } | { readonly from: 'cache'; readonly checked: CacheCheck; readonly proven: boolean };

/**
 * The verdict of a value found on this machine, with its range of ranks among the table's `of`
 * openings: computed now, it is proven; read back from the cache, it is proven only when `how`
 * says so (see rateOpener). `total`: OPENING_VALUE_MAX for a loss.
 */
export function foundVerdict(
  word: Word,
  total: number,
  table: { readonly answers: number; readonly of: number },
  range: RankRange,
  how: FoundFrom,
): OpenerVerdict {
  const lost = total >= OPENING_VALUE_MAX;
  return {
    word,
    total: lost ? null : total,
    average: lost ? null : total / table.answers,
    lowerBound: total,
    lost,
    proven: how.from === 'computed' || how.proven,
    rank: range.best === range.worst ? range.best : null,
    rankRange: range,
    of: table.of,
    from: how.from,
    checked: how.from === 'cache' ? how.checked : null,
    source: 'local',
  };
}

/** The rating of a word in the table, or BAD_WORD saying why there is none. */
export function requireRating(table: OpeningsTable, word: string): OpeningRating {
  const r = rateOpening(table, word);
  if (r !== undefined) return r;
  const w = word.trim().toLowerCase();
  const length = table.entries[0]?.word.length ?? 5;
  if (!/^[a-z]+$/u.test(w) || w.length !== length) {
    throw new WordleError('BAD_WORD', `${quote(word)} is not a ${length}-letter word a-z`);
  }
  throw new WordleError(
    'BAD_WORD',
    isComplete(table)
      ? `"${w}" is not an allowed opening in the ${table.meta.list} list`
      : `"${w}" is not in this table (it lists ${table.entries.length} of the ${table.meta.guesses} allowed openings)`,
  );
}
