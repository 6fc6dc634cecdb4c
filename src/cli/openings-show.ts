import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';
import { BUILTIN_LISTS, DEFAULT_LIST } from '../data/default-list.js';
import { tablePriorWords } from '../engine/openings/prior.js';
import { isClaim, sourceText, type OpeningSource } from '../engine/openings/source.js';
import {
  isComplete,
  tableMass,
  topOpenings,
  type OpeningMode,
  type OpeningRating,
  type OpeningsMeta,
  type OpeningsTable,
} from '../engine/openings/table.js';
import { rateOpeningInText } from '../engine/openings/codec/quick.js';
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
  /** `--prior` (and `--date`, for the history prior): the table of that prior, and only it. */
  prior?: string;
  date?: string;
}

const modeOf = (opts: TableOptions): OpeningMode => (opts.hard === true ? 'hard' : 'normal');

/** The table's file: --table FILE, else the shipped one for the list, mode and prior (which must exist). */
function tablePath(opts: TableOptions): string {
  if (opts.table !== undefined) return opts.table;
  const mode = modeOf(opts);
  const list = opts.list ?? DEFAULT_LIST;
  if (opts.prior !== undefined && opts.prior !== 'uniform') {
    const path = shippedOpeningsPath(list, mode, opts.prior === 'history' ? 'history' : undefined);
    if (opts.prior === 'history' && existsSync(path)) return path;
    const hard = mode === 'hard' ? ' --hard' : '';
    throw new WordleError(
      'BAD_FILE',
      `no openings table ships for the ${list} list in ${mode} mode under --prior ${opts.prior}${opts.prior === 'history' ? '' : ' (tables ship for the history prior on the nyt list)'}: compute one with "wordle openings rank${hard} --prior ${opts.prior} --cutoff T --out FILE" and pass --table FILE`,
    );
  }
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

/** The table to read: --table FILE (checked against --list, --hard and --prior), else the shipped one. */
export async function loadTable(opts: TableOptions): Promise<OpeningsTable> {
  const { readOpeningsFile } = await (await more()).openingsFileModule();
  const path = tablePath(opts);
  const t = readOpeningsFile(path);
  checkTableFor(t.meta, opts);
  await checkPrior(t.meta, path, opts);
  return t;
}

/**
 * With --prior, the table must be of that very prior (its weights' digest): one clear error
 * otherwise (openings-prior.ts, loaded only then). Without it, a table is read under its own prior,
 * which every line names.
 */
async function checkPrior(meta: OpeningsMeta, path: string, opts: TableOptions): Promise<void> {
  if (opts.prior === undefined) return;
  const { tableWeights } = await (await more()).openingsPriorModule();
  tableWeights(meta, path, opts);
}

/** The loaders of what this module needs only when the table's text does not decide (in the commands' file). */
const more = () => import('./openings-show-more.js');

/** The line under every rating: the convention a table's totals follow (under a prior, weighted sums). */
export const conventionOf = (meta: OpeningsMeta): string =>
  meta.prior === undefined
    ? '(totals count every guess until each answer is found, the first one included)'
    : "(totals are weighted sums: each answer's weight under the prior times the guesses until it is found, the first one included; expected guesses = total / the prior's weight)";

/** What a table covers, in words (and its prior, for a table under one). */
export function scope(meta: OpeningsMeta): string {
  return `${meta.list} list, ${meta.mode} mode${meta.prior === undefined ? '' : `, ${tablePriorWords(meta.prior)}`}`;
}

/**
 * A total in words: "11219 guesses over the 3158 answers, 3.5526 on average", or under a prior
 * "3.4089 expected guesses (a weighted total of 52619808 over the prior's weight 15435828)".
 */
function totalText(total: number, meta: OpeningsMeta): string {
  const mass = tableMass(meta);
  if (meta.prior === undefined)
    return `${total} guesses over the ${meta.answers} answers, ${num(total / mass, 4)} on average`;
  return `${num(total / mass, 4)} expected guesses (a weighted total of ${total} over the prior's weight ${mass})`;
}

/** A bound in words (see totalText): "at least 11354 guesses over the 3158 answers (3.5953 or more on average)". */
function boundText(bound: number, meta: OpeningsMeta): string {
  const mass = tableMass(meta);
  if (meta.prior === undefined) {
    return `at least ${bound} guesses over the ${meta.answers} answers (${num(bound / mass, 4)} or more on average)`;
  }
  return `at least ${num(bound / mass, 4)} expected guesses (a weighted total of at least ${bound})`;
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
  const n = tableMass(t.meta);
  const lost = v.fewestLost!;
  const head = `${v.word.toUpperCase()}: cannot win every game${inMode(t)}`;
  const tail = `a lost game counting ${t.meta.maxGuesses + 1} (${fromText(v)}): ${rankText(v, t)} (${scope(t.meta)})`;
  if (t.meta.prior !== undefined) {
    const chance = `${num((100 * (n - lost)) / n, 4)}%`;
    return `${head}; at best it wins ${chance} of the games by the prior's weights (a weight of ${lost} of ${n} lost), and then takes ${totalText(v.total!, t.meta)}, ${tail}`;
  }
  const won = `wins ${n - lost}, ${num((100 * (n - lost)) / n, 2)}%`;
  return `${head}; at best it loses ${lost} of the ${n} answers (${won}), and then takes ${v.total} guesses in all, ${num(v.average!, 4)} on average, ${tail}`;
}

/** One verdict in words. */
export function verdictLine(v: OpenerVerdict, t: TableSummary): string {
  const head = v.word.toUpperCase();
  const where = scope(t.meta);
  if (v.from !== 'table') {
    if (v.lost) return fewestLine(v, t);
    return `${head}: ${totalText(v.total!, t.meta)} (${fromText(v)}): ${rankText(v, t)} (${where})`;
  }
  const proof = proofText(v.proven, v.source);
  if (v.total !== null) {
    return `${head}: ${totalText(v.total, t.meta)}: ${rankText(v, t)} (${where}; ${proof})`;
  }
  if (v.lost) {
    return `${head}: cannot win every game${inMode(t)}: whatever follows, some answer is not found within ${t.meta.maxGuesses} guesses (${where}; ${proof}); how many it loses at best was not computed`;
  }
  if (v.winsAll === true) {
    return `${head}: ${boundText(v.lowerBound!, t.meta)}, and it can win every game: ${rankText(v, t)} (${where}; ${proof} bound)`;
  }
  const bound = v.boundIfWinsAll!;
  return `${head}: not known whether it can win every game${inMode(t)} (the table does not say); if it can, ${boundText(bound, t.meta)}: ${rankText(v, t)} (${where}; ${proof} bound, if it can)`;
}

/** A verdict as JSON: the value, how sure, the rank or its range, and where it came from. */
export function verdictJson(v: OpenerVerdict, t: TableSummary): Record<string, unknown> {
  const n = tableMass(t.meta);
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
    ...(t.meta.prior !== undefined ? { prior: t.meta.prior, weight: n } : {}),
  };
}

