import { formatTurn } from '../../core/history.js';
import { expectPosition } from '../../core/validate.js';
import type { Word } from '../../core/types.js';
import type { PlainTree } from '../position/plain-tree.js';
import type { Position } from '../position/position.js';

/** A proven result, as checkpoints keep it: the value, the guess reaching it, and the tree (checkable). */
export interface SolvedPosition {
  readonly value: number;
  readonly guess: Word;
  readonly tree: PlainTree;
}

/** Guesses proven unable to beat a cutoff in a position: each takes at least `beta` guesses in all. */
export interface Refutation {
  readonly beta: number;
  readonly guesses: readonly Word[];
}

/** Where finished parts of a long run are kept (a checkpoint file, say), by position key. */
export interface ResultStore {
  /** The result kept for a position key, if any. */
  get(key: string): SolvedPosition | undefined;
  /** Keep a proven result. */
  put(key: string, result: SolvedPosition): void;
  /**
   * The refutations kept for a position key: a resumed run does not search those guesses again
   * while its cutoff is at most their `beta`. Optional: a store without it keeps results only.
   */
  refutations?(key: string): readonly Refutation[];
  /** Keep a refutation (see `refutations`). */
  putRefutation?(key: string, refutation: Refutation): void;
}

/** The key of a position in a `ResultStore`: its turns (the word lists and rules are the store's). */
export function positionKey(p: Position): string {
  expectPosition(p, 'positionKey', 'p');
  return p.history.map(formatTurn).join(' ') || '(start)';
}
