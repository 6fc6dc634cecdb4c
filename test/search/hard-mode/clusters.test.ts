import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Turn, Word } from '../../../src/core/types.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { ClusterIndex } from '../../../src/search/bounds/cluster-cut.js';
import { freePositions, HardClusters } from '../../../src/search/hard-mode/clusters.js';
import { HardRules } from '../../../src/search/hard-mode/state.js';
import { positionAfter } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { naiveWin, rng, sample } from '../naive.js';

// Hard mode's cluster cut: a guess keeps the greens, so it tells apart at most f words of a
// one-letter cluster (f: the positions not green), and at most 1 + f·(d − 1) can be finished.

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker|aunt)/u.test(w));
/** Rhyming families, each a one-letter cluster or close to one. */
const families = ['ight', 'ound', 'atch', 'ower', 'aker', 'ater'].map((end) => rhymes.filter((w) => w.endsWith(end)));

/** The hard-mode state and answers (ids) left after `history` on `answers` with `guesses`. */
function after(answers: readonly Word[], guesses: readonly Word[], history: readonly Turn[]) {
  const words = makeWordSet(answers, guesses);
  const rules = new HardRules(words.guesses, 5);
  let state = rules.root();
  for (const t of history) state = rules.after(state, words.index.get(t.guess)!, t.pattern);
  const set = positionAfter(words, history, { hard: true, maxGuesses: 6 }).answers;
  return { words, state, set, cut: new HardClusters(new ClusterIndex(words.answers, 5), words.answers, 5) };
}

describe('the hard-mode cluster cut', () => {
  const ight = classic.answers.filter((w) => w.endsWith('ight'));
  const turn: Turn = { guess: 'light', pattern: scoreGuess('light', 'might') };

  it('loses all but d of an _ight family once i, g, h and t are green (the normal-mode cut loses none)', () => {
    const { state, set, cut } = after(ight, classic.guesses, [turn]);
    const n = set.length;
    expect(n).toBeGreaterThanOrEqual(8);
    expect(freePositions(state, 5)).toBe(1);
    for (const d of [1, 2, 3, 4]) expect(cut.excess(set, d, state)).toBe(n - d);
    expect(new ClusterIndex(ight, 5).excess(set, 3)).toBe(0);
  });

  it('is met exactly by the naive reference on an _ight family', () => {
    const few = ight.slice(0, 7);
    const { state, set, cut } = after(few, [...few, ...extras.slice(0, 30)], [turn]);
    const left = set.length === few.length ? few : few.filter((w) => scoreGuess('light', w) === turn.pattern);
    for (const d of [2, 3]) {
      const naive = naiveWin(left, [...few, ...extras.slice(0, 30)], d, true, new Map(), [turn]);
      expect(cut.excess(set, d, state)).toBe(naive.lost);
    }
  });

  it('never claims more losses than the naive reference finds (random rhyming sets after a turn)', () => {
    const random = rng(33);
    let sharp = 0;
    for (let t = 0; t < 40; t++) {
      const family = families[t % families.length]!;
      const others = sample(rhymes, 3, random).filter((w) => !family.includes(w));
      const answers = [...sample(family, Math.min(family.length, 5 + Math.floor(random() * 6)), random), ...others];
      const guesses = [...answers, ...sample(extras, Math.floor(random() * 8), random)];
      const g = guesses[Math.floor(random() * guesses.length)]!;
      const a = answers[Math.floor(random() * answers.length)]!;
      const history = [{ guess: g, pattern: scoreGuess(g, a) }];
      const { words, state, set, cut } = after(answers, guesses, history);
      const left = Array.from(set, (i) => words.answers[i]!);
      for (const d of [1, 2, 3]) {
        const excess = cut.excess(set, d, state);
        const naive = naiveWin(left, guesses, d, true, new Map(), history);
        expect(excess, `${left.join(',')} after ${g}, ${d} left`).toBeLessThanOrEqual(naive.lost);
        if (excess > new ClusterIndex(words.answers, 5).excess(set, d)) sharp++;
      }
    }
    expect(sharp).toBeGreaterThan(5);
  });

  it("keeps the search's values: 'total' and 'win' agree with the reference on _ight families", () => {
    const random = rng(7);
    for (let t = 0; t < 8; t++) {
      const answers = sample(rhymes, 10 + Math.floor(random() * 8), random);
      const guesses = [...answers, ...sample(extras, 6, random)];
      const g = answers[Math.floor(random() * answers.length)]!;
      const a = answers[Math.floor(random() * answers.length)]!;
      const history = [{ guess: g, pattern: scoreGuess(g, a) }];
      const words = makeWordSet(answers, guesses);
      const position = positionAfter(words, history, { hard: true, maxGuesses: 4 });
      const left = Array.from(position.answers, (i) => words.answers[i]!);
      const expected = naiveWin(left, guesses, 3, true, new Map(), history);
      const win = new Searcher(words, undefined, { hard: true, objective: 'win' });
      expect(win.valuation.split(win.value(position)), left.join(',')).toEqual(expected);
      const total = new Searcher(words, undefined, { hard: true }).value(position);
      expect(total >= 1e9, left.join(',')).toBe(expected.lost > 0);
      if (expected.lost === 0) expect(total).toBe(expected.total);
    }
  });

  it("excessAfter reads the state after a guess off its pattern (random classes, with and without the set's clusters)", () => {
    const random = rng(41);
    let positive = 0;
    for (let t = 0; t < 60; t++) {
      const family = families[t % families.length]!;
      const answers = [...new Set([...family, ...sample(rhymes, 12, random)])];
      const guesses = [...answers, ...sample(extras, 10, random)];
      const first = guesses[Math.floor(random() * guesses.length)]!;
      const history = [{ guess: first, pattern: scoreGuess(first, answers[Math.floor(random() * answers.length)]!) }];
      const { words, state, set, cut } = after(answers, guesses, history);
      const rules = new HardRules(words.guesses, 5);
      let s = rules.root();
      for (const turn of history) s = rules.after(s, words.index.get(turn.guess)!, turn.pattern);
      const g = state.allowed[Math.floor(random() * state.allowed.length)]!;
      const classes = new Map<number, number[]>();
      for (const a of set) {
        const pattern = scoreGuess(words.guesses[g]!, words.answers[a]!);
        classes.set(pattern, [...(classes.get(pattern) ?? []), a]);
      }
      // The set's largest one-letter clusters bound its classes': given them, the same answers.
      const within = new ClusterIndex(words.answers, 5).largestAt(set, new Uint16Array(5));
      for (const [pattern, c] of classes) {
        const next = rules.after(s, g, pattern);
        for (const d of [1, 2, 3]) {
          const expected = cut.excess(c, d, next);
          const what = `${words.guesses[g]} ${pattern} ${d}`;
          expect(cut.excessAfter(c, d, state.greens, pattern), what).toBe(expected);
          expect(cut.excessAfter(c, d, state.greens, pattern, within), what).toBe(expected);
          if (expected > 0) positive++;
        }
      }
    }
    expect(positive).toBeGreaterThan(20);
  });
});
