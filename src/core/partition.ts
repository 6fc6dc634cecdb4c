import type { Candidates } from './filter.js';
import { gatherBlock, matrixColumns } from './columns.js';
import type { PatternArray, PatternMatrix } from './matrix.js';
import { patternCount } from './pattern.js';
import { asPattern, type Pattern, type WordId } from './types.js';
import { expectInt, expectMatrix } from './validate.js';

/** How one guess splits the remaining candidates. */
export interface GuessStats {
  readonly guess: WordId;
  /** Shannon entropy of the feedback distribution, in bits. */
  readonly entropy: number;
  /** Expected number of candidates left after this guess. */
  readonly expectedSize: number;
  /** Largest number of candidates that can be left. */
  readonly worstCase: number;
  /** Number of distinct feedback patterns (non-empty groups). */
  readonly parts: number;
  /** Σ (group size)², exact; expectedSize = sumSquares / n when unweighted. */
  readonly sumSquares: number;
  /** True when the guess is itself a remaining candidate. */
  readonly isCandidate: boolean;
}

/**
 * Scores a split from the group sizes (`counts[touched[k]]` for k < parts, n candidates in all),
 * higher is better; `clog[c]` = c·log2(c). Must not modify its arguments. Used by `Partitioner.best`.
 */
export type SplitScore = (
  counts: Uint32Array,
  touched: Uint16Array,
  parts: number,
  n: number,
  clog: Float64Array,
) => number;

/** Gather a block (see `Partitioner.prepare`) only for at most this many candidates: beyond it, a scan reads most of each row anyway. */
const GATHER_MAX_CANDIDATES = 400;
/** … and only when scanning at least this many guesses (the gather has a fixed cost per candidate). */
const GATHER_MIN_GUESSES = 256;

/** Relative tolerance under which two scores count as equal (float noise in entropy sums). */
export const SCORE_EPSILON = 1e-9;

/**
 * Reusable scratch space for partitioning: counts per pattern and the list of patterns touched,
 * so resetting costs the number of groups, not 3^L.
 */
export class Partitioner {
  readonly counts: Uint32Array;
  readonly mass: Float64Array;
  readonly touched: Uint16Array;
  /** clog[c] = c·log2(c), for entropy without a log in the hot loop. */
  readonly clog: Float64Array;

  constructor(
    readonly matrix: PatternMatrix,
    maxCandidates = matrix?.nAnswers,
  ) {
    expectMatrix(matrix, 'Partitioner');
    expectInt(maxCandidates, 'Partitioner', 'maxCandidates', 0, matrix.nAnswers);
    const np = patternCount(matrix.length);
    this.counts = new Uint32Array(np);
    this.mass = new Float64Array(np);
    this.touched = new Uint16Array(np);
    // clog[c] = c·log2(c): entropy = log2 n − Σ clog[c] / n, with no log in the hot loop.
    this.clog = new Float64Array(maxCandidates + 1);
    for (let c = 2; c <= maxCandidates; c++) this.clog[c] = c * Math.log2(c);
  }

  /** Count candidates per pattern for guess g; returns the number of distinct patterns (in `touched`). */
  count(g: number, candidates: Candidates): number {
    const { counts, touched } = this;
    const data = this.matrix.data;
    const base = g * this.matrix.nAnswers;
    let parts = 0;
    for (let i = 0; i < candidates.length; i++) {
      const p = data[base + candidates[i]!]!;
      const c = counts[p]!;
      counts[p] = c + 1;
      if (c === 0) touched[parts++] = p;
    }
    return parts;
  }

