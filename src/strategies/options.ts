import { int, RULES, type OptionRule } from '../core/validate.js';
import type { StrategyOptions } from './types.js';

/** What each of `StrategyOptions` must be (checked by `createStrategy` and each strategy's `create`). */
export const STRATEGY_OPTION_RULES: Readonly<Record<keyof StrategyOptions, OptionRule>> = {
  seed: RULES.seed,
  lookaheadTop: int(1, 100_000),
};
