import type { Candidates } from '../../core/filter.js';
import { INFEASIBLE, setLowerBound } from '../bounds/closed-form.js';
import type { HardState } from '../hard-mode/state.js';
import type { SearchParts } from './parts.js';
import type { WinRules } from '../win/rules.js';

/**
 * What a set's value is bounded by before any scan: the closed forms, the cluster cuts, the memo
 * and (hard mode) the lost cores; `trivial` gives the value outright when these settle it.
 */
export class SetBounds {
  constructor(private readonly parts: SearchParts) {}

  /**
   * The value when it needs no scan (tiny sets, bounds, the cluster cut, the memo under `key`, the
   * set's memo key); else undefined. `cut`: hard mode's cluster cut is known to find no answer
   * lost (hardCut found none for this class), and is not asked again.
   */
  trivial(set: Candidates, d: number, beta: number, key: string, state: HardState, cut = false): number | undefined {
    const n = set.length;
    if (this.parts.win !== undefined) {
      if (n <= 2 || d <= 1) return this.parts.win.bound(set, d);
      const excess = this.clusterExcess(set, d, state);
      const lb = this.parts.win.setBound(set, d, true, excess);
      if (lb >= beta) return lb;
      const known = this.parts.memo.get(key);
      if (known !== undefined && (known.kind === 'exact' || known.value >= beta)) return known.value;
      return this.coreBound(this.parts.win, set, d, beta, state, key, excess, Math.max(lb, known?.value ?? 0));
    }
    if (n === 1) return d >= 1 ? 1 : INFEASIBLE;
    const lb0 = setLowerBound(n, d, this.parts.classLimit);
    if (n === 2 || lb0 >= beta || lb0 >= INFEASIBLE) return lb0;
    if (
      this.parts.hardClusters === undefined
        ? this.parts.clusters.infeasible(set, d)
        : !cut && this.parts.hardClusters.excess(set, d, state) > 0
    ) {
      return INFEASIBLE;
    }
    const known = this.parts.memo.get(key);
    if (known !== undefined && (known.kind === 'exact' || known.value >= beta)) return known.value;
    // Only where the cutoff asks whether the set can be finished at all (a losing outcome's
    // 'total' pass): in a winnable position's search the cutoffs are totals, and looking cost more
    // than it cut (SALET = BBBBB in hard mode, `npm run bench:optimal -- --only positions`).
    if (this.parts.cores !== undefined && beta > INFEASIBLE / 2 && this.parts.cores.lost(set, d, state) > 0)
      return INFEASIBLE;
    return undefined;
  }

  /**
   * The 'win' objective: the bound from the answers a kept core says the set loses (LostCores), if
   * it reaches beta; otherwise undefined, and a bound above `known` is kept in the memo for the
   * node's own bound. `excess`: the cluster cut's answers lost.
   */
  private coreBound(
    win: WinRules,
    set: Candidates,
    d: number,
    beta: number,
    state: HardState,
    key: string,
    excess: number,
    known: number,
  ): number | undefined {
    const lost = this.parts.cores?.lost(set, d, state) ?? 0;
    if (lost <= excess) return undefined;
    const bound = win.setBound(set, d, true, lost);
    if (bound >= beta) return bound;
    if (bound > known) this.parts.memo.raiseLower(key, bound);
    return undefined;
  }

  /** The answers a set's value (or lower bound) says it loses at least: for 'total', one if it is infeasible. */
  lostIn(value: number): number {
    return this.parts.win === undefined ? (value >= INFEASIBLE ? 1 : 0) : Math.floor(value / this.parts.valuation.loss);
  }

  /** The answers of the set lost at least whatever is played (the cluster cut; hard mode's is sharper). */
  clusterExcess(set: Candidates, d: number, state: HardState): number {
    return this.parts.hardClusters?.excess(set, d, state) ?? this.parts.clusters.excess(set, d);
  }

  /** A set's closed-form bound before any scan (`setLowerBound`, or for the 'win' objective `WinRules.bound`). */
  setBound(set: Candidates, d: number): number {
    return this.parts.win?.bound(set, d) ?? setLowerBound(set.length, d, this.parts.classLimit);
  }

  /**
   * Hard mode, before any class of a guess (its `patterns` and `groups`) is looked up:
   * hard-mode/clusters.ts's answers lost, read off each class's pattern without making its state,
   * raising `lbs` and the total (returned) until it reaches beta. (Most guesses of a losing position
   * are refuted so.) `within`: the largest one-letter cluster at each position of the node's set,
   * which bounds its classes' (see excessAfter): most classes are then settled without a pass over
   * them, so their order no longer matters (largest first, as before, took as many nodes and more
   * time: MEALS = BYYBB in hard mode, every first guess, 15416 nodes either way).
   */
  hardCut(
    patterns: ArrayLike<number>,
    groups: readonly Candidates[],
    lbs: number[],
    d: number,
    total: number,
    beta: number,
    state: HardState,
    within: Uint16Array,
  ): number {
    const cut = this.parts.hardClusters;
    if (cut === undefined || d - 1 < 2) return total;
    for (let i = 0; i < groups.length; i++) {
      const c = groups[i]!;
      if (c.length <= 2 || patterns[i] === this.parts.green) continue;
      const excess = cut.excessAfter(c, d - 1, state.greens, patterns[i]!, within);
      if (excess === 0) continue;
      const bound = this.parts.win === undefined ? INFEASIBLE : this.parts.win.setBound(c, d - 1, true, excess);
      if (bound <= lbs[i]!) continue;
      total += bound - lbs[i]!;
      lbs[i] = bound;
      if (total >= beta) return total;
    }
    return total;
  }
}
