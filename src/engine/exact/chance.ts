import { badArgument } from '../../core/validate.js';

/*
 * How the chance to win reads, the same in the CLI and the web app. The optimal strategy plays for
 * the win: first the weight of the answers found within the guesses left (the most games won, under
 * the prior), then the fewest expected guesses, in which a lost game counts the guesses left + 1
 * (7 in all over six guesses, as "X/6").
 */

/**
 * A chance as a percentage with one decimal, never rounded to a certainty it is not: "72.7%",
 * "100%" and "0%" only when sure, ">99.9%" and "<0.1%" near them.
 */
export function chanceText(p: number): string {
  if (typeof p !== 'number' || !(p >= 0 && p <= 1)) badArgument('chanceText', 'p', 'a chance from 0 to 1', p);
  if (p === 1) return '100%';
  if (p === 0) return '0%';
  const x = (100 * p).toFixed(1);
  if (x === '100.0') return '>99.9%';
  if (x === '0.0') return '<0.1%';
  return `${x}%`;
}

/**
 * What a guess wins: "8 of 11, 72.7%" (equally likely answers: `won` and `weight` are numbers of
 * answers), or "72.7%" under a prior (`weighted`: they are its weights, which mean nothing alone).
 */
export function winsText(won: number, weight: number, weighted: boolean): string {
  if (typeof weight !== 'number' || !(weight > 0)) badArgument('winsText', 'weight', 'a positive number', weight);
  if (typeof won !== 'number' || !(won >= 0 && won <= weight))
    badArgument('winsText', 'won', `a number from 0 to weight (${weight})`, won);
  const chance = chanceText(won / weight);
  return weighted ? chance : `${won} of ${weight}, ${chance}`;
}

/**
 * The convention for a lost game where expected guesses are shown with `left` guesses left: "a lost
 * game counts 3 (the 2 guesses left + 1, as X/6)".
 */
export function lossConvention(left: number, maxGuesses = 6): string {
  if (!Number.isSafeInteger(left) || left < 0) badArgument('lossConvention', 'left', 'a whole number ≥ 0', left);
  return `a lost game counts ${left + 1} (the ${left} ${left === 1 ? 'guess' : 'guesses'} left + 1, as X/${maxGuesses})`;
}
