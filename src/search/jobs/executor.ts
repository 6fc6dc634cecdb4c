import { badArgument } from '../../core/validate.js';
import type { Job, JobResult } from './job.js';
import { JobRunner } from './runner.js';

/**
 * What cancels a run: an AbortSignal where there is one. Only `aborted` is read here (the pure
 * library is typed without DOM or Node types); executors pass the signal itself on.
 */
export interface Cancellation {
  readonly aborted: boolean;
}

/** Runs jobs somewhere: this thread, worker threads, a web worker, a queue. */
export interface Executor {
  /** Run one job; aborting the signal cancels it. */
  run(job: Job, signal?: Cancellation): Promise<JobResult>;
  /** How many jobs it runs at once. */
  readonly size: number;
}

/** Runs jobs in this thread, one at a time (the web app, tests, and small positions). */
export class InlineExecutor implements Executor {
  readonly size = 1;
  constructor(readonly runner: JobRunner) {
    if (!(runner instanceof JobRunner)) badArgument('InlineExecutor', 'runner', 'a JobRunner', runner);
  }
  /** Run the job in this thread. */
  run(job: Job): Promise<JobResult> {
    return new Promise((resolve) => resolve(this.runner.run(job)));
  }
}

/** Check that `value` is an executor (`{ run(job), size }`), naming `options.executor` of `fn` if not. */
export function expectExecutor(value: unknown, fn: string): void {
  const e = value as Partial<Executor> | null;
  if (typeof e !== 'object' || e === null || typeof e.run !== 'function' || typeof e.size !== 'number') {
    badArgument(fn, 'options.executor', 'an executor ({ run(job), size })', value);
  }
}
