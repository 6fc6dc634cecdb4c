/**
 * A position's own game, as the CLI's session has it (the engine's engine/game/position-space.ts):
 * after a turn, the answers still possible become the answer list and the pattern matrix covers
 * only them, every allowed guess against the answers left (0.3 MB after SOARE = YGBBB on today's NYT
 * list, never the 47 MB of its whole matrix, nor the 220 MB of the frequency prior's); at the
 * opening, the whole list's matrix. It is made when a question first reads it, within the page's
 * budget, and kept only while the page asks about the same position.
 */
import { gameConfig } from 'wordlekit';
import { lazyMatrix, PositionGames, type PositionGame, type PriorSpace } from 'wordlekit/core';
import { checkMatrixBudget } from './budget.js';

/** A list under a prior: its words, and each answer's weight (none: uniform). */
export type Space = PriorSpace;

/** The last position asked about, kept for the questions that follow (explanations, the next turn's undo). */
export class Positions {
  private readonly games = new PositionGames();

  /**
   * The game of `candidates` (ids of `space`, ascending) in `space` under these rules: the last one
   * again, or a new one; refused (TOO_LARGE) before anything is made when its matrix would pass
   * the page's budget.
   */
  get(space: Space, candidates: Uint32Array, hard: boolean): PositionGame {
    checkMatrixBudget(
      space.words.guesses.length,
      candidates.length,
      'This position',
      'Add a guess (fewer answers are left after it), or choose equal weights.',
    );
    const weights = space.weights ? { weights: space.weights } : {};
    return this.games.get(gameConfig(space.words, lazyMatrix(space.words), { hard, ...weights }), candidates);
  }

  /** Forget the position (and its matrix). */
  release(): void {
    this.games.release();
  }
}
