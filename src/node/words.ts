import { badArgument, expectString, expectOptionsOf, int } from '../core/validate.js';
import { DEFAULT_MAX_WORDS, makeWordSet, parseWordList, type WordSet } from '../core/wordlist.js';
import { builtinListName, builtinWordSet } from '../data/lists.js';
import { readInputFile } from './input-file.js';

/** Where the words of a run come from. */
export interface WordSource {
  /** Built-in list name. @default DEFAULT_LIST ('nyt'); other lengths: their own list */
  readonly list?: string;
  /** Answer file (one word per line); replaces the built-in answers. */
  readonly answers?: string;
  /** Further allowed guesses file; with `answers` alone, the answers are the only guesses. */
  readonly guesses?: string;
  /** Most words per file. @default DEFAULT_MAX_WORDS (100,000) */
  readonly maxWords?: number;
  /** Word length: selects the built-in list of that length (data/LENGTHS.md), and files must match it. */
  readonly length?: number;
}

/**
 * Largest word file read: 100,000 words of 8 letters take about 1 MB, so 16 MB leaves room for
 * comments; raising the word limit (`maxWords`, `--max-words`) raises this in proportion.
 */
const WORD_FILE_NOTE = 'the limit for word files; --max-words raises it';

function maxWordFileBytes(maxWords = DEFAULT_MAX_WORDS): number {
  return Math.max(16 * 2 ** 20, maxWords * 160);
}

/**
 * Read a text file (at most `maxBytes`, default 64 MB), turning I/O failures into one clear
 * BAD_FILE error and an oversized file into TOO_LARGE (see `readInputFile`).
 */
export function readTextFile(path: string, what: string, maxBytes?: number, limitNote?: string): string {
  expectString(path, 'readTextFile', 'path');
  return readInputFile(path, what, maxBytes, limitNote);
}

/**
 * Resolve `--list`, `--answers` and `--guesses` into a word set. With only `--guesses`, the
 * built-in answers are kept and the file supplies the further guesses.
 */
export function loadWordSet(source: WordSource = {}): WordSet {
  if (typeof source !== 'object' || source === null) badArgument('loadWordSet', 'source', 'an object', source);
  for (const key of ['list', 'answers', 'guesses'] as const) {
    if (source[key] !== undefined && typeof source[key] !== 'string') {
      badArgument('loadWordSet', `source.${key}`, 'a string', source[key]);
    }
  }
  const builtin = (): WordSet => builtinWordSet(builtinListName(source.length ?? 5, source.list));
  if (source.answers === undefined && source.guesses === undefined) return builtin();
  const base = source.answers === undefined ? builtin() : undefined;
  const maxWords = source.maxWords;
  const read = (path: string, what: string) => readTextFile(path, what, maxWordFileBytes(maxWords), WORD_FILE_NOTE);
  const answers =
    source.answers !== undefined
      ? parseWordList(read(source.answers, 'answers'), source.answers, {
          ...(source.length !== undefined ? { length: source.length } : {}),
          ...(maxWords ? { maxWords } : {}),
        })
      : [...(base as WordSet).answers];
  const length = answers[0]?.length;
  const extra =
    source.guesses !== undefined
      ? parseWordList(read(source.guesses, 'guesses'), source.guesses, {
          ...(length !== undefined ? { length } : {}),
          ...(maxWords ? { maxWords } : {}),
        })
      : base !== undefined
        ? base.guesses.slice(base.answers.length)
        : [];
  return makeWordSet(answers, extra);
}

/** Load a word list from a file (for the library API): one word per line, validated. */
export function loadWordList(path: string, options: { maxWords?: number } = {}): string[] {
  expectString(path, 'loadWordList', 'path');
  expectOptionsOf(options, 'loadWordList', { maxWords: int(1) });
  return parseWordList(
    readTextFile(path, 'word list', maxWordFileBytes(options.maxWords), WORD_FILE_NOTE),
    path,
    options,
  );
}
