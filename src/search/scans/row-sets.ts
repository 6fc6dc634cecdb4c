import { guessLowerBound, INFEASIBLE } from '../bounds/closed-form.js';
import type { KernelViews } from '../kernel/kernel.js';
import { RadixRows } from './radix-sort.js';

/** What a node's full scan decides: the node is settled, or these rows are worth keeping. */
export type ScanOutcome =
  | { readonly kind: 'settled'; readonly value: number; readonly guess: number }
  | { readonly kind: 'rows'; readonly useful: Int32Array };

/**
 * A guess's closed-form bound from the classes k it makes (the green one included), its id g,
 * whether it is a candidate, and its row r of the node's frame.
 */
export type RowBound = (k: number, g: number, cand: boolean, r: number) => number;

/** The guesses a node tries, best first, with the closed-form lower bound of each. */
export interface RowOrder {
  readonly order: Int32Array;
  readonly bounds: Float64Array;
  /**
   * Smallest bound among the rows left out because their bound reached beta (if none, INFEASIBLE,
   * or beta itself when beta is above it: the 'win' objective's values under a prior pass INFEASIBLE).
   */
  readonly pruned: number;
}

/**
 * Bookkeeping over the rows (guesses) of a node's frame after its scan: which rows settle the
 * node, which are worth passing down, which are the same guess in disguise, and in what order to
 * try them. Scratch space is reused from node to node.
 */
export class RowSets {
  private readonly keys: Float64Array;
  private readonly lbs: Float64Array;
  /** `order`'s rows kept and their ranks, and the radix sort of them. */
  private readonly kept: Int32Array;
  private readonly ranks: Uint32Array;
  private readonly radix: RadixRows;
  private readonly levels: Level[] = [];
  /** Rows per class count, for the counting sort of `byClasses` (class counts are < 65536). */
  private readonly buckets = new Int32Array(65537);

  constructor(private readonly maxRows: number) {
    this.keys = new Float64Array(maxRows);
    this.lbs = new Float64Array(maxRows);
    this.kept = new Int32Array(maxRows);
    this.ranks = new Uint32Array(maxRows);
    this.radix = new RadixRows(maxRows);
  }

  /**
   * The scratch arrays of one search level (guesses left): a node's rows live there while its
   * children, one level down, use theirs. Reusing them keeps the search from allocating (and the
   * garbage collector from working) at every node.
   */
  level(d: number): Level {
    let l = this.levels[d];
    if (l === undefined) {
      const m = this.maxRows;
      l = {
        guesses: new Int32Array(m),
        useful: new Int32Array(m),
        order: new Int32Array(m),
        bounds: new Float64Array(m),
        legal: new Int32Array(m),
        classes: new Int32Array(m),
        sorted: new Int32Array(m),
        answerRows: new Int32Array(m),
        guessRows: undefined,
      };
      this.levels[d] = l;
    }
    return l;
  }

  /**
   * Read a scan of R rows over a set of n answers (d guesses left; inSet marks the set's answers,
   * which are the guess ids below nA that are candidates). A non-candidate that splits the set into
   * singletons settles the node at 2n (the candidates were checked before the scan). A row that does
   * not split the set at all is useless here and in every subset, so it is dropped. With `full`,
   * nothing settles early: every useful row is listed.
   */
  classify(
    views: KernelViews,
    guesses: Int32Array,
    R: number,
    n: number,
    inSet: Uint8Array,
    nA: number,
    level: Level,
    full = false,
  ): ScanOutcome {
    const { outK } = views;
    const useful = level.useful;
    let m = 0;
    for (let r = 0; r < R; r++) {
      const g = guesses[r]!;
      const k = outK[r]!;
      const cand = g < nA && inSet[g] === 1;
      if (!cand) {
        if (k === n && !full) return { kind: 'settled', value: 2 * n, guess: g };
        if (k === 1) continue;
      }
      useful[m++] = r;
    }
    return { kind: 'rows', useful: useful.subarray(0, m) };
  }

  /**
   * The rows to try, best first: ascending Σ (class size)², candidates first on ties, then by row.
   * Rows whose closed-form bound (`guessLowerBound`, or `bound` when given: weighted answers)
   * reaches beta are left out (the least such bound is reported).
   */
  order(
    views: KernelViews,
    rows: Int32Array,
    guesses: Int32Array,
    n: number,
    beta: number,
    inSet: Uint8Array,
    nA: number,
    level: Level,
    bound?: RowBound,
  ): RowOrder {
    const { outK, outPairs } = views;
    const { ranks, kept, lbs } = this;
    let count = 0;
    // The fail bound's start: never below beta, or a node whose every guess reaches a beta above
    // INFEASIBLE (a loss under a prior) would return INFEASIBLE as if it were its exact value.
    let pruned = beta > INFEASIBLE + 1 ? beta : INFEASIBLE;
    let ascending = true;
    for (let j = 0; j < rows.length; j++) {
      const r = rows[j]!;
      const g = guesses[r]!;
      const cand = g < nA && inSet[g] === 1;
      const k = outK[r]!;
      const lb = bound === undefined ? guessLowerBound(n, cand, cand ? k - 1 : k) : bound(k, g, cand, r);
      if (lb >= beta) {
        if (lb < pruned) pruned = lb;
        continue;
      }
      lbs[r] = lb;
      if (count > 0 && r <= kept[count - 1]!) ascending = false;
      // Σ (class size)² is n + 2·pairs: the rank 2·pairs + [not a candidate] orders alike.
      ranks[count] = 2 * outPairs[r]! + (cand ? 0 : 1);
      kept[count++] = r;
    }
    const sorted = this.sortByRank(count, ascending && n <= MAX_RADIX_N, guesses.length);
    const order = level.order.subarray(0, count);
    const bounds = level.bounds.subarray(0, count);
    for (let i = 0; i < count; i++) {
      const r = sorted[i]!;
      order[i] = r;
      bounds[i] = lbs[r]!;
    }
    return { order, bounds, pruned };
  }

