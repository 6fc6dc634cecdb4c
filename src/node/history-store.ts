import { dirname, join } from 'node:path';
import { WordleError } from '../core/errors.js';
import type { WordSet } from '../core/wordlist.js';
import { builtinWordSet } from '../data/lists.js';
import {
  builtinHistory,
  expectAnswerHistory,
  formatAnswerHistory,
  mergeAnswerHistory,
  parseAnswerHistory,
  type AnswerHistory,
  type HistoryEntry,
  type HistoryLine,
  stillToCome,
} from '../engine/history/answers.js';
import { latestKnowable, localPuzzleNumber } from '../engine/history/numbering.js';
import { makeDirectory, writeFileAtomic } from './atomic.js';
import { userCacheDir } from './cache-dir.js';
import { expectString } from '../core/validate.js';
import { withFileLock } from './file-lock.js';
import { readRegularFileIfAny } from './input-file.js';
import type { NamedPath } from './output-target.js';

/*
 * The days a user adds to the NYT's history (`wordle history add`, `wordle history update`), kept
 * in the user's cache folder as `nyt-history.tsv`: the shipped days are not copied there, only
 * the added ones. The file is written atomically and checked whenever it is read back (a regular
 * file, never a pipe or a device, at most 1 MB; format, dates in order, no date twice, no day still
 * to come, words the game accepts, no day that contradicts the shipped history): a damaged file is
 * one clear error naming its line, never a wrong answer. Adding days reads, merges and writes the
 * file under a lock (file-lock.ts), so that two `history add` at once keep both days.
 */

/** The file's name in the cache folder. */
export const HISTORY_FILE = 'nyt-history.tsv';

/** Largest history file read: years of days take some 16 bytes each. */
const MAX_HISTORY_BYTES = 2 ** 20;

const COMMENT = "days added to the NYT's answer history by wordle history add/update: DATE<TAB>WORD";

/** The user's additions file: `nyt-history.tsv` in `dir` (default: the user's cache folder). */
export function historyFilePath(dir: string = userCacheDir()): string {
  expectString(dir, 'historyFilePath', 'dir');
  return join(dir, HISTORY_FILE);
}

/** The accepted words of the NYT game: what every answer of the history must be. */
export function nytAccepted(): WordSet {
  return builtinWordSet('nyt');
}

/** The last day a history may hold, by this computer's calendar (see `latestKnowable`). */
export function latestHistoryDay(): number {
  return latestKnowable(Math.max(0, localPuzzleNumber(new Date())));
}

/** The added days stored at `path`, checked, with their line numbers; none when the file is absent. */
export function readAddedDays(path: string = historyFilePath()): HistoryLine[] {
  expectString(path, 'readAddedDays', 'path');
  const text = readRegularFileIfAny(path, 'history', MAX_HISTORY_BYTES, 'the limit for history files');
  return text === undefined ? [] : parseAnswerHistory(text, path, nytAccepted(), latestHistoryDay());
}

/** The history a run knows: the shipped days and the user's added ones (checked against each other). */
export function knownHistory(path: string = historyFilePath()): AnswerHistory {
  return mergeAnswerHistory(builtinHistory(), readAddedDays(path), path).history;
}

/**
 * Add days to the stored history: checked against what is known (a day known with another answer
 * is an error naming `what` and its line), the new ones merged with the stored ones and written
 * atomically (never onto one of `inputs`). Nothing is written when nothing is new. Returns the
 * days that were new.
 */
export function addDays(
  days: readonly HistoryEntry[],
  what: string,
  path: string = historyFilePath(),
  inputs: readonly NamedPath[] = [],
): { added: HistoryEntry[]; history: AnswerHistory } {
  expectString(path, 'addDays', 'path');
  expectAnswerHistory(days, 'addDays', 'days', false);
  const latest = latestHistoryDay();
  for (const d of days) {
    if (d.day > latest) {
      const where = 'line' in d ? `line ${String(d.line)}` : `#${d.day}`;
      throw new WordleError('BAD_FILE', `${what}, ${where}: ${stillToCome(d.day, latest)}`);
    }
  }
  makeDirectory(dirname(path));
  return withFileLock(path, `the history file ${path}`, () => {
    const stored = readAddedDays(path);
    const known = mergeAnswerHistory(builtinHistory(), stored, path).history;
    const { added, history } = mergeAnswerHistory(known, days, what);
    if (added.length === 0) return { added, history };
    const kept = mergeAnswerHistory(
      stored.map((e) => ({ day: e.day, word: e.word })),
      added,
      what,
    ).history;
    writeFileAtomic(path, formatAnswerHistory(kept, COMMENT), { inputs });
    return { added, history };
  });
}
