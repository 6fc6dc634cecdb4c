import { hashNumbers } from '../../core/hash.js';
import { badArgument, expectInt, expectObject, expectString } from '../../core/validate.js';
import { MAX_PUZZLE, puzzleDate } from '../history/numbering.js';

/*
 * The prior a table of openings was computed under (`wordle openings rank --prior history`): its
 * name, the history prior's puzzle, a digest of the weights and their sum; the totals are weighted
 * sums (Σ weight × guesses). A table is read under a prior only when that digest is its weights'.
 */

/** A table's prior (see the file comment). */
export interface TablePrior {
  /** `history`, `frequency`, or `file` (weights from a file of WORD WEIGHT lines). */
  readonly name: TablePriorName;
  /** The history prior's puzzle (#N): its weights are from the days before it. */
  readonly day?: number;
  /** `hashString` of the weights, one per answer in the lists' order, joined by spaces. */
  readonly digest: string;
  /** The weights' sum over the answers: what a total is divided by for the expected guesses. */
  readonly weight: number;
}

/** The names a table's prior may have. */
export type TablePriorName = 'history' | 'frequency' | 'file';
/** The prior names a table may record. */
export const TABLE_PRIORS: readonly TablePriorName[] = ['history', 'frequency', 'file'];

/** A digest as tables write it (`hashString`: 14 hex digits). */
export const PRIOR_DIGEST = /^[0-9a-f]{14}$/u;

/** The digest of a prior's weights (one per answer, by answer id): see `TablePrior.digest`. */
export function weightsDigest(weights: ArrayLike<number>): string {
  expectWeightsLike(weights, 'weightsDigest');
  return hashNumbers(weights);
}

/** Require an array or typed array of numbers (BAD_ARGUMENT). */
function expectWeightsLike(weights: unknown, fn: string): asserts weights is ArrayLike<number> {
  const ok =
    (Array.isArray(weights) || ArrayBuffer.isView(weights)) &&
    Array.prototype.every.call(weights, (x: unknown) => typeof x === 'number');
  if (!ok) badArgument(fn, 'weights', 'an array of numbers', weights);
}

/** The table prior of whole-number `weights` (one per answer) under `name` (and `day`, for history). */
export function tablePrior(name: TablePriorName, weights: ArrayLike<number>, day?: number): TablePrior {
  let weight = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i]!;
    if (!Number.isSafeInteger(w) || w < 1) badArgument('tablePrior', `weights[${i}]`, 'a whole number ≥ 1', w);
    weight += w;
  }
  const prior = { name, ...(name === 'history' ? { day } : {}), digest: weightsDigest(weights), weight };
  checkTablePrior(prior, 'tablePrior');
  return prior;
}

/** Whether `weights` are the ones a table's prior was computed under (undefined: equally likely answers). */
export function priorMatches(prior: TablePrior | undefined, weights: ArrayLike<number> | undefined): boolean {
  if (prior !== undefined) checkTablePrior(prior, 'priorMatches');
  if (prior === undefined || weights === undefined) return prior === undefined && weights === undefined;
  return weightsDigest(weights) === prior.digest;
}

/** A table's prior in words: "equal weights", "the history prior for #1808", "the frequency prior". */
export function tablePriorWords(prior: TablePrior | undefined): string {
  if (prior === undefined) return 'equal weights';
  checkTablePrior(prior, 'tablePriorWords');
  if (prior.name === 'history') return `the history prior for #${prior.day!}`;
  return prior.name === 'file' ? `a prior from a file (weights ${prior.digest})` : `the ${prior.name} prior`;
}

/** Check a table prior's fields (types and ranges); throws BAD_ARGUMENT naming the field. */
export function checkTablePrior(prior: unknown, fn: string): asserts prior is TablePrior {
  expectObject(prior, fn, 'meta.prior');
  const p = prior as Partial<TablePrior>;
  if (!TABLE_PRIORS.includes(p.name as TablePriorName)) {
    badArgument(fn, 'meta.prior.name', `one of ${TABLE_PRIORS.join(', ')}`, p.name);
  }
  if (p.name === 'history') expectInt(p.day, fn, 'meta.prior.day', 0, MAX_PUZZLE);
  else if (p.day !== undefined) badArgument(fn, 'meta.prior.day', 'absent (only the history prior has a day)', p.day);
  expectString(p.digest, fn, 'meta.prior.digest');
  if (!PRIOR_DIGEST.test(p.digest)) badArgument(fn, 'meta.prior.digest', '14 hex digits', p.digest);
  expectInt(p.weight, fn, 'meta.prior.weight', 2, Number.MAX_SAFE_INTEGER);
}

/** A prior as a ranking takes it: what the table records, and the weights themselves (one per answer id). */
export interface TableWeights {
  readonly prior: TablePrior;
  readonly weights: Float64Array;
}

/** Require `tw` to be a table prior with its own weights, one per answer of `answers` answers (BAD_ARGUMENT). */
export function expectTableWeights(tw: unknown, answers: number, fn: string): asserts tw is TableWeights {
  expectObject(tw, fn, 'prior');
  const t = tw as Partial<TableWeights>;
  checkTablePrior(t.prior, fn);
  if (!(t.weights instanceof Float64Array) || t.weights.length !== answers) {
    badArgument(fn, 'prior.weights', `a Float64Array of ${answers} weights`, t.weights);
  }
  if (weightsDigest(t.weights) !== t.prior.digest) {
    badArgument(fn, 'prior', 'weights whose digest is prior.digest', t.prior.digest);
  }
}

/**
 * The line that says what the figures at the start are when a table of the history prior serves
 * another day with the same weights ("figures at the start: the table of the history prior for
 * #1808, the same as #1988's (the history ends 2026-05-31)"), or holds only `computed` openings.
 * Undefined when the table is the day's own and complete, or has no history prior.
 */
export function tablePriorNote(
  prior: TablePrior | undefined,
  day: number,
  lastDay?: number,
  computed?: number,
): string | undefined {
  if (prior?.day === undefined || (prior.day === day && computed === undefined)) return undefined;
  const ends = lastDay === undefined ? '' : ` (the history ends ${puzzleDate(lastDay)})`;
  const same = prior.day === day ? '' : `, the same as #${day}'s${ends}`;
  const what =
    computed === undefined
      ? 'the table of the history prior'
      : `the best of the ${computed} openings computed under the history prior`;
  return `figures at the start: ${what} for #${prior.day}${same}`;
}
