import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { hashNumbers } from '../core/hash.js';
import type { WordSet } from '../core/wordlist.js';
import { BUILTIN_LISTS, builtinWordSet } from '../data/lists.js';
import { tablePriorNote } from '../engine/openings/prior.js';
import { isComplete, type OpeningsTable } from '../engine/openings/table.js';
import { readOpeningsFile } from '../node/openings-file.js';
import { shippedOpeningsPath } from '../node/openings-text.js';

/*
 * The tables of openings the package ships, as the optimal strategy reads them at the start of a
 * game: the equal-weights ones (`nyt-normal.tsv.gz`), and the NYT history prior's of the day after
 * the shipped history (`nyt-normal-history.tsv.gz`), read only where a game's weights are its own.
 */

const read = new Map<string, OpeningsTable | null>();

/**
 * The shipped table of a built-in list in this mode (under `prior`, the history prior's), parsed
 * once a run, if it is there; it must be for these lists and this mode.
 */
export function shippedTable(
  list: string,
  words: WordSet,
  hard: boolean,
  prior?: 'history',
): OpeningsTable | undefined {
  const mode = hard ? 'hard' : 'normal';
  const path = shippedOpeningsPath(list, mode, prior);
  let table = read.get(path);
  if (table === undefined) {
    table = existsSync(path) ? readOpeningsFile(path) : null;
    read.set(path, table);
  }
  if (table === null) return undefined;
  const m = table.meta;
  if (
    m.checksum !== words.checksum ||
    m.mode !== mode ||
    m.maxGuesses !== 6 ||
    (prior !== undefined) !== (m.prior !== undefined)
  ) {
    throw new WordleError('BAD_FILE', `${path}: the shipped openings table is not for the ${list} lists in this mode`);
  }
  return table;
}

/**
 * The shipped table under a prior that the optimal strategy reads at the start of a game over
 * `words` with these `weights` (its digest is theirs), or undefined.
 */
export function startTable(
  words: WordSet,
  weights: Float64Array | undefined,
  hard: boolean,
): OpeningsTable | undefined {
  if (weights === undefined) return undefined;
  const list = BUILTIN_LISTS.find((name) => builtinWordSet(name).checksum === words.checksum);
  const table = list === undefined ? undefined : shippedTable(list, words, hard, 'history');
  return table?.meta.prior?.digest === hashNumbers(weights) ? table : undefined;
}

/**
 * The table the figures at the start come from, as the JSON outputs name it: its prior, and how
 * many openings it holds (`complete`: every allowed one; else its first ranks are "the best of the N
 * computed", not of all).
 */
export function startTableJson(table: OpeningsTable): {
  name: string;
  puzzle?: number;
  digest: string;
  openings: number;
  complete: boolean;
} {
  const prior = table.meta.prior!;
  return {
    name: prior.name,
    ...(prior.day !== undefined ? { puzzle: prior.day } : {}),
    digest: prior.digest,
    openings: table.entries.length,
    complete: isComplete(table),
  };
}

/**
 * The one line said before the figures at the start (`tablePriorNote`), for the puzzle `day` of the
 * advice and the history's last day `lastDay`: which day's prior they are for, and, when the table
 * holds only some openings, that they are the best of those computed.
 */
export function startTableNote(table: OpeningsTable | undefined, day: number, lastDay?: number): string | undefined {
  if (table === undefined) return undefined;
  return tablePriorNote(table.meta.prior, day, lastDay, isComplete(table) ? undefined : table.entries.length);
}
