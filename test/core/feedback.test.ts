import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFeedback, parseFeedback, type FeedbackNotation } from '../../src/core/feedback.js';
import { patternFromDigits } from '../../src/core/pattern.js';
import { asPattern } from '../../src/core/types.js';
import { wordleError } from '../helpers/errors.js';

const VS16 = '\uFE0F';
const VS15 = '\uFE0E';
// green, yellow, gray, gray, green
const GYBBG = patternFromDigits([2, 1, 0, 0, 2]);

describe('parseFeedback', () => {
  it.each([
    ['letters g/y/b', 'gybbg'],
    ['upper-case letters', 'GYBBG'],
    ['mixed case', 'gYbBg'],
    ['x for gray', 'gyxxg'],
    ['- for gray', 'gy--g'],
    ['. for gray', 'gy..g'],
    ['w (white) for gray', 'gywwg'],
    ['W upper-case', 'GYWWG'],
    ['digits 2/1/0', '21002'],
    ['emoji, dark', '🟩🟨⬛⬛🟩'],
    ['emoji, light', '🟩🟨⬜⬜🟩'],
    ['emoji, high contrast', '🟧🟦⬛⬛🟧'],
    ['emoji with variation selectors', `🟩${VS16}🟨${VS16}⬛${VS16}⬜${VS15}🟩${VS16}`],
    ['spaces between tiles', 'g y b b g'],
    ['surrounding whitespace', '  gybbg\n'],
    ['mixed notations', 'g1⬛.🟧'],
  ])('reads %s', (_name, text) => {
    expect(parseFeedback(text)).toBe(GYBBG);
    expect(parseFeedback(text, 5)).toBe(GYBBG);
  });

  it('puts the first tile in the least significant digit', () => {
    expect(parseFeedback('gbbbb')).toBe(2);
    expect(parseFeedback('bbbbg')).toBe(2 * 81);
    expect(parseFeedback('ggggg')).toBe(242);
    expect(parseFeedback('yb')).toBe(1);
  });

  it.each([
    ['a letter', 'gybzg', 'z'],
    ['a digit', 'gyb3g', '3'],
    ['an emoji', 'gy🟥bg', '🟥'],
  ])('rejects %s it does not know, naming it', (_name, text, symbol) => {
    const e = wordleError(() => parseFeedback(text), 'BAD_FEEDBACK');
    expect(e.message).toContain(`"${text}"`);
    expect(e.message).toContain(`unknown symbol "${symbol}"`);
  });

  it.each([
    ['too short', 'gyb', 3],
    ['too long', 'gybbgg', 6],
    ['emoji too short', '🟩🟨⬛', 3],
  ])('rejects feedback %s for the length', (_name, text, tiles) => {
    const e = wordleError(() => parseFeedback(text, 5), 'BAD_FEEDBACK');
    expect(e.message).toBe(`feedback "${text}" has ${tiles} tiles, expected 5`);
  });

  it('rejects empty feedback', () => {
    expect(wordleError(() => parseFeedback('  '), 'BAD_FEEDBACK').message).toContain('empty feedback');
  });
});

describe('formatFeedback', () => {
  it.each([
    ['letters', 'gybbg'],
    ['digits', '21002'],
    ['emoji', '🟩🟨⬛⬛🟩'],
    ['emoji-light', '🟩🟨⬜⬜🟩'],
    ['emoji-contrast', '🟧🟦⬛⬛🟧'],
  ] as const)('writes %s', (notation, expected) => {
    expect(formatFeedback(GYBBG, 5, notation)).toBe(expected);
  });

  it('defaults to letters and writes exactly `length` tiles', () => {
    expect(formatFeedback(GYBBG, 5)).toBe('gybbg');
    expect(formatFeedback(asPattern(0), 8)).toBe('bbbbbbbb');
    expect(formatFeedback(asPattern(8), 2)).toBe('gg');
  });

  it('round-trips through parseFeedback in every notation and length', () => {
    const notations: FeedbackNotation[] = ['letters', 'digits', 'emoji', 'emoji-light', 'emoji-contrast'];
    const arb = fc
      .integer({ min: 2, max: 8 })
      .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: 3 ** n - 1 }), fc.constantFrom(...notations)));
    fc.assert(
      fc.property(arb, ([n, p, notation]) => {
        const text = formatFeedback(asPattern(p), n, notation);
        expect(parseFeedback(text, n)).toBe(p);
        expect(formatFeedback(parseFeedback(text, n), n, notation)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
