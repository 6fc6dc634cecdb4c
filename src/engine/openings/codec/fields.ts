import { MAX_PUZZLE } from '../../history/numbering.js';
import { hashString } from '../../../core/hash.js';
import { PRIOR_DIGEST, TABLE_PRIORS, type TablePriorName } from '../prior.js';
import { SOURCE_PATTERN } from '../source.js';
import {
  CHECKSUM,
  LIST_LABEL,
  MAX_OPENINGS,
  OPENING_VALUE_MAX,
  VERSION,
  winsAllOf,
  type OpeningEntry,
  type OpeningsMeta,
} from '../table.js';

/*
 * The openings table as a file, described once: the header's `# key: value` lines (HEADER) and the
 * row's columns (COLUMNS), which the reader, the writer and `show`'s quick rating (quick.ts) follow.
 * Files of an older format are upgraded by convert.ts, never read here.
 *
 *   # wordle-openings 3
 *   # Every opening's exact total below the cutoff, else a proven lower bound (">="), …   (free text)
 *   # list: classic
 *   # checksum: 0f5a3fbf5709fa
 *   …                                        (the HEADER keys, in order; the prior's only under one)
 *   # digest: 1c0ffee0123abc
 *   word	total	wins-all	proven	source	mode	list	version
 *   salet	7920	yes	yes	local	normal	classic	0.1.0
 *   …
 *   zoppo	>=8015	?	yes	local	normal	classic	0.1.0
 *
 * Rows are sorted best first (exact totals ascending, then bounds; ties by word), one per opening;
 * `openings` counts them (a truncated file is caught) and `digest` is the `hashString` of every
 * line but `digest` and `computed`, each ended by LF (a damaged or edited file is caught; the same
 * table computed twice has the same digest). LF or CRLF.
 */

/** The format this version reads and writes. */
export const TABLE_FORMAT = 3;
/** The first line of a table file. */
export const TABLE_MAGIC = `# wordle-openings ${TABLE_FORMAT}`;
/** Largest table text parsed (a complete classic table is about 0.6 MB). */
export const MAX_TABLE_CHARS = 64 * 2 ** 20;
/** Longest line. */
export const MAX_TABLE_LINE = 1000;

/** A header value as read: a whole number for numeric keys. */
export type HeaderValue = string | number;

/** One `# key: value` line of the header. */
export interface HeaderField {
  readonly key: string;
  /** Only in some tables: the prior's keys. */
  readonly optional?: true;
  /** The value as the file holds it, and in words for messages. */
  readonly pattern: RegExp;
  readonly expected: string;
  /** Whole numbers: the value is read as a number, from min to max. */
  readonly range?: readonly [number, number];
  /** Its value for a table with `count` rows (undefined: no line); `digest` is the writer's. */
  readonly write: (meta: OpeningsMeta, count: number) => HeaderValue | undefined;
}

const text = (key: string, pattern: RegExp, expected: string, write: HeaderField['write']): HeaderField => ({
  key,
  pattern,
  expected,
  write,
});
const int = (key: string, min: number, max: number, write: HeaderField['write']): HeaderField => ({
  key,
  pattern: /^\d{1,10}$/u,
  expected: `a whole number from ${min} to ${max}`,
  range: [min, max],
  write,
});
const prior = (f: HeaderField): HeaderField => ({ ...f, optional: true });

