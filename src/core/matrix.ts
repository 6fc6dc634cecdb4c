import { WordleError } from './errors.js';
import { patternCount, POW3 } from './pattern.js';
import { quote } from './quote.js';
import { asPattern, MAX_LENGTH, MIN_LENGTH, type Pattern, type Word } from './types.js';
import { badArgument, expectInt, expectMatrix, expectStrings } from './validate.js';

/** Typed storage for patterns: bytes when 3^L ≤ 256, 16-bit otherwise. */
export type PatternArray = Uint8Array | Uint16Array;

/**
 * Every guess scored against every answer, row-major: `data[g * nAnswers + a]` is the pattern
 * of guess g against answer a. The buffer may be a SharedArrayBuffer so workers can share it.
 */
export interface PatternMatrix {
  /** The word length. */
  readonly length: number;
  /** Rows: the number of guesses. */
  readonly nGuesses: number;
  /** Columns: the number of answers. */
  readonly nAnswers: number;
  /** The cells, row-major: `data[g * nAnswers + a]`. */
  readonly data: PatternArray;
}

/** Bytes needed for a matrix of these dimensions. */
export function matrixByteLength(nGuesses: number, nAnswers: number, length: number): number {
  return nGuesses * nAnswers * (patternCount(length) <= 256 ? 1 : 2);
}

/**
 * Bytes `buildPatternMatrix` needs at its peak: the matrix, plus one vector over the answers for
 * each distinct (letter, positions) group among the guesses, plus small tables. Check it before
 * building: 40,000 eight-letter words need 3.2 GB for the matrix alone.
 */
export function matrixMemoryEstimate(guesses: readonly Word[], answers: readonly Word[]): number {
  expectStrings(guesses, 'matrixMemoryEstimate', 'guesses');
  expectStrings(answers, 'matrixMemoryEstimate', 'answers');
  const length = answers[0]?.length ?? guesses[0]?.length ?? 5;
  const cell = patternCount(length) <= 256 ? 1 : 2;
  const groups = new Set<number>();
  for (const w of guesses) {
    for (let p = 0; p < w.length; p++) {
      let s = 0;
      for (let q = 0; q < w.length; q++) if (w.charCodeAt(q) === w.charCodeAt(p)) s |= 1 << q;
      groups.add(s * 26 + (w.charCodeAt(p) - 97));
    }
  }
  const padded = Math.ceil(answers.length / 4) * 4;
  const tables = 26 * answers.length + 2 * 4 ** length;
  return matrixByteLength(guesses.length, answers.length, length) + groups.size * padded * cell + tables;
}

/** Wrap an existing buffer (e.g. a SharedArrayBuffer from another thread) as a matrix. */
export function matrixFromBuffer(
  buffer: ArrayBufferLike,
  nGuesses: number,
  nAnswers: number,
  length: number,
): PatternMatrix {
  expectInt(length, 'matrixFromBuffer', 'length', MIN_LENGTH, MAX_LENGTH);
  expectInt(nGuesses, 'matrixFromBuffer', 'nGuesses', 0);
  expectInt(nAnswers, 'matrixFromBuffer', 'nAnswers', 0);
  const cells = nGuesses * nAnswers;
  const need = matrixByteLength(nGuesses, nAnswers, length);
  if (!(buffer instanceof ArrayBuffer || buffer instanceof SharedArrayBuffer) || buffer.byteLength < need) {
    badArgument('matrixFromBuffer', 'buffer', `an ArrayBuffer of at least ${need} bytes`, buffer);
  }
  const data = patternCount(length) <= 256 ? new Uint8Array(buffer, 0, cells) : new Uint16Array(buffer, 0, cells);
  return { length, nGuesses, nAnswers, data };
}

/** The pattern of guess `g` against answer `a`. */
export function patternAt(m: PatternMatrix, g: number, a: number): Pattern {
  expectMatrix(m, 'patternAt');
  expectInt(g, 'patternAt', 'g', 0, m.nGuesses - 1);
  expectInt(a, 'patternAt', 'a', 0, m.nAnswers - 1);
  return asPattern(m.data[g * m.nAnswers + a] as number);
}

/** Guess g's row: its pattern against every answer. A view, not a copy. */
export function matrixRow(m: PatternMatrix, g: number): PatternArray {
  expectMatrix(m, 'matrixRow');
  expectInt(g, 'matrixRow', 'g', 0, m.nGuesses - 1);
  return m.data.subarray(g * m.nAnswers, (g + 1) * m.nAnswers);
}

/**
 * contribution[S << L | mask]: the packed colours that guess positions S (all holding one letter)
 * get against an answer whose positions holding that letter are `mask`. Greens are the positions
 * in both; the answer's remaining copies (popcount(mask) − greens) turn the other positions of S
 * yellow from left to right. The letter's colours depend on nothing else, which is what makes the
 * matrix fast: a row is a sum of one table lookup per distinct guess letter.
 */
