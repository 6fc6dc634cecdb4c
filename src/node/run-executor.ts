import { adoptColumns, transposeMatrix } from '../core/columns.js';
import { badArgument } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import { growJobSetup } from '../engine/tree/compare.js';
import type { GameConfig } from '../strategies/context.js';
import { checkSolvedAt } from '../engine/exact/checkpoint.js';
import { InlineExecutor, type Executor } from '../search/jobs/executor.js';
import type { Job, JobResult } from '../search/jobs/job.js';
import { JobRunner } from '../search/jobs/runner.js';
import { winsResultProblem } from '../search/wins-all/json.js';
import { fastestKernel } from '../search/kernel/wasm.js';
import { LocalExecutor } from './executor.js';
import { loadMatrix } from './matrix-cache.js';
import type { WorkerPool } from './pool.js';
import type { RedisTarget } from './redis-url.js';
import { memoBudget, threadMemoBytes } from './shared-memo.js';

/*
 * The executors a command runs its long work on: worker threads on this machine (jobs start in
 * this thread, see LocalExecutor), or a BullMQ queue served by `wordle worker`s.
 */

const MB = 2 ** 20;

/**
 * Runs a little longer than this in the main thread before moving to worker threads: a SALET
 * proof takes about a second, and stays in one thread and small (see LocalExecutor).
 */
const INLINE_MS = 1500;

/** An executor a command owns: it can be asked to stop, and is closed at the end. */
export interface RunExecutor extends Executor {
  /** Ask every running job to stop (Ctrl-C). */
  stop(): void;
  /** Release everything (threads, connections). */
  close(): Promise<void>;
  /** One line on where the jobs run, for the output. */
  readonly where: string;
  /** A few words for the progress display (workers connected, …). */
  status?(): string;
  /** Tidy up after a run that finished (the queue: its jobs are no longer needed). */
  finish?(): Promise<void>;
  /** CPU seconds the jobs took where they ran, when the executor knows (the queue's workers). */
  jobSeconds?(): number;
  /** A queue: whether its server answered at the last check (what was added is kept only if so). */
  reachable?(): boolean;
}

/** The options of worker threads on this machine. */
export interface LocalOptions {
  readonly workers: number;
  /** Memory for the search memos, MB (split among the workers and the table they share: `memoBudget`). */
  readonly maxMemory: number;
  /** The on-disk matrix cache, if any. */
  readonly cacheDir?: string;
  /** Share the pattern matrix with the workers (rankings read all of it). @default false */
  readonly matrix?: boolean;
  /** How long to stay in this thread first, ms. @default 1500 */
  readonly inlineMs?: number;
  /** The prior: a whole-number weight per answer id, read by the 'win' objective's jobs. @default equal weights */
  readonly weights?: Float64Array;
}

/** Worker threads on this machine (jobs start in this thread; see LocalExecutor). */
export function localExecutor(words: WordSet, opts: LocalOptions): LocalExecutor & RunExecutor {
  const m =
    opts.matrix === true
      ? loadMatrix(words, { shared: true, ...(opts.cacheDir !== undefined ? { cacheDir: opts.cacheDir } : {}) })
      : undefined;
  const kernel = fastestKernel(words.length);
  const lists = {
    answers: words.answers,
    extraGuesses: words.guesses.slice(words.answers.length),
    ...(m !== undefined ? { matrix: m.data.buffer } : {}),
    ...(opts.weights !== undefined ? { weights: opts.weights } : {}),
  };
  const total = opts.maxMemory * MB;
  // The memo table the threads share is made only if the run moves to them: a run that stays in
  // this thread never fills the pages of a table nobody else reads (CRANE: 108 -> 78 MB).
  const executor = new LocalExecutor(
    { ...lists, memoBytes: threadMemoBytes(total, opts.workers) },
    opts.workers,
    opts.inlineMs ?? INLINE_MS,
    kernel !== undefined ? { kernel } : {},
    () => ({ ...lists, ...memoBudget(words, total, opts.workers) }),
  );
  const where = `${opts.workers} worker thread${opts.workers === 1 ? '' : 's'} on this machine`;
  return Object.assign(executor, { where });
}

/**
 * Where a run of strategy trees (`wordle bench`) grows them, over `config`, whose matrix is in
 * shared memory (`loadContext`'s `sharedMatrix`): with `adaptive` (the default), its jobs start in
 * this thread and move to `threads` worker threads only once the run has lasted `inlineMs` (one
 * heuristic over the classic lists takes about half a second: threads, each starting its own
 * heap, would cost more than they save); otherwise workers from the start. The matrix and its
 * columns (the transposition the scans read) are laid out once for every thread: no copy and no
 * transposition per worker.
 */
