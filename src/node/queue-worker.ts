import { hostname } from 'node:os';
import type { Job as BullJob } from 'bullmq';
import { isWordleError, WordleError } from '../core/errors.js';
import type { WordSet } from '../core/wordlist.js';
import { jobFromJson } from '../engine/job-json.js';
import { loadMatrix } from './matrix-cache.js';
import { memoBudget } from './shared-memo.js';
import { WorkerPool } from './pool.js';
import {
  connectRedis,
  loadQueuePackages,
  QUEUE_PREFIX,
  queueKeys,
  setupFromJson,
  type QueueJobData,
  type QueueJobReturn,
} from './queue-keys.js';
import type { RedisTarget } from './redis-url.js';

/*
 * A queue worker (`wordle worker`): takes jobs from a BullMQ queue and runs them on this machine's
 * worker threads (the one WorkerPool: the search runs there, so the main thread stays free to renew
 * the jobs' locks). The word lists of a run are read from Redis the first time one of its jobs
 * comes, and the pattern matrix built here. It stops when the queue is finished: nothing waiting,
 * delayed or running, and no coordinator holding the queue.
 */

/** Options of `runQueueWorker`. */
export interface QueueWorkerOptions {
  readonly target: RedisTarget;
  readonly name: string;
  /** Jobs at once (worker threads). */
  readonly concurrency: number;
  /** Memory for the search memos of all threads, MB. */
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

/** Run a worker until the queue is finished (or Ctrl-C). */
export async function runQueueWorker(o: QueueWorkerOptions): Promise<QueueWorkerReport> {
  const pkgs = await loadQueuePackages();
  const redis = await connectRedis(pkgs, o.target);
  const keys = queueKeys(o.name);
  const contexts = new Map<string, Promise<RunContext>>();
  const me = `${hostname()}:${process.pid}`;
  const t0 = performance.now();
  let jobs = 0;
  let active = 0;
  let stopping = false;

  /** A run's word lists and a thread pool for them, made when its first job comes. */
  const contextFor = (id: string): Promise<RunContext> => {
    let c = contexts.get(id);
    if (c === undefined) {
      c = (async () => {
        const text = await redis.get(keys.setup(id));
        if (text === null)
          throw new pkgs.bullmq.UnrecoverableError(`the word lists of run ${id} are not in the queue any more`);
        const words = setupFromJson(text, id);
        const matrix = loadMatrix(words, {
          shared: true,
          ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}),
        });
        const setup = {
          answers: words.answers,
          extraGuesses: words.guesses.slice(words.answers.length),
          matrix: matrix.data.buffer,
          ...memoBudget(words, o.maxMemoryMB, o.concurrency),
        };
        return { words, pool: new WorkerPool(setup, o.concurrency) };
      })();
      c.catch(() => contexts.delete(id));
      contexts.set(id, c);
    }
    return c;
  };

  const processor = async (job: BullJob, token?: string, signal?: AbortSignal): Promise<QueueJobReturn> => {
    active++;
    const start = performance.now();
    try {
      const data = job.data as Partial<QueueJobData>;
      if (typeof data?.setup !== 'string' || !/^[0-9a-f]{1,64}$/u.test(data.setup)) {
        throw new pkgs.bullmq.UnrecoverableError('WordleError BAD_ARGUMENT: job: no run id');
      }
      const ctx = await contextFor(data.setup);
      const result = await ctx.pool.run(jobFromJson(data.job, ctx.words), signal);
      jobs++;
      return { result, seconds: (performance.now() - start) / 1000, worker: me };
    } catch (e) {
      if (stopping) {
        // Ctrl-C: give the job back at once (no attempt counted) instead of waiting for its lock to expire.
        await job.moveToWait(token).catch(() => undefined);
        throw new pkgs.bullmq.WaitingError();
      }
      if (isWordleError(e)) throw new pkgs.bullmq.UnrecoverableError(`WordleError ${e.code}: ${e.message}`);
      throw e;
    } finally {
      active--;
    }
  };

  const worker = new pkgs.bullmq.Worker(o.name, processor, {
    connection: { url: o.target.url },
    prefix: QUEUE_PREFIX,
    concurrency: o.concurrency,
    lockDuration: o.lockMs,
    stalledInterval: o.lockMs,
    maxStalledCount: 3,
    name: me,
    autorun: false,
  });
  worker.on('error', () => undefined); // connection trouble: BullMQ reconnects
  const queue = new pkgs.bullmq.Queue(o.name, { connection: { url: o.target.url }, prefix: QUEUE_PREFIX });
  queue.on('error', () => undefined);
  o.log(
    `worker ${me} (id ${worker.id}): queue "${o.name}" on ${o.target.shown}, ${o.concurrency} thread${o.concurrency === 1 ? '' : 's'}`,
  );

  let finish: (interrupted: boolean) => void = () => undefined;
  const finished = new Promise<boolean>((resolve) => (finish = resolve));
  const unregister = o.onInterrupt(() => {
    stopping = true;
    worker.cancelAllJobs('interrupted');
    finish(true);
  });
  let seenCoordinator = false;
  const watch = setInterval(
    () => {
      void (async () => {
        if (o.keepWaiting === true || stopping) return;
        try {
          const coordinator = (await redis.exists(keys.lock)) === 1;
          if (coordinator) seenCoordinator = true;
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
          const open = Object.values(counts).reduce((a, b) => a + b, 0);
          const waited = performance.now() - t0 >= o.waitMs;
          if (!coordinator && open === 0 && active === 0 && (seenCoordinator || jobs > 0 || waited)) finish(false);
        } catch {
          // Redis unreachable for now: keep going
        }
      })();
    },
    Math.min(1000, o.lockMs),
  );
  void worker.run();
  const interrupted = await finished;
  clearInterval(watch);
  unregister();
  // After Ctrl-C, let the cancelled jobs go back to the queue (a moment) before closing.
  for (let i = 0; interrupted && active > 0 && i < 150; i++) await new Promise((ok) => setTimeout(ok, 20));
  await worker.close(interrupted);
  await Promise.allSettled([queue.close(), ...[...contexts.values()].map(async (c) => (await c).pool.close())]);
  redis.disconnect();
  return { jobs, seconds: (performance.now() - t0) / 1000, interrupted };
}

/** The error a worker stopped by Ctrl-C ends with (exit 130). */
export function workerInterrupted(): WordleError {
  return new WordleError('INTERRUPTED', 'interrupted: the jobs in progress went back to the queue');
}
