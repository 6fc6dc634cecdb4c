/**
 * The built-in word lists, for the page and the worker alike: each list's two files, shipped once
 * next to the app (lists/NAME-answers.txt and lists/NAME-guesses.txt, the repository's data/
 * files: web/vite.config.ts), fetched the first time they are needed and checked against the
 * checksum the build recorded. Both contexts share the one copy
 * the browser (and the service worker) caches.
 */
import { makeWordSet, WordleError, type WordSet } from 'wordlekit';
import { appBase } from './base.js';

/** Each shipped list's checksum (`WordSet.checksum`), recorded by the build. */
declare const __WORD_LISTS__: Readonly<Record<string, string>>;

/** A built-in list's checksum as the build recorded it, or undefined for a list the app does not ship. */
export function listChecksum(name: string): string | undefined {
  return Object.hasOwn(__WORD_LISTS__, name) ? __WORD_LISTS__[name] : undefined;
}

const loading = new Map<string, Promise<WordSet>>();

async function fetchText(file: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(new URL(`lists/${file}`, appBase()));
  } catch {
    throw new WordleError(
      'BAD_FILE',
      `the word list ${file} could not be loaded (no network, and not saved for offline use yet)`,
    );
  }
  if (!res.ok) throw new WordleError('BAD_FILE', `the word list ${file} could not be loaded (HTTP ${res.status})`);
  return res.text();
}

async function load(name: string): Promise<WordSet> {
  const expected = listChecksum(name);
  if (expected === undefined) throw new WordleError('BAD_OPTION', `unknown word list "${name}"`);
  const [answers, guesses] = await Promise.all([fetchText(`${name}-answers.txt`), fetchText(`${name}-guesses.txt`)]);
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
