import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { benchBoards, benchGames } from '../../../src/engine/game/bench.js';
import { benchStrategyNames, createStrategy, severalBoardsStrategies } from '../../../src/engine/game/strategies.js';
import { compareStrategies } from '../../../src/engine/tree/compare.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { HEURISTICS } from '../../../src/strategies/index.js';
import { wordleError } from '../../helpers/errors.js';
import { rng, sample } from '../../search/naive.js';

const classic = builtinWordSet('classic');
const random = rng(5);
const words = makeWordSet(sample(classic.answers, 120, random), sample(classic.guesses.slice(2315), 80, random));
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const noTime = <T extends { ms: number }>(list: readonly T[]) => list.map((r) => ({ ...r, ms: 0 }));

describe('one bench for any number of boards (issue 52)', () => {
  it('plays every answer through the trees on one board: compareStrategies, no boards in its stats', async () => {
    const one = await benchGames(config, ['entropy', 'minimax']);
    expect(noTime(one)).toEqual(noTime(await compareStrategies(config, ['entropy', 'minimax'])));
    expect(one[0]).not.toHaveProperty('boards');
    expect(one[0]!.answers).toBe(120);
  });

  it('plays seeded answer tuples on several: benchBoards of each strategy, with the boards and the seed', async () => {
    const progress: string[] = [];
    const two = await benchGames(config, ['entropy', 'rollout'], {
      boards: 2,
      games: 6,
      seed: 4,
      onProgress: (name, done, total) => progress.push(`${name} ${done}/${total}`),
    });
    for (const r of two) {
      const alone = benchBoards(config, createStrategy(r.strategy, { boards: 2 }), { boards: 2, games: 6, seed: 4 });
      expect({ ...r, ms: 0 }).toEqual({ ...alone, ms: 0 });
      expect(r).toMatchObject({ boards: 2, seed: 4, answers: 6, maxGuesses: 7 });
      expect(r.histogram.slice(0, 2)).toEqual([0, 0]); // two boards take two guesses at least
    }
    expect(progress).toContain('rollout 6/6');
  });

  it('refuses the rules several boards do not have, and a bad count of boards', async () => {
    const hard = gameConfig(words, config.matrix, { hard: true });
    await expect(benchGames(hard, ['entropy'], { boards: 2 })).rejects.toThrow(/hard mode is not supported/u);
    await expect(benchGames(config, ['entropy'], { boards: 0 })).rejects.toThrow(/boards/u);
  });
});

describe('the strategies wordle bench names', () => {
  it.each([
    [undefined, 1, ['entropy']],
    [undefined, 2, ['rollout']],
    ['all', 1, HEURISTICS.map((s) => s.name)],
    ['all', 4, [...severalBoardsStrategies()]],
    [' minimax, entropy ', 1, ['minimax', 'entropy']],
  ])('%s on %i boards', (spec, boards, names) => expect(benchStrategyNames(spec, boards)).toEqual(names));

  it('refuses an unknown name, the optimal strategy (its tree is a search), and an empty list', () => {
    wordleError(() => benchStrategyNames('nope', 1), 'UNKNOWN_STRATEGY');
    wordleError(() => benchStrategyNames('optimal', 1), 'UNKNOWN_STRATEGY');
    wordleError(() => benchStrategyNames('optimal', 2), 'UNKNOWN_STRATEGY');
    wordleError(() => benchStrategyNames(' , ', 1), 'BAD_OPTION');
  });
});
