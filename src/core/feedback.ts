import { WordleError } from './errors.js';
import { expectPattern, MAX_PATTERN_LENGTH, patternDigits, patternFromDigits } from './pattern.js';
import { quote } from './quote.js';
import { badArgument, expectInt, expectString } from './validate.js';
import type { Pattern } from './types.js';

/** The notations `formatFeedback` can write. `parseFeedback` reads all of them and more. */
export type FeedbackNotation = 'letters' | 'digits' | 'emoji' | 'emoji-light' | 'emoji-contrast';

// Every symbol people use for a tile, mapped to its digit. Case-insensitive for letters.
// Gray: b (black), x, -, ., w (white), 0, ⬛, ⬜. Yellow: y, 1, 🟨, 🟦 (high contrast).
// Green: g, 2, 🟩, 🟧 (high contrast).
const SYMBOLS: ReadonlyMap<string, number> = new Map([
  ['b', 0],
  ['x', 0],
  ['-', 0],
  ['.', 0],
  ['w', 0],
  ['0', 0],
  ['⬛', 0],
  ['⬜', 0],
  ['y', 1],
  ['1', 1],
  ['🟨', 1],
  ['🟦', 1],
  ['g', 2],
  ['2', 2],
  ['🟩', 2],
  ['🟧', 2],
]);

const FORMATS: Readonly<Record<FeedbackNotation, readonly [string, string, string]>> = {
  letters: ['b', 'y', 'g'],
  digits: ['0', '1', '2'],
  emoji: ['⬛', '🟨', '🟩'],
  'emoji-light': ['⬜', '🟨', '🟩'],
  'emoji-contrast': ['⬛', '🟦', '🟧'],
};

/**
 * Read feedback in any common notation: `gybbb`, `21000`, `🟩🟨⬛⬛⬛`, high-contrast 🟧🟦,
 * `x`/`-`/`.`/`w` for gray. Case-insensitive; variation selectors and spaces are ignored.
 * Throws BAD_FEEDBACK naming the offending symbol, or the wrong length when `length` is given.
 */
export function parseFeedback(text: string, length?: number): Pattern {
  expectString(text, 'parseFeedback', 'text');
  if (length !== undefined) expectInt(length, 'parseFeedback', 'length', 1, MAX_PATTERN_LENGTH);
  const cleaned = text.replace(/[\uFE0E\uFE0F\s]/gu, '').toLowerCase();
  if (cleaned.length === 0) throw new WordleError('BAD_FEEDBACK', `empty feedback ${quote(text)}`);
  const digits: number[] = [];
  for (const ch of cleaned) {
    const d = SYMBOLS.get(ch);
    if (d === undefined) {
      throw new WordleError(
        'BAD_FEEDBACK',
        `feedback ${quote(text)}: unknown symbol ${quote(ch)} (use g/y/b, 2/1/0 or 🟩🟨⬛)`,
      );
    }
    digits.push(d);
  }
  if (length !== undefined ? digits.length !== length : digits.length > MAX_PATTERN_LENGTH) {
    const want = length === undefined ? `at most ${MAX_PATTERN_LENGTH}` : String(length);
    throw new WordleError('BAD_FEEDBACK', `feedback ${quote(text)} has ${digits.length} tiles, expected ${want}`);
  }
  return patternFromDigits(digits);
}

/** Write a pattern of `length` tiles in the given notation (default: letters g/y/b). */
export function formatFeedback(pattern: Pattern, length: number, notation: FeedbackNotation = 'letters'): string {
  expectPattern(pattern, length, 'formatFeedback');
  if (!Object.hasOwn(FORMATS, notation)) {
    badArgument('formatFeedback', 'notation', Object.keys(FORMATS).join(', '), notation);
  }
  const symbols = FORMATS[notation];
  return patternDigits(pattern, length)
    .map((d) => symbols[d])
    .join('');
}
