import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../src/core/feedback.js';
import { formatTurn, parseHistory, parseTurn, playGuesses } from '../../src/core/history.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { wordleError } from '../helpers/errors.js';

describe('parseTurn', () => {
  it.each([
    ['letters', 'soare=ygbbb'],
    ['upper-case guess and feedback', 'SOARE=YGBBB'],
    ['emoji feedback', 'soare=🟨🟩⬛⬛⬛'],
    ['digits', 'soare=12000'],
    ['spaces around the parts', ' soare = ygbbb '],
  ])('reads %s', (_name, token) => {
    expect(parseTurn(token, 5)).toEqual({ guess: 'soare', pattern: parseFeedback('ygbbb') });
  });

  it('reads other lengths', () => {
    expect(parseTurn('ab=gy', 2)).toEqual({ guess: 'ab', pattern: 2 + 3 });
    expect(parseTurn('abcdefgh=bbbbbbbg', 8).pattern).toBe(2 * 3 ** 7);
  });

  it.each([
    ['no =', 'soare', 'history "soare" should look like GUESS=FEEDBACK, e.g. soare=ygbbb'],
    ['a short guess', 'soar=ygbb', 'history "soar=ygbb": "soar" is not 5 letters a-z'],
    ['a non-letter guess', 's0are=ygbbb', 'history "s0are=ygbbb": "s0are" is not 5 letters a-z'],
    ['short feedback', 'soare=ygbb', 'history "soare=ygbb": feedback "ygbb" has 4 tiles, expected 5'],
  ])('rejects %s with BAD_HISTORY', (_name, token, message) => {
    expect(wordleError(() => parseTurn(token, 5), 'BAD_HISTORY').message).toBe(message);
  });

  it('reports a bad feedback symbol as BAD_HISTORY naming the token', () => {
    const e = wordleError(() => parseTurn('soare=ygbbq', 5), 'BAD_HISTORY');
    expect(e.message).toMatch(/^history "soare=ygbbq": feedback "ygbbq": unknown symbol "q"/);
  });
});

describe('parseHistory, formatTurn and playGuesses', () => {
  it('parses several turns in order', () => {
    const h = parseHistory(['crane=bbbby', 'soare=ygbbb'], 5);
    expect(h.map(formatTurn)).toEqual(['crane=bbbby', 'soare=ygbbb']);
  });

  it('writes a turn back in letters', () => {
    expect(formatTurn({ guess: 'speed', pattern: scoreGuess('speed', 'abide') })).toBe('speed=bbyby');
  });

  it('plays guesses against an answer', () => {
    const h = playGuesses(['crane', 'sweet'], 'sweet');
    expect(h.map(formatTurn)).toEqual(['crane=bbbby', 'sweet=ggggg']);
    expect(playGuesses([], 'sweet')).toEqual([]);
  });
});
