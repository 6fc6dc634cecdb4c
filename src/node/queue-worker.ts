import type { Job as BullJob, Queue } from 'bullmq';
import { isWordleError, WordleError } from '../core/errors.js';
import { matrixMemoryEstimate } from '../core/matrix.js';
import type { WordSet } from '../core/wordlist.js';
import { jobFromJson } from '../search/jobs/json.js';
import { checkMemory, megabytes } from './limits.js';
import { loadMatrix } from './matrix-cache.js';
import { memoBudget } from './shared-memo.js';
import { WorkerPool } from './pool.js';
import {
  baseJobIdOf,
  connectRedis,
  loadQueuePackages,
  MAX_SETUP_CHARS,
  parseSetup,
  QUEUE_PREFIX,
  queueKeys,
  setupWords,
  type QueueJobData,
  type QueuePackages,
  type QueueJobReturn,
} from './queue-keys.js';
import type { RedisTarget } from './redis-url.js';

/*
 * A queue worker (`wordle worker`): takes jobs from a BullMQ queue and runs them on this machine's
 * worker threads (the one WorkerPool: the search runs there, so the main thread stays free to renew
 * the jobs' locks). The word lists of a run are read from Redis the first time one of its jobs
 * comes (untrusted: their size is checked against --max-memory before anything is built), and the
 * pattern matrix built here. With replicas, a worker never answers two copies of one job: it puts
 * a copy of a job it answered back for another worker. It stops when the queue is finished:
 * nothing waiting, delayed or running, and no coordinator holding the queue.
 */

/**
 * How long a copy of a job this worker answered already waits before a worker takes it again, ms:
 * short at first (another worker is usually free soon), doubling each time this worker meets it
 * again (up to 2 s: with fewer workers than replicas, nobody else may come).
 */
const REPLICA_DELAY_MS = [100, 2000] as const;

/** The least memo a thread gets, whatever the pattern matrix takes of --max-memory. */
const MIN_MEMO_BYTES = 16 * 2 ** 20;

/** Options of `runQueueWorker`. */
export interface QueueWorkerOptions {
  readonly target: RedisTarget;
  readonly name: string;
  /** This worker's id in results (see `WORKER_ID`): replicas count different ids. */
  readonly id: string;
  /** Jobs at once (worker threads). */
  readonly concurrency: number;
  /** Memory for a run's pattern matrix and the search memos of all threads, MB. */
  readonly maxMemoryMB: number;
  /** How long a job's lock lasts without renewal: a dead worker's job goes back to the queue after this. */
  readonly lockMs: number;
  /** Never stop on its own (only on Ctrl-C). @default false */
  readonly keepWaiting?: boolean;
  /** With nothing to do and no coordinator yet, wait this long for one. */
  readonly waitMs: number;
  readonly cacheDir?: string;
  /** A line for the user (stderr). */
  readonly log: (line: string) => void;
  /** Ctrl-C: the caller's way to register a stop (returns its unregister). */
  readonly onInterrupt: (stop: () => void) => () => void;
}

/** What a worker did. */
export interface QueueWorkerReport {
  readonly jobs: number;
  readonly seconds: number;
  readonly interrupted: boolean;
}

interface RunContext {
  readonly words: WordSet;
  readonly pool: WorkerPool;
}

type Redis = Awaited<ReturnType<typeof connectRedis>>;

/** One worker's state: the runs it has seen, the jobs it ran and runs, whether it is stopping. */
class QueueWorker {
  readonly me: string;
  readonly t0 = performance.now();
  jobs = 0;
  active = 0;
  stopping = false;
  private seenCoordinator = false;
  readonly contexts = new Map<string, Promise<RunContext>>();
  /** The jobs (by the id they share with their replicas) this worker answered or runs: copies of them met since. */
  private readonly answered = new Map<string, number>();

  constructor(
    private readonly o: QueueWorkerOptions,
    private readonly pkgs: QueuePackages,
    private readonly redis: Redis,
  ) {
    this.me = o.id;
  }

  /** A run's word lists and a thread pool for them, made when its first job comes. */
  contextFor(id: string): Promise<RunContext> {
    let c = this.contexts.get(id);
    if (c === undefined) {
      c = this.makeContext(id);
      c.catch(() => this.contexts.delete(id));
      this.contexts.set(id, c);
    }
    return c;
  }

