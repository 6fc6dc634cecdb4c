import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { answerSubset, summarize } from '../../src/engine/bench.js';
import { gameConfig } from '../../src/engine/position.js';
import { buildTree } from '../../src/engine/tree.js';
import { loadMatrix } from '../../src/node/matrix-cache.js';
import { TreePool } from '../../src/node/pool.js';
import { createStrategy } from '../../src/strategies/index.js';

// The pool spawns dist/node/bench-worker.js (built by `npm run build`, run by pretest).
describe('TreePool', () => {
  const words = builtinWordSet('classic');
  const config = gameConfig(words, loadMatrix(words, { shared: true }));

  it('builds the same tree as the single-threaded builder', async () => {
    const pool = new TreePool(config, 2);
    try {
      const targets = answerSubset(2315, 300);
      const opts = { first: 'soare', maxDepth: 64, targets };
      const progress: number[] = [];
      const parallel = await pool.buildTree('entropy', {}, { ...opts, onProgress: (d) => progress.push(d) });
      const single = buildTree(config, createStrategy('entropy'), opts);
      expect(parallel).toEqual(single);
      expect(summarize(config, 'entropy', parallel, { maxGuesses: 6, targets }).answers).toBe(300);
      expect(progress.length).toBeGreaterThan(10);
      // without --first the root decision is made in a worker too
      const root = await pool.buildTree('most-parts', {}, { maxDepth: 2, targets: answerSubset(2315, 20) });
      expect(root.kind === 'guess' && root.guess).toBe('trace');
    } finally {
      await pool.close();
    }
  });

  it('passes strategy errors back', async () => {
    const pool = new TreePool(config, 1);
    try {
      await expect(pool.buildTree('nope', {}, { maxDepth: 3 })).rejects.toThrow(/unknown strategy/);
    } finally {
      await pool.close();
    }
  });
});
