import type { PatternArray, PatternMatrix } from './matrix.js';
import { badArgument, expectMatrix } from './validate.js';

/**
 * The pattern matrix transposed, answer-major: `columns[a * nGuesses + g]` is the pattern of guess
 * g against answer a. Why: a small node reads a few cells from every one of the 12972 guess rows,
 * one cache miss each in the row-major matrix (measured ~35 ns per cell at 10 candidates). Copying
 * the node's few answer columns (contiguous here) into a small guess × candidate block first makes
 * the scan sequential and several times faster.
 */
export interface MatrixColumns {
  readonly nGuesses: number;
  readonly data: PatternArray;
}

const cache = new WeakMap<PatternMatrix, MatrixColumns>();

/** Transpose a matrix (memoized per matrix object): see `transposeMatrix`. */
export function matrixColumns(m: PatternMatrix): MatrixColumns {
  const hit = cache.get(m);
  if (hit !== undefined) return hit;
  expectMatrix(m, 'matrixColumns', 'm');
  const cols = transposeMatrix(m);
  cache.set(m, cols);
  return cols;
}

/**
 * A fresh transposition of `m`, not memoized (so its buffer may be transferred to another thread),
 * in `into` when given (a buffer of the matrix's size, say a SharedArrayBuffer that worker threads
 * then adopt: see `adoptColumns`). Blocked, so both sides stay in cache.
 */
export function transposeMatrix(m: PatternMatrix, into?: ArrayBufferLike): MatrixColumns {
  const { nGuesses: nG, nAnswers: nA } = m;
  const src = m.data;
  const bytes = src.length * src.BYTES_PER_ELEMENT;
  if (into !== undefined && into.byteLength < bytes) badArgument('transposeMatrix', 'into', `${bytes} bytes`, into);
  const buffer = into ?? new ArrayBuffer(bytes);
  const data =
    src instanceof Uint8Array ? new Uint8Array(buffer, 0, src.length) : new Uint16Array(buffer, 0, src.length);
  if (data instanceof Uint8Array && nG % 4 === 0) transposeBytes(src as Uint8Array, data, nG, nA);
  else {
    const B = 64;
    for (let g0 = 0; g0 < nG; g0 += B) {
      const g1 = Math.min(nG, g0 + B);
      for (let a0 = 0; a0 < nA; a0 += B) {
        const a1 = Math.min(nA, a0 + B);
        for (let g = g0; g < g1; g++) {
          const row = g * nA;
          for (let a = a0; a < a1; a++) data[a * nG + g] = src[row + a]!;
        }
      }
    }
  }
  return { nGuesses: nG, data };
}

/**
 * Hot loop: byte transpose in 256 × 256 blocks, packing four guesses (four rows, same answer)
 * into one aligned 32-bit write: a quarter of the stores of a plain byte copy (~30% faster).
 */
function transposeBytes(src: Uint8Array, out: Uint8Array, nG: number, nA: number): void {
  const out32 = new Uint32Array(out.buffer, out.byteOffset, out.length >>> 2);
  const B = 256;
  for (let a0 = 0; a0 < nA; a0 += B) {
    const a1 = Math.min(nA, a0 + B);
    for (let g0 = 0; g0 < nG; g0 += B) {
      const g1 = Math.min(nG, g0 + B);
      for (let a = a0; a < a1; a++) {
        const col = (a * nG) >>> 2;
        for (let g = g0; g < g1; g += 4) {
          const r = g * nA + a;
          out32[col + (g >>> 2)] = src[r]! | (src[r + nA]! << 8) | (src[r + 2 * nA]! << 16) | (src[r + 3 * nA]! << 24);
        }
      }
    }
  }
}

/** Use an already transposed matrix (e.g. computed once by the main thread) for `m`. */
export function adoptColumns(m: PatternMatrix, data: PatternArray): void {
  expectMatrix(m, 'adoptColumns', 'm');
  if (data.length < m.nGuesses * m.nAnswers || data.constructor !== m.data.constructor) {
    badArgument('adoptColumns', 'data', "the matrix's columns (as transposeMatrix makes them)", data);
  }
  cache.set(m, { nGuesses: m.nGuesses, data });
}

/**
 * Copy the patterns of `guessIds` × `candidates` into `out`, guess-major:
 * `out[k * n + j]` = pattern of guessIds[k] against candidates[j]. Reads each candidate's
 * column once, front to back when `guessIds` is ascending.
 */
export function gatherBlock(
  cols: MatrixColumns,
  guessIds: ArrayLike<number>,
  candidates: Uint32Array,
  out: PatternArray,
): void {
  const n = candidates.length;
  const nIds = guessIds.length;
  const src = cols.data;
  for (let j = 0; j < n; j++) {
    const base = candidates[j]! * cols.nGuesses;
    for (let k = 0, o = j; k < nIds; k++, o += n) out[o] = src[base + guessIds[k]!]!;
  }
}
