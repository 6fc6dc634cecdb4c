import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPatternMatrix, matrixByteLength, matrixFromBuffer, type PatternMatrix } from '../core/matrix.js';
import type { WordSet } from '../core/wordlist.js';
import { writeFileAtomic } from './atomic.js';

// Cache file layout: a 64-byte header, then the raw matrix cells.
// Header: "WORDLEPM" magic, format version, L, nGuesses, nAnswers, then the word-set checksum
// and a hash of the cells, so a stale or corrupt cache is detected and rebuilt, never trusted.
const MAGIC = 'WORDLEPM';
const VERSION = 1;
const HEADER = 64;

/** Options for `loadMatrix`. */
export interface MatrixOptions {
  /** Cache directory; when set, the matrix is read from and written to it. Off by default. */
  readonly cacheDir?: string;
  /** Put the matrix in a SharedArrayBuffer (for worker threads). @default false */
  readonly shared?: boolean;
}

/** A hash of every cell (two 32-bit multiply-xor lanes), so any corruption is caught. */
function cellHash(cells: Uint8Array): string {
  const words = new Uint32Array(cells.buffer, cells.byteOffset, cells.length >>> 2);
  let h1 = 0x811c9dc5 ^ cells.length;
  let h2 = 0x9747b28c;
  for (let i = 0; i < words.length; i++) {
    h1 = Math.imul(h1 ^ words[i]!, 0x01000193);
    h2 = Math.imul(h2 + words[i]!, 0x5bd1e995) ^ (h2 >>> 15);
  }
  for (let i = words.length << 2; i < cells.length; i++) h1 = Math.imul(h1 ^ cells[i]!, 0x01000193);
  return ((h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0')).slice(0, 16);
}

function header(words: WordSet, cells: Uint8Array): Buffer {
  const h = Buffer.alloc(HEADER);
  h.write(MAGIC, 0, 'latin1');
  h.writeUInt32LE(VERSION, 8);
  h.writeUInt32LE(words.length, 12);
  h.writeUInt32LE(words.guesses.length, 16);
  h.writeUInt32LE(words.answers.length, 20);
  h.write(words.checksum, 24, 'latin1');
  h.write(cellHash(cells), 40, 'latin1');
  return h;
}

function tryRead(path: string, words: WordSet, shared: boolean): PatternMatrix | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const file = readFileSync(path);
    const bytes = matrixByteLength(words.guesses.length, words.answers.length, words.length);
    if (file.length !== HEADER + bytes) return undefined;
    const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
    const cells = new Uint8Array(buffer);
    cells.set(file.subarray(HEADER));
    if (!file.subarray(0, HEADER).equals(header(words, cells))) return undefined;
    return matrixFromBuffer(buffer, words.guesses.length, words.answers.length, words.length);
  } catch {
    return undefined;
  }
}

/**
 * The pattern matrix for a word set. With `cacheDir`, a valid cache file is reused; a missing,
 * stale (other words) or corrupt one is rebuilt and rewritten atomically.
 */
export function loadMatrix(words: WordSet, options: MatrixOptions = {}): PatternMatrix {
  const shared = options.shared ?? false;
  const path = options.cacheDir === undefined ? undefined : join(options.cacheDir, `matrix-${words.checksum}.bin`);
  if (path !== undefined) {
    const cached = tryRead(path, words, shared);
    if (cached !== undefined) return cached;
  }
  const bytes = matrixByteLength(words.guesses.length, words.answers.length, words.length);
  const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  const m = buildPatternMatrix(words.guesses, words.answers, buffer);
  if (path !== undefined) {
    const cells = new Uint8Array(buffer);
    writeFileAtomic(path, Buffer.concat([header(words, cells), cells]), { makeDir: true });
  }
  return m;
}
