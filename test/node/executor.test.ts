import { describe, expect, it } from 'vitest';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import type { Job, JobSetup } from '../../src/search/jobs/job.js';
import { LocalExecutor } from '../../src/node/executor.js';
import { PositionSplitter, rootPosition } from '../../src/search/position/position.js';
import { Searcher } from '../../src/search/solver/searcher.js';
import { rng, sample } from '../search/naive.js';

// The workers run dist/node/worker.js (built by `npm run build`, run by pretest).
const classic = builtinWordSet('classic');
const random = rng(33);
const words = makeWordSet(sample(classic.answers, 150, random), sample(classic.guesses.slice(2315), 300, random));
const setup: JobSetup = { answers: words.answers, extraGuesses: words.guesses.slice(150), memoBytes: 1 << 24 };
const root = rootPosition(words);
const local = new Searcher(words, undefined);
// A root that takes this thread about a quarter of a second (867 stop checks), so a budget of 5 ms
// cuts it on any machine: the smaller root above is solved within 5 ms on a fast one.
const bigWords = makeWordSet(sample(classic.answers, 400, random), sample(classic.guesses.slice(2315), 400, random));
const bigSetup: JobSetup = { answers: bigWords.answers, extraGuesses: bigWords.guesses.slice(400), memoBytes: 1 << 24 };
const bigRoot = rootPosition(bigWords);
/** One value job per outcome of `guess` at the root. */
const outcomeJobs = (guess: string): Job[] =>
  new PositionSplitter(words)
    .split(root, guess)
    .children.map((c) => ({ kind: 'value', position: c.position, beta: 1e9, tree: false }));

describe('LocalExecutor: jobs in this thread first, on worker threads once the budget is spent', () => {
  const guess = words.guesses[0]!;
  const truth = () => outcomeJobs(guess).map((j) => local.value(j.position));

  it('a short run stays in this thread', async () => {
    const e = new LocalExecutor(setup, 2, 60_000);
    try {
      const values = await Promise.all(outcomeJobs(guess).map((j) => e.run(j)));
      expect(values.map((r) => (r.kind === 'value' ? r.value : -1))).toEqual(truth());
      expect(e.threaded).toBe(false);
      expect(e.progress().nodes).toBeGreaterThan(0);
    } finally {
      await e.close();
    }
  });

  it('a long one moves to the workers, a job cut short included, with the same values', async () => {
    // No budget: the first job is stopped at once and goes to the workers with the rest.
    const e = new LocalExecutor(setup, 2, 0);
    try {
      const values = await Promise.all(outcomeJobs(guess).map((j) => e.run(j)));
      expect(values.map((r) => (r.kind === 'value' ? r.value : -1))).toEqual(truth());
      expect(e.threaded).toBe(true);
    } finally {
      await e.close();
    }
  });

  it('makes what the workers start with (a shared memo table) only when the run moves to them', async () => {
    let made = 0;
    const workerSetup = (): JobSetup => (made++, setup);
    const stays = new LocalExecutor(setup, 2, 60_000, {}, workerSetup);
    const moves = new LocalExecutor(setup, 2, 0, {}, workerSetup);
    try {
      await Promise.all(outcomeJobs(guess).map((j) => stays.run(j)));
      expect(made).toBe(0);
      const values = await Promise.all(outcomeJobs(guess).map((j) => moves.run(j)));
      expect(values.map((r) => (r.kind === 'value' ? r.value : -1))).toEqual(truth());
      expect(made).toBe(1);
    } finally {
      await stays.close();
      await moves.close();
    }
  });

  it('a job cut short past its own time limit ends timed out (its plan shares it) instead of moving', async () => {
    const e = new LocalExecutor(bigSetup, 2, 5);
    try {
      const r = await e.run({ kind: 'value', position: bigRoot, beta: 1e9, tree: false, timeLimitMs: 1 });
      expect(r).toMatchObject({ kind: 'value', exact: false, timedOut: true });
      expect(e.threaded).toBe(false);
      // Within its limit when cut, it moves to the workers and finishes there.
      const f = new LocalExecutor(bigSetup, 2, 5);
      try {
        const done = await f.run({ kind: 'value', position: bigRoot, beta: 1e9, tree: false, timeLimitMs: 60_000 });
        expect(done).toMatchObject({
          kind: 'value',
          exact: true,
          value: new Searcher(bigWords, undefined).value(bigRoot),
        });
        expect(f.threaded).toBe(true);
      } finally {
        await f.close();
      }
    } finally {
      await e.close();
    }
  });

  it('closed early: queued jobs end with INTERRUPTED, and no worker starts afterwards', async () => {
    const e = new LocalExecutor(setup, 2, 0);
    const runs = outcomeJobs(guess).map((j) =>
      e.run(j).then(
        () => 'done',
        (err: { code?: string }) => err.code,
      ),
    );
    await e.close();
    expect(await Promise.all(runs)).toEqual(runs.map(() => 'INTERRUPTED'));
    await new Promise((r) => setTimeout(r, 100)); // the pool's module has loaded by now
    expect(e.threaded).toBe(false);
  });
});
