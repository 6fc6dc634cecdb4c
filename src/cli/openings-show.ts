import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';
import { ratingRange } from '../engine/openings/rank-range.js';
import {
  isComplete,
  OPENING_VALUE_MAX,
  topOpenings,
  type OpeningMode,
  type OpeningRating,
  type OpeningsMeta,
  type OpeningsTable,
} from '../engine/openings/table.js';
import { rateOpeningInText } from '../engine/openings/tsv-quick.js';
import { parseOpeningsTable, tableSummary, type TableSummary } from '../engine/openings/tsv.js';
import { ratingVerdict, requireRating } from '../engine/openings/verdict.js';
import { readOpeningsFile, readOpeningsText, shippedOpeningsPath } from '../node/openings-file.js';
import { num, table } from './format.js';
import { CONVENTION, proofText, scope, showVerdict } from './openings-verdict.js';
import type { Output } from './output.js';

/*
 * `wordle openings show WORD` and `wordle openings top N`: read a table (the shipped one for the
 * list and mode, or --table FILE) and print ratings. No search, no word lists, no matrix: this
 * module imports only the table's parser, so the whole process takes little more than Node's start
 * (what computes an opening the table holds only a bound for is imported when it is needed).
 */

/** The options of `show` and `top`. */
export interface TableOptions {
  table?: string;
  list?: string;
  hard?: boolean;
  json?: boolean;
  /** False with --no-compute: a bound is shown as the table has it. */
  compute?: boolean;
  /** Word lists to compute with, for a table of custom lists (--answers, --guesses). */
  answers?: string;
  guesses?: string;
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
      `no openings table for the ${list} list in ${mode} mode (data/openings/${list}-${mode}.tsv.gz is not in this package): compute one with "wordle openings rank${options} --cutoff T --out FILE" and pass --table FILE, or solve one opening with "wordle optimal${options} --first WORD"`,
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

/**
 * `wordle openings show WORD`. The rating is read straight from the table's text when the table
 * is regular (rateOpeningInText: a few milliseconds); else the table is parsed in full, which
 * names the line of anything wrong. When the table holds only a bound, the exact total is found
 * (openings-compute.ts, loaded only then) unless `--no-compute`.
 */
export async function showOpening(word: string, opts: TableOptions, out: Output): Promise<void> {
  const path = tablePath(opts);
  const text = readOpeningsText(path);
  const quick = rateOpeningInText(text, path, word);
  let r: OpeningRating;
  let summary: TableSummary;
  let parsed: OpeningsTable | undefined;
  if (quick !== undefined) {
    ({ rating: r, summary } = quick);
    checkTableFor(summary.meta, opts);
  } else {
    parsed = parseOpeningsTable(text, path);
    checkTableFor(parsed.meta, opts);
    r = requireRating(parsed, word);
    summary = tableSummary(parsed);
  }
  if (r.total === null && r.lowerBound < OPENING_VALUE_MAX && opts.compute !== false) {
    const { showComputed } = await import('./openings-compute.js');
    await showComputed(r, parsed ?? parseOpeningsTable(text, path), path, opts, out);
    return;
  }
  showVerdict(ratingVerdict(r, ratingRange(r, summary.exact)), summary, opts, out);
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
  // Rows not proven on the machine that wrote the table say where they come from.
  const sources = top.some((r) => r.source !== 'local');
  out.line(`best ${top.length} of ${of} (${scope(t.meta)}; exact totals, ${sources ? 'see how sure' : 'proven'})`);
  const head = ['#', 'opening', 'total', 'average', ...(sources ? ['how sure'] : [])];
  const rows = top.map((r) => [
    String(r.rank),
    r.word,
    String(r.total),
    num(r.average!, 4),
    ...(sources ? [proofText(r.proven, r.source)] : []),
  ]);
  out.line(table(head, rows, [1]));
  if (top.length < n) {
    out.line(
      `only ${top.length} openings are below the table's cutoff ${t.meta.cutoff}; the others have proven bounds only`,
    );
  }
  out.line(CONVENTION);
}
