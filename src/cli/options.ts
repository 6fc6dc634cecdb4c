import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';

/*
 * Option parsers that need nothing heavy (no word lists, no matrix): commands that must start fast
 * (`wordle openings show`) use these without loading `context.ts`.
 */

/** Parse a whole number in [min, max] for an option, or fail with a clear BAD_OPTION error. */
export function intOption(name: string, min = 1, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const n = Number(value.trim());
    if (!/^\d+$/u.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
      throw new WordleError('BAD_OPTION', `${name} must be a whole number ${range}, got ${quote(value, 20)}`);
    }
    return n;
  };
}
