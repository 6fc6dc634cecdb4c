import { isClaim, sourceText, type OpeningSource } from '../engine/openings/source.js';
import type { OpeningsMeta } from '../engine/openings/table.js';
import type { TableSummary } from '../engine/openings/tsv.js';
import type { OpenerVerdict } from '../engine/openings/verdict.js';
import { num } from './format.js';
import type { Output } from './output.js';

/*
 * How `wordle openings show` (and `top`) say what they know of an opening: in words, or as JSON.
 * Light: the fast path imports it.
 */

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
  const part = isWhole(t) ? '' : ' (the table does not cover every allowed opening: a better one may be missing)';
  const of = isWhole(t) ? `of ${v.of} openings` : `of the ${v.of} openings in this table`;
  if (v.rank !== null) return `rank ${v.rank} ${of}${part}`;
  const { best, worst } = v.rankRange;
  if (v.from === 'table') return `not among the ${t.exact} openings below ${t.meta.cutoff}, which are all ranked`;
  const better = `the ${t.exact} below ${t.meta.cutoff} are all better, and the table holds only bounds for the others`;
  return `rank ${best} to ${worst} ${of}: ${better}${part}`;
}

/** Where a value found here came from, in words. */
const fromText = (v: OpenerVerdict): string =>
  v.from === 'computed' ? 'computed now; proven' : 'computed before, from the cache; proven';

/** One verdict in words. */
export function verdictLine(v: OpenerVerdict, t: TableSummary): string {
  const n = t.meta.answers;
  const head = v.word.toUpperCase();
  const where = scope(t.meta);
  if (v.from !== 'table') {
    if (v.lost) {
      return `${head}: cannot find every answer within ${t.meta.maxGuesses} guesses, whatever follows (${fromText(v)}): it ranks after every opening that can (${where})`;
    }
    return `${head}: ${v.total} guesses over the ${n} answers, ${num(v.average!, 4)} on average (${fromText(v)}): ${rankText(v, t)} (${where})`;
  }
  const proof = proofText(v.proven, v.source);
  if (v.total !== null) {
    return `${head}: ${v.total} guesses over the ${n} answers, ${num(v.average!, 4)} on average: ${rankText(v, t)} (${where}; ${proof})`;
  }
  if (v.lost) return `${head}: cannot find every answer within ${t.meta.maxGuesses} guesses (${where}; ${proof})`;
  return `${head}: at least ${v.lowerBound} guesses over the ${n} answers (${num(v.lowerBound / n, 4)} or more on average): ${rankText(v, t)} (${where}; ${proof} bound)`;
}

/** A verdict as JSON: the value, how sure, the rank or its range, and where it came from. */
export function verdictJson(v: OpenerVerdict, t: TableSummary): Record<string, unknown> {
  return {
    word: v.word,
    total: v.total,
    average: v.average,
    rank: v.rank,
    rankRange: v.rankRange,
    of: v.of,
    lowerBound: v.lowerBound,
    lost: v.lost,
    proven: v.proven,
    from: v.from,
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
