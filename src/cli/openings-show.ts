import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';
import { BUILTIN_LISTS, DEFAULT_LIST } from '../data/default-list.js';
import { isClaim, sourceText, type OpeningSource } from '../engine/openings/source.js';
import {
  isComplete,
  topOpenings,
  type OpeningMode,
  type OpeningRating,
  type OpeningsMeta,
  type OpeningsTable,
} from '../engine/openings/table.js';
import { rateOpeningInText } from '../engine/openings/tsv-quick.js';
import {
  ratingRange,
  ratingVerdict,
  requireRating,
  tableSummary,
  type OpenerVerdict,
  type TableSummary,
} from '../engine/openings/verdict.js';
import { readOpeningsText, shippedOpeningsPath } from '../node/openings-text.js';
import { num, table } from './format.js';
import type { Output } from './output.js';

/*
 * `wordle openings show WORD` and `wordle openings top N`: read a table (the shipped one for the
 * list and mode, or --table FILE) and print ratings, in words or as JSON. No search, no word lists,
 * no matrix: this module imports only what reads one rating from a table's text, so the whole
 * process takes little more than Node's start; the full parser, and what computes an opening the
 * table holds only a bound for, are imported when they are needed.
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
  const list = opts.list ?? DEFAULT_LIST;
  const path = shippedOpeningsPath(list, mode);
  if (!existsSync(path)) {
    const options = `${mode === 'hard' ? ' --hard' : ''}${list === DEFAULT_LIST ? '' : ` --list ${list}`}`;
    throw new WordleError(
      'BAD_FILE',
      `no openings table for the ${list} list in ${mode} mode (data/openings/${list}-${mode}.tsv.gz is not in this package): compute one with "wordle openings rank${options} --cutoff T --out FILE" and pass --table FILE, or solve one opening with "wordle optimal${options} --first WORD"${elsewhere(list, mode)}`,
    );
  }
  return path;
}

/** The other built-in lists whose table for the mode ships, the default first, as a hint ('' if none does). */
function elsewhere(list: string, mode: OpeningMode): string {
  const others = [DEFAULT_LIST, ...BUILTIN_LISTS.filter((l) => l !== DEFAULT_LIST)].filter(
    (l) => l !== list && existsSync(shippedOpeningsPath(l, mode)),
  );
  return others.length === 0 ? '' : ` (tables ship for ${others.map((l) => `--list ${l}`).join(' and ')})`;
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
export async function loadTable(opts: TableOptions): Promise<OpeningsTable> {
  const { readOpeningsFile } = await import('../node/openings-file.js');
  const t = readOpeningsFile(tablePath(opts));
  checkTableFor(t.meta, opts);
  return t;
}

/** The line under every rating: the convention totals follow. */
export const CONVENTION = '(totals count every guess until each answer is found, the first one included)';

/** What a table covers, in words. */
export function scope(meta: OpeningsMeta): string {
  return `${meta.list} list, ${meta.mode} mode`;
}

const isWhole = (t: TableSummary): boolean => t.count === t.meta.guesses;

/** How sure a table's value is, in words: proven (here), claimed by a worker, or agreed by several. */
export function proofText(proven: boolean, source: OpeningSource): string {
  if (source === 'local') return proven ? 'proven' : 'not proven';
  if (isClaim(source)) return `${sourceText(source)}: "wordle openings verify" re-proves it`;
  return proven ? sourceText(source) : `not proven; ${sourceText(source)}`;
}

/** The rank part of a verdict, in words. */
function rankText(v: OpenerVerdict, t: TableSummary): string {
  const part = isWhole(t) ? '' : ' (it does not cover every allowed opening: a better one may be missing)';
  const of = isWhole(t) ? `of ${v.of} openings` : `of the ${v.of} openings in this table`;
  if (v.rank !== null) return `rank ${v.rank} ${of}${part}`;
  const { best, worst } = v.rankRange;
  if (v.lost) {
    const others = worst > best ? ', and the table does not know how many answers the others lose' : '';
    const winners = best - 1;
    const better =
      winners === 0
        ? 'the table proves of none that it can win every game'
        : winners === 1
          ? 'the one it proves can win every game is better'
          : `the ${winners} it proves can win every game are all better`;
    return `rank ${best} to ${worst} ${of}: ${better}${others}${part}`;
  }
  const cutoff = t.meta.cutoff;
  const one = t.exact === 1;
  if (v.from === 'table') {
    return one
      ? `not the one opening below ${cutoff}, which is ranked`
      : `not among the ${t.exact} openings below ${cutoff}, which are all ranked`;
  }
  const better = one ? `the one below ${cutoff} is better` : `the ${t.exact} below ${cutoff} are all better`;
  return `rank ${best} to ${worst} ${of}: ${better}, and the table holds only bounds for the others${part}`;
}

/** Where a value found here came from, and how sure it is, in words. */
function fromText(v: OpenerVerdict): string {
  if (v.from === 'computed') return 'computed now; proven';
  if (v.checked !== 'tree') return 'from the cache, computed here before: not re-proven now';
  if (v.proven) return "from the cache: its tree, checked now, reaches the table's proven bound; proven";
  const reach = v.lost ? `loses ${v.fewestLost} and reaches ${v.total}` : `reaches ${v.total}`;
  return `from the cache: its tree, checked now, ${reach}; that none does better was proven when it was computed, not now`;
}

/** " in hard mode", or nothing. */
const inMode = (t: TableSummary): string => (t.meta.mode === 'hard' ? ' in hard mode' : '');

/** An opening that cannot win every game, with its fewest losses found here, in words. */
function fewestLine(v: OpenerVerdict, t: TableSummary): string {
  const n = t.meta.answers;
  const lost = v.fewestLost!;
  const won = `wins ${n - lost}, ${num((100 * (n - lost)) / n, 2)}%`;
  return `${v.word.toUpperCase()}: cannot win every game${inMode(t)}; at best it loses ${lost} of the ${n} answers (${won}), and then takes ${v.total} guesses in all, ${num(v.average!, 4)} on average, a lost game counting ${t.meta.maxGuesses + 1} (${fromText(v)}): ${rankText(v, t)} (${scope(t.meta)})`;
}

/** One verdict in words. */
export function verdictLine(v: OpenerVerdict, t: TableSummary): string {
  const n = t.meta.answers;
  const head = v.word.toUpperCase();
  const where = scope(t.meta);
  if (v.from !== 'table') {
    if (v.lost) return fewestLine(v, t);
    return `${head}: ${v.total} guesses over the ${n} answers, ${num(v.average!, 4)} on average (${fromText(v)}): ${rankText(v, t)} (${where})`;
  }
  const proof = proofText(v.proven, v.source);
  if (v.total !== null) {
    return `${head}: ${v.total} guesses over the ${n} answers, ${num(v.average!, 4)} on average: ${rankText(v, t)} (${where}; ${proof})`;
  }
  if (v.lost) {
    return `${head}: cannot win every game${inMode(t)}: whatever follows, some answer is not found within ${t.meta.maxGuesses} guesses (${where}; ${proof}); how many it loses at best was not computed`;
  }
  if (v.winsAll === true) {
    return `${head}: at least ${v.lowerBound} guesses over the ${n} answers (${num(v.lowerBound! / n, 4)} or more on average), and it can win every game: ${rankText(v, t)} (${where}; ${proof} bound)`;
  }
  const bound = v.boundIfWinsAll!;
  return `${head}: not known whether it can win every game${inMode(t)} (the table does not say); if it can, at least ${bound} guesses over the ${n} answers (${num(bound / n, 4)} or more on average): ${rankText(v, t)} (${where}; ${proof} bound, if it can)`;
}

/** A verdict as JSON: the value, how sure, the rank or its range, and where it came from. */
export function verdictJson(v: OpenerVerdict, t: TableSummary): Record<string, unknown> {
  const n = t.meta.answers;
  return {
    word: v.word,
    winsAll: v.winsAll,
    total: v.total,
    average: v.average,
    fewestLost: v.fewestLost,
    won: v.fewestLost === null ? null : n - v.fewestLost,
    winChance: v.fewestLost === null ? null : (n - v.fewestLost) / n,
    lostGameCounts: t.meta.maxGuesses + 1,
    rank: v.rank,
    rankRange: v.rankRange,
    of: v.of,
    lowerBound: v.lowerBound,
    boundIfWinsAll: v.boundIfWinsAll,
    lost: v.lost,
    proven: v.proven,
    from: v.from,
    checked: v.checked,
    source: v.source,
    list: t.meta.list,
    mode: t.meta.mode,
  };
}

/** Print a verdict (`--json`: as JSON). */
export function showVerdict(v: OpenerVerdict, t: TableSummary, opts: { json?: boolean }, out: Output): void {
  if (opts.json === true) {
    out.json(verdictJson(v, t));
    return;
  }
  out.line(verdictLine(v, t));
  out.line(CONVENTION);
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
    const { parseOpeningsTable } = await import('../engine/openings/tsv.js');
    parsed = parseOpeningsTable(text, path);
    checkTableFor(parsed.meta, opts);
    r = requireRating(parsed, word);
    summary = tableSummary(parsed);
  }
  if (r.total === null && opts.compute !== false) {
    const [{ computedVerdict }, { parseOpeningsTable }] = await Promise.all([
      import('./openings-compute.js'),
      import('../engine/openings/tsv.js'),
    ]);
    const table = parsed ?? parseOpeningsTable(text, path);
    showVerdict(await computedVerdict(r, table, path, opts, out), tableSummary(table), opts, out);
    return;
  }
  showVerdict(ratingVerdict(r, ratingRange(r, summary)), summary, opts, out);
}

/** `wordle openings top N`. */
export async function showTop(n: number, opts: TableOptions, out: Output): Promise<void> {
  const t = await loadTable(opts);
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
