import { expectString } from '../../../core/validate.js';
import { isClaim, type OpeningSource } from '../source.js';
import {
  hasCutoff,
  lossBound,
  OPENING_VALUE_MAX,
  tableMass,
  valueProblem,
  VERSION,
  type OpeningRating,
} from '../table.js';
import type { TableSummary } from '../verdict.js';
import { columnIndex, rowPattern, TABLE_MAGIC, textDigest } from './fields.js';
import { readHead, type TableHead } from './read.js';

/*
 * One opening's rating straight from a table's text, for `wordle openings show`, which must answer
 * in well under 100 ms with Node's start: the whole text is checked by one regular expression made
 * from the columns' patterns (fields.ts, narrowed to what this table's rows may hold) instead of
 * making an entry per line.
 */

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const TOTAL = columnIndex('total');
const WINS = columnIndex('wins-all');
const SOURCE = columnIndex('source');

/**
 * True when lines known to be well-formed (one word length, exact totals before bounds) are best
 * first: values ascending, ties by word. The bounds' values are taken out only when they are not
 * all one value (a table with a cutoff has them almost all at it), so the one loop here mostly
 * compares neighbouring words.
 */
function inOrder(words: readonly string[], exact: readonly number[], bounds: readonly number[]): boolean {
  for (let i = 1; i < exact.length; i++) {
    if (exact[i - 1]! > exact[i]! || (exact[i - 1] === exact[i] && words[i - 1]! >= words[i]!)) return false;
  }
  for (let i = 1; i < bounds.length; i++) {
    const [a, b] = [bounds[i - 1]!, bounds[i]!];
    if (a > b || (a === b && words[exact.length + i - 1]! >= words[exact.length + i]!)) return false;
  }
  return true;
}

/** The rows' values by the expression that matches them (with the flags `gmu`): the digits after the total's start. */
function values(text: string, row: string): number[] {
  return Array.from(text.matchAll(new RegExp(`^${row}$`, 'gmu')), (m) => Number(m[1]));
}

/** The rows of a regular table's text (see rateOpeningInText), checked: its words, exact totals, and where its bounds start. */
interface RegularRows {
  readonly words: readonly string[];
  readonly exact: readonly number[];
  readonly boundsFrom: number;
  readonly proven: boolean;
}

/**
 * The rows, when the whole text matches one expression built from the columns (rowPattern): every
 * line alike (same word length, same proven and version, the header's mode and list), exact totals
 * before bounds, every value possible (see valueProblem), every word once, in order; else undefined.
 */
