import { WordleError } from '../../core/errors.js';
import type { OpeningTotals } from '../exact/optimal.js';
import { priorMatches, tablePriorWords, weightsDigest } from './prior.js';
import { openingTotals } from './table.js';
import { parseOpeningsTable } from './codec/read.js';

/**
 * The totals of a table of openings under a prior, from its text, for the optimal strategy's
 * `priorOpenings` (the web app's worker): BAD_FILE naming `source` unless it is under `weights`.
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
