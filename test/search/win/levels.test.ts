import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { INFEASIBLE } from '../../../src/search/bounds/closed-form.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { positionAfter, rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { naiveWin, rng, sample } from '../naive.js';

// The 'win' objective under two weight levels (the history prior's kind) with weights large enough
// that a lost answer's value passes INFEASIBLE (the 'total' objective's sentinel, 10^9): a node whose
// every guess reached its cutoff returned INFEASIBLE itself, below the cutoff, as if it were its exact
// value (SALET in hard mode under the NYT history's prior: 6.95 expected guesses, RAISE 1.79).

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker|aunt)/u.test(w));

describe("the 'win' objective with heavy weights of two levels", () => {
  it('values a one-letter cluster that loses an answer in hard mode as the reference does', () => {
    // _ATED after SALET and DATER: in hard mode each guess tries one letter, so with four guesses
    // left one of the five is lost (weight 10^6): a value far above INFEASIBLE.
    const words = makeWordSet(['bated', 'fated', 'gated', 'hated', 'mated', 'dater', 'salet'], []);
    const weights = [1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 3, 7];
    const history = ['salet', 'dater'].map((g) => ({ guess: g, pattern: scoreGuess(g, 'mated') }));
    const position = positionAfter(words, history, { hard: true, maxGuesses: 6 });
    const s = new Searcher(words, undefined, { hard: true, objective: 'win', weights, maxGuesses: 6 });
    const byWord = new Map(words.answers.map((a, i) => [a, weights[i]!]));
    const expected = naiveWin(['bated', 'fated', 'gated', 'hated', 'mated'], words.guesses, 4, true, byWord, history);
    expect(expected.lost).toBe(1_000_000);
    const value = s.value(position);
    expect(value).toBeGreaterThan(INFEASIBLE);
    expect(s.valuation.split(value)).toEqual(expected);
  });

  it('agrees with the reference on 60 seeded instances', () => {
    const random = rng(77);
    const pick = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    let losing = 0;
    for (let t = 0; t < 60; t++) {
      const r = rng(5000 + t);
      const words: WordSet = makeWordSet(
        sample(random() < 0.5 ? rhymes : classic.answers, pick(6, 16), r),
        sample(extras, pick(0, 10), r),
      );
      const hard = random() < 0.6;
      const d = pick(2, 4);
      const [light, heavy] = random() < 0.5 ? [996, 10_000] : [99_600, 1_000_000];
      const w = words.answers.map((_, i) => (i === 0 ? light : i === 1 ? heavy : random() < 0.5 ? light : heavy));
      const byWord = new Map(words.answers.map((a, i) => [a, w[i]!]));
      const matrix = t % 4 < 2 ? buildPatternMatrix(words.guesses, words.answers) : undefined;
      const kernel = t % 2 === 0 ? { kernel: createWasmKernel } : {};
      const s = new Searcher(words, matrix, { hard, objective: 'win', weights: w, ...kernel });
      const position = rootPosition(words, { hard, maxGuesses: d });
      const expected = naiveWin([...words.answers], words.guesses, d, hard, byWord);
      if (expected.lost > 0) losing++;
      expect(s.valuation.split(s.value(position)), `instance ${t}`).toEqual(expected);
    }
    expect(losing).toBeGreaterThanOrEqual(10);
  });
});
