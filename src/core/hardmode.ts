import { patternDigits } from './pattern.js';
import type { History, Turn, Word } from './types.js';
import { readHistory, expectString, readTurn } from './validate.js';

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

/**
 * The hard-mode rule one past turn imposes on a new guess, or null when the guess obeys it.
 * Greens must stay in place (`4th letter must be R`); every revealed letter (green or yellow) must
 * be reused, as many times as it was revealed in that turn (`Guess must contain S`, `… 2 Es`).
 */
export function hardModeViolation(input: Turn, guess: Word): string | null {
  const turn = readTurn(input, 'hardModeViolation');
  expectString(guess, 'hardModeViolation', 'guess');
  const digits = patternDigits(turn.pattern, turn.guess.length);
  for (let i = 0; i < digits.length; i++) {
    if (digits[i] === 2 && guess[i] !== turn.guess[i]) {
      return `${ORDINALS[i] ?? `${i + 1}th`} letter must be ${(turn.guess[i] as string).toUpperCase()}`;
    }
  }
  const need = new Map<string, number>();
  digits.forEach((d, i) => {
    if (d > 0) need.set(turn.guess[i] as string, (need.get(turn.guess[i] as string) ?? 0) + 1);
  });
  for (const [letter, n] of need) {
    let have = 0;
    for (const ch of guess) if (ch === letter) have++;
    if (have < n) {
      const L = letter.toUpperCase();
      return n === 1 ? `Guess must contain ${L}` : `Guess must contain ${n} ${L}s`;
    }
  }
  return null;
}

/** The first hard-mode violation of `guess` against the history, or null if it is legal. */
export function checkHardMode(input: History, guess: Word): string | null {
  const history = readHistory(input, 'checkHardMode');
  for (const turn of history) {
    const v = hardModeViolation(turn, guess);
    if (v !== null) return v;
  }
  return null;
}

/** True when `guess` is legal in hard mode after the history. */
export function isHardModeLegal(history: History, guess: Word): boolean {
  return checkHardMode(history, guess) === null;
}
