import { WordleError } from './errors.js';
import { quote } from './quote.js';
import { asPattern, type Pattern, type Tile, type Word } from './types.js';
import { badArgument, expectInt, expectString } from './validate.js';

/**
 * Longest words `scoreGuess` and the pattern helpers take: a pattern is a base-3 number, and
 * 3^33 would pass 2^53, where doubles stop counting exactly. Word lists stop at MAX_LENGTH (8).
 */
export const MAX_PATTERN_LENGTH = 30;

/** Number of distinct patterns for words of length `length`: 3^L. */
export function patternCount(length: number): number {
  expectInt(length, 'patternCount', 'length', 0, MAX_PATTERN_LENGTH);
  return 3 ** length;
}

/** The all-green pattern for words of length `length` (242 for L = 5). */
export function allGreen(length: number): Pattern {
  expectInt(length, 'allGreen', 'length', 0, MAX_PATTERN_LENGTH);
  return asPattern(3 ** length - 1);
}

/** Powers of three, POW3[i] = 3^i, for packing patterns (enough for L ≤ 8). */
export const POW3: readonly number[] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

/**
 * The feedback Wordle gives for `guess` against `answer`: the reference implementation.
 *
 * Deliberately plain. Greens are taken first; then, left to right, a letter is yellow while the
 * answer still has an unmatched copy of it (copies not already used by a green or an earlier yellow).
 * Works on any two strings of equal length, dictionary words or not (`aaaab` is fine).
 */
export function scoreGuess(guess: string, answer: string): Pattern {
  expectString(guess, 'scoreGuess', 'guess');
  expectString(answer, 'scoreGuess', 'answer');
  if (guess.length !== answer.length) {
    throw new WordleError(
      'BAD_WORD',
      `cannot score ${quote(guess)} against ${quote(answer)}: lengths differ (${guess.length} and ${answer.length})`,
    );
  }
  if (guess.length > MAX_PATTERN_LENGTH) {
    throw new WordleError('BAD_WORD', `cannot score words of more than ${MAX_PATTERN_LENGTH} letters`);
  }
  const n = guess.length;
  const colours = new Array<number>(n).fill(0);
  const unmatched = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    if (guess[i] === answer[i]) {
      colours[i] = 2;
    } else {
      const a = answer[i] as string;
      unmatched.set(a, (unmatched.get(a) ?? 0) + 1);
    }
  }
  for (let i = 0; i < n; i++) {
    if (colours[i] === 2) continue;
    const g = guess[i] as string;
    const left = unmatched.get(g) ?? 0;
    if (left > 0) {
      colours[i] = 1;
      unmatched.set(g, left - 1);
    }
  }
  let code = 0;
  for (let i = n - 1; i >= 0; i--) code = code * 3 + (colours[i] as number);
  return asPattern(code);
}

/** The colour digits of a pattern, position 0 first (0 gray, 1 yellow, 2 green). */
export function patternDigits(pattern: Pattern, length: number): number[] {
  expectPattern(pattern, length, 'patternDigits');
  const out: number[] = [];
  let p: number = pattern;
  for (let i = 0; i < length; i++) {
    out.push(p % 3);
    p = Math.floor(p / 3);
  }
  return out;
}

/** Require a whole-number length (≤ MAX_PATTERN_LENGTH) and a pattern in [0, 3^length). */
export function expectPattern(pattern: unknown, length: unknown, fn: string): void {
  expectInt(length, fn, 'length', 0, MAX_PATTERN_LENGTH);
  expectInt(pattern, fn, 'pattern', 0, 3 ** (length as number) - 1);
}

/** Pack colour digits (position 0 first) into a pattern. */
export function patternFromDigits(digits: readonly number[]): Pattern {
  const ok =
    Array.isArray(digits) && digits.length <= MAX_PATTERN_LENGTH && digits.every((d) => d === 0 || d === 1 || d === 2);
  if (!ok)
    badArgument('patternFromDigits', 'digits', `an array of at most ${MAX_PATTERN_LENGTH} digits 0, 1 or 2`, digits);
  let code = 0;
  for (let i = digits.length - 1; i >= 0; i--) code = code * 3 + (digits[i] as number);
  return asPattern(code);
}

const TILES: readonly Tile[] = ['gray', 'yellow', 'green'];

/** The tiles of a pattern, position 0 first. */
export function patternTiles(pattern: Pattern, length: number): Tile[] {
  return patternDigits(pattern, length).map((d) => TILES[d] as Tile);
}

/** Number of green tiles in a pattern. */
export function greenCount(pattern: Pattern, length: number): number {
  return patternDigits(pattern, length).filter((d) => d === 2).length;
}

/** Type guard for words: lowercase a-z of the given length. */
export function isWord(s: string, length?: number): s is Word {
  expectString(s, 'isWord', 's');
  if (length !== undefined) expectInt(length, 'isWord', 'length', 0);
  return /^[a-z]+$/.test(s) && (length === undefined || s.length === length);
}
