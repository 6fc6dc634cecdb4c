import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';
import {
  isComplete,
  OPENING_VALUE_MAX,
  rateOpening,
  topOpenings,
  type OpeningMode,
  type OpeningRating,
  type OpeningsMeta,
  type OpeningsTable,
} from '../engine/openings/table.js';
import { parseOpeningsTable, rateOpeningInText, tableSummary, type TableSummary } from '../engine/openings/tsv.js';
import { readOpeningsFile, readOpeningsText, shippedOpeningsPath } from '../node/openings-file.js';
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

/** The table's file: --table FILE, else the shipped one for the list and mode (which must exist). */
function tablePath(opts: TableOptions): string {
  if (opts.table !== undefined) return opts.table;
  const mode = modeOf(opts);
  const list = opts.list ?? 'classic';
  const path = shippedOpeningsPath(list, mode);
  if (!existsSync(path)) {
    const options = `${mode === 'hard' ? ' --hard' : ''}${list === 'classic' ? '' : ` --list ${list}`}`;
    throw new WordleError(
      'BAD_FILE',
      `no shipped openings table for the ${list} list in ${mode} mode (data/openings/${list}-${mode}.tsv.gz is not in this package): compute one with "wordle openings rank${options} --cutoff T --out FILE" and pass --table FILE`,
    );
  }
  return path;
}

/** A table given with --table must be for the mode and list asked for (--hard, --list). */
function checkTableFor(meta: OpeningsMeta, opts: TableOptions): void {
  if (opts.table === undefined) return;
  if (opts.hard === true && meta.mode !== 'hard') {
    throw new WordleError('BAD_OPTION', `${opts.table} is a table for normal mode, not hard mode (--hard)`);
  }
  if (opts.list !== undefined && meta.list !== opts.list) {
    throw new WordleError('BAD_OPTION', `${opts.table} is a table for the ${quote(meta.list)} list, not ${opts.list}`);
  }
}

/** The table to read: --table FILE (checked against --list and --hard), else the shipped one. */
export function loadTable(opts: TableOptions): OpeningsTable {
  const t = readOpeningsFile(tablePath(opts));
  checkTableFor(t.meta, opts);
  return t;
}

/** What a table covers, in words. */
function scope(meta: OpeningsMeta): string {
  return `${meta.list} list, ${meta.mode} mode`;
}

const isWhole = (t: TableSummary): boolean => t.count === t.meta.guesses;

/** The rank part of a rating, in words. */
function rankText(r: OpeningRating, t: TableSummary): string {
  if (r.rank === null) return `not among the ${t.exact} openings below ${t.meta.cutoff}, which are all ranked`;
  return isWhole(t)
    ? `rank ${r.rank} of ${r.of} openings`
    : `rank ${r.rank} of the ${r.of} openings in this table (it does not cover every allowed opening: a better one may be missing)`;
}

/** One rating in words. */
export function ratingLine(r: OpeningRating, t: TableSummary): string {
  const n = t.meta.answers;
  const proof = r.proven ? 'proven' : 'not proven';
  const head = r.word.toUpperCase();
  if (r.total !== null) {
    return `${head}: ${r.total} guesses over the ${n} answers, ${num(r.average!, 4)} on average: ${rankText(r, t)} (${scope(t.meta)}; ${proof})`;
  }
  if (r.lowerBound >= OPENING_VALUE_MAX) {
    return `${head}: cannot find every answer within ${t.meta.maxGuesses} guesses (${scope(t.meta)}; ${proof})`;
  }
  return `${head}: at least ${r.lowerBound} guesses over the ${n} answers (${num(r.lowerBound / n, 4)} or more on average): ${rankText(r, t)} (${scope(t.meta)}; ${proof} bound)`;
}

const CONVENTION = '(totals count every guess until each answer is found, the first one included)';

/**
 * `wordle openings show WORD`. The rating is read straight from the table's text when the table
 * is regular (rateOpeningInText: a few milliseconds); else the table is parsed in full, which
 * names the line of anything wrong.
 */
export function showOpening(word: string, opts: TableOptions, out: Output): void {
  const path = tablePath(opts);
  const text = readOpeningsText(path);
  const quick = rateOpeningInText(text, path, word);
  let r: OpeningRating | undefined;
  let summary: TableSummary;
  if (quick !== undefined) {
    ({ rating: r, summary } = quick);
    checkTableFor(summary.meta, opts);
  } else {
    const t = parseOpeningsTable(text, path);
    checkTableFor(t.meta, opts);
    r = rateOpening(t, word);
    summary = tableSummary(t);
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
  }
  if (opts.json === true) {
    out.json(r);
    return;
  }
  out.line(ratingLine(r, summary));
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
  out.line(`best ${top.length} of ${of} (${scope(t.meta)}; exact totals, proven)`);
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
