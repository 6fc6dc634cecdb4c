import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { WordleError } from '../core/errors.js';

/** Largest input file read by default (word lists, trees): far above any real one. */
export const MAX_INPUT_BYTES = 64 * 2 ** 20;

/** Why a file cannot be read, in words. */
function readReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'ELOOP':
      return 'a loop of symbolic links';
    default:
      return String(code ?? (e instanceof Error ? e.message : e));
  }
}

const mb = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} MB`;

/** What a path that is not a regular file is, in words. */
export function fileKind(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return st.isFile() ? 'a regular file' : 'not a regular file';
}

/**
 * Open flags for a file read back that must be a regular file: non-blocking, so that a named pipe
 * put in its place between the check and the open cannot block `open()` (for good, deaf to
 * signals, when nothing writes to it); on a regular file the flag changes nothing.
 */
const REGULAR_READ = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** How to read an input. */
export interface InputRead {
  /** Largest size read (TOO_LARGE past it). @default MAX_INPUT_BYTES */
  readonly maxBytes?: number;
  /** What the limit is and how to raise it, for the TOO_LARGE message. */
  readonly limitNote?: string;
  /**
   * Only a regular file (a file the tool wrote and reads back: caches, checkpoints, progress
   * files): anything else is refused (BAD_FILE naming what it is) before it is opened, and checked
   * again once open. Without it, a pipe or device is read as the user named it (`<(…)`, `/dev/stdin`).
   * @default false
   */
  readonly regular?: boolean;
}

/**
 * Read a text file of at most `maxBytes` (UTF-8), with I/O failures as one clear BAD_FILE error
 * and an oversized input as TOO_LARGE (`limitNote` says what the limit is and how to raise it).
 * See `readInputBytes` for how the cap holds.
 */
export function readInputFile(path: string, what: string, maxBytes?: number, limitNote?: string): string {
  return readInputBytes(path, what, {
    ...(maxBytes !== undefined ? { maxBytes } : {}),
    ...(limitNote !== undefined ? { limitNote } : {}),
  }).toString('utf8');
}

/** `readInputFile` for a file read back: a regular file only (see `InputRead.regular`). */
export function readRegularFile(path: string, what: string, maxBytes?: number, limitNote?: string): string {
  return readInputBytes(path, what, {
    regular: true,
    ...(maxBytes !== undefined ? { maxBytes } : {}),
    ...(limitNote !== undefined ? { limitNote } : {}),
  }).toString('utf8');
}

/**
 * `readRegularFile` for a file that may not be there: undefined when nothing is at `path` (no such
 * file, or a part of its path is not a directory, as when the cache folder is a file). Anything
 * else there that cannot be read (a pipe, a loop of symbolic links) is BAD_FILE, never a hang.
 */
export function readRegularFileIfAny(
  path: string,
  what: string,
  maxBytes?: number,
  limitNote?: string,
): string | undefined {
  try {
    lstatSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw cannotRead(what, path, readReason(e));
  }
  return readRegularFile(path, what, maxBytes, limitNote);
}

const cannotRead = (what: string, path: string, why: string): WordleError =>
  new WordleError('BAD_FILE', `cannot read ${what} file ${path}: ${why}`);

/** Open an input; with `regular`, only a regular file, checked before the open and after it. */
function openInput(path: string, what: string, regular: boolean): number {
  const notRegular = (st: Stats): WordleError =>
    new WordleError('BAD_FILE', `${what} file ${path} is ${fileKind(st)}, not a regular file: not read`);
  try {
    if (regular) {
      const st = statSync(path);
      if (st.isDirectory()) throw cannotRead(what, path, 'is a directory');
      if (!st.isFile()) throw notRegular(st);
    }
    const fd = openSync(path, regular ? REGULAR_READ : 'r');
    const st = fstatSync(fd);
    if (st.isDirectory() || (regular && !st.isFile())) {
      closeSync(fd);
      throw st.isDirectory() ? cannotRead(what, path, 'is a directory') : notRegular(st);
    }
    return fd;
  } catch (e) {
    if (e instanceof WordleError) throw e;
    throw cannotRead(what, path, readReason(e));
  }
}

/**
 * `readInputFile`'s bytes, not decoded. The cap holds for anything that can be opened: a regular
 * file is refused from its size before reading, and a pipe or device (`/dev/zero`, `<(…)`) is read
 * in chunks and refused as soon as it passes the cap, so memory never grows without bound.
 */
export function readInputBytes(path: string, what: string, how: InputRead = {}): Buffer {
  const maxBytes = how.maxBytes ?? MAX_INPUT_BYTES;
  const fd = openInput(path, what, how.regular === true);
  try {
    const size = fstatSync(fd);
    const tooLarge = (): never => {
      throw new WordleError(
        'TOO_LARGE',
        `${what} file ${path} is larger than ${mb(maxBytes)} (${how.limitNote ?? 'the limit for input files'})`,
      );
    };
    if (size.isFile() && size.size > maxBytes) tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, maxBytes + 1 - total) || 1);
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue; // non-blocking stdin: try again
        throw cannotRead(what, path, readReason(e));
      }
      if (n === 0) break;
      total += n;
      if (total > maxBytes) tooLarge();
      chunks.push(chunk.subarray(0, n));
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}
