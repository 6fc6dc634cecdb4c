import { WordleError } from '../../../core/errors.js';
import { quote } from '../../../core/quote.js';
import { expectString } from '../../../core/validate.js';
import type { OpeningsMeta, OpeningsTable } from '../table.js';
import {
  COLUMN_NAMES,
  COLUMNS,
  HEADER,
  MAX_TABLE_CHARS,
  MAX_TABLE_LINE,
  metaOfHeader,
  rowPattern,
  TABLE_FORMAT,
  TABLE_MAGIC,
  textDigest,
  type HeaderValue,
} from './fields.js';
import { fieldsProblem, RowChecker } from './rows.js';

/*
 * Reading a table file (described in fields.ts). The text is untrusted: every error names the
 * source and the line, offending text is quoted and cut, sizes are capped, and the digest must
 * match. A file of an older format is refused with the command that converts it.
 */

/** A table's text up to its rows: the header's values, and where the rows start. */
export interface TableHead {
  readonly meta: OpeningsMeta;
  /** The rows the header announces. */
  readonly openings: number;
  /** The digest the header claims and its line (none in format 1). */
  readonly digest?: { readonly value: string; readonly line: number };
  /** The text, without a byte-order mark; where the first row starts in it, and the column names' line. */
  readonly body: string;
  readonly start: number;
  readonly line: number;
}

