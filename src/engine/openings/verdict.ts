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
  type TableFormat,
  winsAllOf,
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
  /** Openings the table proves can win every game (those with an exact total among them). */
  readonly canWin: number;
  /** Openings the table proves cannot win every game. */
  readonly cannotWin: number;
  /** The file's format (the one a table is read and written in: see TableFormat). */
  readonly format: TableFormat;
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
  const format = table.file?.format ?? 3;
  return { meta: table.meta, count: table.entries.length, exact: exactCount(table), canWin, cannotWin, format };
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

/**
 * An opening's value: its exact total (it wins every game), the fewest answers it loses and then its
 * total (it cannot win every game; a lost game counting the guesses allowed + 1), or a lower bound
 * on its total (whether it wins every game as `winsAll` says: true, or null when not known).
 */
export type OpeningValue =
  | { readonly total: number }
  | { readonly lost: number; readonly total: number }
  | { readonly atLeast: number; readonly winsAll?: boolean | null };

/**
 * The range of ranks of `word` with this value among the table's other openings. Openings that win
 * every game come first, by total; then those that cannot, by the fewest answers lost, then by total.
 * A total: the exact totals below it are better, the bounds below it may be (unless the opening is
 * known to lose). A loss: every opening known to win every game is better, and the others (not
 * known to win, or known to lose an unknown number) may be. A bound only: the exact totals below
 * the bound are better, and every other opening not known to lose may be (one known to lose too,
 * when this one is not known to win).
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

/**
 * The range of a table's own rating, from the table's counts alone (`show`'s fast path has no
 * entries): an exact total has its rank; an opening that cannot win every game ranks after every
 * one the table proves can, and at worst last; one that can, known by its bound only, ranks after
 * the exact totals, and at worst before the openings known to lose; one not known either way, after
 * the exact totals, at worst last.
 */
export function ratingRange(r: OpeningRating, counts: Pick<TableSummary, 'exact' | 'canWin' | 'cannotWin'>): RankRange {
  if (r.rank !== null) return { best: r.rank, worst: r.rank };
  if (r.winsAll === false) return { best: counts.canWin + 1, worst: r.of };
  if (r.winsAll === true) return { best: counts.exact + 1, worst: r.of - counts.cannotWin };
  return { best: counts.exact + 1, worst: r.of };
}

/** Where a verdict's value came from: the table, the user's cache, or the exact search just now. */
export type OpenerFrom = 'table' | 'cache' | 'computed';

/**
 * What was checked of a value read back from the cache: `tree`, its tree (verified from scratch:
 * the total is reached, and for an opening that cannot win every game, with exactly that many
 * answers lost; that none does better is not re-proven); `digest`, only that the entry is intact (a
 * loss: nothing cheap proves it again).
 */
export type CacheCheck = 'tree' | 'digest';

/** An opening rated: its value, how sure, its rank (a range when the table does not decide it), and where from. */
export interface OpenerVerdict {
  readonly word: Word;
  /**
   * Whether the opening can win every game (find every answer within the guesses allowed, whatever
   * the answer is): true, false, or null when that is not known (a table that does not say).
   */
  readonly winsAll: boolean | null;
  /**
   * The exact total, or null when it is not known. Of an opening that wins every game: the least
   * number of guesses that finds every answer. Of one that cannot: the least total once the fewest
   * answers are lost (`fewestLost`), a lost game counting the guesses allowed + 1 (7, as "X/6").
   */
  readonly total: number | null;
  readonly average: number | null;
  /** The fewest answers the opening loses, whatever follows: 0 when it wins every game, null when not known. */
  readonly fewestLost: number | null;
  /**
   * A proven lower bound on the total of an opening that wins every game (the total itself when
   * known); null when it cannot, or when that is not known (then see `boundIfWinsAll`).
   */
  readonly lowerBound: number | null;
  /** When it is not known whether the opening can win every game: the table's bound, which holds only if it can. */
  readonly boundIfWinsAll: number | null;
  /** True when the opening cannot win every game, whatever follows (`winsAll` false). */
  readonly lost: boolean;
  /** True when proven (see OpeningRating.proven; a value computed here always is, one read back from the cache rarely). */
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

/**
 * The verdict of a value found on this machine, with its range of ranks among the table's `of`
 * openings: computed now, it is proven; read back from the cache, it is proven only when `how`
 * says so (see rateOpener). `lost`: the fewest answers lost (0: it wins every game), and `total`
 * the least total then, a lost game counting the guesses allowed + 1.
 */
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
