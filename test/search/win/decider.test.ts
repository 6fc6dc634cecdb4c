import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import type { Word } from '../../../src/core/types.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { WinDecider, type WinPlan } from '../../../src/search/win/decider.js';
import { checkWinPlan } from '../../../src/search/win/plan-check.js';
import { naiveWin, rng, sample } from '../naive.js';

// The WinDecider (can every answer be found within the guesses left?) against the slow, obviously
// correct reference naiveWin (every guess tried at every node; no answer lost = a sure win), on
// small random word sets, normal and hard mode, with rhyming answers so that many cannot be won.

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker|aunt)/u.test(w));

function instance(seed: number, n: number, m: number, pool: readonly Word[]): WordSet {
  const random = rng(seed);
  return makeWordSet(sample(pool, n, random), sample(extras, m, random));
}

// seed, answers, extra guesses, guesses allowed, hard, rhyming answers
const CASES = Array.from({ length: 48 }, (_, i) => {
  const seed = 100 + i;
  const hard = i % 2 === 1;
  const rhyming = i % 3 !== 0;
  const d = 2 + (i % 3);
  return [seed, rhyming ? 10 + (i % 12) : 14 + (i % 10), i % 4 === 0 ? 0 : 12, d, hard, rhyming] as const;
});

describe('WinDecider agrees with the naive reference', () => {
  const facts = CASES.map(([seed, n, m, d, hard, rhyming]) => {
    const words = instance(seed, n, m, rhyming ? rhymes : classic.answers);
    return { words, d, hard, wins: naiveWin(words.answers, words.guesses, d, hard).lost === 0 };
  });

  it('covers sets that can be won and sets that cannot, in both modes', () => {
    for (const hard of [false, true]) {
      expect(facts.filter((f) => f.hard === hard && f.wins).length).toBeGreaterThanOrEqual(5);
      expect(facts.filter((f) => f.hard === hard && !f.wins).length).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(facts.map((f, i) => [i, f] as const))('case %i: the same verdict, and a plan that wins', (_, f) => {
    const { words, d, hard } = f;
    const decider = new WinDecider(words, buildPatternMatrix(words.guesses, words.answers), { hard });
    const answers = rootPosition(words).answers;
    const r = decider.decide(answers, d, decider.rootState());
    expect(r.kind).toBe(f.wins ? 'wins' : 'loses');
    if (r.kind === 'wins') expect(checkWinPlan(words, r.plan, answers, d, hard)).toBeNull();
    // narrow searches may not find a plan, but never claim a loss, and what they find wins
    const narrow = new WinDecider(words, buildPatternMatrix(words.guesses, words.answers), { hard });
    const n = narrow.decide(answers, d, narrow.rootState(), Infinity, 1);
    expect(n.kind).toBe(f.wins ? n.kind : 'unknown');
    if (n.kind === 'wins') expect(checkWinPlan(words, n.plan, answers, d, hard)).toBeNull();
  });

  it('gives up as unknown when its budget is spent, and keeps no false fact', () => {
    const f = facts.find((x) => !x.wins && x.words.answers.length >= 14)!;
    const decider = new WinDecider(f.words, buildPatternMatrix(f.words.guesses, f.words.answers), { hard: f.hard });
    const answers = rootPosition(f.words).answers;
    expect(decider.decide(answers, f.d, decider.rootState(), 10).kind).toBe('unknown');
    expect(decider.decide(answers, f.d, decider.rootState()).kind).toBe('loses');
  });
});

describe('checkWinPlan', () => {
  const words = makeWordSet(['bills', 'fills', 'hills', 'kills'], ['fbhkz']);
  const answers = rootPosition(words).answers;
  const leaf = (a: number): WinPlan => ({ guess: a, next: new Map() });
  const split: WinPlan = {
    guess: 4,
    next: new Map(Array.from(answers, (a) => [rowPattern(words, 4, a), leaf(a)] as const)),
  };

  function rowPattern(w: WordSet, g: number, a: number): number {
    return buildPatternMatrix(w.guesses, w.answers).data[g * w.answers.length + a]!;
  }

  it('accepts a plan that finds every answer within the guesses', () => {
    expect(checkWinPlan(words, split, answers, 2, false)).toBeNull();
  });

  it('names the answer a plan misses, or a guess hard mode forbids', () => {
    expect(checkWinPlan(words, split, answers, 1, false)).toBe('bills: not found within 1 guesses');
    const first: WinPlan = { guess: 0, next: new Map([[rowPattern(words, 0, 1), split]]) };
    expect(checkWinPlan(words, first, answers, 6, true)).toMatch(/^fills: fbhkz is not legal in hard mode/u);
    expect(checkWinPlan(words, first, answers, 6, false)).toBeNull(); // bills, then the split
  });
});
