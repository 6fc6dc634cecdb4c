import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import { intOption } from '../options.js';
import { DEFAULT_QUEUE_TIMEOUT_S } from '../../node/queue-health.js';
import type { Output } from '../output.js';
import type { WorkerOptions } from '../worker-run.js';

/** `wordle worker --queue redis://…`: run queued jobs (from `openings rank --queue`) until the queue is finished. */
export function workerCommand(out: Output): Command {
  return new Command('worker')
    .description(
      'run the jobs of a queue (from `wordle openings rank --queue`) on this machine, until the queue is finished',
    )
    .requiredOption('--queue <url>', 'the Redis server of the queue: redis://HOST:PORT[/DB]')
    .option('--name <queue>', 'the queue name', 'wordle-openings')
    .option(
      '--id <id>',
      "this worker's id, recorded with its results (default HOST:PID; --replicas counts different ids)",
    )
    .option('--concurrency <n>', 'jobs at once (worker threads)', intOption('--concurrency'), availableParallelism())
    .option('--keep-waiting', 'never stop on its own: wait for more work after the queue is finished (Ctrl-C stops)')
    .option('--wait <seconds>', 'started before any coordinator: wait this long for one', intOption('--wait', 0), 300)
    .option(
      '--lock-timeout <seconds>',
      "a job's lock: if this worker dies, its jobs go back to the queue after this long",
      intOption('--lock-timeout', 1, 3600),
      30,
    )
    .option(
      '--max-memory <MB>',
      "memory for a run's pattern matrix and the search memos of all threads (a larger run is refused)",
      intOption('--max-memory', 64),
      1024,
    )
    .option(
      '--queue-timeout <seconds>',
      'how long Redis may be unreachable before the worker stops (exit 2)',
      intOption('--queue-timeout', 1, 86_400),
      DEFAULT_QUEUE_TIMEOUT_S,
    )
    .option('--cache [dir]', 'cache the pattern matrix on disk')
    .option('-q, --quiet', 'no log lines on stderr')
    .addHelpText(
      'after',
      `
A worker takes jobs until the queue is finished: nothing waiting, delayed or running, and no
coordinator (\`wordle openings rank --queue\`) on it. Start as many as you like, on any machine that
reaches the Redis server; they need no files (the word lists are in Redis). Ctrl-C (or SIGTERM)
puts the jobs in progress back in the queue; a worker that dies loses its jobs to the others after
--lock-timeout. Its results are recorded as its claims, under its --id.

Examples:
  $ wordle worker --queue redis://10.0.0.5:6379
  $ wordle worker --queue redis://10.0.0.5:6379/2 --name hard --concurrency 8 --id lab-7`,
    )
    .action(async (opts: WorkerOptions) => {
      const { runWorker } = await import('../worker-run.js');
      await runWorker(opts, out);
    });
}
