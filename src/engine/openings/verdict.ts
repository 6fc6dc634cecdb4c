import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import type { RankRange } from './rank-range.js';
import type { OpeningSource } from './source.js';
import { isComplete, OPENING_VALUE_MAX, rateOpening, type OpeningRating, type OpeningsTable } from './table.js';

/*
 * What `wordle openings show` says about an opening (and the web's Openers screen): its value, how
 * sure, its rank or the range of ranks it can have, and where the value came from. Light: the
 * command's fast path imports it without the search.
 */

/** Where a verdict's value came from: the table, the user's cache, or the exact search just now. */
export type OpenerFrom = 'table' | 'cache' | 'computed';

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
    source: r.source,
  };
}

/**
 * The verdict of a value found on this machine (kept in the cache, or computed now): proven, with
 * its range of ranks among the table's `of` openings. `total`: OPENING_VALUE_MAX for a loss.
 */
export function foundVerdict(
  word: Word,
  total: number,
  table: { readonly answers: number; readonly of: number },
  range: RankRange,
  from: 'cache' | 'computed',
): OpenerVerdict {
  const lost = total >= OPENING_VALUE_MAX;
  return {
    word,
    total: lost ? null : total,
    average: lost ? null : total / table.answers,
    lowerBound: total,
    lost,
    proven: true,
    rank: range.best === range.worst ? range.best : null,
    rankRange: range,
    of: table.of,
    from,
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
