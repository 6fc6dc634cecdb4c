import type { Candidates } from '../../core/filter.js';
import type { SplitScore } from '../../core/partition.js';
import { asWordId, type WordId } from '../../core/types.js';
import { compareRanked, type Ranked } from '../ranking.js';
import { entropyScore } from '../entropy.js';
import type { GuessContext, Strategy } from '../types.js';

/** The answers left on each open board: `pos.boards`, or in plain Wordle its candidates. */
export function openBoards(pos: GuessContext): readonly Candidates[] {
  return pos.boards ?? [pos.candidates];
}

/** Guesses left, this one included: `pos.guessesLeft`, or Wordle's six less the turns played. */
export function guessesLeftOf(pos: GuessContext): number {
  return pos.guessesLeft ?? 7 - pos.turn;
}

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
export function jointScores(pos: GuessContext, score: SplitScore): Float64Array {
  const ids = pos.guessIds;
  const total = new Float64Array(ids.length);
  const part = new Float64Array(ids.length);
  const isCandidate = new Uint8Array(ids.length);
  for (const { candidates, count } of distinctBoards(openBoards(pos))) {
    pos.partitioner.scoreAll(ids, candidates, score, part, isCandidate);
    for (let k = 0; k < ids.length; k++) total[k]! += count * part[k]!;
  }
  return total;
}

/**
 * For every guess (index k into `pos.guessIds`), the expected number of boards it solves now:
 * Σ over the boards where it is a candidate of 1 / (that board's candidates).
 */
export function hitChances(pos: GuessContext): Float64Array {
  const ids = pos.guessIds;
  const index = new Int32Array(pos.words.guesses.length).fill(-1);
  for (let k = 0; k < ids.length; k++) index[ids[k]!] = k;
  const out = new Float64Array(ids.length);
  for (const c of openBoards(pos)) {
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
export function bestIndex(pos: GuessContext, scores: Float64Array, hits: Float64Array): WordId {
  let best: Ranked | undefined;
  const ids = pos.guessIds;
  for (let k = 0; k < ids.length; k++) {
    const r: Ranked = { guess: ids[k]!, score: scores[k]!, isCandidate: hits[k]! > 0 };
    if (best === undefined || compareRanked(r, best) < 0) best = r;
  }
  return asWordId(best === undefined ? openBoards(pos)[0]![0]! : best.guess);
}

/** The guesses ranked by joint entropy (ties: a guess that can solve a board, then list order). */
export function jointRanking(
  pos: GuessContext,
  scores = jointScores(pos, entropyScore),
  hits = hitChances(pos),
): Ranked[] {
  return Array.from(pos.guessIds, (g, k) => ({ guess: g, score: scores[k]!, isCandidate: hits[k]! > 0 })).sort(
    compareRanked,
  );
}

/**
 * Sure wins: the answers of the boards down to one candidate. Of those, the best by `scores` for
 * the other boards (ties: the lower list index), or undefined when no board is down to one.
 */
export function bestSureWin(pos: GuessContext, scores: Float64Array): WordId | undefined {
  const sure = openBoards(pos)
    .filter((c) => c.length === 1)
    .map((c) => c[0]!);
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

/** A sure win (the best by `scores`), else the guess with the best joint score (`bestIndex`). */
export function jointPick(pos: GuessContext, scores: Float64Array, hits = hitChances(pos)): WordId {
  return bestSureWin(pos, scores) ?? bestIndex(pos, scores, hits);
}

/**
 * A strategy that plays any number of boards: its own pick in plain Wordle; in a game of several
 * boards (`pos.boards`), one that reads them itself (`severalBoards`) as it is, and one with a split
 * score its score of the joint split (the sum over the open boards), after a sure win: a board down
 * to one answer (of several, the best by that score), ties broken the documented way
 * (`compareRanked`). Other strategies do not play several boards (`playsSeveralBoards`).
 */
export function onEveryBoard(s: Strategy): Strategy {
  const { split } = s;
  if (s.severalBoards === true || split === undefined) return s;
  return {
    ...s,
    pick: (pos) => {
      if (pos.boards === undefined) return s.pick(pos);
      return jointPick(pos, jointScores(pos, split));
    },
  };
}

/** True for a strategy that plays several boards (see `onEveryBoard`). */
export function playsSeveralBoards(s: Strategy): boolean {
  return s.severalBoards === true || s.split !== undefined;
}
