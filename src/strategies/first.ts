import { asWordId } from '../core/types.js';
import type { StrategyInfo } from './types.js';

/** The baseline: guess the first remaining candidate in list order. */
export const first: StrategyInfo = {
  name: 'first',
  summary: 'guess the first remaining candidate in list order (a baseline)',
  source: 'baseline used by the strategy comparisons, e.g. Norvig, pytudes "Wordle" notebook (2022)',
  create: () => ({ name: 'first', pick: (pos) => asWordId(pos.candidates[0]!) }),
};
