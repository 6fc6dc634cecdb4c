/**
 * What scans proved about the classes of one set of answers with two guesses left, equal weights,
 * normal mode (ThreeLeftCut): class S loses at least y answers, whatever is played. A second guess
 * makes at most one more part of a class for each answer added to it, so a class C loses at least
 * y − |S ∖ C| (it has the answers of S ∩ C, which lose y − |S ∖ C| at least, and each answer of
 * C ∖ S wins at most one more part). Many first guesses leave classes that differ by a few answers
 * (those without any of their letters, say), so one scan often settles the classes of many.
 * Classes are bit masks over the columns of the set (its answers' indices in it).
 */
export class ClassLosses {
  private owner: object | undefined;
  /** 32-bit words per mask. */
  private words = 0;
  private masks = new Uint32Array(0);
  private losses = new Int32Array(0);
  private count = 0;
  /** The mask of the class asked about last (`read`), and its size. */
  private current = new Uint32Array(0);
  private size = 0;
  /**
   * The least |S| − y over the classes S known: a class C lacks at least |S| − |C| answers of S,
   * so none proves more than |C| − reach (a quick no for the small classes).
   */
  private reach = Infinity;

  /** Start over unless the set is `owner` (n answers): what was proven holds for its classes only. */
  reset(owner: object, n: number): void {
    if (owner === this.owner) return;
    this.owner = owner;
    this.words = (n + 31) >>> 5;
    this.count = 0;
    this.reach = Infinity;
    if (this.current.length < this.words) this.current = new Uint32Array(this.words);
  }

  /** Read the class whose columns are `cols`: `proves` and `add` then speak of it. */
  read(cols: ArrayLike<number>): void {
    const { current, words } = this;
    current.fill(0, 0, words);
    for (let i = 0; i < cols.length; i++) current[cols[i]! >>> 5]! |= 1 << (cols[i]! & 31);
    this.size = cols.length;
  }

  /** True when a class known proves the class read loses at least x answers (x ≥ 1). */
  proves(x: number): boolean {
    const { masks, losses, current, words, count } = this;
    if (this.size - this.reach < x) return false;
    // Entries are kept by loss, most first: past the first that loses less than x, none can.
    for (let e = 0; e < count; e++) {
      const slack = losses[e]! - x;
      if (slack < 0) break;
      let extra = 0;
      for (let w = 0, at = e * words; w < words && extra <= slack; w++) {
        extra += popcount(masks[at + w]! & ~current[w]!);
      }
      if (extra <= slack) return true;
    }
    return false;
  }

  /** The most answers the classes known prove the class read loses (0 when none does). */
  least(): number {
    const { masks, losses, current, words, count } = this;
    if (this.size - this.reach < 1) return 0;
    let most = 0;
    for (let e = 0; e < count; e++) {
      const slack = losses[e]! - most;
      if (slack <= 0) break;
      let extra = 0;
      for (let w = 0, at = e * words; w < words && extra < slack; w++) {
        extra += popcount(masks[at + w]! & ~current[w]!);
      }
      if (extra < slack) most = losses[e]! - extra;
    }
    return most;
  }

  /** Remember that the class read loses at least y answers (nothing is kept for y < 1, or past MAX_KEPT classes). */
  add(y: number): void {
    if (y < 1 || this.count >= MAX_KEPT) return;
    const { words } = this;
    if ((this.count + 1) * words > this.masks.length) {
      const masks = new Uint32Array(Math.max(64, 2 * (this.count + 1)) * words);
      masks.set(this.masks.subarray(0, this.count * words));
      this.masks = masks;
      const losses = new Int32Array(masks.length / words);
      losses.set(this.losses.subarray(0, this.count));
      this.losses = losses;
    }
    // Kept by loss, most first (after those of the same loss): shift the lighter ones down one.
    const { masks, losses } = this;
    let at = this.count;
    while (at > 0 && losses[at - 1]! < y) at--;
    masks.copyWithin((at + 1) * words, at * words, this.count * words);
    losses.copyWithin(at + 1, at, this.count);
    masks.set(this.current.subarray(0, words), at * words);
    losses[at] = y;
    this.count++;
    this.reach = Math.min(this.reach, this.size - y);
  }
}

/** Past this many classes no more are kept (each costs a look for every class asked about). */
const MAX_KEPT = 4096;

/** The number of bits set in a 32-bit integer. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