export async function treeExecutor(
  config: GameConfig,
  threads: number,
  adaptive: boolean,
  inlineMs = INLINE_MS,
): Promise<LocalExecutor | WorkerPool> {
  const m = config.matrix;
  if (!(m.data.buffer instanceof SharedArrayBuffer)) {
    badArgument('treeExecutor', 'config.matrix', 'a matrix in shared memory', m);
  }
  const columns = new SharedArrayBuffer(m.data.byteLength);
  adoptColumns(m, transposeMatrix(m, columns).data);
  const setup = { ...growJobSetup(config), columns };
  if (adaptive) return new LocalExecutor(setup, threads, inlineMs);
  const { WorkerPool } = await import('./pool.js'); // (with tinypool: only when threads are used)
  return new WorkerPool(setup, threads);
}

/**
 * Executors in this thread, each with a fresh search (an empty memo of all of `maxMemory`), on the
 * pattern matrix and the fastest kernel: what `openings rank --estimate` times its proofs on.
 */
export function freshInlineExecutors(
  words: WordSet,
  opts: Pick<LocalOptions, 'maxMemory' | 'cacheDir' | 'weights'>,
): () => Executor {
  const m = loadMatrix(words, opts.cacheDir !== undefined ? { cacheDir: opts.cacheDir } : {});
  const kernel = fastestKernel(words.length);
  const setup = {
    answers: words.answers,
    extraGuesses: words.guesses.slice(words.answers.length),
    matrix: m.data.buffer,
    ...(opts.weights !== undefined ? { weights: opts.weights } : {}),
    memoBytes: opts.maxMemory * MB,
  };
  return () => new InlineExecutor(new JobRunner(setup, kernel !== undefined ? { kernel } : {}));
}

/** The options of a queue run. */
export interface QueueRunOptions {
  readonly target: RedisTarget;
  /** The queue's name. */
  readonly name: string;
  /** Empty the queue first (another run's jobs, or this run's). */
  readonly clear: boolean;
  /** How many jobs at most are in flight at once (the ranking's size). */
  readonly size: number;
  /** The run's description: a second coordinator of another run is refused. */
  readonly run: string;
  /** Different workers that must agree on each result. @default 1 */
  readonly replicas?: number;
  /** How long Redis may be unreachable before the run gives up, s. @default DEFAULT_QUEUE_TIMEOUT_S */
  readonly timeoutS?: number;
  /** Threads here for what is proven again here (a loss claimed by a single worker). */
  readonly local: LocalOptions;
  /** Notes for the user (a worker stopped answering, …). */
  readonly onNote: (text: string) => void;
  /** Warnings, even when quiet (a result dropped, workers that disagree, a claimed loss). */
  readonly onWarning: (text: string) => void;
}

/**
 * What is wrong with a result from another process beyond its form (json.ts checks that), or
 * null: an exact total's tree must solve the job's position with exactly that total.
 */
export function resultProblem(words: WordSet, job: Job, r: JobResult): string | null {
  if (r.kind === 'wins') return winsResultProblem(words, r);
  if (job.kind !== 'value' || r.kind !== 'value' || !r.exact || r.tree === null) return null;
  const problem = checkSolvedAt(words, job.position, { value: r.value, guess: r.guess, tree: r.tree });
  return problem === null ? null : `its tree does not prove its total: ${problem}`;
}

/**
 * A BullMQ queue served by `wordle worker`s (the queue's packages are loaded only now). Every
 * result is checked (`resultProblem`); a loss claimed by a single worker is proven again on
 * threads here, started only then.
 */
export async function queueExecutor(words: WordSet, opts: QueueRunOptions): Promise<RunExecutor> {
  const { QueueExecutor } = await import('./queue.js');
  let local: RunExecutor | undefined;
  return QueueExecutor.open({
    target: opts.target,
    name: opts.name,
    words,
    size: Math.max(1, opts.size),
    run: opts.run,
    clear: opts.clear,
    replicas: opts.replicas ?? 1,
    ...(opts.timeoutS !== undefined ? { timeoutS: opts.timeoutS } : {}),
    check: (job, r) => resultProblem(words, job, r),
    reprove: {
      run: (job) => (local ??= localExecutor(words, opts.local)).run(job),
      stop: () => local?.stop(),
      close: async () => local?.close(),
    },
    onNote: opts.onNote,
    onWarning: opts.onWarning,
  });
}
