import { winClassesNeeded, winRowBound } from '../bounds/closed-form.js';
import type { FrameRef } from '../kernel/frame-refs.js';
import type { Kernel } from '../kernel/kernel.js';
import type { LetterBound } from '../bounds/letter-bound.js';
import type { Levels } from '../objective/valuation.js';

/**
 * The 'win' objective's terms for one set (see valuation.ts): its weight W, its heaviest answer's
 * weight, the sum of its k heaviest weights, each guess's own weight, the loss unit (scan-bound.ts's
 * `WinScale` adds what a full scan of weights reads).
 */
export interface LevelTerms {
  readonly W: number;
  readonly heaviest: number;
  readonly top: (k: number) => number;
  readonly weight: (g: number) => number;
  readonly loss: number;
}

/** `LevelScan.least`'s arguments, as its scan reads them. */
export interface ScanArgs {
  readonly parent: FrameRef;
  readonly rows: Int32Array;
  readonly sorted: boolean;
  readonly positions: Uint32Array;
  readonly set: ArrayLike<number>;
  readonly d: number;
  readonly inSet: Uint8Array;
  readonly nA: number;
  readonly win: LevelTerms;
  readonly levels: Levels;
  readonly beta: number;
}

const FIRST_BATCH = 16;
const MAX_BATCH = 512;

/**
 * `ScanBound.least` with weights of two levels, the heavy H and the light L (the history prior: a
 * likely answer not used yet weighs about ten times one used). The heaviest answer of a class then
 * weighs H when the class holds a heavy answer and L otherwise, so the sum over a row's classes of
 * their heaviest weights is (H − L)·kH + L·k: kH the classes the set's heavy answers make, k all
 * the classes. That sum is at most (H − L)·kH + L·min(k̂, kH + l) for any upper bound k̂ on k (the
 * parent's count, the letters'), l being the light answers: each of them adds one class at most.
 * So each row is first bounded by the letters of the heavy answers (kĤ) and of the set (k̂), then
 * the rows left are counted on the heavy answers' columns alone, and only the few whose bound from
 * kH is still below the best so far are counted on every column. The result is exactly what
 * `ScanBound.least` computes with the classes' heaviest answers read cell by cell: the least bound
 * over the rows when it is below beta, else beta.
 */
export class LevelScan {
  private heavyIds = new Int32Array(0);
  private heavyPos = new Uint32Array(0);
  /** 1 for the heavy answers of the set being scanned (by answer id), else 0. */
  private heavyMark = new Uint8Array(0);
  private readonly factorH: Uint8Array;
  private readonly batch = new Int32Array(MAX_BATCH);
  /** The upper bound on k of each row batched. */
  private readonly upper = new Int32Array(MAX_BATCH);
  /** kH of each row left for the full count. */
  private readonly heavyK = new Int32Array(MAX_BATCH);
  /**
   * The least sum of the classes' heaviest weights that brings a row's bound below the best so
   * far: for a guess that is no candidate, a light one, a heavy one (see `rank`).
   */
  private readonly minHeads = new Float64Array(3);
  /** The tapes of sorted rows lists, by guesses left, and one for other lists (see `tape`). */
  private readonly tapes = new Map<number, Tape>();
  private readonly scratch = emptyTape();

  constructor(
    private readonly letters: LetterBound,
    private readonly kernel: Kernel,
  ) {
    this.factorH = new Uint8Array(letters.tableSize);
  }

  /**
   * `ScanBound.least` (its arguments, with the weights' levels) for a set that holds answers of both weights; undefined
   * when it holds one weight only (the caller's count of classes is then the whole story).
   */
  least(a: ScanArgs): number | undefined {
    const h = this.splitHeavy(a.set, a.positions, a.win, a.levels.heavy, a.nA);
    try {
      if (h === 0 || h === a.set.length) return undefined;
      return this.scan(a, h);
    } finally {
      for (let i = 0; i < h; i++) this.heavyMark[this.heavyIds[i]!] = 0;
    }
  }

