import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { HardRules, type HardState } from '../../../src/search/hard-mode/state.js';
import { rng } from '../naive.js';

describe('HardRules.after', () => {
  const words = builtinWordSet('classic');
  const random = rng(5);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

  it('gives the state a fresh HardRules derives, asked again and again along random games', () => {
    // One HardRules remembers the moves it derived; each answer is checked against a new one.
    const rules = new HardRules(words.guesses, 5);
    const states: HardState[] = [rules.root()];
    for (let step = 0; step < 1500; step++) {
      const state = pick(states);
      // Legal guesses only, as in a search; the same few often, so that moves repeat.
      const g = state.allowed[Math.floor(random() * Math.min(40, state.allowed.length))]!;
      const answer = pick(words.answers);
      const pattern = scoreGuess(words.guesses[g]!, answer);
      const next = rules.after(state, g, pattern);
      // (a copy of the state: the fresh one has remembered nothing about it)
      const expected = new HardRules(words.guesses, 5).after({ ...state }, g, pattern);
      expect(next.key).toBe(expected.key);
      expect([...next.allowed]).toEqual([...expected.allowed]);
      expect(rules.after(state, g, pattern)).toBe(next);
      if (next !== state && states.length < 200) states.push(next);
    }
  });
});
