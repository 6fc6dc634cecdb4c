import type { Candidates } from '../../core/filter.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import { memoKey, type Memo } from '../memo/memo.js';

/** The union of disjoint ascending sets, ascending. */
function mergeSets(sets: readonly Candidates[]): Candidates {
  let size = 0;
  for (const c of sets) size += c.length;
  const out = new Uint32Array(size);
  let o = 0;
  for (const c of sets) {
    out.set(c, o);
    o += c.length;
  }
  return out.sort();
}

/**
 * After a guess is refuted by search, keep in the memo what its outcomes proved about sets another
 * guess is likely to meet (after Selby's solver): the outcomes `patterns` (the classes `groups`,
 * their proven bounds `lbs`, d guesses left for each) of a guess over words of `length` letters.
 * Take an outcome with a gray tile at position i: with the outcomes that differ only by a yellow
 * or a green there, it makes up the answers a guess gets when position i tells nothing, which is
 * what a guess with a useless letter at i sees. Normal mode only: the value of a union of disjoint
 * sets is at least the sum of theirs (an optimal play for the union plays each part at least as
 * well as its own optimum: every value here is a sum over answers), and in normal mode every set
 * of answers allows the same guesses.
 */
export function inferUnions(
  memo: Memo,
  length: number,
  patterns: readonly number[],
  groups: readonly Candidates[],
  lbs: readonly number[],
  d: number,
): void {
  const green = 3 ** length - 1;
  const at = new Map<number, number>();
  patterns.forEach((p, i) => at.set(p, i));
  for (let i = 0; i < patterns.length; i++) {
    const p = patterns[i]!;
    if (p === green) continue;
    for (let j = 0, w = 1; j < length; j++, w *= 3) {
      if (Math.floor(p / w) % 3 !== 0) continue; // gray at j anchors the union
      const y = at.get(p + w);
      const gr = at.get(p + 2 * w);
      if (y === undefined && gr === undefined) continue;
      const parts = [i, ...(y === undefined ? [] : [y]), ...(gr === undefined ? [] : [gr])];
      let bound = 0;
      for (const k of parts) bound += lbs[k]!;
      if (bound >= INFEASIBLE) continue;
      memo.raiseLower(memoKey(mergeSets(parts.map((k) => groups[k]!)), d, ''), bound);
    }
  }
}
