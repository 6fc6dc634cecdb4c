import { buildPatternRows, packPatternRows, patternRowWords, type PatternMatrix } from '../../core/matrix.js';
import type { Candidates } from '../../core/filter.js';
import type { WordSet } from '../../core/wordlist.js';
import type { Kernel } from './kernel.js';

/** A frame in kernel memory (see kernel.ts) and the guess id of each of its rows, ascending. */
export interface FrameRef {
  readonly off: number;
  readonly stride: number;
  readonly guesses: Int32Array;
  /**
   * How many classes each row's guess makes on the frame's set, when the frame was scanned: at
   * least as many as on any subset, which lets a subset's scan stop early (NodeScans.scanBound).
   */
  readonly classes?: Int32Array;
  /** The row of each answer of the frame's set, by answer id (meaningless for other answers). */
  readonly answerRows?: Int32Array;
}

/** Where a set's own scan gathers its patterns from: rows `rows`, columns `positions` of `parent`. */
export interface FrameSource {
  readonly parent: FrameRef;
  readonly rows: Int32Array;
  readonly positions: Uint32Array;
  /**
   * True when `parent` was computed for this set alone, laid out as the set's frame (every row, the
   * set's columns in order, stride n): the scan may then gather in place, into `parent` itself,
   * instead of into a second frame of the same size (6.5 MB after SOARE = YGBBB under word frequency).
   */
  readonly inPlace?: boolean;
}

/**
 * Where the scan of `src` over a set of `n` answers writes its frame: `src.parent` itself when the
 * source is laid out as that frame (`inPlace`), else a new frame pushed on the kernel's stack.
 */
export function frameOffset(kernel: Kernel, src: FrameSource, n: number): number {
  return src.inPlace === true ? src.parent.off : kernel.alloc(src.rows.length * n);
}

const ranges = new Map<number, Int32Array>();

/** 0, 1, …, n − 1 (shared: do not modify). */
export function rowRange(n: number): Int32Array {
  let r = ranges.get(n);
  if (r === undefined) {
    r = new Int32Array(n);
    for (let i = 0; i < n; i++) r[i] = i;
    if (ranges.size > 64) ranges.clear();
    ranges.set(n, r);
  }
  return r;
}

/** 0, 1, …, n − 1 as columns (shared: do not modify). */
export function columnRange(n: number): Uint32Array {
  const r = rowRange(n);
  return new Uint32Array(r.buffer, r.byteOffset, n);
}

/**
 * The first frames of a search: the whole matrix copied into kernel memory once (when the search
 * has one: ranking openings reads every column of it), or otherwise the patterns of just the set
 * at hand, computed from the words (solving one opening never needs the 30 MB matrix).
 */
export class FrameRoots {
  private readonly matrixFrame: FrameRef | undefined;
  private readonly wordsOf = new WeakMap<Int32Array, readonly string[]>();

  constructor(
    private readonly words: WordSet,
    private readonly kernel: Kernel,
    matrix: PatternMatrix | undefined,
  ) {
    if (matrix !== undefined) {
      const off = kernel.alloc(matrix.data.length);
      kernel.views.cells.set(matrix.data, off);
      this.matrixFrame = { off, stride: matrix.nAnswers, guesses: rowRange(matrix.nGuesses) };
    }
  }

  /** True when frames come from the matrix (so the candidates' rows cost nothing to reach). */
  get fromMatrix(): boolean {
    return this.matrixFrame !== undefined;
  }

  /** The source of a set's scan over the guesses `allowed` (ascending ids). */
  source(set: Candidates, allowed: Int32Array): FrameSource {
    if (this.matrixFrame !== undefined) return { parent: this.matrixFrame, rows: allowed, positions: set };
    const parent = this.computed(allowed, set);
    return { parent, rows: rowRange(allowed.length), positions: columnRange(set.length), inPlace: true };
  }

  /**
   * A new frame of the patterns of `guesses` against the set, computed from the words (pushed on
   * the kernel's stack), its rows packed tight (stride n, as a scan's frame of the set is).
   */
  computed(guesses: Int32Array, set: Candidates): FrameRef {
    let words = this.wordsOf.get(guesses);
    if (words === undefined) {
      words =
        guesses.length === this.words.guesses.length
          ? this.words.guesses
          : Array.from(guesses, (g) => this.words.guesses[g]!);
      this.wordsOf.set(guesses, words);
    }
    // Computed straight into a frame of kernel memory: no copy, and no garbage of its size.
    const words32 = patternRowWords(set.length, this.words.length);
    const cellBytes = this.kernel.cellBytes;
    const off = this.kernel.alloc((guesses.length * words32 * 4) / cellBytes);
    const buffer = this.kernel.views.cells.buffer;
    const into = new Uint32Array(buffer, off * cellBytes, guesses.length * words32);
    const { stride } = buildPatternRows(
      words,
      Array.from(set, (a) => this.words.answers[a]!),
      into,
    );
    packPatternRows(this.kernel.views.cells, guesses.length, stride, set.length, off);
    return { off, stride: set.length, guesses };
  }
}
