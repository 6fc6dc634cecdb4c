import { describe, expect, it } from 'vitest';
import { matrixColumns } from '../../src/core/columns.js';
import { buildPatternMatrix, matrixByteLength } from '../../src/core/matrix.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { compareStrategies } from '../../src/engine/tree/compare.js';
import { LocalExecutor } from '../../src/node/executor.js';
import { WorkerPool } from '../../src/node/pool.js';
import { treeExecutor } from '../../src/node/run-executor.js';
import { gameConfig } from '../../src/strategies/context.js';
import { rng, sample } from '../search/naive.js';

// The workers run dist/node/worker.js (built by `npm run build`, run by pretest).
const classic = builtinWordSet('classic');
const random = rng(50);
const words = makeWordSet(sample(classic.answers, 300, random), sample(classic.guesses.slice(2315), 600, random));
const shared = new SharedArrayBuffer(matrixByteLength(words.guesses.length, words.answers.length, 5));
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers, shared));
const alone = await compareStrategies(config, ['entropy', 'minimax'], { first: words.guesses[0]! });
const strip = (r: typeof alone) => r.map(({ ms: _ms, ...rest }) => rest);

describe('treeExecutor: where wordle bench grows its trees', () => {
  it('a short run stays in this thread, on the columns laid out once in shared memory', async () => {
    const e = await treeExecutor(config, 2, true);
    try {
      const r = await compareStrategies(config, ['entropy', 'minimax'], { first: words.guesses[0]!, executor: e });
      expect(strip(r)).toEqual(strip(alone));
      expect(e).toBeInstanceOf(LocalExecutor);
      expect((e as LocalExecutor).threaded).toBe(false);
      expect(matrixColumns(config.matrix).data.buffer).toBeInstanceOf(SharedArrayBuffer);
    } finally {
      await e.close();
    }
  });

  it('a long one moves to the workers, and so does every run asked for threads, with the same trees', async () => {
    const moved = await treeExecutor(config, 2, true, 0);
    const pool = await treeExecutor(config, 2, false);
    try {
      for (const e of [moved, pool]) {
        const r = await compareStrategies(config, ['entropy', 'minimax'], { first: words.guesses[0]!, executor: e });
        expect(strip(r)).toEqual(strip(alone));
      }
      expect((moved as LocalExecutor).threaded).toBe(true);
      expect(pool).toBeInstanceOf(WorkerPool);
    } finally {
      await moved.close();
      await pool.close();
    }
  });

  it('refuses a matrix that is not in shared memory (each worker would get a copy)', async () => {
    await expect(
      treeExecutor(gameConfig(words, buildPatternMatrix(words.guesses, words.answers)), 2, true),
    ).rejects.toThrow(/a matrix in shared memory/u);
  });
});
