import type { Candidates } from '../../core/filter.js';
import type { Valuation } from '../objective/valuation.js';

/**
 * Σ over the classes a guess makes on a set of the heaviest weight in each: with weights, what a
 * guess's closed-form bound really subtracts (`winRowBound`), where the sum of the k heaviest
 * weights of the set only bounds it. One pass over the row's patterns: a per-pattern stamp says
 * whether the pattern was met in this row already, so nothing is cleared after it.
 */
export class ClassHeads {
  private readonly heads: Float64Array;
  private readonly stamps: Uint32Array;
  private tick = 0;

  constructor(
    private readonly valuation: Valuation,
    patterns: number,
  ) {
    this.heads = new Float64Array(patterns);
    this.stamps = new Uint32Array(patterns);
  }

  /** The weight of each answer of the set, by its place in the set (the columns of its frames). */
  columns(set: Candidates): Float64Array {
    const v = this.valuation;
    const out = new Float64Array(set.length);
    for (let i = 0; i < set.length; i++) out[i] = v.weight(set[i]!);
    return out;
  }

  /**
   * The distinct patterns of one row among the columns `columns[0..m)`: `cells[at + columns[i]]`
   * (under two weight levels, a row's classes of the heavy answers: see `WinRules.rowBound`).
   */
  distinct(cells: ArrayLike<number>, at: number, columns: Int32Array, m: number): number {
    const { stamps } = this;
    const tick = this.next();
    let k = 0;
    for (let i = 0; i < m; i++) {
      const p = cells[at + columns[i]!]!;
      if (stamps[p] !== tick) {
        stamps[p] = tick;
        k++;
      }
    }
    return k;
  }

  /** A fresh stamp (every stamp is cleared when they run out). */
  private next(): number {
    if (++this.tick === 0xffffffff) {
      this.stamps.fill(0);
      this.tick = 1;
    }
    return this.tick;
  }

  /**
   * The sum for one row: the set's i-th answer (weight `weights[i]`) gets pattern
   * `cells[at + positions[i]]`, or `cells[at + i]` without `positions`.
   */
  sum(cells: ArrayLike<number>, at: number, weights: Float64Array, positions?: ArrayLike<number>): number {
    const { heads, stamps } = this;
    const tick = this.next();
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      const p = cells[positions === undefined ? at + i : at + positions[i]!]!;
      const w = weights[i]!;
      if (stamps[p] !== tick) {
        stamps[p] = tick;
        heads[p] = w;
        sum += w;
      } else if (w > heads[p]!) {
        sum += w - heads[p]!;
        heads[p] = w;
      }
    }
    return sum;
  }
}
