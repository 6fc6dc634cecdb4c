import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { WordleError } from '../core/errors.js';
import { expectString } from '../core/validate.js';
import type { OpeningMode } from '../engine/openings/table.js';
import { MAX_TABLE_CHARS } from '../engine/openings/codec/fields.js';
import { readInputBytes } from './input-file.js';

// A table file's text, not yet parsed: `wordle openings show` imports this, and nothing heavier
// (the full parser is in openings-file.ts; writing is writeFileAtomic(path, openingsFileData(path,
// formatOpeningsTable(table)))).

/** Node's zlib, loaded only when a table is gzipped or gunzipped (some 2 ms): a question after a turn touches no table. */
const zlib = (): typeof import('node:zlib') =>
  createRequire(import.meta.url)('node:zlib') as typeof import('node:zlib');

/**
 * The path of a shipped openings table, `data/openings/LIST-MODE.tsv.gz` in the package (found
 * from this file, whatever the working directory), or under a prior `LIST-MODE-PRIOR.tsv.gz` (the
 * NYT history's: `nyt-normal-history.tsv.gz`). It may be absent: tables are computed, not written.
 */
export function shippedOpeningsPath(list: string, mode: OpeningMode, prior?: 'history'): string {
  expectString(list, 'shippedOpeningsPath', 'list');
  const tag = prior === undefined ? '' : `-${prior}`;
  return fileURLToPath(new URL(`../../data/openings/${list}-${mode}${tag}.tsv.gz`, import.meta.url));
}

/** A gzip stream starts with these two bytes (RFC 1952), whatever the file is called. */
export const isGzip = (bytes: Uint8Array): boolean => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Decompress a gzipped table, never past the table's size cap (a small file can expand without
 * bound: zlib stops at the cap instead of allocating it). Errors name the file.
 */
function gunzipTable(bytes: Buffer, path: string): Buffer {
  try {
    return zlib().gunzipSync(bytes, { maxOutputLength: MAX_TABLE_CHARS });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') {
      throw new WordleError(
        'TOO_LARGE',
        `openings table file ${path} decompresses to more than ${MAX_TABLE_CHARS / 2 ** 20} MB (the limit for openings tables)`,
      );
    }
    const why = e instanceof Error ? e.message : String(e);
    throw new WordleError('BAD_FILE', `openings table file ${path} is not a valid gzip file: ${why}`);
  }
}

/**
 * A table file's text, not yet checked: plain or gzipped (told by its first bytes, not its name).
 * Both the file and its decompressed text are size-capped; errors name the file.
 */
export function readOpeningsText(path: string): string {
  expectString(path, 'readOpeningsText', 'path');
  const bytes = readInputBytes(path, 'openings table', {
    maxBytes: MAX_TABLE_CHARS,
    limitNote: 'the limit for openings tables',
  });
  return (isGzip(bytes) ? gunzipTable(bytes, path) : bytes).toString('utf8');
}

/**
 * A table's text as its file holds it: gzipped (level 9, no name or time: the same bytes every
 * time) when the file's name ends in `.gz`, else the text itself.
 */
export function openingsFileData(path: string, text: string): string | Buffer {
  return path.endsWith('.gz') ? zlib().gzipSync(text, { level: 9 }) : text;
}
