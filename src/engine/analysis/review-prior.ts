import { expectObject, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { historyWeights } from '../game/history-prior.js';
import type { HistoryKnown } from '../game/prior.js';
import { widensByDefault } from '../game/widen.js';

/*
 * One model for the advice and the review: a game of the NYT's puzzle is graded under the prior the
 * advice of that day used, so that the best move a review names is the assistant's suggestion in
 * that position. The web app's Analyse reads it here; the CLI decides alike from its options (its
 * default prior on the NYT's game, cli/puzzle.ts's `defaultsToHistory`), and a test holds the two
 * together (test/cli/review-prior.test.ts).
 */

/** The prior a review grades under: the history prior of a day, or every answer equally likely. */
export type ReviewPrior =
  { readonly name: 'history'; readonly day: number; readonly weights: Float64Array } | { readonly name: 'uniform' };

/**
 * What a review grades a game over `words` under: on the NYT's game (today's likely-answer lists,
 * `widensByDefault`) with a known day (today's, a date asked for, or a share text's number: `known`),
 * the history prior of that day, from the days of `known.history` before it; otherwise, or with
 * `uniform` asked, every answer equally likely.
 */
export function reviewPrior(words: WordSet, known?: HistoryKnown, asked?: 'uniform'): ReviewPrior {
  expectWordSet(words, 'reviewPrior');
  if (known !== undefined) expectObject(known, 'reviewPrior', 'known');
  if (asked === 'uniform' || known === undefined || !widensByDefault(words)) return { name: 'uniform' };
  return {
    name: 'history',
    day: known.day,
    weights: Float64Array.from(historyWeights(words, known.history, known.day)),
  };
}
