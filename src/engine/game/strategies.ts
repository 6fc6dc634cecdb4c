import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import { expectOptions, expectString } from '../../core/validate.js';
import { STRATEGIES } from '../../strategies/index.js';
import type { Strategy, StrategyInfo, StrategyOptions } from '../../strategies/types.js';
import { optimal, type OptimalOptions } from '../exact/optimal.js';

/**
 * Every strategy a game can use, by CLI name: the heuristics of `STRATEGIES`, then `optimal`,
 * which lives here because it needs the exact search (strategies/ does not import search/).
 */
export const GAME_STRATEGIES: readonly StrategyInfo[] = [...STRATEGIES, optimal];

/** Look a game strategy up by CLI name; throws UNKNOWN_STRATEGY listing the valid names. */
export function gameStrategyInfo(name: string): StrategyInfo {
  expectString(name, 'gameStrategyInfo', 'name');
  const info = GAME_STRATEGIES.find((s) => s.name === name);
  if (info === undefined) {
    throw new WordleError(
      'UNKNOWN_STRATEGY',
      `unknown strategy ${quote(String(name))} (choose one of: ${GAME_STRATEGIES.map((s) => s.name).join(', ')})`,
    );
  }
  return info;
}

/** Create a game strategy by CLI name (`optimal` takes the options of `OptimalOptions` too). */
export function createGameStrategy(name: string, options: StrategyOptions & OptimalOptions = {}): Strategy {
  expectString(name, 'createGameStrategy', 'name');
  expectOptions(options, 'createGameStrategy');
  return gameStrategyInfo(name).create(options);
}