  /**
   * `kept[0..count)` sorted by `ranks`, then by row: by the radix sort when the rows come ascending
   * (it keeps ties in order) and there are enough of them, else by sorting keys rank · R + row.
   */
  private sortByRank(count: number, radix: boolean, R: number): Int32Array {
    const { ranks, kept, keys } = this;
    if (radix && count >= RADIX_FROM) return this.radix.sort(ranks, kept, count);
    for (let i = 0; i < count; i++) keys[i] = ranks[i]! * R + kept[i]!;
    const sorted = keys.subarray(0, count).sort();
    for (let i = 0; i < count; i++) kept[i] = sorted[i]! % R;
    return kept;
  }

  /**
   * `rows` sorted by a count per row, `classes[r]`, most first (ties keep their order), into
   * `out`: a counting sort, linear in the rows. Counts are below 65536.
   */
  byClasses(rows: Int32Array, classes: Int32Array, out: Int32Array): Int32Array {
    const { buckets } = this;
    let top = 0;
    for (let j = 0; j < rows.length; j++) {
      const k = classes[rows[j]!]!;
      buckets[k]!++;
      if (k > top) top = k;
    }
    // Start of each count's run, most classes first.
    let at = 0;
    for (let k = top; k >= 0; k--) {
      const c = buckets[k]!;
      buckets[k] = at;
      at += c;
    }
    for (let j = 0; j < rows.length; j++) out[buckets[classes[rows[j]!]!]!++] = rows[j]!;
    buckets.fill(0, 0, top + 1);
    return out.subarray(0, rows.length);
  }

  /**
   * The rows whose guess is in `allowed` (both ascending by guess id): hard mode's legal subset.
   * A node asks with the same rows for many classes (each guess's), and the classes allow far
   * fewer guesses than the node has rows: so each guess's row is looked up in a table made once
   * per list of rows (in `level`), and the allowed guesses are read off it.
   */
  legal(guesses: Int32Array, rows: Int32Array, allowed: Int32Array, level: Level): Int32Array {
    const out = level.legal;
    const rowByGuess = this.rowByGuess(guesses, rows, level);
    let m = 0;
    for (let j = 0; j < allowed.length; j++) {
      const r = rowByGuess[allowed[j]!]!;
      if (r >= 0) out[m++] = r;
    }
    return out.subarray(0, m);
  }

  /**
   * `level.guessRows.row`: the row of each guess of `rows`, -1 for every other guess (made on first
   * use: only hard mode asks); remade when `rows` or `guesses` is another array than the last time
   * (a node's lists are made for it, so the same array is the same list). The guesses it set are
   * kept to clear it, as the rows' memory may have been reused since.
   */
  private rowByGuess(guesses: Int32Array, rows: Int32Array, level: Level): Int32Array {
    const t = (level.guessRows ??= {
      row: new Int32Array(this.maxRows).fill(-1),
      ids: new Int32Array(this.maxRows),
      count: 0,
      rows: undefined,
      guesses: undefined,
    });
    if (t.rows === rows && t.guesses === guesses) return t.row;
    for (let i = 0; i < t.count; i++) t.row[t.ids[i]!] = -1;
    for (let i = 0; i < rows.length; i++) {
      const g = guesses[rows[i]!]!;
      t.row[g] = rows[i]!;
      t.ids[i] = g;
    }
    t.count = rows.length;
    t.rows = rows;
    t.guesses = guesses;
    return t.row;
  }
}

/** Sets up to this size have ranks below 2³² (n² − n + 1 at most). */
const MAX_RADIX_N = 65535;
/** Fewer rows than this are sorted by comparison (the radix sort's passes cost more for them). */
const RADIX_FROM = 256;

/** Scratch rows of one search level (see `RowSets.level`). */
export interface Level {
  readonly guesses: Int32Array;
  readonly useful: Int32Array;
  readonly order: Int32Array;
  readonly bounds: Float64Array;
  readonly legal: Int32Array;
  /** The number of classes each row of the node's frame makes on the node's set. */
  readonly classes: Int32Array;
  /** The node's child rows sorted by `classes`, most first (see `RowSets.byClasses`). */
  readonly sorted: Int32Array;
  /** The row of each answer of the node's set in its frame, by answer id. */
  readonly answerRows: Int32Array;
  /** `legal`'s table (`RowSets.rowByGuess`), made on first use. */
  guessRows: GuessRows | undefined;
}

/** The row of each guess id of the rows a table was made for (`rows`, of the frame's `guesses`), else -1. */
interface GuessRows {
  readonly row: Int32Array;
  /** The guess ids set in `row` (the first `count`). */
  readonly ids: Int32Array;
  count: number;
  rows: Int32Array | undefined;
  guesses: Int32Array | undefined;
}
