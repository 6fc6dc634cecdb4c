/**
 * Closed-form lower bounds for the exact search (the ideas of Alex Selby's solver, alex1770/wordle).
 *
 * The cost of a set S of n answers is the total number of guesses needed to find every one of them.
 * A guess g costs n (every answer pays for it); the answer g itself (if g ∈ S) is then found; every
 * other feedback class C costs at least 1 if |C| = 1 and at least 2|C| − 1 otherwise (a guess in C,
 * then at least one more guess for the rest). Summing: cost ≥ 3n − 2·[g ∈ S] − k, where k is the
 * number of non-green classes. With all singletons that is 2n − 1 for a candidate, 2n otherwise.
 */

/** The cost of a set that cannot be finished within the guesses left. Larger than any real total. */
export const INFEASIBLE = 1_000_000_000;

/**
 * Most non-green feedback classes one guess can make: 3^L − 1, less the L patterns with L − 1 greens
 * and one yellow, which cannot occur. 237 for L = 5.
 */
export function maxClasses(length: number): number {
  return 3 ** length - 1 - length;
}

/**
 * Lower bound on the cost of n answers with d guesses left, before looking at any guess: a
 * candidate guess and as many classes as possible (k ≤ n − 1 and k ≤ maxClasses). INFEASIBLE when
 * two or more answers are left with at most one guess.
 */
export function setLowerBound(n: number, d: number, classLimit: number): number {
  if (n <= 0) return 0;
  if (d <= 0) return INFEASIBLE;
  if (n === 1) return 1;
  if (d === 1) return INFEASIBLE;
  if (n === 2) return 3;
  return 3 * n - 2 - Math.min(n - 1, classLimit);
}

/** Lower bound on the cost of n answers when the next guess makes k non-green classes: 3n − 2·[candidate] − k. */
export function guessLowerBound(n: number, isCandidate: boolean, k: number): number {
  return 3 * n - (isCandidate ? 2 : 0) - k;
}

/*
 * The same bounds for the 'win' objective (see valuation.ts), where answers have integer weights
 * and a lost answer costs LOSS per unit of weight. W is the set's weight, top(k) the sum of its k
 * heaviest weights; with equal weights (W = n, top(k) = min(k, n)) they are the bounds above.
 */

/**
 * A lower bound on the 'win' value of n ≥ 3 answers with d ≥ 2 guesses left: every answer pays the
 * first guess, all but the guess the second, and all but the 1 + classLimit answers two guesses can
 * find a third (with two guesses left those are lost); `excess` answers (the cluster cut's, each
 * of weight at least `lightest`) are lost whatever is played.
 */
export function winSetBound(
  W: number,
  heaviest: number,
  beyondTwo: number,
  excess: number,
  lightest: number,
  d: number,
  loss: number,
): number {
  const lost = excess * lightest;
  if (d === 2) return 2 * W - heaviest + loss * Math.max(beyondTwo, lost);
  return 2 * W - heaviest + beyondTwo + loss * lost;
}

/**
 * A lower bound on the 'win' value of a guess that makes k classes (the green one included) on a
 * set of weight W, `own` being its own weight when it is a candidate (else 0), d guesses left: with
 * two left, each class then loses all but its heaviest answer (exact with equal weights); with
 * more, each non-green class costs at least twice its weight less its heaviest answer.
 */
export function winRowBound(W: number, own: number, topK: number, d: number, loss: number): number {
  return d === 2 ? 2 * W - own + loss * (W - topK) : 3 * W - own - topK;
}

/**
 * The fewest classes a guess must make for `winRowBound` (with its own weight at most `heaviest`)
 * to be below `best`: n + 1 when no guess can. The bound falls as k grows, so a binary search.
 */
export function winClassesNeeded(
  n: number,
  W: number,
  heaviest: number,
  top: (k: number) => number,
  d: number,
  loss: number,
  best: number,
): number {
  let lo = 0;
  let hi = n + 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (winRowBound(W, heaviest, top(mid), d, loss) < best) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
