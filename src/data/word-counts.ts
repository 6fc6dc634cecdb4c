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

/** Words looked up in the text itself before the map is made (see `builtinCount`). */
const TEXT_LOOKUPS = 64;
let textLookups = 0;
const looked = new Map<Word, number>();

/**
 * The SUBTLEXus count of one word (0 when the counts do not have it): the same as
 * `builtinFrequencies().get(word) ?? 0`, read from the text for the first few words (a question
 * ranks a handful of suggestions: making the map of 6,000 words would cost it more), then from the map.
 */
export function builtinCount(word: Word): number {
  const known = looked.get(word); // (a sort asks for the same few words again and again)
  if (known !== undefined) return known;
  if (builtin === undefined && textLookups < TEXT_LOOKUPS && /^[a-z]+$/u.test(word)) {
    textLookups++;
    const key = `${word}:`;
    // Where its pair starts: the text's start, or just after a space; -1: absent.
    const at = frequencyCounts.startsWith(key) ? 0 : frequencyCounts.indexOf(` ${key}`);
    const from = (at === 0 ? 0 : at + 1) + key.length;
    const end = frequencyCounts.indexOf(' ', from);
    const count = at === -1 ? 0 : Number(frequencyCounts.slice(from, end === -1 ? undefined : end));
    looked.set(word, count);
    return count;
  }
  return builtinFrequencies().get(word) ?? 0;
}
