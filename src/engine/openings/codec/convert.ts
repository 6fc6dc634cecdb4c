import { WordleError } from '../../../core/errors.js';
import { quote } from '../../../core/quote.js';
import { expectString } from '../../../core/validate.js';
import { OPENING_VALUE_MAX, type OpeningsTable } from '../table.js';
import { MAX_TABLE_LINE, TABLE_FORMAT } from './fields.js';
import { checkDigest, parseOpeningsTable, readHead, tableFormatOf } from './read.js';
import { fieldsProblem, RowChecker } from './rows.js';
import { formatOpeningsTable } from './write.js';

/*
 * Tables of an older format, upgraded to the current one (`wordle openings convert`): the only
 * place that reads them. Format 2 has no `wins-all` column: each row says only what its value says
 * (an exact total wins every game, a loss >=1000000000 does not, any other bound is not known);
 * format 1 has no `source` column either (every row was proven on the machine that wrote it:
 * `local`) and no digest. The header's keys are the current ones. Each row is mapped to the current
 * columns and checked as the reader checks a current row (read.ts: same messages, same lines).
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

/**
 * A table of any format this version knows (1, 2 or the current 3), read strictly: an older one is
 * upgraded row by row (a format 2 table's digest checked first), the current one parsed as it is.
 * Errors name the source and the line; a newer format is refused.
 */
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
  const lines = head.body.slice(head.start).split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((raw, k) => {
    const n = head.line + 1 + k;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.length > MAX_TABLE_LINE) {
      throw new WordleError('TOO_LARGE', `${source}:${n}: line of ${line.length} characters (limit ${MAX_TABLE_LINE})`);
    }
    const fields = line.split('\t');
    if (fields.length !== old.columns.split('\t').length) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${n}: expected the ${old.columns.split('\t').length} fields of format ${format} (${old.columns.replaceAll('\t', ', ')}), got ${fields.length}: ${quote(line)}`,
      );
    }
    const upgraded = old.upgrade(fields);
    const problem = fieldsProblem(upgraded);
    if (problem !== undefined) throw new WordleError('BAD_FILE', `${source}:${n}: ${problem}`);
    rows.add(upgraded, n);
  });
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
