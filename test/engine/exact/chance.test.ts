import { describe, expect, it } from 'vitest';
import { chanceText, lossConvention, winsText } from '../../../src/engine/exact/chance.js';
import { wordleError } from '../../helpers/errors.js';

describe('the chance to win in words (issue 33)', () => {
  it.each([
    [8 / 11, '72.7%'],
    [1, '100%'],
    [0, '0%'],
    [0.99999, '>99.9%'],
    [0.00001, '<0.1%'],
    [0.5, '50.0%'],
  ])('chanceText(%f) = %s: never rounded to a certainty it is not', (p, text) => {
    expect(chanceText(p)).toBe(text);
  });

  it('counts with equal weights, a percentage alone under a prior', () => {
    expect(winsText(8, 11, false)).toBe('8 of 11, 72.7%');
    expect(winsText(8000, 11000, true)).toBe('72.7%');
  });

  it('writes the convention for a lost game', () => {
    expect(lossConvention(2)).toBe('a lost game counts 3 (the 2 guesses left + 1, as X/6)');
    expect(lossConvention(1)).toBe('a lost game counts 2 (the 1 guess left + 1, as X/6)');
  });

  it('refuses what is not a chance', () => {
    wordleError(() => chanceText(1.5), 'BAD_ARGUMENT');
    wordleError(() => winsText(12, 11, false), 'BAD_ARGUMENT');
    wordleError(() => lossConvention(-1), 'BAD_ARGUMENT');
  });
});
