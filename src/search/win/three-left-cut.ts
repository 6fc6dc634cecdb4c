import type { Candidates } from '../../core/filter.js';
import { ClassLosses } from './class-losses.js';
import type { WinRules } from './rules.js';

/**
 * The least 'win' value class `cls` (its columns `cols` in the node's frame, its feedback
 * `pattern`) can have with two guesses left, when below `beta`; else beta or more (a scan of the
 * guesses, ScanBound.least with its cutoff).
 */
export type ClassScan = (cls: Candidates, cols: Uint32Array, pattern: number, beta: number) => number;

/**
 * A cheap lower bound on a first guess's 'win' value with three guesses left (issue 33's losing
 * endgames), to cut the guesses that cannot reach the cutoff before the search proper looks at
 * them (most of a losing endgame's 3600 guesses): every class of the guess has two guesses left,
 * so its closed-form bound counts the answers its one-letter clusters must lose (WinRules.setBound
 * with the cluster cut), and a scan of the second guesses that skips those that cannot make enough
 * parts (ClassScan) counts the answers it loses at least, largest class first. The classes are
 * sorted out in scratch arrays. With equal weights in normal mode (the only case the Searcher
 * uses it for) the scans that do not reach the cutoff are exact, and so is the sum: a class's value
 * with two guesses left is the least bound of its second guesses (`winRowBound`, exact), which the
 * scan gives. Values and best guesses do not change, only how soon a guess is settled.
 */
export class ThreeLeftCut {
  private readonly counts: Int32Array;
  private readonly starts: Int32Array;
  private readonly touched: Int32Array;
  private readonly members: Uint32Array;
  private readonly cols: Uint32Array;
  /** Per class (in the order of `touched`): its bound so far. */
  private readonly bounds: Float64Array;
  private readonly big: Int32Array;
  /** What the scans proved of the set's classes. */
  private readonly known = new ClassLosses();

  /**
   * For answers that weigh alike and a mode where every guess is allowed (what ClassLosses and the
   * exact sums need); `plain`: the most answers two guesses may tell apart (1 + the most classes a
   * guess makes).
   */
  constructor(
    patterns: number,
    maxN: number,
    private readonly win: WinRules,
    private readonly green: number,
    private readonly plain: number,
  ) {
    this.counts = new Int32Array(patterns);
    this.starts = new Int32Array(patterns);
    const most = Math.min(patterns, maxN);
    this.touched = new Int32Array(most);
    this.bounds = new Float64Array(most);
    this.big = new Int32Array(most);
    this.members = new Uint32Array(maxN);
    this.cols = new Uint32Array(maxN);
  }

  /**
   * A lower bound on the value of the guess whose patterns on `set` are cells[off + i] (i < n),
   * three guesses left, which stops as soon as it reaches `beta`; below beta it is the exact value.
   */
  bound(cells: ArrayLike<number>, off: number, set: Candidates, beta: number, scan: ClassScan): number {
    const m = this.group(cells, off, set);
    const { touched, starts, counts, bounds, big, members, cols, win } = this;
    let total = win.valuation.total(set);
    let nBig = 0;
    for (let t = 0; t < m; t++) {
      const p = touched[t]!;
      const size = counts[p]!;
      const b = p === this.green ? 0 : this.closedForm(starts[p]!, size);
      if (p !== this.green && size > 2) big[nBig++] = t;
      bounds[t] = b;
      total += b;
    }
    if (total < beta) {
      this.known.reset(set, set.length);
      // Largest first: a large class raises the bound most (as in NodeSearch.guessCost).
      this.bySize(nBig);
      let tightened = false;
      for (let j = 0; j < nBig && total < beta; j++) {
        const t = big[j]!;
        const p = touched[t]!;
        const cls = members.subarray(starts[p]!, starts[p]! + counts[p]!);
        const at = cols.subarray(starts[p]!, starts[p]! + counts[p]!);
        let b = this.cheap(cls, at, beta - total + bounds[t]!);
        if (b === undefined && !tightened) {
          // A scan that does not cut costs most: first what the classes after it are known to lose.
          tightened = true;
          total += this.tighten(j + 1, nBig);
          if (total >= beta) break;
          b = this.cheap(cls, at, beta - total + bounds[t]!);
        }
        b ??= this.classBound(cls, at, p, beta - total + bounds[t]!, scan);
        if (b > bounds[t]!) total += b - bounds[t]!;
      }
    }
    for (let t = 0; t < m; t++) counts[touched[t]!] = 0;
    return total;
  }

