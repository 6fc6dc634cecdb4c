import { WordleError } from '../core/errors.js';
import { badArgument, expectInt, expectString } from '../core/validate.js';
import type { Word } from '../core/types.js';
import { makeWordSet, type WordSet } from '../core/wordlist.js';
import * as classic from './classic.js';
import * as en4 from './en4.generated.js';
import * as en6 from './en6.generated.js';
import * as en7 from './en7.generated.js';
import * as nyt from './nyt.js';
import * as nyt2022 from './nyt2022.js';
import { BUILTIN_LISTS, DEFAULT_LIST, type BuiltinListName } from './default-list.js';

export { BUILTIN_LISTS, DEFAULT_LIST, type BuiltinListName };

/** Names of the built-in lists of other lengths, chosen by `--length` (see data/LENGTHS.md). */
export type LengthListName = 'en4' | 'en6' | 'en7';

/**
 * The lists whose answers are in the game's daily order (day 0: 2021-06-19, CIGAR): `play --daily`
 * plays them. Today's NYT answers are picked by an editor; their likely list is alphabetical.
 */
export const DAILY_LISTS: readonly BuiltinListName[] = ['classic', 'nyt2022'];

/** The list the variants (several boards, Absurdle) play when none is named: the original game's. */
export const VARIANT_LIST: BuiltinListName = 'classic';

/**
 * The lists whose answers are only the likely ones: today's NYT game has no fixed answer list (an
 * editor picks each answer among every accepted word), so when no likely answer fits, any accepted
 * word that fits may be the answer (see `widening` in engine/game/widen.ts). The other lists are
 * the games' own answer lists.
 */
export const LIKELY_ANSWER_LISTS: readonly BuiltinListName[] = ['nyt'];

/**
 * The checksums (`WordSet.checksum`) of the `LIKELY_ANSWER_LISTS`, so that telling such a list needs
 * no list loaded: a browser bundle that asks (a session does) then carries none of the built-in
 * lists. test/data/lists.test.ts checks them against the lists.
 */
export const LIKELY_ANSWER_CHECKSUMS: readonly string[] = ['0e9a96c55865b0'];

const LIST_CHOICES = BUILTIN_LISTS.join(', ');

/** Word length → its built-in list; five letters use `--list` (`BUILTIN_LISTS`). */
export const LENGTH_LISTS: Readonly<Record<number, LengthListName>> = { 4: 'en4', 6: 'en6', 7: 'en7' };

/** Every word length with a built-in list. */
export const BUILTIN_LENGTHS: readonly number[] = [4, 5, 6, 7];

const SOURCES = { classic, nyt, nyt2022, en4, en6, en7 } as const;
type AnyListName = keyof typeof SOURCES;
const cache = new Map<AnyListName, WordSet>();
const countsCache = new Map<LengthListName, ReadonlyMap<Word, number>>();

function isListName(name: string): name is AnyListName {
  return Object.hasOwn(SOURCES, name);
}

/** The built-in word set `name` (answers first, then the further allowed guesses). Memoized. @default DEFAULT_LIST */
export function builtinWordSet(name: string = DEFAULT_LIST): WordSet {
  if (!isListName(name)) {
    throw new WordleError('BAD_OPTION', `unknown word list "${name}" (choose ${LIST_CHOICES})`);
  }
  let set = cache.get(name);
  if (set === undefined) {
    const src = SOURCES[name];
    set = makeWordSet(src.answers.split(' '), src.extraGuesses.split(' '));
    cache.set(name, set);
  }
  return set;
}

/**
 * The name of the built-in list for words of `length` letters: five letters take `list` (one of
 * `BUILTIN_LISTS`, `DEFAULT_LIST` when undefined); other lengths take none (their own list).
 */
export function builtinListName(length: number, list?: string): AnyListName {
  expectInt(length, 'builtinListName', 'length', 1);
  if (list !== undefined) expectString(list, 'builtinListName', 'list');
  if (length === 5) {
    if (list === undefined) return DEFAULT_LIST;
    if (!isListName(list) || !(BUILTIN_LISTS as readonly string[]).includes(list)) {
      throw new WordleError('BAD_OPTION', `unknown word list "${list}" (choose ${LIST_CHOICES})`);
    }
    return list;
  }
  const name = LENGTH_LISTS[length];
  if (name === undefined) {
    throw new WordleError(
      'BAD_OPTION',
      `no built-in list of ${length}-letter words (built in: ${BUILTIN_LENGTHS.join(', ')}; use --answers FILE for others)`,
    );
  }
  if (list !== undefined) {
    throw new WordleError('BAD_OPTION', `--list ${list} is a five-letter list: it does not go with --length ${length}`);
  }
  return name;
}

/**
 * SUBTLEXus counts of the allowed words of a built-in list of another length (the frequency
 * prior's data; five-letter lists use `builtinFrequencies` in engine/game/prior.ts). Memoized.
 */
export function builtinListCounts(name: LengthListName): ReadonlyMap<Word, number> {
  if (!(Object.values(LENGTH_LISTS) as unknown[]).includes(name)) {
    badArgument('builtinListCounts', 'name', `one of ${Object.values(LENGTH_LISTS).join(', ')}`, name);
  }
  let map = countsCache.get(name);
  if (map === undefined) {
    const m = new Map<Word, number>();
    for (const pair of SOURCES[name].frequencyCounts.split(' ')) {
      const colon = pair.indexOf(':');
      m.set(pair.slice(0, colon), Number(pair.slice(colon + 1)));
    }
    countsCache.set(name, (map = m));
  }
  return map;
}
