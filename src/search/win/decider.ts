import { WordleError } from '../../core/errors.js';
import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { allGreen, patternCount } from '../../core/pattern.js';
import { expectInt, expectMatrix, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { maxClasses } from '../bounds/closed-form.js';
import { ClusterIndex } from '../bounds/cluster-cut.js';
import { HardRules, type HardState } from '../hard-mode/state.js';
import { memoKey } from '../memo/memo.js';
import { sortedHas } from '../position/sorted-ids.js';

/** A strategy that finds every answer of a set: the guess, then the plan for each other feedback. */
export interface WinPlan {
  readonly guess: number;
  /** Pattern → the plan of the answers that give it (none for the all-green one). */
  readonly next: ReadonlyMap<number, WinPlan>;
}

/** What deciding a set gave: a plan that wins every game, a proof that none exists, or not known within the budget. */
export type WinDecision =
  { readonly kind: 'wins'; readonly plan: WinPlan } | { readonly kind: 'loses' } | { readonly kind: 'unknown' };

/** Options of a WinDecider. */
export interface WinDeciderOptions {
  /** Hard mode: only guesses legal after the turns so far. @default false */
  readonly hard?: boolean;
  /** Memo entries kept before the memo is emptied. @default 2_000_000 */
  readonly memoEntries?: number;
}

/** Thrown inside a search when its budget of work is spent (never escapes `decide`). */
class Spent extends Error {}

/**
 * Decides whether every answer of a set can be found within the guesses left, without valuing
 * anything: an AND-OR search that, for a set, tries the legal guesses smallest largest class first
 * (then the most classes, answers first) and accepts the first one whose every class can be
 * finished with one guess fewer. A "wins" comes with the plan that proves it; a "loses" means
 * every legal guess was exhausted. Before any scan the cheap facts of bounds/closed-form.ts and bounds/cluster-cut.ts
 * rule sets out: with d guesses left a guess finds one answer and leaves at most `maxClasses`
 * other classes, so at most cap(d) = 1 + maxClasses · cap(d − 1) answers can be finished, and a
 * one-letter cluster larger than `clusterCapacity(d)` cannot be. Results are memoized per (set,
 * guesses left, hard-mode state), exactly.
 */
export class WinDecider {
  private readonly rules: HardRules | undefined;
  private readonly clusters: ClusterIndex;
  /** Set → its plan, or the widest search that found none (Infinity: a proof that none exists). */
  private readonly memo = new Map<string, WinPlan | number>();
  private readonly caps: number[] = [0, 1];
  private readonly green: number;
  private readonly nA: number;
  private readonly counts: Uint32Array;
  private readonly touched: Uint16Array;
  private readonly all: Int32Array;
  private readonly memoEntries: number;
  private work = 0;
  private limit = Infinity;
  private width = Infinity;

  constructor(
    readonly words: WordSet,
    readonly matrix: PatternMatrix,
    options: WinDeciderOptions = {},
  ) {
    expectWordSet(words, 'WinDecider');
    expectMatrix(matrix, 'WinDecider');
    if (words.answers.length >= 2 ** 16 || words.guesses.length >= 2 ** 20) {
      throw new WordleError('TOO_LARGE', 'WinDecider takes fewer than 65536 answers and 1048576 guesses');
    }
    this.memoEntries = options.memoEntries ?? 2_000_000;
    expectInt(this.memoEntries, 'WinDecider', 'options.memoEntries', 1);
    this.rules = options.hard === true ? new HardRules(words.guesses, words.length) : undefined;
    this.clusters = new ClusterIndex(words.answers, words.length);
    this.green = allGreen(words.length);
    this.nA = words.answers.length;
    const np = patternCount(words.length);
    this.counts = new Uint32Array(np);
    this.touched = new Uint16Array(np);
    this.all = Int32Array.from(words.guesses, (_, g) => g);
    for (let d = 2; d <= 64; d++) this.caps[d] = Math.min(1e15, 1 + maxClasses(words.length) * this.caps[d - 1]!);
  }

  /** The state before any guess (every guess allowed; '' in normal mode). */
  rootState(): HardState | undefined {
    return this.rules?.root();
  }

  /** The state after guess g got `pattern`. */
  after(state: HardState | undefined, g: number, pattern: number): HardState | undefined {
    return this.rules === undefined || state === undefined ? state : this.rules.after(state, g, pattern);
  }

  /** Empties the memo (what it holds is exact, but it takes memory). */
  clear(): void {
    this.memo.clear();
  }

  /**
   * Can every answer of `set` (ids, ascending) be found within d guesses under `state`? `budget`:
   * the most pattern reads before giving up with 'unknown' (what was settled stays memoized).
   * `width`: try only the first `width` guesses of each set (a plan found is still a proof; finding
   * none is then 'unknown').
   */
  decide(set: Candidates, d: number, state: HardState | undefined, budget = Infinity, width = Infinity): WinDecision {
    this.work = 0;
    this.limit = budget;
    this.width = width;
    try {
      const plan = this.solve(set, d, state);
      if (plan !== null) return { kind: 'wins', plan };
      return width === Infinity ? { kind: 'loses' } : { kind: 'unknown' };
    } catch (e) {
      if (e instanceof Spent) return { kind: 'unknown' };
      throw e;
    }
  }

  /** True when a cheap fact shows the set cannot be finished with d guesses left. */
  private hopeless(set: Candidates, d: number): boolean {
    if (set.length <= 1) return set.length === 1 && d < 1;
    return d <= 1 || set.length > this.caps[Math.min(d, 64)]! || this.clusters.infeasible(set, d);
  }

  private solve(set: Candidates, d: number, state: HardState | undefined): WinPlan | null {
    if (set.length === 1 && d >= 1) return { guess: set[0]!, next: new Map() };
    if (this.hopeless(set, d)) return null;
    const key = memoKey(set, d, state?.key ?? '');
    const known = this.memo.get(key);
    if (typeof known === 'object') return known;
    // a search at least as wide found nothing (d = 2 is always exhaustive)
    if (known !== undefined && (known >= this.width || d === 2)) return null;
    const plan = d === 2 ? this.lastSplit(set, state) : this.search(set, d, state);
    if (this.memo.size >= this.memoEntries) this.memo.clear();
    this.memo.set(key, plan ?? this.width);
    return plan;
  }

  private spend(n: number): void {
    this.work += n;
    if (this.work > this.limit) throw new Spent();
  }

  /** Counts guess g's classes on the set: the number of classes and the largest, packed (classes · 2^20 + largest). */
  private profile(g: number, set: Candidates): number {
    const { counts, touched } = this;
    const data = this.matrix.data;
    const base = g * this.nA;
    let parts = 0;
    let largest = 0;
    for (let i = 0; i < set.length; i++) {
      const p = data[base + set[i]!]!;
      const c = counts[p]! + 1;
      counts[p] = c;
      if (c === 1) touched[parts++] = p;
      if (c > largest) largest = c;
    }
    for (let k = 0; k < parts; k++) counts[touched[k]!] = 0;
    return parts * 2 ** 20 + largest;
  }

  /** Two guesses left: a guess that puts every answer in a class of its own, if any. */
  private lastSplit(set: Candidates, state: HardState | undefined): WinPlan | null {
    const allowed = state?.allowed ?? this.all;
    const n = set.length;
    // Answers of the set first: they are legal in hard mode and often split best.
    for (const g of set) if (Math.floor(this.profile(g, set) / 2 ** 20) === n) return this.leaves(g, set);
    this.spend(n * n);
    for (const g of allowed) {
      if (Math.floor(this.profile(g, set) / 2 ** 20) === n) return this.leaves(g, set);
    }
    this.spend(n * allowed.length);
    return null;
  }

  /** The plan of guess g that splits the set into single answers. */
  private leaves(g: number, set: Candidates): WinPlan {
    const next = new Map<number, WinPlan>();
    for (const a of set) {
      const p = this.matrix.data[g * this.nA + a]!;
      if (p !== this.green) next.set(p, { guess: a, next: new Map() });
    }
    return { guess: g, next };
  }

  /** Three or more guesses left: the legal guesses in order, the first whose classes can all be finished. */
  private search(set: Candidates, d: number, state: HardState | undefined): WinPlan | null {
    const allowed = state?.allowed ?? this.all;
    const cap = this.caps[d - 1]!;
    // One sortable number per guess: the smallest largest class, then the most classes, then
    // answers of the set (they may end the game), then the lowest id: exact below 2^53 (the
    // constructor's limits).
    const keys = new Float64Array(allowed.length);
    let m = 0;
    for (const g of allowed) {
      const s = this.profile(g, set);
      const largest = s % 2 ** 20;
      if (largest > cap) continue;
      const parts = (s - largest) / 2 ** 20;
      const hit = g < this.nA && sortedHas(set, g) ? 1 : 0;
      keys[m++] = (((2 ** 16 - 1 - largest) * 2 ** 16 + parts) * 2 + hit) * 2 ** 20 + (2 ** 20 - 1 - g);
    }
    this.spend(set.length * allowed.length);
    const ranked = keys.subarray(0, m).sort().reverse();
    // (with three guesses left a set is cheap to search wide: its classes need one perfect split each)
    const width = d === 3 ? this.width * 16 : this.width;
    for (const key of ranked.subarray(0, Math.min(ranked.length, width))) {
      const plan = this.tryGuess(2 ** 20 - 1 - (key % 2 ** 20), set, d, state);
      if (plan !== null) return plan;
    }
    return null;
  }

  /** Guess g's plan when every class it leaves can be finished with d − 1 guesses, else null. */
  private tryGuess(g: number, set: Candidates, d: number, state: HardState | undefined): WinPlan | null {
    const classes = this.classes(g, set);
    for (const [, c] of classes) if (this.hopeless(c, d - 1)) return null;
    const order = [...classes].sort((a, b) => b[1].length - a[1].length);
    const next = new Map<number, WinPlan>();
    for (const [p, c] of order) {
      const plan = this.solve(c, d - 1, this.after(state, g, p));
      if (plan === null) return null;
      next.set(p, plan);
    }
    return { guess: g, next };
  }

  /** The classes guess g leaves on the set, by pattern (the all-green one left out: it is found). */
  private classes(g: number, set: Candidates): Map<number, Candidates> {
    const byPattern = new Map<number, number[]>();
    const base = g * this.nA;
    for (const a of set) {
      const p = this.matrix.data[base + a]!;
      if (p === this.green) continue;
      const c = byPattern.get(p);
      if (c === undefined) byPattern.set(p, [a]);
      else c.push(a);
    }
    this.spend(set.length);
    return new Map([...byPattern].map(([p, c]) => [p, Uint32Array.from(c)]));
  }
}
