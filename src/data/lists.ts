import { WordleError } from '../core/errors.js';
import { makeWordSet, type WordSet } from '../core/wordlist.js';
import * as classic from './classic.js';
import * as nyt from './nyt.js';

/** Names of the built-in word lists. */
export type BuiltinListName = 'classic' | 'nyt';

/** The built-in lists, by CLI name. `classic` is the default. */
export const BUILTIN_LISTS: readonly BuiltinListName[] = ['classic', 'nyt'];

const SOURCES = { classic, nyt } as const;
const cache = new Map<BuiltinListName, WordSet>();

/** The built-in word set `name` (answers first, then the further allowed guesses). Memoized. */
export function builtinWordSet(name: string = 'classic'): WordSet {
  if (name !== 'classic' && name !== 'nyt') {
    throw new WordleError('BAD_OPTION', `unknown word list "${name}" (choose classic or nyt)`);
  }
  let set = cache.get(name);
  if (set === undefined) {
    const src = SOURCES[name];
    set = makeWordSet(src.answers.split(' '), src.extraGuesses.split(' '));
    cache.set(name, set);
  }
  return set;
}
