import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';
import {
  exactCount,
  isComplete,
  OPENING_VALUE_MAX,
  rateOpening,
  topOpenings,
  type OpeningMode,
  type OpeningRating,
  type OpeningsTable,
} from '../engine/openings.js';
import { readOpeningsFile, shippedOpeningsPath } from '../node/openings-file.js';
import { num, table } from './format.js';
import type { Output } from './output.js';

/*
 * `wordle openings show WORD` and `wordle openings top N`: read a table (the shipped one for the
 * list and mode, or --table FILE) and print ratings. No search, no word lists, no matrix: this
 * module imports only the table's parser, so the whole process takes little more than Node's start.
 */

/** The options of `show` and `top`. */
export interface TableOptions {
  table?: string;
  list?: string;
  hard?: boolean;
  json?: boolean;
}

const modeOf = (opts: TableOptions): OpeningMode => (opts.hard === true ? 'hard' : 'normal');

/** The table to read: --table FILE (checked against --list and --hard), else the shipped one. */
export function loadTable(opts: TableOptions): OpeningsTable {
  const mode = modeOf(opts);
  if (opts.table !== undefined) {
    const t = readOpeningsFile(opts.table);
    if (opts.hard === true && t.meta.mode !== 'hard') {
      throw new WordleError('BAD_OPTION', `${opts.table} is a table for normal mode, not hard mode (--hard)`);
    }
    if (opts.list !== undefined && t.meta.list !== opts.list) {
      throw new WordleError(
        'BAD_OPTION',
        `${opts.table} is a table for the ${quote(t.meta.list)} list, not ${opts.list}`,
      );
    }
    return t;
  }
  const list = opts.list ?? 'classic';
  const path = shippedOpeningsPath(list, mode);
  if (!existsSync(path)) {
    const options = `${mode === 'hard' ? ' --hard' : ''}${list === 'classic' ? '' : ` --list ${list}`}`;
    throw new WordleError(
      'BAD_FILE',
      `no shipped openings table for the ${list} list in ${mode} mode (data/openings/${list}-${mode}.tsv is not in this package): compute one with "wordle openings rank${options} --cutoff T --out FILE" and pass --table FILE`,
    );
  }
  return readOpeningsFile(path);
}

/** What the table covers, in words. */
function scope(t: OpeningsTable): string {
  return `${t.meta.list} list, ${t.meta.mode} mode`;
}

/** The rank part of a rating, in words. */
function rankText(r: OpeningRating, t: OpeningsTable): string {
  if (r.rank === null) {
    const k = exactCount(t);
    return `not among the ${k} openings below ${t.meta.cutoff}, which are all ranked`;
  }
  return isComplete(t)
    ? `rank ${r.rank} of ${r.of} openings`
    : `rank ${r.rank} of the ${r.of} openings in this table (it does not cover every allowed opening: a better one may be missing)`;
}

/** One rating in words. */
export function ratingLine(r: OpeningRating, t: OpeningsTable): string {
  const n = t.meta.answers;
  const proof = r.proven ? 'proven' : 'not proven';
  const head = r.word.toUpperCase();
  if (r.total !== null) {
    return `${head}: ${r.total} guesses over the ${n} answers, ${num(r.average!, 4)} on average: ${rankText(r, t)} (${scope(t)}; ${proof})`;
  }
  if (r.lowerBound >= OPENING_VALUE_MAX) {
    return `${head}: cannot find every answer within ${t.meta.maxGuesses} guesses (${scope(t)}; ${proof})`;
  }
  return `${head}: at least ${r.lowerBound} guesses over the ${n} answers (${num(r.lowerBound / n, 4)} or more on average): ${rankText(r, t)} (${scope(t)}; ${proof} bound)`;
}

const CONVENTION = '(totals count every guess until each answer is found, the first one included)';

/** `wordle openings show WORD`. */
export function showOpening(word: string, opts: TableOptions, out: Output): void {
  const t = loadTable(opts);
  const r = rateOpening(t, word);
  if (r === undefined) {
    const w = word.trim().toLowerCase();
    const length = t.entries[0]?.word.length ?? 5;
    if (!/^[a-z]+$/u.test(w) || w.length !== length) {
      throw new WordleError('BAD_WORD', `${quote(word)} is not a ${length}-letter word a-z`);
    }
    throw new WordleError(
      'BAD_WORD',
      isComplete(t)
        ? `"${w}" is not an allowed opening in the ${t.meta.list} list`
        : `"${w}" is not in this table (it lists ${t.entries.length} of the ${t.meta.guesses} allowed openings)`,
    );
  }
  if (opts.json === true) {
    out.json(r);
    return;
  }
  out.line(ratingLine(r, t));
  out.line(CONVENTION);
}

/** `wordle openings top N`. */
export function showTop(n: number, opts: TableOptions, out: Output): void {
  const t = loadTable(opts);
  const top = topOpenings(t, n);
  if (opts.json === true) {
    out.json(top);
    return;
  }
  const of = isComplete(t) ? `all ${t.meta.guesses} openings` : `the ${t.entries.length} openings in this table`;
  out.line(`best ${top.length} of ${of} (${scope(t)}; exact totals, proven)`);
  out.line(
    table(
      ['#', 'opening', 'total', 'average'],
      top.map((r) => [String(r.rank), r.word, String(r.total), num(r.average!, 4)]),
      [1],
    ),
  );
  if (top.length < n) {
    out.line(
      `only ${top.length} openings are below the table's cutoff ${t.meta.cutoff}; the others have proven bounds only`,
    );
  }
  out.line(CONVENTION);
}
