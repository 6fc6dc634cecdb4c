import type { Job as BullJob, Queue, Worker as BullWorker } from 'bullmq';
import { isWordleError, WordleError } from '../core/errors.js';
import { matrixMemoryEstimate } from '../core/matrix.js';
import type { WordSet } from '../core/wordlist.js';
import { jobFromJson } from '../search/jobs/json.js';
import { checkMemory, megabytes } from './limits.js';
import { loadMatrix } from './matrix-cache.js';
import { DEFAULT_QUEUE_TIMEOUT_S, QueueHealth, settledWithin } from './queue-health.js';
import { memoBudget } from './shared-memo.js';
import type { WorkerPool } from './pool.js';
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
 * nothing waiting, delayed or running, and no coordinator holding the queue. A server that stops
 * answering is said within seconds (queue-health.ts); after `timeoutS` the worker stops with
 * QUEUE_UNAVAILABLE. Stopped (Ctrl-C, SIGTERM, or that), it puts its jobs back in the queue if the
 * server answers, and says which it could not: those go back when their lock expires.
 */

/** How long putting a job back, or closing, waits for the server, ms. */
const GOODBYE_MS = 2000;

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
  /** How long Redis may be unreachable before the worker stops, s. @default DEFAULT_QUEUE_TIMEOUT_S */
  readonly timeoutS?: number;
  /** A line for the user (stderr). */
  readonly log: (line: string) => void;
  /** A line the user must see even when quiet (stderr): the server unreachable, and back. */
  readonly warn: (line: string) => void;
  /** Ctrl-C: the caller's way to register a stop (returns its unregister). */
  readonly onInterrupt: (stop: () => void) => () => void;
}

/** What a worker did. */
export interface QueueWorkerReport {
  readonly jobs: number;
  readonly seconds: number;
  readonly interrupted: boolean;
  /** Jobs in progress when it stopped, put back in the queue. */
  readonly putBack: number;
  /** Jobs in progress when it stopped that could not be put back (the server did not answer). */
  readonly stranded: number;
  /** Why it stopped on its own, when it did not finish (the server unreachable for too long). */
  readonly failure?: WordleError;
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
  /** Jobs in progress at the stop that went back to the queue, and those that could not. */
  putBack = 0;
  stranded = 0;
  /** Polling whether the queue is finished (the next poll waits for it). */
  polling = false;
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
    const { WorkerPool } = await import('./pool.js'); // (with tinypool: only when a worker starts)
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
        // Ctrl-C: give the job back at once (no attempt counted) instead of waiting for its lock to
        // expire; an unreachable server cannot take it (its lock expires instead): say which.
        let back = false;
        await settledWithin(
          job.moveToWait(token).then(() => (back = true)),
          GOODBYE_MS,
        );
        if (back) this.putBack++;
        else this.stranded++;
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

/** BullMQ's worker (not started) running `w`'s jobs, and the queue (to see whether it is finished). */
function bullOf(o: QueueWorkerOptions, w: QueueWorker, pkgs: QueuePackages): { worker: BullWorker; queue: Queue } {
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
  return { worker, queue };
}

/** Run a worker until the queue is finished (or Ctrl-C, or the server unreachable for `timeoutS`). */
export async function runQueueWorker(o: QueueWorkerOptions): Promise<QueueWorkerReport> {
  const pkgs = await loadQueuePackages();
  const redis = await connectRedis(pkgs, o.target);
  const w = new QueueWorker(o, pkgs, redis);
  const { worker, queue } = bullOf(o, w, pkgs);
  o.log(
    `worker ${w.me} (BullMQ id ${worker.id}): queue "${o.name}" on ${o.target.shown}, ${o.concurrency} thread${o.concurrency === 1 ? '' : 's'}`,
  );
  let finish: (interrupted: boolean) => void = () => undefined;
  const finished = new Promise<boolean>((resolve) => (finish = resolve));
  const stop = (): void => {
    w.stopping = true;
    worker.cancelAllJobs('interrupted');
    finish(true);
  };
  let failure: WordleError | undefined;
  const health = new QueueHealth(redis, o.target, (o.timeoutS ?? DEFAULT_QUEUE_TIMEOUT_S) * 1000, {
    onDown: (text) => o.warn(text),
    onUp: (text) => o.warn(text),
    onGiveUp: (e) => {
      failure = e;
      stop();
    },
  }).start();
  const unregister = o.onInterrupt(stop);
  const tick = async (): Promise<void> => {
    if (o.keepWaiting === true || w.stopping || w.polling || !health.up) return;
    w.polling = true;
    try {
      if (await w.finished(queue)) finish(false);
    } catch {
      // Redis unreachable for now: keep going
    } finally {
      w.polling = false;
    }
  };
  const watch = setInterval(() => void tick(), Math.min(1000, o.lockMs));
  void worker.run();
  const interrupted = await finished;
  clearInterval(watch);
  unregister();
  // After a stop, let the cancelled jobs go back to the queue (a moment) before closing.
  for (let i = 0; interrupted && w.active > 0 && i < 150; i++) await new Promise((ok) => setTimeout(ok, 20));
  const stranded = w.stranded + w.active;
  health.stop();
  await close(worker, queue, health.up);
  await Promise.allSettled([...w.contexts.values()].map(async (c) => (await c).pool.close()));
  redis.disconnect();
  const seconds = (performance.now() - w.t0) / 1000;
  return { jobs: w.jobs, seconds, interrupted, putBack: w.putBack, stranded, ...(failure ? { failure } : {}) };
}

/**
 * Close BullMQ's worker and queue: politely for a moment when the server answers; when it does not,
 * by dropping their connections (a polite close would wait for it without end).
 */
async function close(worker: { close(force?: boolean): Promise<void> }, queue: Queue, up: boolean): Promise<void> {
  // (a forced close of the worker drops its two connections without asking the server anything)
  const closing = [worker.close(true), up ? queue.close() : queue.disconnect()];
  if (!(await settledWithin(Promise.allSettled(closing), GOODBYE_MS))) {
    await settledWithin(queue.disconnect(), GOODBYE_MS);
  }
}

/**
 * The error a stopped worker ends with: the server unreachable for too long (QUEUE_UNAVAILABLE,
 * exit 2), or Ctrl-C / SIGTERM (INTERRUPTED, exit 130 / 143); each says where its jobs in progress went.
 */
export function workerStopped(report: QueueWorkerReport): WordleError {
  const n = (k: number): string => `${k} job${k === 1 ? '' : 's'}`;
  const parts: string[] = [];
  if (report.putBack > 0) parts.push(`${n(report.putBack)} in progress went back to the queue`);
  if (report.stranded > 0) {
    parts.push(
      `${n(report.stranded)} in progress could not be put back (Redis did not answer): the queue gives ${report.stranded === 1 ? 'it' : 'them'} to another worker once ${report.stranded === 1 ? 'its lock expires' : 'their locks expire'} (--lock-timeout), if Redis comes back with its data`,
    );
  }
  const where = parts.length === 0 ? 'no job was in progress' : parts.join('; ');
  if (report.failure !== undefined) return new WordleError('QUEUE_UNAVAILABLE', `${report.failure.message}; ${where}`);
  return new WordleError('INTERRUPTED', `interrupted: ${where}`);
}
