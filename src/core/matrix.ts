import { WordleError } from './errors.js';
import { patternCount, POW3 } from './pattern.js';
import { quote } from './quote.js';
import { asPattern, MAX_LENGTH, MIN_LENGTH, type Pattern, type Word } from './types.js';
import { badArgument, expectInt, expectMatrix, expectStrings, isLetters } from './validate.js';

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
  expectInt(nGuesses, 'matrixByteLength', 'nGuesses', 0);
  expectInt(nAnswers, 'matrixByteLength', 'nAnswers', 0);
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
 * matrix fast: a row is a sum of one table lookup per distinct guess letter. Made once per length
 * (pattern-row.ts reads it too).
 */
export function contributionTable(length: number): Uint16Array {
  let table = contributions.get(length);
  if (table === undefined) contributions.set(length, (table = makeContributionTable(length)));
  return table;
}

const contributions = new Map<number, Uint16Array>();

function makeContributionTable(length: number): Uint16Array {
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

const checked = new WeakSet<readonly Word[]>();

function checkWords(words: readonly Word[], length: number, what: string): void {
  if (checked.has(words)) return;
  for (const w of words) {
    if (!isLetters(w, length)) throw new WordleError('BAD_WORD', `${what} ${quote(w)} is not ${length} letters a-z`);
  }
  checked.add(words);
}

/**
 * Each guess's letter groups, once per guess list: the group of its j-th distinct letter c, held at
 * positions S (a bit mask), has the key S · 26 + c; groups[g · L + j] is where that key is in
 * `keys` (every key in use, once); sizes[g] = how many distinct letters.
 */
interface GuessGroups {
  readonly groups: Uint16Array;
  readonly sizes: Uint8Array;
  /** Every group key in use, once. */
  readonly keys: readonly number[];
}

const groupCache = new WeakMap<readonly Word[], GuessGroups>();

/** The letter groups of every guess, once per guess list. */
function guessGroups(guesses: readonly Word[], length: number): GuessGroups {
  let cached = groupCache.get(guesses);
  if (cached !== undefined) return cached;
  const groups = new Uint16Array(guesses.length * length);
  const sizes = new Uint8Array(guesses.length);
  const slot = new Int32Array(26 << length).fill(-1); // by key S · 26 + c: its place in `keys`
  const keys: number[] = [];
  for (let g = 0; g < guesses.length; g++) {
    const w = guesses[g]!;
    let n = 0;
    let seen = 0;
    for (let p = 0; p < length; p++) {
      const c = w.charCodeAt(p) - 97;
      if (seen & (1 << c)) continue;
      seen |= 1 << c;
      let s = 0;
      for (let q = p; q < length; q++) if (w.charCodeAt(q) - 97 === c) s |= 1 << q;
      const key = s * 26 + c;
      if (slot[key] === -1) {
        slot[key] = keys.length;
        keys.push(key);
      }
      groups[g * length + n++] = slot[key]!;
    }
    sizes[g] = n;
  }
  cached = { groups, sizes, keys };
  groupCache.set(guesses, cached);
  return cached;
}

/**
 * What the matrix's builders know of `from`, the guesses of a word set (checked when it was made:
 * `makeWordSet`), for `to`, the same words in the order `order` gives (`to[i] === from[order[i]]`):
 * a position's own word set (sub-matrix.ts), whose words would otherwise be checked again and its
 * guesses' letters grouped again.
 */
export function reorderedWords(from: readonly Word[], order: Int32Array, to: readonly Word[]): void {
  if (to.length !== order.length) return;
  checked.add(to);
  const known = groupCache.get(from);
  if (known === undefined) return;
  const length = known.groups.length / from.length;
  const groups = new Uint16Array(to.length * length);
  const sizes = new Uint8Array(to.length);
  for (let i = 0; i < to.length; i++) {
    const g = order[i]!;
    sizes[i] = known.sizes[g]!;
    for (let j = 0; j < length; j++) groups[i * length + j] = known.groups[g * length + j]!; // (no view per guess)
  }
  groupCache.set(to, { groups, sizes, keys: known.keys });
}

/**
 * Every guess scored against every answer, each row padded to whole 32-bit words: `cells[g ·
 * stride + a]` is the pattern of guess g against answer a, for a < nAnswers (the padding is 0).
 * The search reads frames like this directly; `buildPatternMatrix` packs it tight.
 */
export interface PatternRows {
  readonly cells: PatternArray;
  readonly stride: number;
}

/**
 * Score every guess against every answer into padded rows (see `PatternRows`), in `into` when
 * given (a view of at least guesses × patternRowWords(answers, length) words, say in the memory
 * of a search), else in new memory; with `order` (guess ids), only those guesses' rows, in that
 * order (each guess list's letters are grouped once: a position's own guesses reuse the whole
 * list's). Exact: it agrees
 * with the reference `scoreGuess` on every pair (tested exhaustively).
 *
 * How it is fast: a guess letter's colours depend only on the positions S where the guess holds
 * that letter and the positions where the answer holds it. So for each (S, letter) in use we build
 * once a vector over all answers of that group's packed contribution, and a row is the sum of one
 * vector per distinct guess letter. Contributions of different groups occupy different base-3
 * digits and the total stays below 3^L, so no lane ever carries: we add four byte lanes (or two
 * 16-bit lanes) at a time in Uint32 words, straight into the padded row.
 */
export function buildPatternRows(
  guesses: readonly Word[],
  answers: readonly Word[],
  into?: Uint32Array,
  order?: Int32Array,
): PatternRows {
  expectStrings(guesses, 'buildPatternRows', 'guesses');
  expectStrings(answers, 'buildPatternRows', 'answers');
  const length = answers[0]?.length ?? guesses[0]?.length ?? 5;
  if (length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new WordleError('BAD_WORD', `words of ${length} letters are not supported (${MIN_LENGTH} to ${MAX_LENGTH})`);
  }
  checkWords(answers, length, 'answer');
  checkWords(guesses, length, 'guess');
  const wide = patternCount(length) > 256;
  const lanes = wide ? 2 : 4; // cells per Uint32 word
  const words = patternRowWords(answers.length, length);
  const { groups, sizes, keys } = guessGroups(guesses, length);
  const vecs = groupVectors(answers, length, keys, words, wide);
  const rows = order?.length ?? guesses.length;
  if (into !== undefined && into.length < rows * words)
    badArgument('buildPatternRows', 'into', 'room for every row', into);
  const out = into ?? new Uint32Array(rows * words);
  // Hot loop: one row is the sum of its groups' vectors, word by word.
  for (let r = 0; r < rows; r++) {
    const g = order === undefined ? r : order[r]!;
    const n = sizes[g]!;
    const at = r * words;
    const k0 = groups[g * length]! * words;
    if (n === 5) {
      const k1 = groups[g * length + 1]! * words;
      const k2 = groups[g * length + 2]! * words;
      const k3 = groups[g * length + 3]! * words;
      const k4 = groups[g * length + 4]! * words;
      for (let w = 0; w < words; w++)
        out[at + w] = vecs[k0 + w]! + vecs[k1 + w]! + vecs[k2 + w]! + vecs[k3 + w]! + vecs[k4 + w]!;
      continue;
    }
    for (let w = 0; w < words; w++) out[at + w] = vecs[k0 + w]!;
    for (let j = 1; j < n; j++) {
      const k = groups[g * length + j]! * words;
      for (let w = 0; w < words; w++) out[at + w] = out[at + w]! + vecs[k + w]!;
    }
  }
  const bytes = rows * words * 4;
  const cells = wide
    ? new Uint16Array(out.buffer, out.byteOffset, bytes / 2)
    : new Uint8Array(out.buffer, out.byteOffset, bytes);
  return { cells, stride: words * lanes };
}

/** The 32-bit words of one padded row of `buildPatternRows` for n answers of this length. */
export function patternRowWords(n: number, length: number): number {
  return Math.max(1, Math.ceil(n / (patternCount(length) > 256 ? 2 : 4)));
}

/**
 * Pack `rows` rows of `n` cells, each padded to `stride` cells as `buildPatternRows` writes them,
 * tight in place from cell `off` of `cells` on (one move a row, front to back).
 */
export function packPatternRows(cells: PatternArray, rows: number, stride: number, n: number, off = 0): void {
  if (stride !== n)
    for (let r = 1; r < rows; r++) cells.copyWithin(off + r * n, off + r * stride, off + r * stride + n);
}

/**
 * Score every guess against every answer (row-major guess × answer). Pass `buffer` (for example a
 * SharedArrayBuffer of `matrixByteLength(...)` bytes) to fill shared memory instead of a new array.
 * Exact, and fast: see `buildPatternRows` (the classic 12972 × 2315 matrix takes well under 100 ms).
 */
export function buildPatternMatrix(
  guesses: readonly Word[],
  answers: readonly Word[],
  buffer?: ArrayBufferLike,
): PatternMatrix {
  expectStrings(guesses, 'buildPatternMatrix', 'guesses');
  expectStrings(answers, 'buildPatternMatrix', 'answers');
  const length = answers[0]?.length ?? guesses[0]?.length ?? 5;
  const rows = buildPatternRows(guesses, answers);
  const nA = answers.length;
  if (rows.stride === nA && buffer === undefined) {
    return { length, nGuesses: guesses.length, nAnswers: nA, data: rows.cells };
  }
  const m = matrixFromBuffer(
    buffer ?? new ArrayBuffer(matrixByteLength(guesses.length, nA, length)),
    guesses.length,
    nA,
    length,
  );
  for (let g = 0; g < guesses.length; g++) {
    const row = rows.cells.subarray(g * rows.stride, g * rows.stride + nA);
    if (m.data instanceof Uint8Array) m.data.set(row as Uint8Array, g * nA);
    else m.data.set(row as Uint16Array, g * nA);
  }
  return m;
}

/**
 * The group vectors: vecs[k · words + w] is word w of the contribution, over the answers (padded
 * with zeros), of guess positions S holding letter c, for the k-th key S · 26 + c in use.
 */
function groupVectors(
  answers: readonly Word[],
  length: number,
  keys: readonly number[],
  words: number,
  wide: boolean,
): Uint32Array {
  const nA = answers.length;
  const letterMask = new Uint8Array(26 * nA); // [c * nA + a]: positions of answer a holding c
  for (let a = 0; a < nA; a++) {
    const w = answers[a] as string;
    for (let p = 0; p < length; p++) letterMask[(w.charCodeAt(p) - 97) * nA + a]! |= 1 << p;
  }
  const table = contributionTable(length);
  const vecs = new Uint32Array(keys.length * words);
  const cells = wide ? new Uint16Array(vecs.buffer) : new Uint8Array(vecs.buffer);
  const lanes = wide ? 2 : 4;
  for (let k = 0; k < keys.length; k++) {
    const s = Math.floor(keys[k]! / 26);
    const c = keys[k]! % 26;
    const base = k * words * lanes;
    for (let a = 0; a < nA; a++) cells[base + a] = table[(s << length) | letterMask[c * nA + a]!]!;
  }
  return vecs;
}
