import { guessLowerBound, INFEASIBLE } from './bounds.js';
import type { Frame } from './frame.js';

/**
 * The guesses worth trying at a node, best first: ascending Σ (class size)², candidates first on
 * ties. Or the node settled by the scan itself: a guess that splits the set into singletons is
 * optimal (2n − 1 for a candidate, 2n otherwise, the closed-form bounds), and with two guesses left
 * nothing else can work.
 */
export type Ordering =
  | { readonly kind: 'settled'; readonly value: number; readonly guess: number }
  | {
      readonly kind: 'list';
      /** Guess ids, best first. */
      readonly guesses: Int32Array;
      /** lowerBounds[g]: the closed-form bound of guess g (valid for the listed guesses). */
      readonly lowerBounds: Int32Array;
      /** Smallest bound among the guesses dropped because their bound reached beta (INFEASIBLE if none). */
      readonly prunedBound: number;
    };

/** One node to scan: its answers, their columns in the parent frame, and where to gather its own frame. */
export interface ScanInput {
  /** Answer ids, ascending. */
  readonly set: Uint16Array;
  /** positions[i]: the column of set[i] in `parent`. */
  readonly positions: Uint16Array;
  readonly parent: Frame;
  /** Receives the rows of every scanned guess for this set (stride set.length). */
  readonly out: Frame;
}

/** Scratch space for scanning every allowed guess against a set; one per search. */
export class GuessOrderer {
  private readonly counts: Uint16Array;
  private readonly touched: Uint16Array;
  private readonly inSet: Uint8Array;
  private readonly keys: Float64Array;
  private readonly bounds: Int32Array[] = [];
  private sumSquares = 0;

  constructor(
    patternCount: number,
    private readonly nAnswers: number,
    private readonly nGuesses: number,
  ) {
    this.counts = new Uint16Array(patternCount);
    this.touched = new Uint16Array(patternCount);
    this.inSet = new Uint8Array(nAnswers);
    this.keys = new Float64Array(nGuesses);
  }

  /**
   * Hot loop: the number of distinct feedbacks guess g gets over the set (the green one included),
   * leaving Σ size² in `sumSquares`; copies the row into `out` when given. Counts are incremented
   * in place and reset via `touched`.
   */
  private classesOf(g: number, input: ScanInput, copy: boolean): number {
    const { counts, touched } = this;
    const { positions } = input;
    const src = input.parent.cells;
    const dst = input.out.cells;
    const n = positions.length;
    const from = g * input.parent.n;
    const to = g * n;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const p = src[from + positions[i]!]!;
      if (copy) dst[to + i] = p;
      const c = counts[p]!;
      touched[k] = p;
      k += c === 0 ? 1 : 0;
      counts[p] = c + 1;
    }
    let sq = 0;
    for (let t = 0; t < k; t++) {
      const p = touched[t]!;
      const c = counts[p]!;
      sq += c * c;
      counts[p] = 0;
    }
    this.sumSquares = sq;
    return k;
  }

  /**
   * Scan the allowed guesses (which must include every candidate) for a set of n ≥ 3 answers with
   * d ≥ 2 guesses left. `level` selects the scratch row for bounds (one per recursion level, e.g. d).
   * When the result is a list, `input.out` holds the rows of every allowed guess.
   */
  order(input: ScanInput, allowed: Int32Array, d: number, beta: number, level: number): Ordering {
    const { set } = input;
    const n = set.length;
    const { inSet, keys } = this;
    // Candidates first: one that splits the rest into singletons is optimal at 2n − 1. Failing
    // that, every guess costs ≥ 2n, so a candidate that leaves one pair (n − 2 non-green classes;
    // the pair costs 3) is optimal at 2n, and the other guesses need not be scanned at all.
    let pairGuess = -1;
    for (let i = 0; i < n; i++) {
      const g = set[i]!;
      const k = this.classesOf(g, input, false);
      if (k === n) return { kind: 'settled', value: 2 * n - 1, guess: g };
      if (k === n - 1 && pairGuess < 0) pairGuess = g;
    }
    if (pairGuess >= 0 && d >= 3) return { kind: 'settled', value: 2 * n, guess: pairGuess };
    for (let i = 0; i < n; i++) inSet[set[i]!] = 1;
    try {
      const nA = this.nAnswers;
      const G = this.nGuesses;
      const lbs = (this.bounds[level] ??= new Int32Array(G));
      let count = 0;
      let pruned = INFEASIBLE;
      for (let j = 0; j < allowed.length; j++) {
        const g = allowed[j]!;
        const cand = g < nA && inSet[g] === 1;
        const k = this.classesOf(g, input, true);
        if (!cand && k === n) return { kind: 'settled', value: 2 * n, guess: g }; // no candidate reached 2n − 1
        if (d === 2 || (!cand && k === 1)) continue; // infeasible with two left / no information
        const lb = guessLowerBound(n, cand, cand ? k - 1 : k);
        if (lb >= beta) {
          if (lb < pruned) pruned = lb;
          continue;
        }
        lbs[g] = lb;
        keys[count++] = (this.sumSquares * 2 + (cand ? 0 : 1)) * G + g;
      }
      const sorted = keys.subarray(0, count).sort();
      const guesses = new Int32Array(count);
      for (let i = 0; i < count; i++) guesses[i] = sorted[i]! % G;
      return { kind: 'list', guesses, lowerBounds: lbs, prunedBound: pruned };
    } finally {
      for (let i = 0; i < n; i++) inSet[set[i]!] = 0;
    }
  }
}
