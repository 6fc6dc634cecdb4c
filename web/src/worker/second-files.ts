/**
 * The loaders of the optimal strategy's second turns after the common openers (web/data/second/,
 * read by known.ts), one file an opener, loaded only when asked about. Free of the library, so that
 * the worker's tiny entry can start loading a linked position's file with its word list (entry.ts).
 */
import type { SecondTurns } from '../known-data.js';
import type { SolverOptions } from '../protocol.js';

const SECOND = import.meta.glob<SecondTurns>('../../data/second/*.json', { import: 'default' });

/** The loader of an opener's second turns (under the history prior of `day` when given), if the app has them. */
export const secondFile = (
  list: string,
  hard: boolean,
  opener: string,
  day: number | undefined,
): (() => Promise<SecondTurns>) | undefined =>
  SECOND[`../../data/second/${list}-${hard ? 'hard' : 'normal'}-${opener}${day === undefined ? '' : '-history'}.json`];

/**
 * Start loading the second turns `knownAfter` (known.ts) will read for a position after one turn,
 * if the app has them, so that they load beside the word lists rather than after them.
 */
export function preloadKnown(options: SolverOptions, turns: readonly { readonly guess: string }[]): void {
  const opener = turns[0]?.guess;
  if (options.strategy !== 'optimal' || opener === undefined || turns.length !== 1) return;
  if (options.prior === 'frequency' || (options.prior === 'history' && options.day === undefined)) return;
  void secondFile(options.list, options.hard, opener, options.prior === 'history' ? options.day : undefined)?.();
}
