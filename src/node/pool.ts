import { setMaxListeners } from 'node:events';
import Tinypool from 'tinypool';
import { WordleError, type WordleErrorCode } from '../core/errors.js';
import { expectInt, expectObject, expectStrings } from '../core/validate.js';
import { defaultThreads } from './limits.js';
import type { Job, JobResult, JobSetup } from '../search/jobs/job.js';
import type { Cancellation, Executor } from '../search/jobs/executor.js';

/** What each worker thread is started with. */
export interface WorkerData {
  readonly setup: JobSetup;
  /** Float64 pairs per worker slot: nodes expanded, memo bytes. */
  readonly counters: SharedArrayBuffer;
  /** Int32 [0]: 1 asks every running search to stop at its next check. */
  readonly stop: SharedArrayBuffer;
  /** How many threads the pool runs (they share the process's CPU clock). */
  readonly threads: number;
}

/** A job that failed on bad input, as the worker reports it (WordleErrors lose their code in transit). */
export interface WorkerFailure {
  readonly kind: 'failure';
  readonly code: WordleErrorCode;
  readonly message: string;
}

const MAX_SLOTS = 256;

/** Where the compiled worker lives: next to this file in dist/, or dist/ when run from src/ (tests). */
function workerFile(): string {
  const here = import.meta.url;
  return (here.endsWith('.ts') ? new URL('../../dist/node/worker.js', here) : new URL('./worker.js', here)).href;
}

/**
 * The one worker pool (tinypool: a crashed worker is replaced, an aborted job's worker is
 * terminated and replaced). It only moves jobs and results; what a job does is search/jobs/runner.ts.
 */
export class WorkerPool implements Executor {
  private readonly pool: Tinypool;
  private readonly counters = new SharedArrayBuffer(8 * 2 * MAX_SLOTS);
  private readonly stopFlag = new SharedArrayBuffer(4);

  constructor(
    setup: JobSetup,
    readonly size: number = defaultThreads(),
  ) {
    expectObject(setup, 'WorkerPool', 'setup');
    expectStrings(setup.answers, 'WorkerPool', 'setup.answers');
    expectStrings(setup.extraGuesses, 'WorkerPool', 'setup.extraGuesses');
    expectInt(size, 'WorkerPool', 'size', 1, 4 * defaultThreads());
    const data: WorkerData = {
      setup,
      counters: this.counters,
      stop: this.stopFlag,
      threads: size,
    };
    this.pool = new Tinypool({
      filename: workerFile(),
      minThreads: size,
      maxThreads: size,
      idleTimeout: 60_000,
      workerData: data,
    });
  }

  /** Run a job on the next free worker. */
  async run(job: Job, signal?: Cancellation): Promise<JobResult> {
    // The signal is an AbortSignal (from the CLI); tinypool terminates the job's worker when it
    // aborts. Every job queued listens to it: a plan queues one job per outcome at once.
    if (signal instanceof AbortSignal) setMaxListeners(0, signal);
    const options = signal === undefined ? {} : { signal: signal as AbortSignal };
    const r = (await this.pool.run(job, options)) as JobResult | WorkerFailure;
    if (r.kind === 'failure') throw new WordleError(r.code, r.message);
    return r;
  }

  /** Nodes expanded and memo bytes held, summed over the workers. */
  progress(): { nodes: number; memoBytes: number } {
    const c = new Float64Array(this.counters);
    let nodes = 0;
    let memoBytes = 0;
    for (let i = 0; i < c.length; i += 2) {
      nodes += c[i]!;
      memoBytes += c[i + 1]!;
    }
    return { nodes, memoBytes };
  }

  /** Ask every running search to stop (they end with an INTERRUPTED error). */
  stop(): void {
    Atomics.store(new Int32Array(this.stopFlag), 0, 1);
  }

  /** Stop the workers. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
