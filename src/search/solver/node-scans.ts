import type { Candidates } from '../../core/filter.js';
import { INFEASIBLE, winRowBound } from '../bounds/closed-form.js';
import type { FrameRef } from '../kernel/frame-refs.js';
import type { NodeRows } from '../scans/node-rows.js';
import type { NodeJob } from './node-job.js';
import type { RowOrder } from '../scans/row-sets.js';
import type { SearchParts } from './parts.js';
import type { ClassScan, ThreeLeftCut } from '../win/three-left-cut.js';

/** What a node's full scan found (NodeScans.scanSet); its arrays are the level's scratch. */
export interface SetScan {
  /** The guess id of each row of the frame. */
  guesses: Int32Array;
  /** How many classes each row makes on the set. */
  classes: Int32Array;
  /** The row of each answer of the set, by answer id. */
  answerRows: Int32Array;
  /** The value and guess that settle the set, when the scan alone does. */
  settled?: { value: number; guess: number };
  /** The rows worth keeping (ascending). */
  useful: Int32Array;
  /** The rows worth trying, best first, with their bounds (unless settled). */
  ranked?: RowOrder;
}

/**
 * The scans of a set's guesses through the kernel: a node's full scan into its frame, the scan
 * bound of a class (no copy), and the 'win' objective's scans with two and three guesses left.
 */
export class NodeScans {
  constructor(private readonly parts: SearchParts) {}

  /** The 'win' objective with two guesses left: one scan of every row settles the set (WinRules.twoLeft). */
  twoLeft(job: NodeJob): number {
    const { parent, rows, set, frameOff } = job;
    const n = set.length;
    const R = rows.length;
    const views = this.parts.kernel.views;
    views.rowIdx.set(rows);
    views.pos.set(job.positions);
    // With weights the classes' heaviest answers are read off the patterns: the frame is copied.
    if (this.parts.valuation.weighted) this.parts.kernel.scan(parent.off, parent.stride, R, n, frameOff);
    else this.parts.kernel.count(parent.off, parent.stride, R, n);
    const { outK, cells } = this.parts.kernel.views;
    const { inSet } = this.parts;
    for (let i = 0; i < n; i++) inSet[set[i]!] = 1;
    const best = this.parts.win!.twoLeft(R, (r) => parent.guesses[rows[r]!]!, outK, cells, frameOff, set, inSet);
    for (let i = 0; i < n; i++) inSet[set[i]!] = 0;
    this.parts.memo.setExact(job.key, best.value, best.guess);
    return best.value;
  }

  /**
   * The full scan of a node's set into its frame: the guess of each row, and either the value that
   * settles the set or the rows worth trying, best first, with their bounds (those below beta).
   * With `full`, the rows worth trying even where one settles the set (a list of first guesses).
   */
  scanSet(job: NodeJob, beta: number, full = false): SetScan {
    const { parent, rows, set, d, frameOff } = job;
    const n = set.length;
    const R = rows.length;
    const { inSet, nA } = this.parts;
    const views = this.parts.kernel.views;
    views.rowIdx.set(rows);
    views.pos.set(job.positions);
    this.parts.kernel.scan(parent.off, parent.stride, R, n, frameOff);
    const level = this.parts.rowSets.level(d);
    const guesses = level.guesses.subarray(0, R);
    for (let r = 0; r < R; r++) guesses[r] = parent.guesses[rows[r]!]!;
    const classes = level.classes.subarray(0, R);
    classes.set(views.outK.subarray(0, R));
    // Each answer's row (rows are ascending guess ids, and an answer's guess id is its own id).
    const answerRows = level.answerRows;
    for (let i = 0, r = 0; i < n; i++) {
      while (guesses[r]! < set[i]!) r++;
      answerRows[set[i]!] = r;
    }
    for (let i = 0; i < n; i++) inSet[set[i]!] = 1;
    try {
      // With weights a split into singletons by a non-candidate (2W) may lose to a heavy candidate.
      const settle = !full && !this.parts.valuation.weighted;
      const scan = this.parts.rowSets.classify(views, guesses, R, n, inSet, nA, level, !settle);
      if (scan.kind === 'settled') return { guesses, classes, answerRows, settled: scan, useful: new Int32Array(0) };
      // Only a split into singletons finishes in two guesses, and neither kind of guess makes one.
      if (d === 2 && !full && this.parts.win === undefined) {
        return { guesses, classes, answerRows, settled: { value: INFEASIBLE, guess: -1 }, useful: new Int32Array(0) };
      }
      const ranked = this.parts.rowSets.order(
        views,
        scan.useful,
        guesses,
        n,
        beta,
        inSet,
        nA,
        level,
        this.parts.win?.rowBound(set, d, { cells: views.cells, off: frameOff, beta }),
      );
      return { guesses, classes, answerRows, useful: scan.useful, ranked };
    } finally {
      for (let i = 0; i < n; i++) inSet[set[i]!] = 0;
    }
  }

