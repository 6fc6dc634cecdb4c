import { expectOptions, expectString } from '../../core/validate.js';
import { findStrategy, HEURISTICS } from '../../strategies/index.js';
import type { Strategy, StrategyInfo, StrategyOptions } from '../../strategies/types.js';
import { optimal, type OptimalOptions } from '../exact/optimal.js';

/**
 * The registry: every strategy by CLI name, the heuristics first, then `optimal` (which lives in
 * the engine because it needs the exact search; strategies/ does not import search/).
 */
export const STRATEGIES: readonly StrategyInfo[] = [...HEURISTICS, optimal];

/** Look a strategy up by CLI name; throws UNKNOWN_STRATEGY listing the valid names. */
export function strategyInfo(name: string): StrategyInfo {
  expectString(name, 'strategyInfo', 'name');
  return findStrategy(STRATEGIES, name);
}

/** Create a strategy by CLI name (`optimal` takes the options of `OptimalOptions` too). */
export function createStrategy(name: string, options: StrategyOptions & OptimalOptions = {}): Strategy {
  expectString(name, 'createStrategy', 'name');
  expectOptions(options, 'createStrategy');
  return strategyInfo(name).create(options);
}