/** The header's keys, in the order they are written. */
export const HEADER: readonly HeaderField[] = [
  text('list', LIST_LABEL, 'a list label', (m) => m.list),
  text('checksum', CHECKSUM, 'a hex checksum', (m) => m.checksum),
  int('answers', 1, MAX_OPENINGS, (m) => m.answers),
  int('guesses', 1, MAX_OPENINGS, (m) => m.guesses),
  text('mode', /^(?:normal|hard)$/u, 'normal or hard', (m) => m.mode),
  int('max-guesses', 1, 64, (m) => m.maxGuesses),
  prior(
    text('prior', new RegExp(`^(?:${TABLE_PRIORS.join('|')})$`, 'u'), TABLE_PRIORS.join(', '), (m) => m.prior?.name),
  ),
  prior(int('prior-day', 0, MAX_PUZZLE, (m) => m.prior?.day)),
  prior(text('prior-digest', PRIOR_DIGEST, '14 hex digits', (m) => m.prior?.digest)),
  prior(int('prior-weight', 2, OPENING_VALUE_MAX, (m) => m.prior?.weight)),
  int('cutoff', 1, OPENING_VALUE_MAX, (m) => m.cutoff),
  int('openings', 0, MAX_OPENINGS, (_, count) => count),
  text('version', VERSION, 'a version', (m) => m.version),
  text('computed', /^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u, 'text without control characters', (m) =>
    m.computed.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' '),
  ),
  text('digest', /^[0-9a-f]{14}$/u, '14 hex digits', () => undefined),
];

/** The free text under the first line (any `#` line without a key is free text). */
export function headerNote(meta: Pick<OpeningsMeta, 'prior'>): string {
  const totals =
    meta.prior === undefined
      ? 'Totals count every guess until each answer is found.'
      : "Totals are weighted sums under the prior below: each answer's weight times the guesses until it is found, the first one included.";
  return `# Every opening's exact total below the cutoff, else a proven lower bound (">="), and whether it can win every game (wins-all: yes, no, or ? when not known). ${totals}`;
}

/**
 * The metadata of a header whose fields were each read (see HEADER); `fail` says what is wrong with
 * it, and the key whose line it is on (none: a line is missing).
 */
export function metaOfHeader(
  v: ReadonlyMap<string, HeaderValue>,
  fail: (problem: string, key?: string) => never,
): OpeningsMeta {
  const has = ['prior', 'prior-day', 'prior-digest', 'prior-weight'].filter((k) => v.has(k));
  const name = v.get('prior') as TablePriorName;
  const missing = ['prior', 'prior-digest', 'prior-weight'].find((k) => !v.has(k));
  if (has.length > 0 && missing !== undefined) fail(`the header has "${has[0]!}" but no "${missing}" line`);
  if (has.length > 0 && (name === 'history') !== v.has('prior-day')) {
    if (name === 'history') fail('the history prior needs a "prior-day" line', 'prior');
    fail(`"prior-day" goes with the history prior only, not ${name}`, 'prior-day');
  }
  const day = v.get('prior-day') as number | undefined;
  const tablePrior =
    has.length === 0
      ? undefined
      : {
          name,
          ...(day !== undefined ? { day } : {}),
          digest: v.get('prior-digest') as string,
          weight: v.get('prior-weight') as number,
        };
  return {
    list: v.get('list') as string,
    checksum: v.get('checksum') as string,
    answers: v.get('answers') as number,
    guesses: v.get('guesses') as number,
    mode: v.get('mode') as OpeningsMeta['mode'],
    maxGuesses: v.get('max-guesses') as number,
    cutoff: v.get('cutoff') as number,
    version: v.get('version') as string,
    computed: v.get('computed') as string,
    ...(tablePrior !== undefined ? { prior: tablePrior } : {}),
  };
}

/** A row's values as read, before they are checked against the table's meaning (see rows.ts). */
export interface RowDraft {
  word: string;
  bound: boolean;
  value: number;
  winsAll: boolean | null;
  proven: boolean;
  source: OpeningEntry['source'];
  version: string;
}

/** One column of the rows. */
export interface Column {
  readonly name: string;
  /** The field's text (a regular expression's source, no anchors), and in words for messages. */
  readonly pattern: string;
  readonly expected: string;
  readonly write: (e: OpeningEntry, meta: OpeningsMeta) => string;
  /** Its value into a row (the text matches the pattern), or what is wrong with it. */
  readonly read: (text: string, row: RowDraft, meta: OpeningsMeta) => string | undefined;
}

