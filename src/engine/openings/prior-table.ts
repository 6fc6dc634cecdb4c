import { WordleError } from '../../core/errors.js';
import type { OpeningTotals } from '../exact/optimal.js';
import { priorMatches, tablePriorWords, weightsDigest } from './prior.js';
import { openingTotals } from './table.js';
import { parseOpeningsTable } from './codec/read.js';

/**
 * The totals of a table of openings under a prior, from its text (a shipped `…-history.tsv.gz`
 * decompressed), for the optimal strategy's `priorOpenings` at the start of a game whose weights
 * are `weights` (one per answer id): BAD_FILE naming `source` when the table is not under exactly
 * those weights (a table is never read under another prior). What the web app's worker calls to give
 * the CLI's opening suggestions.
 */
export function priorOpeningTotals(text: string, source: string, weights: ArrayLike<number>): OpeningTotals {
  const table = parseOpeningsTable(text, source);
  if (table.meta.prior === undefined || !priorMatches(table.meta.prior, weights)) {
    throw new WordleError(
      'BAD_FILE',
      `${source} is a table under ${tablePriorWords(table.meta.prior)}, not under the weights asked for (digest ${weightsDigest(weights)})`,
    );
  }
  return openingTotals(table);
}
