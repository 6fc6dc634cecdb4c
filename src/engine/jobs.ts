import { isWordleError, WordleError } from '../core/errors.js';
import { matrixFromBuffer, type PatternMatrix } from '../core/matrix.js';
import type { Word } from '../core/types.js';
import { makeWordSet, type WordSet } from '../core/wordlist.js';
import { expectObject, expectOptions, expectStrings } from '../core/validate.js';
import { INFEASIBLE } from '../search/bounds.js';
import type { Kernel } from '../search/kernel.js';
import { toPlainTree, type PlainTree } from '../search/plain-tree.js';
import type { GamePosition } from '../search/position.js';
import { Searcher } from '../search/searcher.js';
import { createStrategy } from '../strategies/index.js';
import type { GuessPool, Strategy, StrategyOptions } from '../strategies/types.js';
import { gameConfig, type GameConfig } from './position.js';
import { buildSubtree } from './tree.js';

/**
 * A unit of work as plain data, the same for a worker thread, a web worker, a queue worker or
 * this thread. `value`: the least total guesses of a position (over every allowed guess, or over
 * `guesses` only), exact when below `beta`; `each`: that of each of `guesses` played first;
 * `grow`: the subtree a strategy plays from a position.
 */
export type Job =
  | {
      readonly kind: 'value';
      readonly position: GamePosition;
      readonly beta: number;
      /** Restrict the first guess to these words (to share one position's guesses among workers). */
      readonly guesses?: readonly Word[];
      /** Also return the optimal tree when the value is exact. */
      readonly tree: boolean;
      /** Explore only the best `top` guesses per node (an upper bound, not a proof). @default 0 */
      readonly top?: number;
      /** @default 'total' (see SearchOptions.objective) */
      readonly objective?: 'total' | 'depth';
      /**
       * Give up after this many milliseconds and say so (`timedOut`): the plans use it to find the
       * positions worth sharing among workers. What was proven stays in the runner's memo.
       */
      readonly timeLimitMs?: number;
    }
  | {
      readonly kind: 'each';
      readonly position: GamePosition;
      readonly beta: number;
      readonly guesses: readonly Word[];
      readonly top?: number;
    }
  | {
      readonly kind: 'grow';
      readonly position: GamePosition;
      readonly strategy: string;
      readonly options: StrategyOptions;
      readonly maxDepth: number;
      readonly targets?: Uint8Array;
    };

/** A guess's value: exact, or a lower bound when it reached the cutoff. */
export interface GuessValue {
  readonly guess: Word;
  readonly value: number;
  readonly exact: boolean;
}

/** What a job returns. `nodes`: search nodes expanded for it. */
export type JobResult =
  | {
      readonly kind: 'value';
      readonly value: number;
      readonly exact: boolean;
      readonly guess: Word | null;
      readonly tree: PlainTree | null;
      readonly nodes: number;
      /** The job ran out of its `timeLimitMs` (value, guess and tree then mean nothing). */
      readonly timedOut?: boolean;
    }
  | { readonly kind: 'each'; readonly values: readonly GuessValue[]; readonly nodes: number }
  | { readonly kind: 'grow'; readonly tree: PlainTree };

/** What every job of one run shares (serializable: workers are started with it). */
export interface JobSetup {
  readonly answers: readonly Word[];
  readonly extraGuesses: readonly Word[];
  /** The pattern matrix cells, row-major; grow jobs need it, search jobs use it when given. */
  readonly matrix?: ArrayBufferLike;
  /** For grow jobs. */
  readonly pool?: GuessPool;
  readonly weights?: Float64Array;
  /** Memo budget of each search, bytes. */
  readonly memoBytes: number;
  /**
   * A memo table every runner of the run shares (`createSharedMemo` for these word lists; worker
   * threads share the buffer itself), on top of each search's own memo. @default none
   */
  readonly sharedMemo?: SharedArrayBuffer;
}

/** Hooks of a runner (not serializable: set by whoever hosts it). */
export interface RunnerHooks {
  /** The search's hot loop. */
  readonly kernel?: (patterns: number, maxRows: number, maxN: number) => Kernel;
  /** Nodes expanded so far, every 1024. */
  readonly onProgress?: (nodes: number) => void;
  /** Polled during searches: true stops the job with WordleError('INTERRUPTED'). */
  readonly shouldStop?: () => boolean;
}

/** Runs jobs, keeping one searcher (and its memo) per kind of search across jobs. */
export class JobRunner {
  readonly words: WordSet;
  readonly matrix: PatternMatrix | undefined;
  private readonly searchers = new Map<string, Searcher>();
  private readonly configs = new Map<boolean, GameConfig>();
  private readonly strategies = new Map<string, Strategy>();
  /** The running job's time limit (performance.now() time), if it has one. */
  private deadline = Infinity;

