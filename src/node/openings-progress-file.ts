import { expectObject, expectWordSet } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import {
  formatProgress,
  readOpeningsProgress,
  type OpeningsProgressMeta,
  type ProgressEntry,
} from '../engine/openings/progress.js';
import { ProgressFile } from './progress-file.js';

export { progressPathFor } from './progress-file.js';

/** The progress file of `openings rank` (engine/openings/progress.ts), removed once the table is written. */
export class OpeningsProgressFile extends ProgressFile<ProgressEntry> {
  constructor(
    path: string,
    meta: OpeningsProgressMeta,
    words: WordSet,
    /** A ranking under a prior: its weights (their digest is `meta.prior`). */
    weights?: ArrayLike<number>,
  ) {
    expectObject(meta, 'OpeningsProgressFile', 'meta');
    expectWordSet(words, 'OpeningsProgressFile');
    super(path, {
      read: (text, source) => readOpeningsProgress(text, source, words, meta, weights),
      format: (entries, spent) => formatProgress(meta, entries, spent),
      key: (e) => e.guess,
    });
  }
}