const yesNo = (b: boolean): string => (b ? 'yes' : 'no');
const sameAsHeader =
  (key: 'mode' | 'list') =>
  (t: string, _: RowDraft, m: OpeningsMeta): string | undefined =>
    t === m[key] ? undefined : `${key} "${t}" differs from the header's "${m[key]}"`;

/** The columns, in order. */
export const COLUMNS: readonly Column[] = [
  {
    name: 'word',
    pattern: '[a-z]{2,8}',
    expected: 'a word a-z',
    write: (e) => e.word,
    read: (t, r) => void (r.word = t),
  },
  {
    name: 'total',
    pattern: '(?:>=)?\\d{1,10}',
    expected: 'a whole number or ">=" and one (a proven lower bound)',
    write: (e) => (e.total === null ? `>=${e.lowerBound}` : String(e.total)),
    read: (t, r) => {
      r.bound = t.startsWith('>=');
      r.value = Number(r.bound ? t.slice(2) : t);
      return r.value >= 1 && r.value <= OPENING_VALUE_MAX
        ? undefined
        : `total ${r.value} is not a whole number from 1 to ${OPENING_VALUE_MAX}`;
    },
  },
  {
    name: 'wins-all',
    pattern: '(?:yes|no|\\?)',
    expected: 'yes, no or ?',
    write: (e) => {
      const w = winsAllOf(e);
      return w === null ? '?' : yesNo(w);
    },
    read: (t, r) => void (r.winsAll = t === '?' ? null : t === 'yes'),
  },
  {
    name: 'proven',
    pattern: '(?:yes|no)',
    expected: 'yes or no',
    write: (e) => yesNo(e.proven),
    read: (t, r) => void (r.proven = t === 'yes'),
  },
  {
    name: 'source',
    pattern: SOURCE_PATTERN,
    expected: 'local, worker:ID or workers:ID+ID',
    write: (e) => e.source,
    read: (t, r) => void (r.source = t as OpeningEntry['source']),
  },
  {
    name: 'mode',
    pattern: '(?:normal|hard)',
    expected: 'normal or hard',
    write: (_, m) => m.mode,
    read: sameAsHeader('mode'),
  },
  {
    name: 'list',
    pattern: LIST_LABEL.source.slice(1, -1),
    expected: 'a list label',
    write: (_, m) => m.list,
    read: sameAsHeader('list'),
  },
  {
    name: 'version',
    pattern: VERSION.source.slice(1, -1),
    expected: 'a version',
    write: (e) => e.version,
    read: (t, r) => void (r.version = t),
  },
];

/** The column header line. */
export const COLUMN_NAMES = COLUMNS.map((c) => c.name).join('\t');

/** A column's index by name (a column that does not exist is a programming error). */
export function columnIndex(name: string): number {
  const i = COLUMNS.findIndex((c) => c.name === name);
  if (i < 0) throw new Error(`internal: no column ${name}`);
  return i;
}

/**
 * A row's pattern (a regular expression's source, no anchors, no line end): every column's
 * pattern, or the one `fields` gives for it (a narrower one, or a capture group), joined by tabs;
 * only the columns up to `through` (a row's start) when it is given.
 */
export function rowPattern(fields: Readonly<Record<string, string>> = {}, through = COLUMNS.at(-1)!.name): string {
  const columns = COLUMNS.slice(0, columnIndex(through) + 1);
  return columns.map((c) => (Object.hasOwn(fields, c.name) ? fields[c.name]! : c.pattern)).join('\\t');
}

/** The digest of a table's text (see the file comment): it finds a damaged file or a hand edit, no forgery. */
export function textDigest(text: string): string {
  const columns = text.indexOf('\nword\t');
  const split = columns < 0 ? text.length : columns + 1;
  let rest = text.slice(0, split).replace(/^# (?:digest|computed):[^\n]*\n/gmu, '') + text.slice(split);
  if (rest.includes('\r')) rest = rest.replaceAll('\r\n', '\n');
  return hashString(rest.endsWith('\n') ? rest : `${rest}\n`);
}
