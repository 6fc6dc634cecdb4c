import { asWordId } from '../core/types.js';
import { expectOptionsOf } from '../core/validate.js';
import { STRATEGY_OPTION_RULES } from './options.js';
import type { StrategyInfo } from './types.js';

/**
 * A 32-bit hash of the seed and the candidate ids (murmur3-style mixing). The choice depends only
 * on the seed and the position, never on the order positions are visited in, so a tree built in
 * any order (or in parallel) plays the same games.
 */
export function candidateHash(seed: number, candidates: Uint32Array): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < candidates.length; i++) {
    let k = Math.imul(candidates[i]!, 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h ^= k;
    h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
  }
  h ^= candidates.length;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Guess a random remaining candidate, reproducibly from `--seed`. */
export const random: StrategyInfo = {
  name: 'random',
  summary: 'guess a random remaining candidate (reproducible from --seed)',
  source: 'baseline used by the strategy comparisons, e.g. Norvig, pytudes "Wordle" notebook (2022)',
  create: (options) => {
    expectOptionsOf(options, 'random', { seed: STRATEGY_OPTION_RULES.seed });
    const seed = options.seed ?? 1;
    return {
      name: 'random',
      pick: (pos) => asWordId(pos.candidates[candidateHash(seed, pos.candidates) % pos.candidates.length]!),
    };
  },
};
