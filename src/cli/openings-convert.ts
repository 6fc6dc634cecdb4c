import { convertOpeningsTable } from '../engine/openings/codec/convert.js';
import { TABLE_FORMAT } from '../engine/openings/codec/fields.js';
import { writeFileAtomic } from '../node/atomic.js';
import { openingsFileData, readOpeningsText } from '../node/openings-text.js';
import type { Output } from './output.js';

/** Options of `wordle openings convert`. */
export interface ConvertOptions {
  /** Where to write the table (gzipped when it ends in .gz); else it goes to stdout. */
  readonly out?: string;
}

/**
 * `wordle openings convert TABLE [--out FILE]`: a table of an older format (1 or 2) in the current
 * one, its rows checked as the reader checks them (codec/convert.ts); a current table is written
 * again as it reads. `--out` is written atomically, never onto TABLE; gzipped (level 9, no name or
 * time: the same bytes every time) when it ends in `.gz`.
 */
export function convertTable(path: string, opts: ConvertOptions, out: Output): void {
  const { text, from, rows } = convertOpeningsTable(readOpeningsText(path), path);
  if (opts.out === undefined) {
    out.line(text.slice(0, -1));
    return;
  }
  writeFileAtomic(opts.out, openingsFileData(opts.out, text), { inputs: [{ path, what: 'the table' }], what: '--out' });
  out.error(`${path}: ${rows} rows, format ${from} → ${opts.out}, format ${TABLE_FORMAT}`);
}
