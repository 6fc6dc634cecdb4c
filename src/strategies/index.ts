import { WordleError } from '../core/errors.js';
import { entropy } from './entropy.js';
import { expectedSize } from './expected-size.js';
import type { Strategy, StrategyInfo, StrategyOptions } from './types.js';

/** Every strategy, by CLI name, in the order the README documents them. */
export const STRATEGIES: readonly StrategyInfo[] = [entropy, expectedSize];

/** The default strategy's name. */
export const DEFAULT_STRATEGY = 'entropy';

/** Look a strategy up by CLI name; throws UNKNOWN_STRATEGY listing the valid names. */
export function strategyInfo(name: string): StrategyInfo {
  const info = STRATEGIES.find((s) => s.name === name);
  if (info === undefined) {
    throw new WordleError(
      'UNKNOWN_STRATEGY',
      `unknown strategy "${name}" (choose one of: ${STRATEGIES.map((s) => s.name).join(', ')})`,
    );
  }
  return info;
}

/** Create a strategy by CLI name. */
export function createStrategy(name: string, options: StrategyOptions = {}): Strategy {
  return strategyInfo(name).create(options);
}
