import { badArgument } from '../../core/validate.js';

/**
 * Which guesses of a list split a set of answers alike: for each listed row of a frame (patterns
 * at cells[frameOff + r·n + i], one per answer), the index in the list of the first listed row
 * whose patterns make the same groups of answers (patterns relabelled 0, 1, 2… in order of first
 * appearance), or its own index. Rows flagged `own` (candidates: their own answer's group is free)
 * are never matched. In normal mode two non-candidates that split the set alike have the same
 * value, as every class is the same set: a ranking values the first and reuses it for the others.
 *
 * Rows are compared as they are asked for: `of(i)` compares every row up to i; `amongAsked(i)`
 * compares row i with the rows asked about before it only, which is all a ranking needs (see
 * ExactPlay.rank) and spares it the other rows (some 30 asked of 14,670 after TARSE = BYBYY). One
 * object answers one kind of question. The frame must stay where it is until the last question
 * (`cells` is read again at each, as the kernel's memory may grow).
 */
export class AlikeSplits {
  private readonly out: Int32Array;
  /** Rows below this are compared. */
  private done = 0;
  /** False past MAX_CELLS: the rows are not compared, each is its own. */
  private readonly compared: boolean;
  private readonly labels: Int32Array;
  private readonly stamp: Int32Array;
  private readonly code: Uint16Array;
  // The kept rows by hash: an open table of chains (heads by the hash's low bits), not a Map, so
  // that a first search, before the JIT has compiled this, does not pay a Map call per row.
  private readonly heads: Int32Array;
  private readonly mask: number;
  private readonly kept: Int32Array;
  private readonly keptCodes: Uint16Array;
  private readonly chain: Int32Array;
  private nKept = 0;

  constructor(
    private readonly cells: () => ArrayLike<number>,
    private readonly frameOff: number,
    private readonly n: number,
    private readonly rows: ArrayLike<number>,
    private readonly own: (i: number) => boolean,
    patterns: number,
  ) {
    const R = rows.length;
    this.out = new Int32Array(R);
    for (let i = 0; i < R; i++) this.out[i] = i;
    this.compared = R * n <= MAX_CELLS;
    const bits = 32 - Math.clz32(2 * R);
    this.mask = (1 << bits) - 1;
    const big = this.compared;
    this.labels = new Int32Array(big ? patterns : 0);
    this.stamp = new Int32Array(big ? patterns : 0).fill(-1);
    this.code = new Uint16Array(big ? n : 0);
    this.heads = new Int32Array(big ? 1 << bits : 0).fill(-1);
    this.kept = new Int32Array(big ? R : 0);
    this.keptCodes = new Uint16Array(big ? R * n : 0);
    this.chain = new Int32Array(big ? R : 0);
  }

  /** The index of the first listed row that splits the set like row i (i itself if none). */
  of(i: number): number {
    if (this.compared && i >= this.done) this.compare(this.done, i + 1);
    this.done = Math.max(this.done, i + 1);
    return this.out[i]!;
  }

  /**
   * The index of the first row asked about so far (by `amongAsked`, rows ascending) that splits the
   * set like row i, or i itself.
   */
  amongAsked(i: number): number {
    if (i < this.done) badArgument('AlikeSplits.amongAsked', 'i', `above ${this.done - 1}`, i);
    if (this.compared) this.compare(i, i + 1);
    this.done = i + 1;
    return this.out[i]!;
  }

  /** Every row's `of`. */
  all(): Int32Array {
    if (this.compared) this.compare(this.done, this.rows.length);
    this.done = this.rows.length;
    return this.out;
  }

  /** Compare the rows from `start` up to `end` with those compared before. Hot loop (a first search runs it while interpreted). */
  private compare(start: number, end: number): void {
    const { n, rows, frameOff, labels, stamp, code, heads, mask, kept, keptCodes, chain, out } = this;
    const cells = this.cells();
    let nKept = this.nKept;
    for (let i = start; i < end; i++) {
      if (this.own(i)) continue;
      // Each row's patterns relabelled 0, 1, 2… (stamp: the row that set a pattern's label last), and
      // hashed; the first row of each grouping is kept with its labels, a match is confirmed label by label.
      const off = frameOff + rows[i]! * n;
      let next = 0;
      let h = 0x811c9dc5;
      for (let j = 0; j < n; j++) {
        const p = cells[off + j]!;
        if (stamp[p] !== i) {
          stamp[p] = i;
          labels[p] = next++;
        }
        const l = labels[p]!;
        code[j] = l;
        h = Math.imul(h ^ l, 0x01000193);
      }
      let k = heads[h & mask]!;
      for (; k >= 0; k = chain[k]!) {
        let j = 0;
        const at = k * n;
        while (j < n && keptCodes[at + j] === code[j]) j++;
        if (j === n) break;
      }
      if (k >= 0) {
        out[i] = kept[k]!;
        continue;
      }
      kept[nKept] = i;
      keptCodes.set(code, nKept * n);
      chain[nKept] = heads[h & mask]!;
      heads[h & mask] = nKept++;
    }
    this.nKept = nKept;
  }
}

/** Past this many cells (rows × answers) the rows are not compared: each is its own. */
const MAX_CELLS = 1 << 22;
