import { allCandidates, type Candidates } from '../../core/filter.js';
import { buildPatternMatrix } from '../../core/matrix.js';
import { Partitioner, type GuessStats } from '../../core/partition.js';
import { lazyMatrix, matrixBuilt, subMatrix, subWordSet } from '../../core/sub-matrix.js';
import { asWordId, type WordId } from '../../core/types.js';
import { expectConfig, expectIds, expectObject, expectWeights } from '../../core/validate.js';
import { gameConfig, type GameConfig } from '../../strategies/context.js';
import type { GuessContext } from '../../strategies/types.js';
import type { PriorSpace } from './prior.js';

/*
 * A position's own game, which is what keeps a question after a turn cheap, in the terminal and in
 * the browser: the answers still possible become the answer list and the pattern matrix covers only
 * them, every allowed guess against the answers left (one byte a pattern: 0.3 MB after SOARE = YGBBB
 * on today's NYT list, never the 47 MB of its whole matrix, nor the 220 MB of the frequency
 * prior's). The whole matrix is made only where a question needs every answer (the start of a
 * game), or read where it is already made. The suggestions are the whole list's, in the same order
 * (see core/sub-matrix.ts), for every strategy but `random` (whose pick hashes the candidates' ids).
 */

/** The word set and weights of the answers `candidates` (ids of `space`, ascending) alone. */
export function subSpace(space: PriorSpace, candidates: Candidates): PriorSpace {
  expectObject(space, 'subSpace', 'space');
  if (space.weights !== undefined)
    expectWeights(space.weights, space.words?.answers?.length ?? 0, 'subSpace', 'space.weights');
  const { words, weights } = space;
  const sub = subWordSet(words, candidates);
  return { words: sub, ...(weights ? { weights: Float64Array.from(candidates, (a) => weights[a]!) } : {}) };
}

/** A position's game: the rules and matrix it is asked over, and its answers left (ids of its words). */
export interface PositionGame {
  readonly config: GameConfig;
  readonly candidates: Candidates;
}

/**
 * The game the position `candidates` (answer ids of `config.words`, ascending) is asked over:
 * `config` itself while every answer is left or when its whole matrix is already made; otherwise
 * the answers left on their own (`subSpace`), with their matrix (made when first read) and the same
 * rules.
 */
export function positionGame(config: GameConfig, candidates: Candidates): PositionGame {
  expectConfig(config, 'positionGame');
  expectIds(candidates, 'positionGame', 'candidates');
  if (candidates.length === config.words.answers.length || matrixBuilt(config.matrix)) return { config, candidates };
  const sub = subSpace(config, candidates);
  // Its matrix too is made only if read: the optimal strategy's answer from a tree, known values
  // or a proof within its budget reads the rows of its ten suggestions alone (see `guessStats`).
  const own = gameConfig(
    sub.words,
    lazyMatrix(sub.words, () => subMatrix(config.words, candidates)),
    {
      hard: config.hard,
      pool: config.pool,
      ...(sub.weights ? { weights: sub.weights } : {}),
    },
  );
  return {
    config: config.progress ? { ...own, progress: config.progress } : own,
    candidates: allCandidates(sub.words),
  };
}

/**
 * How each guess of `ids` splits the position's answers: read from the whole matrix when it is
 * made, else from just those guesses' rows (the start of a game whose suggestions come from a
 * table of openings then never makes the whole matrix).
 */
export function guessStats(pos: GuessContext, ids: readonly WordId[]): GuessStats[] {
  if (matrixBuilt(pos.matrix)) return ids.map((g) => pos.partitioner.stats(g, pos.candidates, pos.weights));
  const rows = new Partitioner(
    buildPatternMatrix(
      ids.map((g) => pos.words.guesses[g]!),
      pos.words.answers,
    ),
  );
  return ids.map((g, i) => ({ ...rows.stats(asWordId(i), pos.candidates, pos.weights), guess: g }));
}

/** True when two id lists hold the same ids. */
function sameIds(a: Candidates, b: Candidates): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** True when two games are over the same words, prior and rules (so the same position is the same question). */
function sameGame(a: GameConfig, b: GameConfig): boolean {
  return a.words === b.words && a.weights === b.weights && a.hard === b.hard && a.pool === b.pool;
}

/** A game kept from an earlier question, told of this question's progress (see `GameConfig.progress`). */
function withProgress(game: PositionGame, asked: GameConfig): PositionGame {
  if (game.config.progress === asked.progress) return game;
  const { progress: _old, ...rest } = game.config;
  const config = asked.progress ? { ...rest, progress: asked.progress } : rest;
  return { config, candidates: game.candidates };
}

/**
 * The last position asked about, kept for the questions that follow (the suggestions, then the
 * numbers of a word; the next turn's undo), then let go: one position's matrix at a time. A
 * position is known by its game's words, prior and rules and its answers left (a config made
 * again for each question, as the web app's worker does, finds it too).
 */
export class PositionGames {
  private last: { base: GameConfig; candidates: Candidates; game: PositionGame } | undefined;

  /** `positionGame(config, candidates)`: the last one again when asked the same. */
  get(config: GameConfig, candidates: Candidates): PositionGame {
    const last = this.last;
    if (last !== undefined && sameGame(last.base, config) && sameIds(last.candidates, candidates)) {
      return withProgress(last.game, config);
    }
    this.last = undefined; // free the previous matrix before making the next
    const game = positionGame(config, candidates);
    this.last = { base: config, candidates, game };
    return game;
  }

  /** Forget the position (and its matrix). */
  release(): void {
    this.last = undefined;
  }
}