  /**
   * The best guess of `guessIds` by a split score (higher is better), without allocating: the hot
   * loop of every partition strategy. Ties within EPSILON go to a guess that is itself a candidate,
   * then to the lower id, whatever order `guessIds` is in (the order `compareRanked` documents).
   * Returns -1 when `guessIds` is empty.
   *
   * `ceiling` is a score no guess can beat (the all-singletons split, e.g. log2 n for entropy).
   * With it, the candidates (which must all be in `guessIds`, as they are in every pool and in
   * hard mode) are scanned first in id order, and the first one to reach the ceiling wins at once:
   * no guess scores higher, and ties prefer candidates, then lower ids. In small endgame nodes a
   * candidate that separates all the others is common, so most of the 12972-guess scans vanish.
   */
  best(guessIds: ArrayLike<number>, candidates: Candidates, score: SplitScore, ceiling = Infinity): number {
    const reach = ceiling - SCORE_EPSILON * Math.max(1, Math.abs(ceiling));
    if (Number.isFinite(ceiling)) {
      this.block = undefined;
      for (let k = 0; k < candidates.length; k++) {
        if (this.scoreOf(k, candidates[k]!, candidates, score) >= reach) return candidates[k]!;
      }
    }
    this.prepare(guessIds, candidates);
    let bestId = -1;
    let bestScore = -Infinity;
    let bestIsCandidate = false;
    for (let k = 0; k < guessIds.length; k++) {
      const g = guessIds[k]!;
      const s = this.scoreOf(k, g, candidates, score);
      const isCandidate = this.lastGreen;
      const tol = SCORE_EPSILON * Math.max(1, Math.abs(s), Math.abs(bestScore));
      const tie = s >= bestScore - tol;
      const tieWins = isCandidate === bestIsCandidate ? g < bestId : isCandidate;
      if (bestId < 0 || s > bestScore + tol || (tie && tieWins)) {
        bestId = g;
        bestScore = s;
        bestIsCandidate = isCandidate;
      }
    }
    return bestId;
  }

  /** Whether the guess last scored by `scoreOf` was a candidate (it got all green). */
  private lastGreen = false;
  /** The gathered guess × candidate block of the current scan, if any (see `prepare`). */
  private block: PatternArray | undefined;
  private blockBuffer: PatternArray | undefined;

  /**
   * Before scanning many guesses over few candidates, gather their patterns into one contiguous
   * block (see `matrixColumns`); large candidate sets read whole rows and need no block, nor do
   * all the answers of a matrix (each row is then contiguous already: a matrix made for a position's
   * answers alone is never transposed).
   */
  private prepare(guessIds: ArrayLike<number>, candidates: Candidates): void {
    const n = candidates.length;
    this.block = undefined;
    if (n > GATHER_MAX_CANDIDATES || guessIds.length < GATHER_MIN_GUESSES || n === this.matrix.nAnswers) return;
    const cells = n * guessIds.length;
    if (this.blockBuffer === undefined || this.blockBuffer.length < cells) {
      const size = Math.max(cells, this.matrix.nGuesses * 64);
      this.blockBuffer = this.matrix.data instanceof Uint8Array ? new Uint8Array(size) : new Uint16Array(size);
    }
    gatherBlock(matrixColumns(this.matrix), guessIds, candidates, this.blockBuffer);
    this.block = this.blockBuffer;
  }

  /** Score guess g (the k-th of the scan); remembers whether it was a candidate; clears the counts. */
  private scoreOf(k: number, g: number, candidates: Candidates, score: SplitScore): number {
    const { counts, touched } = this;
    const n = candidates.length;
    let parts = 0;
    const block = this.block;
    if (block === undefined) parts = this.count(g, candidates);
    else {
      // Hot loop: count one contiguous row of the gathered block.
      for (let i = k * n, end = i + n; i < end; i++) {
        const p = block[i]!;
        const c = counts[p]!;
        counts[p] = c + 1;
        if (c === 0) touched[parts++] = p;
      }
    }
    this.lastGreen = counts[counts.length - 1]! > 0;
    const s = score(counts, touched, parts, n, this.clog);
    for (let j = 0; j < parts; j++) counts[touched[j]!] = 0;
    return s;
  }

  /**
   * The highest split score over `guessIds` (-Infinity when empty). Stops early once a score
   * reaches `ceiling` (a bound no guess can beat, e.g. log2 n for entropy).
   */
  maxScore(guessIds: ArrayLike<number>, candidates: Candidates, score: SplitScore, ceiling = Infinity): number {
    const reach = ceiling - SCORE_EPSILON * Math.max(1, Math.abs(ceiling));
    this.block = undefined;
    let best = -Infinity;
    if (Number.isFinite(ceiling)) {
      for (let k = 0; k < candidates.length; k++) {
        best = Math.max(best, this.scoreOf(k, candidates[k]!, candidates, score));
        if (best >= reach) return best;
      }
    }
    this.prepare(guessIds, candidates);
    for (let k = 0; k < guessIds.length; k++) {
      best = Math.max(best, this.scoreOf(k, guessIds[k]!, candidates, score));
      if (best >= reach) break;
    }
    return best;
  }

