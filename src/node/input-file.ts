import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
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
    default:
      return String(code ?? (e instanceof Error ? e.message : e));
  }
}

const mb = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} MB`;

/**
 * Read a text file of at most `maxBytes` (UTF-8), with I/O failures as one clear BAD_FILE error
 * and an oversized input as TOO_LARGE (`limitNote` says what the limit is and how to raise it).
 * See `readInputBytes` for how the cap holds.
 */
export function readInputFile(path: string, what: string, maxBytes?: number, limitNote?: string): string {
  return readInputBytes(path, what, maxBytes, limitNote).toString('utf8');
}

/**
 * `readInputFile`'s bytes, not decoded. The cap holds for anything that can be opened: a regular
 * file is refused from its size before reading, and a pipe or device (`/dev/zero`, `<(…)`) is read
 * in chunks and refused as soon as it passes the cap, so memory never grows without bound.
 */
export function readInputBytes(
  path: string,
  what: string,
  maxBytes = MAX_INPUT_BYTES,
  limitNote = 'the limit for input files',
): Buffer {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw new WordleError('BAD_FILE', `cannot read ${what} file ${path}: ${readReason(e)}`);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new WordleError('BAD_FILE', `cannot read ${what} file ${path}: is a directory`);
    const tooLarge = (): never => {
      throw new WordleError('TOO_LARGE', `${what} file ${path} is larger than ${mb(maxBytes)} (${limitNote})`);
    };
    if (st.isFile() && st.size > maxBytes) tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, maxBytes + 1 - total) || 1);
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue; // non-blocking stdin: try again
        throw new WordleError('BAD_FILE', `cannot read ${what} file ${path}: ${readReason(e)}`);
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
