import { checkHardMode } from '../../core/hardmode.js';
import { allGreen } from '../../core/pattern.js';
import { asPattern, type Tree, type Turn, type Word } from '../../core/types.js';
import {
  expectConfig,
  expectInt,
  expectStrategy,
  expectTree,
  expectOptionsOf,
  RULES,
  finite,
} from '../../core/validate.js';
import type { Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import { buildTree } from './build.js';

/**
 * How deep a benchmark tree may grow. Strategies always make progress (see `buildTree`), so every
 * answer is solved long before this; games past `maxGuesses` are counted as failures, but still
 * played to the end so the maximum and the average are real numbers.
 */
export const BENCH_TREE_DEPTH = 64;

/** The result of playing every (selected) answer with one strategy. */
export interface BenchStats {
  readonly strategy: string;
  /** The opening guess the tree plays. */
  readonly first: Word;
  /** Games played: the answers on one board, the answer tuples on several (`boards`). */
  readonly answers: number;
  readonly maxGuesses: number;
  /** histogram[k] = answers solved in exactly k guesses, k = 1..maxGuesses (index 0 unused). */
  readonly histogram: readonly number[];
  /** Answers that needed more than `maxGuesses` guesses. */
  readonly failed: number;
  /** Guesses over all answers played (failures counted with the guesses they really took). */
  readonly total: number;
  readonly average: number;
  /** Average weighted by the prior, when the game has one. */
  readonly weightedAverage?: number;
  /** Most guesses any answer took. */
  readonly max: number;
  /** Percentage solved within `maxGuesses`. */
  readonly solvedPct: number;
  /** Wall time to build the tree (or play the games), milliseconds (filled in by the caller). */
  readonly ms: number;
  /** Several boards: the boards of each game; the games are answer tuples drawn with `seed` (absent: every answer, one board). */
  readonly boards?: number;
  readonly seed?: number;
}

/** What `tally` counts from the guesses of each game played. */
export type Tally = Pick<BenchStats, 'answers' | 'histogram' | 'failed' | 'total' | 'max' | 'average' | 'solvedPct'>;

/** Count games by the guesses they took (`maxGuesses` and fewer in the histogram, more as failures). */
export function tally(guesses: readonly number[], maxGuesses: number): Tally {
  const histogram = new Array<number>(maxGuesses + 1).fill(0);
  let total = 0;
  let failed = 0;
  let max = 0;
  for (const d of guesses) {
    total += d;
    max = Math.max(max, d);
    if (d <= maxGuesses) histogram[d]!++;
    else failed++;
  }
  const answers = guesses.length;
  const average = answers ? total / answers : 0;
  return {
    answers,
    histogram,
    failed,
    total,
    max,
    average,
    solvedPct: answers ? (100 * (answers - failed)) / answers : 0,
  };
}

/** Evenly spaced answers: `size` of the `nAnswers`, as a mask by answer id (all when size ≥ n). */
export function answerSubset(nAnswers: number, size: number): Uint8Array {
  const mask = new Uint8Array(nAnswers);
  const k = Math.min(size, nAnswers);
  for (let i = 0; i < k; i++) mask[Math.floor((i * nAnswers) / k)] = 1;
  return mask;
}

/** Follow the tree for each answer: depths[a] = guesses it takes, 0 when the tree does not solve it. */
export function answerDepths(config: GameConfig, tree: Tree): Int32Array {
  const { words, matrix } = config;
  const win = allGreen(words.length);
  const depths = new Int32Array(words.answers.length);
  for (let a = 0; a < depths.length; a++) {
    let node = tree;
    for (let d = 1; node.kind === 'guess'; d++) {
      const g = words.index.get(node.guess);
      if (g === undefined) break;
      const p = matrix.data[g * matrix.nAnswers + a]!;
      if (p === win) {
        depths[a] = d;
        break;
      }
      const next = node.branches.get(asPattern(p));
      if (next === undefined) break;
      node = next;
    }
  }
  return depths;
}

/** Summarize the depths of the played answers (`targets` mask; all when omitted). */
export function summarize(
  config: GameConfig,
  strategy: string,
  tree: Tree,
  options: { maxGuesses: number; targets?: Uint8Array; ms?: number },
): BenchStats {
  expectConfig(config, 'summarize');
  expectTree(tree, 'summarize');
  expectOptionsOf(options, 'summarize', { targets: 'bytes', ms: finite(0) });
  expectInt(options.maxGuesses, 'summarize', 'options.maxGuesses', 1, 1000);
  const depths = answerDepths(config, tree);
  const { maxGuesses, targets } = options;
  const played: number[] = [];
  let wSum = 0;
  let wTotal = 0;
  depths.forEach((raw, a) => {
    if (targets !== undefined && targets[a] !== 1) return;
    const d = raw === 0 ? BENCH_TREE_DEPTH + 1 : raw; // unsolved: worse than any real game
    played.push(d);
    const w = config.weights?.[a] ?? 0;
    wSum += w;
    wTotal += w * d;
  });
  return {
    strategy,
    first: tree.kind === 'guess' ? tree.guess : '',
    maxGuesses,
    ...tally(played, maxGuesses),
    ...(config.weights !== undefined && wSum > 0 ? { weightedAverage: wTotal / wSum } : {}),
    ms: options.ms ?? 0,
  };
}

/** One hard-mode violation found by `verifyHardMode`. */
export interface HardModeViolation {
  readonly answer: Word;
  readonly turn: number;
  readonly guess: Word;
  readonly reason: string;
}

/**
 * Replay every answer's game through the tree and check each guess against the hard-mode rules
 * with the reference `checkHardMode`. Returns the violations (empty when every guess is legal).
 */
export function verifyHardMode(config: GameConfig, tree: Tree): HardModeViolation[] {
  expectConfig(config, 'verifyHardMode');
  expectTree(tree, 'verifyHardMode');
  const { words, matrix } = config;
  const win = allGreen(words.length);
  const out: HardModeViolation[] = [];
  words.answers.forEach((answer, a) => {
    const history: Turn[] = [];
    let node = tree;
    while (node.kind === 'guess') {
      const reason = checkHardMode(history, node.guess);
      if (reason !== null) out.push({ answer, turn: history.length + 1, guess: node.guess, reason });
      const g = words.index.get(node.guess);
      if (g === undefined) break;
      const pattern = matrix.data[g * matrix.nAnswers + a]!;
      if (pattern === win) break;
      history.push({ guess: node.guess, pattern: asPattern(pattern) });
      const next = node.branches.get(asPattern(pattern));
      if (next === undefined) break;
      node = next;
    }
  });
  return out;
}

/** Options for `benchStrategy`. */
export interface BenchOptions {
  /** Games longer than this are failures. @default 6 */
  readonly maxGuesses?: number;
  readonly first?: Word;
  /** Play only these answers (mask by answer id). */
  readonly targets?: Uint8Array;
  /** A clock in milliseconds (injected: the core has no timers of its own). */
  readonly now?: () => number;
}

/** Play every answer with one strategy in this thread: build its tree once, then summarize. */
export function benchStrategy(config: GameConfig, strategy: Strategy, options: BenchOptions = {}): BenchStats {
  expectConfig(config, 'benchStrategy');
  expectStrategy(strategy, 'benchStrategy');
  expectOptionsOf(options, 'benchStrategy', {
    first: RULES.word,
    targets: 'bytes',
    now: 'function',
    maxGuesses: RULES.maxGuesses,
  });
  expectInt(options.maxGuesses ?? 6, 'benchStrategy', 'options.maxGuesses', 1, 1000);
  const now = options.now ?? (() => 0);
  const t0 = now();
  const tree = buildTree(config, strategy, {
    maxDepth: BENCH_TREE_DEPTH,
    ...(options.first !== undefined ? { first: options.first } : {}),
    ...(options.targets !== undefined ? { targets: options.targets } : {}),
  });
  return summarize(config, strategy.name, tree, {
    maxGuesses: options.maxGuesses ?? 6,
    ...(options.targets !== undefined ? { targets: options.targets } : {}),
    ms: now() - t0,
  });
}
