import { describe, expect, it } from 'vitest';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { parsePriorText } from '../../../src/engine/game/prior-file.js';
import { wordleError } from '../../helpers/errors.js';

const base = makeWordSet(['cigar', 'rebut', 'sissy'], ['aahed', 'zonal']);

describe('a prior file (--prior FILE): WORD WEIGHT lines', () => {
  it('makes the words listed the answers, in the allowed list order, with their weights', () => {
    const { words, weights } = parsePriorText(
      '\uFEFF# mine\r\nzonal 7\n\n  cigar\t2  # a comment\nAAHED 1\n',
      base,
      'p.txt',
    );
    expect(words.answers).toEqual(['cigar', 'aahed', 'zonal']);
    expect(words.guesses).toEqual(['cigar', 'aahed', 'zonal', 'rebut', 'sissy']);
    expect([...weights!]).toEqual([2, 1, 7]);
  });

  it.each([
    ['cigar 0', 'p.txt:1: "cigar": the weight 0 is not positive'],
    ['cigar -1', 'p.txt:1: "cigar": the weight -1 is not positive'],
    ['cigar NaN', 'p.txt:1: "cigar": "NaN" is not a number'],
    ['cigar 2.5', 'p.txt:1: "cigar": "2.5" is not a whole number'],
    ['cigar 1e7', 'p.txt:1: "cigar": the weight 1e7 is above 1000000'],
    ['cigar 1\nrebut 1\ncigar 2', 'p.txt:3: "cigar" is listed twice (first on line 1)'],
    ['cigar 1\nfoo 1', 'p.txt:2: "foo" is not in the word list'],
    ['cigar 1 2', 'p.txt:1: "cigar 1 2": expected WORD WEIGHT'],
    ['# nothing', 'p.txt: no word found'],
  ])('refuses %j with one error naming the line and the word', (text, message) => {
    expect(wordleError(() => parsePriorText(text, base, 'p.txt'), 'BAD_FILE').message).toContain(message);
  });

  it('refuses weights too large in all for exact sums, naming the file', () => {
    const many = makeWordSet(
      Array.from(
        { length: 200 },
        (_, i) => `a${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
      ),
    );
    const text = many.answers.map((w) => `${w} 1000000`).join('\n');
    expect(wordleError(() => parsePriorText(text, many, 'big.txt'), 'BAD_FILE').message).toMatch(
      /^big\.txt: the weights add up to 200000000, too much for exact sums/u,
    );
  });
});
