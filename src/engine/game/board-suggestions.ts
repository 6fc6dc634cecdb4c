import type { Candidates } from '../../core/filter.js';
import { asWordId, type Word } from '../../core/types.js';
import { jointRanking } from '../../strategies/boards/joint.js';
import type { Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import type { BoardsPosition } from './rules.js';
import { provenBoardsGuesses, type BoardsExactOptions, type BoardsProvenValue } from '../exact/boards.js';
import type { Suggestion } from './suggestion.js';

// What a session's questions on several boards answer: the same `Suggestion` one board's give, its
// figures over the boards still open, the boards it can solve, and the proven value where the
// exact search of several boards finishes.

/** A position over the boards: its game, the strategy's view, and each board's answers left (null once solved). */
export interface BoardsView {
  readonly config: GameConfig;
  readonly pos: BoardsPosition;
  readonly boards: readonly (Candidates | null)[];
}

/**
 * Any guess's one-step numbers over the boards still open (each board's answers equally likely and
 * independent): the joint feedback's entropy (the sum of the boards'), the answers it leaves summed
 * over the boards (expected, and at most), whether it can solve a board now (`solves`: which ones,
 * `hitChance`: how many on average, `probability`: the chance it solves one).
 */
export function describeGuess(view: BoardsView, g: number): Suggestion {
  let entropy = 0;
  let expectedSize = 0;
  let worstCase = 0;
  let hitChance = 0;
  let missAll = 1;
  const solves: number[] = [];
  view.boards.forEach((c, b) => {
    if (c === null) return;
    const st = view.pos.partitioner.stats(asWordId(g), c);
    entropy += st.entropy;
    expectedSize += st.expectedSize;
    worstCase += st.worstCase;
    if (st.isCandidate) {
      solves.push(b + 1);
      hitChance += 1 / c.length;
      missAll *= 1 - 1 / c.length;
    }
  });
  const word = view.config.words.guesses[g] as Word;
  const isCandidate = solves.length > 0;
  return { word, entropy, expectedSize, worstCase, isCandidate, probability: 1 - missAll, solves, hitChance };
}

/** The order of every allowed guess: the strategy's pick first, then by joint entropy (ties: can solve a board, list order). */
function jointOrder(view: BoardsView, strategy: Strategy, top?: number): number[] {
  const pick = strategy.pick(view.pos);
  const ranked = jointRanking(view.pos).map((r) => r.guess as number);
  const list = top === undefined ? ranked : ranked.slice(0, top + 1);
  const at = list.indexOf(pick);
  if (at >= 0) list.splice(at, 1);
  return [pick, ...list];
}

/** The strategy's pick first, then the best others by joint entropy (ties: can solve a board, list order). */
export function jointSuggestions(view: BoardsView, strategy: Strategy, top: number): Suggestion[] {
  return jointOrder(view, strategy, top)
    .slice(0, top)
    .map((g) => describeGuess(view, g));
}

/** A suggestion with the exact search's proven value of it (the same fields as one board's `withExact`). */
function withProven(s: Suggestion, p: BoardsProvenValue): Suggestion {
  const { expectedGuesses, winChance, won, weight } = p;
  return { ...s, expectedGuesses, proven: true, winChance, won, weight };
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
): Suggestion[] | null {
  const { pos } = view;
  const ranked = provenBoardsGuesses(view.config, pos.boards, pos.guessesLeft, { ...options, top });
  if (ranked === null) return null;
  return ranked.map((p) => withProven(describeGuess(view, p.guess), p));
}

/** The advice over the boards: the proven suggestions where the exact search finishes, else `jointSuggestions`. */
export function boardsAdvice(
  view: BoardsView,
  strategy: Strategy,
  top: number,
  options: Omit<BoardsExactOptions, 'top'>,
): Suggestion[] {
  if (top === 0) return [];
  return provenSuggestions(view, top, options) ?? jointSuggestions(view, strategy, top);
}

/**
 * The numbers for just these guesses (ids), in the order given, with each one's rank in the
 * strategy's order over the boards (1 = its pick, then joint entropy): one-step figures, as the
 * advice gives them where the exact search does not finish.
 */
export function boardsSuggestionsOf(
  view: BoardsView,
  strategy: Strategy,
  ids: readonly number[],
): { rank: number; suggestion: Suggestion }[] {
  const order = new Map(jointOrder(view, strategy).map((g, i) => [g, i + 1]));
  return ids.map((g) => ({ rank: order.get(g) ?? 0, suggestion: describeGuess(view, g) }));
}

/** What a position over the boards is read from (a `Session`). */
export interface BoardsGame {
  readonly config: GameConfig;
  readonly solvedBoards: readonly boolean[];
  boardCandidates(b: number): Candidates;
  boardsPosition(): BoardsPosition;
}

/** A game's position over the boards, as the questions above read it. */
export function boardsView(game: BoardsGame): BoardsView {
  const boards = game.solvedBoards.map((solved, b) => (solved ? null : game.boardCandidates(b)));
  return { config: game.config, pos: game.boardsPosition(), boards };
}
