/**
 * A bounded memo of exact values and lower bounds, keyed by the answer set, the guesses left and
 * (in hard mode) the constraint state that decides which guesses are legal. Keys are exact (the ids
 * themselves, as a string), so a hit can never be a collision. When the estimated size passes the
 * limit, the oldest quarter of the entries is dropped (Map keeps insertion order). With a shared
 * table (shared-memo.ts), what this thread proves about keys of at least `minShared` characters
 * is also kept there, and what it does not know is looked up there.
 */

/** One memo entry: an exact value with the best guess, or a proven lower bound. */
export type MemoEntry =
  | { readonly kind: 'exact'; readonly value: number; readonly guess: number }
  | { readonly kind: 'lower'; readonly value: number };

/** What a memo reads and feeds in a table shared with other threads (a SharedMemo, shared-memo.ts). */
export interface SharedTable {
  get(key: string): MemoEntry | undefined;
  put(key: string, entry: MemoEntry): void;
}

// Rough cost of one entry beyond its key's characters: Map slot, entry object, string header.
const ENTRY_OVERHEAD = 96;

/** The memo key of a set with d guesses left under a hard-mode state ('' in normal mode). */
export function memoKey(set: Uint32Array, d: number, state: string): string {
  let s = String.fromCharCode(d) + state;
  // fromCharCode with many arguments is fast; chunk to stay far below engine argument limits.
  for (let i = 0; i < set.length; i += 4096) {
    s += String.fromCharCode.apply(null, set.subarray(i, i + 4096) as unknown as number[]);
  }
  return s;
}

/** Counters a memo keeps. */
export interface MemoStats {
  readonly entries: number;
  readonly bytes: number;
  readonly peakBytes: number;
  readonly evictions: number;
}

/** See the file comment. */
export class Memo {
  private readonly map = new Map<string, MemoEntry>();
  private bytes = 0;
  private peakBytes = 0;
  private evictions = 0;

  /**
   * @param maxBytes estimated size at which old entries are dropped.
   * @param shared a table shared with other threads, for keys of at least `minShared` characters.
   */
  constructor(
    readonly maxBytes: number,
    private readonly shared?: SharedTable,
    private readonly minShared = 0,
  ) {}

  get(key: string): MemoEntry | undefined {
    const local = this.map.get(key);
    if (local !== undefined || this.shared === undefined || key.length < this.minShared) return local;
    const found = this.shared.get(key);
    if (found !== undefined) this.put(key, found);
    return found;
  }

  /** Record an exact value and the guess that achieves it. */
  setExact(key: string, value: number, guess: number): void {
    const entry: MemoEntry = { kind: 'exact', value, guess };
    this.put(key, entry);
    if (this.shared !== undefined && key.length >= this.minShared) this.shared.put(key, entry);
  }

  /** Record a lower bound, unless a better one or an exact value is known. */
  raiseLower(key: string, value: number): void {
    const old = this.map.get(key);
    if (old !== undefined && (old.kind === 'exact' || old.value >= value)) return;
    const entry: MemoEntry = { kind: 'lower', value };
    this.put(key, entry);
    if (this.shared !== undefined && key.length >= this.minShared) this.shared.put(key, entry);
  }

  stats(): MemoStats {
    return { entries: this.map.size, bytes: this.bytes, peakBytes: this.peakBytes, evictions: this.evictions };
  }

  private put(key: string, entry: MemoEntry): void {
    if (!this.map.delete(key)) this.bytes += key.length * 2 + ENTRY_OVERHEAD;
    this.map.set(key, entry);
    if (this.bytes > this.peakBytes) this.peakBytes = this.bytes;
    if (this.bytes > this.maxBytes) this.evict();
  }

  private evict(): void {
    const target = this.maxBytes * 0.75;
    for (const key of this.map.keys()) {
      if (this.bytes <= target) break;
      this.map.delete(key);
      this.bytes -= key.length * 2 + ENTRY_OVERHEAD;
      this.evictions++;
    }
  }
}
