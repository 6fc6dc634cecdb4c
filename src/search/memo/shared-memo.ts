import { expectInt, expectString } from '../../core/validate.js';
import type { MemoEntry } from './memo.js';

/*
 * A memo table in a SharedArrayBuffer, so that every thread of a run (the main thread and the
 * worker threads) reuses what any of them proved: openings that share letters share classes (the
 * anagrams AMPLE and MAPLE the largest, the answers with none of their letters), and neighbouring
 * openings of a table run on different threads.
 *
 * Bounded: four regions of fixed slots, for keys of up to 116, 500, 2036 and 8180 characters
 * (most keys are short; the few long ones are the costliest to prove again), four slots per
 * bucket, the least valuable of a full bucket replaced. Sound: a slot holds its whole key (the memo
 * key's characters: guesses left, hard-mode state, answer ids), compared in full on every hit, and
 * a slot being written is never read: each has a sequence number, odd while a writer holds it (a
 * seqlock), read before and after the slot and compared, and a check word over the rest.
 */

/** Words of a slot's header: sequence, tag, meta, value, guess, check. */
const HEADER_WORDS = 6;
/** 32-bit words per slot of each region: the header, then the key's characters, two per word. */
const REGION_SLOT_WORDS = [64, 256, 1024, 4096] as const;
/** The share of the table's bytes each region gets. */
const REGION_SHARE = [0.5, 0.25, 0.15, 0.1] as const;
/** Longest key a slot of a region holds, in characters. */
const regionKeyMax = (r: number): number => (REGION_SLOT_WORDS[r]! - HEADER_WORDS) * 2;
/** Longest key the table holds at all, in characters. */
export const SHARED_KEY_MAX = regionKeyMax(REGION_SLOT_WORDS.length - 1);
const WAYS = 4;
/** Words of the table's own header: magic, version, namespace, then offset and slots per region. */
const TABLE_WORDS = 16;
const MAGIC = 0x574d454d; // "WMEM"
const VERSION = 2;
const KEY_SEED = 0x811c9dc5;

// Slot fields, as word offsets.
const SEQ = 0;
const TAG = 1;
const META = 2; // key length (bits 0–15), kind (16–17: 1 exact, 2 lower), space of the search (18–25)
const VALUE = 3;
const GUESS = 4;
const CHECK = 5;

/** Where each region's slots are (word offsets) and how many (a power of two, at least WAYS). */
function layout(bytes: number): { offsets: number[]; slots: number[]; words: number } {
  const offsets: number[] = [];
  const slots: number[] = [];
  let words = TABLE_WORDS;
  REGION_SLOT_WORDS.forEach((slotWords, r) => {
    let n = WAYS;
    while (4 * 2 * n * slotWords <= bytes * REGION_SHARE[r]!) n *= 2;
    offsets.push(words);
    slots.push(n);
    words += n * slotWords;
  });
  return { offsets, slots, words };
}

/**
 * A new table of about `bytes` (never more, but for a few slots per region when `bytes` is tiny)
 * for the word lists of `checksum` (a WordSet's): threads that open it with other lists are refused.
 */
export function createSharedMemo(bytes: number, checksum: string): SharedArrayBuffer {
  expectInt(bytes, 'createSharedMemo', 'bytes', 0);
  expectString(checksum, 'createSharedMemo', 'checksum');
  const { offsets, slots, words } = layout(bytes);
  const buffer = new SharedArrayBuffer(4 * words);
  const w = new Int32Array(buffer);
  w[0] = MAGIC;
  w[1] = VERSION;
  w[2] = hashString(checksum, 0x9747b28c);
  REGION_SLOT_WORDS.forEach((_, r) => {
    w[4 + 2 * r] = offsets[r]!;
    w[5 + 2 * r] = slots[r]!;
  });
  return buffer;
}

/** FNV-1a-like mixing of the characters of `s`, from `seed`. */
function hashString(s: string, seed: number): number {
  let h = seed | 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) | 0;
}

/** The check word of a slot's fields. */
function check(tag: number, meta: number, value: number, guess: number): number {
  let h = Math.imul(tag ^ 0x5bd1e995, 0x01000193);
  h = Math.imul(h ^ meta, 0x01000193);
  h = Math.imul(h ^ value, 0x01000193);
  h = Math.imul(h ^ guess, 0x01000193);
  return (h ^ (h >>> 16)) | 0;
}

/** Counters of one thread's use of a table. */
export interface SharedMemoStats {
  /** Slots of the whole table. */
  readonly slots: number;
  readonly lookups: number;
  readonly hits: number;
  readonly stores: number;
}

/**
 * One thread's view of a shared table, for one kind of search (`space`, 0 to 255: tells apart
 * searches whose values differ, such as normal and hard mode, or least totals and depth only).
 */
export class SharedMemo {
  private readonly w: Int32Array;
  private readonly offsets: number[] = [];
  private readonly masks: number[] = [];
  private lookups = 0;
  private hits = 0;
  private stores = 0;

