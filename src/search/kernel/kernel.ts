/**
 * The search's hot loop, behind one small interface so that it can run as WebAssembly (kernel/wasm.ts)
 * or as plain TypeScript (this file, the reference the WebAssembly version is tested against).
 *
 * Everything lives in one linear memory (an ArrayBuffer, or a WebAssembly.Memory): a few scratch
 * arrays at fixed offsets, then a stack of frames. A frame is a guess × answer block of patterns:
 * `cell(frame, r, i)` is the pattern of the frame's r-th guess against its i-th answer, one byte per
 * cell (patterns of up to 5 letters) or two (6 to 8 letters). Frames are pushed and popped in
 * depth-first order, so a plain stack pointer is the whole allocator.
 */

/** The inputs and outputs of the kernel's operations, as views into its memory. */
export interface KernelViews {
  /** Cells of the whole memory (bytes, or 16-bit cells for 6+ letters). */
  readonly cells: Uint8Array | Uint16Array;
  /** Input: the rows to scan (or to sift, for `distinct`, which also writes its result here). */
  readonly rowIdx: Int32Array;
  /** Input: the columns of the source frame that make up the set. */
  readonly pos: Uint16Array;
  /** Output per scanned row: the number of distinct patterns. */
  readonly outK: Int32Array;
  /** Output per scanned row: Σ c(c − 1)/2 over the pattern counts c, i.e. (Σ c² − n)/2. */
  readonly outPairs: Int32Array;
}

/** The operations of a kernel. Offsets are in cells. */
export interface Kernel {
  /** The current views (renewed when the memory grows: read them again after `alloc`). */
  readonly views: KernelViews;
  /** Bytes per cell: 1 or 2. */
  readonly cellBytes: 1 | 2;
  /** Push a frame of `cells` cells; returns its offset. */
  alloc(cells: number): number;
  /** Pop every frame pushed since (and including) the one at `offset`. */
  release(offset: number): void;
  /** Cells in use by frames (the stack height). */
  used(): number;
  /**
   * Hot loop. For r < rows: row = src + rowIdx[r] · stride; count the patterns cells[row + pos[i]]
   * for i < n into outK[r] and outPairs[r]; with `dst` ≥ 0, also copy them to cells[dst + r · n + i]
   * (the gathered frame of the set).
   */
  scan(src: number, stride: number, rows: number, n: number, dst: number): void;
  /** Hot loop: `scan` without a copy and without `outPairs` (left undefined): outK[r] only. */
  count(src: number, stride: number, rows: number, n: number): void;
  /**
   * Of the rows rowIdx[0..m) of the frame at `frame` (n cells a row), keep the first of every group
   * of rows that split the set into the same groups; write the kept rows to rowIdx[0..) in order and
   * return how many. Each row is hashed by its set partition (patterns relabelled 0, 1, 2… in order
   * of first appearance) into an open-addressing table, and every match is confirmed cell by cell
   * (a bijection between the two rows' patterns), so a hash collision never merges two rows.
   */
  distinct(frame: number, n: number, m: number): number;
}

/** Layout of the scratch area, shared by both kernels. Offsets in bytes, all multiples of 8. */
export interface KernelLayout {
  readonly patterns: number;
  readonly maxRows: number;
  readonly maxN: number;
  readonly counts: number;
  /** Pattern → label while hashing a row (empty = −1). */
  readonly labels: number;
  readonly rowIdx: number;
  readonly pos: number;
  readonly outK: number;
  readonly outPairs: number;
  /** Per frame row, while sifting: its partition hash and number of groups. */
  readonly rowHash: number;
  readonly rowK: number;
  /** An open-addressing table of `tableSize` slots (empty = −1), and the slots used in one call. */
  readonly table: number;
  readonly tableSize: number;
  readonly slots: number;
  /** Two pattern → pattern maps (empty = −1) for confirming that two rows split alike. */
  readonly fa: number;
  readonly fb: number;
  /** First byte of the frame stack. */
  readonly frames: number;
}

const align8 = (x: number): number => Math.ceil(x / 8) * 8;

/** The table mask for m rows: the smallest power of two ≥ 2m, less one. */
export function tableMask(m: number): number {
  let size = 1;
  while (size < 2 * m) size *= 2;
  return size - 1;
}

