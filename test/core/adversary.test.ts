import { describe, expect, it } from 'vitest';
import { adversaryMove, isAbsurdleWin, tieRanks } from '../../src/core/adversary.js';
import { allCandidates, candidateWords } from '../../src/core/filter.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { makeWordSet } from '../../src/core/wordlist.js';

/** The adversary's answer to `guess` when exactly `possible` are left (three-letter words). */
function move(possible: string[], guess: string) {
  const words = makeWordSet(possible, [guess]);
  const m = adversaryMove(words, allCandidates(words), guess);
  // The matrix path must agree with the reference-scorer path.
  const withMatrix = adversaryMove(
    words,
    allCandidates(words),
    guess,
    buildPatternMatrix(words.guesses, words.answers),
  );
  expect(withMatrix).toEqual(m);
  return { feedback: formatFeedback(m.pattern, 3), kept: candidateWords(words, m.kept), win: isAbsurdleWin(m, 3) };
}

describe('the Absurdle adversary, hand-checked', () => {
  it('keeps the largest group, however much it reveals', () => {
    // abf: abc, abd, abe → ggb (3 words); xyz → bbb (1).
    expect(move(['abc', 'abd', 'abe', 'xyz'], 'abf')).toEqual({
      feedback: 'ggb',
      kept: ['abc', 'abd', 'abe'],
      win: false,
    });
  });

  it('between groups of the same size, keeps the one with fewer greens', () => {
    // abc: abd, abe → ggb; xyz, xyw → bbb. Two and two: bbb has no green.
    expect(move(['abd', 'abe', 'xyz', 'xyw'], 'abc')).toMatchObject({ feedback: 'bbb', kept: ['xyz', 'xyw'] });
  });

  it('then the one with fewer yellows', () => {
    // abc: bxa, bya → yyb (a and b elsewhere); xxa, yya → ybb (only a). Two and two, no greens.
    expect(move(['bxa', 'bya', 'xxa', 'yya'], 'abc')).toMatchObject({ feedback: 'ybb', kept: ['xxa', 'yya'] });
  });

  it('then the smallest pattern code: the coloured tile furthest left', () => {
    // abc: cxx → bby (c is elsewhere, code 9); xxa → ybb (a elsewhere, code 1).
    expect(move(['cxx', 'xxa'], 'abc')).toMatchObject({ feedback: 'ybb', kept: ['xxa'] });
  });

  it('answers all green only when the guess is the last word left', () => {
    expect(move(['abc'], 'abc')).toEqual({ feedback: 'ggg', kept: ['abc'], win: true });
    // abc, abd: ggg (1) against ggb (1): fewer greens wins the tie, so no win yet.
    expect(move(['abc', 'abd'], 'abc')).toEqual({ feedback: 'ggb', kept: ['abd'], win: false });
  });

  it('lists the groups it chose among, largest first', () => {
    const words = makeWordSet(['abc', 'abd', 'abe', 'xyz']);
    const m = adversaryMove(words, allCandidates(words), 'abc');
    expect(m.groups.map((g) => [formatFeedback(g.pattern, 3), g.size])).toEqual([
      ['ggb', 2],
      ['bbb', 1],
      ['ggg', 1],
    ]);
  });
});

describe('tieRanks', () => {
  it('orders every pattern by greens, then yellows, then code', () => {
    const rank = tieRanks(5);
    expect(rank.length).toBe(243);
    expect(new Set(rank).size).toBe(243);
    expect(rank[0]).toBe(0); // bbbbb first
    expect(rank[242]).toBe(242); // ggggg last
    expect(rank[1]!).toBeLessThan(rank[81]!); // ybbbb before bbbby
    expect(rank[40]!).toBeLessThan(rank[2]!); // yyyyb (code 40: 4 yellows, no green) before gbbbb
  });
});
