/**
 * A pattern sub-matrix: for a set of n answers, `cells[g * n + i]` is guess g's pattern against
 * the set's i-th answer. The search keeps one per recursion level. A child set's rows are gathered
 * from its parent's (the child is a subset, `positions` say which columns), so the scans read a
 * few contiguous bytes per guess from cache instead of n scattered bytes from the 30 MB matrix:
 * the scan is memory-latency bound and this makes it several times faster.
 */
export interface Frame {
  readonly cells: Uint8Array | Uint16Array;
  /** Row stride: the number of answers of the frame's set. */
  readonly n: number;
}

/** Grow-on-demand storage for the frames of each level. */
export class FrameStack {
  private readonly buffers: (Uint8Array | Uint16Array)[] = [];

  constructor(
    private readonly nGuesses: number,
    private readonly wide: boolean,
  ) {}

  /** An uninitialized frame for a set of n answers at this level (overwrites the level's previous one). */
  at(level: number, n: number): Frame {
    let b = this.buffers[level];
    const need = this.nGuesses * n;
    if (b === undefined || b.length < need) {
      const size = Math.max(need, Math.min(this.nGuesses * 64, need * 2));
      b = this.wide ? new Uint16Array(size) : new Uint8Array(size);
      this.buffers[level] = b;
    }
    return { cells: b, n };
  }

  /** Bytes held by all levels. */
  bytes(): number {
    return this.buffers.reduce((s, b) => s + (b?.byteLength ?? 0), 0);
  }
}
