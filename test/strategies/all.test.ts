import { describe, expect, it } from 'vitest';
import { filterHardMode, letterTable } from '../../src/core/hard-filter.js';
import { checkHardMode } from '../../src/core/hardmode.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { gameConfig, guessContext } from '../../src/strategies/context.js';
import { createStrategy, STRATEGIES } from '../../src/engine/game/strategies.js';
import { candidateHash } from '../../src/strategies/random.js';

// The five-word example from the docs of the Common Lisp program wordle-solve.
const five = makeWordSet(['bills', 'billy', 'skill', 'wills', 'willy']);
const config = gameConfig(five, buildPatternMatrix(five.guesses, five.answers));
const id = (w: string) => five.index.get(w)!;
const pick = (name: string, cands?: string[]) =>
  five.guesses[
    createStrategy(name).pick(guessContext(config, [], cands && Uint32Array.from(cands.map(id).sort((a, b) => a - b))))
  ];

describe('every strategy on bills/billy/skill/wills/willy', () => {
  it('has a name, summary and source for each strategy, names unique', () => {
    expect(new Set(STRATEGIES.map((s) => s.name)).size).toBe(STRATEGIES.length);
    for (const s of STRATEGIES) expect(s.summary.length * s.source.length).toBeGreaterThan(0);
  });

  // bills splits the five into five singletons (GGGGB, BYYGY, BGGGG, BGGGB, and itself), so every
  // splitting strategy takes it: best score, a candidate, first in the list.
  it.each(['entropy', 'expected-size', 'minimax', 'most-parts', 'lookahead'])('%s opens with bills', (name) => {
    expect(pick(name)).toBe('bills');
  });

  // Hand-checked: among billy, wills, willy both bills (not a candidate) and billy split all three
  // apart; the tie goes to the candidate billy although bills comes first in the list.
  it.each(['entropy', 'expected-size', 'minimax', 'most-parts', 'lookahead'])(
    '%s prefers a candidate among equal splits',
    (name) => {
      expect(pick(name, ['billy', 'wills', 'willy'])).toBe('billy');
    },
  );

  // Letter frequency among the five (words containing): b2 i5 l5 s3 y2 k1 w2.
  // bills = 2+5+5+3 = 15, wills = 15, billy = skill = willy = 14: the tie goes to list order.
  it('frequency: bills (15) ties wills and wins by list order', () => {
    expect(pick('frequency')).toBe('bills');
    // Among skill, wills, willy: s2 k1 i3 l3 w2 y1, so skill 9, wills 10, willy 9.
    expect(pick('frequency', ['skill', 'wills', 'willy'])).toBe('wills');
  });

  // Expected fraction kept, bills: b .52 × i .68 × l .68 × l 1 × s .36 = 0.0866 (the smallest);
  // skill: .36 × .68 × .68 × 1 × .68 = 0.113; billy: .52 × .68 × .68 × .52 = 0.125.
  it('elimination: bills keeps the smallest expected fraction', () => {
    expect(pick('elimination')).toBe('bills');
  });

  // Positional binary entropies: bills, billy, wills, willy score 0.971 + 0.722 + 0.722 + 0 + 0.971;
  // skill only 4 × 0.722. Every word has the same letter multiset shape (one letter twice).
  // Among skill, wills, willy every letter share is 1/3 or 2/3 (0.918 bits) except the common
  // 4th-letter L: a three-way tie at 4 × 0.918, won by list order.
  it('positional-entropy: bills wins the tie of four, skill the tie of three', () => {
    expect(pick('positional-entropy')).toBe('bills');
    expect(pick('positional-entropy', ['skill', 'wills', 'willy'])).toBe('skill');
  });

  it('first: the first candidate in list order', () => {
    expect(pick('first')).toBe('bills');
    expect(pick('first', ['willy', 'skill'])).toBe('skill');
  });

  it('random: a candidate, the same for the same seed and candidates, varying with the seed', () => {
    const c = Uint32Array.from([1, 2, 4]);
    const picks = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const s = createStrategy('random', { seed });
      const p = s.pick(guessContext(config, [], c));
      expect(Array.from(c)).toContain(p);
      expect(s.pick(guessContext(config, [], c))).toBe(p);
      picks.add(p);
    }
    expect(picks.size).toBeGreaterThan(1);
    expect(candidateHash(1, c)).not.toBe(candidateHash(1, Uint32Array.from([1, 2, 3])));
  });
});

describe('filterHardMode', () => {
  it('agrees with the reference checkHardMode on every guess for many turns', () => {
    const words = ['bills', 'billy', 'skill', 'wills', 'willy', 'sills', 'lilly', 'kills', 'ykill', 'sssss'];
    const set = makeWordSet(words);
    const table = letterTable(set.guesses);
    const ids = Uint32Array.from(set.guesses.keys());
    for (const g of words) {
      for (const a of words) {
        const turn = { guess: g, pattern: scoreGuess(g, a) };
        const fast = Array.from(filterHardMode(table, ids, turn));
        const slow = [...ids].filter((i) => checkHardMode([turn], set.guesses[i]!) === null);
        expect(fast, `${g} vs ${a}`).toEqual(slow);
      }
    }
  });
});
