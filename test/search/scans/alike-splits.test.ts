import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Word } from '../../../src/core/types.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { ExactPlay } from '../../../src/search/exact-play.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { naiveWinFirst, rng, sample } from '../naive.js';

// Guesses that split the answers alike are searched once (Searcher.firstGuesses' `alike`, which
// ExactPlay.rank reuses): the ranking of every first guess must still be the naive reference's,
// value for value and, among equal values, in the search's own order; and ExactPlay.solve, which
// takes the position's value from the ranking, must give the reference's value and best guess.

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker)/u.test(w));

/** The groups of answers a guess makes, as a canonical string (pattern labels dropped). */
function groups(g: Word, answers: readonly Word[]): string {
  const by = new Map<number, Word[]>();
  for (const a of answers) by.set(scoreGuess(g, a), [...(by.get(scoreGuess(g, a)) ?? []), a]);
  return [...by.values()]
    .map((c) => c.join(','))
    .sort()
    .join('|');
}

// seed, answers, extra guesses, guesses left, weighted, rhyming answers
const CASES = [
  [1, 14, 80, 3, false, false],
  [2, 14, 80, 3, true, false],
  [3, 20, 60, 3, false, true],
  [4, 20, 60, 3, true, true],
  [5, 12, 150, 2, false, false],
  [6, 24, 50, 3, false, true],
] as const;

describe('guesses that split the answers alike (normal mode)', () => {
  let twins = 0;

  it.each(CASES)('case %i: ranked as the naive reference ranks them', (seed, n, m, d, weighted, rhyming) => {
    const random = rng(seed);
    const words = makeWordSet(sample(rhyming ? rhymes : classic.answers, n, random), sample(extras, m, random));
    const w = weighted ? Float64Array.from(words.answers, () => 1 + Math.floor(random() * 9)) : undefined;
    const byWord = new Map(words.answers.map((a, i) => [a, w?.[i] ?? 1]));
    const play = new ExactPlay(words, w ? { weights: w } : {});
    const position = rootPosition(words, { maxGuesses: d });
    const s = play.searcher(position);
    const list = s.firstGuesses(position, false);
    // Each guess points at the first one listed that makes the same groups (itself if none).
    const alike = list.alike!;
    list.guesses.forEach((g, i) => {
      const j = alike.of(i);
      expect(j).toBeLessThanOrEqual(i);
      const first = list.guesses.findIndex(
        (h) => !words.answers.includes(h) && groups(h, words.answers) === groups(g, words.answers),
      );
      expect(j, `${g}`).toBe(words.answers.includes(g) ? i : first);
      if (j !== i) twins++;
    });
    // The ranking: every guess's exact value, ties in list order, as the reference values them.
    const reference = list.guesses
      .map((g, i) => ({ g, i, v: naiveWinFirst(g, words.answers, words.guesses, d, false, byWord) }))
      .sort((a, b) => a.v.lost - b.v.lost || a.v.total - b.v.total || a.i - b.i);
    const keep = 6;
    const ranked = play.rank(position, keep).slice(0, keep);
    expect(play.rank(position, keep, undefined, keep)).toEqual(ranked); // (the first `keep` only)
    expect(ranked.every((r) => r.exact)).toBe(true);
    expect(ranked.map((r) => [r.guess, s.valuation.split(r.value)])).toEqual(
      reference.slice(0, keep).map((r) => [r.g, r.v]),
    );
    // …the best guess too, and the position's value.
    expect(s.valuation.split(play.value(position))).toEqual(reference[0]!.v);
    expect(play.solve(position, 1).guess).toBe(reference[0]!.g);
  });

  it('a ranking reads the splits of its pinned frame; once another position is pinned, reading them is an internal error', () => {
    const random = rng(7);
    const words = makeWordSet(sample(classic.answers, 14, random), sample(extras, 80, random));
    const s = new ExactPlay(words).searcher(rootPosition(words, { maxGuesses: 3 }));
    const [three, four] = [3, 4].map((d) => rootPosition(words, { maxGuesses: d }));
    s.guessValuer(three!);
    const list = s.firstGuesses(three!, false);
    expect(list.alike!.amongAsked(0)).toBe(0);
    s.guessValuer(four!);
    expect(() => list.alike!.amongAsked(1)).toThrow(/internal: .*released/u);
  });

  it('the cases hold such guesses', () => {
    expect(twins).toBeGreaterThan(10);
  });
});
