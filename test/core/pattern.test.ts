import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFeedback, parseFeedback } from '../../src/core/feedback.js';
import {
  allGreen,
  greenCount,
  isWord,
  patternCount,
  patternDigits,
  patternFromDigits,
  patternTiles,
  scoreGuess,
} from '../../src/core/pattern.js';
import { asPattern } from '../../src/core/types.js';
import { wordleError } from '../helpers/errors.js';

/**
 * A deliberately naive reference, written differently from src: explicit `used` flags on the
 * answer's positions. Greens claim their position; then each other guess letter, left to right,
 * claims the first unclaimed answer position holding the same letter and turns yellow.
 * Returns the tiles as a g/y/b string so the tables below read naturally.
 */
function naiveScore(guess: string, answer: string): string {
  const g = [...guess];
  const a = [...answer];
  const used = a.map(() => false);
  const out = g.map(() => 'b');
  g.forEach((ch, i) => {
    if (ch === a[i]) {
      out[i] = 'g';
      used[i] = true;
    }
  });
  g.forEach((ch, i) => {
    if (out[i] === 'g') return;
    const j = a.findIndex((x, k) => !used[k] && x === ch);
    if (j >= 0) {
      used[j] = true;
      out[i] = 'y';
    }
  });
  return out.join('');
}

const score = (guess: string, answer: string): string => formatFeedback(scoreGuess(guess, answer), guess.length);

// Worked out by hand: greens first, then yellows left to right while the answer has unmatched copies.
const CASES: [name: string, guess: string, answer: string, expected: string][] = [
  ['all green', 'crane', 'crane', 'ggggg'],
  ['no letter in common', 'fuzzy', 'crane', 'bbbbb'],
  ['speed/abide: one E in the answer, only the first E is yellow', 'speed', 'abide', 'bbyby'],
  ['eerie/elder: green E, yellow E, extra E gray', 'eerie', 'elder', 'gyybb'],
  ['crane/sweet: a single yellow E', 'crane', 'sweet', 'bbbby'],
  ['aaaab/baaaa: greens use three As, the fourth is yellow', 'aaaab', 'baaaa', 'ygggy'],
  ['lolly/hello: both Ls are green so the first L is gray', 'lolly', 'hello', 'byggb'],
  ['hello/lolly: repeated green L, O yellow', 'hello', 'lolly', 'bbggy'],
  ['abbey/kebab: the second B is green, the first still yellow', 'abbey', 'kebab', 'yygyb'],
  ['kebab/abbey: the last B yellow after the middle B is green', 'kebab', 'abbey', 'bygyy'],
  ['speed/erase: two yellow Es', 'speed', 'erase', 'ybyyb'],
  ['error/robot: only one of three Rs is yellow', 'error', 'robot', 'bybgb'],
  ['sissy/swiss: green Ss take two, the middle S is yellow', 'sissy', 'swiss', 'gyygb'],
  ['length 2: repeated letter, one copy', 'aa', 'ab', 'gb'],
  ['length 2: swapped', 'ab', 'ba', 'yy'],
  ['length 3: repeat yellow', 'aab', 'baa', 'ygy'],
  ['length 4: one green, copies gray', 'aaaa', 'abcd', 'gbbb'],
  ['length 6: banana/ananas all yellow but B', 'banana', 'ananas', 'byyyyy'],
  ['length 7: aaaaaab/baaaaaa', 'aaaaaab', 'baaaaaa', 'ygggggy'],
  ['length 8: reversed, all yellow', 'abcdefgh', 'hgfedcba', 'yyyyyyyy'],
  ['length 8: pairs against a cycle', 'aabbccdd', 'abcdabcd', 'gyyyyyyg'],
];

describe('scoreGuess', () => {
  it.each(CASES)('%s', (_name, guess, answer, expected) => {
    expect(score(guess, answer)).toBe(expected);
    expect(naiveScore(guess, answer)).toBe(expected);
  });

  it('packs letter 0 as the least significant base-3 digit', () => {
    expect(scoreGuess('crane', 'crane')).toBe(242);
    expect(scoreGuess('cxxxx', 'cyyyy')).toBe(2); // green at position 0 only
    expect(scoreGuess('xxxxc', 'yyyyc')).toBe(2 * 81); // green at position 4 only
    expect(scoreGuess('ab', 'ba')).toBe(1 + 3);
  });

  it('throws BAD_WORD when lengths differ', () => {
    const e = wordleError(() => scoreGuess('crane', 'cranes'), 'BAD_WORD');
    expect(e.message).toBe('cannot score "crane" against "cranes": lengths differ (5 and 6)');
  });

  it('agrees with the naive reference on random words over a small alphabet', () => {
    const pair = fc.integer({ min: 2, max: 8 }).chain((n) => {
      const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: n, maxLength: n });
      return fc.tuple(word, word);
    });
    fc.assert(
      fc.property(pair, ([guess, answer]) => {
        expect(score(guess, answer)).toBe(naiveScore(guess, answer));
      }),
      { numRuns: 5000 },
    );
  });

  it('is all green exactly when guess equals answer', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(word, word, (g, a) => {
        expect(scoreGuess(g, a) === allGreen(5)).toBe(g === a);
      }),
    );
  });

  it('gives each letter at most as many green+yellow tiles as the answer holds', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(word, word, (g, a) => {
        const digits = patternDigits(scoreGuess(g, a), 6);
        for (const ch of 'abcd') {
          const marked = [...g].filter((x, i) => x === ch && (digits[i] ?? 0) > 0).length;
          const inAnswer = [...a].filter((x) => x === ch).length;
          const inGuess = [...g].filter((x) => x === ch).length;
          expect(marked).toBe(Math.min(inAnswer, inGuess));
        }
      }),
    );
  });
});

describe('pattern helpers', () => {
  it('counts patterns and the all-green code', () => {
    expect(patternCount(5)).toBe(243);
    expect(patternCount(8)).toBe(6561);
    expect(allGreen(2)).toBe(8);
    expect(allGreen(5)).toBe(242);
    expect(allGreen(8)).toBe(6560);
  });

  it('converts between digits, tiles and codes', () => {
    const p = parseFeedback('gybbg');
    expect(patternDigits(p, 5)).toEqual([2, 1, 0, 0, 2]);
    expect(patternFromDigits([2, 1, 0, 0, 2])).toBe(p);
    expect(patternTiles(p, 5)).toEqual(['green', 'yellow', 'gray', 'gray', 'green']);
    expect(greenCount(p, 5)).toBe(2);
    expect(greenCount(asPattern(0), 5)).toBe(0);
  });

  it('round-trips every 5-letter pattern through digits', () => {
    for (let p = 0; p < 243; p++) {
      expect(patternFromDigits(patternDigits(asPattern(p), 5))).toBe(p);
    }
  });

  it.each([
    ['crane', undefined, true],
    ['crane', 5, true],
    ['crane', 6, false],
    ['Crane', undefined, false],
    ['cr4ne', undefined, false],
    ['', undefined, false],
  ] as const)('isWord(%j, %j) is %j', (s, length, expected) => {
    expect(isWord(s, length)).toBe(expected);
  });
});
