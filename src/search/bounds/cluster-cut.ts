import type { Word } from '../../core/types.js';

/**
 * The endgame cut for clusters of answers that differ in one letter (`_ills`: bills, fills, hills,
 * kills, mills, pills, sills, tills, wills). Within such a cluster, a guess with j distinct letters
 * tells apart at most j of the words (those whose differing letter it contains); all the others get
 * the same feedback. So a guess splits a cluster into at most L + 1 classes, one of which (the
 * rest) is all but L words, and each identified word still costs a guess unless it was the guess.
 * Hence at most 1 + L·(d − 1) words of one cluster can be finished with d guesses left.
 */
export function clusterCapacity(d: number, length: number): number {
  return d <= 0 ? 0 : 1 + length * (d - 1);
}

/** For each answer and position, the id of its one-letter cluster: the answer with that position blanked. */
export class ClusterIndex {
  private readonly ids: Uint32Array;
  private readonly counts: Uint16Array;
  private readonly touched: Uint32Array;
  /** Scratch of `largest`. */
  private readonly at: Uint16Array;
  /** The largest one-letter cluster of all the answers: no set's is larger. */
  private readonly most: number;

  constructor(
    answers: readonly Word[],
    readonly length: number,
  ) {
    this.ids = new Uint32Array(answers.length * length);
    const idOf = new Map<string, number>();
    answers.forEach((w, a) => {
      for (let p = 0; p < length; p++) {
        const key = `${p}:${w.slice(0, p)}_${w.slice(p + 1)}`;
        let id = idOf.get(key);
        if (id === undefined) idOf.set(key, (id = idOf.size));
        this.ids[a * length + p] = id;
      }
    });
    this.counts = new Uint16Array(idOf.size);
    this.touched = new Uint32Array(answers.length * length);
    this.at = new Uint16Array(length);
    this.most = this.largest(answers.map((_, a) => a));
  }

  /** Size of the largest one-letter cluster within the set (answer ids). */
  largest(set: ArrayLike<number>): number {
    const at = this.largestAt(set, this.at);
    let best = 0;
    for (let p = 0; p < this.length; p++) if (at[p]! > best) best = at[p]!;
    return best;
  }

  /**
   * The size of the largest one-letter cluster within the set at each position (the cluster whose
   * words differ at that position): `out[p]`, for p < length. Returns `out`. Only the positions of
   * `mask`'s bits are counted (the others read one: where the set is all one letter, a cluster is
   * one answer).
   */
  largestAt(set: ArrayLike<number>, out: Uint16Array, mask = (1 << this.length) - 1): Uint16Array {
    const { ids, counts, touched, length } = this;
    let nt = 0;
    out.fill(set.length > 0 ? 1 : 0, 0, length);
    for (let i = 0; i < set.length; i++) {
      const base = set[i]! * length;
      for (let p = 0; p < length; p++) {
        if (((mask >> p) & 1) === 0) continue;
        const id = ids[base + p]!;
        const c = counts[id]! + 1;
        counts[id] = c;
        if (c === 1) touched[nt++] = id;
        else if (c > out[p]!) out[p] = c;
      }
    }
    for (let t = 0; t < nt; t++) counts[touched[t]!] = 0;
    return out;
  }

  /** How many answers of the set are lost at least, whatever is played, with d guesses left. */
  excess(set: ArrayLike<number>, d: number): number {
    const cap = clusterCapacity(d, this.length);
    return set.length > cap && this.most > cap ? Math.max(0, this.largest(set) - cap) : 0;
  }

  /** True when the set provably cannot be finished with d guesses left. */
  infeasible(set: ArrayLike<number>, d: number): boolean {
    const cap = clusterCapacity(d, this.length);
    return set.length > cap && this.most > cap && this.largest(set) > cap;
  }
}
