import { expectString } from '../core/validate.js';
import type { OpeningsTable } from '../engine/openings/table.js';
import { parseOpeningsTable } from '../engine/openings/codec/read.js';
import { readOpeningsText } from './openings-text.js';

/** Read and parse a table file, plain or gzipped (size-capped; errors name the file and line). */
export function readOpeningsFile(path: string): OpeningsTable {
  expectString(path, 'readOpeningsFile', 'path');
  return parseOpeningsTable(readOpeningsText(path), path);
}
