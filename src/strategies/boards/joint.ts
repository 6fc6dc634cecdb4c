import type { Candidates } from '../../core/filter.js';
import type { SplitScore } from '../../core/partition.js';
import { asWordId, type WordId } from '../../core/types.js';
import { compareRanked, type Ranked } from '../ranking.js';
import type { BoardsGuessContext } from './types.js';

/** Boards with the same candidates, counted once: at the start of a game every board has all answers. */
function distinctBoards(boards: readonly Candidates[]): { candidates: Candidates; count: number }[] {
  const out: { candidates: Candidates; count: number }[] = [];
  const same = (a: Candidates, b: Candidates) => a.length === b.length && a.every((x, i) => x === b[i]);
  for (const c of boards) {
    const hit = out.find((o) => same(o.candidates, c));
    if (hit === undefined) out.push({ candidates: c, count: 1 });
    else hit.count++;
  }
  return out;
}

/**
 * A split score summed over the unsolved boards, for every guess: `scores[k]` belongs to
 * `pos.guessIds[k]`. With the entropy score this is the entropy of the joint feedback (the boards'
 * answers are independent, so the joint entropy is the sum of the boards' entropies).
 */
export function jointScores(pos: BoardsGuessContext, score: SplitScore): Float64Array {
  const ids = pos.guessIds;
  const total = new Float64Array(ids.length);
  const part = new Float64Array(ids.length);
  const isCandidate = new Uint8Array(ids.length);
  for (const { candidates, count } of distinctBoards(pos.boards)) {
    pos.partitioner.scoreAll(ids, candidates, score, part, isCandidate);
    for (let k = 0; k < ids.length; k++) total[k]! += count * part[k]!;
  }
  return total;
}

/**
 * For every guess (index k into `pos.guessIds`), the expected number of boards it solves now:
 * Σ over the boards where it is a candidate of 1 / (that board's candidates).
 */
export function hitChances(pos: BoardsGuessContext): Float64Array {
  const ids = pos.guessIds;
  const index = new Int32Array(pos.words.guesses.length).fill(-1);
  for (let k = 0; k < ids.length; k++) index[ids[k]!] = k;
  const out = new Float64Array(ids.length);
  for (const c of pos.boards) {
    for (const a of c) {
      const k = index[a]!;
      if (k >= 0) out[k]! += 1 / c.length;
    }
  }
  return out;
}

/**
 * The guess with the highest score (`scores[k]` for `pos.guessIds[k]`), ties broken the documented
 * way (`compareRanked`): scores equal within a relative 1e-9, then a guess that can solve some
 * board, then the lower list index.
 */
export function bestIndex(pos: BoardsGuessContext, scores: Float64Array, hits: Float64Array): WordId {
  let best: Ranked | undefined;
  const ids = pos.guessIds;
  for (let k = 0; k < ids.length; k++) {
    const r: Ranked = { guess: ids[k]!, score: scores[k]!, isCandidate: hits[k]! > 0 };
    if (best === undefined || compareRanked(r, best) < 0) best = r;
  }
  return asWordId(best === undefined ? pos.boards[0]![0]! : best.guess);
}

/**
 * Sure wins: the answers of the boards down to one candidate. Of those, the best by `scores` for
 * the other boards (ties: the lower list index), or undefined when no board is down to one.
 */
export function bestSureWin(pos: BoardsGuessContext, scores: Float64Array): WordId | undefined {
  const sure = pos.boards.filter((c) => c.length === 1).map((c) => c[0]!);
  if (sure.length === 0) return undefined;
  const index = new Map<number, number>();
  pos.guessIds.forEach((g, k) => index.set(g, k));
  let best: Ranked | undefined;
  for (const a of sure) {
    const k = index.get(a);
    const r: Ranked = { guess: a, score: k === undefined ? -Infinity : scores[k]!, isCandidate: true };
    if (best === undefined || compareRanked(r, best) < 0) best = r;
  }
  return asWordId(best!.guess);
}
