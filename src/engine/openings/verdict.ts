import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import type { OpeningSource } from './source.js';
import {
  exactCount,
  isComplete,
  rateOpening,
  type OpeningEntry,
  type OpeningRating,
  type OpeningsMeta,
  type OpeningsTable,
  winsAllOf,
} from './table.js';

/*
 * What `wordle openings show` (and the web's Openers screen) says about an opening: its value, how
 * sure, its rank or range of ranks, and where the value came from. Light: no search imported.
 */

/** What `wordle openings show` says about a table besides one rating. */
export interface TableSummary {
  readonly meta: OpeningsMeta;
  /** Openings listed, with an exact total, proven to win every game (exact ones included), proven not to. */
  readonly count: number;
  readonly exact: number;
  readonly canWin: number;
  readonly cannotWin: number;
}

/** The summary of a table. */
export function tableSummary(table: OpeningsTable): TableSummary {
  let canWin = 0;
  let cannotWin = 0;
  for (const e of table.entries) {
    const w = winsAllOf(e);
    if (w === true) canWin++;
    else if (w === false) cannotWin++;
  }
  return { meta: table.meta, count: table.entries.length, exact: exactCount(table), canWin, cannotWin };
}

/** The best and the worst rank an opening can have, proven (equal when the table decides it). */
export interface RankRange {
  readonly best: number;
  readonly worst: number;
}

/** An opening's value: its exact total, the fewest answers it loses and its total then, or a lower bound. */
export type OpeningValue =
  | { readonly total: number }
  | { readonly lost: number; readonly total: number }
  | { readonly atLeast: number; readonly winsAll?: boolean | null };

/**
 * The range of ranks of `word` with this value among the table's other openings: those that win
 * every game first, by total; then those that cannot, by the fewest answers lost, then by total.
 */
export function rankRange(table: OpeningsTable, word: Word, value: OpeningValue): RankRange {
  let better = 0;
  let maybe = 0;
  for (const e of table.entries) {
    if (e.word === word) continue;
    const cmp = compareTo(e, value);
    if (cmp === 'better') better++;
    else if (cmp === 'maybe') maybe++;
  }
  return { best: better + 1, worst: better + maybe + 1 };
}

/** How another entry of the table compares with a value: better for sure, maybe better, or not. */
function compareTo(e: OpeningEntry, value: OpeningValue): 'better' | 'maybe' | 'not' {
  const wins = winsAllOf(e);
  if ('lost' in value) return wins === true ? 'better' : 'maybe';
  if ('atLeast' in value) {
    if (e.total !== null && e.total < value.atLeast) return 'better';
    if (wins === false) return value.winsAll === true ? 'not' : 'maybe';
    return 'maybe';
  }
  if (e.total !== null) return e.total < value.total ? 'better' : 'not';
  return wins !== false && e.lowerBound < value.total ? 'maybe' : 'not';
}

/** The range of a table's own rating, from the table's counts alone (`show`'s fast path has no entries). */
export function ratingRange(r: OpeningRating, counts: Pick<TableSummary, 'exact' | 'canWin' | 'cannotWin'>): RankRange {
  if (r.rank !== null) return { best: r.rank, worst: r.rank };
  if (r.winsAll === false) return { best: counts.canWin + 1, worst: r.of };
  if (r.winsAll === true) return { best: counts.exact + 1, worst: r.of - counts.cannotWin };
  return { best: counts.exact + 1, worst: r.of };
}

/** Where a verdict's value came from: the table, the user's cache, or the exact search just now. */
export type OpenerFrom = 'table' | 'cache' | 'computed';

/** What was checked of a value read back from the cache (see opener-cache.ts): its tree, or its digest only. */
export type CacheCheck = 'tree' | 'digest';

/** An opening rated: its value, how sure, its rank (a range when the table does not decide it), and where from. */
export interface OpenerVerdict {
  readonly word: Word;
  /** Whether the opening can win every game; null when not known. */
  readonly winsAll: boolean | null;
  /**
   * The exact total, or null. Of an opening that cannot win every game: the least total once the
   * fewest answers are lost, a lost game counting the guesses allowed + 1 (7, as "X/6").
   */
  readonly total: number | null;
  readonly average: number | null;
  /** The fewest answers the opening loses, whatever follows: 0 when it wins every game, null when not known. */
  readonly fewestLost: number | null;
  /** A proven lower bound on the total of an opening that wins every game; else null. */
  readonly lowerBound: number | null;
  /** When it is not known whether the opening can win every game: the table's bound, which holds only if it can. */
  readonly boundIfWinsAll: number | null;
  /** True when the opening cannot win every game, whatever follows (`winsAll` false). */
  readonly lost: boolean;
  readonly proven: boolean;
  /** The rank when it is decided, else null. */
  readonly rank: number | null;
  readonly rankRange: RankRange;
  /** How many openings the ranks are out of (the table's). */
  readonly of: number;
  readonly from: OpenerFrom;
  /** For a value from the cache, what was checked when it was read back; else null. */
  readonly checked: CacheCheck | null;
  /** `local` for a value found here. */
  readonly source: OpeningSource;
}

/** The verdict of a table's rating, given its range of ranks (rankRange or ratingRange). */
export function ratingVerdict(r: OpeningRating, range: RankRange): OpenerVerdict {
  return {
    word: r.word,
    winsAll: r.winsAll,
    total: r.total,
    average: r.average,
    fewestLost: r.winsAll === true ? 0 : null,
    lowerBound: r.winsAll === true ? r.lowerBound : null,
    boundIfWinsAll: r.winsAll === null ? r.lowerBound : null,
    lost: r.winsAll === false,
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

/** The verdict of a value found on this machine (`lost`: the fewest answers lost, 0 when it wins every game). */
export function foundVerdict(
  word: Word,
  value: { readonly lost: number; readonly total: number },
  table: { readonly answers: number; readonly of: number },
  range: RankRange,
  how: FoundFrom,
): OpenerVerdict {
  const wins = value.lost === 0;
  return {
    word,
    winsAll: wins,
    total: value.total,
    average: value.total / table.answers,
    fewestLost: value.lost,
    lowerBound: wins ? value.total : null,
    boundIfWinsAll: null,
    lost: !wins,
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
