/*
 * A pattern matrix made when its cells are first read. Its sizes are known at once, so a game can
 * be set up over a whole word list without paying for the 47M cells of today's NYT list: a position
 * after a turn reads only its answers' columns (engine/game/position-space.ts), and the whole matrix
 * is made (or read from a cache) only by what reads `data`, the questions that need every answer.
 * (No import of matrix.ts: the validators recognise one without reading its cells.)
 */

/** The cells of a matrix (see `PatternArray` in matrix.ts). */
type Cells = Uint8Array | Uint16Array;

/** A matrix (see `PatternMatrix`) whose `data` is made by `make` when first read, then kept. */
export class LazyMatrix {
  private cells: Cells | undefined;

  constructor(
    /** The word length. */
    readonly length: number,
    /** Rows: the number of guesses. */
    readonly nGuesses: number,
    /** Columns: the number of answers. */
    readonly nAnswers: number,
    private make: (() => { readonly data: Cells }) | undefined,
  ) {}

  /** The cells, row-major (`data[g * nAnswers + a]`): made on the first read. */
  get data(): Cells {
    if (this.cells === undefined) {
      const made = this.make!().data;
      if (made.length < this.nGuesses * this.nAnswers) throw new RangeError('LazyMatrix: the matrix made is too small');
      this.cells = made;
      this.make = undefined; // what made it (word lists, a cache path) is no longer needed
    }
    return this.cells;
  }

  /** True once the cells are made. */
  get built(): boolean {
    return this.cells !== undefined;
  }
}

/** True for a lazy matrix whose cells are not made yet (reading its `data` would make them). */
export function isPendingMatrix(value: unknown): value is LazyMatrix {
  return value instanceof LazyMatrix && !value.built;
}
