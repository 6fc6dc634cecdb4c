import { existsSync } from 'node:fs';
import type { WordSet } from '../core/wordlist.js';
import { expectObject, expectString, expectWordSet } from '../core/validate.js';
import { checkpointText, readCheckpoint, type CheckpointMeta } from '../engine/exact/checkpoint.js';
import type { Refutation, ResultStore, SolvedPosition } from '../search/parallel/store.js';
import { writeFileAtomic } from './atomic.js';
import { readRegularFile } from './input-file.js';

/**
 * A checkpoint file as a result store: read (its digest and every result checked) when opened,
 * written atomically at most once a second while results and refutations come in, and once more
 * by `flush`.
 */
export class CheckpointFile implements ResultStore {
  private readonly results: Map<string, SolvedPosition>;
  private readonly refuted: Map<string, Refutation[]>;
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
    const read = existsSync(path) ? readCheckpoint(readRegularFile(path, 'checkpoint'), path, words, meta) : undefined;
    this.results = read?.results ?? new Map();
    this.refuted = read?.refuted ?? new Map();
  }

  /** How many positions are proven in it. */
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
    this.changed();
  }

  /** The refutations kept for a position key. */
  refutations(key: string): readonly Refutation[] {
    return this.refuted.get(key) ?? [];
  }

  /** Keep a refutation (written within a second). */
  putRefutation(key: string, refutation: Refutation): void {
    const list = this.refuted.get(key);
    if (list === undefined) this.refuted.set(key, [refutation]);
    else list.push(refutation);
    this.changed();
  }

  private changed(): void {
    this.dirty = true;
    if (Date.now() - this.last >= 1000) this.flush();
  }

  /** Write what is new. */
  flush(): void {
    if (!this.dirty) return;
    writeFileAtomic(this.path, checkpointText(this.meta, { results: this.results, refuted: this.refuted }), {
      what: '--checkpoint',
    });
    this.dirty = false;
    this.last = Date.now();
  }
}
