import type { Candidates } from '../../core/filter.js';
import { winRowBound, winSetBound } from '../bounds/closed-form.js';
import { ClassHeads } from './class-heads.js';
import type { ClusterIndex } from '../bounds/cluster-cut.js';
import type { RowBound } from '../scans/row-sets.js';
import type { WinScale } from '../scans/scan-bound.js';
import type { Levels, Valuation } from '../objective/valuation.js';

/** A node's frame for `WinRules.rowBound` (patterns `cells[off + r·n + i]`), and the node's cutoff. */
export interface WeightedFrame {
  readonly cells: ArrayLike<number>;
  readonly off: number;
  readonly beta: number;
}

/** A frame a set's patterns are read from: row r, the set's i-th answer at `cells[off + r·stride + positions[i]]`. */
export interface ParentFrame {
  readonly cells: ArrayLike<number>;
  readonly off: number;
  readonly stride: number;
  readonly positions: ArrayLike<number>;
}

/** What the cheap facts know of a set: its exact value, or a lower bound and maybe a guess to beat. */
export interface QuickResult {
  readonly exact: boolean;
  readonly value: number;
  /** The guess that settles it (with `exact`), or the best found, which the full search must beat. */
  readonly guess?: number;
  /** An exact value above `value`, of `guess`: the incumbent the full search starts from. */
  readonly incumbent?: number;
}

/**
 * The 'win' objective's closed forms for the search (see valuation.ts for the model): the values
 * of sets that need no search (one or two answers, at most two guesses left), the bounds of the
 * others, and with weights the facts a scan of the candidates gives. The counterpart of HardRules:
 * the Searcher holds one when it plays for the win.
 */
export class WinRules {
  /** The classes' heaviest answers of a row, for the weighted row bounds and two guesses left. */
  private readonly rows: ClassHeads;

  constructor(
    readonly valuation: Valuation,
    private readonly classLimit: number,
    private readonly clusters: ClusterIndex,
    patterns: number,
  ) {
    this.rows = new ClassHeads(valuation, patterns);
  }

  /**
   * A set's closed-form bound before any scan: the exact value of one or two answers or of at most
   * one guess left (the heaviest answer guessed first), else `setBound` without the cluster cut.
   */
  bound(set: Candidates, d: number): number {
    const v = this.valuation;
    const n = set.length;
    if (n === 0) return 0;
    const W = v.total(set);
    if (d <= 0) return v.loss * W;
    if (n === 1) return W;
    const own = v.weight(v.heaviest(set));
    if (d === 1) return W + v.loss * (W - own);
    if (n === 2) return W + (W - own);
    return this.setBound(set, d, false);
  }

  /**
   * The bound of n ≥ 3 answers with d ≥ 2 left (winSetBound), with the cluster cut (a pass over the
   * set) or not; `excess`, when given, is the answers lost whatever is played, counted by the caller
   * (hard mode's sharper cut: hard-mode/clusters.ts), in place of the cluster cut's.
   */
  setBound(set: Candidates, d: number, clusters: boolean, excess?: number): number {
    const v = this.valuation;
    const W = v.total(set);
    const beyondTwo = set.length > this.classLimit + 1 ? W - v.tops(set)(this.classLimit + 1) : 0;
    const lost = excess ?? (clusters ? this.clusters.excess(set, d) : 0);
    const light = lost > 0 ? v.lightest(set) : 0;
    return winSetBound(W, v.weight(v.heaviest(set)), beyondTwo, lost, light, d, v.loss);
  }

  /**
   * The value of guess g in a set that is settled in closed form: one guess left (the answers but g
   * are lost), or g one of one or two answers; undefined otherwise (a non-candidate with two or more
   * guesses left, valued by its outcomes).
   */
  smallGuess(set: Candidates, d: number, g: number, hit: boolean): number | undefined {
    const v = this.valuation;
    const W = v.total(set);
    const own = hit ? v.weight(g) : 0;
    if (d === 1) return W + v.loss * (W - own);
    if (hit) return W + (W - own); // the other answer of a pair is found next
    return undefined;
  }

  /**
   * With weights, what the m candidate rows that may split the set into singletons (their guess ids
   * `guesses(i)`, class counts `outK`) tell: the heaviest such candidate costs 2W − its weight,
   * which is optimal when it is the set's heaviest answer; otherwise it is only the guess to beat.
   * Any other guess costs at least 2W − the heaviest weight + the lightest (it leaves a class of two
   * or more, or is no candidate).
   */
  quick(m: number, outK: Int32Array, guesses: (i: number) => number, set: Candidates, lb: number): QuickResult {
    const v = this.valuation;
    let guess = -1;
    let own = 0;
    for (let i = 0; i < m; i++) {
      const g = guesses(i);
      if (outK[i] === set.length && v.weight(g) > own) {
        guess = g;
        own = v.weight(g);
      }
    }
    const W = v.total(set);
    const heaviest = v.weight(v.heaviest(set));
    const others = 2 * W - heaviest + v.lightest(set);
    if (guess < 0) return { exact: false, value: Math.max(lb, others) };
    const value = 2 * W - own;
    if (own === heaviest) return { exact: true, value, guess };
    return { exact: false, value: Math.max(lb, Math.min(value, others)), guess, incumbent: value };
  }

