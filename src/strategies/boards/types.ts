import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import type { Partitioner } from '../../core/partition.js';
import type { WordId } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';

/** Everything a multi-board strategy needs to choose the next guess. */
export interface BoardsGuessContext {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  /** The candidates of each unsolved board (sorted answer ids, never empty). Solved boards are left out. */
  readonly boards: readonly Candidates[];
  /** Guesses the strategy may play (the pool). */
  readonly guessIds: Uint32Array;
  /** 1-based number of the guess about to be made. */
  readonly turn: number;
  /** Guesses left, this one included (the game's limit minus the turns played). */
  readonly guessesLeft: number;
  /** Shared scratch space for partitioning (not re-entrant). */
  readonly partitioner: Partitioner;
}

/** A strategy for several boards at once: given a position, the next guess. */
export interface BoardsStrategy {
  /** CLI name, e.g. `entropy`. */
  readonly name: string;
  /** Pick the next guess. Deterministic for a given position. */
  pick(position: BoardsGuessContext): WordId;
  /**
   * How the strategy itself values `guess` at this position, by the measure its pick uses there;
   * null (or absent) where it picks by joint entropy alone. Deterministic, as `pick`.
   */
  assess?(position: BoardsGuessContext, guess: WordId): BoardsAssessment | null;
}

/**
 * A strategy's value of a guess: the rollouts' mean guesses to solve every board, this one included
 * (an estimate: a cheap base policy on sampled answers), or the exact endgame search's (a bound: a
 * known play, searched over a pool of guesses, achieves this chance to win and these expected
 * guesses; the best play does at least as well).
 */
export type BoardsAssessment =
  | { readonly measure: 'rollout'; readonly label: 'estimate'; readonly expectedGuesses: number }
  | {
      readonly measure: 'endgame';
      readonly label: 'bound';
      readonly expectedGuesses: number;
      /** The chance to solve every board within the guess limit. */
      readonly winChance: number;
    };

/** Registry entry of a multi-board strategy. */
export interface BoardsStrategyInfo {
  readonly name: string;
  /** One line: the idea. */
  readonly summary: string;
  /** Make the strategy. */
  readonly create: () => BoardsStrategy;
}
