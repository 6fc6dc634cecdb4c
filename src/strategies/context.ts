import { allCandidates, applyTurn, type Candidates } from '../core/filter.js';
import { filterHardMode, letterTable } from '../core/hard-filter.js';
import type { PatternMatrix } from '../core/matrix.js';
import { Partitioner } from '../core/partition.js';
import type { History } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { badArgument, expectConfig, readHistory, expectIds, expectOptionsOf, expectWeights } from '../core/validate.js';
import type { GuessPool, GuessContext, Progress } from './types.js';

/** The fixed setting of a game: words, their matrix, and the rules in force. */
export interface GameConfig {
  /** The word lists. */
  readonly words: WordSet;
  /** Every guess scored against every answer (see `buildPatternMatrix`). */
  readonly matrix: PatternMatrix;
  /** Hard mode: every guess must use the greens and yellows revealed so far. @default false */
  readonly hard: boolean;
  /** Guess from all allowed words or only from remaining candidates. @default 'all' */
  readonly pool: GuessPool;
  /**
   * The prior: a weight per answer id, a whole number from 1 to MAX_WEIGHT (P(answer) is its share
   * of the candidates' weight). The heuristics and the exact search read it; undefined means
   * every answer is equally likely.
   */
  readonly weights?: Float64Array;
  /** Shared partition scratch; created on demand. */
  readonly partitioner?: Partitioner;
  /** Told how long scans are going (the web app shows it); passed on to every position. */
  readonly progress?: Progress;
}

/** Fill in defaults for a game configuration. */
export function gameConfig(
  words: WordSet,
  matrix: PatternMatrix,
  options: { hard?: boolean; pool?: GuessPool; weights?: Float64Array } = {},
): GameConfig & { partitioner: Partitioner } {
  expectConfig({ words, matrix }, 'gameConfig', 'arguments');
  expectOptionsOf(options, 'gameConfig', { hard: 'boolean' });
  const { pool, weights } = options;
  if (pool !== undefined && pool !== 'all' && pool !== 'answers')
    badArgument('gameConfig', 'options.pool', "'all' or 'answers'", pool);
  if (weights !== undefined) expectWeights(weights, words.answers.length, 'gameConfig', 'options.weights');
  return {
    words,
    matrix,
    hard: options.hard ?? false,
    pool: options.pool ?? 'all',
    ...(options.weights ? { weights: options.weights } : {}),
    partitioner: new Partitioner(matrix),
  };
}

const allIdsCache = new WeakMap<WordSet, Uint32Array>();

/** Every guess id of a word set, 0..n-1 (memoized; do not modify). */
function allGuessIds(words: WordSet): Uint32Array {
  let ids = allIdsCache.get(words);
  if (ids === undefined) {
    ids = Uint32Array.from(words.guesses.keys());
    allIdsCache.set(words, ids);
  }
  return ids;
}

/**
 * The guesses allowed at this point: the pool, filtered by hard-mode rules when they apply.
 * Hard mode filters with precomputed letter data, one turn at a time (see `filterHardMode`).
 * The result may be shared: do not modify it.
 */
export function allowedGuessIds(config: GameConfig, input: History, candidates: Candidates): Uint32Array {
  expectConfig(config, 'allowedGuessIds');
  const history = readHistory(input, 'allowedGuessIds');
  expectIds(candidates, 'allowedGuessIds', 'candidates');
  if (config.pool === 'answers') return candidates; // candidates always obey hard mode
  let ids = allGuessIds(config.words);
  if (!config.hard) return ids;
  const table = letterTable(config.words.guesses);
  for (const turn of history) ids = filterHardMode(table, ids, turn);
  return ids;
}

/** Candidates after the history (all answers when it is empty). */
export function candidatesAfter(config: GameConfig, input: History): Candidates {
  const history = readHistory(input, 'candidatesAfter');
  let c = allCandidates(config.words);
  for (const t of history) c = applyTurn(config.words, c, t, config.matrix);
  return c;
}

/** Build the guess context a strategy picks from (pass `guessIds` when already known, e.g. from the parent node). */
export function guessContext(
  config: GameConfig,
  input: History,
  candidates?: Candidates,
  guessIds?: Uint32Array,
): GuessContext {
  expectConfig(config, 'guessContext');
  const history = readHistory(input, 'guessContext');
  const c = candidates ?? candidatesAfter(config, history);
  return {
    words: config.words,
    matrix: config.matrix,
    candidates: c,
    guessIds: guessIds ?? allowedGuessIds(config, history, c),
    history,
    turn: history.length + 1,
    hard: config.hard,
    pool: config.pool,
    ...(config.weights ? { weights: config.weights } : {}),
    partitioner: config.partitioner ?? new Partitioner(config.matrix),
    ...(config.progress ? { progress: config.progress } : {}),
  };
}
