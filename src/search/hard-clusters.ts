import type { Word } from '../core/types.js';
import { maxClasses } from './bounds.js';
import { clusterCapacity, type ClusterIndex } from './endgame.js';
import type { HardState } from './hard-state.js';

/*
 * Answers that no play can find in time, in hard mode, where every guess keeps the greens. With
 * f positions free (not green in the state), and a set of answers that agree with the greens (as
 * every set the search meets does), a guess reads green at every green position on every answer:
 *
 * - Its feedback varies only at the f free positions, so it makes at most maxClasses(f) classes
 *   besides its own (3^f − 1 − f), and at most cap(f, d) = 1 + maxClasses(f) · cap(f, d − 1)
 *   answers can be finished with d guesses left (cap(f, 1) = 1; the greens only grow below).
 * - Within a one-letter cluster (answers that differ only at position p: endgame.ts), two answers
 *   whose letters at p are y1 and y2 get the same feedback from a guess that has neither letter at
 *   a free position (a green position reads the same on both). So a guess tells apart at most f of
 *   the cluster's words, and at most 1 + f · (d − 1) of them can be finished: d of an _IGHT family
 *   once I, G, H and T are green, where normal mode's cut allows 1 + 5 · (d − 1).
 *
 * A set that does not agree with the greens (never met in a search, but a caller may pass one)
 * counts every position where it differs as free.
 */

/** The free (not green) positions of a hard-mode state. */
export function freePositions(state: HardState, length: number): number {
  let f = 0;
  for (let p = 0; p < length; p++) if (state.greens[p] === 0) f++;
  return f;
}

/** The answers of a set lost at least whatever is played, in hard mode (see above). */
export class HardClusters {
  private readonly at: Uint16Array;
  /** Scratch: the greens after a guess (`excessAfter`). */
  private readonly next: Uint8Array;
  /** caps[f · 65 + d] = cap(f, d), at most 2^31. */
  private readonly caps: Float64Array;
  /** Per answer and position: the letter + 1 (the encoding of HardState.greens). */
  private readonly letters: Uint8Array;

  constructor(
    private readonly index: ClusterIndex,
    answers: readonly Word[],
    private readonly length: number,
  ) {
    this.at = new Uint16Array(length);
    this.next = new Uint8Array(length);
    this.caps = new Float64Array((length + 1) * 65);
    for (let f = 0; f <= length; f++) {
      this.caps[f * 65 + 1] = 1;
      for (let d = 2; d <= 64; d++) {
        this.caps[f * 65 + d] = Math.min(2 ** 31, 1 + maxClasses(f) * this.caps[f * 65 + d - 1]!);
      }
    }
    this.letters = new Uint8Array(answers.length * length);
    answers.forEach((w, a) => {
      for (let p = 0; p < length; p++) this.letters[a * length + p] = w.charCodeAt(p) - 96;
    });
  }

  /** The most answers that can be finished with d guesses left and f positions free. */
  capacity(f: number, d: number): number {
    return d <= 0 ? 0 : this.caps[f * 65 + Math.min(d, 64)]!;
  }

  /**
   * How many answers of the set are lost at least, whatever is played, with d guesses left under
   * hard-mode `state`: beyond what the classes allow, or beyond what a one-letter cluster allows.
   */
  excess(set: ArrayLike<number>, d: number, state: HardState): number {
    return this.excessUnder(set, d, state.greens);
  }

  /**
   * `excess` after guess `guess` (a word) got `pattern` in a state with `greens`: what the state
   * after it will hold, without making that state (its greens only; scratch, valid until the next call).
   */
  excessAfter(set: ArrayLike<number>, d: number, greens: Uint8Array, guess: string, pattern: number): number {
    const L = this.length;
    const next = this.next;
    let p = pattern;
    for (let i = 0; i < L; i++) {
      next[i] = p % 3 === 2 ? guess.charCodeAt(i) - 96 : greens[i]!;
      p = Math.floor(p / 3);
    }
    return this.excessUnder(set, d, next);
  }

  private excessUnder(set: ArrayLike<number>, d: number, greens: Uint8Array): number {
    const L = this.length;
    const n = set.length;
    let open = 0;
    for (let i = 0; i < L; i++) if (greens[i] === 0) open++;
    // The set and its clusters fit (on a set that agrees with the greens): no pass over it.
    if (n <= this.capacity(open, d) && n <= clusterCapacity(d, open)) return 0;
    const free = this.freeOn(set, greens);
    let excess = Math.max(0, n - this.capacity(free, d));
    const clusterCap = clusterCapacity(d, free);
    if (n <= clusterCap) return excess;
    const at = this.index.largestAt(set, this.at);
    for (let p = 0; p < L; p++) if (at[p]! - clusterCap > excess) excess = at[p]! - clusterCap;
    return excess;
  }

  /** The positions free on the set: not green, or green where some answer has another letter. */
  private freeOn(set: ArrayLike<number>, greens: Uint8Array): number {
    const L = this.length;
    let f = 0;
    for (let p = 0; p < L; p++) {
      const g = greens[p]!;
      let differs = g === 0;
      for (let i = 0; i < set.length && !differs; i++) differs = this.letters[set[i]! * L + p] !== g;
      if (differs) f++;
    }
    return f;
  }
}
