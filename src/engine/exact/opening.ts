import { formatTurn } from '../../core/history.js';
import type { Tree, Word } from '../../core/types.js';
import {
  expectObject,
  expectPosition,
  expectString,
  expectWordSet,
  expectOptionsOf,
  RULES,
} from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { defaultKernel } from '../../search/exact-play.js';
import type { Cancellation, Executor } from '../../search/jobs/executor.js';
import { solveGuess, solveGuessForWin, type PlanOptions } from '../../search/parallel/solve.js';
import type { ResultStore } from '../../search/parallel/store.js';
import { fromPlainTree, type PlainTree } from '../../search/position/plain-tree.js';
import { PositionSplitter, type Position } from '../../search/position/position.js';
import { Searcher } from '../../search/solver/searcher.js';
import { treeStats, type TreeStats } from '../tree/stats.js';
import type { CheckpointMeta } from './checkpoint.js';

/*
 * The use case of `wordle optimal --first WORD`: one guess solved exactly, in parallel by outcome
 * on any executor, with its optimal tree; a result store (a checkpoint file) makes it resumable.
 */

/** How a solve runs. */
export interface SolveGuessRun {
  readonly executor: Executor;
  /** Where proven parts are kept, and read back from on a rerun. */
  readonly store?: ResultStore;
  readonly signal?: Cancellation;
  /** Called as each outcome of the guess is proven (and once at the start): done of total. */
  readonly onOutcome?: (done: number, total: number) => void;
}

/** A guess solved: its exact total over the position's answers, and the optimal tree that reaches it. */
export interface SolvedGuess {
  readonly guess: Word;
  readonly total: number;
  readonly tree: Tree;
  readonly stats: TreeStats;
}

/** What a checkpoint of this solve must say it is for (the lists, the rules, and the task). */
export function solveCheckpointMeta(words: WordSet, position: Position, guess: Word): CheckpointMeta {
  expectWordSet(words, 'solveCheckpointMeta');
  expectPosition(position, 'solveCheckpointMeta');
  expectString(guess, 'solveCheckpointMeta', 'guess');
  const task = `${position.history.map(formatTurn).join(' ')} first ${guess}`.trim();
  return {
    format: 'wordle-checkpoint',
    version: 2,
    lists: words.checksum,
    hard: position.hard,
    maxGuesses: position.maxGuesses,
    task,
  };
}

/** The arguments of `solveGuessExactly` and `solveGuessForWinExactly`, checked at the door. */
function expectGuessArgs(fn: string, words: unknown, position: unknown, guess: unknown, run: unknown): void {
  expectWordSet(words, fn);
  expectPosition(position, fn);
  expectString(guess, fn, 'guess');
  expectObject(run, fn, 'run');
  expectRun(run as unknown as SolveGuessRun, fn);
}

/**
 * The exact total and optimal tree of playing `guess` next in `position`: every outcome is its own
 * job, and the hard ones share their work among the executor's workers. Throws BAD_OPTION when the
 * guess cannot find every answer in time, whatever follows.
 */
export async function solveGuessExactly(
  words: WordSet,
  position: Position,
  guess: Word,
  run: SolveGuessRun,
): Promise<SolvedGuess> {
  expectGuessArgs('solveGuessExactly', words, position, guess, run);
  const r = await solveGuess(position, guess, planOf(words, position, guess, run));
  const tree = fromPlainTree(r.tree, 'search');
  return { guess, total: r.value, tree, stats: treeStats(tree) };
}

/**
 * `solveGuessExactly` playing for the win (equal weights): the outcomes that cannot be finished in
 * time are played to lose the fewest answers, then with the least total. The value is the search's
 * ('win' objective: see search/objective/valuation.ts), and the tree leaves out the answers given up at its
 * last guess (`lossy`). Nothing is read from or kept in `run.store` for those outcomes.
 */
export async function solveGuessForWinExactly(
  words: WordSet,
  position: Position,
  guess: Word,
  run: SolveGuessRun,
): Promise<{ readonly guess: Word; readonly tree: PlainTree; readonly lossy: boolean }> {
  expectGuessArgs('solveGuessForWinExactly', words, position, guess, run);
  const r = await solveGuessForWin(position, guess, planOf(words, position, guess, run));
  return { guess, tree: r.tree, lossy: r.lossy };
}

/** Every option of a run checked at the door (one BAD_ARGUMENT naming the option). */
function expectRun(run: SolveGuessRun, fn: string): void {
  expectOptionsOf(
    run,
    fn,
    { executor: RULES.executor, store: 'object', signal: RULES.signal, onOutcome: 'function' },
    'run',
  );
  RULES.executor(run.executor, fn, 'run.executor');
}

/** The parallel plan of solving `guess` in `position` on the run's executor, with progress by outcome. */
function planOf(words: WordSet, position: Position, guess: Word, run: SolveGuessRun): PlanOptions {
  const splitter = new PositionSplitter(words);
  const outcomes = splitter.split(position, guess).children.length;
  const depth = position.history.length + 1;
  let done = 0;
  run.onOutcome?.(0, outcomes);
  // Only a position large enough to share its work needs its first guesses here: made on demand.
  const kernel = defaultKernel(words);
  const local = new Map<string, Searcher>();
  const searcher = (objective: 'total' | 'win'): Searcher => {
    let s = local.get(objective);
    if (s === undefined) {
      s = new Searcher(words, undefined, { hard: position.hard, objective, ...(kernel ? { kernel } : {}) });
      local.set(objective, s);
    }
    return s;
  };
  return {
    executor: run.executor,
    splitter,
    firstGuesses: (q, objective) => searcher(objective).firstGuesses(q),
    ...(run.store !== undefined ? { store: run.store } : {}),
    ...(run.signal !== undefined ? { signal: run.signal } : {}),
    onSolved: (q) => {
      if (q.history.length === depth) run.onOutcome?.(++done, outcomes);
    },
  };
}
