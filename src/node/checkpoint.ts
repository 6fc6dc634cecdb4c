import { existsSync } from 'node:fs';
import type { WordSet } from '../core/wordlist.js';
import { expectObject, expectString, expectWordSet } from '../core/validate.js';
import { readCheckpoint, type CheckpointMeta } from '../engine/checkpoint.js';
import type { ResultStore, SolvedPosition } from '../engine/plan.js';
import { writeFileAtomic } from './atomic.js';
import { readTextFile } from './words.js';

/**
 * A checkpoint file as a result store: read (and every result checked) when opened, written
 * atomically at most once a second while results come in, and once more by `flush`.
 */
export class CheckpointFile implements ResultStore {
  private readonly results: Map<string, SolvedPosition>;
  private dirty = false;
  private last = 0;

  constructor(
    readonly path: string,
    private readonly meta: CheckpointMeta,
    words: WordSet,
  ) {
    expectString(path, 'CheckpointFile', 'path');
    expectObject(meta, 'CheckpointFile', 'meta');
    expectWordSet(words, 'CheckpointFile');
    this.results = existsSync(path) ? readCheckpoint(readTextFile(path, 'checkpoint'), path, words, meta) : new Map();
  }

  /** Results read from the file when it was opened. */
  get size(): number {
    return this.results.size;
  }

  /** The result kept for a position key, if any. */
  get(key: string): SolvedPosition | undefined {
    return this.results.get(key);
  }

  /** Keep a proven result (written within a second). */
  put(key: string, result: SolvedPosition): void {
    this.results.set(key, result);
    this.dirty = true;
    if (Date.now() - this.last >= 1000) this.flush();
  }

  /** Write what is new. */
  flush(): void {
    if (!this.dirty) return;
    writeFileAtomic(this.path, `${JSON.stringify({ ...this.meta, results: Object.fromEntries(this.results) })}\n`, {
      what: '--checkpoint',
    });
    this.dirty = false;
    this.last = Date.now();
  }
}
