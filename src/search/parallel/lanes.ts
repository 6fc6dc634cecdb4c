/**
 * Hands out the indices 0 … count − 1 to `lanes` takers: the indices are cut into that many runs
 * of consecutive indices, and each taker goes through its own run in order. A taker whose run is
 * done takes over the end of the longest run left (from the end: as far as possible from where
 * that run's own taker is). So what each taker does next follows what it did last (a memo keeps
 * what they share), and takers at work at the same time are far apart. One lane: every taker
 * takes the next index, in order.
 */
export class Lanes {
  private readonly from: number[] = [];
  private readonly to: number[] = [];

  constructor(count: number, lanes: number) {
    const n = Math.max(1, Math.min(lanes, count));
    for (let k = 0; k < n; k++) {
      this.from.push(Math.floor((k * count) / n));
      this.to.push(Math.floor(((k + 1) * count) / n));
    }
  }

  /** The next index for taker `lane` (any number: taker k has run k mod the runs), or undefined when all are taken. */
  take(lane: number): number | undefined {
    const { from, to } = this;
    const own = lane % from.length;
    if (from[own]! < to[own]!) return from[own]!++;
    let longest = -1;
    for (let k = 0; k < from.length; k++) {
      if (to[k]! > from[k]! && (longest < 0 || to[k]! - from[k]! > to[longest]! - from[longest]!)) longest = k;
    }
    if (longest < 0) return undefined;
    return --to[longest]!;
  }
}
