import type { Candidates } from '../../core/filter.js';
import { patternCount } from '../../core/pattern.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { AlikeSplits } from './alike-splits.js';
import type { FrameRef } from '../kernel/frame-refs.js';
import type { Kernel } from '../kernel/kernel.js';
import type { RowSets } from './row-sets.js';

/** A node's scanned frame and the rows it passes down to its classes. */
export interface NodeRows {
  readonly frame: FrameRef;
  /** The rows worth keeping (ascending). */
  readonly useful: Int32Array;
  /** The rows passed down: `useful`, less (in normal mode) the twins of earlier rows; ascending. */
  children(): Int32Array;
  /** `children()` sorted by the classes each makes on the node's set (`frame.classes`), most first. */
  byClasses(): Int32Array;
}

/** A scan's rows best first (`order`) with their closed-form bounds. */
export interface RankedRows {
  readonly order: Int32Array;
  readonly bounds: Float64Array;
}

/** The guesses worth trying first in a position (Searcher.firstGuesses). */
export interface GuessList {
  guesses: Word[];
  bounds: number[];
  /**
   * Normal mode, without `distinct`: which earlier guess of the list splits the answers alike (see
   * AlikeSplits); read before the searcher's next position.
   */
  alike?: AlikeSplits;
}

/**
 * The rows of a scanned frame that a node keeps: those it passes down to its classes (in normal
 * mode without the twins of earlier rows), and the list of first guesses made from them.
 */
export class FrameRows {
  private readonly nA: number;

  constructor(
    private readonly words: WordSet,
    private readonly kernel: Kernel,
    private readonly rowSets: RowSets,
    /** The all-green pattern. */
    private readonly green: number,
    /** Hard mode: every useful row is passed down (a twin may be legal where its earlier row is not). */
    private readonly hard: boolean,
  ) {
    this.nA = words.answers.length;
  }

  /**
   * The rows a node passes down (see NodeRows), each list made on first use; `scratch(m)` gives
   * the array of m rows that `byClasses` sorts into.
   */
  nodeRows(frame: FrameRef, useful: Int32Array, scratch: (m: number) => Int32Array): NodeRows {
    let sifted: Int32Array | undefined = this.hard ? useful : undefined;
    let sorted: Int32Array | undefined;
    const children = (): Int32Array => (sifted ??= this.distinct(frame.off, frame.stride, useful, frame.guesses));
    const byClasses = (): Int32Array => {
      const rows = children();
      return (sorted ??= this.rowSets.byClasses(rows, frame.classes!, scratch(rows.length)));
    };
    return { frame, useful, children, byClasses };
  }

  /** `firstGuesses`' list from a full scan of the set into the frame at `frameOff`. */
  list(
    set: Candidates,
    frameOff: number,
    guesses: Int32Array,
    useful: Int32Array,
    ranked: RankedRows,
    distinct: boolean,
    /** While the frame stays where it is (`alike` reads it later); by default, until the next call. */
    live: () => boolean = () => false,
  ): GuessList {
    const n = set.length;
    const word = (g: number): Word => this.words.guesses[g]!;
    const out: GuessList = { guesses: [], bounds: [] };
    if (!distinct || this.hard) {
      // Every ranked row is useful (the scan ranks only those): the list is the ranking.
      const { order } = ranked;
      out.guesses = Array.from(order, (r) => word(guesses[r]!));
      out.bounds = Array.from(ranked.bounds);
      if (this.hard) return out;
      const own = (i: number): boolean => this.isCandidateRow(guesses[order[i]!]!, frameOff, n, order[i]!);
      const patterns = patternCount(this.words.length);
      const cells = (): Uint8Array | Uint16Array => {
        if (!live()) throw new Error('internal: a list of first guesses read after its frame was released');
        return this.kernel.views.cells;
      };
      out.alike = new AlikeSplits(cells, frameOff, n, order, own, patterns);
      return out;
    }
    const keep = new Set(this.distinct(frameOff, n, useful, guesses));
    ranked.order.forEach((r, i) => {
      if (!keep.has(r)) return;
      out.guesses.push(word(guesses[r]!));
      out.bounds.push(ranked.bounds[i]!);
    });
    return out;
  }

  /**
   * Normal mode: the rows of `useful` (ascending) less every non-candidate that splits the set
   * exactly like an earlier one (Kernel.distinct). Candidates are all kept: a candidate's own group
   * is free, so it is no twin of anything.
   */
  distinct(frameOff: number, n: number, useful: Int32Array, guesses: Int32Array): Int32Array {
    const cand: number[] = [];
    const { rowIdx } = this.kernel.views;
    let m = 0;
    for (const r of useful) {
      if (this.isCandidateRow(guesses[r]!, frameOff, n, r)) cand.push(r);
      else rowIdx[m++] = r;
    }
    const kept = this.kernel.distinct(frameOff, n, m);
    const out = new Int32Array(kept + cand.length);
    // Merge the candidates back in, keeping rows ascending.
    let i = 0;
    let j = 0;
    for (let o = 0; o < out.length; o++) {
      out[o] = j >= cand.length || (i < kept && rowIdx[i]! < cand[j]!) ? rowIdx[i++]! : cand[j++]!;
    }
    return out;
  }

  /** True when guess g (row r of the frame) is one of the frame's answers: it gets all green once. */
  isCandidateRow(g: number, frameOff: number, n: number, r: number): boolean {
    if (g >= this.nA) return false;
    const { cells } = this.kernel.views;
    for (let i = frameOff + r * n, end = i + n; i < end; i++) if (cells[i] === this.green) return true;
    return false;
  }
}
