import { INFEASIBLE, winClassesNeeded, winRowBound } from '../bounds/closed-form.js';
import type { FrameRef } from '../kernel/frame-refs.js';
import type { Kernel } from '../kernel/kernel.js';
import { LetterBound } from '../bounds/letter-bound.js';
import { LevelScan, type LevelTerms } from './scan-levels.js';
import type { Levels } from '../objective/valuation.js';
import { wordTable } from '../bounds/word-tables.js';
import type { Word } from '../../core/types.js';

/**
 * The best closed-form bound of a set of answers over every guess, min over guesses of
 * 3n − 2·[candidate] − (non-green classes), without scanning most guesses. A guess can only
 * lower that minimum by making more classes than the best guess so far, and how many classes a
 * guess can make has cheap upper bounds: n; what it made on the parent's set (a superset, whose
 * count its frame keeps); and what the set's letters allow (LetterBound). So each row is first
 * checked against those, and only the rows that could still beat the best are scanned, a batch at
 * a time. When the rows come sorted by their count on the parent's set, the first row that fails
 * that check ends the pass. The result is exactly the minimum a full scan gives.
 */
/**
 * The 'win' objective's terms for one set (see valuation.ts): its weight W, the sum of its k
 * heaviest weights, each guess's own weight, the loss unit. Equal weights: W = n, top(k) = min(k, n).
 */
export interface WinScale extends LevelTerms {
  /**
   * With weights: Σ over the classes row r of the frame makes of each one's heaviest weight, the
   * exact term `top(k)` bounds (read only for rows whose bound from `top` is below the best so far).
   */
  readonly heads?: (r: number) => number;
  /** With weights of two levels only (`Valuation.levels`): a class's heaviest answer is one of them (LevelScan). */
  readonly levels?: Levels;
}

export class ScanBound {
  private readonly batch: Int32Array;
  private letterBound: LetterBound | undefined;
  private levelScan: LevelScan | undefined;

  constructor(
    private readonly guesses: readonly Word[],
    private readonly answers: readonly Word[],
    private readonly length: number,
    private readonly kernel: Kernel,
  ) {
    this.batch = new Int32Array(MAX_BATCH);
  }

  // The letters' tables are made on first use: a question whose search never bounds a set by a
  // scan (a dozen answers left) does not pay for them (a pass over every guess, 5 to 8 ms cold).
  private get letters(): LetterBound {
    const { guesses, answers, length } = this;
    return (this.letterBound ??= wordTable(
      guesses,
      answers,
      'letters',
      () => new LetterBound(guesses, answers, length),
    ));
  }

  private get levels(): LevelScan {
    return (this.levelScan ??= new LevelScan(this.letters, this.kernel));
  }

