import { allCandidates, applyTurn, type Candidates } from '../core/filter.js';
import { isHardModeLegal } from '../core/hardmode.js';
import type { PatternMatrix } from '../core/matrix.js';
import { Partitioner } from '../core/partition.js';
import type { History } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import type { GuessPool, Position } from '../strategies/types.js';

/** The fixed setting of a game: words, their matrix, and the rules in force. */
export interface GameConfig {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  /** Hard mode: every guess must use the greens and yellows revealed so far. @default false */
  readonly hard: boolean;
  /** Guess from all allowed words or only from remaining candidates. @default 'all' */
  readonly pool: GuessPool;
  /** Prior weight per answer id; undefined means uniform. */
  readonly weights?: Float64Array;
  /** Shared partition scratch; created on demand. */
  readonly partitioner?: Partitioner;
}

/** Fill in defaults for a game configuration. */
export function gameConfig(
  words: WordSet,
  matrix: PatternMatrix,
  options: { hard?: boolean; pool?: GuessPool; weights?: Float64Array } = {},
): GameConfig & { partitioner: Partitioner } {
  return {
    words,
    matrix,
    hard: options.hard ?? false,
    pool: options.pool ?? 'all',
    ...(options.weights ? { weights: options.weights } : {}),
    partitioner: new Partitioner(matrix),
  };
}

/** The guesses allowed at this point: the pool, filtered by hard-mode rules when they apply. */
export function allowedGuessIds(config: GameConfig, history: History, candidates: Candidates): Uint32Array {
  if (config.pool === 'answers') return candidates; // candidates always obey hard mode
  const n = config.words.guesses.length;
  if (!config.hard || history.length === 0) return Uint32Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  config.words.guesses.forEach((w, i) => {
    if (isHardModeLegal(history, w)) out.push(i);
  });
  return Uint32Array.from(out);
}

/** Candidates after the history (all answers when it is empty). */
export function candidatesAfter(config: GameConfig, history: History): Candidates {
  let c = allCandidates(config.words);
  for (const t of history) c = applyTurn(config.words, c, t, config.matrix);
  return c;
}

/** Build the position a strategy sees. */
export function makePosition(config: GameConfig, history: History, candidates?: Candidates): Position {
  const c = candidates ?? candidatesAfter(config, history);
  return {
    words: config.words,
    matrix: config.matrix,
    candidates: c,
    guessIds: allowedGuessIds(config, history, c),
    history,
    turn: history.length + 1,
    ...(config.weights ? { weights: config.weights } : {}),
    partitioner: config.partitioner ?? new Partitioner(config.matrix),
  };
}
