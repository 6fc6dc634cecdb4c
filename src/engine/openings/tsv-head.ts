import { WordleError } from '../../core/errors.js';
import { hashString } from '../../core/hash.js';
import { quote } from '../../core/quote.js';
import { MAX_PUZZLE } from '../history/numbering.js';
import { PRIOR_DIGEST, TABLE_PRIORS, type TablePrior, type TablePriorName } from './prior.js';
import {
  CHECKSUM,
  LIST_LABEL,
  MAX_OPENINGS,
  OPENING_VALUE_MAX,
  VERSION,
  type OpeningsMeta,
  type TableFormat,
} from './table.js';

/*
 * The head of a table file: its first line (the format and its version), the `# key: value` lines
 * and the column names; and the digest that formats 2 and 3 keep over the other lines (but `computed`,
 * which says how it was computed: the same table computed twice has the same digest). The rows are
 * read in tsv-rows.ts; the whole format is described in tsv.ts.
 */

/** The first line of a table this version writes (format 3). */
export const OPENINGS_MAGIC = '# wordle-openings 3';
/** The first line of a format 2 table (read, never written). */
export const OPENINGS_MAGIC_V2 = '# wordle-openings 2';
/** The first line of a format 1 table (read, never written). */
export const OPENINGS_MAGIC_V1 = '# wordle-openings 1';
/** The column names of format 3: format 2's with `wins-all` after the total. */
export const OPENINGS_COLUMNS = 'word\ttotal\twins-all\tproven\tsource\tmode\tlist\tversion';
/** The column names of format 2. */
export const OPENINGS_COLUMNS_V2 = 'word\ttotal\tproven\tsource\tmode\tlist\tversion';
/** The column names of format 1. */
export const OPENINGS_COLUMNS_V1 = 'word\ttotal\tproven\tmode\tlist\tversion';
/** The column names of each format. */
const COLUMNS: Readonly<Record<TableFormat, string>> = {
  1: OPENINGS_COLUMNS_V1,
  2: OPENINGS_COLUMNS_V2,
  3: OPENINGS_COLUMNS,
};
/** Largest table text parsed (a complete classic table is about 0.6 MB). */
export const MAX_TABLE_CHARS = 64 * 2 ** 20;
/** Longest line. */
export const MAX_TABLE_LINE = 1000;

/** The header's keys, in the order they are written; `digest` is formats 2 and 3's. */
const KEYS = [
  'list',
  'checksum',
  'answers',
  'guesses',
  'mode',
  'max-guesses',
  'cutoff',
  'openings',
  'version',
  'computed',
  'digest',
] as const;
/**
 * The keys of a weighted table's prior (format 3; see prior.ts): all but `prior-day` together or
 * none, `prior-day` with the history prior only. They are digested with the rest, so a table's
 * prior cannot be changed without its digest failing.
 */
const PRIOR_KEYS = ['prior', 'prior-day', 'prior-digest', 'prior-weight'] as const;
export type HeaderKey = (typeof KEYS)[number] | (typeof PRIOR_KEYS)[number];

/** A digest as format 2 writes it (`hashString`: 14 hex digits). */
const DIGEST = /^[0-9a-f]{14}$/u;

/**
 * The digest of a table's text: `hashString` of every line but the digest and `computed` lines,
 * each ended by LF. It finds a damaged file or a hand edit; it is no signature (anyone can compute
 * it again).
 */
export function tableDigest(lines: string): string {
  return hashString(lines);
}

