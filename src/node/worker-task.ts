import { growJob } from '../engine/tree/grow-job.js';
import { JobRunner } from '../search/jobs/runner.js';
import type { Job, JobResult } from '../search/jobs/job.js';
import { fastestKernel } from '../search/kernel/wasm.js';
import { isWordleError } from '../core/errors.js';
import type { WorkerData, WorkerFailure } from './pool.js';
import { cpuSeconds } from './limits.js';

/**
 * What a worker thread of the pool (pool.ts) runs, given the pool's data: it builds a JobRunner from
 * the pool's setup once, then runs whatever job it is handed. Progress (nodes, memo bytes) goes to
 * the pool's shared counters. worker.ts (tinypool's worker module) hands it tinypool's worker data;
 * so does the CLI bundle's worker (scripts/bundle-cli.mjs), which loads this from the commands' file.
 */
export function jobTask(data: WorkerData): (job: Job) => JobResult | WorkerFailure {
  const counters = new Float64Array(data.counters);
  // This thread's pair of counters: tinypool numbers its workers from 1.
  const slot = Number(process.env.TINYPOOL_WORKER_ID ?? 1) % (counters.length / 2);
  const stop = new Int32Array(data.stop);
  const kernel = fastestKernel(data.setup.answers[0]?.length ?? 5);
  let runner: JobRunner | undefined;

  function getRunner(): JobRunner {
    runner ??= new JobRunner(data.setup, {
      ...(kernel !== undefined ? { kernel } : {}),
      grow: growJob,
      onProgress: (nodes) => {
        counters[2 * slot] = nodes;
        counters[2 * slot + 1] = runner?.memoBytes ?? 0;
      },
      shouldStop: () => Atomics.load(stop, 0) !== 0,
      // (Node 20 measures the CPU of the whole process only: each thread counts its share)
      clock: () => cpuSeconds() / data.threads,
    });
    return runner;
  }

  // The pool calls this for every job. A user-facing error comes back as data, with its code.
  return (job) => {
    const r = getRunner();
    try {
      return r.run(job);
    } catch (e) {
      if (isWordleError(e)) return { kind: 'failure', code: e.code, message: e.message };
      throw e;
    } finally {
      counters[2 * slot] = r.totalNodes;
      counters[2 * slot + 1] = r.memoBytes;
    }
  };
}