  /**
   * The least bound over `rows` of `parent` for the set (its columns `positions` in the parent;
   * `inSet` marks its answers, the guess ids below nA) with d guesses left: with two left, only a
   * split into singletons counts (2n − 1 for a candidate, 2n otherwise), and INFEASIBLE if none.
   * `sorted`: rows come most classes on the parent's set first (`parent.classes`). With `win`
   * (the 'win' objective), the bound of each row is `winRowBound`: with two guesses left, the
   * least of them over every guess is the set's exact value when its weights are equal. `beta`
   * (with `win` only): rows whose bound reaches it are not told apart, so the result is the least
   * bound when it is below beta, else beta itself (still a bound: no row's is lower).
   */
  least(
    parent: FrameRef,
    rows: Int32Array,
    sorted: boolean,
    positions: Uint32Array,
    set: ArrayLike<number>,
    d: number,
    inSet: Uint8Array,
    nA: number,
    win?: WinScale,
    beta = Infinity,
  ): number {
    if (win?.levels !== undefined) {
      const levels = win.levels;
      const v = this.levels.least({ parent, rows, sorted, positions, set, d, inSet, nA, win, levels, beta });
      if (v !== undefined) return v;
    }
    const n = set.length;
    const { letters, batch, kernel } = this;
    const { codes, length: L } = letters;
    const classes = parent.classes;
    letters.read(set);
    const factor = letters.table();
    kernel.views.pos.set(positions);
    let best = win === undefined ? INFEASIBLE : beta;
    // Rows that make fewer than `need` classes cannot beat `best`.
    const needFor = (b: number): number =>
      win === undefined ? needed(n, d, b) : winClassesNeeded(n, win.W, win.heaviest, win.top, d, win.loss, b);
    let need = needFor(best);
    // With weights, a row that is not a candidate (its own weight 0) needs more classes than that.
    const needOtherFor = (b: number): number =>
      win?.heads === undefined ? need : winClassesNeeded(n, win.W, 0, win.top, d, win.loss, b);
    let needOther = needOtherFor(best);
    let m = 0;
    let size = FIRST_BATCH;
    const flush = (): void => {
      const views = kernel.views;
      views.rowIdx.set(batch.subarray(0, m));
      kernel.count(parent.off, parent.stride, m, n);
      const { outK } = views;
      for (let t = 0; t < m; t++) {
        const g = parent.guesses[batch[t]!]!;
        const cand = g < nA && inSet[g] === 1;
        const k = outK[t]!;
        let lb: number;
        if (win !== undefined) {
          const own = cand ? win.weight(g) : 0;
          lb = winRowBound(win.W, own, win.top(k), d, win.loss);
          if (lb < best && win.heads !== undefined) lb = winRowBound(win.W, own, win.heads(batch[t]!), d, win.loss);
        } else if (d === 2 && k !== n)
          continue; // with two left only a split into singletons finishes
        else lb = 3 * n - (cand ? 1 : 0) - k;
        if (lb < best) best = lb;
      }
      need = needFor(best);
      needOther = needOtherFor(best);
      m = 0;
      if (size < MAX_BATCH) size *= 2;
    };
    for (let j = 0; j < rows.length; j++) {
      const r = rows[j]!;
      const k = classes === undefined || classes[r]! > n ? n : classes[r]!;
      if (k < need) {
        if (sorted) break; // and so do all the rows after it
        continue;
      }
      // Hot loop: the letters' bound, unrolled for five letters.
      const at = parent.guesses[r]! * L;
      let p: number;
      if (L === 5) {
        p =
          factor[codes[at]!]! *
          factor[codes[at + 1]!]! *
          factor[codes[at + 2]!]! *
          factor[codes[at + 3]!]! *
          factor[codes[at + 4]!]!;
      } else {
        p = 1;
        for (let i = 0; i < L; i++) p *= factor[codes[at + i]!]!;
      }
      if (p < need) continue;
      if (needOther > need && (p < needOther || k < needOther)) {
        const g = parent.guesses[r]!;
        if (g >= nA || inSet[g] !== 1) continue;
      }
      batch[m++] = r;
      if (m === size) flush();
    }
    if (m > 0) flush();
    return best;
  }

  /**
   * Of `rows` of `parent`, those whose guess may make at least `need` classes on the set (by the
   * same upper bounds), in order, written to the kernel's rowIdx; returns how many.
   */
  sift(parent: FrameRef, rows: ArrayLike<number>, set: ArrayLike<number>, need: number): number {
    const n = set.length;
    const { letters } = this;
    const classes = parent.classes;
    const { rowIdx } = this.kernel.views;
    // The letters are read only for larger sets: a small one's rows cost less to scan than that.
    const read = n >= SIFT_LETTERS;
    if (read) letters.read(set);
    let m = 0;
    for (let j = 0; j < rows.length; j++) {
      const r = rows[j]!;
      const k = classes === undefined || classes[r]! > n ? n : classes[r]!;
      if (k >= need && (!read || letters.most(parent.guesses[r]!) >= need)) rowIdx[m++] = r;
    }
    return m;
  }
}

const FIRST_BATCH = 16;
/** Sets from this size on have their letters read by `sift`. */
const SIFT_LETTERS = 16;
const MAX_BATCH = 512;

/**
 * The fewest classes (candidate or not) a guess must make on n answers to have a bound below
 * `best`: 3n − 1 − k < best for d > 2; with two guesses left, a split into singletons (k = n)
 * when 2n − 1 < best. Above n when no guess can.
 */
function needed(n: number, d: number, best: number): number {
  if (d === 2) return 2 * n - 1 < best ? n : n + 1;
  return Math.max(0, 3 * n - best);
}