  /**
   * Two guesses left: a guess's value is known from its classes alone (each loses all but its
   * heaviest answer: `winRowBound`, exact), so one scan of every row settles the set. Rows r < R
   * with guess ids `guesses(r)`, class counts `outK` (equal weights) or patterns at
   * `cells[frameOff + r·n + i]` (weights); `inSet` marks the set's answers. The first best row
   * (the lowest guess id) gives the guess.
   */
  twoLeft(
    R: number,
    guesses: (r: number) => number,
    outK: Int32Array,
    cells: ArrayLike<number>,
    frameOff: number,
    set: Candidates,
    inSet: Uint8Array,
  ): { value: number; guess: number } {
    const v = this.valuation;
    const n = set.length;
    const W = v.total(set);
    let best = Infinity;
    let guess = -1;
    const weights = v.weighted ? this.rows.columns(set) : undefined;
    for (let r = 0; r < R; r++) {
      const g = guesses(r);
      const own = g < inSet.length && inSet[g] === 1 ? v.weight(g) : 0;
      const heads = weights !== undefined ? this.rows.sum(cells, frameOff + r * n, weights) : outK[r]!;
      const value = winRowBound(W, own, heads, 2, v.loss);
      if (value < best) {
        best = value;
        guess = g;
      }
    }
    return { value: best, guess };
  }

  /**
   * A set's terms for ScanBound's bounds; with weights and the frame the set's columns are read
   * from, the classes' heaviest answers of a row too.
   */
  scale(set: Candidates, frame?: ParentFrame): WinScale {
    const v = this.valuation;
    let heads: ((row: number) => number) | undefined;
    if (v.weighted && frame !== undefined) {
      const { cells, off, stride, positions } = frame;
      // The set's weights by column, read on the first call (two weight levels mostly need none: LevelScan).
      let weights: Float64Array | undefined;
      heads = (row) => this.rows.sum(cells, off + row * stride, (weights ??= this.rows.columns(set)), positions);
    }
    return {
      W: v.total(set),
      heaviest: v.weight(v.heaviest(set)),
      top: v.tops(set),
      weight: (g) => v.weight(g),
      loss: v.loss,
      ...(heads !== undefined ? { heads } : {}),
      ...(heads !== undefined && v.levels !== undefined ? { levels: v.levels } : {}),
    };
  }

  /**
   * A guess's closed-form bound from the classes it makes (`winRowBound`) for `RowSets.order`. With
   * equal weights and more than two guesses left it is `guessLowerBound`; with two left it also
   * counts the answers each class must lose, which lets a ranking skip most guesses of a losing
   * endgame (issue 33: PIPED's top 10 in about a third of the time).
   */
  rowBound(set: Candidates, d: number, frame?: WeightedFrame): RowBound | undefined {
    const v = this.valuation;
    const W = v.total(set);
    const top = v.tops(set);
    if (!v.weighted || frame === undefined)
      return (k, g, cand) => winRowBound(W, cand ? v.weight(g) : 0, top(k), d, v.loss);
    // With weights the k heaviest answers rarely head the k classes: a row whose bound from them is
    // below the cutoff gets the bound from its classes' own heaviest answers (read off the frame).
    const { cells, off, beta } = frame;
    const n = set.length;
    if (v.levels !== undefined) return this.levelRowBound(set, d, frame, v.levels);
    const weights = this.rows.columns(set);
    return (k, g, cand, r) => {
      const own = cand ? v.weight(g) : 0;
      const lb = winRowBound(W, own, top(k), d, v.loss);
      return lb >= beta ? lb : winRowBound(W, own, this.rows.sum(cells, off + r * n, weights), d, v.loss);
    };
  }

  /**
   * `rowBound` under two weight levels: the sum of a row's classes' heaviest weights is
   * (H − L)·kH + L·k (scan-levels.ts), k its classes and kH those of the set's heavy answers, so
   * only the heavy answers' cells are read, for the rows whose bound from the k heaviest is below
   * the cutoff.
   */
  private levelRowBound(set: Candidates, d: number, frame: WeightedFrame, levels: Levels): RowBound {
    const v = this.valuation;
    const W = v.total(set);
    const top = v.tops(set);
    const { cells, off, beta } = frame;
    const n = set.length;
    const { heavy, light } = levels;
    const columns = new Int32Array(n);
    let h = 0;
    for (let i = 0; i < n; i++) if (v.weight(set[i]!) === heavy) columns[h++] = i;
    return (k, g, cand, r) => {
      const own = cand ? v.weight(g) : 0;
      const lb = winRowBound(W, own, top(k), d, v.loss);
      if (lb >= beta) return lb;
      const kH = h === 0 ? 0 : h === n ? k : this.rows.distinct(cells, off + r * n, columns, h);
      return winRowBound(W, own, (heavy - light) * kH + light * k, d, v.loss);
    };
  }
}