  /**
   * Score every guess of `guessIds` (same scores as `best`): fills `scores[k]` and `isCandidate[k]`
   * (1 when guess k is itself a candidate). For strategies that need more than the single best.
   */
  scoreAll(
    guessIds: ArrayLike<number>,
    candidates: Candidates,
    score: SplitScore,
    scores: Float64Array,
    isCandidate: Uint8Array,
  ): void {
    this.prepare(guessIds, candidates);
    for (let k = 0; k < guessIds.length; k++) {
      scores[k] = this.scoreOf(k, guessIds[k]!, candidates, score);
      isCandidate[k] = this.lastGreen ? 1 : 0;
    }
  }

  /** Statistics for guess g over the candidates (uniform prior, or `weights` per answer id). */
  stats(g: WordId, candidates: Candidates, weights?: Float64Array): GuessStats {
    const n = candidates.length;
    const parts = this.count(g, candidates);
    const { counts, touched, mass } = this;
    let worstCase = 0;
    let sumSquares = 0;
    let sumClog = 0;
    let isCandidate = false;
    for (let k = 0; k < parts; k++) {
      const c = counts[touched[k]!]!;
      if (c > worstCase) worstCase = c;
      sumSquares += c * c;
      sumClog += this.clog[c]!;
    }
    let entropy: number;
    let expectedSize: number;
    if (weights === undefined) {
      entropy = n > 0 ? Math.log2(n) - sumClog / n : 0;
      expectedSize = n > 0 ? sumSquares / n : 0;
    } else {
      const data = this.matrix.data;
      const base = g * this.matrix.nAnswers;
      let total = 0;
      for (let i = 0; i < n; i++) {
        const a = candidates[i]!;
        const w = weights[a]!;
        mass[data[base + a]!]! += w;
        total += w;
      }
      entropy = 0;
      expectedSize = 0;
      for (let k = 0; k < parts; k++) {
        const p = touched[k]!;
        const q = total > 0 ? mass[p]! / total : 0;
        if (q > 0) entropy -= q * Math.log2(q);
        expectedSize += q * counts[p]!;
        mass[p] = 0;
      }
    }
    const allGreen = counts.length - 1;
    for (let k = 0; k < parts; k++) {
      if (touched[k] === allGreen) isCandidate = true;
      counts[touched[k]!] = 0;
    }
    return { guess: g, entropy, expectedSize, worstCase, parts, sumSquares, isCandidate };
  }

  /** The groups guess g makes, pattern → candidate ids (not for hot loops). */
  groups(g: number, candidates: Candidates): Map<Pattern, Candidates> {
    const data = this.matrix.data;
    const base = g * this.matrix.nAnswers;
    const lists = new Map<Pattern, number[]>();
    for (const a of candidates) {
      const p = asPattern(data[base + a]!);
      let l = lists.get(p);
      if (l === undefined) lists.set(p, (l = []));
      l.push(a);
    }
    return new Map([...lists].sort((x, y) => x[0] - y[0]).map(([p, l]) => [p, Uint32Array.from(l)]));
  }
}

/**
 * A set of answers split by one guess's feedback, in ascending pattern order: `groups[k]` are the
 * answers that got `patterns[k]`, and `positions[k]` their indices in the set that was split.
 */
export interface Groups {
  readonly patterns: Pattern[];
  readonly groups: Candidates[];
  readonly positions: Uint32Array[];
}

/**
 * The one way this project splits a set of answers by feedback: a counting sort by pattern, with
 * scratch space reused from call to call (the exact search splits sets millions of times). The
 * groups and positions are views of a shared block, carved a set at a time and replaced when full:
 * a typed array of its own for each split cost more than the split (a block lives while any of its
 * views does, so a caller that keeps a group for long copies it).
 */
