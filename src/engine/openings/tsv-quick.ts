import { expectString } from '../../core/validate.js';
import { isClaim, SOURCE_PATTERN, type OpeningSource } from './source.js';
import {
  hasCutoff,
  largestClosedBound,
  leastTableTotal,
  OPENING_VALUE_MAX,
  tableMass,
  VERSION,
  type OpeningRating,
  type TableFormat,
} from './table.js';
import { digestOfText, readHead } from './tsv-head.js';
import type { TableSummary } from './verdict.js';

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

/** Format 3's `wins-all` field, with its tab (before the proven field). */
const winsField = (format: TableFormat, values: string): string => (format === 3 ? `\\t(?:${values})` : '');

/** The first opening line's fields every line must share: proven, mode, list, version (format 1, 2 or 3). */
function firstLine(
  rest: string,
  format: TableFormat,
): { proven: string; mode: string; list: string; version: string } | undefined {
  const source = format === 1 ? '' : `\\t${SOURCE_PATTERN}`;
  const m = new RegExp(
    `^[a-z]{2,8}\\t(?:>=)?\\d{1,10}${winsField(format, 'yes|no|\\?')}\\t(yes|no)${source}\\t([^\\t\\n]+)\\t([^\\t\\n]+)\\t([^\\t\\n]+)\\n`,
    'u',
  ).exec(rest);
  if (m === null) return undefined;
  return { proven: m[1]!, mode: m[2]!, list: m[3]!, version: m[4]! };
}

/**
 * True when lines known to be well-formed (one word length, exact totals before bounds) are best
 * first: values ascending, ties by word. The values are taken out with the platform's regular
 * expressions; the bounds' only when they are not all one value (a table with a cutoff has them
 * almost all at it), so the one loop here mostly compares neighbouring words.
 */
function inOrder(words: readonly string[], exact: readonly number[], boundText: string): boolean {
  for (let i = 1; i < exact.length; i++) {
    if (exact[i - 1]! > exact[i]! || (exact[i - 1] === exact[i] && words[i - 1]! >= words[i]!)) return false;
  }
  const first = /\t>=(\d+)\t/u.exec(boundText);
  if (first === null) return true;
  if (!new RegExp(`\\t>=(?!${first[1]}\\t)`, 'u').test(boundText)) {
    // One value: the words alone are in order.
    for (let i = exact.length + 1; i < words.length; i++) if (words[i - 1]! >= words[i]!) return false;
    return true;
  }
  const bounds = (boundText.match(/(?<=\t>=)\d+/gu) ?? []).map(Number);
  for (let i = 1; i < bounds.length; i++) {
    const [a, b] = [bounds[i - 1]!, bounds[i]!];
    if (a > b || (a === b && words[exact.length + i - 1]! >= words[exact.length + i]!)) return false;
  }
  return true;
}

/**
 * One opening's rating straight from a table's text, as `rateOpening(parseOpeningsTable(text))`
 * gives it, without making an entry per line. The whole text is checked with the platform's regular
 * expressions instead: every line alike (same word length, same proven/mode/list/version), exact
 * totals before bounds, every value possible (see valueProblem); then every word once, the order
 * (inOrder) and the digest (format 2). Anything else, and an opening the table does
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
  const sourceField = head.format === 1 ? '' : `\\t${SOURCE_PATTERN}`;
  const tail = `\\t${first.proven}${sourceField}\\t${escapeRegExp(meta.mode)}\\t${escapeRegExp(meta.list)}\\t${escapeRegExp(first.version)}`;
  const length = /^[a-z]+/u.exec(rest)![0].length;
  const exactValue = rangePattern(leastTableTotal(meta), Math.min(meta.cutoff - 1, OPENING_VALUE_MAX));
  const boundValue = hasCutoff(meta)
    ? rangePattern(meta.cutoff, Math.max(meta.cutoff, largestClosedBound(tableMass(meta))))
    : rangePattern(OPENING_VALUE_MAX, OPENING_VALUE_MAX);
  // Format 3: an exact total wins every game; a bound may or may not, or not be known, but a loss (no cutoff) does not.
  const exactWins = winsField(head.format, 'yes');
  const boundWins = winsField(head.format, hasCutoff(meta) ? 'yes|no|\\?' : 'no');
  const shape = new RegExp(
    `^(?:[a-z]{${length}}\\t${exactValue}${exactWins}${tail}\\n)*(?:[a-z]{${length}}\\t>=${boundValue}${boundWins}${tail}\\n)*$`,
    'u',
  );
  if (!shape.test(rest)) return undefined;
  // Every word once, in order; then the opening asked for.
  const words = rest.match(/^[a-z]+/gmu) ?? [];
  if (words.length !== openings || new Set(words).size !== words.length) return undefined;
  const split = rest.indexOf('\t>=');
  const boundsFrom = split < 0 ? rest.length : rest.lastIndexOf('\n', split) + 1;
  const exact = (rest.slice(0, boundsFrom).match(/(?<=^[a-z]+\t)\d+/gmu) ?? []).map(Number);
  if (!inOrder(words, exact, rest.slice(boundsFrom))) return undefined;
  const w = word.trim().toLowerCase();
  const at = /^[a-z]+$/u.test(w) ? `\n${rest}`.indexOf(`\n${w}\t`) : -1;
  if (at < 0) return undefined;
  if (head.digest !== undefined && digestOfText(head) !== head.digest.value) return undefined;
  const fields = rest.slice(at, rest.indexOf('\n', at)).split('\t');
  const rating = ratingOf(fields, head.format, at < boundsFrom ? exact : undefined, tableMass(meta));
  const counts = winCounts(rest.slice(boundsFrom), head.format, exact.length, hasCutoff(meta));
  return {
    rating: { ...rating, word: w, of: words.length, proven: first.proven === 'yes' && !isClaim(rating.source) },
    summary: { meta, count: words.length, exact: exact.length, format: head.format, ...counts },
  };
}

/** A row's rating from its fields (all but what the whole table decides: the word as asked, `of`, `proven`). */
function ratingOf(
  line: readonly string[],
  format: TableFormat,
  /** The table's exact totals, when the row is one of them. */
  exact: readonly number[] | undefined,
  /** What totals are sums over (the answers, or the prior's weight). */
  mass: number,
): Omit<OpeningRating, 'word' | 'of' | 'proven'> {
  const isExact = exact !== undefined;
  const v = Number(line[1]!.replace('>=', ''));
  const source = (format === 1 ? 'local' : line[format === 3 ? 4 : 3]!) as OpeningSource;
  let better = 0;
  for (const x of exact ?? []) if (x < v) better++;
  const winsAll =
    format === 3
      ? line[2] === '?'
        ? null
        : line[2] === 'yes'
      : isExact
        ? true
        : v >= OPENING_VALUE_MAX
          ? false
          : null;
  return {
    total: isExact ? v : null,
    average: isExact ? v / mass : null,
    rank: isExact ? better + 1 : null,
    lowerBound: v,
    source,
    winsAll,
  };
}

/** How many openings a table's rows prove can win every game, and how many cannot (the bound rows' text, checked). */
function winCounts(
  boundText: string,
  format: TableFormat,
  exact: number,
  cutoff: boolean,
): { canWin: number; cannotWin: number } {
  if (format === 3) {
    return {
      canWin: exact + (boundText.match(/\t>=\d+\tyes\t/gu)?.length ?? 0),
      cannotWin: boundText.match(/\t>=\d+\tno\t/gu)?.length ?? 0,
    };
  }
  return { canWin: exact, cannotWin: cutoff ? 0 : (boundText.match(/\t>=/gu)?.length ?? 0) };
}