  /** `least` once the set's h heavy answers are split off. */
  private scan(a: ScanArgs, h: number): number {
    const { parent, rows, sorted, set, d, inSet, nA, win, levels, beta } = a;
    const n = set.length;
    const { letters, batch, upper, heavyMark, minHeads } = this;
    const { factor, factorH } = this.tables(set, h);
    const { codes, length: L } = letters;
    const five = L === 5;
    const { heavy, light } = levels;
    const lift = heavy - light;
    const l = n - h;
    let best = beta;
    this.rank(win, d, best, levels);
    // Rows that make fewer than `need` classes cannot beat `best` (their own weight at most the heaviest).
    let need = winClassesNeeded(n, win.W, win.heaviest, win.top, d, win.loss, best);
    const tape = this.tape(parent, rows, sorted, d, need);
    const { k: tk, g: tg, codes: tc, r: tr } = tape;
    let m = 0;
    let size = FIRST_BATCH;
    // Hot loop: the tape's arrays are read in order (see `tape`).
    for (let j = 0; j < tape.length; j++) {
      const c = tk[j]!;
      const k0 = c > n ? n : c;
      if (k0 < need) {
        if (sorted) break; // and so do all the rows after it
        continue;
      }
      const g = tg[j]!;
      const p = five ? packed5(factor, tc[j]!) : product(factor, codes, g * L, L);
      if (p < need) continue;
      const kU = p < k0 ? p : k0;
      const pH = five ? packed5(factorH, tc[j]!) : product(factorH, codes, g * L, L);
      let kHU = pH < h ? pH : h;
      if (kHU > kU) kHU = kU;
      const heads = lift * kHU + light * (kHU + l < kU ? kHU + l : kU);
      if (heads < minHeads[g < nA ? inSet[g]! + heavyMark[g]! : 0]!) continue;
      batch[m] = tr[j]!;
      upper[m++] = kU;
      if (m === size) {
        best = this.flush(a, m, h, best);
        this.rank(win, d, best, levels);
        need = winClassesNeeded(n, win.W, win.heaviest, win.top, d, win.loss, best);
        m = 0;
        if (size < MAX_BATCH) size *= 2;
      }
    }
    if (m > 0) best = this.flush(a, m, h, best);
    return best;
  }

  /**
   * The rows list as a tape: per row in the list's order, its count of classes on the parent's set
   * (NO_COUNT without one), its guess, (five letters) its packed codes and the row itself, so that
   * the hot loop reads memory in order. A sorted list (a node's rows, most classes first) is
   * scanned for many sets, so its tape is kept, one per guesses left, and read again only for
   * another list or frame (by identity: such a list and its frame do not change while they are
   * passed). Another list is read for this scan alone: only its rows that may make `need` classes
   * (need only grows as the scan goes).
   */
  private tape(parent: FrameRef, rows: Int32Array, sorted: boolean, d: number, need: number): Tape {
    let t = sorted ? this.tapes.get(d) : this.scratch;
    if (t === undefined) this.tapes.set(d, (t = emptyTape()));
    const { guesses, classes } = parent;
    const R = rows.length;
    if (sorted && t.rows === rows && t.length === R && t.guesses === guesses && t.classes === classes) return t;
    if (t.k.length < R) {
      Object.assign(t, { k: new Int32Array(R), g: new Int32Array(R), codes: new Int32Array(R), r: new Int32Array(R) });
    }
    const { k, g, codes, r: tr } = t;
    const packed = this.letters.packed;
    const least = sorted ? 0 : need;
    let m = 0;
    for (let j = 0; j < R; j++) {
      const r = rows[j]!;
      const c = classes === undefined ? NO_COUNT : classes[r]!;
      if (c < least) continue;
      k[m] = c;
      g[m] = guesses[r]!;
      if (packed.length > 0) codes[m] = packed[g[m]!]!;
      tr[m++] = r;
    }
    Object.assign(t, { rows: sorted ? rows : undefined, length: m, guesses, classes });
    return t;
  }