  private async makeContext(id: string): Promise<RunContext> {
    const { o } = this;
    const key = queueKeys(o.name).setup(id);
    const chars = await this.redis.strlen(key);
    if (chars > MAX_SETUP_CHARS) {
      throw new WordleError(
        'TOO_LARGE',
        `the word lists of run ${id} take ${megabytes(chars)} MB in Redis, more than any set-up (${megabytes(MAX_SETUP_CHARS)} MB)`,
      );
    }
    const text = chars === 0 ? null : await this.redis.get(key);
    if (text === null) throw new WordleError('JOB_FAILED', `the word lists of run ${id} are not in the queue any more`);
    // Sized before anything is built: a set-up of 60,000 answers would need gigabytes.
    const setup = parseSetup(text, id);
    const need = matrixMemoryEstimate([...setup.answers, ...setup.extraGuesses], setup.answers);
    checkMemory(need, o.maxMemoryMB, `the pattern matrix of run ${id}`);
    const words = setupWords(setup, id);
    const matrix = loadMatrix(words, {
      shared: true,
      maxMemoryMB: o.maxMemoryMB,
      ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}),
    });
    const memo = Math.max(MIN_MEMO_BYTES * o.concurrency, o.maxMemoryMB * 2 ** 20 - need);
    const pool = new WorkerPool(
      {
        answers: words.answers,
        extraGuesses: setup.extraGuesses,
        matrix: matrix.data.buffer,
        ...memoBudget(words, memo, o.concurrency),
      },
      o.concurrency,
    );
    return { words, pool };
  }

  /**
   * A copy of a job this worker answered already (or runs) goes back to the queue for another
   * worker (replicas must come from different workers): true when it was put back.
   */
  private async passReplica(job: BullJob, data: Partial<QueueJobData>, token: string | undefined): Promise<boolean> {
    if (data.replica === undefined || typeof data.setup !== 'string') return false;
    const base = baseJobIdOf(data as QueueJobData);
    const met = this.answered.get(base);
    this.answered.set(base, (met ?? -1) + 1);
    if (met === undefined) return false;
    const [first, most] = REPLICA_DELAY_MS;
    await job.moveToDelayed(Date.now() + Math.min(most, first * 2 ** met), token);
    return true;
  }

  /** BullMQ's processor: run one job on the run's threads. */
  readonly process = async (job: BullJob, token?: string, signal?: AbortSignal): Promise<QueueJobReturn> => {
    const data = job.data as Partial<QueueJobData>;
    if (await this.passReplica(job, data, token)) throw new this.pkgs.bullmq.DelayedError();
    this.active++;
    const start = performance.now();
    try {
      if (typeof data?.setup !== 'string' || !/^[0-9a-f]{1,64}$/u.test(data.setup)) {
        throw new WordleError('BAD_ARGUMENT', 'job: no run id');
      }
      const ctx = await this.contextFor(data.setup);
      const result = await ctx.pool.run(jobFromJson(data.job, ctx.words), signal);
      this.jobs++;
      return { result, seconds: (performance.now() - start) / 1000, worker: this.me };
    } catch (e) {
      if (this.stopping) {
        // Ctrl-C: give the job back at once (no attempt counted) instead of waiting for its lock to expire.
        await job.moveToWait(token).catch(() => undefined);
        throw new this.pkgs.bullmq.WaitingError();
      }
      // Refused for good (no retry here): the coordinator names it, and may queue it again.
      if (isWordleError(e))
        throw new this.pkgs.bullmq.UnrecoverableError(`WordleError ${e.code} (worker ${this.me}): ${e.message}`);
      throw e;
    } finally {
      this.active--;
    }
  };

  /** Whether the queue is finished: nothing open, nothing running here, no coordinator (seen, or waited for). */
  async finished(queue: Queue): Promise<boolean> {
    const coordinator = (await this.redis.exists(queueKeys(this.o.name).lock)) === 1;
    if (coordinator) this.seenCoordinator = true;
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
    const open = Object.values(counts).reduce((a, b) => a + b, 0);
    const waited = performance.now() - this.t0 >= this.o.waitMs;
    return !coordinator && open === 0 && this.active === 0 && (this.seenCoordinator || this.jobs > 0 || waited);
  }
}

/** Run a worker until the queue is finished (or Ctrl-C). */
export async function runQueueWorker(o: QueueWorkerOptions): Promise<QueueWorkerReport> {
  const pkgs = await loadQueuePackages();
  const redis = await connectRedis(pkgs, o.target);
  const w = new QueueWorker(o, pkgs, redis);
  const worker = new pkgs.bullmq.Worker(o.name, w.process, {
    connection: { url: o.target.url },
    prefix: QUEUE_PREFIX,
    concurrency: o.concurrency,
    lockDuration: o.lockMs,
    stalledInterval: o.lockMs,
    maxStalledCount: 3,
    name: w.me,
    autorun: false,
  });
  worker.on('error', () => undefined); // connection trouble: BullMQ reconnects
  const queue = new pkgs.bullmq.Queue(o.name, { connection: { url: o.target.url }, prefix: QUEUE_PREFIX });
  queue.on('error', () => undefined);
  o.log(
    `worker ${w.me} (BullMQ id ${worker.id}): queue "${o.name}" on ${o.target.shown}, ${o.concurrency} thread${o.concurrency === 1 ? '' : 's'}`,
  );
  let finish: (interrupted: boolean) => void = () => undefined;
  const finished = new Promise<boolean>((resolve) => (finish = resolve));
  const unregister = o.onInterrupt(() => {
    w.stopping = true;
    worker.cancelAllJobs('interrupted');
    finish(true);
  });
  const tick = async (): Promise<void> => {
    if (o.keepWaiting === true || w.stopping) return;
    try {
      if (await w.finished(queue)) finish(false);
    } catch {
      // Redis unreachable for now: keep going
    }
  };
  const watch = setInterval(() => void tick(), Math.min(1000, o.lockMs));
  void worker.run();
  const interrupted = await finished;
  clearInterval(watch);
  unregister();
  // After Ctrl-C, let the cancelled jobs go back to the queue (a moment) before closing.
  for (let i = 0; interrupted && w.active > 0 && i < 150; i++) await new Promise((ok) => setTimeout(ok, 20));
  await worker.close(interrupted);
  await Promise.allSettled([queue.close(), ...[...w.contexts.values()].map(async (c) => (await c).pool.close())]);
  redis.disconnect();
  return { jobs: w.jobs, seconds: (performance.now() - w.t0) / 1000, interrupted };
}

/** The error a worker stopped by Ctrl-C ends with (exit 130). */
export function workerInterrupted(): WordleError {
  return new WordleError('INTERRUPTED', 'interrupted: the jobs in progress went back to the queue');
}
