import { SCORE_EPSILON, type GuessStats, type SplitScore } from '../core/partition.js';
import { asWordId, type WordId } from '../core/types.js';
import { badArgument, expectFunction, expectGuessContext, expectInt } from '../core/validate.js';
import type { GuessContext } from './types.js';

/**
 * A metric turns a guess's partition statistics into a score where higher is better.
 * Scores within EPSILON count as equal (entropy ties are common and differ only by float noise:
 * after soare=ygbbb, fubsy, thumb and jumby all give 3.45656 bits).
 */
export type Metric = (s: GuessStats) => number;

/** Tolerance for comparing scores (relative to the larger score, and at least absolute). */
export const EPSILON = SCORE_EPSILON;

/** `rankGuesses` reports progress (when asked to) once per this many guesses. */
const PROGRESS_EVERY = 1024;

/** The fields the tie-break looks at. */
export interface Ranked {
  readonly guess: number;
  readonly score: number;
  readonly isCandidate: boolean;
}

/** True when two scores are equal within EPSILON. */
export function sameScore(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * The deterministic order of guesses: better score first; within EPSILON, a guess that is itself a
 * candidate first; then list order (lower id). Every strategy breaks ties this way.
 */
export function compareRanked(a: Ranked, b: Ranked): number {
  if (typeof a?.score !== 'number' || typeof b?.score !== 'number') {
    badArgument(
      'compareRanked',
      'a, b',
      'ranked guesses { guess, score, isCandidate }',
      typeof a?.score === 'number' ? b : a,
    );
  }
  if (!sameScore(a.score, b.score)) return b.score - a.score;
  if (a.isCandidate !== b.isCandidate) return a.isCandidate ? -1 : 1;
  return a.guess - b.guess;
}

/**
 * Statistics and score of every allowed guess, best first (ties broken by `compareRanked`). With a
 * finite `top`, only the best `top` are kept while scanning, in a bounded heap whose root is the
 * worst kept: O(n log top), so asking for all 13k guesses costs no more than a sort.
 */
export function rankGuesses(pos: GuessContext, metric: Metric, top = Infinity): (GuessStats & { score: number })[] {
  expectGuessContext(pos, 'rankGuesses');
  expectFunction(metric, 'rankGuesses', 'metric');
  if (top !== Infinity) expectInt(top, 'rankGuesses', 'top', 0);
  const keep = Number.isFinite(top) ? Math.max(0, Math.floor(top)) : Infinity;
  const heap: (GuessStats & { score: number })[] = [];
  const probe = { guess: 0, score: 0, isCandidate: false };
  const ids = pos.guessIds;
  for (let k = 0; k < ids.length; k++) {
    if (keep === 0) break;
    if (pos.progress !== undefined && k % PROGRESS_EVERY === 0) pos.progress('ranking guesses', k, ids.length);
    const s = pos.partitioner.stats(asWordId(ids[k]!), pos.candidates, pos.weights);
    const score = metric(s);
    if (heap.length < keep) heapPush(heap, { ...s, score });
    else {
      // (most guesses do not make the top: compared first, copied only when kept)
      probe.guess = s.guess;
      probe.score = score;
      probe.isCandidate = s.isCandidate;
      if (compareRanked(probe, heap[0]!) < 0) heapReplaceRoot(heap, { ...s, score });
    }
  }
  return heap.sort(compareRanked);
}

/** Sift up in a heap whose root is the worst element (largest by `compareRanked`). */
function heapPush<T extends Ranked>(heap: T[], item: T): void {
  heap.push(item);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (compareRanked(heap[parent]!, heap[i]!) >= 0) break;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

/** Replace the root (the worst kept) and sift down. */
function heapReplaceRoot<T extends Ranked>(heap: T[], item: T): void {
  heap[0] = item;
  const n = heap.length;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let worst = i;
    if (l < n && compareRanked(heap[l]!, heap[worst]!) > 0) worst = l;
    if (r < n && compareRanked(heap[r]!, heap[worst]!) > 0) worst = r;
    if (worst === i) return;
    [heap[worst], heap[i]] = [heap[i]!, heap[worst]!];
    i = worst;
  }
}

/**
 * The best guess by a metric over full statistics (works with weights). Same order as
 * `rankGuesses(...)[0]`. Allocates one stats object per guess; prefer `bestBySplit` when the
 * score depends only on group sizes.
 */
export function bestGuess(pos: GuessContext, metric: Metric): WordId {
  expectGuessContext(pos, 'bestGuess');
  expectFunction(metric, 'bestGuess', 'metric');
  let best: Ranked | undefined;
  for (const g of pos.guessIds) {
    const s = pos.partitioner.stats(asWordId(g), pos.candidates, pos.weights);
    const ranked: Ranked = { guess: g, score: metric(s), isCandidate: s.isCandidate };
    if (best === undefined || compareRanked(ranked, best) < 0) best = ranked;
  }
  return asWordId(best === undefined ? pos.candidates[0]! : best.guess);
}

/**
 * The best guess by a split score (group sizes only), allocation-free: the benchmark's hot path.
 * Same guess as `bestGuess` with the equivalent metric, ties broken the same way. `ceiling` is
 * the score of the all-singletons split (an upper bound) for the early exit of `Partitioner.best`.
 */
export function bestBySplit(pos: GuessContext, score: SplitScore, ceiling = Infinity): WordId {
  const g = pos.partitioner.best(pos.guessIds, pos.candidates, score, ceiling);
  return asWordId(g < 0 ? pos.candidates[0]! : g);
}

/** The `top` best guesses by a split score, best first, ties broken by `compareRanked`. */
export function topBySplit(pos: GuessContext, score: SplitScore, top: number): Ranked[] {
  const ids = pos.guessIds;
  const scores = new Float64Array(ids.length);
  const isCandidate = new Uint8Array(ids.length);
  pos.partitioner.scoreAll(ids, pos.candidates, score, scores, isCandidate);
  const order = Array.from(ids, (_, k) => k).sort((a, b) =>
    compareRanked(
      { guess: ids[a]!, score: scores[a]!, isCandidate: isCandidate[a] === 1 },
      { guess: ids[b]!, score: scores[b]!, isCandidate: isCandidate[b] === 1 },
    ),
  );
  return order.slice(0, top).map((k) => ({ guess: ids[k]!, score: scores[k]!, isCandidate: isCandidate[k] === 1 }));
}

/**
 * The best of `ids` by a per-word score (higher is better), with the same tie-break as
 * `compareRanked`: within EPSILON a candidate first, then the lower id. `isCandidate` marks the
 * candidates by answer id; omit it when every id is a candidate.
 */
export function bestByWord(ids: ArrayLike<number>, score: (id: number) => number, isCandidate?: Uint8Array): WordId {
  let best: Ranked | undefined;
  for (let k = 0; k < ids.length; k++) {
    const g = ids[k]!;
    const r: Ranked = { guess: g, score: score(g), isCandidate: isCandidate === undefined || isCandidate[g] === 1 };
    if (best === undefined || compareRanked(r, best) < 0) best = r;
  }
  if (best === undefined) throw new RangeError('bestByWord: no guess to choose from');
  return asWordId(best.guess);
}

/** A mask over answer ids: 1 for the candidates. */
export function candidateMask(pos: GuessContext): Uint8Array {
  const mask = new Uint8Array(pos.matrix.nAnswers);
  for (const a of pos.candidates) mask[a] = 1;
  return mask;
}

/**
 * The endgame rule every metric strategy applies first. Uniform prior: with one or two candidates
 * left, guessing a candidate is never worse, so take the first. With a prior, see `priorEndgame`.
 */
export function endgame(pos: GuessContext): WordId | undefined {
  if (pos.weights !== undefined) return priorEndgame(pos);
  return pos.candidates.length <= 2 ? asWordId(pos.candidates[0]!) : undefined;
}

/**
 * With a non-uniform prior, the most probable candidate c when it is provably the best guess in
 * expected number of guesses, else undefined (the strategy's metric decides). The proof: any other
 * candidate d needs at least 2 − p(d) guesses on average (it wins now with p(d), otherwise at least
 * one more guess), any non-candidate at least 2; guessing c and then guessing each group's words one
 * by one, most probable first, needs at most U(c) = 1 + Σ over c's non-winning feedback groups of
 * Σᵢ i·p(i-th word). So c is best when U(c) ≤ 2 − p₂, p₂ the second-highest probability. This always
 * holds with two candidates (play the likelier), and whenever one word dominates: after
 * acred=gbggg under the frequency prior, AIRED (98.8%) beats ADRED (1.2%), which entropy alone ties.
 */
export function priorEndgame(pos: GuessContext): WordId | undefined {
  const { candidates, weights, matrix } = pos;
  if (weights === undefined || candidates.length === 0) return undefined;
  let total = 0;
  let c = -1;
  let p1 = -1;
  let p2 = 0;
  for (const a of candidates) {
    const w = weights[a]!;
    total += w;
    if (w > p1) {
      p2 = Math.max(p2, p1);
      p1 = w;
      c = a;
    } else if (w > p2) p2 = w;
  }
  if (candidates.length === 1) return asWordId(c);
  if (!(total > 0)) return undefined;
  const groups = new Map<number, number[]>();
  const base = c * matrix.nAnswers;
  for (const a of candidates) {
    if (a === c) continue;
    const p = matrix.data[base + a]!;
    const g = groups.get(p);
    if (g === undefined) groups.set(p, [weights[a]!]);
    else g.push(weights[a]!);
  }
  let upper = 1;
  for (const g of groups.values()) {
    g.sort((x, y) => y - x);
    for (let i = 0; i < g.length; i++) upper += ((i + 1) * g[i]!) / total;
  }
  const tolerance = 1e-12;
  return upper <= 2 - p2 / total + tolerance ? asWordId(c) : undefined;
}
