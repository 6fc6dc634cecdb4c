import { SCORE_EPSILON, type GuessStats, type SplitScore } from '../core/partition.js';
import { asWordId, type WordId } from '../core/types.js';
import type { Position } from './types.js';

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
  if (!sameScore(a.score, b.score)) return b.score - a.score;
  if (a.isCandidate !== b.isCandidate) return a.isCandidate ? -1 : 1;
  return a.guess - b.guess;
}

/**
 * Statistics and score of every allowed guess, best first (ties broken by `compareRanked`). With a
 * finite `top`, only the best `top` are kept while scanning (insertion into a short sorted list),
 * which on the 13k-guess opening is several times faster than sorting everything.
 */
export function rankGuesses(pos: Position, metric: Metric, top = Infinity): (GuessStats & { score: number })[] {
  const out: (GuessStats & { score: number })[] = [];
  const keep = Number.isFinite(top) ? Math.max(0, top) : Infinity;
  const ids = pos.guessIds;
  for (let k = 0; k < ids.length; k++) {
    if (pos.progress !== undefined && k % PROGRESS_EVERY === 0) pos.progress('ranking guesses', k, ids.length);
    const s = pos.partitioner.stats(asWordId(ids[k]!), pos.candidates, pos.weights);
    const r = { ...s, score: metric(s) };
    if (keep === Infinity) {
      out.push(r);
      continue;
    }
    if (keep === 0 || (out.length === keep && compareRanked(r, out[keep - 1]!) >= 0)) continue;
    let i = Math.min(out.length, keep - 1);
    while (i > 0 && compareRanked(r, out[i - 1]!) < 0) i--;
    out.splice(i, 0, r);
    if (out.length > keep) out.pop();
  }
  if (keep === Infinity) out.sort(compareRanked);
  return out;
}

/**
 * The best guess by a metric over full statistics (works with weights). Same order as
 * `rankGuesses(...)[0]`. Allocates one stats object per guess; prefer `bestBySplit` when the
 * score depends only on group sizes.
 */
export function bestGuess(pos: Position, metric: Metric): WordId {
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
export function bestBySplit(pos: Position, score: SplitScore, ceiling = Infinity): WordId {
  const g = pos.partitioner.best(pos.guessIds, pos.candidates, score, ceiling);
  return asWordId(g < 0 ? pos.candidates[0]! : g);
}

/** The `top` best guesses by a split score, best first, ties broken by `compareRanked`. */
export function topBySplit(pos: Position, score: SplitScore, top: number): Ranked[] {
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
export function candidateMask(pos: Position): Uint8Array {
  const mask = new Uint8Array(pos.matrix.nAnswers);
  for (const a of pos.candidates) mask[a] = 1;
  return mask;
}

/** With one or two candidates left, guessing a candidate is never worse: take the first. */
export function endgame(pos: Position): WordId | undefined {
  return pos.candidates.length <= 2 ? asWordId(pos.candidates[0]!) : undefined;
}
