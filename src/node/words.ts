import { readFileSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { makeWordSet, parseWordList, type WordSet } from '../core/wordlist.js';
import { builtinListName, builtinWordSet } from '../data/lists.js';

/** Where the words of a run come from. */
export interface WordSource {
  /** Built-in list name. @default 'classic' */
  readonly list?: string;
  /** Answer file (one word per line); replaces the built-in answers. */
  readonly answers?: string;
  /** Further allowed guesses file; with `answers` alone, the answers are the only guesses. */
  readonly guesses?: string;
  /** Word length: selects the built-in list of that length (data/LENGTHS.md), and files must match it. */
  readonly length?: number;
}

/** Read a text file, turning I/O failures into one clear BAD_FILE error. */
export function readTextFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : String(code ?? e);
    throw new WordleError('BAD_FILE', `cannot read ${what} file ${path}: ${why}`);
  }
}

/**
 * Resolve `--list`, `--answers` and `--guesses` into a word set. With only `--guesses`, the
 * built-in answers are kept and the file supplies the further guesses.
 */
export function loadWordSet(source: WordSource = {}): WordSet {
  const list = source.list ?? 'classic';
  const builtin = (): WordSet =>
    builtinWordSet(source.length === undefined ? list : builtinListName(source.length, list));
  if (source.answers === undefined && source.guesses === undefined) return builtin();
  const base = source.answers === undefined ? builtin() : undefined;
  const answers =
    source.answers !== undefined
      ? parseWordList(readTextFile(source.answers, 'answers'), source.answers, source.length)
      : [...(base as WordSet).answers];
  const length = answers[0]?.length;
  const extra =
    source.guesses !== undefined
      ? parseWordList(readTextFile(source.guesses, 'guesses'), source.guesses, length)
      : base !== undefined
        ? base.guesses.slice(base.answers.length)
        : [];
  return makeWordSet(answers, extra);
}

/** Load a word list from a file (for the library API): one word per line, validated. */
export function loadWordList(path: string): string[] {
  return parseWordList(readTextFile(path, 'word list'), path);
}
