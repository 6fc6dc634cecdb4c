import type { Candidates } from '../../core/filter.js';
import type { FrameRef } from '../kernel/frame-refs.js';
import type { SearchParts } from './parts.js';
import { WIN_QUICK_MAX, type WinQuick } from '../win/quick.js';
import type { QuickResult } from '../win/rules.js';

/**
 * The cheapest facts of a set, from its candidates' rows only: a candidate that splits it into
 * singletons (or, with three guesses left, leaves a single pair) settles it; otherwise a bound.
 */
export class CandidatesCut {
  constructor(private readonly parts: SearchParts) {}

  /** Row indices (into `rows`) of the set's answers, which every frame holds: rows are ascending guess ids. */
  private candidateRows(frame: FrameRef, rows: Int32Array, set: Candidates): Int32Array {
    const out = new Int32Array(set.length);
    let lo = 0;
    for (let i = 0; i < set.length; i++) {
      const a = set[i]!;
      let hi = rows.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (frame.guesses[rows[mid]!]! < a) lo = mid + 1;
        else hi = mid;
      }
      if (lo >= rows.length || frame.guesses[rows[lo]!] !== a) throw new Error('internal: a candidate has no row');
      out[i] = lo;
    }
    return out;
  }

  /**
   * The value when the candidates alone settle it: one that splits the set into singletons is
   * optimal (2n − 1), and failing that one leaving a single pair is (2n, with 3 guesses left).
   * Otherwise `exact` is false and `value` the best lower bound known (at least 2n).
   */
  quick(
    parent: FrameRef,
    rows: Int32Array,
    positions: Uint32Array,
    set: Candidates,
    d: number,
    key: string,
    lb: number,
  ): QuickResult {
    const n = set.length;
    const weighted = this.parts.valuation.weighted;
    // Only candidates that may make n classes (n − 1 for a pair, with three guesses left) are scanned.
    const need = d >= 3 && !weighted ? n - 1 : n;
    let cand: ArrayLike<number> = [];
    if (need <= this.parts.classLimit + 1) {
      // The candidates' rows: every frame holds a row for each answer of its set, and `rows` too.
      const at = parent.answerRows;
      if (at === undefined) cand = this.candidateRows(parent, rows, set).map((i) => rows[i]!);
      else {
        const own = new Int32Array(n);
        for (let i = 0; i < n; i++) own[i] = at[set[i]!]!;
        cand = own;
      }
    }
    if (this.parts.winQuick !== undefined && d >= 3 && n <= WIN_QUICK_MAX) {
      return this.smallWinQuick(this.parts.winQuick, parent, cand, positions, set, key, lb);
    }
    const m = this.parts.scanner.sift(parent, cand, set, need);
    const { pos, outK, rowIdx } = this.parts.kernel.views;
    pos.set(positions);
    this.parts.kernel.count(parent.off, parent.stride, m, n);
    if (weighted) {
      const q = this.parts.win!.quick(m, outK, (i) => parent.guesses[rowIdx[i]!]!, set, lb);
      if (q.exact) this.parts.memo.setExact(key, q.value, q.guess!);
      return q;
    }
    let pair = -1;
    for (let i = 0; i < m; i++) {
      const k = outK[i]!;
      const g = parent.guesses[rowIdx[i]!]!;
      if (k === n) {
        this.parts.memo.setExact(key, 2 * n - 1, g);
        return { exact: true, value: 2 * n - 1 };
      }
      if (k === n - 1 && pair < 0) pair = g;
    }
    if (pair >= 0 && d >= 3) {
      this.parts.memo.setExact(key, 2 * n, pair);
      return { exact: true, value: 2 * n };
    }
    return { exact: false, value: Math.max(lb, 2 * n) };
  }

  /** `quick` with weights, three or more guesses left and a small set: every candidate's row read (WinQuick). */
  private smallWinQuick(
    winQuick: WinQuick,
    parent: FrameRef,
    cand: ArrayLike<number>,
    positions: Uint32Array,
    set: Candidates,
    key: string,
    lb: number,
  ): QuickResult {
    const { cells } = this.parts.kernel.views;
    const q = winQuick.candidates(
      cells,
      parent.off,
      parent.stride,
      cand,
      (r) => parent.guesses[r]!,
      positions,
      set,
      lb,
    );
    if (q.exact) this.parts.memo.setExact(key, q.value, q.guess!);
    return q;
  }
}
