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
export { STRATEGY_OPTION_RULES } from './options.js';
import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';
import type { StrategyInfo } from './types.js';

/**
 * The heuristic strategies, by CLI name, in the order the README documents them. The registry of
 * every strategy, `optimal` included, is the engine's `STRATEGIES` (engine/game/strategies.ts).
 */
export const HEURISTICS: readonly StrategyInfo[] = [
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

/**
 * The default heuristic's name: where the exact strategy (the default, `DEFAULT_STRATEGY` in
 * engine/game/strategies.ts) does not apply, and for building whole trees (`tree build`, `bench`).
 */
export const DEFAULT_HEURISTIC = 'entropy';

/** The entry named `name` in `list`; throws UNKNOWN_STRATEGY listing the list's names. */
export function findStrategy(list: readonly StrategyInfo[], name: string): StrategyInfo {
  const info = list.find((s) => s.name === name);
  if (info === undefined) {
    throw new WordleError(
      'UNKNOWN_STRATEGY',
      `unknown strategy ${quote(String(name))} (choose one of: ${list.map((s) => s.name).join(', ')})`,
    );
  }
  return info;
}
