import type { Tree, Word } from '../../core/types.js';
import { expectConfig, expectInt, expectStrings, expectOptionsOf, RULES, int } from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import type { Executor } from '../../search/jobs/executor.js';
import type { JobSetup } from '../../search/jobs/job.js';
import { growInParallel } from '../../search/parallel/grow.js';
import { rootPosition } from '../../search/position/position.js';
import { guessContext, type GameConfig } from '../../strategies/context.js';
import { findStrategy, HEURISTICS } from '../../strategies/index.js';
import type { Strategy, StrategyOptions } from '../../strategies/types.js';
import { BENCH_TREE_DEPTH, summarize, verifyHardMode, type BenchStats } from './bench.js';
import { buildTree, positionSplitter } from './build.js';

/*
 * The use case of `wordle bench`: every answer played with each of several strategies, through
 * the strategy's decision tree (built in this thread, or grown in parallel on an executor).
 */

/** Options of `compareStrategies`. */
export interface CompareOptions {
  /** Options of every strategy (seed, lookahead). */
  readonly strategy?: StrategyOptions;
  /** Fixed opening guess for every strategy. */
  readonly first?: Word;
  /** Play only these answers (mask by answer id). @default every answer */
  readonly targets?: Uint8Array;
  /** Games longer than this are failures. @default 6 */
  readonly maxGuesses?: number;
  /** Grow the trees here (its runners need `RunnerHooks.grow`; see `growJobSetup`). @default this thread */
  readonly executor?: Executor;
  /** Told how a strategy's tree is going (outcomes of its first guess grown, on an executor). */
  readonly onProgress?: (strategy: string, done: number, total: number) => void;
  /** A clock in milliseconds (injected: the core has no timers of its own). */
  readonly now?: () => number;
}

/** What the workers of `compareStrategies` share: the game's word lists, matrix, pool and weights. */
export function growJobSetup(config: GameConfig): JobSetup {
  expectConfig(config, 'growJobSetup');
  return {
    answers: config.words.answers,
    extraGuesses: config.words.guesses.slice(config.words.answers.length),
    matrix: config.matrix.data.buffer,
    pool: config.pool,
    ...(config.weights !== undefined ? { weights: config.weights } : {}),
    memoBytes: 0,
  };
}

/**
 * Benchmark heuristics by name: each one's tree (every game replayed against the hard-mode rules
 * when they apply: a strategy breaking them is a bug, and throws), summarized. The names are
 * checked first (UNKNOWN_STRATEGY lists the heuristics).
 */
export async function compareStrategies(
  config: GameConfig,
  names: readonly string[],
  options: CompareOptions = {},
): Promise<BenchStats[]> {
  expectConfig(config, 'compareStrategies');
  expectStrings(names, 'compareStrategies', 'names');
  expectOptionsOf(options, 'compareStrategies', {
    strategy: 'object',
    first: RULES.word,
    targets: 'bytes',
    executor: RULES.executor,
    onProgress: 'function',
    now: 'function',
    maxGuesses: int(1, BENCH_TREE_DEPTH),
  });
  const maxGuesses = options.maxGuesses ?? 6;
  expectInt(maxGuesses, 'compareStrategies', 'options.maxGuesses', 1, BENCH_TREE_DEPTH);
  const infos = names.map((n) => findStrategy(HEURISTICS, n));
  const now = options.now ?? (() => 0);
  const results: BenchStats[] = [];
  for (const info of infos) {
    const t0 = now();
    const tree = await strategyTree(config, info.create(options.strategy ?? {}), options);
    const ms = now() - t0;
    if (config.hard) {
      const bad = verifyHardMode(config, tree);
      if (bad.length > 0) {
        const b = bad[0]!;
        throw new Error(`${info.name} broke hard mode: guess ${b.turn} ${b.guess} for ${b.answer}: ${b.reason}`);
      }
    }
    const { targets } = options;
    results.push(summarize(config, info.name, tree, { maxGuesses, ms, ...(targets ? { targets } : {}) }));
  }
  return results;
}

/** A strategy's benchmark tree: built in this thread, or its first guess's outcomes grown on the executor. */
async function strategyTree(config: GameConfig, strategy: Strategy, options: CompareOptions): Promise<Tree> {
  const { targets, executor } = options;
  const first = options.first?.toLowerCase();
  if (executor === undefined) {
    return buildTree(config, strategy, {
      maxDepth: BENCH_TREE_DEPTH,
      ...(first !== undefined ? { first } : {}),
      ...(targets !== undefined ? { targets } : {}),
    });
  }
  const { words } = config;
  const root = rootPosition(words, { hard: config.hard, maxGuesses: BENCH_TREE_DEPTH });
  const opening = first ?? words.guesses[strategy.pick(guessContext(config, []))]!;
  return growInParallel(
    root,
    words.guesses[wordId(words, opening)]!,
    (position) => ({
      kind: 'grow',
      position,
      strategy: strategy.name,
      options: options.strategy ?? {},
      maxDepth: BENCH_TREE_DEPTH,
      ...(targets ? { targets } : {}),
    }),
    {
      executor,
      splitter: positionSplitter(config),
      ...(targets ? { targets } : {}),
      onProgress: (done, total) => options.onProgress?.(strategy.name, done, total),
    },
  );
}