/** The lines a digest covers, from a table's text (LF or CRLF): all but the digest and `computed` lines. */
export function digestedLines(text: string): string {
  // Those two lines are in the header, before the column names: only the header is searched.
  const columns = text.indexOf('\nword\t');
  const split = columns < 0 ? text.length : columns + 1;
  let rest = text.slice(0, split).replace(/^# (?:digest|computed):[^\n]*\n/gmu, '') + text.slice(split);
  if (rest.includes('\r')) rest = rest.replaceAll('\r\n', '\n');
  return rest.endsWith('\n') ? rest : `${rest}\n`;
}

/** A line of the text: [start, end) without its CR, and where the next one starts. */
export interface Line {
  readonly start: number;
  readonly end: number;
  readonly next: number;
}

/** The line reader of a table's text: [start, end) of each line without its CR, size-checked. */
export function lineReader(body: string, source: string, pos = 0, n = 0) {
  return {
    get pos(): number {
      return pos;
    },
    get n(): number {
      return n;
    },
    /** The next line, or undefined at the end of the text. */
    next(): Line | undefined {
      if (pos >= body.length) return undefined;
      const start = pos;
      let nl = body.indexOf('\n', pos);
      if (nl < 0) nl = body.length;
      pos = nl + 1;
      n++;
      const end = nl > start && body.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      if (end - start > MAX_TABLE_LINE) {
        throw new WordleError(
          'TOO_LARGE',
          `${source}:${n}: line of ${end - start} characters (limit ${MAX_TABLE_LINE})`,
        );
      }
      return { start, end, next: pos };
    },
  };
}

/** A table's text after its header: the metadata, the format, and where the opening lines start. */
export interface TableHead {
  readonly meta: OpeningsMeta & { openings: number };
  readonly format: TableFormat;
  /** The text, without a byte-order mark. */
  readonly body: string;
  /** Where the first opening line starts in `body`, and the column header's line number. */
  readonly start: number;
  readonly line: number;
  /** Formats 2 and 3: the digest the file claims, and its line. */
  readonly digest?: { readonly value: string; readonly line: number };
}

/** A whole number field of the header. */
function headerInt(value: string, where: string, key: string, max: number): number {
  if (!/^\d{1,10}$/u.test(value) || Number(value) > max) {
    throw new WordleError('BAD_FILE', `${where}: ${key} must be a whole number up to ${max}, got ${quote(value)}`);
  }
  return Number(value);
}

/** The header's metadata from its `key: value` fields. */
function metaOf(
  fields: Map<HeaderKey, string>,
  keys: readonly HeaderKey[],
  source: string,
  where: (key: HeaderKey) => string,
): OpeningsMeta & { openings: number } {
  for (const k of keys) {
    if (!fields.has(k)) throw new WordleError('BAD_FILE', `${source}: the header has no "${k}" line`);
  }
  const get = (k: HeaderKey): string => fields.get(k)!;
  const mode = get('mode');
  if (mode !== 'normal' && mode !== 'hard') {
    throw new WordleError('BAD_FILE', `${where('mode')}: mode must be normal or hard, got ${quote(mode)}`);
  }
  const pattern = { list: LIST_LABEL, checksum: CHECKSUM, version: VERSION } as const;
  for (const k of ['list', 'checksum', 'version'] as const) {
    if (!pattern[k].test(get(k))) throw new WordleError('BAD_FILE', `${where(k)}: bad ${k} ${quote(get(k))}`);
  }
  if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(get('computed'))) {
    throw new WordleError('BAD_FILE', `${where('computed')}: control characters in ${quote(get('computed'))}`);
  }
  const meta: OpeningsMeta = {
    list: get('list'),
    checksum: get('checksum'),
    answers: headerInt(get('answers'), where('answers'), 'answers', MAX_OPENINGS),
    guesses: headerInt(get('guesses'), where('guesses'), 'guesses', MAX_OPENINGS),
    mode,
    maxGuesses: headerInt(get('max-guesses'), where('max-guesses'), 'max-guesses', 64),
    cutoff: headerInt(get('cutoff'), where('cutoff'), 'cutoff', OPENING_VALUE_MAX),
    version: get('version'),
    computed: get('computed'),
  };
  for (const k of ['answers', 'guesses', 'max-guesses', 'cutoff'] as const) {
    if (Number(get(k)) < 1) throw new WordleError('BAD_FILE', `${where(k)}: ${k} must be at least 1`);
  }
  const prior = priorOf(fields, source, where);
  const openings = headerInt(get('openings'), where('openings'), 'openings', meta.guesses);
  return { ...meta, ...(prior !== undefined ? { prior } : {}), openings };
}

/** A weighted table's prior from its header (see PRIOR_KEYS), or undefined for equal weights. */
function priorOf(
  fields: Map<HeaderKey, string>,
  source: string,
  where: (key: HeaderKey) => string,
): TablePrior | undefined {
  const given = PRIOR_KEYS.filter((k) => fields.has(k));
  if (given.length === 0) return undefined;
  for (const k of ['prior', 'prior-digest', 'prior-weight'] as const) {
    if (!fields.has(k)) {
      throw new WordleError('BAD_FILE', `${source}: the header has "${given[0]!}" but no "${k}" line`);
    }
  }
  const name = fields.get('prior')!;
  if (!(TABLE_PRIORS as readonly string[]).includes(name)) {
    throw new WordleError(
      'BAD_FILE',
      `${where('prior')}: prior must be ${TABLE_PRIORS.join(', ')}, got ${quote(name)}`,
    );
  }
  const digest = fields.get('prior-digest')!;
  if (!PRIOR_DIGEST.test(digest))
    throw new WordleError('BAD_FILE', `${where('prior-digest')}: bad digest ${quote(digest)}`);
  const weight = headerInt(fields.get('prior-weight')!, where('prior-weight'), 'prior-weight', OPENING_VALUE_MAX);
  if (weight < 2) throw new WordleError('BAD_FILE', `${where('prior-weight')}: prior-weight must be at least 2`);
  const dayText = fields.get('prior-day');
  if ((name === 'history') !== (dayText !== undefined)) {
    throw new WordleError(
      'BAD_FILE',
      `${where(dayText === undefined ? 'prior' : 'prior-day')}: ${name === 'history' ? 'the history prior needs a "prior-day" line' : `"prior-day" goes with the history prior only, not ${name}`}`,
    );
  }
  const day = dayText === undefined ? undefined : headerInt(dayText, where('prior-day'), 'prior-day', MAX_PUZZLE);
  return { name: name as TablePriorName, ...(day !== undefined ? { day } : {}), digest, weight };
}

