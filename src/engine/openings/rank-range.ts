import type { Word } from '../../core/types.js';
import { OPENING_VALUE_MAX, type OpeningRating, type OpeningsTable } from './table.js';

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
