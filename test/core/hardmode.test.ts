import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterCandidates, candidateWords } from '../../src/core/filter.js';
import { checkHardMode, hardModeViolation, isHardModeLegal } from '../../src/core/hardmode.js';
import { parseHistory, parseTurn, playGuesses } from '../../src/core/history.js';
import { builtinWordSet } from '../../src/data/lists.js';

describe('checkHardMode', () => {
  it.each([
    ['a green must stay: 4th letter', ['hairy=bbbgb'], 'slate', '4th letter must be R'],
    ['a green must stay: 1st letter', ['crane=gbbbb'], 'slate', '1st letter must be C'],
    ['a green must stay: 5th letter', ['cigar=bbbbg'], 'fjord', '5th letter must be R'],
    ['a yellow must be reused', ['soare=ygbbb'], 'focal', 'Guess must contain S'],
    ['greens are checked before yellows', ['soare=ygbbb'], 'lints', '2nd letter must be O'],
    ['a yellow may move', ['soare=ygbbb'], 'bosom', null],
    ['a yellow may stay put', ['soare=ygbbb'], 'sorry', null],
    ['gray letters may be reused', ['soare=ygbbb'], 'roses', null],
    // speed against erase: S yellow, P gray, both Es yellow, D gray.
    ['two yellow Es need two Es', ['speed=ybyyb'], 'sheds', 'Guess must contain 2 Es'],
    ['two yellow Es, three Es is fine', ['speed=ybyyb'], 'geese', null],
    // speed against abide: one E yellow, the other gray, so one E is enough.
    ['a gray copy does not count', ['speed=bbyby'], 'ideal', null],
    ['…but the yellow D still does', ['speed=bbyby'], 'greet', 'Guess must contain D'],
    // eerie against elder: E green, E yellow, R yellow.
    ['green and yellow of one letter: the green first', ['eerie=gyybb'], 'leper', '1st letter must be E'],
    ['green and yellow of one letter: both copies', ['eerie=gyybb'], 'error', 'Guess must contain 2 Es'],
    ['green and yellow of one letter: legal', ['eerie=gyybb'], 'eager', null],
    // TONIC breaks both later turns (no S, no B); the earlier turn's rule is reported.
    [
      'every past turn applies, the first violation wins',
      ['crane=bbbbb', 'soare=ygbbb', 'bosom=ygybb'],
      'tonic',
      'Guess must contain S',
    ],
    ['the third turn’s rule', ['crane=bbbbb', 'soare=ygbbb', 'bosom=ygybb'], 'moist', 'Guess must contain B'],
    ['a later turn’s rule', ['crane=ybbbb', 'soare=ygbbb'], 'disco', '2nd letter must be O'],
    ['a later turn’s yellow', ['crane=ybbbb', 'soare=ygbbb'], 'coded', 'Guess must contain S'],
    ['no history, anything goes', [], 'xxxxx', null],
  ] as const)('%s', (_name, tokens, guess, expected) => {
    const history = parseHistory(tokens, 5);
    expect(checkHardMode(history, guess)).toBe(expected);
    expect(isHardModeLegal(history, guess)).toBe(expected === null);
  });

  it.each([
    ['8th letter', 'abcdefgh=bbbbbbbg', 'zzzzzzzz', '8th letter must be H'],
    ['6th letter', 'abcdef=bbbbbg', 'zzzzzz', '6th letter must be F'],
    ['two copies in a long word', 'aabbccdd=yybbbbbb', 'azzzbzzz', 'Guess must contain 2 As'],
    ['2 letters', 'ab=yb', 'bb', 'Guess must contain A'],
  ])('works for other lengths: %s', (_name, token, guess, expected) => {
    const turn = parseTurn(token, token.indexOf('='));
    expect(hardModeViolation(turn, guess)).toBe(expected);
  });

  it('always allows the answer itself and every remaining candidate', () => {
    const words = builtinWordSet('classic');
    const id = (n: number) => fc.integer({ min: 0, max: n - 1 });
    const arb = fc.tuple(id(words.answers.length), fc.array(id(words.guesses.length), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(arb, ([a, gs]) => {
        const answer = words.answers[a]!;
        const history = playGuesses(
          gs.map((g) => words.guesses[g]!),
          answer,
        );
        expect(checkHardMode(history, answer)).toBeNull();
        for (const c of candidateWords(words, filterCandidates(words, history))) {
          expect(checkHardMode(history, c)).toBeNull();
        }
      }),
      { numRuns: 60 },
    );
  });
});