function contributionTable(length: number): Uint16Array {
  const k = 1 << length;
  const table = new Uint16Array(k * k);
  for (let s = 0; s < k; s++) {
    for (let mask = 0; mask < k; mask++) {
      let spare = popcount(mask) - popcount(mask & s);
      let value = 0;
      for (let p = 0; p < length; p++) {
        if (!(s & (1 << p))) continue;
        if (mask & (1 << p)) value += 2 * (POW3[p] as number);
        else if (spare > 0) {
          value += POW3[p] as number;
          spare--;
        }
      }
      table[(s << length) | mask] = value;
    }
  }
  return table;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

function checkWords(words: readonly Word[], length: number, what: string): void {
  for (const w of words) {
    if (w.length !== length || !/^[a-z]+$/u.test(w)) {
      throw new WordleError('BAD_WORD', `${what} ${quote(w)} is not ${length} letters a-z`);
    }
  }
}

/**
 * Score every guess against every answer (row-major guess × answer). Pass `buffer` (for example a
 * SharedArrayBuffer of `matrixByteLength(...)` bytes) to fill shared memory instead of a new array.
 * Exact: it agrees with the reference `scoreGuess` on every pair (tested exhaustively).
 *
 * How it is fast: a guess letter's colours depend only on the positions S where the guess holds
 * that letter and the positions where the answer holds it. So for each (S, letter) we build once a
 * vector over all answers of that group's packed contribution, and a row is the sum of one vector
 * per distinct guess letter. Contributions of different groups occupy different base-3 digits and
 * the total stays below 3^L, so no lane ever carries: we add four byte lanes (or two 16-bit lanes)
 * at a time in Uint32 words. The classic 12972 × 2315 matrix takes well under 100 ms.
 */
export function buildPatternMatrix(
  guesses: readonly Word[],
  answers: readonly Word[],
  buffer?: ArrayBufferLike,
): PatternMatrix {
  expectStrings(guesses, 'buildPatternMatrix', 'guesses');
  expectStrings(answers, 'buildPatternMatrix', 'answers');
  const length = answers[0]?.length ?? guesses[0]?.length ?? 5;
  if (length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new WordleError('BAD_WORD', `words of ${length} letters are not supported (${MIN_LENGTH} to ${MAX_LENGTH})`);
  }
  checkWords(answers, length, 'answer');
  checkWords(guesses, length, 'guess');
  const nA = answers.length;
  const m = matrixFromBuffer(
    buffer ?? new ArrayBuffer(matrixByteLength(guesses.length, nA, length)),
    guesses.length,
    nA,
    length,
  );
  const lanes = m.data.BYTES_PER_ELEMENT === 1 ? 4 : 2; // cells per Uint32 word
  const words = Math.ceil(nA / lanes);
  const vectors = groupVectors(answers, length, words * lanes);
  const scratch = new Uint32Array(words);
  const cells =
    m.data instanceof Uint8Array ? new Uint8Array(scratch.buffer, 0, nA) : new Uint16Array(scratch.buffer, 0, nA);
  const parts: Uint32Array[] = [];
  for (let g = 0; g < guesses.length; g++) {
    const w = guesses[g] as string;
    let n = 0;
    let seen = 0;
    for (let p = 0; p < length; p++) {
      const c = w.charCodeAt(p) - 97;
      if (seen & (1 << c)) continue;
      seen |= 1 << c;
      let s = 0;
      for (let q = p; q < length; q++) if (w.charCodeAt(q) - 97 === c) s |= 1 << q;
      parts[n++] = vectors(s, c);
    }
    sumInto(scratch, parts, n, words);
    if (m.data instanceof Uint8Array) m.data.set(cells as Uint8Array, g * nA);
    else m.data.set(cells as Uint16Array, g * nA);
  }
  return m;
}

/**
 * A lazy cache of group vectors: vectors(S, c) is, as Uint32 words over padded answer cells,
 * the contribution of guess positions S holding letter c against every answer.
 */
function groupVectors(
  answers: readonly Word[],
  length: number,
  paddedCells: number,
): (s: number, c: number) => Uint32Array {
  const nA = answers.length;
  const letterMask = new Uint8Array(26 * nA); // [c * nA + a]: positions of answer a holding c
  for (let a = 0; a < nA; a++) {
    const w = answers[a] as string;
    for (let p = 0; p < length; p++) letterMask[(w.charCodeAt(p) - 97) * nA + a]! |= 1 << p;
  }
  const table = contributionTable(length);
  const cache: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>((1 << length) * 26);
  const wide = patternCount(length) > 256;
  return (s, c) => {
    const key = s * 26 + c;
    let v = cache[key];
    if (v === undefined) {
      const cells = wide ? new Uint16Array(paddedCells) : new Uint8Array(paddedCells);
      for (let a = 0; a < nA; a++) cells[a] = table[(s << length) | letterMask[c * nA + a]!]!;
      v = new Uint32Array(cells.buffer);
      cache[key] = v;
    }
    return v;
  };
}

/** Hot loop: out = Σ parts[0..n), word by word (lanes never carry; see buildPatternMatrix). */
function sumInto(out: Uint32Array, parts: readonly Uint32Array[], n: number, words: number): void {
  const v0 = parts[0]!;
  if (n === 5) {
    const v1 = parts[1]!,
      v2 = parts[2]!,
      v3 = parts[3]!,
      v4 = parts[4]!;
    for (let j = 0; j < words; j++) out[j] = v0[j]! + v1[j]! + v2[j]! + v3[j]! + v4[j]!;
    return;
  }
  for (let j = 0; j < words; j++) out[j] = v0[j]!;
  for (let k = 1; k < n; k++) {
    const v = parts[k]!;
    for (let j = 0; j < words; j++) out[j] = out[j]! + v[j]!;
  }
}
