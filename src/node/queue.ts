import type { Job as BullJob, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { WordleError } from '../core/errors.js';
import type { WordSet } from '../core/wordlist.js';
import { jobToJson } from '../search/jobs/json.js';
import type { Job, JobResult } from '../search/jobs/job.js';
import type { Cancellation, Executor } from '../search/jobs/executor.js';
import { closeAll, DEFAULT_QUEUE_TIMEOUT_S, QueueHealth, settledWithin } from './queue-health.js';
import { claimRun, CoordinatorLock, RENEW_MS } from './queue-lock.js';
import { JobBook, QueuedJob } from './queue-job.js';
import { ReplicaSettler } from './queue-replicas.js';
import {
  connectRedis,
  loadQueuePackages,
  QUEUE_PREFIX,
  queueKeys,
  setupIdOf,
  setupJson,
  type QueueJobData,
} from './queue-keys.js';
import type { RedisTarget } from './redis-url.js';

/*
 * The coordinator's side of the job queue: an Executor whose jobs are BullMQ jobs in Redis, run by
 * `wordle worker`s anywhere (queue-worker.ts). It moves jobs and results, and trusts no result:
 *
 * - A job's id is a hash of its content, so adding it again (a resumed run) adds nothing, and a
 *   job finished earlier gives its result at once.
 * - Jobs are retried (3 attempts) when a worker fails, and put back by BullMQ's stalled-job check
 *   when a worker dies (its lock, renewed while it works, expires).
 * - Every answer is checked (queue-job.ts); a bad one, or a worker's refusal, is named (the job,
 *   the worker, what was wrong), dropped and the job queued again, up to MAX_DROPS times; then
 *   the run fails naming the job. A bad answer never blocks the queue.
 * - With `replicas` K > 1 every job is queued K times, and its result is the one K different
 *   workers agree on (search/jobs/replicas.ts); when they disagree, more copies are queued (up to
 *   MAX_EXTRA_REPLICAS), then the run fails naming the job. Without replicas a result is one
 *   worker's claim: it carries its `producer`, and a claimed loss is proven again here (`reprove`).
 * - Results stay in Redis until `finish`, which the caller runs once its output is written.
 * - One coordinator per queue (queue-lock.ts); a run whose queue holds another run's jobs is
 *   refused unless `clear`, which always empties the queue first.
 * - A server that stops answering is said within seconds, and its return (queue-health.ts); after
 *   `timeoutS` unreachable every job waiting fails with QUEUE_UNAVAILABLE (the caller keeps its
 *   progress). Closing never waits on an unreachable server for more than CLOSE_MS.
 */

const SWEEP_MS = 15_000;
const BATCH = 500;
/** How long closing waits for the server (a clean goodbye) before it just disconnects, ms. */
const CLOSE_MS = 2000;

/** Options of `QueueExecutor.open`. */
export interface QueueExecutorOptions {
  readonly target: RedisTarget;
  readonly name: string;
  readonly words: WordSet;
  /** Jobs in flight at once (all of them, for a ranking with a fixed cutoff). */
  readonly size: number;
  /** What this run is (another run's leftover jobs are refused): e.g. `openings classic normal cutoff 8015`. */
  readonly run: string;
  /** Empty the queue first (another run's jobs, or this run's). @default false */
  readonly clear?: boolean;
  /** Different workers that must agree on each result. @default 1 */
  readonly replicas?: number;
  /** The caller's check of a result (e.g. that a tree proves its total): the problem, or null. */
  readonly check?: (job: Job, result: JobResult) => string | null;
  /** Runs jobs here: a loss claimed by one worker (no replicas) is proven again with it. */
  readonly reprove?: Reprover;
  /** How long Redis may be unreachable before the run gives up, s. @default DEFAULT_QUEUE_TIMEOUT_S */
  readonly timeoutS?: number;
  /** Called for things worth telling the user (stalled jobs put back, …). */
  readonly onNote?: (text: string) => void;
  /** Called for what a user must hear even when quiet: results dropped, workers that disagree, claimed losses. */
  readonly onWarning?: (text: string) => void;
}

/** Runs jobs in this process (threads), for what is proven again here; stopped and closed with the queue. */
export interface Reprover {
  run(job: Job): Promise<JobResult>;
  stop(): void;
  close(): Promise<void>;
}

/** Runs jobs on a BullMQ queue (see the file comment). */
export class QueueExecutor implements Executor {
  /** The jobs waiting for a result, and what to do with their answers. */
  private readonly book: JobBook;
  /** With replicas: one more answer for a job, from another worker or computed here. */
  private readonly settler: ReplicaSettler;
  /** Results that arrived before their job was asked for (a resumed run's jobs finishing). */
  private readonly early = new Map<string, unknown>();
  private readonly toAdd: { name: string; data: QueueJobData; opts: object }[] = [];
  private flushing = false;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  /** Jobs put back after their worker stopped. */
  private stalled = 0;
  private seenWorkers = 0;
  private toldReplicas = false;
  /** A heartbeat or a sweep still waiting for the server (the next one waits for it). */
  private beating = false;
  private sweeping = false;

  private constructor(
    private readonly opts: QueueExecutorOptions,
    private readonly redis: Redis,
    private readonly queue: Queue,
    private readonly events: QueueEvents,
    private readonly lock: CoordinatorLock,
    private readonly setupId: string,
    private done: { completed: Set<string>; failed: Set<string> },
    private readonly health: QueueHealth,
  ) {
    this.book = new JobBook({
      replicas: opts.replicas ?? 1,
      ...(opts.check !== undefined ? { check: opts.check } : {}),
      ...(opts.reprove !== undefined ? { reprove: (job: Job) => opts.reprove!.run(job) } : {}),
      warn: (text) => opts.onWarning?.(text),
      request: (q, id) => this.request(q, id),
      requeue: (q, id) => void this.requeue(q, id),
      oneMore: (q, why) => void this.settler.oneMore(q, why),
    });
    this.settler = new ReplicaSettler({
      name: opts.name,
      queue,
      book: this.book,
      ...(opts.reprove !== undefined ? { here: opts.reprove } : {}),
      warn: (text) => opts.onWarning?.(text),
      requeue: (q, id) => void this.requeue(q, id),
      // (a copy a worker holds cannot be removed: that worker's answer then counts for nothing)
      drop: (ids) => void Promise.allSettled(ids.map((id) => this.queue.remove(id))),
    });
  }

  /** Whether the server answered at the last check. */
  reachable(): boolean {
    return this.health.up;
  }

  /** Seconds the workers spent on the jobs whose answers were counted. */
  jobSeconds(): number {
    return this.book.stats.jobSeconds;
  }

  /** Jobs in flight at once. */
  get size(): number {
    return this.opts.size;
  }

  /** Different workers that must agree on each result. */
  get replicas(): number {
    return this.opts.replicas ?? 1;
  }

  /** Where the jobs run. */
  get where(): string {
    const k = this.replicas > 1 ? `, each job by ${this.replicas} workers that agree` : '';
    return `queue "${this.opts.name}" on ${this.opts.target.shown}${k}`;
  }

  /**
   * Connect, take the queue (refused when another coordinator holds it), store the word lists for
   * the workers and listen for results.
   */
  static async open(opts: QueueExecutorOptions): Promise<QueueExecutor> {
    const pkgs = await loadQueuePackages();
    const redis = await connectRedis(pkgs, opts.target);
    let executor: QueueExecutor | undefined;
    const health = new QueueHealth(redis, opts.target, (opts.timeoutS ?? DEFAULT_QUEUE_TIMEOUT_S) * 1000, {
      onDown: (text) => opts.onWarning?.(text),
      onUp: (text) => opts.onWarning?.(text),
      onGiveUp: (e) => executor?.failAll(e),
    }).start();
    const opened: { close(): Promise<unknown>; disconnect(): Promise<unknown> }[] = [];
    let lock: CoordinatorLock | undefined;
    const setUp = async (): Promise<QueueExecutor> => {
      lock = await CoordinatorLock.take(redis, opts.name, opts.target, (text) => opts.onWarning?.(text));
      const connection = { url: opts.target.url };
      const queue = new pkgs.bullmq.Queue(opts.name, { connection, prefix: QUEUE_PREFIX });
      queue.on('error', () => undefined); // reconnects by itself
      opened.push(queue);
      await claimRun(redis, queue, opts);
      const setupId = setupIdOf(opts.words);
      await redis.set(queueKeys(opts.name).setup(setupId), setupJson(opts.words));
      const events = new pkgs.bullmq.QueueEvents(opts.name, { connection, prefix: QUEUE_PREFIX });
      events.on('error', () => undefined);
      opened.push(events);
      await events.waitUntilReady();
      // Listening first, then reading what is finished: no result can fall in between.
      const done = { completed: new Set<string>(), failed: new Set<string>() };
      const e = new QueueExecutor(opts, redis, queue, events, lock, setupId, done, health);
      e.listen();
      e.done = await e.finishedIds();
      return e;
    };
    try {
      // (while setting up too, an unreachable server ends the wait after timeoutS)
      executor = await Promise.race([setUp(), health.givenUp]);
      const x = executor;
      x.timers = [setInterval(() => void x.heartbeat(), RENEW_MS), setInterval(() => void x.sweep(), SWEEP_MS)];
      return x;
    } catch (e) {
      health.stop();
      if (health.up && lock !== undefined) await settledWithin(lock.release(), CLOSE_MS);
      await closeAll(opened);
      redis.disconnect();
      throw e;
    }
  }

  /** Run a job on the queue (K copies with replicas). */
  run(job: Job, signal?: Cancellation): Promise<JobResult> {
    if (this.stopped || signal?.aborted === true) return Promise.reject(new WordleError('INTERRUPTED', 'interrupted'));
    const base: QueueJobData = { setup: this.setupId, job: jobToJson(job) };
    return new Promise<JobResult>((resolve, reject) => {
      const q = new QueuedJob(job, base, this.replicas, resolve, reject);
      for (const id of this.book.add(q)) this.request(q, id);
    });
  }

  /** Ask for a copy's result: at once if it came already, else by adding it to the queue. */
  private request(q: QueuedJob, id: string): void {
    const early = this.early.get(id);
    if (early !== undefined) {
      this.early.delete(id);
      this.book.settle(id, early);
    } else if (this.done.completed.has(id)) void this.fetchFinished([id]);
    else {
      this.toAdd.push({
        name: 'rank',
        data: q.dataOf(id)!,
        opts: {
          jobId: id,
          attempts: 3,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: false,
          removeOnFail: false,
        },
      });
      if (this.done.failed.has(id)) void this.requeue(q, id);
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    }
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

  /** Put a finished copy back in the queue (its answer dropped): a new run of it. */
  private async requeue(q: QueuedJob, id: string): Promise<void> {
    q.setState(id, 'retrying');
    try {
      const j = await this.queue.getJob(id);
      const state = j === undefined ? 'missing' : await j.getState();
      if (state === 'completed' || state === 'failed')
        await j!.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
      else if (state === 'missing') await this.queue.add('rank', q.dataOf(id)!, { jobId: id, attempts: 3 });
      this.done.completed.delete(id);
      this.done.failed.delete(id);
      q.setState(id, 'out');
    } catch (e) {
      this.failAll(
        new WordleError(
          'QUEUE_UNAVAILABLE',
          `cannot put ${q.what} back in queue "${this.opts.name}": ${(e as Error).message}`,
        ),
      );
    }
  }

  private listen(): void {
    this.events.on('completed', ({ jobId, returnvalue }) => {
      if (this.book.waitsFor(jobId)) this.book.settle(jobId, returnvalue);
      else this.early.set(jobId, returnvalue);
    });
    this.events.on('failed', ({ jobId, failedReason }) => this.book.refused(jobId, failedReason));
    this.events.on('stalled', () => {
      this.stalled++;
      this.opts.onNote?.(`a job's worker stopped answering: the job went back to the queue (${this.stalled} so far)`);
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

  /** Read finished jobs' results (or failures) from Redis. */
  private async fetchFinished(ids: readonly string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += BATCH) {
      const jobs = await Promise.all(ids.slice(i, i + BATCH).map((id) => this.queue.getJob(id)));
      for (const j of jobs) if (j !== undefined) this.fromJob(j);
    }
  }

  private fromJob(j: BullJob): void {
    if (j.id === undefined || j.finishedOn === undefined) return;
    if (this.done.failed.has(j.id)) this.book.refused(j.id, j.failedReason ?? '');
    else this.book.settle(j.id, j.returnvalue);
  }

  /** Renew the claim on the queue; if another coordinator took it, or Redis lost it, stop. */
  private async heartbeat(): Promise<void> {
    if (this.beating || !this.health.up) return; // (the health check says when it is back)
    this.beating = true;
    try {
      const r = await this.lock.renew();
      if (r === 'retaken') this.opts.onNote?.(`took queue "${this.opts.name}" back after being unresponsive`);
      else if (r !== 'held') this.failAll(r.lost);
      this.seenWorkers = await this.queue.getWorkersCount();
      if (this.replicas > 1) await this.settler.check();
      if (this.replicas > 1 && this.replicas > this.seenWorkers && this.book.size > 0 && !this.toldReplicas) {
        this.toldReplicas = true;
        this.opts.onWarning?.(
          `--replicas ${this.replicas} needs ${this.replicas} workers or more (different --id), ${this.seenWorkers} connected: start more`,
        );
      }
    } catch {
      // the connection is down: ioredis reconnects, and the next beat tries again
    } finally {
      this.beating = false;
    }
  }

  /** Catch results whose events were missed (a dropped connection), every few seconds. */
  private async sweep(): Promise<void> {
    if (this.book.size === 0 || this.sweeping || !this.health.up) return;
    this.sweeping = true;
    try {
      this.done = await this.finishedIds();
      await this.fetchFinished(this.book.ids().filter((id) => this.done.completed.has(id) || this.done.failed.has(id)));
    } catch {
      // next time
    } finally {
      this.sweeping = false;
    }
  }

  private failAll(e: unknown): void {
    this.stopped = true;
    this.book.failAll(e);
  }

  /** Progress: workers connected, jobs put back, results dropped, the server unreachable. */
  status(): string {
    const stalled = this.stalled > 0 ? ` · ${this.stalled} stalled` : '';
    const { dropped } = this.book.stats;
    const droppedText = dropped > 0 ? ` · ${dropped} results dropped` : '';
    const down = this.health.up ? '' : ` · Redis unreachable for ${this.health.downSeconds} s`;
    const here = this.settler.settledHere > 0 ? ` · ${this.settler.settledHere} answers computed here` : '';
    return `${this.seenWorkers} workers${stalled}${droppedText}${here}${down}`;
  }

  /** Stop waiting for results (Ctrl-C): the jobs stay in the queue, and the workers go on with them. */
  stop(): void {
    this.failAll(new WordleError('INTERRUPTED', 'interrupted'));
    this.opts.reprove?.stop();
  }

  /** The run is over and its output written: delete its jobs, results and word lists (QUEUE_UNAVAILABLE if Redis is away). */
  async finish(): Promise<void> {
    const tidy = async (): Promise<void> => {
      await this.queue.obliterate({ force: true });
      const keys = queueKeys(this.opts.name);
      await this.redis.del(keys.setup(this.setupId), keys.run);
    };
    await Promise.race([tidy(), this.health.givenUp]);
  }

  /**
   * Give up the queue (its jobs stay, unless `finish` ran) and disconnect: at once when the server
   * is unreachable, else after at most CLOSE_MS of goodbyes.
   */
  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.settler.stop();
    this.failAll(new WordleError('INTERRUPTED', 'interrupted'));
    this.health.stop();
    if (this.health.up) await settledWithin(this.lock.release(), CLOSE_MS);
    await Promise.allSettled([closeAll([this.events, this.queue], this.health.up), this.opts.reprove?.close()]);
    this.redis.disconnect();
  }
}
