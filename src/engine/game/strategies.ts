import { expectOptions, expectString, expectOptionsOf } from '../../core/validate.js';
import { DEFAULT_HEURISTIC, findStrategy, HEURISTICS, STRATEGY_OPTION_RULES } from '../../strategies/index.js';
import type { Strategy, StrategyInfo, StrategyOptions } from '../../strategies/types.js';
import { optimal, OPTIMAL_OPTION_RULES, type OptimalOptions } from '../exact/optimal.js';

/**
 * The registry: every strategy by CLI name, the heuristics first, then `optimal` (which lives in
 * the engine because it needs the exact search; strategies/ does not import search/).
 */
export const STRATEGIES: readonly StrategyInfo[] = [...HEURISTICS, optimal];

/**
 * The default strategy's name: the exact one, `optimal` (proven expected guesses within a time
 * budget, labelled bounds past it). The heuristics are one option away.
 */
export const DEFAULT_STRATEGY = 'optimal';

/**
 * The strategy used when none is named, under these options: `optimal` (under the history prior
 * too: its weights are over the likely answers, which the exact search plays within seconds after
 * the opening), except where it does not apply: the frequency prior (every allowed word a possible
 * answer: too many for the search) and a guess pool of the answers only take the heuristic
 * default, entropy.
 */
export function defaultStrategyName(options: { readonly prior?: string; readonly pool?: string } = {}): string {
  expectOptions(options, 'defaultStrategyName');
  return options.prior === 'frequency' || options.pool === 'answers' ? DEFAULT_HEURISTIC : DEFAULT_STRATEGY;
}

/** Look a strategy up by CLI name; throws UNKNOWN_STRATEGY listing the valid names. */
export function strategyInfo(name: string): StrategyInfo {
  expectString(name, 'strategyInfo', 'name');
  return findStrategy(STRATEGIES, name);
}

/** Create a strategy by CLI name (`optimal` takes the options of `OptimalOptions` too). */
export function createStrategy(name: string, options: StrategyOptions & OptimalOptions = {}): Strategy {
  expectString(name, 'createStrategy', 'name');
  expectOptionsOf(options, 'createStrategy', { ...STRATEGY_OPTION_RULES, ...OPTIMAL_OPTION_RULES });
  return strategyInfo(name).create(options);
}
