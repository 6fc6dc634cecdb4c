import { fileURLToPath } from 'node:url';
import { expectString } from '../core/validate.js';
import type { OpeningMode, OpeningsTable } from '../engine/openings/table.js';
import { MAX_TABLE_CHARS, parseOpeningsTable } from '../engine/openings/tsv.js';
import { readInputFile } from './input-file.js';

// Reading tables only: `wordle openings show` imports this, and nothing heavier (writing is
// writeFileAtomic(path, formatOpeningsTable(table))).

/**
 * The path of a shipped openings table, `data/openings/LIST-MODE.tsv` in the package (found from
 * this file, whatever the working directory). It may be absent: tables are computed, not written.
 */
export function shippedOpeningsPath(list: string, mode: OpeningMode): string {
  expectString(list, 'shippedOpeningsPath', 'list');
  return fileURLToPath(new URL(`../../data/openings/${list}-${mode}.tsv`, import.meta.url));
}

/** A table file's text, not yet checked (size-capped; errors name the file). */
export function readOpeningsText(path: string): string {
  expectString(path, 'readOpeningsText', 'path');
  return readInputFile(path, 'openings table', MAX_TABLE_CHARS);
}

/** Read and parse a table file (size-capped; errors name the file and line). */
export function readOpeningsFile(path: string): OpeningsTable {
  expectString(path, 'readOpeningsFile', 'path');
  return parseOpeningsTable(readOpeningsText(path), path);
}
