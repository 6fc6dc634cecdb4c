/**
 * The built-in word lists, for the page and the worker alike: each list's two files, shipped once
 * next to the app (lists/NAME-answers.txt and lists/NAME-guesses.txt, the repository's data/
 * files: web/vite.config.ts), fetched the first time they are needed (list-files.ts) and checked against the
 * checksum the build recorded. Both contexts share the one copy
 * the browser (and the service worker) caches.
 */
import { makeWordSet, WordleError, type WordSet } from 'wordlekit';
import { takeListFiles, type ListFile } from './list-files.js';

/** Each shipped list's checksum (`WordSet.checksum`), recorded by the build. */
declare const __WORD_LISTS__: Readonly<Record<string, string>>;

/** A built-in list's checksum as the build recorded it, or undefined for a list the app does not ship. */
export function listChecksum(name: string): string | undefined {
  return Object.hasOwn(__WORD_LISTS__, name) ? __WORD_LISTS__[name] : undefined;
}

const loading = new Map<string, Promise<WordSet>>();

/** A list file's text, or the error that says why it could not be loaded. */
function text(file: string, got: ListFile): string {
  if (got.ok) return got.text;
  throw new WordleError(
    'BAD_FILE',
    got.status === undefined
      ? `the word list ${file} could not be loaded (no network, and not saved for offline use yet)`
      : `the word list ${file} could not be loaded (HTTP ${got.status})`,
  );
}

async function load(name: string): Promise<WordSet> {
  const expected = listChecksum(name);
  if (expected === undefined) throw new WordleError('BAD_OPTION', `unknown word list "${name}"`);
  const [a, g] = await takeListFiles(name);
  const answers = text(`${name}-answers.txt`, a);
  const guesses = text(`${name}-guesses.txt`, g);
  const damaged = (): never => {
    throw new WordleError('BAD_FILE', `the word list ${name} is damaged: reload the page`);
  };
  // One word a line, as shipped (makeWordSet checks every word; the checksum, the whole list).
  const lines = (text: string): string[] => text.split('\n').filter((w) => w !== '');
  let words: WordSet;
  try {
    words = makeWordSet(lines(answers), lines(guesses));
  } catch {
    return damaged();
  }
  return words.checksum === expected ? words : damaged();
}

/** The built-in list `name` (loaded once; a failed load is tried again next time). */
export function loadWords(name: string): Promise<WordSet> {
  let set = loading.get(name);
  if (set === undefined) {
    set = load(name);
    loading.set(name, set);
    set.catch(() => loading.delete(name));
  }
  return set;
}
