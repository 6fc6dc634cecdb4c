import { WordleError } from '../core/errors.js';
import { elimination } from './elimination.js';
import { entropy } from './entropy.js';
import { expectedSize } from './expected-size.js';
import { first } from './first.js';
import { frequency } from './frequency.js';
import { lookahead } from './lookahead.js';
import { minimax } from './minimax.js';
import { mostParts } from './most-parts.js';
import { positionalEntropy } from './positional-entropy.js';
import { random } from './random.js';
import type { Strategy, StrategyInfo, StrategyOptions } from './types.js';

/** Every strategy, by CLI name, in the order the README documents them. */
export const STRATEGIES: readonly StrategyInfo[] = [
  entropy,
  expectedSize,
  minimax,
  mostParts,
  lookahead,
  elimination,
  positionalEntropy,
  frequency,
  first,
  random,
];

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
