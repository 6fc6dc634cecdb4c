import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import { expectString } from '../../core/validate.js';
import {
  CHECKSUM,
  checkOpeningsMeta,
  exactCount,
  expectTable,
  LIST_LABEL,
  MAX_OPENINGS,
  OPENING_VALUE_MAX,
  sortedTable,
  type OpeningEntry,
  type OpeningRating,
  type OpeningsMeta,
  type OpeningsTable,
  VERSION,
} from './table.js';

/*
 * The openings table as a file: tab-separated values with `#` header lines.
 *
 *   # wordle-openings 1
 *   # Every opening's exact total below the cutoff, else a proven lower bound (">=").
 *   # list: classic
 *   # checksum: 0f5a3fbf5709fa
 *   # answers: 2315
 *   # guesses: 12972
 *   # mode: normal
 *   # max-guesses: 6
 *   # cutoff: 8015
 *   # openings: 12972
 *   # version: 0.1.0
 *   # computed: 2026-01-01T00:00:00.000Z, 2104 s on 2 cores (local worker threads)
 *   word	total	proven	mode	list	version
 *   salet	7920	yes	normal	classic	0.1.0
 *   …
 *   zoppo	>=8112	yes	normal	classic	0.1.0
 *
 * The first line names the format and its version. Then `# key: value` lines, each known key
 * exactly once (`computed` may be empty), and `#` lines of free text; then the column header and
 * one line per opening: the word, its exact total or `>=` a proven lower bound, `yes` or `no`
 * (proven), the mode and the list (as in the header) and the version of the project that computed
 * it. Lines are sorted best first; `openings` counts them (a truncated file is caught). LF or CRLF.
 */

/** The first line of every table file. */
export const OPENINGS_MAGIC = '# wordle-openings 1';
/** The column header line. */
export const OPENINGS_COLUMNS = 'word\ttotal\tproven\tmode\tlist\tversion';
/** Largest table text parsed (a complete classic table is about 0.5 MB). */
export const MAX_TABLE_CHARS = 64 * 2 ** 20;
/** Longest line. */
export const MAX_TABLE_LINE = 1000;

const WORD = /^[a-z]{2,8}$/u;
const DIGITS = /^\d{1,10}$/u;

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
] as const;
type Key = (typeof KEYS)[number];

/** The table as a file (ends with a newline). */
export function formatOpeningsTable(table: OpeningsTable): string {
  expectTable(table, 'formatOpeningsTable');
  const { meta, entries } = table;
  checkOpeningsMeta(meta, 'formatOpeningsTable');
  const head = [
    OPENINGS_MAGIC,
    `# Every opening's exact total below the cutoff, else a proven lower bound (">="). Totals count every guess until each answer is found.`,
    `# list: ${meta.list}`,
    `# checksum: ${meta.checksum}`,
    `# answers: ${meta.answers}`,
    `# guesses: ${meta.guesses}`,
    `# mode: ${meta.mode}`,
    `# max-guesses: ${meta.maxGuesses}`,
    `# cutoff: ${meta.cutoff}`,
    `# openings: ${entries.length}`,
    `# version: ${meta.version}`,
    `# computed: ${meta.computed.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')}`,
    OPENINGS_COLUMNS,
  ];
  const rows = entries.map(
    (e) =>
      `${e.word}\t${e.total ?? `>=${e.lowerBound}`}\t${e.proven ? 'yes' : 'no'}\t${meta.mode}\t${meta.list}\t${e.version}`,
  );
  return `${[...head, ...rows].join('\n')}\n`;
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
  fields: Map<Key, string>,
  source: string,
  where: (key: Key) => string,
): OpeningsMeta & { openings: number } {
  for (const k of KEYS) {
    if (!fields.has(k)) throw new WordleError('BAD_FILE', `${source}: the header has no "${k}" line`);
  }
  const get = (k: Key): string => fields.get(k)!;
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
  return { ...meta, openings: headerInt(get('openings'), where('openings'), 'openings', meta.guesses) };
}

