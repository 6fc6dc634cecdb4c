import type { Position } from '../position/position.js';
import type { Valuation } from './valuation.js';

/**
 * What playing a position (or a guess in it) wins and costs, read off a value of the search's
 * 'win' objective (see valuation.ts). Weights are the prior's (with equal weights, counts of
 * answers). A lost answer counts the guesses left plus one: 7 in all in a 6-guess game, as "X/6".
 */
export interface Outcome {
  /** The weight of the answers still possible (their number with equal weights). */
  readonly weight: number;
  /** The weight of those found within the guesses left. */
  readonly won: number;
  /** won / weight: the chance to win. */
  readonly winChance: number;
  /** Σ weight × further guesses (the next one included), a lost answer counting the guesses left + 1. */
  readonly total: number;
  /** total / weight: the expected further guesses. */
  readonly expectedGuesses: number;
}

/**
 * The outcome a value stands for. For an exact value, exact figures; for a lower bound, `won` is
 * only an upper bound on what can be won (the other figures then mean nothing).
 */
export function outcomeOf(valuation: Valuation, position: Position, value: number): Outcome {
  const weight = valuation.total(position.answers);
  const { lost, total } = valuation.split(value);
  // A lost answer paid for every guess left; it counts one more.
  const all = total + lost;
  return { weight, won: weight - lost, winChance: (weight - lost) / weight, total: all, expectedGuesses: all / weight };
}
