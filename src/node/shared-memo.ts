import { badArgument, expectInt, expectWordSet } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import { createSharedMemo } from '../search/memo/shared-memo.js';

/*
 * How a run's memo budget (`--max-memory`) is split when several threads search: a quarter (at
 * most 1 GiB) for the table they share (search/memo/shared-memo.ts), the rest in equal parts for each
 * thread's own memo. One thread keeps it all for itself.
 */

const MB = 2 ** 20;
const SHARED_SHARE = 0.25;
const SHARED_MAX = 1024 * MB;

/** The memo fields of a run's JobSetup for `threads` threads and `total` memo bytes in all. */
export function memoBudget(
  words: WordSet,
  total: number,
  threads: number,
): { memoBytes: number; sharedMemo?: SharedArrayBuffer } {
  expectWordSet(words, 'memoBudget');
  if (typeof total !== 'number' || !(total >= 0 && total < Infinity)) {
    badArgument('memoBudget', 'total', 'a number of bytes', total);
  }
  expectInt(threads, 'memoBudget', 'threads', 1);
  if (threads <= 1) return { memoBytes: total };
  const sharedMemo = createSharedMemo(sharedMemoBytes(total), words.checksum);
  return { memoBytes: (total - sharedMemo.byteLength) / threads, sharedMemo };
}

/** The bytes of the table `threads` threads share out of `total` memo bytes (at most; none for one thread). */
function sharedMemoBytes(total: number): number {
  return Math.floor(Math.min(SHARED_MAX, total * SHARED_SHARE));
}

/**
 * Each thread's own memo bytes in `memoBudget(words, total, threads)`, without making the shared
 * table yet (a run that starts in one thread makes it only when it moves to worker threads: see
 * node/executor.ts). At least what `memoBudget` gives.
 */
export function threadMemoBytes(total: number, threads: number): number {
  expectInt(threads, 'threadMemoBytes', 'threads', 1);
  return threads <= 1 ? total : (total - sharedMemoBytes(total)) / threads;
}