/**
 * Reads the opening lines: the hot loop of reading a table (12972 lines on the classic lists; `top`,
 * the optimal strategy and the web app read whole tables, `show` mostly rateOpeningInText). Most lines end
 * alike (`\tyes\tnormal\tclassic\t0.1.0`): a line that ends like the last fully checked one has only
 * its word and total scanned, character by character, without splitting; any other line is split
 * and every field checked (and gives the precise error).
 */
class EntryReader {
  private tail = '\u0000';
  private proven = true;
  private version = '';
  /** The last word read as a number (base 27, a = 1): duplicates are found by sorting these. */
  code = 0;

  constructor(
    private readonly meta: OpeningsMeta,
    private readonly source: string,
  ) {}

  /** The opening on text[start, end) (line number n). */
  read(text: string, start: number, end: number, n: number): OpeningEntry {
    let p = start;
    let code = 0;
    for (let c = text.charCodeAt(p); p < end && c >= 97 && c <= 122; c = text.charCodeAt(++p))
      code = code * 27 + c - 96;
    this.code = code;
    const wordEnd = p;
    if (wordEnd - start < 2 || wordEnd - start > 8 || text.charCodeAt(p) !== 9) {
      return this.readAll(text.slice(start, end), n);
    }
    p++;
    const bound = text.charCodeAt(p) === 62 && text.charCodeAt(p + 1) === 61; // ">="
    if (bound) p += 2;
    const digits = p;
    let v = 0;
    for (let c = text.charCodeAt(p); c >= 48 && c <= 57 && p - digits < 10; c = text.charCodeAt(++p))
      v = v * 10 + c - 48;
    if (p === digits || text.charCodeAt(p) !== 9 || end - p !== this.tail.length || !text.startsWith(this.tail, p)) {
      return this.readAll(text.slice(start, end), n);
    }
    return this.entry(text.slice(start, wordEnd), bound, v, n);
  }

  /** A line with an ending not seen before (or anything unusual): every field checked. */
  private readAll(line: string, n: number): OpeningEntry {
    const meta = this.meta;
    const where = `${this.source}:${n}`;
    const f = line.split('\t');
    if (f.length !== 6) {
      throw new WordleError(
        'BAD_FILE',
        `${where}: expected 6 tab-separated fields (word, total, proven, mode, list, version), got ${f.length}: ${quote(line)}`,
      );
    }
    const [word, value, proven, mode, list, version] = f as [string, string, string, string, string, string];
    if (!WORD.test(word)) throw new WordleError('BAD_FILE', `${where}: ${quote(word)} is not a word a-z`);
    const bound = value.startsWith('>=');
    const digits = bound ? value.slice(2) : value;
    if (!DIGITS.test(digits)) {
      throw new WordleError('BAD_FILE', `${where}: total ${quote(value)} is not a whole number or ">=" and one`);
    }
    if (proven !== 'yes' && proven !== 'no') {
      throw new WordleError('BAD_FILE', `${where}: proven must be yes or no, got ${quote(proven)}`);
    }
    if (mode !== meta.mode) {
      throw new WordleError('BAD_FILE', `${where}: mode ${quote(mode)} differs from the header's "${meta.mode}"`);
    }
    if (list !== meta.list) {
      throw new WordleError('BAD_FILE', `${where}: list ${quote(list)} differs from the header's "${meta.list}"`);
    }
    if (!VERSION.test(version)) throw new WordleError('BAD_FILE', `${where}: bad version ${quote(version)}`);
    this.tail = `\t${proven}\t${mode}\t${list}\t${version}`;
    this.proven = proven === 'yes';
    this.version = version;
    this.code = 0;
    for (let i = 0; i < word.length; i++) this.code = this.code * 27 + word.charCodeAt(i) - 96;
    return this.entry(word, bound, Number(digits), n);
  }