  /**
   * The closed-form bound (WinRules.bound, with the cluster cut) of the class at members[at] of
   * `size` answers with two guesses left. With equal weights, one or two answers cost 1 and 3, and
   * up to `plain` answers at least 2·size − 1 (a candidate that tells them apart); their one-letter
   * clusters are counted only when a class is about to be scanned (`classBound`), as most guesses
   * are cut by their first scanned class.
   */
  private closedForm(at: number, size: number): number {
    if (size <= this.plain) return size === 1 ? 1 : size === 2 ? 3 : 2 * size - 1;
    const cls = this.members.subarray(at, at + size);
    return size <= 2 ? this.win.bound(cls, 2) : this.win.setBound(cls, 2, true);
  }

  /** Sort big[0..m) by class size, largest first (then in order of `touched`): an insertion sort, in place. */
  private bySize(m: number): void {
    const { big, counts, touched } = this;
    for (let i = 1; i < m; i++) {
      const t = big[i]!;
      const size = counts[touched[t]!]!;
      let j = i - 1;
      while (j >= 0 && counts[touched[big[j]!]!]! < size) {
        big[j + 1] = big[j]!;
        j--;
      }
      big[j + 1] = t;
    }
  }

  /**
   * A class's bound with two guesses left (a lower bound, exact or at least `beta`): from a class
   * known to lose enough answers, or else from a scan, whose losses are then kept.
   */
  private classBound(cls: Candidates, cols: Uint32Array, pattern: number, beta: number, scan: ClassScan): number {
    const { known } = this;
    const b = scan(cls, cols, pattern, beta);
    // A bound b says every second guess loses ⌈(b − 2s) / loss⌉ answers at least (2s: what the
    // guesses cost a class that loses none, a candidate found at once or not).
    known.read(cols);
    known.add(Math.ceil((b - 2 * cls.length) / this.win.valuation.loss));
    return b;
  }

  /**
   * With equal weights, a class's bound of at least `beta` from its one-letter clusters or from a
   * class known to lose enough answers (losing y costs at least 2s − 1 + y·loss: a candidate next,
   * then the last guess); undefined when neither reaches beta.
   */
  private cheap(cls: Candidates, cols: Uint32Array, beta: number): number | undefined {
    const s = cls.length;
    const loss = this.win.valuation.loss;
    const x = Math.ceil((beta - (2 * s - 1)) / loss);
    this.known.read(cols);
    if (x >= 1 && x <= s && this.known.proves(x)) return 2 * s - 1 + x * loss;
    const clusters = this.win.setBound(cls, 2, true);
    return clusters >= beta ? clusters : undefined;
  }

  /**
   * Raise the bounds of the classes big[from..m) to what classes known say they lose at least;
   * returns by how much their sum rose.
   */
  private tighten(from: number, m: number): number {
    const { big, touched, starts, counts, bounds, cols } = this;
    const { known } = this;
    const loss = this.win.valuation.loss;
    let rise = 0;
    for (let j = from; j < m; j++) {
      const t = big[j]!;
      const p = touched[t]!;
      const s = counts[p]!;
      known.read(cols.subarray(starts[p]!, starts[p]! + s));
      const y = known.least();
      const b = 2 * s - 1 + y * loss;
      if (y >= 1 && b > bounds[t]!) {
        rise += b - bounds[t]!;
        bounds[t] = b;
      }
    }
    return rise;
  }

  /**
   * Sort the set's answers by pattern (a counting sort, in ascending pattern order within each
   * class's first appearance): `touched` gets the patterns met, `starts` and `counts` where each
   * class is in `members` (answer ids) and `cols` (their columns). Returns how many classes.
   */
  private group(cells: ArrayLike<number>, off: number, set: Candidates): number {
    const { counts, starts, touched, members, cols } = this;
    const n = set.length;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const p = cells[off + i]!;
      if (counts[p]!++ === 0) touched[m++] = p;
    }
    let at = 0;
    for (let t = 0; t < m; t++) {
      const p = touched[t]!;
      starts[p] = at;
      at += counts[p]!;
    }
    for (let i = 0; i < n; i++) {
      const p = cells[off + i]!;
      const j = starts[p]!++;
      members[j] = set[i]!;
      cols[j] = i;
    }
    for (let t = 0; t < m; t++) starts[touched[t]!]! -= counts[touched[t]!]!;
    return m;
  }
}
