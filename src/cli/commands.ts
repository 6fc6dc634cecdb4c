import type { Command } from 'commander';
import type { Output } from './output.js';

// What the `wordle` program loads on demand, as loaders: program.ts and main.ts import this module
// only when a command runs (not for `--version`). In the bundle (scripts/bundle-cli.mjs) it is the
// entry of dist/bin/cli.js, the one file that holds every command, where a module is evaluated
// only when its loader is first called: a question loads that file, not some forty chunks
// (Node 20 spends about half a millisecond on each ES module it loads).

/** Makes one command. */
export type CommandMaker = (out: Output) => Command;

/** Every command, in the order help lists them, each with its loader. */
export const COMMANDS: readonly (readonly [string, () => Promise<CommandMaker>])[] = [
  ['assist', async () => (await import('./commands/assist.js')).assistCommand],
  ['suggest', async () => (await import('./commands/suggest.js')).suggestCommand],
  ['filter', async () => (await import('./commands/filter.js')).filterCommand],
  ['score', async () => (await import('./commands/score.js')).scoreCommand],
  ['solve', async () => (await import('./commands/solve.js')).solveCommand],
  ['tree', async () => (await import('./commands/tree.js')).treeCommand],
  ['bench', async () => (await import('./commands/bench.js')).benchCommand],
  ['play', async () => (await import('./commands/play.js')).playCommand],
  ['analyze', async () => (await import('./commands/analyze.js')).analyzeCommand],
  ['letters', async () => (await import('./commands/letters.js')).lettersCommand],
  ['optimal', async () => (await import('./commands/optimal.js')).optimalCommand],
  ['absurdle', async () => (await import('./commands/absurdle.js')).absurdleCommand],
  ['openings', async () => (await import('./commands/openings.js')).openingsCommand],
  ['history', async () => (await import('./commands/history.js')).historyCommand],
  ['worker', async () => (await import('./commands/worker.js')).workerCommand],
];

// What `wordle openings show` (main.ts's fast path, in the bundle's shared file) loads from here.
export * from './openings-show-more.js';

/**
 * The worker threads' task in the bundle: dist/bin/worker.js, tinypool's worker module there,
 * hands it the pool's data (node/worker.ts does where tsc built it).
 */
export async function loadJobTask(): Promise<(typeof import('../node/worker-task.js'))['jobTask']> {
  return (await import('../node/worker-task.js')).jobTask;
}
