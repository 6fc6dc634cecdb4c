import { isWordleError } from '../core/errors.js';
import { growJob } from '../engine/tree/grow-job.js';
import { JobRunner, type RunnerHooks } from '../search/jobs/runner.js';
import { cpuSeconds } from './limits.js';
import type { Job, JobResult, JobSetup } from '../search/jobs/job.js';
import type { Cancellation } from '../search/jobs/executor.js';
import { SteppingExecutor, type QueuedJob } from '../search/jobs/stepping.js';
import type { WorkerPool } from './pool.js';

/**
 * CPU milliseconds of this process so far: the size of the work done here, whatever else loads the
 * machine (a wall-clock budget would move a run to threads just because other work slowed it,
 * where threads help least).
 */
const cpuMs = (): number => cpuSeconds() * 1000;

/**
 * The executor of the CLI's parallel runs: jobs start in this thread, one at a time (between them
 * the event loop turns: progress and Ctrl-C keep working), and only a run that lasts longer than
 * `inlineMs` of CPU time moves to worker threads. A short run (a whole SALET proof takes about a second)
 * never pays for starting threads, each with its own heap, and stays small; a long one uses every
 * core. A job still running here when the time is up is stopped (what it proved stays in this
 * thread's memo) and handed to the workers with the rest, so no single hard job keeps one core
 * busy while the others wait. What is queued keeps its order (the plans queue the largest first).
 * The worker pool's module (and tinypool) is loaded only then.
 */
export class LocalExecutor extends SteppingExecutor {
  override readonly size: number;
  private pool: WorkerPool | undefined;
  private closed = false;
  private inlineMs = 0;
  /** What stops a job running here: a stop, or its share of the budget spent. */
  private readonly limits: { stopped: boolean; deadline: number };

  /**
   * `inlineLimitMs`: the CPU time (of this process, while a job runs here) after which the run
   * moves to the workers; `workerSetup`: what the workers start with, made then (a memo table
   * they share, say; @default `setup`).
   */
  constructor(
    setup: JobSetup,
    size: number,
    private readonly inlineLimitMs: number,
    hooks: RunnerHooks = {},
    private readonly workerSetup: () => JobSetup = () => setup,
  ) {
    const limits = { stopped: false, deadline: Infinity };
    // (the clock is read only while a deadline is set: the search polls at every node and guess)
    const shouldStop = () => limits.stopped || (limits.deadline < Infinity && cpuMs() > limits.deadline);
    const clock = cpuSeconds; // (the only search thread while jobs run here)
    super(new JobRunner(setup, { grow: growJob, clock, ...hooks, shouldStop }), (step) => setImmediate(step));
    this.size = size;
    this.limits = limits;
  }

  override run(job: Job, signal?: Cancellation): Promise<JobResult> {
    if (this.pool !== undefined) return this.pool.run(job, signal);
    return super.run(job, signal);
  }

  /** Hand everything to the workers once the budget is spent. */
  protected override divert(): boolean {
    if (this.inlineMs < this.inlineLimitMs || this.size <= 1) return false;
    // Jobs wait in the queue while the pool's module loads.
    import('./pool.js').then(
      ({ WorkerPool }) => {
        if (this.closed) return;
        const pool = new WorkerPool(this.workerSetup(), this.size);
        if (this.stopped) pool.stop();
        this.pool = pool;
        for (const q of this.queue.splice(0)) pool.run(q.job, q.signal).then(q.resolve, q.reject);
      },
      (e: unknown) => {
        for (const q of this.queue.splice(0)) q.reject(e);
      },
    );
    return true;
  }

  /** Run a job here within what is left of the budget; out of time, it goes back to the queue (for the workers). */
  protected override runHere(q: QueuedJob): void {
    const t0 = performance.now();
    const c0 = cpuMs();
    const nodes = this.runner.totalNodes;
    // With more than one thread available, a job here may only use what is left of the budget.
    this.limits.deadline = this.size > 1 ? c0 + Math.max(0, this.inlineLimitMs - this.inlineMs) : Infinity;
    try {
      // Here a job needs no time limit of its own (the budget above stops it): sharing a position
      // among workers is pointless in one thread.
      const job = q.job.kind === 'value' ? { ...q.job, timeLimitMs: undefined } : q.job;
      q.resolve(this.runner.run(job));
    } catch (e) {
      if (!isWordleError(e) || e.code !== 'INTERRUPTED' || this.stopped) q.reject(e);
      else if (q.job.kind === 'value' && performance.now() - t0 >= (q.job.timeLimitMs ?? Infinity)) {
        // Out of time, and past its own limit already: it is a hard one, shared at once.
        const spent = this.runner.totalNodes - nodes;
        q.resolve({ kind: 'value', value: 0, exact: false, guess: null, tree: null, nodes: spent, timedOut: true });
      } else this.queue.unshift(q); // out of time: to the workers
    } finally {
      this.limits.deadline = Infinity;
    }
    this.inlineMs += cpuMs() - c0;
  }

  /** Nodes expanded and memo bytes held, here and on the workers. */
  progress(): { nodes: number; memoBytes: number } {
    const w = this.pool?.progress() ?? { nodes: 0, memoBytes: 0 };
    return { nodes: w.nodes + this.runner.totalNodes, memoBytes: w.memoBytes + this.runner.memoBytes };
  }

  /** Ask every running search to stop. */
  override stop(): void {
    super.stop();
    this.limits.stopped = true;
    this.pool?.stop();
  }

  /** True once the run moved to worker threads. */
  get threaded(): boolean {
    return this.pool !== undefined;
  }

  /** Stop the workers, if any started. */
  override async close(): Promise<void> {
    this.closed = true;
    super.close();
    await this.pool?.close();
  }
}
