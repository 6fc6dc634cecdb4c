import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { allGreen } from '../../core/pattern.js';
import { asWordId, type WordId } from '../../core/types.js';
import { entropyScore } from '../entropy.js';
import { compareRanked, sameScore } from '../ranking.js';
import { guessesLeftOf, hitChances, jointPick, jointScores, openBoards } from './joint.js';
import type { Assessment, GuessContext, StrategyInfo } from '../types.js';

/** The exact endgame runs when the unsolved boards hold at most this many candidates in all… */
export const ENDGAME_MAX_CANDIDATES = 10;
/** …and this many joint possibilities (the product of the boards' candidate counts). */
export const ENDGAME_MAX_PRODUCT = 200;
/** Besides every candidate, the endgame tries this many guesses with the best joint entropy. */
export const ENDGAME_EXTRA_GUESSES = 10;
/**
 * The cost of a game that goes over the guess limit, in guesses: large enough that the search plays
 * for the win, as the one-board exact search does (issue 33): first the least chance of going over
 * the limit, then the fewest expected guesses. In an endgame every joint answer is equally likely,
 * so a chance of losing is a multiple of 1 / ENDGAME_MAX_PRODUCT, and the guesses of any play are
 * at most ENDGAME_MAX_CANDIDATES (each guess solves a board or splits one) plus the open boards a
 * lost game counts (at most as many, a candidate each): any difference in chance (× the penalty)
 * outweighs any in guesses, since 10 000 / 200 = 50 > 10 + 10.
 */
export const OVER_LIMIT_PENALTY = 10_000;

interface Endgame {
  readonly matrix: PatternMatrix;
  readonly guesses: readonly number[];
  readonly win: number;
  readonly memo: Map<string, number>;
}

const keyOf = (boards: readonly Candidates[]) =>
  boards
    .map((c) => c.join('.'))
    .sort()
    .join('|');

/** The boards after guess g for each joint outcome, with its probability (solved boards dropped). */
function outcomes(e: Endgame, boards: readonly Candidates[], g: number): { p: number; next: Candidates[] }[] {
  const { data, nAnswers } = e.matrix;
  let out: { p: number; next: Candidates[] }[] = [{ p: 1, next: [] }];
  for (const c of boards) {
    const groups = new Map<number, number[]>();
    for (const a of c) {
      const pat = data[g * nAnswers + a]!;
      let l = groups.get(pat);
      if (l === undefined) groups.set(pat, (l = []));
      l.push(a);
    }
    const next: { p: number; next: Candidates[] }[] = [];
    for (const o of out) {
      for (const [pat, l] of groups) {
        const p = o.p * (l.length / c.length);
        next.push({ p, next: pat === e.win ? o.next : [...o.next, Uint32Array.from(l)] });
      }
    }
    out = next;
  }
  return out;
}

/**
 * The fewest expected guesses to solve every board from here with `left` guesses left (each board
 * needs at least its own winning guess; a game over the limit costs OVER_LIMIT_PENALTY more), with
 * `bound` as a cutoff: returns a value ≥ bound as soon as it cannot beat it.
 */
function value(e: Endgame, boards: readonly Candidates[], left: number, bound = Infinity): number {
  if (boards.length === 0) return 0;
  const over = boards.length > left ? OVER_LIMIT_PENALTY : 0; // cannot finish in time even with every guess a win
  if (over > 0 || boards.every((c) => c.length === 1)) return boards.length + over;
  // Beyond the candidates left, the limit cannot bind: key the memo by the smaller of the two.
  const key = `${keyOf(boards)}#${Math.min(
    left,
    boards.reduce((n, c) => n + c.length, 0),
  )}`;
  const known = e.memo.get(key);
  if (known !== undefined) return known;
  let best = Infinity;
  for (const g of e.guesses) {
    const v = guessValue(e, boards, g, left, Math.min(best, bound));
    if (v < best) best = v;
  }
  if (best < bound) e.memo.set(key, best);
  return best;
}

/** 1 + the expected value after guess g; stops early (returning ≥ bound) when it cannot beat `bound`. */
function guessValue(e: Endgame, boards: readonly Candidates[], g: number, left: number, bound: number): number {
  const outs = outcomes(e, boards, g);
  if (outs.length === 1 && outs[0]!.next.length === boards.length) return Infinity; // no progress
  // Lower bound of the rest: every outcome still needs one guess per open board.
  let low = 1;
  for (const o of outs) low += o.p * o.next.length;
  if (low >= bound) return low;
  let v = low;
  for (const o of outs) {
    v -= o.p * o.next.length;
    v += o.p * value(e, o.next, left - 1, (bound - v) / o.p);
    if (v >= bound) return v;
  }
  return v;
}