  constructor(
    buffer: SharedArrayBuffer,
    checksum: string,
    private readonly space: number,
  ) {
    this.w = new Int32Array(buffer);
    const { w } = this;
    if (w.length < TABLE_WORDS || w[0] !== MAGIC || w[1] !== VERSION)
      throw new Error('internal: not a shared memo table');
    let end = TABLE_WORDS;
    REGION_SLOT_WORDS.forEach((slotWords, r) => {
      const offset = w[4 + 2 * r]!;
      const slots = w[5 + 2 * r]!;
      if (offset !== end || slots < WAYS || (slots & (slots - 1)) !== 0)
        throw new Error('internal: not a shared memo table');
      end += slots * slotWords;
      this.offsets.push(offset);
      this.masks.push(slots - 1);
    });
    if (end !== w.length) throw new Error('internal: not a shared memo table');
    if (w[2] !== hashString(checksum, 0x9747b28c)) throw new Error('internal: a shared memo of other word lists');
    if (!Number.isInteger(space) || space < 0 || space > 255) throw new Error('internal: bad shared memo space');
  }

  /** The region for keys of `length` characters, or −1 when none holds them. */
  private region(length: number): number {
    for (let r = 0; r < REGION_SLOT_WORDS.length; r++) if (length <= regionKeyMax(r)) return r;
    return -1;
  }

  /** The first slot (word offset) of a key's bucket in region r. */
  private bucket(r: number, tag: number): number {
    return this.offsets[r]! + (tag & this.masks[r]! & ~(WAYS - 1)) * REGION_SLOT_WORDS[r]!;
  }

  /** The entry kept for a memo key, if any. */
  get(key: string): MemoEntry | undefined {
    const r = this.region(key.length);
    if (r < 0) return undefined;
    const { w } = this;
    this.lookups++;
    const tag = hashString(key, KEY_SEED);
    const first = this.bucket(r, tag);
    for (let way = 0, at = first; way < WAYS; way++, at += REGION_SLOT_WORDS[r]!) {
      const seq = Atomics.load(w, at + SEQ);
      if (seq === 0 || (seq & 1) === 1 || w[at + TAG] !== tag) continue;
      const meta = w[at + META]!;
      if ((meta & 0xffff) !== key.length || meta >>> 18 !== this.space) continue;
      if (!this.sameKey(at, key)) continue;
      const value = w[at + VALUE]!;
      const guess = w[at + GUESS]!;
      const ok = w[at + CHECK] === check(tag, meta, value, guess);
      // Read again: a writer that took the slot meanwhile made all of the above meaningless.
      if (!ok || Atomics.load(w, at + SEQ) !== seq) return undefined;
      this.hits++;
      return ((meta >>> 16) & 3) === 1 ? { kind: 'exact', value, guess } : { kind: 'lower', value };
    }
    return undefined;
  }

  /**
   * Keep an entry (a lower bound does not replace an exact value or a higher bound of the same
   * key). Best effort: a slot another thread is writing is left alone, and so is the entry, and
   * so is a value beyond the slot's 32 bits (the 'win' objective's on very large lists).
   */
  put(key: string, entry: MemoEntry): void {
    const r = this.region(key.length);
    if (r < 0 || entry.value > 0x7fffffff) return;
    const { w } = this;
    const tag = hashString(key, KEY_SEED);
    // The slot of this key if it is there, else an empty one, else the one with the shortest key
    // (the smallest set: the cheapest to prove again).
    let target = -1;
    let shortest = Infinity;
    for (let way = 0, at = this.bucket(r, tag); way < WAYS; way++, at += REGION_SLOT_WORDS[r]!) {
      const meta = w[at + META]!;
      const length = Atomics.load(w, at + SEQ) === 0 ? 0 : meta & 0xffff;
      if (length === key.length && w[at + TAG] === tag && meta >>> 18 === this.space && this.sameKey(at, key)) {
        const kind = (meta >>> 16) & 3;
        if (entry.kind === 'lower' && (kind === 1 || w[at + VALUE]! >= entry.value)) return;
        target = at;
        break;
      }
      if (length < shortest) {
        target = at;
        shortest = length;
      }
    }
    const seq = Atomics.load(w, target + SEQ);
    if ((seq & 1) === 1 || Atomics.compareExchange(w, target + SEQ, seq, seq + 1) !== seq) return;
    const meta = key.length | ((entry.kind === 'exact' ? 1 : 2) << 16) | (this.space << 18);
    const guess = entry.kind === 'exact' ? entry.guess : -1;
    w[target + TAG] = tag;
    w[target + META] = meta;
    w[target + VALUE] = entry.value;
    w[target + GUESS] = guess;
    w[target + CHECK] = check(tag, meta, entry.value, guess);
    for (let i = 0, at = target + HEADER_WORDS; i < key.length; i += 2, at++) {
      w[at] = key.charCodeAt(i) | ((i + 1 < key.length ? key.charCodeAt(i + 1) : 0) << 16);
    }
    // Even again, and never 0 (empty) once written: wraps from −2 to 2.
    Atomics.store(w, target + SEQ, seq + 2 === 0 ? 2 : seq + 2);
    this.stores++;
  }

  /** This thread's counters. */
  stats(): SharedMemoStats {
    const slots = this.masks.reduce((a, m) => a + m + 1, 0);
    return { slots, lookups: this.lookups, hits: this.hits, stores: this.stores };
  }

  /** True when the slot at `at` holds exactly the characters of `key` (its length already checked). */
  private sameKey(at: number, key: string): boolean {
    const { w } = this;
    for (let i = 0, p = at + HEADER_WORDS; i < key.length; i += 2, p++) {
      const word = w[p]!;
      if ((word & 0xffff) !== key.charCodeAt(i)) return false;
      if (i + 1 < key.length && word >>> 16 !== key.charCodeAt(i + 1)) return false;
    }
    return true;
  }
}
