import { describe, expect, it } from 'vitest';
import { letterOrder, letterStats } from '../../src/core/letters.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { wordleError } from '../helpers/errors.js';

describe('letterStats', () => {
  it('counts occurrences, words containing, and positions (hand-counted)', () => {
    // speed: s p e e d; abide: a b i d e → E 3 (2 in speed, 1 in abide), D 2, the rest 1
    const s = letterStats(['speed', 'abide']);
    expect(s).toMatchObject({ words: 2, length: 5 });
    expect(letterOrder(s, 3)).toBe('EDA'); // E 3, D 2, then ties alphabetical: A
    const e = s.letters.find((l) => l.letter === 'e')!;
    expect(e).toMatchObject({ count: 3, words: 2, byPosition: [0, 0, 1, 1, 1] });
    expect(e.share).toBeCloseTo(3 / 10, 12);
    expect(s.letters.find((l) => l.letter === 'z')).toMatchObject({ count: 0, words: 0 });
    expect(s.positions[0]).toEqual([
      { letter: 'a', count: 1 },
      { letter: 's', count: 1 },
    ]);
  });

  it.each([
    ['an empty list', []],
    ['mixed lengths', ['speed', 'abid']],
    ['non-letters', ['sp3ed']],
  ])('rejects %s', (_name, words) => {
    wordleError(() => letterStats(words), 'BAD_WORD_LIST');
  });

  it('finds EAROT LISNCU, not ETAOIN SHRDLU, in the classic answers', () => {
    // The published observation for Wordle answers: "EAROT LISNCU" replaces "ETAOIN SHRDLU".
    const s = letterStats(builtinWordSet('classic').answers);
    expect(letterOrder(s, 11)).toBe('EAROTLISNCU');
    expect(letterOrder(s, 26)).toBe('EAROTLISNCUYDHPMGBFKWVZXQJ');
    // E: 1233 occurrences in 1056 words; S is the most common first letter, E the most common last.
    expect(s.letters[0]).toMatchObject({ letter: 'e', count: 1233, words: 1056 });
    expect(s.positions[0]![0]!.letter).toBe('s');
    expect(s.positions[4]![0]!.letter).toBe('e');
    expect(s.letters.reduce((a, l) => a + l.count, 0)).toBe(2315 * 5);
  });
});
