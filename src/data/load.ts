import { WordleError } from '../core/errors.js';
import { makeWordSet, type WordSet } from '../core/wordlist.js';

/** What a generated list module holds: its words, space-separated. */
export interface ListSource {
  readonly answers: string;
  readonly extraGuesses: string;
}

/** The word set of a list module: the answers first, then the further allowed guesses. */
export function wordSetOf(src: ListSource): WordSet {
  return makeWordSet(src.answers.split(' '), src.extraGuesses.split(' '));
}

/** Each built-in list's module, imported on demand (a bundler makes each its own file). */
const MODULES: Readonly<Record<string, () => Promise<ListSource>>> = {
  classic: () => import('./classic.js'),
  nyt: () => import('./nyt.js'),
  nyt2022: () => import('./nyt2022.js'),
  en4: () => import('./en4.generated.js'),
  en6: () => import('./en6.generated.js'),
  en7: () => import('./en7.generated.js'),
};

const loading = new Map<string, Promise<WordSet>>();

/**
 * The built-in word set `name` (a five-letter list, or `en4`, `en6`, `en7`), loading only that
 * list's module: what a browser app uses instead of `builtinWordSet`, which bundles every list.
 * The same words in the same order. Memoized; a failed load (say, offline before the module was
 * cached) is tried again on the next call.
 */
export function loadBuiltinWordSet(name: string): Promise<WordSet> {
  const load = typeof name === 'string' && Object.hasOwn(MODULES, name) ? MODULES[name] : undefined;
  if (load === undefined) {
    const choices = Object.keys(MODULES).join(', ');
    return Promise.reject(new WordleError('BAD_OPTION', `unknown word list "${String(name)}" (choose ${choices})`));
  }
  let set = loading.get(name);
  if (set === undefined) {
    set = load().then(wordSetOf);
    loading.set(name, set);
    set.catch(() => loading.delete(name));
  }
  return set;
}
