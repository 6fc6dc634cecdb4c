import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import { isOpeningSource, type OpeningSource } from './source.js';
import {
  OPENING_VALUE_MAX,
  valueProblem,
  VERSION,
  winsProblem,
  type OpeningEntry,
  type OpeningsMeta,
  type TableFormat,
} from './table.js';

/*
 * The rows of a table file: the hot loop of reading a table (12972 lines on the classic lists;
 * `top`, the optimal strategy and the web app read whole tables, `show` mostly rateOpeningInText).
 */

const WORD = /^[a-z]{2,8}$/u;
const DIGITS = /^\d{1,10}$/u;

/** Format 3's `wins-all` field: yes, no, or ? (not known). */
const WINS: Readonly<Record<string, boolean | null>> = { yes: true, no: false, '?': null };

/** The fields of each format's lines, in order. */
const FIELDS: Readonly<Record<TableFormat, readonly string[]>> = {
  1: ['word', 'total', 'proven', 'mode', 'list', 'version'],
  2: ['word', 'total', 'proven', 'source', 'mode', 'list', 'version'],
  3: ['word', 'total', 'wins-all', 'proven', 'source', 'mode', 'list', 'version'],
};

/** The `wins-all` field at text[p] (`\tyes`, `\tno`, `\t?`): its value and length, or undefined. */
function winsAt(text: string, p: number): { value: boolean | null; length: number } | undefined {
  if (text.charCodeAt(p) !== 9) return undefined;
  if (text.startsWith('yes\t', p + 1)) return { value: true, length: 4 };
  if (text.startsWith('no\t', p + 1)) return { value: false, length: 3 };
  if (text.startsWith('?\t', p + 1)) return { value: null, length: 2 };
  return undefined;
}

/**
 * Reads the opening lines. Most lines end alike (`\tyes\tlocal\tnormal\tclassic\t0.1.0`): a line
 * that ends like the last fully checked one has only its word and total scanned, character by
 * character, without splitting; any other line is split and every field checked (and gives the
 * precise error). Every value is checked against the table's meaning (valueProblem).
 */
export class EntryReader {
  private tail = '\u0000';
  private proven = true;
  private version = '';
  private source: OpeningSource = 'local';
  /** The last word read as a number (base 27, a = 1): duplicates are found by sorting these. */
  code = 0;

  constructor(
    private readonly meta: OpeningsMeta,
    private readonly file: string,
    /** Format 1 has no source column (every row is `local`); format 3 has `wins-all` after the total. */
    private readonly format: TableFormat,
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
    let wins: boolean | null | undefined;
    if (this.format === 3 && p > digits) {
      const w = winsAt(text, p);
      if (w === undefined) return this.readAll(text.slice(start, end), n);
      wins = w.value;
      p += w.length;
    }
    if (p === digits || text.charCodeAt(p) !== 9 || end - p !== this.tail.length || !text.startsWith(this.tail, p)) {
      return this.readAll(text.slice(start, end), n);
    }
    return this.entry(text.slice(start, wordEnd), bound, v, n, wins);
  }

  /** The fields of a line, split and counted, as format 3 has them (format 1: `local`, formats 1 and 2: no wins-all). */
  private fields(line: string, where: string): string[] {
    const f = line.split('\t');
    const names = FIELDS[this.format];
    if (f.length !== names.length) {
      throw new WordleError(
        'BAD_FILE',
        `${where}: expected ${names.length} tab-separated fields (${names.join(', ')}), got ${f.length}: ${quote(line)}`,
      );
    }
    if (this.format !== 3) f.splice(2, 0, '');
    if (this.format === 1) f.splice(4, 0, 'local');
    return f;
  }

  /** A line with an ending not seen before (or anything unusual): every field checked. */
  private readAll(line: string, n: number): OpeningEntry {
    const meta = this.meta;
    const where = `${this.file}:${n}`;
    const [word, value, wins, proven, source, mode, list, version] = this.fields(line, where) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!WORD.test(word)) throw new WordleError('BAD_FILE', `${where}: ${quote(word)} is not a word a-z`);
    const bound = value.startsWith('>=');
    const digits = bound ? value.slice(2) : value;
    if (!DIGITS.test(digits)) {
      throw new WordleError('BAD_FILE', `${where}: total ${quote(value)} is not a whole number or ">=" and one`);
    }
    if (this.format === 3 && !Object.hasOwn(WINS, wins)) {
      throw new WordleError('BAD_FILE', `${where}: wins-all must be yes, no or ?, got ${quote(wins)}`);
    }
    if (proven !== 'yes' && proven !== 'no') {
      throw new WordleError('BAD_FILE', `${where}: proven must be yes or no, got ${quote(proven)}`);
    }
    if (!isOpeningSource(source)) {
      throw new WordleError(
        'BAD_FILE',
        `${where}: source must be local, worker:ID or workers:ID+ID, got ${quote(source)}`,
      );
    }
    if (mode !== meta.mode) {
      throw new WordleError('BAD_FILE', `${where}: mode ${quote(mode)} differs from the header's "${meta.mode}"`);
    }
    if (list !== meta.list) {
      throw new WordleError('BAD_FILE', `${where}: list ${quote(list)} differs from the header's "${meta.list}"`);
    }
    if (!VERSION.test(version)) throw new WordleError('BAD_FILE', `${where}: bad version ${quote(version)}`);
    this.tail =
      this.format === 1
        ? `\t${proven}\t${mode}\t${list}\t${version}`
        : `\t${proven}\t${source}\t${mode}\t${list}\t${version}`;
    this.proven = proven === 'yes';
    this.version = version;
    this.source = source;
    this.code = 0;
    for (let i = 0; i < word.length; i++) this.code = this.code * 27 + word.charCodeAt(i) - 96;
    return this.entry(word, bound, Number(digits), n, this.format === 3 ? WINS[wins] : undefined);
  }

  /** The entry, once its value (and format 3's wins-all) is checked against the table's meaning. */
  private entry(word: string, bound: boolean, v: number, n: number, wins: boolean | null | undefined): OpeningEntry {
    if (v < 1 || v > OPENING_VALUE_MAX) {
      throw new WordleError(
        'BAD_FILE',
        `${this.file}:${n}: total ${v} is not a whole number from 1 to ${OPENING_VALUE_MAX}`,
      );
    }
    const problem = valueProblem(word, !bound, v, this.meta) ?? winsProblem(word, !bound, v, wins);
    if (problem !== null) throw new WordleError('BAD_FILE', `${this.file}:${n}: ${problem}`);
    return {
      word,
      total: bound ? null : v,
      lowerBound: v,
      proven: this.proven,
      version: this.version,
      source: this.source,
      // Formats 1 and 2 say only what the value says.
      winsAll: wins !== undefined ? wins : !bound ? true : v >= OPENING_VALUE_MAX ? false : null,
    };
  }
}
