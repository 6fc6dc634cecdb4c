import type { Word } from '../core/types.js';
import { frequencyCounts } from './frequency.js';

/*
 * The built-in word counts (SUBTLEXus, data/FREQUENCY.md) as a map: what the frequency prior
 * weighs words by (engine/game/prior.ts), and how common a word is to a player (strategies/common.ts).
 */

let builtin: ReadonlyMap<Word, number> | undefined;

/** SUBTLEXus counts of the built-in allowed words (see data/FREQUENCY.md). Memoized. */
export function builtinFrequencies(): ReadonlyMap<Word, number> {
  if (builtin === undefined) {
    const map = new Map<Word, number>();
    for (const pair of frequencyCounts.split(' ')) {
      const colon = pair.indexOf(':');
      map.set(pair.slice(0, colon), Number(pair.slice(colon + 1)));
    }
    builtin = map;
  }
  return builtin;
}
