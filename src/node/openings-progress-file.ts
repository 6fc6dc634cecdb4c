import { existsSync, rmSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { expectObject, expectString, expectWordSet } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import {
  formatOpeningsProgress,
  readOpeningsProgress,
  type OpeningsProgressMeta,
  type ProgressEntry,
  type ProgressSpent,
} from '../engine/openings/progress.js';
import { writeFileAtomic } from './atomic.js';
import { readRegularFile } from './input-file.js';

/** Largest progress file read back: a tree per exact total, about 60 KB each on the classic lists. */
const MAX_PROGRESS_BYTES = 1024 * 2 ** 20;

/** Where the progress of a ranking written to `out` is kept: next to it. */
export function progressPathFor(out: string): string {
  return `${out}.progress`;
}

/**
 * The progress file of a ranking: read (and every entry checked) when opened, written atomically
 * while results come in (at most once a second, and spending at most 5% of the time writing: a
 * file of a thousand trees is written less often), once more by `flush`, and removed once the
 * table is written.
 */
export class OpeningsProgressFile {
  private readonly entries = new Map<string, ProgressEntry>();
  private dirty = false;
  /** The first result is written at once (a run shows it is under way), then at most once a second. */
  private last = 0;
  private intervalMs = 1000;
  /** Time spent by the runs before this one (read from the file). */
  private before: ProgressSpent = { wallSeconds: 0, cpuSeconds: 0 };
  /** Time spent by this run so far (the caller keeps it up to date). */
  now: ProgressSpent = { wallSeconds: 0, cpuSeconds: 0 };

  constructor(
    readonly path: string,
    private readonly meta: OpeningsProgressMeta,
    words: WordSet,
    /** A ranking under a prior: its weights (their digest is `meta.prior`). */
    weights?: ArrayLike<number>,
  ) {
    expectString(path, 'OpeningsProgressFile', 'path');
    expectObject(meta, 'OpeningsProgressFile', 'meta');
    expectWordSet(words, 'OpeningsProgressFile');
    if (!existsSync(path)) return;
    const text = readRegularFile(path, 'progress', MAX_PROGRESS_BYTES, 'the limit for progress files');
    const read = readOpeningsProgress(text, path, words, meta, weights);
    for (const e of read.entries) this.entries.set(e.guess, e);
    this.before = read.spent;
  }

  /** Time spent over every run. */
  get spent(): ProgressSpent {
    return {
      wallSeconds: this.before.wallSeconds + this.now.wallSeconds,
      cpuSeconds: this.before.cpuSeconds + this.now.cpuSeconds,
    };
  }

  /** The openings valued so far. */
  get size(): number {
    return this.entries.size;
  }

  /** Every entry, in the order they were valued. */
  all(): ProgressEntry[] {
    return [...this.entries.values()];
  }

  /** Keep a valued opening (written within `intervalMs`). */
  put(entry: ProgressEntry): void {
    this.entries.set(entry.guess, entry);
    this.dirty = true;
    if (Date.now() - this.last >= this.intervalMs) this.flush();
  }

  /** Write what is new. */
  flush(): void {
    if (!this.dirty) return;
    const t0 = Date.now();
    writeFileAtomic(this.path, formatOpeningsProgress(this.meta, this.all(), this.spent), {
      what: 'the progress file',
    });
    this.dirty = false;
    this.last = Date.now();
    this.intervalMs = Math.max(1000, 20 * (this.last - t0));
  }

  /** Delete the file (the run is finished and its table written). */
  remove(): void {
    try {
      rmSync(this.path, { force: true });
    } catch (e) {
      throw new WordleError('BAD_FILE', `cannot remove ${this.path}: ${(e as Error).message}`);
    }
  }
}
