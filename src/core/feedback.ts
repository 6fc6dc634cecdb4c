import { WordleError } from './errors.js';
import { patternDigits, patternFromDigits } from './pattern.js';
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
  const cleaned = text.replace(/[\uFE0E\uFE0F\s]/gu, '').toLowerCase();
  if (cleaned.length === 0) throw new WordleError('BAD_FEEDBACK', `empty feedback "${text}"`);
  const digits: number[] = [];
  for (const ch of cleaned) {
    const d = SYMBOLS.get(ch);
    if (d === undefined) {
      throw new WordleError('BAD_FEEDBACK', `feedback "${text}": unknown symbol "${ch}" (use g/y/b, 2/1/0 or 🟩🟨⬛)`);
    }
    digits.push(d);
  }
  if (length !== undefined && digits.length !== length) {
    throw new WordleError('BAD_FEEDBACK', `feedback "${text}" has ${digits.length} tiles, expected ${length}`);
  }
  return patternFromDigits(digits);
}

/** Write a pattern of `length` tiles in the given notation (default: letters g/y/b). */
export function formatFeedback(pattern: Pattern, length: number, notation: FeedbackNotation = 'letters'): string {
  const symbols = FORMATS[notation];
  return patternDigits(pattern, length)
    .map((d) => symbols[d])
    .join('');
}
