import { tieRanks } from '../../core/adversary.js';
import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { patternCount } from '../../core/pattern.js';

/**
 * Absurdle's adversary over a pattern matrix, for the shortest-win search (search/absurdle/absurdle.ts):
 * the group it keeps after a guess (core/adversary.ts's rule, ties included), whether a guess
 * separates a set, and each guess's number of parts over the whole answer list. Scratch arrays
 * are reused: the hot paths allocate nothing.
 */
export class AdversaryGroups {
  /** parts[g]: distinct patterns of guess g over every answer. */
  readonly parts: Uint32Array;
  /** rank[p]: the adversary's tie order of pattern p (lower is kept first). */
  readonly rank: Uint16Array;
  private readonly counts: Uint32Array;
  private readonly touched: Uint32Array;
  private readonly stamp: Uint32Array;
  private stampNow = 0;

  constructor(readonly m: PatternMatrix) {
    const np = patternCount(m.length);
    this.counts = new Uint32Array(np);
    this.touched = new Uint32Array(np);
    this.stamp = new Uint32Array(np);
    this.rank = tieRanks(m.length);
    this.parts = new Uint32Array(m.nGuesses);
    const all = Uint32Array.from({ length: m.nAnswers }, (_, i) => i);
    for (let g = 0; g < m.nGuesses; g++) this.parts[g] = this.countParts(g, all);
  }

  /** The most parts any of these guesses makes of any set. */
  maxParts(guesses: ArrayLike<number>): number {
    let most = 0;
    for (let j = 0; j < guesses.length; j++) most = Math.max(most, this.parts[guesses[j]!]!);
    return most;
  }

  /** True when guess g gives every word of `set` its own feedback. */
  separates(g: number, set: Candidates): boolean {
    const base = g * this.m.nAnswers;
    const stamp = ++this.stampNow;
    for (let i = 0; i < set.length; i++) {
      const p = this.m.data[base + set[i]!]!;
      if (this.stamp[p] === stamp) return false;
      this.stamp[p] = stamp;
    }
    return true;
  }

  private countParts(g: number, set: Candidates): number {
    const stamp = ++this.stampNow;
    const base = g * this.m.nAnswers;
    let n = 0;
    for (let i = 0; i < set.length; i++) {
      const p = this.m.data[base + set[i]!]!;
      if (this.stamp[p] !== stamp) {
        this.stamp[p] = stamp;
        n++;
      }
    }
    return n;
  }

  /** The adversary's kept pattern for guess g over `set`, and its size (hot: one pass, no allocation). */
  keep(g: number, set: Candidates): { pattern: number; size: number } {
    const { counts, touched, rank } = this;
    const data = this.m.data;
    const base = g * this.m.nAnswers;
    let parts = 0;
    for (let i = 0; i < set.length; i++) {
      const p = data[base + set[i]!]!;
      const c = counts[p]!;
      counts[p] = c + 1;
      if (c === 0) touched[parts++] = p;
    }
    let best = touched[0]!;
    for (let k = 1; k < parts; k++) {
      const p = touched[k]!;
      if (counts[p]! > counts[best]! || (counts[p] === counts[best] && rank[p]! < rank[best]!)) best = p;
    }
    const size = counts[best]!;
    for (let k = 0; k < parts; k++) counts[touched[k]!] = 0;
    return { pattern: best, size };
  }

  /** The words of `set` that give guess g this pattern. */
  kept(g: number, set: Candidates, pattern: number): Candidates {
    const base = g * this.m.nAnswers;
    return set.filter((a) => this.m.data[base + a] === pattern);
  }

  /**
   * The challenge mode's bitsets, 32 guesses per word (`words` words per answer): bit g of row w is
   * set when guess g gives answer w a feedback that ranks after the target's (core/adversary.ts
   * order): then w and the target differ, and among singletons the adversary would keep the target
   * rather than w. A last guess must have this for every other word.
   */
  beatsTarget(t: number, words: number): Uint32Array {
    const { nAnswers, nGuesses, data } = this.m;
    const bits = new Uint32Array(nAnswers * words);
    for (let g = 0; g < nGuesses; g++) {
      const base = g * nAnswers;
      const rt = this.rank[data[base + t]!]!;
      const word = g >>> 5;
      const bit = 1 << (g & 31);
      for (let w = 0; w < nAnswers; w++) {
        if (this.rank[data[base + w]!]! > rt) bits[w * words + word]! |= bit;
      }
    }
    return bits;
  }
}