  /** The entry, once its value is checked against the cutoff. */
  private entry(word: string, bound: boolean, v: number, n: number): OpeningEntry {
    const cutoff = this.meta.cutoff;
    if (v < 1 || v > OPENING_VALUE_MAX || (!bound && v >= cutoff) || (bound && v < cutoff)) this.badValue(bound, v, n);
    return { word, total: bound ? null : v, lowerBound: v, proven: this.proven, version: this.version };
  }

  private badValue(bound: boolean, v: number, n: number): never {
    const where = `${this.source}:${n}`;
    const cutoff = this.meta.cutoff;
    if (v < 1 || v > OPENING_VALUE_MAX) {
      throw new WordleError('BAD_FILE', `${where}: total ${v} is not a whole number from 1 to ${OPENING_VALUE_MAX}`);
    }
    throw new WordleError(
      'BAD_FILE',
      bound
        ? `${where}: bound ${v} is below the cutoff ${cutoff} (openings below it have exact totals)`
        : `${where}: exact total ${v} is not below the cutoff ${cutoff}`,
    );
  }
}

/** The first word listed twice, with both line numbers. */
function duplicate(entries: readonly OpeningEntry[], firstLine: number, source: string): never {
  const seen = new Map<string, number>();
  entries.forEach((e, k) => {
    const dup = seen.get(e.word);
    if (dup !== undefined) {
      throw new WordleError('BAD_FILE', `${source}:${firstLine + k}: "${e.word}" is a duplicate of line ${dup}`);
    }
    seen.set(e.word, firstLine + k);
  });
  throw new Error('internal: no duplicate found');
}

/** A table's text after its header: the metadata, and where the opening lines start. */
interface TableHead {
  readonly meta: OpeningsMeta & { openings: number };
  /** The text, without a byte-order mark. */
  readonly body: string;
  /** Where the first opening line starts in `body`, and its line number. */
  readonly start: number;
  readonly line: number;
}

/** The line reader of a table's text: [start, end) of each line without its CR, size-checked. */
function lineReader(body: string, source: string, pos = 0, n = 0) {
  return {
    get pos(): number {
      return pos;
    },
    get n(): number {
      return n;
    },
    /** The next line, or undefined at the end of the text. */
    next(): { start: number; end: number } | undefined {
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
      return { start, end };
    },
  };
}

