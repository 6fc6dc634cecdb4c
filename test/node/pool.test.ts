import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { answerSubset, summarize } from '../../src/engine/tree/bench.js';
import { growInParallel } from '../../src/search/parallel/grow.js';
import { InlineExecutor } from '../../src/search/jobs/executor.js';
import { solveGuess } from '../../src/search/parallel/solve.js';
import { JobRunner } from '../../src/search/jobs/runner.js';
import type { JobSetup } from '../../src/search/jobs/job.js';
import { gameConfig } from '../../src/strategies/context.js';
import { positionSplitter } from '../../src/engine/tree/build.js';
import { buildTree } from '../../src/engine/tree/build.js';
import { loadMatrix } from '../../src/node/matrix-cache.js';
import { WorkerPool } from '../../src/node/pool.js';
import { PositionSplitter, positionAfter, rootPosition } from '../../src/search/position/position.js';
import { Searcher } from '../../src/search/solver/searcher.js';
import { createStrategy } from '../../src/engine/game/strategies.js';
import { fromPlainTree } from '../../src/search/position/plain-tree.js';
import { scoreGuess } from '../../src/core/pattern.js';

// The pool runs dist/node/worker.js (built by `npm run build`, run by pretest).
describe('WorkerPool', () => {
  const words = builtinWordSet('classic');
  const matrix = loadMatrix(words, { shared: true });
  const config = gameConfig(words, matrix);
  const setup: JobSetup = {
    answers: words.answers,
    extraGuesses: words.guesses.slice(words.answers.length),
    matrix: matrix.data.buffer,
    memoBytes: 64 * 2 ** 20,
  };

  it('grows the same strategy tree as the single-threaded builder', async () => {
    const pool = new WorkerPool(setup, 2);
    try {
      const targets = answerSubset(2315, 300);
      const progress: number[] = [];
      const root = rootPosition(words, { maxGuesses: 64 });
      const parallel = await growInParallel(
        root,
        'soare',
        (position) => ({ kind: 'grow', position, strategy: 'entropy', options: {}, maxDepth: 64, targets }),
        { executor: pool, splitter: positionSplitter(config), targets, onProgress: (d) => progress.push(d) },
      );
      const single = buildTree(config, createStrategy('entropy'), { first: 'soare', maxDepth: 64, targets });
      expect(parallel).toEqual(single);
      expect(summarize(config, 'entropy', parallel, { maxGuesses: 6, targets }).answers).toBe(300);
      expect(progress.length).toBeGreaterThan(10);
    } finally {
      await pool.close();
    }
  });

  it('solves a guess exactly as one thread does, and counts the nodes of its workers', async () => {
    // crane = ybbbb leaves a mid-sized position; its optimal total must not depend on the threads.
    const p = positionAfter(words, [{ guess: 'crane', pattern: scoreGuess('crane', 'sloth') }], {}, matrix);
    const local = new Searcher(words, undefined);
    const options = (executor: WorkerPool | InlineExecutor) => ({
      executor,
      splitter: new PositionSplitter(words),
      firstGuesses: (q: typeof p) => local.firstGuesses(q),
      splitAbove: 20, // share even small positions among the workers, to test it…
      tryMs: 0, // …without first trying them on one worker
    });
    const pool = new WorkerPool(setup, 2);
    try {
      const parallel = await solveGuess(p, 'sloth', options(pool));
      const inline = await solveGuess(p, 'sloth', options(new InlineExecutor(new JobRunner(setup))));
      expect(parallel.value).toBe(inline.value);
      expect(parallel.value).toBe(local.guessValue(p, 'sloth'));
      expect(fromPlainTree(parallel.tree, 'test')).toEqual(fromPlainTree(inline.tree, 'test'));
      expect(pool.progress().nodes).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('passes user errors back with their code, and survives them', async () => {
    const pool = new WorkerPool(setup, 1);
    try {
      const root = rootPosition(words);
      await expect(
        pool.run({ kind: 'grow', position: root, strategy: 'nope', options: {}, maxDepth: 3 }),
      ).rejects.toMatchObject({
        name: 'WordleError',
        code: 'UNKNOWN_STRATEGY',
      });
      // SALET needs 7920 guesses: with a cutoff of 7000 the worker proves only that bound.
      const r = await pool.run({ kind: 'each', position: root, beta: 7000, guesses: ['salet'] });
      expect(r.kind === 'each' && r.values[0]).toMatchObject({ guess: 'salet', exact: false });
      expect(r.kind === 'each' && r.values[0]!.value).toBeGreaterThanOrEqual(7000);
    } finally {
      await pool.close();
    }
  });
});
