import { expectString } from '../../core/validate.js';
import { isClaim, SOURCE_PATTERN, type OpeningSource } from './source.js';
import { hasCutoff, largestClosedBound, leastTotal, OPENING_VALUE_MAX, VERSION, type OpeningRating } from './table.js';
import { digestOfBody, readHead } from './tsv-head.js';
import type { TableSummary } from './tsv.js';

/*
 * One opening's rating straight from a table's text, for `wordle openings show`, which must answer
 * in well under 100 ms with Node's start: the platform's regular expressions check the whole text
 * instead of making an entry per line.
 */

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

/** The first opening line's fields every line must share: proven, mode, list, version (format 1 or 2). */
function firstLine(
  rest: string,
  format: 1 | 2,
): { proven: string; mode: string; list: string; version: string } | undefined {
  const source = format === 2 ? `\\t${SOURCE_PATTERN}` : '';
  const m = new RegExp(
    `^[a-z]{2,8}\\t(?:>=)?\\d{1,10}\\t(yes|no)${source}\\t([^\\t\\n]+)\\t([^\\t\\n]+)\\t([^\\t\\n]+)\\n`,
    'u',
  ).exec(rest);
  if (m === null) return undefined;
  return { proven: m[1]!, mode: m[2]!, list: m[3]!, version: m[4]! };
}

/** What the scan of the opening lines found: the count, the exact ones, and the opening asked for. */
interface Scan {
  readonly count: number;
  readonly exact: number;
  /** The opening's line, its value, whether it is a bound, and the exact totals before its value. */
  readonly line?: string;
  readonly value: number;
  readonly bound: boolean;
  readonly better: number;
}

/**
 * One pass over lines already known to be well-formed: best first (values ascending, ties by word;
 * exact before bounds, which the shape ensures), each word once. Undefined when not.
 */
function scanLines(rest: string, word: string): Scan | undefined {
  const words = new Set<string>();
  let [pos, count, exact, prevV, prevBound, prevW] = [0, 0, 0, -1, false, ''];
  let firstOfValue = 0;
  let found: { line: string; value: number; bound: boolean; better: number } | undefined;
  while (pos < rest.length) {
    const tab = rest.indexOf('\t', pos);
    const w = rest.slice(pos, tab);
    let p = tab + 1;
    const bound = rest.charCodeAt(p) === 62; // ">="
    if (bound) p += 2;
    let v = 0;
    for (let c = rest.charCodeAt(p); c >= 48 && c <= 57; c = rest.charCodeAt(++p)) v = v * 10 + c - 48;
    if (bound === prevBound && (v < prevV || (v === prevV && w <= prevW))) return undefined;
    if (!bound && v !== prevV) firstOfValue = exact;
    words.add(w);
    const end = rest.indexOf('\n', p);
    if (w === word) found = { line: rest.slice(pos, end), value: v, bound, better: bound ? exact : firstOfValue };
    if (!bound) exact++;
    [prevV, prevBound, prevW, pos] = [v, bound, w, end + 1];
    count++;
  }
  if (words.size !== count) return undefined;
  return { count, exact, ...(found ?? { value: 0, bound: false, better: 0 }) };
}

/**
 * One opening's rating straight from a table's text, as `rateOpening(parseOpeningsTable(text))`
 * gives it, without making an entry per line. The whole text is checked with the platform's regular
 * expressions instead: every line alike (same word length, same proven/mode/list/version), exact
 * totals before bounds, every value possible (see valueProblem), then one pass for the order and
 * the words' uniqueness, and the digest (format 2). Anything else, and an opening the table does
 * not list, gives undefined: the caller then parses the table in full, which accepts what is valid
 * and names the line of what is not. Header errors are thrown here as the full parser throws them.
 */
export function rateOpeningInText(
  text: string,
  source: string,
  word: string,
): { rating: OpeningRating; summary: TableSummary } | undefined {
  expectString(text, 'rateOpeningInText', 'text');
  expectString(source, 'rateOpeningInText', 'source');
  expectString(word, 'rateOpeningInText', 'word');
  const head = readHead(text, source);
  const { openings, ...meta } = head.meta;
  let rest = head.body.slice(head.start);
  if (rest.includes('\r')) return undefined;
  if (!rest.endsWith('\n')) rest += '\n';
  const first = firstLine(rest, head.format);
  if (first === undefined || !VERSION.test(first.version) || first.mode !== meta.mode || first.list !== meta.list) {
    return undefined;
  }
  const sourceField = head.format === 2 ? `\\t${SOURCE_PATTERN}` : '';
  const tail = `\\t${first.proven}${sourceField}\\t${escapeRegExp(meta.mode)}\\t${escapeRegExp(meta.list)}\\t${escapeRegExp(first.version)}`;
  const length = /^[a-z]+/u.exec(rest)![0].length;
  const exactValue = rangePattern(leastTotal(meta.answers), Math.min(meta.cutoff - 1, OPENING_VALUE_MAX));
  const boundValue = hasCutoff(meta)
    ? rangePattern(meta.cutoff, Math.max(meta.cutoff, largestClosedBound(meta.answers)))
    : rangePattern(OPENING_VALUE_MAX, OPENING_VALUE_MAX);
  const shape = new RegExp(
    `^(?:[a-z]{${length}}\\t${exactValue}${tail}\\n)*(?:[a-z]{${length}}\\t>=${boundValue}${tail}\\n)*$`,
    'u',
  );
  if (!shape.test(rest)) return undefined;
  const w = word.trim().toLowerCase();
  const scan = scanLines(rest, w);
  if (scan === undefined || scan.count !== openings || scan.line === undefined) return undefined;
  if (head.digest !== undefined && digestOfBody(head.body, head.digest.at) !== head.digest.value) return undefined;
  const rowSource = (head.format === 2 ? scan.line.split('\t')[3]! : 'local') as OpeningSource;
  const isExact = !scan.bound;
  return {
    rating: {
      word: w,
      total: isExact ? scan.value : null,
      average: isExact ? scan.value / meta.answers : null,
      rank: isExact ? scan.better + 1 : null,
      of: scan.count,
      lowerBound: scan.value,
      proven: first.proven === 'yes' && !isClaim(rowSource),
      source: rowSource,
    },
    summary: { meta, count: scan.count, exact: scan.exact, format: head.format },
  };
}
