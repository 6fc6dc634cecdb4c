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