  /** The letters' tables of the set and of its h heavy answers (`heavyIds`). */
  private tables(set: ArrayLike<number>, h: number): { factor: Uint8Array; factorH: Uint8Array } {
    const { letters } = this;
    letters.read(this.heavyIds.subarray(0, h));
    const factorH = letters.table(this.factorH);
    letters.read(set);
    return { factor: letters.table(), factorH };
  }

  /**
   * `minHeads` for the best so far: for each own weight (none, light, heavy), the least sum of the
   * classes' heaviest weights (a whole number from 0 to W, or W + 1 for none) whose bound is below
   * it. The bound falls as the sum grows, so a binary search.
   */
  private rank(win: LevelTerms, d: number, best: number, levels: Levels): void {
    const owns = [0, levels.light, levels.heavy];
    for (let c = 0; c < 3; c++) {
      let lo = 0;
      let hi = win.W + 1;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (winRowBound(win.W, owns[c]!, mid, d, win.loss) < best) hi = mid;
        else lo = mid + 1;
      }
      this.minHeads[c] = lo;
    }
  }

  /**
   * The heavy answers of the set into `heavyIds` (marked in `heavyMark`, which the caller clears)
   * and their columns into `heavyPos`; returns how many there are.
   */
  private splitHeavy(
    set: ArrayLike<number>,
    positions: Uint32Array,
    win: LevelTerms,
    heavy: number,
    nA: number,
  ): number {
    const n = set.length;
    if (this.heavyIds.length < n) {
      this.heavyIds = new Int32Array(n);
      this.heavyPos = new Uint32Array(n);
    }
    if (this.heavyMark.length < nA) this.heavyMark = new Uint8Array(nA);
    const { heavyIds, heavyPos, heavyMark } = this;
    let h = 0;
    for (let i = 0; i < n; i++) {
      if (win.weight(set[i]!) !== heavy) continue;
      heavyMark[set[i]!] = 1;
      heavyIds[h] = set[i]!;
      heavyPos[h++] = positions[i]!;
    }
    return h;
  }

  /**
   * The m rows batched: counted on the h heavy columns, then those whose sum of the classes'
   * heaviest weights may still reach `minHeads` (k at most the row's upper bound and kH + l) on
   * all n columns; returns the least bound found below best, else best.
   */
  private flush(a: ScanArgs, m: number, h: number, best: number): number {
    const { parent, positions, set, d, inSet, nA, win, levels } = a;
    const { kernel, batch, upper, heavyK, heavyMark, minHeads } = this;
    const n = set.length;
    const l = n - h;
    const { heavy, light } = levels;
    const lift = heavy - light;
    const guesses = parent.guesses;
    const views = kernel.views;
    const { rowIdx, pos, outK } = views;
    for (let t = 0; t < m; t++) rowIdx[t] = batch[t]!;
    for (let i = 0; i < h; i++) pos[i] = this.heavyPos[i]!;
    kernel.count(parent.off, parent.stride, m, h);
    let left = 0;
    for (let t = 0; t < m; t++) {
      const kH = outK[t]!;
      const kU = upper[t]!;
      const g = guesses[batch[t]!]!;
      const heads = lift * kH + light * (kH + l < kU ? kH + l : kU);
      if (heads < minHeads[g < nA ? inSet[g]! + heavyMark[g]! : 0]!) continue;
      rowIdx[left] = batch[t]!;
      heavyK[left++] = kH;
    }
    if (left === 0) return best;
    for (let t = 0; t < left; t++) batch[t] = rowIdx[t]!;
    for (let i = 0; i < n; i++) pos[i] = positions[i]!;
    kernel.count(parent.off, parent.stride, left, n);
    for (let t = 0; t < left; t++) {
      const g = guesses[batch[t]!]!;
      const own = g < nA && inSet[g] === 1 ? (heavyMark[g] === 1 ? heavy : light) : 0;
      const lb = winRowBound(win.W, own, lift * heavyK[t]! + light * outK[t]!, d, win.loss);
      if (lb < best) best = lb;
    }
    return best;
  }
}

