import { WordleError } from '../core/errors.js';
import type { WordSet } from '../core/wordlist.js';
import { BUILTIN_LISTS, builtinWordSet } from '../data/lists.js';
import type { OpeningsTable } from '../engine/openings/table.js';
import { loadWordSet } from '../node/words.js';

/** Where a command that searches a table's openings takes its word lists from. */
export interface TableWordsOptions {
  list?: string;
  answers?: string;
  guesses?: string;
  maxWords?: number;
}

/**
 * The word lists a table was computed for (`openings show` computing, `openings verify`):
 * --answers/--guesses, else the built-in list the table names (which --list, if given, must be);
 * or why there are none (a table of custom lists, given without them). Lists that differ from the
 * table's (their checksum) are refused in one line.
 */
export function tableWords(table: OpeningsTable, path: string, opts: TableWordsOptions): WordSet | string {
  const { list, checksum } = table.meta;
  const custom = opts.answers !== undefined || opts.guesses !== undefined;
  let words: WordSet;
  if (custom) {
    words = loadWordSet({
      list: opts.list ?? 'classic',
      ...(opts.maxWords !== undefined ? { maxWords: opts.maxWords } : {}),
      ...(opts.answers !== undefined ? { answers: opts.answers } : {}),
      ...(opts.guesses !== undefined ? { guesses: opts.guesses } : {}),
    });
  } else if (opts.list !== undefined && opts.list !== list) {
    throw new WordleError('BAD_OPTION', `${path} is a table for the "${list}" list, not ${opts.list}`);
  } else if ((BUILTIN_LISTS as readonly string[]).includes(list)) {
    words = builtinWordSet(list);
  } else {
    return `the table's word lists (${list}) are not built in: pass them with --answers and --guesses`;
  }
  if (words.checksum !== checksum) {
    const given = custom ? 'the lists given with --answers/--guesses' : `the built-in ${list} lists`;
    throw new WordleError(
      'BAD_OPTION',
      `${path} was computed for other word lists (checksum ${checksum}) than ${given} (checksum ${words.checksum})`,
    );
  }
  return words;
}