/** Where each scratch array lives, for up to `maxRows` rows and `maxN` answers. */
export function kernelLayout(patterns: number, maxRows: number, maxN: number): KernelLayout {
  let at = 0;
  const take = (bytes: number): number => {
    const start = at;
    at += align8(bytes);
    return start;
  };
  const tableSize = tableMask(maxRows) + 1;
  const layout = {
    patterns,
    maxRows,
    maxN,
    counts: take(Math.max(4 * patterns, 64)), // at least the 64 bytes of the WebAssembly count's bit sets
    labels: take(4 * patterns),
    rowIdx: take(4 * maxRows),
    pos: take(2 * maxN),
    outK: take(4 * maxRows),
    outPairs: take(4 * maxRows),
    rowHash: take(4 * maxRows),
    rowK: take(4 * maxRows),
    table: take(4 * tableSize),
    tableSize,
    slots: take(4 * maxRows),
    fa: take(4 * patterns),
    fb: take(4 * patterns),
  };
  return { ...layout, frames: align8(at + 64) };
}

/** The multiplier of the partition hash (FNV-1a's 32-bit prime). */
export const HASH_PRIME = 0x01000193;
/** The partition hash's starting value (FNV-1a's offset basis). */
export const HASH_SEED = 0x811c9dc5 | 0;

/** Views over a buffer laid out as `layout` says. */
export function kernelViews(buffer: ArrayBuffer, layout: KernelLayout, cellBytes: 1 | 2): KernelViews {
  return {
    cells: cellBytes === 1 ? new Uint8Array(buffer) : new Uint16Array(buffer),
    rowIdx: new Int32Array(buffer, layout.rowIdx, layout.maxRows),
    pos: new Uint16Array(buffer, layout.pos, layout.maxN),
    outK: new Int32Array(buffer, layout.outK, layout.maxRows),
    outPairs: new Int32Array(buffer, layout.outPairs, layout.maxRows),
  };
}

/** Mark the labels, table and pattern maps of fresh kernel memory empty (−1). */
export function clearScratch(buffer: ArrayBuffer, layout: KernelLayout): void {
  new Int32Array(buffer, layout.labels, layout.patterns).fill(-1);
  new Int32Array(buffer, layout.table, layout.tableSize).fill(-1);
  new Int32Array(buffer, layout.fa, layout.patterns).fill(-1);
  new Int32Array(buffer, layout.fb, layout.patterns).fill(-1);
}

/** A stack allocator over a growable memory; `grow(bytes)` must make at least that many bytes available. */
export class FrameStack {
  private top: number;

  constructor(
    private readonly base: number,
    private readonly cellBytes: 1 | 2,
    private readonly capacity: () => number,
    private readonly grow: (bytes: number) => void,
  ) {
    this.top = base / cellBytes;
  }

  /** Push `cells` cells, starting on an 8-byte boundary (so typed views of any width fit). */
  alloc(cells: number): number {
    const unit = 8 / this.cellBytes;
    const at = Math.ceil(this.top / unit) * unit;
    const end = (at + cells) * this.cellBytes;
    if (end > this.capacity()) this.grow(end);
    this.top = at + cells;
    return at;
  }

  release(offset: number): void {
    this.top = offset;
  }

  used(): number {
    return this.top - this.base / this.cellBytes;
  }
}

/**
 * The TypeScript kernel: the reference the WebAssembly one is tested against, and the one used for
 * patterns of more than one byte. Its scratch arrays live apart from the frame memory, except the
 * inputs and outputs that `KernelViews` exposes.
 */
