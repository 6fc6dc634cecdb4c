import type { Frame } from './frame.js';

/** The non-green feedback classes of one guess over a set, largest first, with their patterns. */
export interface Classes {
  /** Answer ids of each class, ascending. */
  readonly sets: Uint16Array[];
  /** Columns of each class's answers in the frame that was split. */
  readonly positions: Uint16Array[];
  readonly patterns: number[];
  /** True when the guess is itself in the set (its all-green class is left out of `sets`). */
  readonly hit: boolean;
}

/** Splits sets by a guess's feedback (a counting sort by pattern); scratch is reused. */
export class ClassSplitter {
  private readonly counts: Uint16Array;
  private readonly start: Uint16Array;
  private readonly touched: Uint16Array;
  private readonly win: number;

  constructor(patternCount: number) {
    this.counts = new Uint16Array(patternCount);
    this.start = new Uint16Array(patternCount);
    this.touched = new Uint16Array(patternCount);
    this.win = patternCount - 1;
  }

  /** Split the frame's set (set[i] is column i of the frame) by guess g's row. */
  split(g: number, frame: Frame, set: Uint16Array): Classes {
    return this.splitRow(frame.cells, g * frame.n, set);
  }

  /** Split the set by the patterns row[base + i] of its answers set[i]. */
  splitRow(row: ArrayLike<number>, base: number, set: Uint16Array): Classes {
    const { counts, start, touched, win } = this;
    const n = set.length;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const p = row[base + i]!;
      if (counts[p] === 0) touched[k++] = p;
      counts[p]!++;
    }
    let at = 0;
    for (let t = 0; t < k; t++) {
      const p = touched[t]!;
      start[p] = at;
      at += counts[p]!;
    }
    const ids = new Uint16Array(n);
    const cols = new Uint16Array(n);
    for (let i = 0; i < n; i++) {
      const p = row[base + i]!;
      const j = start[p]!++;
      ids[j] = set[i]!;
      cols[j] = i;
    }
    const order: number[] = [];
    let hit = false;
    for (let t = 0; t < k; t++) {
      const p = touched[t]!;
      if (p === win) hit = true;
      else order.push(p);
    }
    // Largest first, so a losing guess is cut off as early as possible; then by pattern, for determinism.
    order.sort((a, b) => counts[b]! - counts[a]! || a - b);
    const sets = order.map((p) => ids.subarray(start[p]! - counts[p]!, start[p]!));
    const positions = order.map((p) => cols.subarray(start[p]! - counts[p]!, start[p]!));
    for (let t = 0; t < k; t++) counts[touched[t]!] = 0;
    return { sets, positions, patterns: order, hit };
  }
}