  /**
   * A lower bound on a set's cost from a scan of its guesses (no copy, no search): the least
   * closed-form bound of any guess (3n − classes − [candidate]), or INFEASIBLE with two guesses
   * left and no split into singletons (ScanBound, which skips most rows). Kept in the memo
   * under `key`, the set's memo key. With weights, `cap`: the bound that refutes the guess being
   * tried; a set whose every guess is bounded at or above it gets the cap.
   */
  scanBound(
    parent: FrameRef,
    rows: Int32Array,
    sorted: boolean,
    positions: Uint32Array,
    set: Candidates,
    d: number,
    key: string,
    cap = Infinity,
  ): number {
    const n = set.length;
    const known = this.parts.memo.get(key);
    if (known !== undefined && known.kind === 'exact') return known.value;
    const { inSet, nA } = this.parts;
    for (let i = 0; i < n; i++) inSet[set[i]!] = 1;
    const best = this.parts.scanner.least(
      parent,
      rows,
      sorted,
      positions,
      set,
      d,
      inSet,
      nA,
      this.parts.win?.scale(set, {
        cells: this.parts.kernel.views.cells,
        off: parent.off,
        stride: parent.stride,
        positions,
      }),
      cap,
    );
    for (let i = 0; i < n; i++) inSet[set[i]!] = 0;
    const bound = Math.max(best, known?.value ?? 0);
    this.parts.memo.raiseLower(key, bound);
    return bound;
  }

  /**
   * A lower bound on guessing row r's word with three guesses left, playing for the win
   * (ThreeLeftCut): its classes' closed forms, then scans of their second guesses with the
   * cutoff each class is left, rows as guessCost's own scans take them.
   */
  threeLeftBound(three: ThreeLeftCut, node: NodeRows, r: number, set: Candidates, beta: number): number {
    const { frame } = node;
    const { inSet, nA, win } = this.parts;
    const scan: ClassScan = (cls, cols, _pattern, b) => {
      // The class's own answers first (they are the frame's rows of its answers): one that tells
      // them all apart costs the least any guess can, and otherwise the best of them is a value the
      // scan must beat (a bound it says no row beats is that candidate's value). Normal mode: every
      // class keeps the node's rows; what a scan proved ThreeLeftCut keeps itself (ClassLosses).
      const cap = Math.min(b, this.candidatesValue(frame, cls, cols));
      if (cap === 2 * cls.length - 1) return cap;
      for (let i = 0; i < cls.length; i++) inSet[cls[i]!] = 1;
      const v = this.parts.scanner.least(frame, node.byClasses(), true, cols, cls, 2, inSet, nA, win!.scale(cls), cap);
      for (let i = 0; i < cls.length; i++) inSet[cls[i]!] = 0;
      return v;
    };
    return three.bound(this.parts.kernel.views.cells, frame.off + r * set.length, set, beta, scan);
  }

  /**
   * With equal weights and two guesses left, the least value of a class (its columns `cols` in
   * `frame`) that one of its own answers gets as the next guess (`winRowBound` of the parts it
   * makes), or Infinity when the frame does not say where their rows are.
   */
  private candidatesValue(frame: FrameRef, cls: Candidates, cols: Uint32Array): number {
    const at = frame.answerRows;
    if (at === undefined) return Infinity;
    const n = cls.length;
    const { rowIdx, pos, outK } = this.parts.kernel.views;
    for (let i = 0; i < n; i++) rowIdx[i] = at[cls[i]!]!;
    pos.set(cols);
    this.parts.kernel.count(frame.off, frame.stride, n, n);
    let k = 0;
    for (let i = 0; i < n; i++) if (outK[i]! > k) k = outK[i]!;
    return winRowBound(n, 1, k, 2, this.parts.valuation.loss);
  }
}