export function createJsKernel(patterns: number, maxRows: number, maxN: number): Kernel {
  const layout = kernelLayout(patterns, maxRows, maxN);
  const cellBytes: 1 | 2 = patterns <= 256 ? 1 : 2;
  let buffer = new ArrayBuffer(layout.frames + (1 << 20));
  let views = kernelViews(buffer, layout, cellBytes);
  const counts = new Int32Array(patterns);
  const labels = new Int32Array(patterns).fill(-1);
  const rowHash = new Int32Array(maxRows);
  const rowK = new Int32Array(maxRows);
  const table = new Int32Array(layout.tableSize).fill(-1);
  const slots = new Int32Array(maxRows);
  const fa = new Int32Array(patterns).fill(-1);
  const fb = new Int32Array(patterns).fill(-1);
  const stack = new FrameStack(
    layout.frames,
    cellBytes,
    () => buffer.byteLength,
    (bytes) => {
      const next = new ArrayBuffer(Math.max(bytes, buffer.byteLength * 2));
      new Uint8Array(next).set(new Uint8Array(buffer));
      buffer = next;
      views = kernelViews(buffer, layout, cellBytes);
    },
  );
  /** Hash row r (n cells at `at`) by its set partition into rowHash[r] and rowK[r]. */
  const hashRow = (cells: Uint8Array | Uint16Array, at: number, n: number, r: number): void => {
    let k = 0;
    let h = HASH_SEED;
    for (let i = 0; i < n; i++) {
      const p = cells[at + i]!;
      let label = labels[p]!;
      if (label < 0) labels[p] = label = k++;
      h = Math.imul(h ^ label, HASH_PRIME);
    }
    for (let i = 0; i < n; i++) labels[cells[at + i]!] = -1;
    rowHash[r] = h;
    rowK[r] = k;
  };
  const samePartition = (cells: Uint8Array | Uint16Array, a: number, b: number, n: number): boolean => {
    let same = true;
    for (let i = 0; i < n; i++) {
      const pa = cells[a + i]!;
      const pb = cells[b + i]!;
      if (fa[pa] === -1 && fb[pb] === -1) {
        fa[pa] = pb;
        fb[pb] = pa;
      } else if (fa[pa] !== pb || fb[pb] !== pa) {
        same = false;
        break;
      }
    }
    for (let i = 0; i < n; i++) {
      fa[cells[a + i]!] = -1;
      fb[cells[b + i]!] = -1;
    }
    return same;
  };
  return {
    get views() {
      return views;
    },
    cellBytes,
    alloc: (cells) => stack.alloc(cells),
    release: (offset) => stack.release(offset),
    used: () => stack.used(),
    scan(src, stride, rows, n, dst) {
      const { cells, rowIdx, pos, outK, outPairs } = views;
      for (let r = 0; r < rows; r++) {
        const row = src + rowIdx[r]! * stride;
        let k = 0;
        let pairs = 0;
        for (let i = 0; i < n; i++) {
          const p = cells[row + pos[i]!]!;
          if (dst >= 0) cells[dst + r * n + i] = p;
          const c = counts[p]!;
          if (c === 0) k++;
          counts[p] = c + 1;
          pairs += c;
        }
        for (let i = 0; i < n; i++) counts[cells[row + pos[i]!]!] = 0;
        outK[r] = k;
        outPairs[r] = pairs;
      }
    },
    count(src, stride, rows, n) {
      const { cells, rowIdx, pos, outK } = views;
      for (let r = 0; r < rows; r++) {
        const row = src + rowIdx[r]! * stride;
        let k = 0;
        for (let i = 0; i < n; i++) {
          const p = cells[row + pos[i]!]!;
          if (counts[p] === 0) k++;
          counts[p] = 1;
        }
        for (let i = 0; i < n; i++) counts[cells[row + pos[i]!]!] = 0;
        outK[r] = k;
      }
    },
    distinct(frame, n, m) {
      const { cells, rowIdx } = views;
      const mask = tableMask(m);
      let used = 0;
      let kept = 0;
      next: for (let j = 0; j < m; j++) {
        const r = rowIdx[j]!;
        const at = frame + r * n;
        hashRow(cells, at, n, r);
        const h = rowHash[r]!;
        const k = rowK[r]!;
        let slot = (h ^ Math.imul(k, 0x9e3779b1)) & mask;
        for (;;) {
          const e = table[slot]!;
          if (e < 0) {
            table[slot] = r;
            slots[used++] = slot;
            break;
          }
          if (rowHash[e] === h && rowK[e] === k && samePartition(cells, frame + e * n, at, n)) continue next;
          slot = (slot + 1) & mask;
        }
        rowIdx[kept++] = r;
      }
      for (let j = 0; j < used; j++) table[slots[j]!] = -1;
      return kept;
    },
  };
}
