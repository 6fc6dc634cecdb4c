import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternRow } from '../../src/core/pattern-row.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { wordleError } from '../helpers/errors.js';

/** Every word of `length` letters over `alphabet`. */
function allWords(alphabet: string, length: number): string[] {
  let words = [''];
  for (let p = 0; p < length; p++) words = words.flatMap((w) => [...alphabet].map((c) => w + c));
  return words;
}

describe('patternRow', () => {
  it('agrees with scoreGuess on every pair of five-letter words over three letters (repeats of every kind)', () => {
    const words = allWords('abc', 5); // 243 words, 59049 pairs
    for (const g of words) {
      const row = patternRow(g, words);
      words.forEach((w, i) => {
        if (row[i] !== scoreGuess(g, w)) expect([g, w, row[i]]).toEqual([g, w, scoreGuess(g, w)]);
      });
    }
  });

  it("agrees with scoreGuess over today's NYT list", () => {
    const { guesses } = builtinWordSet('nyt');
    for (const g of ['tarse', 'sissy', 'eerie', 'llama', 'mamma']) {
      const row = patternRow(g, guesses);
      expect(row.length).toBe(guesses.length);
      guesses.forEach((w, i) => {
        if (row[i] !== scoreGuess(g, w)) expect([g, w, row[i]]).toEqual([g, w, scoreGuess(g, w)]);
      });
    }
  });

  it('agrees with scoreGuess for any length (bytes and 16-bit) and any word, letters or not', () => {
    const arb = fc.integer({ min: 2, max: 8 }).chain((n) =>
      fc.tuple(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'x'), minLength: n, maxLength: n }),
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'x', 'A', '-', 'é'), minLength: n, maxLength: n }), {
          maxLength: 13,
        }),
      ),
    );
    fc.assert(
      fc.property(arb, ([guess, words]) => {
        const row = patternRow(guess, words);
        expect(row.BYTES_PER_ELEMENT).toBe(guess.length <= 5 ? 1 : 2);
        expect(Array.from(row)).toEqual(words.map((w) => scoreGuess(guess, w)));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    [
      'a word of another length',
      () => patternRow('crane', ['cigar', 'abc']),
      'word "abc" is not 5 letters (the guess\'s)',
    ],
    ['a guess that is not letters', () => patternRow('CRANE', ['cigar']), 'guess "CRANE" is not 5 letters a-z'],
    [
      'a length the matrix does not take',
      () => patternRow('a', ['b']),
      'words of 1 letters are not supported (2 to 8)',
    ],
  ])('refuses %s (BAD_WORD)', (_name, fn, message) => {
    expect(wordleError(fn, 'BAD_WORD').message).toBe(message);
  });

  it('refuses words that are not strings (BAD_ARGUMENT)', () => {
    expect(wordleError(() => patternRow('crane', ['cigar', 7 as unknown as string]), 'BAD_ARGUMENT').message).toMatch(
      /words\[1\]/u,
    );
  });
});
