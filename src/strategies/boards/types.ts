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
}

/** Registry entry of a multi-board strategy. */
export interface BoardsStrategyInfo {
  readonly name: string;
  /** One line: the idea. */
  readonly summary: string;
  /** Make the strategy. */
  readonly create: () => BoardsStrategy;
}