/** A weighted table's header lines for its prior (none for equal weights), in the order they are written. */
export function priorLines(prior: TablePrior | undefined): string[] {
  if (prior === undefined) return [];
  return [
    `# prior: ${prior.name}`,
    ...(prior.day !== undefined ? [`# prior-day: ${prior.day}`] : []),
    `# prior-digest: ${prior.digest}`,
    `# prior-weight: ${prior.weight}`,
  ];
}

/** The format a first line names: 1, 2 or 3, else a clear error (a newer format says so). */
function formatOf(first: string | undefined, source: string): TableFormat {
  if (first === OPENINGS_MAGIC) return 3;
  if (first === OPENINGS_MAGIC_V2) return 2;
  if (first === OPENINGS_MAGIC_V1) return 1;
  const newer = /^# wordle-openings (\d{1,6})$/u.exec(first ?? '');
  if (newer !== null) {
    throw new WordleError(
      'BAD_FILE',
      `${source}:1: an openings table of format ${newer[1]}, which this version of wordlekit does not read (it reads formats 1, 2 and 3)`,
    );
  }
  throw new WordleError('BAD_FILE', `${source}:1: not an openings table (the first line must be "${OPENINGS_MAGIC}")`);
}

/** Checks the text's size, its first line and its header (the `# key: value` lines and the column names). */
export function readHead(text: string, source: string): TableHead {
  if (text.length > MAX_TABLE_CHARS) {
    throw new WordleError('TOO_LARGE', `${source}: larger than ${MAX_TABLE_CHARS / 2 ** 20} MB: not an openings table`);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = lineReader(body, source);
  const lineOf = (l: Line): string => body.slice(l.start, l.end);
  const first = lines.next();
  const format = formatOf(first === undefined ? undefined : lineOf(first), source);
  const keys: readonly HeaderKey[] = format === 1 ? KEYS.filter((k) => k !== 'digest') : KEYS;
  const columns = COLUMNS[format];
  // The header: `# key: value` lines and free text, up to the column names.
  const fields = new Map<HeaderKey, string>();
  const fieldLine = new Map<HeaderKey, number>();
  for (;;) {
    const l = lines.next();
    if (l === undefined) {
      throw new WordleError(
        'BAD_FILE',
        `${source}: no column header line ("${columns.replaceAll('\t', '\\t')}"): truncated?`,
      );
    }
    const raw = lineOf(l);
    if (raw === columns) break;
    if (!raw.startsWith('#')) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${lines.n}: expected a "#" header line or the column names, got ${quote(raw)}`,
      );
    }
    const kv = /^# ([a-z][a-z-]*): ?(.*)$/u.exec(raw);
    if (kv === null) continue; // free text
    const key = kv[1] as HeaderKey;
    if (!keys.includes(key) && !(format === 3 && (PRIOR_KEYS as readonly string[]).includes(key))) {
      throw new WordleError('BAD_FILE', `${source}:${lines.n}: unknown header field ${quote(kv[1]!)}`);
    }
    if (fields.has(key)) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${lines.n}: "${key}" given twice (first on line ${fieldLine.get(key)})`,
      );
    }
    fields.set(key, kv[2]!);
    fieldLine.set(key, lines.n);
  }
  const header = lines.n;
  const where = (k: HeaderKey): string => `${source}:${fieldLine.get(k) ?? header}`;
  const meta = metaOf(fields, keys, source, where);
  if (format === 1) return { meta, format, body, start: lines.pos, line: header };
  const value = fields.get('digest')!;
  if (!DIGEST.test(value)) throw new WordleError('BAD_FILE', `${where('digest')}: bad digest ${quote(value)}`);
  const digest = { value, line: fieldLine.get('digest')! };
  return { meta, format, body, start: lines.pos, line: header, digest };
}

/** The digest of a table's text as read (see tableDigest): its header's lines and rows. */
export function digestOfText(head: TableHead): string {
  return tableDigest(digestedLines(head.body));
}

/** Throw when a format 2 or 3 text's digest does not match its lines (after the rows were found sound). */
export function checkDigest(head: TableHead, source: string): void {
  const d = head.digest;
  if (d === undefined) return;
  if (digestOfText(head) !== d.value) {
    throw new WordleError(
      'BAD_FILE',
      `${source}:${d.line}: the digest does not match the table's lines: the file is damaged or was edited (tables are computed by "wordle openings rank", never edited by hand)`,
    );
  }
}
