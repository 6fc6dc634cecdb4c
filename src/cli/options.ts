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

/** Parse a positive number of seconds (a fraction allowed) for an option: `NaN`, `-1`, `0` and `Infinity` refused. */
export function secondsOption(name: string, max = 366 * 86_400): (value: string) => number {
  return (value) => {
    const t = value.trim();
    const n = Number(t);
    if (!/^\d+(?:\.\d+)?$/u.test(t) || !(n > 0) || n > max) {
      throw new WordleError(
        'BAD_OPTION',
        `${name} must be a positive number of seconds up to ${max}, got ${quote(value, 20)}`,
      );
    }
    return n;
  };
}

/** One share of a run split across machines: the `index` (0 to `count` − 1) of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Parse `I/K` for an option (`--shard 0/4`): a whole `K` ≥ 1 and `I` from 0 to `K` − 1. */
export function shardOption(name: string): (value: string) => Shard {
  return (value) => {
    const m = /^(\d{1,9})\/(\d{1,9})$/u.exec(value.trim());
    const [index, count] = m === null ? [NaN, NaN] : [Number(m[1]), Number(m[2])];
    if (!(count >= 1 && index < count)) {
      throw new WordleError(
        'BAD_OPTION',
        `${name} must be I/K with K ≥ 1 and I from 0 to K − 1 (0/4 is the first of four), got ${quote(value, 20)}`,
      );
    }
    return { index, count };
  };
}
