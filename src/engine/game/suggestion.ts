import type { GuessStats } from '../../core/partition.js';
import type { Word } from '../../core/types.js';
import { expectConfig, expectInt, expectObject } from '../../core/validate.js';
import type { GameConfig } from '../../strategies/context.js';
import type { ExactGuess } from '../exact/optimal.js';

/** One suggested guess with the numbers the assistant shows. */
export interface Suggestion {
  /** The guess. */
  readonly word: Word;
  /** Expected information of its feedback, in bits (the Shannon entropy of the partition). */
  readonly entropy: number;
  /** Expected number of answers left after it (Σ size² / n, or weighted by the prior). */
  readonly expectedSize: number;
  /** The largest number of answers it can leave. */
  readonly worstCase: number;
  /** Whether it can itself be the answer. */
  readonly isCandidate: boolean;
  /** Probability that this guess is the answer under the prior (0 when it cannot be). */
  readonly probability: number;
  /**
   * With the `optimal` strategy: the expected number of further guesses with this guess next and
   * the best play after it, this guess included (total / remaining answers). Exact when `proven`;
   * otherwise a lower bound (the search ran out of its time budget).
   */
  readonly expectedGuesses?: number;
  /** With the `optimal` strategy: whether `expectedGuesses` is exact. */
  readonly proven?: boolean;
}

/** A suggestion with the optimal strategy's numbers added. */
export function withExact(s: Suggestion, e: ExactGuess | undefined): Suggestion {
  return e === undefined ? s : { ...s, expectedGuesses: e.expectedGuesses, proven: e.proven };
}

/** Convert partition statistics to a suggestion. */
export function toSuggestion(config: GameConfig, s: GuessStats, probability = 0): Suggestion {
  expectConfig(config, 'toSuggestion');
  expectObject(s, 'toSuggestion', 'stats');
  expectInt(s.guess, 'toSuggestion', 'stats.guess', 0, config.words.guesses.length - 1);
  return {
    word: config.words.guesses[s.guess] as Word,
    entropy: s.entropy,
    expectedSize: s.expectedSize,
    worstCase: s.worstCase,
    isCandidate: s.isCandidate,
    probability,
  };
}
