import { createRequire } from 'node:module';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { isWordleError } from '../core/errors.js';
import {
  buildPatternMatrix,
  matrixByteLength,
  matrixFromBuffer,
  matrixMemoryEstimate,
  type PatternMatrix,
} from '../core/matrix.js';
import { expectWordSet, expectOptionsOf, finite } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import { ioReason, writeFileAtomic } from './atomic.js';
import { fileKind } from './input-file.js';
import { checkMemory } from './limits.js';

// Cache file layout: a 64-byte header, then the raw matrix cells.
// Header: "WORDLEPM" magic, format version, L, nGuesses, nAnswers, then the word-set checksum
// and a hash of the cells, so a stale or corrupt cache is detected and rebuilt, never trusted.
// Version 2: the cells' hash is SHA-256 (Node's, 26 ms for today's 47 MB; a JavaScript hash took
// 65 ms, and reading the cache back must cost well under building it, 125 ms).
const MAGIC = 'WORDLEPM';
const VERSION = 2;
const HEADER = 64;

/** Options for `loadMatrix`. */
export interface MatrixOptions {
  /** Cache directory; when set, the matrix is read from and written to it. Off by default. */
  readonly cacheDir?: string;
  /** Put the matrix in a SharedArrayBuffer (for worker threads). @default false */
  readonly shared?: boolean;
  /**
   * Refuse (TOO_LARGE) to build a matrix whose estimated memory exceeds this many MB, naming
   * `--max-memory`. @default no limit
   */
  readonly maxMemoryMB?: number;
  /**
   * Told why an unusable cache was not used: unreadable, corrupt, or not writable. The cache is
   * optional: the matrix is then built (and, if possible, rewritten) and the work goes on.
   * @default ignore
   */
  readonly onWarning?: (message: string) => void;
  /**
   * Tell `onWarning` when the cache could not be written too (false: a cache kept without being
   * asked for, whose absence the user need not hear of each time). @default true
   */
  readonly warnUnsaved?: boolean;
}

/** A hash of every cell (the first 64 bits of their SHA-256, in hex), so any corruption is caught. */
function cellHash(cells: Uint8Array): string {
  // Node's crypto loaded only here (some 3 ms): a question that reads no cached matrix never pays for it.
  const { createHash } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return createHash('sha256').update(cells).digest('hex').slice(0, 16);
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

/** Read exactly `buf.length` bytes at `position`; false at a short read. */
function readFully(fd: number, buf: Uint8Array, position: number): boolean {
  for (let off = 0; off < buf.length;) {
    const n = readSync(fd, buf, off, buf.length - off, position + off);
    if (n === 0) return false;
    off += n;
  }
  return true;
}

type CacheRead = { matrix: PatternMatrix } | { problem: string } | undefined;

/**
 * Read the cache file straight into the matrix's buffer (no second copy). Undefined when there is
 * no file; a problem when it exists but cannot be used (it is then rebuilt).
 */
function tryRead(path: string, words: WordSet, shared: boolean): CacheRead {
  let fd: number;
  try {
    // What the path is, before opening it: a named pipe would block open() for good, deaf to signals.
    const st = lstatSync(path);
    if (st.isSymbolicLink()) return { problem: 'is a symbolic link' };
    if (!st.isFile()) return { problem: `is ${fileKind(st)}, not a regular file` };
    // Non-blocking: a named pipe put there since cannot block the open either (fstat refuses it below).
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? undefined : { problem: `cannot be read (${ioReason(e)})` };
  }
  try {
    const bytes = matrixByteLength(words.guesses.length, words.answers.length, words.length);
    const st = fstatSync(fd);
    if (!st.isFile()) return { problem: `is ${fileKind(st)}, not a regular file` };
    if (st.size !== HEADER + bytes)
      return { problem: `has the wrong size (${st.size} bytes, expected ${HEADER + bytes})` };
    const head = Buffer.alloc(HEADER);
    const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
    const cells = new Uint8Array(buffer);
    if (!readFully(fd, head, 0) || !readFully(fd, cells, HEADER)) return { problem: 'is truncated' };
    if (!head.equals(header(words, cells))) return { problem: 'is corrupt or stale (header or checksum differs)' };
    return { matrix: matrixFromBuffer(buffer, words.guesses.length, words.answers.length, words.length) };
  } catch (e) {
    return { problem: `cannot be read (${ioReason(e)})` };
  } finally {
    closeSync(fd);
  }
}

/**
 * The pattern matrix for a word set. With `cacheDir`, a valid cache file is reused; a missing,
 * stale (other words) or corrupt one is rebuilt and rewritten atomically. The cache never stops
 * the work: a file that cannot be read or written is reported to `onWarning` and skipped.
 */
export function loadMatrix(words: WordSet, options: MatrixOptions = {}): PatternMatrix {
  expectWordSet(words, 'loadMatrix');
  expectOptionsOf(options, 'loadMatrix', {
    cacheDir: 'string',
    shared: 'boolean',
    maxMemoryMB: finite(Number.MIN_VALUE),
    onWarning: 'function',
    warnUnsaved: 'boolean',
  });
  const shared = options.shared ?? false;
  const warn = options.onWarning ?? (() => undefined);
  if (options.maxMemoryMB !== undefined) {
    checkMemory(matrixMemoryEstimate(words.guesses, words.answers), options.maxMemoryMB, 'the pattern matrix');
  }
  const path = options.cacheDir === undefined ? undefined : join(options.cacheDir, `matrix-${words.checksum}.bin`);
  if (path !== undefined) {
    const cached = tryRead(path, words, shared);
    if (cached !== undefined && 'matrix' in cached) return cached.matrix;
    if (cached !== undefined) warn(`matrix cache ${path} ${cached.problem}: rebuilding it`);
  }
  const bytes = matrixByteLength(words.guesses.length, words.answers.length, words.length);
  const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  const m = buildPatternMatrix(words.guesses, words.answers, buffer);
  if (path !== undefined) {
    const cells = new Uint8Array(buffer);
    try {
      writeFileAtomic(path, [header(words, cells), cells], { makeDir: true });
    } catch (e) {
      if (!isWordleError(e)) throw e;
      if (options.warnUnsaved !== false) warn(`matrix cache not saved: ${e.message}`);
    }
  }
  return m;
}
