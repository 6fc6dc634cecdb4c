import { INFEASIBLE } from '../bounds/closed-form.js';

/** One outcome of a guess, for `sumOutcomes`: its closed-form bound and how to solve it under a cutoff. */
export interface Outcome {
  /** A lower bound on the outcome's cost, known without searching. */
  readonly bound: number;
  /** The outcome's cost if below beta, else a lower bound ≥ beta. */
  solve(beta: number): number;
}

/**
 * The combiner of the exact search: the cost of a guess over n answers is n (each pays for the
 * guess) plus the cost of every outcome. Outcomes are solved in the given order, each with the
 * cutoff the others' bounds leave, so a losing guess stops as soon as its sum reaches beta.
 * Returns the exact cost when it is below beta, else a lower bound ≥ beta.
 */
export function sumOutcomes(n: number, outcomes: readonly Outcome[], beta: number = INFEASIBLE + 1): number {
  let total = n;
  for (const o of outcomes) total += o.bound;
  for (const o of outcomes) {
    if (total >= beta) return total;
    const rest = total - o.bound;
    total = rest + o.solve(beta - rest);
  }
  return Math.min(total, INFEASIBLE);
}
