import { isWordleError, WordleError } from '../../core/errors.js';
import { adoptColumns } from '../../core/columns.js';
import { matrixFromBuffer, type PatternMatrix } from '../../core/matrix.js';
import type { Word } from '../../core/types.js';
import { makeWordSet, type WordSet } from '../../core/wordlist.js';
import { badArgument, expectObject, expectOptionsOf, expectStrings, finite } from '../../core/validate.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import type { Kernel } from '../kernel/kernel.js';
import { toPlainTree, type PlainTree } from '../position/plain-tree.js';
import type { Position } from '../position/position.js';
import { Searcher, type SearchObjective } from '../solver/searcher.js';
import { guessesLeft } from '../position/position.js';
import { runWinsJob } from '../wins-all/decide.js';
import type { GrowJob, GuessValue, Job, JobResult, JobSetup } from './job.js';

/** Hooks of a runner (not serializable: set by whoever hosts it). */
export interface RunnerHooks {
  /** The search's hot loop. */
  readonly kernel?: (patterns: number, maxRows: number, maxN: number) => Kernel;
  /** Nodes expanded so far, every 1024. */
  readonly onProgress?: (nodes: number) => void;
  /**
   * Seconds on this thread's clock, for the budgets of `wins` jobs: the CPU time the host can
   * measure (Node: the process's, shared among its search threads). @default wall time
   */
  readonly clock?: () => number;
  /** Polled during searches: true stops the job with WordleError('INTERRUPTED'). */
  readonly shouldStop?: () => boolean;
  /**
   * Runs `grow` jobs: the subtree a strategy plays (the engine's `growJob`, which knows the
   * strategies). A runner without it refuses grow jobs.
   */
  readonly grow?: (job: GrowJob, runner: JobRunner) => PlainTree;
  /**
   * The word set of the setup's lists, when the host has it (a search in this thread): used as is
   * instead of being made again from the lists (when its answers are the setup's own array).
   */
  readonly words?: WordSet;
}

/** The most guesses left a 'win' searcher is set up for, to take this position: 6, or more when it has more. */
const winDepth = (p: Position): number => Math.max(6, guessesLeft(p));

/** Runs jobs, keeping one searcher (and its memo) per kind of search across jobs. */
export class JobRunner {
  readonly words: WordSet;
  readonly matrix: PatternMatrix | undefined;
  private readonly searchers = new Map<string, Searcher>();
  /** The running job's time limit (performance.now() time), if it has one. */
  private deadline = Infinity;
  /** A `wins` job's deadline, on `clock()` (read every 256 polls). */
  private until = Infinity;
  private polls = 0;

