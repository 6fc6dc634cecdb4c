import { checkOpeningsMeta, expectTable, type OpeningsTable } from '../table.js';
import { COLUMN_NAMES, COLUMNS, HEADER, headerNote, TABLE_MAGIC, textDigest } from './fields.js';

/** The table as a file (described in fields.ts; ends with a newline): parseOpeningsTable reads it back. */
export function formatOpeningsTable(table: OpeningsTable): string {
  expectTable(table, 'formatOpeningsTable');
  const { meta, entries } = table;
  checkOpeningsMeta(meta, 'formatOpeningsTable');
  const head = [TABLE_MAGIC, headerNote(meta)];
  for (const f of HEADER) {
    const v = f.write(meta, entries.length);
    if (v !== undefined) head.push(`# ${f.key}: ${v}`);
  }
  const rows = entries.map((e) => COLUMNS.map((c) => c.write(e, meta)).join('\t'));
  const text = `${head.join('\n')}\n${COLUMN_NAMES}\n${rows.join('\n')}${rows.length > 0 ? '\n' : ''}`;
  const at = text.indexOf(`\n${COLUMN_NAMES}\n`) + 1;
  return `${text.slice(0, at)}# digest: ${textDigest(text)}\n${text.slice(at)}`;
}
