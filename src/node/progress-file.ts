import { existsSync, rmSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { expectObject, expectString } from '../core/validate.js';
import type { ProgressSpent } from '../engine/openings/progress.js';
import { writeFileAtomic } from './atomic.js';
import { readRegularFile } from './input-file.js';

/** Largest progress file read back: a tree per exact total (rank), probes per opening (wins). */
const MAX_PROGRESS_BYTES = 1024 * 2 ** 20;

/** Where the progress of a run written to `out` is kept: next to it. */
export function progressPathFor(out: string): string {
  return `${out}.progress`;
}

/** How a kind of progress file is read, written and keyed (the engine's pure format). */
export interface ProgressFormat<E> {
  /** Parse and check a file (BAD_FILE naming it and what is wrong). */
  read(text: string, path: string): { readonly entries: readonly E[]; readonly spent: ProgressSpent };
  /** The file's text, for these entries and the time spent. */
  format(entries: readonly E[], spent: ProgressSpent): string;
  /** What an entry is kept under (a newer entry with the same key replaces it). */
  key(entry: E): string;
}

/**
 * The progress file of a long run (`openings rank`, `openings wins`), so that a rerun resumes:
 * read (a regular file only, size-capped, every entry checked by its format) when opened, written
 * atomically while results come in (the first at once, then at most once a second, and spending
 * at most 5% of the time writing), once more by `flush`, and removed once the run's output is
 * complete.
 */
export class ProgressFile<E> {
  private readonly entries = new Map<string, E>();
  private dirty = false;
  private last = 0;
  private intervalMs = 1000;
  /** Time spent by the runs before this one (read from the file). */
  private before: ProgressSpent = { wallSeconds: 0, cpuSeconds: 0 };
  /** Time spent by this run so far (the caller keeps it up to date). */
  now: ProgressSpent = { wallSeconds: 0, cpuSeconds: 0 };

  constructor(
    readonly path: string,
    private readonly fmt: ProgressFormat<E>,
  ) {
    expectString(path, 'ProgressFile', 'path');
    expectObject(fmt, 'ProgressFile', 'format');
    if (!existsSync(path)) return;
    const text = readRegularFile(path, 'progress', MAX_PROGRESS_BYTES, 'the limit for progress files');
    const read = fmt.read(text, path);
    for (const e of read.entries) this.entries.set(fmt.key(e), e);
    this.before = read.spent;
  }

  /** Time spent over every run. */
  get spent(): ProgressSpent {
    return {
      wallSeconds: this.before.wallSeconds + this.now.wallSeconds,
      cpuSeconds: this.before.cpuSeconds + this.now.cpuSeconds,
    };
  }

  /** How many entries it keeps. */
  get size(): number {
    return this.entries.size;
  }

  /** Every entry, in the order they were first kept. */
  all(): E[] {
    return [...this.entries.values()];
  }

  /** Keep an entry (written within `intervalMs`). */
  put(entry: E): void {
    this.entries.set(this.fmt.key(entry), entry);
    this.dirty = true;
    if (Date.now() - this.last >= this.intervalMs) this.flush();
  }

  /** Write what is new. */
  flush(): void {
    if (!this.dirty) return;
    const t0 = Date.now();
    writeFileAtomic(this.path, this.fmt.format(this.all(), this.spent), { what: 'the progress file' });
    this.dirty = false;
    this.last = Date.now();
    this.intervalMs = Math.max(1000, 20 * (this.last - t0));
  }

  /** Delete the file (the run is finished and its output written). */
  remove(): void {
    try {
      rmSync(this.path, { force: true });
    } catch (e) {
      throw new WordleError('BAD_FILE', `cannot remove ${this.path}: ${(e as Error).message}`);
    }
  }
}