  constructor(
    readonly setup: JobSetup,
    private readonly hooks: RunnerHooks = {},
  ) {
    expectObject(setup, 'JobRunner', 'setup');
    expectStrings(setup.answers, 'JobRunner', 'setup.answers');
    expectStrings(setup.extraGuesses, 'JobRunner', 'setup.extraGuesses');
    expectOptionsOf(setup, 'JobRunner', { memoBytes: finite(0), pool: { oneOf: ['all', 'answers'] } }, 'setup');
    if (setup.sharedMemo !== undefined && !(setup.sharedMemo instanceof SharedArrayBuffer)) {
      badArgument('JobRunner', 'setup.sharedMemo', 'a SharedArrayBuffer', setup.sharedMemo);
    }
    expectOptionsOf(
      hooks,
      'JobRunner',
      {
        kernel: 'function',
        onProgress: 'function',
        shouldStop: 'function',
        grow: 'function',
        words: 'object',
        clock: 'function',
      },
      'hooks',
    );
    const own = hooks.words;
    this.words =
      own !== undefined &&
      own.answers === setup.answers &&
      own.guesses.length === setup.answers.length + setup.extraGuesses.length
        ? own
        : makeWordSet(setup.answers, setup.extraGuesses);
    this.matrix =
      setup.matrix === undefined
        ? undefined
        : matrixFromBuffer(setup.matrix, this.words.guesses.length, this.words.answers.length, this.words.length);
    if (this.matrix !== undefined && setup.columns !== undefined) {
      const m = this.matrix;
      const cells = m.nGuesses * m.nAnswers;
      adoptColumns(
        m,
        m.data instanceof Uint8Array
          ? new Uint8Array(setup.columns, 0, cells)
          : new Uint16Array(setup.columns, 0, cells),
      );
    }
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

  /**
   * The searcher for one kind of search (made on first use). The 'win' objective reads the setup's
   * weights and is set up for positions with up to `maxGuesses` guesses left (its loss unit).
   */
  searcher(hard: boolean, top = 0, objective: SearchObjective = 'total', maxGuesses = 6): Searcher {
    const win = objective === 'win';
    const key = `${hard}|${top}|${objective}|${win ? maxGuesses : ''}`;
    let s = this.searchers.get(key);
    if (s === undefined) {
      s = new Searcher(this.words, this.matrix, {
        hard,
        top,
        objective,
        ...(win ? { maxGuesses, ...(this.setup.weights !== undefined ? { weights: this.setup.weights } : {}) } : {}),
        memoBytes: this.setup.memoBytes,
        ...(this.setup.sharedMemo !== undefined ? { shared: this.setup.sharedMemo } : {}),
        ...(this.hooks.kernel !== undefined ? { kernel: this.hooks.kernel } : {}),
        onProgress: () => this.hooks.onProgress?.(this.totalNodes),
        shouldStop: () =>
          this.hooks.shouldStop?.() === true ||
          (this.deadline < Infinity && performance.now() > this.deadline) ||
          (this.until < Infinity && (++this.polls & 255) === 0 && this.clock() > this.until),
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
        const s = this.searcher(job.position.hard, job.top ?? 0, job.objective ?? 'total', winDepth(job.position));
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
        const exact = value < job.beta && (job.objective === 'win' || value < INFEASIBLE);
        const tree = exact && job.tree && guess !== null ? toPlainTree(s.tree(job.position, guess)) : null;
        return { kind: 'value', value, exact, guess: exact ? guess : null, tree, nodes: this.totalNodes - before };
      }
      case 'each': {
        const s = this.searcher(job.position.hard, job.top ?? 0, job.objective ?? 'total', winDepth(job.position));
        const values = s
          .guessValues(job.position, job.guesses, job.beta, false)
          .map((value, i): GuessValue => ({ guess: job.guesses[i]!, value, exact: value < job.beta }));
        return { kind: 'each', values, nodes: this.totalNodes - before };
      }
      case 'grow': {
        if (this.hooks.grow === undefined) {
          throw new WordleError('BAD_ARGUMENT', "JobRunner: grow jobs need RunnerHooks.grow (the engine's growJob)");
        }
        return { kind: 'grow', tree: this.hooks.grow(job, this) };
      }
      case 'wins':
        return { ...runWinsJob(job, this), nodes: this.totalNodes - before };
    }
  }

  /** Seconds on the host's clock (RunnerHooks.clock). */
  clock(): number {
    return this.hooks.clock?.() ?? performance.now() / 1000;
  }

  /** Stop the running search (INTERRUPTED) once `clock()` passes `at`; Infinity: never. */
  stopAt(at: number): void {
    this.until = at;
  }

  /** Whether the host asked the running job to stop (Ctrl-C), apart from its deadline. */
  stopAsked(): boolean {
    return this.hooks.shouldStop?.() === true;
  }

  /** The least value over every guess (or over `guesses`) with a cutoff, and the guess reaching it. */
  private best(
    s: Searcher,
    position: Position,
    beta: number,
    guesses: readonly Word[] | undefined,
  ): { value: number; guess: Word | null } {
    if (guesses === undefined) {
      const value = s.value(position, beta);
      return { value, guess: value < beta && value < s.none - 1 ? s.bestGuess(position) : null };
    }
    const values = s.guessValues(position, guesses, beta, true);
    let best = -1;
    values.forEach((v, i) => {
      if (best < 0 || v < values[best]!) best = i;
    });
    if (best < 0) return { value: s.none - 1, guess: null };
    const value = values[best]!;
    return { value, guess: value < beta && value < s.none - 1 ? guesses[best]! : null };
  }
}
