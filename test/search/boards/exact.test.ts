import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { BoardsSearch } from '../../../src/search/boards/exact.js';
import { SCALE } from '../../../src/search/boards/value.js';
import { ExactPlay } from '../../../src/search/exact-play.js';
import { naiveBoards } from './naive.js';

/** A search over a small list, and the answer ids of words. */
function setup(answers: readonly string[], extra: readonly string[] = []) {
  const words = makeWordSet(answers, extra);
  const search = new BoardsSearch(words, buildPatternMatrix(words.guesses, words.answers));
  return { words, search };
}
const ids = (words: WordSet, list: readonly string[]) =>
  Uint32Array.from(new Set(list.map((w) => words.index.get(w)!))).sort();

/** Three-letter words over four letters: feedback collides often, so boards stay open and limits bind. */
const word = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 3, maxLength: 3 }).map((l) => l.join(''));

describe('the exact search of several boards', () => {
  it('agrees with brute force on random small positions (2 to 4 boards, 2 to 4 guesses left)', () => {
    const position = fc
      .record({
        answers: fc.uniqueArray(word, { minLength: 2, maxLength: 6 }),
        extra: fc.uniqueArray(word, { maxLength: 3 }),
        picks: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 4 }),
        left: fc.integer({ min: 2, max: 4 }),
      })
      .map(({ answers, extra, picks, left }) => ({
        answers,
        extra: extra.filter((w) => !answers.includes(w)),
        boards: picks.map((p) => [...new Set(p.map((i) => answers[i % answers.length]!))]),
        left,
      }));
    let cannotWin = 0;
    fc.assert(
      fc.property(position, ({ answers, extra, boards, left }) => {
        const { words, search } = setup(answers, extra);
        const want = naiveBoards(boards, words.guesses, left);
        if (want.lost > 0) cannotWin++;
        const got = search.value(
          boards.map((b) => ids(words, b)),
          left,
        );
        expect(got).toBe(want.lost * SCALE + want.total);
        const ranked = search.rank(
          boards.map((b) => ids(words, b)),
          left,
          1,
        );
        expect(ranked[0]).toMatchObject({ value: got, exact: true });
        // Every guess played first, as brute force values it: none is better than the first ranked.
        const values = search.guessValues(
          boards.map((b) => ids(words, b)),
          left,
          words.guesses.map((_, g) => g),
        );
        words.guesses.forEach((g, i) => {
          const v = naiveBoards(boards, words.guesses, left, g);
          expect(values[i]).toBe(v.lost * SCALE + v.total);
        });
      }),
      { numRuns: 200, seed: 52 },
    );
    expect(cannotWin).toBeGreaterThan(10); // positions that cannot win for sure are among them
  });

  it('values a position with one board open as the one-board search does', () => {
    const answers = ['cater', 'later', 'water', 'hater', 'tamer', 'taker', 'baker'];
    const { words, search } = setup(answers, ['chwlm', 'lwhtc']);
    const play = new ExactPlay(words);
    for (const left of [1, 2, 3, 4]) {
      const board = ids(words, answers);
      const position = { answers: board, history: [], hard: false, maxGuesses: left };
      const o = play.outcome(position, play.value(position));
      const got = search.outcome([board], search.value([board], left));
      expect(got).toEqual({ ...o, winChance: o.won / o.weight });
    }
  });
});