/** Checks the text's size, its first line and its header (the `# key: value` lines and the column names). */
function readHead(text: string, source: string): TableHead {
  if (text.length > MAX_TABLE_CHARS) {
    throw new WordleError('TOO_LARGE', `${source}: larger than ${MAX_TABLE_CHARS / 2 ** 20} MB: not an openings table`);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = lineReader(body, source);
  const lineOf = (l: { start: number; end: number }): string => body.slice(l.start, l.end);
  const first = lines.next();
  if (first === undefined || lineOf(first) !== OPENINGS_MAGIC) {
    throw new WordleError(
      'BAD_FILE',
      `${source}:1: not an openings table (the first line must be "${OPENINGS_MAGIC}")`,
    );
  }
  // The header: `# key: value` lines and free text, up to the column names.
  const fields = new Map<Key, string>();
  const fieldLine = new Map<Key, number>();
  for (;;) {
    const l = lines.next();
    if (l === undefined) {
      throw new WordleError(
        'BAD_FILE',
        `${source}: no column header line ("${OPENINGS_COLUMNS.replaceAll('\t', '\\t')}"): truncated?`,
      );
    }
    const raw = lineOf(l);
    if (raw === OPENINGS_COLUMNS) break;
    if (!raw.startsWith('#')) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${lines.n}: expected a "#" header line or the column names, got ${quote(raw)}`,
      );
    }
    const kv = /^# ([a-z][a-z-]*): ?(.*)$/u.exec(raw);
    if (kv === null) continue; // free text
    const key = kv[1] as Key;
    if (!KEYS.includes(key)) {
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
  const meta = metaOf(fields, source, (k) => `${source}:${fieldLine.get(k) ?? header}`);
  return { meta, body, start: lines.pos, line: header };
}

/**
 * Parse a table file strictly. The text is untrusted: every error names the source and the line
 * (`classic-normal.tsv:14: total ">=x" is not …`), offending text is escaped and cut, and the size,
 * the line length and the number of openings are capped.
 */
export function parseOpeningsTable(text: string, source: string): OpeningsTable {
  expectString(text, 'parseOpeningsTable', 'text');
  expectString(source, 'parseOpeningsTable', 'source');
  const { meta, body, start: bodyStart, line } = readHead(text, source);
  // The openings: a tight loop over the text (no array of lines).
  const lines = lineReader(body, source, bodyStart, line);
  const reader = new EntryReader(meta, source);
  const entries: OpeningEntry[] = [];
  const codes = new Float64Array(meta.openings);
  const firstLine = line + 1;
  for (let l = lines.next(); l !== undefined; l = lines.next()) {
    const { start, end } = l;
    const n = lines.n;
    if (entries.length === meta.openings) {
      throw new WordleError('BAD_FILE', `${source}:${n}: more openings than the ${meta.openings} the header announces`);
    }
    const e = reader.read(body, start, end, n);
    if (entries.length > 0 && e.word.length !== entries[0]!.word.length) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${n}: "${e.word}" is not ${entries[0]!.word.length} letters like the others`,
      );
    }
    codes[entries.length] = reader.code;
    entries.push(e);
  }
  if (entries.length < meta.openings) {
    throw new WordleError(
      'BAD_FILE',
      `${source}: ${entries.length} openings, but the header announces ${meta.openings}: truncated?`,
    );
  }
  // Duplicates: sort the words' numbers (fast, native); only if two are equal, find where.
  codes.sort();
  for (let k = 1; k < codes.length; k++) {
    if (codes[k] === codes[k - 1]) duplicate(entries, firstLine, source);
  }
  const { openings: _, ...rest } = meta;
  return sortedTable(rest, entries);
}

/** What `wordle openings show` says about a table besides one rating. */
export interface TableSummary {
  readonly meta: OpeningsMeta;
  /** Openings listed. */
  readonly count: number;
  /** Openings with an exact total. */
  readonly exact: number;
}

/** The summary of a parsed table. */
export function tableSummary(table: OpeningsTable): TableSummary {
  return { meta: table.meta, count: table.entries.length, exact: exactCount(table) };
}

/**
 * @internal A regular expression's source (a group, no anchors) that matches exactly the decimal
 * whole numbers from lo to hi (0 ≤ lo), written without leading zeros; nothing when lo > hi.
 * (Checking a value's range inside the one expression that checks a table's shape saves taking
 * every number out of the text.)
 */
