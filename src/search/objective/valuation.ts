import { WordleError } from '../../core/errors.js';
import { badArgument, MAX_WEIGHT } from '../../core/validate.js';

/*
 * What the exact search minimizes when it plays for the win (objective 'win'): first the weight of
 * the answers it cannot find within the guesses left, then the weighted number of guesses. Both
 * are sums over answers, so one number holds them: value = LOSS · (weight lost) + Σ w · guesses,
 * where every answer pays for each guess played while it is still possible (a lost answer pays
 * for all the guesses left) and LOSS exceeds any weighted guess total. With equal weights and a
 * position that can be won for every answer, the value is exactly the least total of guesses.
 *
 * The convention for a lost game, wherever a value is shown: it counts the guesses left plus one
 * (7 over a 6-guess game, as "X/6"). A lost answer already pays for the d guesses left, so the
 * expected guesses are (total + lost) / weight.
 */

/**
 * The value one lost game adds (`Valuation.loss`): more than every total that finds every answer,
 * whose weight is `sum`, within `maxGuesses` (each answer paying at most maxGuesses + 1). A bound
 * at or past it says only that some game is lost.
 */
export function lossUnit(maxGuesses: number, sum: number): number {
  return (maxGuesses + 1) * sum + 1;
}

/** Weighted sums of a set of answers, for the search's bounds and values (equal weights: counts). */
export class Valuation {
  /** True when answers have weights of their own (else every weight is 1). */
  readonly weighted: boolean;
  /** The value of one unit of weight lost: more than any weighted guess total of any set. */
  readonly loss: number;
  /** The weight of every answer together. */
  readonly sum: number;
  /** Above every value: the cutoff that cuts nothing. */
  readonly none: number;
  /**
   * With exactly two weights (the history prior: a likely answer not used yet, and one used), the
   * heavier and the lighter; else undefined. A class's heaviest answer is then the heavier weight
   * when it holds one, which lets a count of classes stand for a sum of weights (scan-levels.ts).
   */
  readonly levels: Levels | undefined;
  private readonly w: Uint32Array | undefined;
  /** Scratch for sorted weights (descending) and their prefix sums. */
  private sorted = new Float64Array(0);

  /**
   * @param weights integer weight ≥ 1 per answer id, or undefined for equal weights.
   * @param maxGuesses the most guesses any position searched can have left.
   */
  constructor(
    nAnswers: number,
    weights: ArrayLike<number> | undefined,
    readonly maxGuesses: number,
  ) {
    let sum = nAnswers;
    if (weights !== undefined) {
      if (weights.length !== nAnswers) {
        badArgument('Searcher', 'options.weights', `${nAnswers} weights, one per answer`, weights);
      }
      sum = 0;
      for (let i = 0; i < nAnswers; i++) {
        const x = weights[i]!;
        if (!Number.isSafeInteger(x) || x < 1 || x > MAX_WEIGHT) {
          badArgument('Searcher', `options.weights[${i}]`, `a whole number from 1 to ${MAX_WEIGHT}`, x);
        }
        sum += x;
      }
    }
    this.weighted = weights !== undefined && !isUniform(weights);
    this.w = this.weighted ? Uint32Array.from(weights!) : undefined;
    this.levels = this.w === undefined ? undefined : twoLevels(this.w);
    this.sum = sum;
    this.loss = lossUnit(maxGuesses, sum);
    // Every value is below LOSS · (sum + 1): all lost, each answer paying every guess.
    this.none = this.loss * (sum + 1);
    if (this.none > Number.MAX_SAFE_INTEGER) {
      throw new WordleError('BAD_OPTION', 'the answer weights are too large for exact sums: scale them down');
    }
  }

  /** The weight of answer id a. */
  weight(a: number): number {
    return this.w === undefined ? 1 : this.w[a]!;
  }

  /** Σ weights of the set. */
  total(set: ArrayLike<number>): number {
    const w = this.w;
    if (w === undefined) return set.length;
    let s = 0;
    for (let i = 0; i < set.length; i++) s += w[set[i]!]!;
    return s;
  }

  /** The heaviest answer of a non-empty set (the first in the set's order among equals). */
  heaviest(set: ArrayLike<number>): number {
    const w = this.w;
    let best = set[0]!;
    if (w === undefined) return best;
    for (let i = 1; i < set.length; i++) if (w[set[i]!]! > w[best]!) best = set[i]!;
    return best;
  }

  /** The least weight in a non-empty set. */
  lightest(set: ArrayLike<number>): number {
    const w = this.w;
    if (w === undefined) return 1;
    let m = Infinity;
    for (let i = 0; i < set.length; i++) m = Math.min(m, w[set[i]!]!);
    return m;
  }

  /**
   * top(k) = the sum of the k largest weights of the set, for k = 0..n (prefix sums of its weights
   * sorted from heaviest). Equal weights: min(k, n), with no work. The array is scratch, valid until
   * the next call.
   */
  tops(set: ArrayLike<number>): Top {
    const n = set.length;
    const w = this.w;
    if (w === undefined) return (k) => (k < n ? k : n);
    if (this.levels !== undefined) return twoLevelTops(set, w, this.levels);
    if (this.sorted.length < n + 1) this.sorted = new Float64Array(2 * n + 1);
    const s = this.sorted;
    for (let i = 0; i < n; i++) s[i] = -w[set[i]!]!;
    s.subarray(0, n).sort();
    let acc = 0;
    const prefix = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) prefix[i + 1] = acc -= s[i]!;
    return (k) => prefix[k < n ? k : n]!;
  }

  /** The lost weight and the weighted guess total a value holds (see the file comment). */
  split(value: number): { lost: number; total: number } {
    const lost = Math.floor(value / this.loss);
    return { lost, total: value - lost * this.loss };
  }
}

/** The two weights of a prior that has only two (see `Valuation.levels`). */
export interface Levels {
  readonly heavy: number;
  readonly light: number;
}

/** The sum of the k heaviest weights of a set (see `Valuation.tops`). */
export type Top = (k: number) => number;

/** `Valuation.tops` under two weight levels: the set's h heavy answers first, then its light ones (no sort). */
function twoLevelTops(set: ArrayLike<number>, w: Uint32Array, levels: Levels): Top {
  const n = set.length;
  const { heavy, light } = levels;
  let h = 0;
  for (let i = 0; i < n; i++) if (w[set[i]!] === heavy) h++;
  return (k) => {
    const m = k < n ? k : n;
    return m <= h ? heavy * m : heavy * h + light * (m - h);
  };
}

/** The two weights of `weights` (heavier first) when it holds exactly two, else undefined. */
function twoLevels(weights: Uint32Array): Levels | undefined {
  const a = weights[0]!;
  let b = a;
  for (let i = 1; i < weights.length; i++) {
    const x = weights[i]!;
    if (x === a || x === b) continue;
    if (b !== a) return undefined;
    b = x;
  }
  return b === a ? undefined : { heavy: Math.max(a, b), light: Math.min(a, b) };
}

function isUniform(weights: ArrayLike<number>): boolean {
  for (let i = 1; i < weights.length; i++) if (weights[i] !== weights[0]) return false;
  return true;
}
