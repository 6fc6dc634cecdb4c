import type { Word } from '../../core/types.js';
import { maxClasses } from '../bounds/closed-form.js';
import { clusterCapacity, type ClusterIndex } from '../bounds/cluster-cut.js';
import type { HardState } from './state.js';

/*
 * Answers that no play can find in time, in hard mode, where every guess keeps the greens. With
 * f positions free (not green in the state), and a set of answers that agree with the greens (as
 * every set the search meets does), a guess reads green at every green position on every answer:
 *
 * - Its feedback varies only at the f free positions, so it makes at most maxClasses(f) classes
 *   besides its own (3^f − 1 − f), and at most cap(f, d) = 1 + maxClasses(f) · cap(f, d − 1)
 *   answers can be finished with d guesses left (cap(f, 1) = 1; the greens only grow below).
 * - Within a one-letter cluster (answers that differ only at position p: bounds/cluster-cut.ts), two answers
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
  /** Per pattern: a bit for each position it reads green. */
  private readonly greenMasks: Uint8Array;
  /** fits[f · 65 + d]: the most answers that can fit, min(cap(f, d), clusterCapacity(d, f)). */
  private readonly fits: Float64Array;
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
    this.greenMasks = new Uint8Array(3 ** length);
    for (let pattern = 0; pattern < this.greenMasks.length; pattern++) {
      let mask = 0;
      for (let i = 0, p = pattern; i < length; i++, p = Math.floor(p / 3)) if (p % 3 === 2) mask |= 1 << i;
      this.greenMasks[pattern] = mask;
    }
    this.caps = new Float64Array((length + 1) * 65);
    this.fits = new Float64Array((length + 1) * 65);
    for (let f = 0; f <= length; f++) {
      this.caps[f * 65 + 1] = 1;
      for (let d = 2; d <= 64; d++) {
        this.caps[f * 65 + d] = Math.min(2 ** 31, 1 + maxClasses(f) * this.caps[f * 65 + d - 1]!);
      }
      for (let d = 1; d <= 64; d++) this.fits[f * 65 + d] = Math.min(this.caps[f * 65 + d]!, clusterCapacity(d, f));
    }
    this.letters = new Uint8Array(answers.length * length);
    answers.forEach((w, a) => {
      for (let p = 0; p < length; p++) this.letters[a * length + p] = w.charCodeAt(p) - 96;
    });
  }

  /** The most answers that fit both cuts with d guesses left and f positions free. */
  private fit(f: number, d: number): number {
    return d <= 0 ? 0 : this.fits[f * 65 + Math.min(d, 64)]!;
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
   * `excess` after a guess got `pattern` in a state with `greens`, for a class of that guess (its
   * answers read `pattern` from it) in a set that agrees with the greens, as every class the search
   * meets does: the positions free after it are then exactly those green in neither, read off the
   * pattern without making the state or passing over the set. `within` (optional): the largest
   * one-letter cluster at each position of a set that holds this one (ClusterIndex.largestAt); where
   * none is too large, this set's clusters are not counted.
   */
  excessAfter(set: ArrayLike<number>, d: number, greens: Uint8Array, pattern: number, within?: Uint16Array): number {
    const mask = this.greenMasks[pattern]!;
    let free = 0;
    for (let i = 0; i < this.length; i++) if (greens[i] === 0 && ((mask >> i) & 1) === 0) free |= 1 << i;
    return this.excessFree(set, d, free, within);
  }

  private excessUnder(set: ArrayLike<number>, d: number, greens: Uint8Array): number {
    const L = this.length;
    const n = set.length;
    let open = 0;
    for (let i = 0; i < L; i++) if (greens[i] === 0) open++;
    // The set and its clusters fit (on a set that agrees with the greens): no pass over it.
    if (n <= this.fit(open, d)) return 0;
    return this.excessFree(set, d, this.freeOn(set, greens));
  }

  /**
   * `excess` of a set whose free positions (those where it is not all one letter) are the bits of
   * `freeMask`. (A one-letter cluster at a position where the set is all one letter is one answer.)
   */
  private excessFree(set: ArrayLike<number>, d: number, freeMask: number, within?: Uint16Array): number {
    const n = set.length;
    let free = 0;
    for (let m = freeMask; m !== 0; m &= m - 1) free++;
    if (n <= this.fit(free, d)) return 0;
    const L = this.length;
    let excess = Math.max(0, n - this.capacity(free, d));
    const clusterCap = clusterCapacity(d, free);
    if (n <= clusterCap) return excess;
    if (within !== undefined) {
      // A cluster of this set lies within the larger set's cluster at the same position.
      let most = 0;
      for (let p = 0; p < L; p++) if (((freeMask >> p) & 1) !== 0 && within[p]! > most) most = within[p]!;
      if (most - clusterCap <= excess) return excess;
    }
    const at = this.index.largestAt(set, this.at, freeMask);
    for (let p = 0; p < L; p++) if (at[p]! - clusterCap > excess) excess = at[p]! - clusterCap;
    return excess;
  }

  /** The positions free on the set, a bit each: not green, or green where some answer has another letter. */
  private freeOn(set: ArrayLike<number>, greens: Uint8Array): number {
    const L = this.length;
    let f = 0;
    for (let p = 0; p < L; p++) {
      const g = greens[p]!;
      let differs = g === 0;
      for (let i = 0; i < set.length && !differs; i++) differs = this.letters[set[i]! * L + p] !== g;
      if (differs) f |= 1 << p;
    }
    return f;
  }
}
