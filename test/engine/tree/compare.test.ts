import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { benchStrategy } from '../../../src/engine/tree/bench.js';
import { compareStrategies, growJobSetup } from '../../../src/engine/tree/compare.js';
import { growJob } from '../../../src/engine/tree/grow-job.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { InlineExecutor } from '../../../src/search/jobs/executor.js';
import { JobRunner } from '../../../src/search/jobs/runner.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { wordleError } from '../../helpers/errors.js';
import { rng, sample } from '../../search/naive.js';

const classic = builtinWordSet('classic');
const random = rng(3);
const words = makeWordSet(sample(classic.answers, 150, random), sample(classic.guesses.slice(2315), 100, random));
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers), { hard: true });

describe('comparing strategies by their trees (the use case of `wordle bench`)', () => {
  const names = ['entropy', 'minimax'];

  it('gives each strategy its benchmark, the same built here or grown by grow jobs', async () => {
    const here = await compareStrategies(config, names);
    expect(here.map((r) => r.strategy)).toEqual(names);
    for (const r of here) {
      expect({ ...r, ms: 0 }).toEqual({ ...benchStrategy(config, createStrategy(r.strategy)), ms: 0 });
    }
    const executor = new InlineExecutor(new JobRunner(growJobSetup(config), { grow: growJob }));
    const progress: string[] = [];
    const grown = await compareStrategies(config, names, {
      executor,
      onProgress: (name, done, total) => progress.push(`${name} ${done}/${total}`),
    });
    expect(grown.map((r) => ({ ...r, ms: 0 }))).toEqual(here.map((r) => ({ ...r, ms: 0 })));
    expect(progress[0]).toMatch(/^entropy 0\/\d+$/u);
  });

  it('takes heuristics only (a tree of the optimal strategy is a search of its own)', async () => {
    const e = await compareStrategies(config, ['optimal']).catch((x: unknown) => x);
    expect(
      wordleError(() => {
        throw e;
      }, 'UNKNOWN_STRATEGY').message,
    ).toMatch(/^unknown strategy "optimal" \(choose one of: entropy, .*random\)$/u);
  });

  it('a runner without the grow hook refuses grow jobs', async () => {
    const executor = new InlineExecutor(new JobRunner(growJobSetup(config)));
    const e = await compareStrategies(config, ['entropy'], { executor }).catch((x: unknown) => x);
    expect(
      wordleError(() => {
        throw e;
      }, 'BAD_ARGUMENT').message,
    ).toMatch(/grow jobs need RunnerHooks.grow/u);
  });
});
