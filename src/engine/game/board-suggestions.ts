import type { Candidates } from '../../core/filter.js';
import { asWordId, type Word } from '../../core/types.js';
import { jointRanking } from '../../strategies/boards/joint.js';
import type { Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import type { BoardsPosition } from './rules.js';
import { provenBoardsGuesses, type BoardsExactOptions, type BoardsProvenValue } from '../exact/boards.js';

/** One suggested guess over the boards, with the numbers the assistant shows. */
export interface BoardsSuggestion {
  readonly word: Word;
  /** Entropy of the joint feedback over the unsolved boards, bits. */
  readonly entropy: number;
  /** Σ over the unsolved boards of the expected candidates left there. */
  readonly expectedSize: number;
  /** The boards (1-based) where this word is still a candidate. */
  readonly solves: readonly number[];
  /** Expected number of boards it solves now. */
  readonly hitChance: number;
  /** Its proven value (chance to finish in time, expected guesses), where the exact search finished. */
  readonly proven?: BoardsProvenValue;
}

/** A position over the boards: its game, the strategy's view, and each board's answers left (null once solved). */
export interface BoardsView {
  readonly config: GameConfig;
  readonly pos: BoardsPosition;
  readonly boards: readonly (Candidates | null)[];
}

/** Any guess's numbers over the boards still open. */
export function describeGuess(view: BoardsView, g: number): BoardsSuggestion {
  let entropy = 0;
  let expectedSize = 0;
  let hitChance = 0;
  const solves: number[] = [];
  view.boards.forEach((c, b) => {
    if (c === null) return;
    const st = view.pos.partitioner.stats(asWordId(g), c);
    entropy += st.entropy;
    expectedSize += st.expectedSize;
    if (st.isCandidate) {
      solves.push(b + 1);
      hitChance += 1 / c.length;
    }
  });
  return { word: view.config.words.guesses[g] as Word, entropy, expectedSize, solves, hitChance };
}

/** The strategy's pick first, then the best others by joint entropy (ties: can solve a board, list order). */
export function jointSuggestions(view: BoardsView, strategy: Strategy, top: number): BoardsSuggestion[] {
  const pick = strategy.pick(view.pos);
  const ranked = jointRanking(view.pos).slice(0, top + 1);
  const at = ranked.findIndex((r) => r.guess === pick);
  const head = at >= 0 ? ranked.splice(at, 1) : [{ guess: pick }];
  return [...head, ...ranked].slice(0, top).map((r) => describeGuess(view, r.guess));
}

/**
 * The best guesses by the exact search (the win first, then the fewest expected guesses until the
 * last board is solved), each with its proven value; null where the position is too large or the
 * search does not finish within its budget (`provenBoardsGuesses`).
 */
export function provenSuggestions(
  view: BoardsView,
  top: number,
  options: Omit<BoardsExactOptions, 'top'>,
): BoardsSuggestion[] | null {
  const { pos } = view;
  const ranked = provenBoardsGuesses(view.config, pos.boards, pos.guessesLeft, { ...options, top });
  if (ranked === null) return null;
  return ranked.map(({ word: _w, guess, ...proven }) => ({ ...describeGuess(view, guess), proven }));
}