function regularRows(rest: string, head: TableHead): RegularRows | undefined {
  const { meta, openings } = head;
  const first = new RegExp(`^${rowPattern({ proven: '(yes|no)', version: '([^\\t\\n]+)' })}\\n`, 'u').exec(rest);
  if (first === null || !VERSION.test(first[2]!)) return undefined;
  const alike = {
    word: `[a-z]{${/^[a-z]+/u.exec(rest)![0].length}}`,
    proven: first[1]!,
    mode: escapeRegExp(meta.mode),
    list: escapeRegExp(meta.list),
    version: escapeRegExp(first[2]!),
  };
  const cutoff = hasCutoff(meta);
  // A value without leading zeros; its range is checked once the rows are known to be in order (below).
  const value = '[1-9]\\d{0,9}';
  // An exact total wins every game; a bound may or may not, or not be known, but a loss (no cutoff) does not.
  const exactRow = rowPattern({ ...alike, total: value, 'wins-all': 'yes' });
  const boundRow = rowPattern({ ...alike, total: `>=${value}`, 'wins-all': cutoff ? '(?:yes|no|\\?)' : 'no' });
  if (!new RegExp(`^(?:${exactRow}\\n)*(?:${boundRow}\\n)*$`, 'u').test(rest)) return undefined;
  const words = rest.match(/^[a-z]+/gmu) ?? [];
  if (words.length !== openings || new Set(words).size !== words.length) return undefined;
  const split = rest.indexOf('\t>=');
  const boundsFrom = split < 0 ? rest.length : rest.lastIndexOf('\n', split) + 1;
  const [exactText, boundText] = [rest.slice(0, boundsFrom), rest.slice(boundsFrom)];
  const exact = values(exactText, rowPattern({ total: '(\\d+)' }));
  const one = /\t>=(\d+)\t/u.exec(boundText)?.[1];
  const several = one !== undefined && new RegExp(`\\t>=(?!${one}\\t)`, 'u').test(boundText);
  const bounds = several
    ? values(boundText, rowPattern({ total: '>=(\\d+)' }))
    : one === undefined
      ? []
      : [Number(one)];
  if (!inOrder(words, exact, several ? bounds : [])) return undefined;
  // In order, so the first and last values are the least and the largest: each possible (valueProblem).
  const possible = (isExact: boolean, v: readonly number[]): boolean =>
    [v[0], v.at(-1)].every((x) => x === undefined || (x <= OPENING_VALUE_MAX && !valueProblem('', isExact, x, meta)));
  if (!possible(true, exact) || !possible(false, bounds)) return undefined;
  // A bound at the loss unit (then every bound is: the cutoff is that unit, above 3W − 1) says it
  // cannot win every game (winsProblem).
  const lost = cutoff && bounds.length > 0 && bounds.at(-1)! >= lossBound(meta);
  if (lost && /\t>=\d+\t(?!no\t)/u.test(boundText)) return undefined;
  if (!several && !words.slice(exact.length).every((w, i, a) => i === 0 || a[i - 1]! < w)) return undefined;
  return { words, exact, boundsFrom, proven: first[1] === 'yes' };
}

/**
 * One opening's rating straight from a table's text, as `rateOpening(parseOpeningsTable(text))`
 * gives it, without making an entry per line: when the rows are regular (regularRows) and the
 * digest matches. Anything else, and an opening the table does not list, gives undefined: the
 * caller then parses the table in full, which accepts what is valid and names the line of what is
 * not. Header errors are thrown here as the full parser throws them.
 */
export function rateOpeningInText(
  text: string,
  source: string,
  word: string,
): { rating: OpeningRating; summary: TableSummary } | undefined {
  expectString(text, 'rateOpeningInText', 'text');
  expectString(source, 'rateOpeningInText', 'source');
  expectString(word, 'rateOpeningInText', 'word');
  if (!text.startsWith(TABLE_MAGIC)) return undefined; // the full parser says what it is
  const head = readHead(text, source);
  let rest = head.body.slice(head.start);
  if (rest.includes('\r')) return undefined;
  if (!rest.endsWith('\n')) rest += '\n';
  const rows = regularRows(rest, head);
  const w = word.trim().toLowerCase();
  const at = rows !== undefined && /^[a-z]+$/u.test(w) ? `\n${rest}`.indexOf(`\n${w}\t`) : -1;
  if (rows === undefined || at < 0 || textDigest(head.body) !== head.digest?.value) return undefined;
  const { words, exact, boundsFrom } = rows;
  const fields = rest.slice(at, rest.indexOf('\n', at)).split('\t');
  const v = Number(fields[TOTAL]!.replace('>=', ''));
  const isExact = at < boundsFrom;
  const src = fields[SOURCE] as OpeningSource;
  const mass = tableMass(head.meta);
  const count = (wins: string): number =>
    rest.slice(boundsFrom).match(new RegExp(`^${rowPattern({ 'wins-all': wins }, 'wins-all')}\\t`, 'gmu'))?.length ?? 0;
  const rating: OpeningRating = {
    word: w,
    total: isExact ? v : null,
    average: isExact ? v / mass : null,
    rank: isExact ? exact.filter((x) => x < v).length + 1 : null,
    of: words.length,
    lowerBound: v,
    proven: rows.proven && !isClaim(src),
    source: src,
    winsAll: fields[WINS] === '?' ? null : fields[WINS] === 'yes',
  };
  const summary = { meta: head.meta, count: words.length, exact: exact.length, canWin: exact.length + count('yes') };
  return { rating, summary: { ...summary, cannotWin: count('no') } };
}