/** `product` for five letters from a guess's packed codes (LetterBound.packed), unrolled (the hot loop). */
function packed5(factor: Uint8Array, v: number): number {
  return (
    factor[v & 63]! *
    factor[52 + ((v >>> 6) & 63)]! *
    factor[104 + ((v >>> 12) & 63)]! *
    factor[156 + ((v >>> 18) & 63)]! *
    factor[208 + ((v >>> 24) & 63)]!
  );
}

/** A rows list read for the hot loop (see `LevelScan.tape`). */
interface Tape {
  /** The sorted list read (undefined: none kept), its length, and its frame's guesses and classes. */
  rows: Int32Array | undefined;
  length: number;
  guesses: Int32Array | undefined;
  classes: Int32Array | undefined;
  /** Per row of the list (length of them): its count of classes on the parent's set, its guess, its packed codes, the row. */
  k: Int32Array;
  g: Int32Array;
  codes: Int32Array;
  r: Int32Array;
}

const emptyTape = (): Tape => ({
  rows: undefined,
  length: 0,
  guesses: undefined,
  classes: undefined,
  k: new Int32Array(0),
  g: new Int32Array(0),
  codes: new Int32Array(0),
  r: new Int32Array(0),
});

/** A row's count of classes when its frame keeps none: above any set's size. */
const NO_COUNT = 0x7fffffff;

/** The letters' bound of the guess whose codes start at `at` (see LetterBound): a product of table entries. */
function product(factor: Uint8Array, codes: Uint16Array, at: number, L: number): number {
  let p = 1;
  for (let i = 0; i < L; i++) p *= factor[codes[at + i]!]!;
  return p;
}

/**
 * The classes' heaviest answers of a few rows at once under two weight levels, counted by the
 * kernel: Σ over a row's classes of their heaviest weight is (H − L)·kH + L·k (see LevelScan), k
 * and kH being counts of the row's patterns on the set and on its heavy answers.
 */
export class LevelHeads {
  /** Per row read: Σ over its classes of their heaviest weight. */
  heads = new Float64Array(0);
  /** Per row read: 1 when every class has at most two answers. */
  small = new Uint8Array(0);
  private heavyPos = new Uint32Array(0);

  constructor(
    private readonly kernel: Kernel,
    readonly levels: Levels,
  ) {}

  /**
   * Read the m rows `rows` of the frame at `off` (`stride` cells a row), the set's i-th answer (weight
   * `weight(set[i])`) in column `positions[i]`; true when the set holds both weights (`heads` and
   * `small` are then filled), false otherwise (nothing is read: the caller's own reading applies).
   */
  read(
    off: number,
    stride: number,
    rows: ArrayLike<number>,
    m: number,
    positions: ArrayLike<number>,
    set: ArrayLike<number>,
    weight: (a: number) => number,
  ): boolean {
    const n = set.length;
    if (this.heavyPos.length < n) this.heavyPos = new Uint32Array(n);
    if (this.heads.length < m) {
      this.heads = new Float64Array(m);
      this.small = new Uint8Array(m);
    }
    const { heavyPos, heads, small, kernel } = this;
    const { heavy, light } = this.levels;
    let h = 0;
    for (let i = 0; i < n; i++) if (weight(set[i]!) === heavy) heavyPos[h++] = positions[i]!;
    if (h === 0 || h === n) return false;
    const views = kernel.views;
    for (let t = 0; t < m; t++) views.rowIdx[t] = rows[t]!;
    views.pos.set(heavyPos.subarray(0, h));
    kernel.count(off, stride, m, h);
    for (let t = 0; t < m; t++) heads[t] = (heavy - light) * views.outK[t]!;
    for (let i = 0; i < n; i++) views.pos[i] = positions[i]!;
    kernel.scan(off, stride, m, n, -1);
    for (let t = 0; t < m; t++) {
      const k = views.outK[t]!;
      heads[t]! += light * k;
      // Σ c(c − 1)/2 over the classes is n − k exactly when none has more than two answers.
      small[t] = views.outPairs[t] === n - k ? 1 : 0;
    }
    return true;
  }
}
