import type { Candidates } from './filter.js';
import type { PatternMatrix } from './matrix.js';
import { patternCount } from './pattern.js';
import { asPattern, type Pattern, type WordId } from './types.js';

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
 * Reusable scratch space for partitioning: counts per pattern and the list of patterns touched,
 * so resetting costs the number of groups, not 3^L.
 */
export class Partitioner {
  readonly counts: Uint32Array;
  readonly mass: Float64Array;
  readonly touched: Uint16Array;
  private readonly clog: Float64Array;

  constructor(
    readonly matrix: PatternMatrix,
    maxCandidates = matrix.nAnswers,
  ) {
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
