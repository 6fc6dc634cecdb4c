import { describe, expect, it } from 'vitest';
import {
  createStrategy,
  DEFAULT_STRATEGY,
  defaultStrategyName,
  severalBoardsStrategies,
  STRATEGIES,
  strategyInfo,
} from '../../../src/engine/game/strategies.js';
import { entropy } from '../../../src/strategies/entropy.js';
import { DEFAULT_HEURISTIC, HEURISTICS } from '../../../src/strategies/index.js';
import { wordleError } from '../../helpers/errors.js';

describe('strategy registry', () => {
  it('makes the exact strategy the default, entropy the default heuristic', () => {
    expect(DEFAULT_STRATEGY).toBe('optimal');
    expect(createStrategy(DEFAULT_STRATEGY).name).toBe('optimal');
    expect(DEFAULT_HEURISTIC).toBe('entropy');
    expect(strategyInfo('entropy')).toBe(entropy);
    expect(STRATEGIES.map((s) => s.name)).toContain('entropy');
    expect(createStrategy('entropy').name).toBe('entropy');
  });

  // The exact strategy minimizes guesses over the answer list with every allowed guess (weighted by
  // the history prior too): where the options ask otherwise, the default is the heuristic one.
  it.each([
    [{}, 'optimal'],
    [{ prior: 'uniform', pool: 'all' }, 'optimal'],
    [{ prior: 'history' }, 'optimal'],
    [{ prior: 'frequency' }, 'entropy'],
    [{ pool: 'answers' }, 'entropy'],
  ])('defaults to the exact strategy where it applies: %j -> %s', (options, name) => {
    expect(defaultStrategyName(options)).toBe(name);
  });

  it('rejects an unknown name, listing the valid ones', () => {
    const e = wordleError(() => createStrategy('magic'), 'UNKNOWN_STRATEGY');
    expect(e.message).toBe(`unknown strategy "magic" (choose one of: ${STRATEGIES.map((s) => s.name).join(', ')})`);
  });

  // Once, `createStrategy('optimal')` threw UNKNOWN_STRATEGY while a second registry made it.
  it('is one registry for any number of boards: every heuristic, then optimal, rollout and endgame, each made by createStrategy', () => {
    expect(STRATEGIES.map((s) => s.name)).toEqual([...HEURISTICS.map((s) => s.name), 'optimal', 'rollout', 'endgame']);
    expect(severalBoardsStrategies()).toEqual(['rollout', 'entropy', 'endgame']);
    for (const name of severalBoardsStrategies()) expect(createStrategy(name, { boards: 4 }).name).toBe(name);
    expect(wordleError(() => createStrategy('optimal', { boards: 2 }), 'UNKNOWN_STRATEGY').message).toBe(
      'strategy "optimal" does not play several boards (choose one of: rollout, entropy, endgame)',
    );
    expect(strategyInfo('optimal').name).toBe('optimal');
    expect(createStrategy('optimal').name).toBe('optimal');
    expect(() => createStrategy('nope')).toThrow(
      /unknown strategy "nope" \(choose one of: .*optimal, rollout, endgame\)/u,
    );
  });
});
