import type { Candidates } from '../../core/filter.js';
import type { Valuation } from '../objective/valuation.js';
import type { Kernel } from '../kernel/kernel.js';
import { LevelHeads } from '../scans/scan-levels.js';
import type { QuickResult } from './rules.js';

/**
 * Sets up to this size get `WinQuick.candidates` (every candidate's row read cell by cell: n² reads);
 * larger ones keep the scan of the candidates that split them into singletons (`WinRules.quick`).
 */
export const WIN_QUICK_MAX = 48;

/**
 * The 'win' objective with weights and three or more guesses left: what the candidates' rows tell,
 * the weighted counterpart of the equal-weights rule "a candidate that splits the set into
 * singletons is optimal (2n − 1), and failing that, one that leaves a single pair (2n)".
 *
 * A guess g on a set of weight W costs at least W + Σ over its non-green classes C of (2·W_C −
 * max_C): every answer of C pays one more guess, and all but one (at best the heaviest) yet another.
 * That is 3W − own(g) − Σ over every class (the green one included) of max_C, `winRowBound` with
 * the classes' real heaviest weights. It is exact when every class has at most two answers (d ≥ 3:
 * a pair takes its heavier answer first, then the other). A non-candidate costs at least 2W (the
 * heaviest answers of its classes weigh at most W). So the least exact value among the candidates
 * is the set's value when no candidate's bound and not 2W is below it; otherwise it is the guess
 * to beat (the incumbent) and the least of those bounds is the set's lower bound.
 */
export class WinQuick {
  /** Scratch per pattern: the answers and the heaviest weight seen in the row being read. */
  private readonly counts: Int32Array;
  private readonly heads: Float64Array;

  /** With weights of two levels, the kernel's counts of the candidates' rows (LevelHeads). */
  private readonly levels: LevelHeads | undefined;

  constructor(
    private readonly valuation: Valuation,
    patterns: number,
    kernel?: Kernel,
  ) {
    this.counts = new Int32Array(patterns);
    this.heads = new Float64Array(patterns);
    this.levels =
      kernel === undefined || valuation.levels === undefined ? undefined : new LevelHeads(kernel, valuation.levels);
  }

  /**
   * The rows `rows` (one per answer of the set, guess ids `guesses(r)`) of a frame whose cells are
   * `cells[off + r · stride + positions[i]]` for the set's i-th answer; `lb`, a lower bound known
   * already. The best exact candidate is the lightest value, then the lowest guess id.
   */
  candidates(
    cells: ArrayLike<number>,
    off: number,
    stride: number,
    rows: ArrayLike<number>,
    guesses: (r: number) => number,
    positions: ArrayLike<number>,
    set: Candidates,
    lb: number,
  ): QuickResult {
    const v = this.valuation;
    const W = v.total(set);
    let floor = 2 * W;
    let best = Infinity;
    let guess = -1;
    // With two weight levels the kernel counts every row at once (the cells are then its memory's).
    const counted = this.levels?.read(off, stride, rows, rows.length, positions, set, (a) => v.weight(a)) === true;
    for (let j = 0; j < rows.length; j++) {
      const r = rows[j]!;
      const g = guesses(r);
      const { heads, exact } = counted
        ? { heads: this.levels!.heads[j]!, exact: this.levels!.small[j] === 1 }
        : this.read(cells, off + r * stride, positions, set);
      const value = 3 * W - v.weight(g) - heads;
      if (value < floor) floor = value;
      if (exact && (value < best || (value === best && g < guess))) {
        best = value;
        guess = g;
      }
    }
    if (guess >= 0 && best <= floor) return { exact: true, value: best, guess };
    const value = Math.max(lb, floor);
    return guess < 0 ? { exact: false, value } : { exact: false, value, guess, incumbent: best };
  }

  /** Σ over the classes of one row of their heaviest weight, and whether every class has at most two answers. */
  private read(
    cells: ArrayLike<number>,
    at: number,
    positions: ArrayLike<number>,
    set: Candidates,
  ): { heads: number; exact: boolean } {
    const { counts, heads, valuation: v } = this;
    const n = set.length;
    let sum = 0;
    let exact = true;
    for (let i = 0; i < n; i++) {
      const p = cells[at + positions[i]!]!;
      const w = v.weight(set[i]!);
      if (++counts[p]! > 2) exact = false;
      if (w > heads[p]!) {
        sum += w - heads[p]!;
        heads[p] = w;
      }
    }
    for (let i = 0; i < n; i++) {
      const p = cells[at + positions[i]!]!;
      counts[p] = 0;
      heads[p] = 0;
    }
    return { heads: sum, exact };
  }
}
