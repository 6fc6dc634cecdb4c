import { WordleError } from '../../../core/errors.js';
import { quote } from '../../../core/quote.js';
import { expectString } from '../../../core/validate.js';
import { OPENING_VALUE_MAX, type OpeningsTable } from '../table.js';
import { TABLE_FORMAT } from './fields.js';
import { checkDigest, lineAt, parseOpeningsTable, readHead, tableFormatOf } from './read.js';
import { fieldsProblem, RowChecker } from './rows.js';
import { formatOpeningsTable } from './write.js';

/*
 * Tables of an older format, upgraded to the current one (`wordle openings convert`): the only place
 * that reads them. Format 2 has no `wins-all` column (each row says what its value says); format 1
 * no `source` either (every row `local`) and no digest. Each row is mapped to the current columns
 * and checked as the reader checks a current row.
 */

/** An older format's column names, and its row's fields as the current columns (see fields.ts). */
const OLD: Readonly<Record<number, { columns: string; upgrade: (f: string[]) => string[] }>> = {
  1: {
    columns: 'word\ttotal\tproven\tmode\tlist\tversion',
    upgrade: ([word, total, ...rest]) => [word!, total!, winsOf(total!), rest[0]!, 'local', ...rest.slice(1)],
  },
  2: {
    columns: 'word\ttotal\tproven\tsource\tmode\tlist\tversion',
    upgrade: ([word, total, ...rest]) => [word!, total!, winsOf(total!), ...rest],
  },
};

/** What an old row's value says of winning every game (see the file comment). */
function winsOf(total: string): string {
  if (!total.startsWith('>=')) return 'yes';
  return Number(total.slice(2)) >= OPENING_VALUE_MAX ? 'no' : '?';
}

/** A table of any format this version knows (1, 2 or the current 3), read strictly; a newer one is refused. */
export function readAnyOpeningsTable(text: string, source: string): OpeningsTable {
  expectString(source, 'readAnyOpeningsTable', 'source');
  const format = tableFormatOf(text, source);
  if (format === TABLE_FORMAT) return parseOpeningsTable(text, source);
  const old = OLD[format];
  if (old === undefined) {
    throw new WordleError(
      'BAD_FILE',
      `${source}:1: an openings table of format ${format}, which this version of wordlekit does not know (it converts formats 1 and 2)`,
    );
  }
  const head = readHead(text, source, old.columns, format >= 2);
  if (head.meta.prior !== undefined) {
    throw new WordleError('BAD_FILE', `${source}: a format ${format} table with a prior: priors came with format 3`);
  }
  const rows = new RowChecker(head, source);
  const width = old.columns.split('\t').length;
  for (let pos = head.start, n = head.line + 1; pos < head.body.length; n++) {
    const { line, next } = lineAt(head.body, pos, source, n);
    pos = next;
    const fields = line.split('\t');
    if (fields.length !== width) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${n}: expected the ${width} fields of format ${format} (${old.columns.replaceAll('\t', ', ')}), got ${fields.length}: ${quote(line)}`,
      );
    }
    const upgraded = old.upgrade(fields);
    const problem = fieldsProblem(upgraded);
    if (problem !== undefined) throw new WordleError('BAD_FILE', `${source}:${n}: ${problem}`);
    rows.add(upgraded, n);
  }
  const entries = rows.finish(head.line + 1);
  checkDigest(head, source);
  return { meta: head.meta, entries };
}

/** A table's text in the current format (see readAnyOpeningsTable), the format it was in, and its rows. */
export function convertOpeningsTable(text: string, source: string): { text: string; from: number; rows: number } {
  const from = tableFormatOf(text, source);
  const table = readAnyOpeningsTable(text, source);
  return { text: formatOpeningsTable(table), from, rows: table.entries.length };
}
