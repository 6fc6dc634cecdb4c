import { gzipSync } from 'node:zlib';
import { expectString } from '../core/validate.js';
import type { OpeningsTable } from '../engine/openings/table.js';
import { parseOpeningsTable } from '../engine/openings/codec/read.js';
import { readOpeningsText } from './openings-text.js';

/** Read and parse a table file, plain or gzipped (size-capped; errors name the file and line). */
export function readOpeningsFile(path: string): OpeningsTable {
  expectString(path, 'readOpeningsFile', 'path');
  return parseOpeningsTable(readOpeningsText(path), path);
}

/**
 * A table's text as its file holds it: gzipped (level 9, no name or time: the same bytes every
 * time) when the file's name ends in `.gz`, else the text itself.
 */
export function openingsFileData(path: string, text: string): string | Buffer {
  return path.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text;
}