/** Print a verdict (`--json`: as JSON). */
export function showVerdict(v: OpenerVerdict, t: TableSummary, opts: { json?: boolean }, out: Output): void {
  if (opts.json === true) {
    out.json(verdictJson(v, t));
    return;
  }
  out.line(verdictLine(v, t));
  out.line(conventionOf(t.meta));
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
    const { parseOpeningsTable } = await (await more()).tableReaderModule();
    parsed = parseOpeningsTable(text, path);
    checkTableFor(parsed.meta, opts);
    r = requireRating(parsed, word);
    summary = tableSummary(parsed);
  }
  await checkPrior(summary.meta, path, opts);
  if (r.total === null && opts.compute !== false) {
    const loaders = await more();
    const [{ computedVerdict }, { parseOpeningsTable }] = await Promise.all([
      loaders.openingsComputeModule(),
      loaders.tableReaderModule(),
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
  // Rows not proven on the machine that wrote the table say where they come from.
  const sources = top.some((r) => r.source !== 'local');
  const sure = sources ? 'see how sure' : 'proven';
  const weighted = t.meta.prior !== undefined ? 'exact weighted totals' : 'exact totals';
  // A table of some openings only ranks those: "the best of the N computed", never the best.
  out.line(
    isComplete(t)
      ? `best ${top.length} of all ${t.meta.guesses} openings (${scope(t.meta)}; ${weighted}, ${sure})`
      : `the best ${top.length} of the ${t.entries.length} openings computed, not of all ${t.meta.guesses} (${scope(t.meta)}; ${weighted}, ${sure}; an opening not computed may be better)`,
  );
  const average = t.meta.prior !== undefined ? 'exp. guesses' : 'average';
  const head = ['#', 'opening', 'total', average, ...(sources ? ['how sure'] : [])];
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
  out.line(conventionOf(t.meta));
}
