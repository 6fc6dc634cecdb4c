import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Job as BullJob, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { WordleError } from '../core/errors.js';
import { escapeControls, quote } from '../core/quote.js';
import type { WordSet } from '../core/wordlist.js';
import { jobToJson, resultFromJson } from '../search/jobs/json.js';
import type { Job, JobResult } from '../search/jobs/job.js';
import type { Cancellation, Executor } from '../search/jobs/executor.js';
import {
  connectRedis,
  jobIdOf,
  loadQueuePackages,
  QUEUE_PREFIX,
  queueKeys,
  setupIdOf,
  setupJson,
  type QueueJobData,
  type QueueJobReturn,
} from './queue-keys.js';
import type { RedisTarget } from './redis-url.js';

/*
 * The coordinator's side of the job queue: an Executor whose jobs are BullMQ jobs in Redis, run by
 * `wordle worker`s anywhere (queue-worker.ts). It only moves jobs and results.
 *
 * - A job's id is a hash of its content, so adding it again (a resumed run) adds nothing, and a
 *   job finished earlier gives its result at once.
 * - Jobs are retried (3 attempts) when a worker fails, and put back by BullMQ's stalled-job check
 *   when a worker dies (its lock, renewed while it works, expires).
 * - Results stay in Redis until `finish`, which the caller runs once its output is written.
 * - One coordinator per queue: it holds a lock key (renewed every 5 s, expiring 30 s after its
 *   holder stops); a second coordinator is refused, and so is a run whose queue holds another
 *   run's jobs (unless `clear`).
 */

const LOCK_MS = 30_000;
const HEARTBEAT_MS = 5_000;
const SWEEP_MS = 15_000;
const BATCH = 500;

const COMPARE_EXPIRE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const COMPARE_DELETE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** Options of `QueueExecutor.open`. */
export interface QueueExecutorOptions {
  readonly target: RedisTarget;
  readonly name: string;
  readonly words: WordSet;
  /** Jobs in flight at once (all of them, for a ranking with a fixed cutoff). */
  readonly size: number;
  /** What this run is (another run's leftover jobs are refused): e.g. `openings classic normal cutoff 8015`. */
  readonly run: string;
  /** Discard another run's jobs instead of refusing. @default false */
  readonly clear?: boolean;
  /** Called for things worth telling the user (a lost connection, stalled jobs put back). */
  readonly onNote?: (text: string) => void;
}

interface Pending {
  readonly job: Job;
  readonly resolve: (r: JobResult) => void;
  readonly reject: (e: unknown) => void;
}

/** Runs jobs on a BullMQ queue (see the file comment). */
export class QueueExecutor implements Executor {
  private readonly pending = new Map<string, Pending>();
  /** Results that arrived before their job was asked for (a resumed run's jobs finishing). */
  private readonly early = new Map<string, unknown>();
  private readonly toAdd: { name: string; data: QueueJobData; opts: object }[] = [];
  private flushing = false;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  /** Jobs put back after their worker stopped, and the seconds workers spent on jobs. */
  readonly stats = { stalled: 0, jobSeconds: 0, workers: new Set<string>() };
  private seenWorkers = 0;

  private constructor(
    private readonly opts: QueueExecutorOptions,
    private readonly redis: Redis,
    private readonly queue: Queue,
    private readonly events: QueueEvents,
    private readonly lockValue: string,
    private readonly setupId: string,
    private done: { completed: Set<string>; failed: Set<string> },
  ) {}

  /** Jobs in flight at once. */
  get size(): number {
    return this.opts.size;
  }

  /** Where the jobs run. */
  get where(): string {
    return `queue "${this.opts.name}" on ${this.opts.target.shown}`;
  }

  /**
   * Connect, take the queue (refused when another coordinator holds it), store the word lists for
   * the workers and listen for results.
   */
  static async open(opts: QueueExecutorOptions): Promise<QueueExecutor> {
    const pkgs = await loadQueuePackages();
    const redis = await connectRedis(pkgs, opts.target);
    const keys = queueKeys(opts.name);
    const lockValue = JSON.stringify({
      host: hostname(),
      pid: process.pid,
      since: new Date().toISOString(),
      id: randomBytes(6).toString('hex'),
    });
    const opened: { close(): Promise<unknown> }[] = [];
    try {
      if ((await redis.set(keys.lock, lockValue, 'PX', LOCK_MS, 'NX')) !== 'OK') {
        const holder = await redis.get(keys.lock);
        const ttl = await redis.pttl(keys.lock);
        const who = holder === null ? 'another coordinator' : describeHolder(holder);
        throw new WordleError(
          'QUEUE_BUSY',
          `queue "${opts.name}" on ${opts.target.shown} is in use by ${who}: wait for it to finish, or use another --name (if it was killed, its claim expires in ${Math.ceil(Math.max(0, ttl) / 1000)} s)`,
        );
      }
      const connection = { url: opts.target.url };
      const queue = new pkgs.bullmq.Queue(opts.name, { connection, prefix: QUEUE_PREFIX });
      queue.on('error', () => undefined); // reconnects by itself
      opened.push(queue);
      await QueueExecutor.claimRun(redis, queue, opts);
      const setupId = setupIdOf(opts.words);
      await redis.set(keys.setup(setupId), setupJson(opts.words));
      const events = new pkgs.bullmq.QueueEvents(opts.name, { connection, prefix: QUEUE_PREFIX });
      events.on('error', () => undefined);
      opened.push(events);
      await events.waitUntilReady();
      // Listening first, then reading what is finished: no result can fall in between.
      const executor = new QueueExecutor(opts, redis, queue, events, lockValue, setupId, {
        completed: new Set(),
        failed: new Set(),
      });
      executor.listen();
      executor.done = await executor.finishedIds();
      executor.timers = [
        setInterval(() => void executor.heartbeat(), HEARTBEAT_MS),
        setInterval(() => void executor.sweep(), SWEEP_MS),
      ];
      return executor;
    } catch (e) {
      await redis.eval(COMPARE_DELETE, 1, keys.lock, lockValue).catch(() => undefined);
      await Promise.allSettled(opened.map((o) => o.close()));
      redis.disconnect();
      throw e;
    }
  }