  constructor(
    readonly setup: JobSetup,
    private readonly hooks: RunnerHooks = {},
  ) {
    expectObject(setup, 'JobRunner', 'setup');
    expectStrings(setup.answers, 'JobRunner', 'setup.answers');
    expectStrings(setup.extraGuesses, 'JobRunner', 'setup.extraGuesses');
    expectOptions(hooks, 'JobRunner', 'hooks');
    this.words = makeWordSet(setup.answers, setup.extraGuesses);
    this.matrix =
      setup.matrix === undefined
        ? undefined
        : matrixFromBuffer(setup.matrix, this.words.guesses.length, this.words.answers.length, this.words.length);
  }

  /** Nodes expanded by every search of this runner. */
  get totalNodes(): number {
    let n = 0;
    for (const s of this.searchers.values()) n += s.nodes;
    return n;
  }

  /** Memo bytes held by every search of this runner. */
  get memoBytes(): number {
    let n = 0;
    for (const s of this.searchers.values()) n += s.memo.stats().bytes;
    return n;
  }

  /** The searcher for one kind of search (made on first use). */
  searcher(hard: boolean, top = 0, objective: 'total' | 'depth' = 'total'): Searcher {
    const key = `${hard}|${top}|${objective}`;
    let s = this.searchers.get(key);
    if (s === undefined) {
      s = new Searcher(this.words, this.matrix, {
        hard,
        top,
        objective,
        memoBytes: this.setup.memoBytes,
        ...(this.setup.sharedMemo !== undefined ? { shared: this.setup.sharedMemo } : {}),
        ...(this.hooks.kernel !== undefined ? { kernel: this.hooks.kernel } : {}),
        onProgress: () => this.hooks.onProgress?.(this.totalNodes),
        shouldStop: () => this.hooks.shouldStop?.() === true || performance.now() > this.deadline,
      });
      this.searchers.set(key, s);
    }
    return s;
  }

  /** Run one job in this thread. */
  run(job: Job): JobResult {
    const before = this.totalNodes;
    switch (job.kind) {
      case 'value': {
        const s = this.searcher(job.position.hard, job.top ?? 0, job.objective ?? 'total');
        let found: { value: number; guess: Word | null };
        this.deadline = job.timeLimitMs === undefined ? Infinity : performance.now() + job.timeLimitMs;
        try {
          found = this.best(s, job.position, job.beta, job.guesses);
        } catch (e) {
          if (!(isWordleError(e) && e.code === 'INTERRUPTED' && performance.now() > this.deadline)) throw e;
          const nodes = this.totalNodes - before;
          return { kind: 'value', value: 0, exact: false, guess: null, tree: null, nodes, timedOut: true };
        } finally {
          this.deadline = Infinity;
        }
        const { value, guess } = found;
        const exact = value < job.beta && value < INFEASIBLE;
        const tree = exact && job.tree && guess !== null ? toPlainTree(s.tree(job.position, guess)) : null;
        return { kind: 'value', value, exact, guess: exact ? guess : null, tree, nodes: this.totalNodes - before };
      }
      case 'each': {
        const s = this.searcher(job.position.hard, job.top ?? 0);
        const values = s
          .guessValues(job.position, job.guesses, job.beta, false)
          .map((value, i): GuessValue => ({ guess: job.guesses[i]!, value, exact: value < job.beta }));
        return { kind: 'each', values, nodes: this.totalNodes - before };
      }
      case 'grow': {
        const config = this.config(job.position.hard);
        const tree = buildSubtree(config, this.strategy(job.strategy, job.options), job.position, {
          maxDepth: job.maxDepth,
          ...(job.targets !== undefined ? { targets: job.targets } : {}),
        });
        return { kind: 'grow', tree: toPlainTree(tree) };
      }
    }
  }

  /** The least value over every guess (or over `guesses`) with a cutoff, and the guess reaching it. */
  private best(
    s: Searcher,
    position: GamePosition,
    beta: number,
    guesses: readonly Word[] | undefined,
  ): { value: number; guess: Word | null } {
    if (guesses === undefined) {
      const value = s.value(position, beta);
      return { value, guess: value < beta && value < INFEASIBLE ? s.bestGuess(position) : null };
    }
    const values = s.guessValues(position, guesses, beta, true);
    let best = -1;
    values.forEach((v, i) => {
      if (best < 0 || v < values[best]!) best = i;
    });
    if (best < 0) return { value: INFEASIBLE, guess: null };
    const value = values[best]!;
    return { value, guess: value < beta && value < INFEASIBLE ? guesses[best]! : null };
  }

  private config(hard: boolean): GameConfig {
    let c = this.configs.get(hard);
    if (c === undefined) {
      if (this.matrix === undefined) throw new WordleError('BAD_OPTION', 'internal: strategy jobs need the matrix');
      c = gameConfig(this.words, this.matrix, {
        hard,
        pool: this.setup.pool ?? 'all',
        ...(this.setup.weights !== undefined ? { weights: this.setup.weights } : {}),
      });
      this.configs.set(hard, c);
    }
    return c;
  }

  private strategy(name: string, options: StrategyOptions): Strategy {
    const key = `${name}|${JSON.stringify(options)}`;
    let s = this.strategies.get(key);
    if (s === undefined) this.strategies.set(key, (s = createStrategy(name, options)));
    return s;
  }
}
