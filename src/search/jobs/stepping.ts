import { WordleError } from '../../core/errors.js';
import type { Cancellation, Executor } from './executor.js';
import type { Job, JobResult } from './job.js';
import type { JobRunner } from './runner.js';

/** A job waiting in a stepping executor's queue. */
export interface QueuedJob {
  readonly job: Job;
  /** What cancels it before it starts. */
  readonly signal: Cancellation | undefined;
  /** Settle the job's promise with its result. */
  readonly resolve: (r: JobResult) => void;
  /** Settle the job's promise with an error. */
  readonly reject: (e: unknown) => void;
}

/**
 * Runs jobs in this thread, one a task: between two jobs the event loop turns (`schedule` queues
 * the next step: `setImmediate` in Node, a MessageChannel in a web worker), so progress, each
 * result and a cancellation are heard while a run goes on (a job run at once, as `InlineExecutor`
 * does, would run them all before any result is seen). The CLI's executor (node/executor.ts) and
 * the web app's opener rating run their jobs through it.
 */
export class SteppingExecutor implements Executor {
  readonly size: number = 1;
  protected readonly queue: QueuedJob[] = [];
  private stepping = false;
  /** Set by `stop`: every job still queued, and any that asks, is interrupted. */
  protected stopped = false;

  constructor(
    protected readonly runner: JobRunner,
    private readonly schedule: (step: () => void) => void,
  ) {}

  run(job: Job, signal?: Cancellation): Promise<JobResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, signal, resolve, reject });
      if (!this.stepping) {
        this.stepping = true;
        this.schedule(() => this.step());
      }
    });
  }

  /** Run the next queued job here (or let `divert` take the queue elsewhere), then schedule the next step. */
  private step(): void {
    if (this.divert()) return; // (stepping stays set: none runs here any more)
    const q = this.queue.shift();
    if (q === undefined) {
      this.stepping = false;
      return;
    }
    if (q.signal?.aborted === true || this.stopped) q.reject(new WordleError('INTERRUPTED', 'interrupted'));
    else this.runHere(q);
    this.schedule(() => this.step());
  }

  /** Run one job in this thread and settle it. */
  protected runHere(q: QueuedJob): void {
    try {
      q.resolve(this.runner.run(q.job));
    } catch (e) {
      q.reject(e);
    }
  }

  /** True when the queue was handed elsewhere before this step (a subclass's choice: none here). */
  protected divert(): boolean {
    return false;
  }

  /** Ask every job to stop: those not started are interrupted. */
  stop(): void {
    this.stopped = true;
  }

  /** Drop the jobs not started (they are rejected as interrupted). */
  close(): void {
    for (const q of this.queue.splice(0)) q.reject(new WordleError('INTERRUPTED', 'interrupted'));
  }
}
