/**
 * A stable least-significant-digit radix sort of rows by a whole-number key, for `RowSets.order`:
 * a node's guesses ordered by Σ (class size)², which a comparison sort of their float keys took
 * about 6% of the CPU of a weighted search to do (TARSE = BBBBY under the history prior: 2 million
 * rows over 468 nodes). Rows with equal keys keep their order, so rows given ascending come out by
 * (key, row), the order of the float keys it replaces.
 */
export class RadixRows {
  private readonly keysB: Uint32Array;
  private readonly rowsB: Int32Array;
  private readonly counts = new Int32Array(RADIX);

  constructor(maxRows: number) {
    this.keysB = new Uint32Array(maxRows);
    this.rowsB = new Int32Array(maxRows);
  }

  /**
   * Sort `rows[0..count)` by `keys[0..count)` (whole numbers below 2³²), stably: returns the array
   * whose first count entries are the sorted rows (`rows` itself or this sorter's scratch; `keys`
   * is left in any order).
   */
  sort(keys: Uint32Array, rows: Int32Array, count: number): Int32Array {
    let max = 0;
    for (let i = 0; i < count; i++) if (keys[i]! > max) max = keys[i]!;
    let kA = keys;
    let rA = rows;
    let kB = this.keysB;
    let rB = this.rowsB;
    const { counts } = this;
    // One pass per digit of the largest key (none when every key is 0).
    for (let shift = 0; shift < 32 && max >>> shift !== 0; shift += DIGIT) {
      counts.fill(0);
      for (let i = 0; i < count; i++) counts[(kA[i]! >>> shift) & MASK]!++;
      let at = 0;
      for (let d = 0; d < RADIX; d++) {
        const c = counts[d]!;
        counts[d] = at;
        at += c;
      }
      for (let i = 0; i < count; i++) {
        const k = kA[i]!;
        const to = counts[(k >>> shift) & MASK]!++;
        kB[to] = k;
        rB[to] = rA[i]!;
      }
      [kA, kB] = [kB, kA];
      [rA, rB] = [rB, rA];
    }
    return rA;
  }
}

/** Bits per pass: 2048 buckets, three passes at most for 32-bit keys. */
const DIGIT = 11;
const RADIX = 1 << DIGIT;
const MASK = RADIX - 1;
