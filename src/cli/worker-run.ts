import { threadCount } from '../node/limits.js';
import { checkQueueName, checkWorkerId, defaultWorkerId } from '../node/queue-keys.js';
import { runQueueWorker, workerStopped } from '../node/queue-worker.js';
import { parseRedisUrl } from '../node/redis-url.js';
import { cacheDir } from './load.js';
import { onInterrupt } from './interrupt.js';
import type { Output } from './output.js';

/** The options of `wordle worker`. */
export interface WorkerOptions {
  queue: string;
  name: string;
  id?: string;
  concurrency: number;
  keepWaiting?: boolean;
  wait: number;
  lockTimeout: number;
  queueTimeout: number;
  maxMemory: number;
  cache?: string | boolean;
  quiet?: boolean;
}

/** `wordle worker`: run queued jobs here until the queue is finished. */
export async function runWorker(opts: WorkerOptions, out: Output): Promise<void> {
  const target = parseRedisUrl(opts.queue);
  checkQueueName(opts.name);
  if (opts.id !== undefined) checkWorkerId(opts.id);
  const threads = threadCount(opts.concurrency, '--concurrency');
  const log = (line: string): void => {
    if (opts.quiet !== true) out.error(line);
  };
  if (threads.note !== undefined) log(threads.note);
  const dir = cacheDir(opts);
  const report = await runQueueWorker({
    target,
    name: opts.name,
    id: opts.id ?? defaultWorkerId(),
    concurrency: threads.threads,
    maxMemoryMB: opts.maxMemory,
    lockMs: opts.lockTimeout * 1000,
    keepWaiting: opts.keepWaiting === true,
    waitMs: opts.wait * 1000,
    ...(dir !== undefined ? { cacheDir: dir } : {}),
    timeoutS: opts.queueTimeout,
    log,
    warn: (line) => out.error(`wordle: warning: ${line}`),
    onInterrupt: (stop) =>
      onInterrupt(() => {
        log('interrupted: putting the jobs in progress back (Ctrl-C again to quit at once)');
        stop();
      }),
  });
  if (report.interrupted) throw workerStopped(report);
  log(`worker done: ${report.jobs} jobs in ${report.seconds.toFixed(1)} s; the queue is finished`);
}