  /** Refuse (or with `clear`, discard) a queue that holds another run's jobs; then mark it as this run's. */
  private static async claimRun(redis: Redis, queue: Queue, opts: QueueExecutorOptions): Promise<void> {
    const keys = queueKeys(opts.name);
    const run = `${opts.run} · lists ${setupIdOf(opts.words)}`;
    const previous = await redis.get(keys.run);
    if (previous !== null && previous !== run) {
      const counts = await queue.getJobCounts();
      const held = Object.values(counts).reduce((a, b) => a + b, 0);
      if (held > 0 && opts.clear !== true) {
        throw new WordleError(
          'QUEUE_BUSY',
          `queue "${opts.name}" holds ${held} jobs of another run (${quote(previous, 80)}): run that again to finish it, or pass --clear-queue to discard them`,
        );
      }
      await queue.obliterate({ force: true });
      // Other runs' word lists (SCAN, not KEYS: the server may hold much else).
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', keys.setup('*'), 'COUNT', 1000);
        if (found.length > 0) await redis.del(...found);
        cursor = next;
      } while (cursor !== '0');
    }
    await redis.set(keys.run, run);
  }

  /** Run a job on the queue. */
  run(job: Job, signal?: Cancellation): Promise<JobResult> {
    if (this.stopped || signal?.aborted === true) return Promise.reject(new WordleError('INTERRUPTED', 'interrupted'));
    const data: QueueJobData = { setup: this.setupId, job: jobToJson(job) };
    const id = jobIdOf(data);
    return new Promise<JobResult>((resolve, reject) => {
      this.pending.set(id, { job, resolve, reject });
      const early = this.early.get(id);
      if (early !== undefined) {
        this.early.delete(id);
        this.settle(id, early);
      } else if (this.done.completed.has(id)) void this.fetchFinished([id]);
      else {
        this.toAdd.push({
          name: 'rank',
          data,
          opts: {
            jobId: id,
            attempts: 3,
            backoff: { type: 'exponential', delay: 2000 },
            removeOnComplete: false,
            removeOnFail: false,
          },
        });
        if (this.done.failed.has(id)) void this.retryFailed(id);
        if (!this.flushing) {
          this.flushing = true;
          setImmediate(() => void this.flush());
        }
      }
    });
  }

  /** Add the queued jobs, a batch at a time. */
  private async flush(): Promise<void> {
    try {
      while (this.toAdd.length > 0 && !this.stopped) await this.queue.addBulk(this.toAdd.splice(0, BATCH));
    } catch (e) {
      this.failAll(
        new WordleError('QUEUE_UNAVAILABLE', `cannot add jobs to queue "${this.opts.name}": ${(e as Error).message}`),
      );
    } finally {
      this.flushing = false;
    }
  }

  /** A job failed earlier, for good: try it again (this is a new run of it). */
  private async retryFailed(id: string): Promise<void> {
    const job = await this.queue.getJob(id);
    if (job !== undefined && (await job.isFailed())) await job.retry('failed');
    this.done.failed.delete(id);
  }

  private listen(): void {
    this.events.on('completed', ({ jobId, returnvalue }) => {
      if (this.pending.has(jobId)) this.settle(jobId, returnvalue);
      else this.early.set(jobId, returnvalue);
    });
    this.events.on('failed', ({ jobId, failedReason }) => this.failed(jobId, failedReason));
    this.events.on('stalled', () => {
      this.stats.stalled++;
      this.opts.onNote?.(
        `a job's worker stopped answering: the job went back to the queue (${this.stats.stalled} so far)`,
      );
    });
  }

  /** The ids of every finished job (completed or failed). */
  private async finishedIds(): Promise<{ completed: Set<string>; failed: Set<string> }> {
    const [completed, failed] = await Promise.all([
      this.queue.getRanges(['completed'], 0, -1),
      this.queue.getRanges(['failed'], 0, -1),
    ]);
    return { completed: new Set(completed), failed: new Set(failed) };
  }

  /** Read finished jobs' results from Redis. */
  private async fetchFinished(ids: readonly string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += BATCH) {
      const jobs = await Promise.all(ids.slice(i, i + BATCH).map((id) => this.queue.getJob(id)));
      for (const j of jobs) if (j !== undefined) this.fromJob(j);
    }
  }

  private fromJob(j: BullJob): void {
    if (j.id === undefined || !this.pending.has(j.id)) return;
    if (j.finishedOn !== undefined && j.returnvalue !== null && j.returnvalue !== undefined)
      this.settle(j.id, j.returnvalue);
    else if (j.finishedOn !== undefined && j.failedReason !== undefined && j.failedReason !== '')
      this.failed(j.id, j.failedReason);
  }

  /** A job's return value: checked, counted, and handed to whoever waits for it. */
  private settle(id: string, value: unknown): void {
    const p = this.pending.get(id);
    if (p === undefined) return;
    this.pending.delete(id);
    try {
      const v = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<QueueJobReturn>;
      if (typeof v !== 'object' || v === null) throw new WordleError('BAD_ARGUMENT', 'job result: not an object');
      if (typeof v.seconds === 'number' && Number.isFinite(v.seconds)) this.stats.jobSeconds += v.seconds;
      if (typeof v.worker === 'string') this.stats.workers.add(v.worker.slice(0, 100));
      p.resolve(resultFromJson(v.result, p.job));
    } catch (e) {
      p.reject(e instanceof WordleError ? new WordleError('BAD_FILE', `queue "${this.opts.name}": ${e.message}`) : e);
    }
  }

  /** A job failed for good (a bad job, or every attempt failed). */
  private failed(id: string, reason: string): void {
    const p = this.pending.get(id);
    if (p === undefined) return;
    this.pending.delete(id);
    const m = /^WordleError ([A-Z_]+): (.*)$/su.exec(reason);
    p.reject(
      m !== null
        ? new WordleError('JOB_FAILED', `a worker refused a job: ${m[2]}`)
        : new WordleError('JOB_FAILED', `a job failed on every attempt (${quote(reason, 200)}); run again to retry it`),
    );
  }

  /** Renew the claim on the queue; if another coordinator took it, stop. */
  private async heartbeat(): Promise<void> {
    try {
      const ok = await this.redis.eval(COMPARE_EXPIRE, 1, queueKeys(this.opts.name).lock, this.lockValue, LOCK_MS);
      if (ok === 0) {
        this.failAll(
          new WordleError(
            'QUEUE_BUSY',
            `lost queue "${this.opts.name}" to another coordinator (this one was unresponsive for ${LOCK_MS / 1000} s)`,
          ),
        );
      }
      this.seenWorkers = await this.queue.getWorkersCount();
    } catch {
      // the connection is down: ioredis reconnects, and the next beat tries again
    }
  }

  /** Catch results whose events were missed (a dropped connection), every few seconds. */
  private async sweep(): Promise<void> {
    if (this.pending.size === 0) return;
    try {
      this.done = await this.finishedIds();
      await this.fetchFinished(
        [...this.pending.keys()].filter((id) => this.done.completed.has(id) || this.done.failed.has(id)),
      );
    } catch {
      // next time
    }
  }

  private failAll(e: unknown): void {
    this.stopped = true;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  /** Progress: workers connected and jobs put back. */
  status(): string {
    return `${this.seenWorkers} workers${this.stats.stalled > 0 ? ` · ${this.stats.stalled} stalled` : ''}`;
  }

  /** Stop waiting for results (Ctrl-C): the jobs stay in the queue, and the workers go on with them. */
  stop(): void {
    this.failAll(new WordleError('INTERRUPTED', 'interrupted'));
  }

  /** The run is over and its output written: delete its jobs, results and word lists. */
  async finish(): Promise<void> {
    await this.queue.obliterate({ force: true });
    const keys = queueKeys(this.opts.name);
    await this.redis.del(keys.setup(this.setupId), keys.run);
  }

  /** Give up the queue (its jobs stay, unless `finish` ran) and disconnect. */
  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.failAll(new WordleError('INTERRUPTED', 'interrupted'));
    await this.redis.eval(COMPARE_DELETE, 1, queueKeys(this.opts.name).lock, this.lockValue).catch(() => undefined);
    await Promise.allSettled([this.events.close(), this.queue.close()]);
    this.redis.disconnect();
  }
}

/** Who holds a queue, from its lock's value (untrusted text: escaped and cut). */
function describeHolder(value: string): string {
  const safe = (x: unknown, n: number): string => escapeControls(String(x)).slice(0, n);
  try {
    const v = JSON.parse(value) as { host?: unknown; pid?: unknown; since?: unknown };
    return `the coordinator on ${safe(v.host, 60)} (pid ${safe(v.pid, 12)}, since ${safe(v.since, 30)})`;
  } catch {
    return 'another coordinator';
  }
}
