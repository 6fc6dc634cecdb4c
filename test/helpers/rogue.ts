import { DelayedError, Worker, type Job as BullJob } from 'bullmq';
import { Redis } from 'ioredis';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import type { WordSet } from '../../src/core/wordlist.js';
import { buildTree } from '../../src/engine/tree/build.js';
import { treeStats } from '../../src/engine/tree/stats.js';
import { baseJobIdOf, QUEUE_PREFIX, queueKeys, setupFromJson, type QueueJobData } from '../../src/node/queue-keys.js';
import { jobFromJson } from '../../src/search/jobs/json.js';
import type { Job, JobResult } from '../../src/search/jobs/job.js';
import { JobRunner } from '../../src/search/jobs/runner.js';
import { toPlainTree } from '../../src/search/position/plain-tree.js';
import { gameConfig } from '../../src/strategies/context.js';
import { findStrategy, HEURISTICS } from '../../src/strategies/index.js';

// A rogue worker, for the tests of the queue's trust: a BullMQ worker in the test's own process,
// on the test's own Redis, that takes jobs like `wordle worker` (it even leaves the other copies
// of a job it answered to other workers, as `wordle worker` does) and answers each with what
// `forge` makes of the honest result (computed here, with the same JobRunner). Whatever it returns
// goes to the coordinator as this worker's answer.

/** What the rogue answers: `forge`'s value, or the honest result when it returns undefined. */
export type Forge = (job: Job, honest: JobResult, words: WordSet) => unknown;

/** A running rogue worker. */
export interface Rogue {
  /** The openings (first guess of each job) it forged an answer for. */
  readonly forged: string[];
  /** Jobs it answered. */
  answered(): number;
  close(): Promise<void>;
}

/** Start a rogue worker with id `id` on queue `name`; it stops taking jobs after `limit` answers. */
export async function startRogue(
  url: string,
  name: string,
  id: string,
  forge: Forge,
  limit = Infinity,
): Promise<Rogue> {
  const redis = new Redis(url);
  redis.on('error', () => undefined);
  const runs = new Map<string, { words: WordSet; runner: JobRunner }>();
  const seen = new Set<string>();
  const forged: string[] = [];
  let answered = 0;
  const run = async (setup: string): Promise<{ words: WordSet; runner: JobRunner }> => {
    let r = runs.get(setup);
    if (r === undefined) {
      const words = setupFromJson((await redis.get(queueKeys(name).setup(setup)))!, setup);
      const extraGuesses = words.guesses.slice(words.answers.length);
      r = { words, runner: new JobRunner({ answers: words.answers, extraGuesses, memoBytes: 2 ** 24 }) };
      runs.set(setup, r);
    }
    return r;
  };
  const worker: Worker = new Worker(
    name,
    async (b: BullJob, token?: string) => {
      const data = b.data as QueueJobData;
      const base = baseJobIdOf(data);
      if (data.replica !== undefined && seen.has(base)) {
        await b.moveToDelayed(Date.now() + 50, token);
        throw new DelayedError();
      }
      seen.add(base);
      const { words, runner } = await run(data.setup);
      const job = jobFromJson(data.job, words);
      const honest = runner.run(job);
      const answer = forge(job, honest, words);
      if (answer !== undefined && (job.kind === 'value' || job.kind === 'each')) forged.push(job.guesses?.[0] ?? '?');
      if (++answered >= limit) setImmediate(() => void worker.close());
      return { result: answer ?? honest, seconds: 0, worker: id };
    },
    { connection: { url }, prefix: QUEUE_PREFIX, concurrency: 1, name: id },
  );
  worker.on('error', () => undefined);
  await worker.waitUntilReady();
  return {
    forged,
    answered: () => answered,
    close: async () => {
      await worker.close();
      redis.disconnect();
    },
  };
}

/**
 * A forged exact total for an opening whose honest total is exact: the total of a real tree (so
 * that it passes every check a tree can pass) that a heuristic plays after that opening, when it
 * is worse than the optimum, fits the guesses allowed and stays below the cutoff; else undefined.
 */
export const worseTree: Forge = (job, honest, words) => {
  if (job.kind !== 'value' || honest.kind !== 'value' || !honest.exact || job.guesses?.length !== 1) return undefined;
  const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
  const strategy = findStrategy(HEURISTICS, 'most-parts').create({});
  const tree = buildTree(config, strategy, { first: job.guesses[0]! });
  const stats = treeStats(tree);
  if (stats.total <= honest.value || stats.total >= job.beta || stats.max > job.position.maxGuesses) return undefined;
  return { kind: 'value', value: stats.total, exact: true, guess: job.guesses[0], tree: toPlainTree(tree), nodes: 1 };
};