/** The text without its byte-order mark, size-checked. */
function bodyOf(text: string, source: string): string {
  if (text.length > MAX_TABLE_CHARS) {
    throw new WordleError('TOO_LARGE', `${source}: larger than ${MAX_TABLE_CHARS / 2 ** 20} MB: not an openings table`);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The line at `pos` of the text, without its line break (CR LF or LF), length-checked. */
export function lineAt(body: string, pos: number, source: string, n: number): { line: string; next: number } {
  let nl = body.indexOf('\n', pos);
  if (nl < 0) nl = body.length;
  const end = nl > pos && body.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
  if (end - pos > MAX_TABLE_LINE) {
    throw new WordleError('TOO_LARGE', `${source}:${n}: line of ${end - pos} characters (limit ${MAX_TABLE_LINE})`);
  }
  return { line: body.slice(pos, end), next: nl + 1 };
}

/** The format a table's text is in (its first line), or one clear error when it is no table. */
export function tableFormatOf(text: string, source: string): number {
  expectString(text, 'tableFormatOf', 'text');
  const first = /^\uFEFF?# wordle-openings (0|[1-9]\d{0,5})\r?(?:\n|$)/u.exec(text.slice(0, 40));
  if (first === null) {
    throw new WordleError('BAD_FILE', `${source}:1: not an openings table (the first line must be "${TABLE_MAGIC}")`);
  }
  return Number(first[1]);
}

/** The current format, else one clear error (an older one says how to convert it). */
function checkFormat(text: string, source: string): void {
  const format = tableFormatOf(text, source);
  if (format === TABLE_FORMAT) return;
  throw new WordleError(
    'BAD_FILE',
    format < TABLE_FORMAT
      ? `${source}:1: an openings table of format ${format}, which this version reads no more (it reads format ${TABLE_FORMAT}): convert it with "wordle openings convert ${source} --out NEW.tsv.gz"`
      : `${source}:1: an openings table of format ${format}, which this version of wordlekit does not read (it reads format ${TABLE_FORMAT})`,
  );
}

/** One `# key: value` line's value, checked against its field (see HEADER). */
function headerValue(key: string, value: string, where: string): HeaderValue {
  const field = HEADER.find((f) => f.key === key);
  if (field === undefined) throw new WordleError('BAD_FILE', `${where}: unknown header field ${quote(key)}`);
  const ok = field.pattern.test(value);
  const v = field.range === undefined || !ok ? value : Number(value);
  if (!ok || (typeof v === 'number' && (v < field.range![0] || v > field.range![1]))) {
    throw new WordleError('BAD_FILE', `${where}: ${key} must be ${field.expected}, got ${quote(value)}`);
  }
  return v;
}

/**
 * The header of a table's text after its first line: `# key: value` lines (each known key once) and
 * free text, up to the column names (`columns`: an older format's for convert.ts).
 */
export function readHead(text: string, source: string, columns = COLUMN_NAMES, digested = true): TableHead {
  const body = bodyOf(text, source);
  const values = new Map<string, HeaderValue>();
  const lines = new Map<string, number>();
  let pos = lineAt(body, 0, source, 1).next;
  for (let n = 2; ; n++) {
    if (pos >= body.length) {
      throw new WordleError(
        'BAD_FILE',
        `${source}: no column header line ("${columns.replaceAll('\t', '\\t')}"): truncated?`,
      );
    }
    const { line, next } = lineAt(body, pos, source, n);
    pos = next;
    if (line === columns) return headOf(values, lines, { body, start: pos, line: n, source, digested });
    if (!line.startsWith('#')) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${n}: expected a "#" header line or the column names, got ${quote(line)}`,
      );
    }
    const kv = /^# ([a-z][a-z-]*): ?(.*)$/u.exec(line);
    if (kv === null) continue; // free text
    const [, key, value] = kv as unknown as [string, string, string];
    if (lines.has(key)) {
      throw new WordleError('BAD_FILE', `${source}:${n}: "${key}" given twice (first on line ${lines.get(key)})`);
    }
    values.set(key, headerValue(key, value, `${source}:${n}`));
    lines.set(key, n);
  }
}

/** The head from the header's values: every key it needs there, the metadata consistent. */
function headOf(
  values: ReadonlyMap<string, HeaderValue>,
  lines: ReadonlyMap<string, number>,
  at: { body: string; start: number; line: number; source: string; digested: boolean },
): TableHead {
  const { source, body, start, line } = at;
  const fail = (problem: string, key?: string): never => {
    throw new WordleError('BAD_FILE', `${source}${key === undefined ? '' : `:${lines.get(key)}`}: ${problem}`);
  };
  for (const f of HEADER) {
    if (f.optional !== true && !values.has(f.key) && (f.key !== 'digest' || at.digested)) {
      fail(`the header has no "${f.key}" line`);
    }
  }
  const meta = metaOfHeader(values, fail);
  const openings = values.get('openings') as number;
  if (openings > meta.guesses) fail(`${openings} openings, more than the ${meta.guesses} guesses`, 'openings');
  const digest = values.get('digest') as string | undefined;
  const head = { meta, openings, body, start, line };
  return digest === undefined ? head : { ...head, digest: { value: digest, line: lines.get('digest')! } };
}

/** Throw when the text's digest does not match the one its header claims (after its rows were found sound). */
export function checkDigest(head: TableHead, source: string): void {
  const d = head.digest;
  if (d === undefined || textDigest(head.body) === d.value) return;
  throw new WordleError(
    'BAD_FILE',
    `${source}:${d.line}: the digest does not match the table's lines: the file is damaged or was edited (tables are computed by "wordle openings rank", never edited by hand)`,
  );
}

/** A row, its fields captured: matched where the previous one ended (sticky), with its line break. */
const ROW = new RegExp(
  `${rowPattern(Object.fromEntries(COLUMNS.map((c) => [c.name, `(${c.pattern})`])))}\\r?(?:\\n|$)`,
  'uy',
);

/** Parse a table file strictly (format 3: see fields.ts); older formats are refused (see convert.ts). */
export function parseOpeningsTable(text: string, source: string): OpeningsTable {
  expectString(text, 'parseOpeningsTable', 'text');
  expectString(source, 'parseOpeningsTable', 'source');
  checkFormat(bodyOf(text, source), source);
  const head = readHead(text, source);
  const { body } = head;
  const rows = new RowChecker(head, source);
  const re = new RegExp(ROW); // lastIndex is per expression
  let n = head.line;
  for (let pos = head.start; pos < body.length;) {
    n++;
    re.lastIndex = pos;
    const m = re.exec(body);
    if (m === null || re.lastIndex - pos > MAX_TABLE_LINE + 2) {
      const { line } = lineAt(body, pos, source, n);
      throw new WordleError(
        'BAD_FILE',
        `${source}:${n}: ${fieldsProblem(line.split('\t')) ?? `bad line ${quote(line)}`}`,
      );
    }
    rows.add(m, n, 1);
    pos = re.lastIndex;
  }
  const entries = rows.finish(head.line + 1);
  checkDigest(head, source);
  return {
    meta: head.meta,
    entries,
    file: { format: TABLE_FORMAT, digest: head.digest!.value, firstLine: head.line + 1 },
  };
}