export function rangePattern(lo: number, hi: number): string {
  const nines = (n: number): string => '9'.repeat(n);
  const zeros = (n: number): string => '0'.repeat(n);
  /** a..b, decimal strings of the same length. */
  const same = (a: string, b: string): string[] => {
    if (a === b) return [a];
    const rest = a.length - 1;
    const [x, y] = [Number(a[0]), Number(b[0])];
    if (x === y) return same(a.slice(1), b.slice(1)).map((t) => `${x}${t}`);
    const any = rest === 0 ? '' : rest === 1 ? '\\d' : `\\d{${rest}}`;
    // a..x99, then (x+1)00..(y-1)99 in one, then y00..b (whole first digits join the middle).
    const out: string[] = [];
    let [from, to] = [x, y];
    if (a.slice(1) !== zeros(rest)) {
      out.push(...same(a.slice(1), nines(rest)).map((t) => `${x}${t}`));
      from = x + 1;
    }
    const last = b.slice(1) === nines(rest) ? [] : same(zeros(rest), b.slice(1)).map((t) => `${y}${t}`);
    if (last.length > 0) to = y - 1;
    if (from <= to) out.push(`${from === to ? from : `[${from}-${to}]`}${any}`);
    return [...out, ...last];
  };
  if (lo > hi) return '(?!)'; // nothing
  const parts: string[] = [];
  for (let digits = String(lo).length; digits <= String(hi).length; digits++) {
    const a = Math.max(lo, digits === 1 ? 0 : 10 ** (digits - 1));
    const b = Math.min(hi, 10 ** digits - 1);
    if (a <= b) parts.push(...same(String(a), String(b)));
  }
  return `(?:${parts.join('|')})`;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * One opening's rating straight from a table's text, as `rateOpening(parseOpeningsTable(text))`
 * gives it, without making an entry per line: for `wordle openings show`, which must answer in
 * well under 100 ms with Node's start. The whole text is checked with the platform's regular
 * expressions instead: every line alike (same word length, same proven/mode/list/version), exact
 * totals before bounds, every value in range, every word once, the count as announced. Anything
 * else, and an opening the table does not list, gives undefined: the caller then parses the table
 * in full, which accepts what is valid and names the line of what is not. Header errors are thrown
 * here as the full parser throws them.
 */
export function rateOpeningInText(
  text: string,
  source: string,
  word: string,
): { rating: OpeningRating; summary: TableSummary } | undefined {
  expectString(text, 'rateOpeningInText', 'text');
  expectString(source, 'rateOpeningInText', 'source');
  expectString(word, 'rateOpeningInText', 'word');
  const { meta: full, body, start } = readHead(text, source);
  const { openings, ...meta } = full;
  let rest = body.slice(start);
  if (rest.includes('\r')) return undefined;
  if (!rest.endsWith('\n')) rest += '\n';
  // The first line sets what every line must share.
  const first = /^([a-z]{2,8})\t(?:>=)?\d{1,10}(\t(yes|no)\t[a-z]+\t[^\t\n]+\t([^\t\n]+))\n/u.exec(rest);
  if (first === null || !VERSION.test(first[4]!)) return undefined;
  if (first[2] !== `\t${first[3]}\t${meta.mode}\t${meta.list}\t${first[4]}`) return undefined;
  const length = first[1]!.length;
  const tail = escapeRegExp(first[2]!);
  // Exact totals below the cutoff, then bounds from it to OPENING_VALUE_MAX, checked as they are read.
  const exactValue = rangePattern(1, Math.min(meta.cutoff - 1, OPENING_VALUE_MAX));
  const boundValue = rangePattern(Math.min(meta.cutoff, OPENING_VALUE_MAX), OPENING_VALUE_MAX);
  const shape = new RegExp(
    `^(?:[a-z]{${length}}\\t${exactValue}${tail}\\n)*(?:[a-z]{${length}}\\t>=${boundValue}${tail}\\n)*$`,
    'u',
  );
  if (!shape.test(rest)) return undefined;
  const words = rest.match(/^[a-z]+/gmu) ?? [];
  if (words.length !== openings || new Set(words).size !== words.length) return undefined;
  const split = rest.indexOf('\t>=');
  const boundsFrom = split < 0 ? rest.length : rest.lastIndexOf('\n', split) + 1;
  const exact = (rest.slice(0, boundsFrom).match(/(?<=^[a-z]+\t)\d+/gmu) ?? []).map(Number);
  const w = word.trim().toLowerCase();
  const at = /^[a-z]+$/u.test(w) ? `\n${rest}`.indexOf(`\n${w}\t`) : -1;
  if (at < 0) return undefined;
  const v = Number(/^[a-z]+\t(?:>=)?(\d+)/u.exec(rest.slice(at))![1]);
  const isExact = at < boundsFrom;
  let better = 0;
  if (isExact) for (const x of exact) if (x < v) better++;
  return {
    rating: {
      word: w,
      total: isExact ? v : null,
      average: isExact ? v / meta.answers : null,
      rank: isExact ? better + 1 : null,
      of: words.length,
      lowerBound: v,
      proven: first[3] === 'yes',
    },
    summary: { meta, count: words.length, exact: exact.length },
  };
}
