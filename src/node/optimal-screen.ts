import type { PatternMatrix } from '../core/matrix.js';
import type { WordSet } from '../core/wordlist.js';
import { INFEASIBLE } from '../search/bounds.js';
import { OptimalPool } from './optimal-pool.js';

/** The openings ordered by a fast upper bound, and the bound the `keep`-th best cannot exceed. */
export interface Screening {
  /** Openings, best upper bound first (ties: the given order). */
  readonly order: readonly number[];
  /** upper[i] = the `--top` upper bound of order[i] (a real tree's total). */
  readonly upper: readonly number[];
  /** The keep-th smallest upper bound: the true keep-th best total is at most this. */
  readonly keepBound: number;
}

/**
 * Screen openings before ranking them exactly: a `--top K` search (only the K best guesses per
 * node) gives each opening a real tree, so its total is an upper bound on the optimum. Searching
 * the openings in that order, with the keep-th smallest bound as the first cutoff, lets the exact
 * search drop hopeless openings at once.
 */
export async function screenOpenings(
  words: WordSet,
  matrix: PatternMatrix,
  firsts: readonly number[],
  keep: number,
  options: { hard: boolean; top: number; memoBytes: number; maxGuesses: number; workers: number },
): Promise<Screening> {
  const pool = new OptimalPool(words, matrix, options);
  const bound = new Map<number, number>();
  try {
    await pool.openings(
      firsts,
      () => INFEASIBLE,
      (first, value) => bound.set(first, value),
    );
  } finally {
    await pool.close();
  }
  const order = [...firsts].sort((a, b) => bound.get(a)! - bound.get(b)!);
  const upper = order.map((g) => bound.get(g)!);
  return { order, upper, keepBound: upper[Math.min(keep, upper.length) - 1] ?? INFEASIBLE };
}
