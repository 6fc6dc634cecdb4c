import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Suggestion } from '../../src/engine/game/suggestion.js';
import { answersLeftLine, LIST_WIDTH, orderNote, wrapText } from '../../src/cli/format.js';
import { builtinWordSet } from '../../src/data/lists.js';

describe('wrapText: long lines of words break between words, never inside one', () => {
  it('keeps every word whole, each line within the width, and the text the same once unwrapped', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/u);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 20, max: 120 }),
        (words, width) => {
          const text = words.join(' ');
          const lines = wrapText(text, width, '  ').split('\n');
          for (const l of lines) expect(l.length).toBeLessThanOrEqual(width);
          expect(lines.map((l, i) => (i === 0 ? l : l.slice(2))).join(' ')).toBe(text);
        },
      ),
    );
  });

  it('gives a word longer than the width a line of its own', () => {
    expect(wrapText('a bbbbbbbbbb c', 5, ' ')).toBe('a\n bbbbbbbbbb\n c');
  });

  it('answersLeftLine: twenty words wrap at 80 columns between words (a terminal used to cut them)', () => {
    const words = builtinWordSet('classic').answers.slice(0, 20);
    const text = answersLeftLine(words, false);
    expect(text.split('\n').every((l) => l.length <= LIST_WIDTH)).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
    expect(text.replace(/\n {2}/gu, ' ')).toBe(`20 answers left: ${words.join(' ')}`);
    expect(answersLeftLine(['cigar', 'rebut'], false)).toBe('2 answers left: cigar rebut');
  });
});

describe('orderNote: the order of an exact table is said', () => {
  const row = (word: string, expectedGuesses: number, proven: boolean, entropy: number): Suggestion => ({
    word,
    entropy,
    expectedSize: 1,
    worstCase: 1,
    isCandidate: false,
    probability: 0,
    expectedGuesses,
    proven,
  });

  it.each<[string, Suggestion[], string]>([
    [
      'proven, in order',
      [row('salet', 3.42, true, 5.8), row('reast', 3.43, true, 5.9)],
      'order: fewest exp. guesses first',
    ],
    [
      // --length 6 past the time budget: every figure a bound, the rows by bits (the bounds out of order)
      'only bounds, by bits',
      [row('sarnie', 2.8841, false, 7.384), row('satire', 2.879, false, 7.337), row('ratine', 2.88, false, 7.325)],
      'order: by bits, most first (exp. guesses that are only lower bounds do not rank guesses)',
    ],
    [
      'the proven tree move, then bounds by bits',
      [row('courd', 3.1, true, 4), row('a', 3.0, false, 5), row('b', 3.2, false, 4.5)],
      'order: the proven guess first, then by bits, most first (exp. guesses that are only lower bounds do not rank guesses)',
    ],
    [
      // --budget-ms 0 after tarse=bbbbb: the bounds happen to rise as the bits fall; the order is the bits'
      'bounds that happen to rise, by bits',
      [row('colin', 2.7524, false, 5.591), row('piony', 2.7555, false, 5.476), row('doily', 2.7837, false, 5.448)],
      'order: by bits, most first (exp. guesses that are only lower bounds do not rank guesses)',
    ],
  ])('%s', (_name, list, note) => {
    expect(orderNote(list)).toBe(note);
  });

  it('--only: the words as given', () => {
    expect(orderNote([row('hyped', 2.15, true, 3.4), row('crane', 2.85, true, 1.2)], true)).toBe(
      'order: as given (#: the rank among all guesses)',
    );
  });
});
