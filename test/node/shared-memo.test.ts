import { describe, expect, it } from 'vitest';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import type { JobSetup } from '../../src/search/jobs/job.js';
import { WorkerPool } from '../../src/node/pool.js';
import { memoBudget } from '../../src/node/shared-memo.js';
import { rootPosition } from '../../src/search/position/position.js';
import { Searcher } from '../../src/search/solver/searcher.js';
import { SharedMemo } from '../../src/search/memo/shared-memo.js';
import { rng, sample } from '../search/naive.js';

const classic = builtinWordSet('classic');
const MB = 2 ** 20;

describe('memoBudget: the memo bytes split between the shared table and each thread', () => {
  it.each([
    [1024, 2],
    [64, 4],
    [8192, 2],
  ])('%i MB over %i threads', (mb, threads) => {
    const b = memoBudget(classic, mb * MB, threads);
    const shared = b.sharedMemo!.byteLength;
    const quarter = Math.min(1024 * MB, (mb * MB) / 4); // a quarter, at most 1 GiB
    expect(shared).toBeLessThanOrEqual(quarter);
    expect(shared).toBeGreaterThan(quarter / 2); // power-of-two slot counts: at least half of it
    expect(shared + b.memoBytes * threads).toBeCloseTo(mb * MB, 0); // nothing beyond the limit
    expect(() => new SharedMemo(b.sharedMemo!, classic.checksum, 0)).not.toThrow();
  });

  it('gives a single thread all of it, with no shared table', () => {
    expect(memoBudget(classic, 512 * MB, 1)).toEqual({ memoBytes: 512 * MB });
  });
});

// The pool runs dist/node/worker.js (built by `npm run build`, run by pretest).
describe('worker threads sharing a memo table', () => {
  it('value every opening of small lists as one thread does, and reuse each other’s proofs', async () => {
    const random = rng(8);
    const words = makeWordSet(
      sample(classic.answers, 70, random),
      sample(classic.guesses.slice(classic.answers.length), 60, random),
    );
    const root = rootPosition(words, { maxGuesses: 5 });
    const single = new Searcher(words, undefined);
    const setup: JobSetup = {
      answers: words.answers,
      extraGuesses: words.guesses.slice(words.answers.length),
      ...memoBudget(words, 64 * MB, 2),
    };
    const pool = new WorkerPool(setup, 2);
    try {
      // Each opening twice, once per worker as they come: the second often from the first's proofs.
      const jobs = [...words.guesses, ...words.guesses].map((g) =>
        pool.run({ kind: 'each', position: root, beta: 1_000_000_001, guesses: [g] }),
      );
      const results = await Promise.all(jobs);
      results.forEach((r, i) => {
        const g = words.guesses[i % words.guesses.length]!;
        expect(r.kind === 'each' && r.values[0]!.value, g).toBe(single.guessValue(root, g));
      });
      // The table holds what they proved (the main thread reads it too).
      const table = new SharedMemo(setup.sharedMemo!, words.checksum, 0);
      // Slots the workers wrote (sequence numbers of the short keys' region, which starts the table).
      const w = new Int32Array(setup.sharedMemo!);
      const written = Array.from({ length: w[5]! }, (_, i) => w[w[4]! + i * 64]).filter((seq) => seq !== 0);
      expect(written.length).toBeGreaterThan(0);
      expect(table.stats().slots).toBeGreaterThan(written.length);
    } finally {
      await pool.close();
    }
  });
});
