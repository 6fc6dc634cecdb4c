import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { lazyMatrix, matrixBuilt, subMatrix, subWordSet } from '../../src/core/sub-matrix.js';
import { expectConfig, expectMatrix } from '../../src/core/validate.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { Partitioner } from '../../src/core/partition.js';

// Repeated letters on both sides (the cases feedback gets wrong most often).
const words = makeWordSet(
  ['sassy', 'geese', 'llama', 'abbey', 'eerie', 'tarse', 'speed', 'erase'],
  ['aaaab', 'essay', 'eases', 'lolly', 'rarer'],
);

describe('subWordSet and subMatrix: the answers left on their own', () => {
  const candidates = Uint32Array.of(1, 4, 6);

  it('is the word set makeWordSet makes of them (checksum included): those answers, then every other word, in list order', () => {
    const sub = subWordSet(words, candidates);
    const others = words.guesses.filter((_, g) => g >= words.answers.length || !candidates.includes(g));
    const made = makeWordSet(['geese', 'eerie', 'speed'], others);
    // Its index looks words up through the whole list's (a Map, its entries filled when iterated).
    const lookUps = (set: typeof made) => [...made.guesses, 'zzzzz'].map((w) => [set.index.get(w), set.index.has(w)]);
    expect(sub.index).toBeInstanceOf(Map);
    expect(lookUps(sub)).toEqual(lookUps(made));
    expect(sub.index.size).toBe(made.index.size);
    expect({ ...sub, index: new Map(sub.index) }).toEqual(made);
    expect(lookUps(sub)).toEqual(lookUps(made));
  });

  it('scores every guess against just those answers, as the reference scorer does', () => {
    const sub = subWordSet(words, candidates);
    const m = subMatrix(words, candidates);
    expect([m.nGuesses, m.nAnswers, m.length]).toEqual([13, 3, 5]);
    sub.guesses.forEach((g, s) =>
      sub.answers.forEach((a, j) => expect(m.data[s * 3 + j], `${g} ${a}`).toBe(scoreGuess(g, a))),
    );
  });

  it('the same with six letters (16-bit cells) and with one answer left', () => {
    const six = makeWordSet(['planet', 'rocket', 'banana', 'ananas', 'eerier'], ['zenith', 'aaaaaa', 'nanana']);
    for (const left of [Uint32Array.of(2, 3, 4), Uint32Array.of(1)]) {
      const sub = subWordSet(six, left);
      const m = subMatrix(six, left);
      expect(m.data).toBeInstanceOf(Uint16Array);
      sub.guesses.forEach((g, s) =>
        sub.answers.forEach((a, j) => expect(m.data[s * left.length + j], `${g} ${a}`).toBe(scoreGuess(g, a))),
      );
    }
  });

  it('refuses ids that are not answers of the set, ascending', () => {
    expect(() => subWordSet(words, Uint32Array.of(4, 1))).toThrow(/answer ids of the word set, ascending/u);
    expect(() => subMatrix(words, Uint32Array.of(1, 1))).toThrow(/ascending/u);
    expect(() => subWordSet(words, Uint32Array.of(8))).toThrow(/ascending/u);
  });
});

describe('lazyMatrix: made when its cells are first read', () => {
  it('passes the checks of a matrix and a config, and sets up a partitioner, without making its cells', () => {
    let made = 0;
    const m = lazyMatrix(words, () => (made++, buildPatternMatrix(words.guesses, words.answers)));
    expectMatrix(m, 'test');
    expectConfig({ words, matrix: m }, 'test');
    new Partitioner(m);
    expect([made, matrixBuilt(m)]).toEqual([0, false]);
    expect(m.data).toEqual(buildPatternMatrix(words.guesses, words.answers).data);
    expect(m.data).toBe(m.data);
    expect([made, matrixBuilt(m)]).toEqual([1, true]);
  });

  it('builds the matrix by default; a plain matrix is always built', () => {
    const m = lazyMatrix(words);
    expect(m.data).toEqual(buildPatternMatrix(words.guesses, words.answers).data);
    expect(matrixBuilt(buildPatternMatrix(words.guesses, words.answers))).toBe(true);
  });

  it('refuses cells made too small for its sizes, and lets an error of the maker through (tried again next time)', () => {
    const small = lazyMatrix(words, () => buildPatternMatrix(words.answers, words.answers));
    expect(() => small.data).toThrow(/too small/u);
    let fail = true;
    const m = lazyMatrix(words, () => {
      if (fail) throw new Error('no memory');
      return buildPatternMatrix(words.guesses, words.answers);
    });
    expect(() => m.data).toThrow('no memory');
    fail = false;
    expect(m.data.length).toBe(13 * 8);
  });
});