/** True when the position is small enough for the exact endgame. */
export function isEndgame(boards: readonly Candidates[]): boolean {
  let total = 0;
  let product = 1;
  for (const c of boards) {
    total += c.length;
    product *= c.length;
  }
  return total <= ENDGAME_MAX_CANDIDATES && product <= ENDGAME_MAX_PRODUCT;
}

/** The endgame's search over every candidate and the best-entropy words (in id order). */
function endgameOf(pos: GuessContext, scores: Float64Array, hits: Float64Array): Endgame {
  const order = Array.from(pos.guessIds, (g, k) => ({ guess: g, score: scores[k]!, isCandidate: hits[k]! > 0 })).sort(
    compareRanked,
  );
  const pool = new Set<number>(openBoards(pos).flatMap((c) => [...c]));
  for (const r of order.slice(0, ENDGAME_EXTRA_GUESSES)) pool.add(r.guess);
  const guesses = [...pool].sort((a, b) => a - b);
  return { matrix: pos.matrix, guesses, win: allGreen(pos.matrix.length), memo: new Map() };
}

/** The exact endgame's guess: fewest expected guesses over the candidates and the best-entropy words. */
function pickEndgame(pos: GuessContext, scores: Float64Array, hits: Float64Array): WordId {
  const e = endgameOf(pos, scores, hits);
  let best = -1;
  let bestValue = Infinity;
  let bestCandidate = false;
  for (const g of e.guesses) {
    const v = guessValue(e, openBoards(pos), g, guessesLeftOf(pos), bestValue + 1e-9);
    const candidate = openBoards(pos).some((c) => c.includes(g));
    // Ties (within 1e-9): a guess that can solve a board, then the lower id.
    if (
      best < 0 ||
      (v < bestValue && !sameScore(v, bestValue)) ||
      (sameScore(v, bestValue) && candidate && !bestCandidate)
    ) {
      best = g;
      bestValue = v;
      bestCandidate = candidate;
    }
  }
  return asWordId(best);
}

/**
 * The endgame's value of any guess (the best play after it over the search's pool), split into
 * its chance to win and its expected guesses. A value is G + OVER_LIMIT_PENALTY · P(loss), P(loss)
 * a multiple of 1 / product (the joint answers are equally likely) and G < 50 = PENALTY / the
 * largest product (see OVER_LIMIT_PENALTY): the multiple is the value's whole number of
 * PENALTY / product. A lost game's guesses count each open board once more.
 */
export function assessEndgame(pos: GuessContext, guess: WordId): Assessment | null {
  if (!isEndgame(openBoards(pos))) return null;
  const e = endgameOf(pos, jointScores(pos, entropyScore), hitChances(pos));
  let v = 1;
  for (const o of outcomes(e, openBoards(pos), guess)) v += o.p * value(e, o.next, guessesLeftOf(pos) - 1);
  const product = openBoards(pos).reduce((p, c) => p * c.length, 1);
  const unit = OVER_LIMIT_PENALTY / product;
  const lost = Math.floor(v / unit + 1e-9);
  return { measure: 'endgame', label: 'bound', winChance: 1 - lost / product, expectedGuesses: v - lost * unit };
}

/**
 * Joint entropy with sure wins (the `entropy` strategy) while many candidates are left; once the
 * unsolved boards hold few (at most ENDGAME_MAX_CANDIDATES in all), an exact search for the fewest
 * expected guesses to finish within the guess limit, over every candidate and the best-entropy words.
 */
export const boardsEndgame: StrategyInfo = {
  name: 'endgame',
  summary: 'joint entropy and sure wins, then an exact search of the endgame for the fewest expected guesses',
  source: 'this project (issue 33: the win first, then the fewest expected guesses)',
  create: () => ({
    name: 'endgame',
    severalBoards: true,
    pick: (pos) => {
      const scores = jointScores(pos, entropyScore);
      const hits = hitChances(pos);
      return isEndgame(openBoards(pos)) ? pickEndgame(pos, scores, hits) : jointPick(pos, scores, hits);
    },
    assess: assessEndgame,
  }),
};
