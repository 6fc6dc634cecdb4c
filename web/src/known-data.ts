/**
 * The shapes of the app's derived data in web/data/ (written by web/scripts/gen-data.ts, read by the
 * page and the worker, checked by test/web/data.test.ts).
 */
import type { OpeningTableData, PositionReport } from './protocol.js';

export type { OpeningTableData };

/** A precomputed opening: the answers, and the ten best guesses as the page shows them. */
export type OpeningData = Pick<PositionReport, 'remaining' | 'suggestions'> & {
  /** Where the figures come from a shipped table under a prior (the history prior's): that table. */
  readonly table?: OpeningTableData;
};

/** One opener's second turns: for each feedback, the answers left and the ten best next guesses. */
export interface SecondTurns {
  readonly list: string;
  /** The word lists' checksum: data for other lists is refused. */
  readonly checksum: string;
  readonly mode: 'normal' | 'hard';
  readonly maxGuesses: number;
  readonly opener: string;
  /**
   * Under the NYT history's prior (absent: equal weights): its puzzle (the day after the shipped
   * history) and the digest of its weights; the totals are then weighted sums, each position's
   * `weight` the weight of its answers.
   */
  readonly prior?: { readonly name: 'history'; readonly day: number; readonly digest: string };
  /**
   * By feedback (`bbygb`): the answers left, and the best next guesses with their exact totals
   * (further guesses over those answers, the next included), best first; none when no guess can
   * find every answer within the guesses left.
   */
  readonly positions: Readonly<
    Record<
      string,
      { readonly remaining: number; readonly weight?: number; readonly ranked: readonly [string, number][] }
    >
  >;
}
