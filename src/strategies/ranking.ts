import type { GuessStats } from '../core/partition.js';
import { asWordId, type WordId } from '../core/types.js';
import type { Position } from './types.js';

/**
 * A metric turns a guess's partition statistics into a score where higher is better.
 * Scores within EPSILON count as equal (entropy ties are common and differ only by float noise:
 * after soare=ygbbb, fubsy, thumb and jumby all give 3.45656 bits).
 */
export type Metric = (s: GuessStats) => number;

/** Tolerance for comparing scores. */
export const EPSILON = 1e-9;

/**
 * The deterministic order of guesses: better score first; within EPSILON, a guess that is itself a
 * candidate first; then list order (lower id). Every strategy breaks ties this way.
 */
export function compareRanked(a: GuessStats & { score: number }, b: GuessStats & { score: number }): number {
  if (Math.abs(a.score - b.score) > EPSILON * Math.max(1, Math.abs(a.score), Math.abs(b.score))) {
    return b.score - a.score;
  }
  if (a.isCandidate !== b.isCandidate) return a.isCandidate ? -1 : 1;
  return a.guess - b.guess;
}

/** Statistics and score of every allowed guess, best first (ties broken by `compareRanked`). */
export function rankGuesses(pos: Position, metric: Metric, top = Infinity): (GuessStats & { score: number })[] {
  const out: (GuessStats & { score: number })[] = [];
  for (const g of pos.guessIds) {
    const s = pos.partitioner.stats(asWordId(g), pos.candidates, pos.weights);
    out.push({ ...s, score: metric(s) });
  }
  out.sort(compareRanked);
  return Number.isFinite(top) ? out.slice(0, top) : out;
}

/**
 * The best guess by a metric, without allocating per guess: the hot path of the benchmark.
 * Same order as `rankGuesses(...)[0]`.
 */
export function bestGuess(pos: Position, metric: Metric): WordId {
  let best: (GuessStats & { score: number }) | undefined;
  for (const g of pos.guessIds) {
    const s = pos.partitioner.stats(asWordId(g), pos.candidates, pos.weights);
    const ranked = { ...s, score: metric(s) };
    if (best === undefined || compareRanked(ranked, best) < 0) best = ranked;
  }
  if (best === undefined) return asWordId(pos.candidates[0]!);
  return best.guess;
}

/** With one or two candidates left, guessing a candidate is never worse: take the first. */
export function endgame(pos: Position): WordId | undefined {
  return pos.candidates.length <= 2 ? asWordId(pos.candidates[0]!) : undefined;
}