export class Splitter {
  private readonly counts: Uint32Array;
  private readonly start: Uint32Array;
  /** Scratch: the patterns met, in order of first appearance, then ascending. */
  private readonly touched: Int32Array;
  private block = new Uint32Array(0);
  private used = 0;

  constructor(readonly patternCount: number) {
    this.counts = new Uint32Array(patternCount);
    this.start = new Uint32Array(patternCount);
    this.touched = new Int32Array(patternCount);
  }

  /**
   * Split `ids` by their patterns: ids[i] got row[base + i]. With `withPositions` false the
   * positions are not made (`positions` is empty): `Splitter.positionsOf` makes one group's when
   * it is needed (the exact search needs a few of them).
   */
  split(row: ArrayLike<number>, base: number, ids: Candidates, withPositions = true): Groups {
    const { counts, start, touched } = this;
    const n = ids.length;
    let parts = 0;
    for (let i = 0; i < n; i++) {
      const p = row[base + i]!;
      if (counts[p]!++ === 0) touched[parts++] = p;
    }
    // The patterns met, ascending: a few are sorted in place (most sets the search splits are
    // small), many are read off in pattern order.
    if (parts <= SORT_PATTERNS_BELOW) {
      for (let k = 1; k < parts; k++) {
        const p = touched[k]!;
        let j = k - 1;
        for (; j >= 0 && touched[j]! > p; j--) touched[j + 1] = touched[j]!;
        touched[j + 1] = p;
      }
    } else {
      parts = 0;
      for (let p = 0; p < this.patternCount; p++) if (counts[p] !== 0) touched[parts++] = p;
    }
    // The ids in group order at block[at, at + n), their positions in the set at block[at + n, at + 2n).
    if (this.used + 2 * n > this.block.length) {
      // Each block twice the last, up to BLOCK (a splitter made for one split makes a small one).
      const size = Math.min(BLOCK, Math.max(FIRST_BLOCK, 2 * this.block.length));
      this.block = new Uint32Array(Math.max(size, 2 * n));
      this.used = 0;
    }
    const block = this.block;
    const at = this.used;
    this.used += 2 * n;
    const patterns: Pattern[] = [];
    let next = at;
    for (let k = 0; k < parts; k++) {
      const p = touched[k]!;
      patterns.push(asPattern(p));
      start[p] = next;
      next += counts[p]!;
    }
    for (let i = 0; i < n; i++) {
      const j = start[row[base + i]!]!++;
      block[j] = ids[i]!;
      block[j + n] = i;
    }
    const groups: Candidates[] = [];
    const positions: Uint32Array[] = [];
    for (let k = 0; k < parts; k++) {
      const p = touched[k]!;
      const end = start[p]!;
      const begin = end - counts[p]!;
      groups.push(block.subarray(begin, end));
      if (withPositions) positions.push(block.subarray(begin + n, end + n));
      counts[p] = 0;
    }
    return { patterns, groups, positions };
  }

  /**
   * The positions of a group that `split` made from `n` ids (its positions lie n words past its
   * answers in the same block), for a split made without them.
   */
  static positionsOf(group: Candidates, n: number): Uint32Array {
    return new Uint32Array(group.buffer, group.byteOffset + 4 * n, group.length);
  }
}

/** Up to this many patterns met, Splitter sorts them; past it, it reads every pattern's count. */
const SORT_PATTERNS_BELOW = 16;
/**
 * Splitter's blocks: from 2^10 ids up to 2^12 (16 KB), or one set's two rows when larger. Small:
 * a block that outlives a young collection waits for a full one, and blocks of 2^16 ids raised a
 * ranking's peak memory by a quarter (213 → 257-273 MB, `openings rank --only` FOXED POUPE CABOB).
 */
const FIRST_BLOCK = 1 << 10;
const BLOCK = 1 << 12;

/** The patterns guess g gets against each of the candidates, from the matrix. */
export function rowOf(matrix: PatternMatrix, g: number, candidates: Candidates): PatternArray {
  const out =
    matrix.data instanceof Uint8Array ? new Uint8Array(candidates.length) : new Uint16Array(candidates.length);
  const base = g * matrix.nAnswers;
  for (let i = 0; i < candidates.length; i++) out[i] = matrix.data[base + candidates[i]!]!;
  return out;
}
