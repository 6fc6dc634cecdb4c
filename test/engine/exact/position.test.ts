import { describe, expect, it } from 'vitest';
import { parseHistory } from '../../../src/core/history.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { bestNextGuesses, exactPosition, guaranteedWin } from '../../../src/engine/exact/position.js';
import { wordleError } from '../../helpers/errors.js';

const words = builtinWordSet('classic');

describe('exact questions about a position (the use cases of `wordle optimal HISTORY`)', () => {
  const p = exactPosition(words, parseHistory(['soare=ygbbb'], 5));

  // The published convention (README): after SOARE = YGBBB, 15 answers are left and the best play
  // (THUMB) needs 33 guesses in all, 2.2 on average.
  it('finds THUMB after SOARE = YGBBB: 33 guesses over 15 answers, proven', () => {
    const v = bestNextGuesses(words, p, 3);
    expect(v).toMatchObject({ remaining: 15, guess: 'thumb', total: 33, average: 2.2 });
    expect(v.ranked.length).toBe(3);
    expect(v.ranked.every((r) => r.exact)).toBe(true);
    expect(v.ranked[0]).toEqual({ guess: 'thumb', value: 33, exact: true });
  });

  it('says whether every answer can be found within the guesses left', () => {
    expect(guaranteedWin(words, p)).toMatchObject({ guaranteed: true });
    expect(guaranteedWin(words, { ...p, maxGuesses: 2 })).toEqual({ guaranteed: false, guess: null });
  });

  it('refuses a history no answer fits', () => {
    wordleError(() => exactPosition(words, parseHistory(['soare=ggggb', 'soare=bbbbb'], 5)), 'NO_CANDIDATES');
  });
});
