import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import { SOLVED, type Tree } from '../../../src/core/types.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import {
  answerDepths,
  answerSubset,
  benchStrategy,
  summarize,
  verifyHardMode,
} from '../../../src/engine/tree/bench.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { buildTree } from '../../../src/engine/tree/build.js';
import { treeStats } from '../../../src/engine/tree/stats.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { HEURISTICS } from '../../../src/strategies/index.js';

const five = makeWordSet(['bills', 'billy', 'skill', 'wills', 'willy']);
const small = gameConfig(five, buildPatternMatrix(five.guesses, five.answers));

describe('bench on the five-word list', () => {
  it('plays bills then the answer: 1 + 4 × 2 = 9 guesses for every splitting strategy', () => {
    for (const name of ['entropy', 'minimax', 'most-parts', 'expected-size', 'lookahead', 'elimination']) {
      const r = benchStrategy(small, createStrategy(name));
      expect(r.first).toBe('bills');
      expect(r.histogram).toEqual([0, 1, 4, 0, 0, 0, 0]);
      expect([r.total, r.max, r.failed, r.solvedPct]).toEqual([9, 2, 0, 100]);
    }
  });

  it('counts games beyond --max-guesses as failures, still with their real length', () => {
    const r = benchStrategy(small, createStrategy('first'), { maxGuesses: 1 });
    expect(r.histogram).toEqual([0, 1]);
    expect([r.failed, r.total, r.max, r.solvedPct]).toEqual([4, 9, 2, 20]);
  });

  it('reports the weighted average when the game has a prior', () => {
    const weighted = gameConfig(five, small.matrix, { weights: Float64Array.from([996, 1, 1, 1, 1]) });
    const r = benchStrategy(weighted, createStrategy('entropy'));
    // Nearly all the weight on bills, found in one: (996 · 1 + the others' guesses) / 1000.
    const others = r.total - 1;
    expect(r.weightedAverage).toBeCloseTo((996 + others) / 1000, 12);
    expect(benchStrategy(small, createStrategy('entropy')).weightedAverage).toBeUndefined();
  });

  it('plays only the subset of answers asked for', () => {
    expect(Array.from(answerSubset(5, 2))).toEqual([1, 0, 1, 0, 0]);
    expect(Array.from(answerSubset(3, 10))).toEqual([1, 1, 1]);
    const r = benchStrategy(small, createStrategy('entropy'), { targets: answerSubset(5, 2) });
    expect(r.answers).toBe(2);
    expect(r.total).toBe(1 + 2); // bills in 1, skill in 2
  });

  it('a depth-limited tree leaves the unsolved branches out and treeStats counts them', () => {
    const tree = buildTree(small, createStrategy('first'), { maxDepth: 1 });
    expect(tree.kind === 'guess' && [...tree.branches.values()]).toEqual([SOLVED]);
    expect(treeStats(tree, 5)).toMatchObject({ answers: 1, unsolved: 4, total: 1 });
    expect(Array.from(answerDepths(small, tree))).toEqual([1, 0, 0, 0, 0]);
  });
});

describe('verifyHardMode', () => {
  const hard = gameConfig(five, small.matrix, { hard: true });
  it('finds an illegal second guess in a hand-made tree', () => {
    // After bills against skill (BYYGY), hard mode needs I, L and S; willy lacks S.
    const p = scoreGuess('bills', 'skill');
    const tree: Tree = {
      kind: 'guess',
      guess: 'bills',
      branches: new Map([[p, { kind: 'guess', guess: 'willy', branches: new Map() }]]),
    };
    const bad = verifyHardMode(hard, tree);
    expect(bad).toEqual([{ answer: 'skill', turn: 2, guess: 'willy', reason: 'Guess must contain S' }]);
  });

  it('passes every strategy on the five words, and entropy on the classic lists in hard mode', () => {
    for (const s of HEURISTICS) expect(verifyHardMode(hard, buildTree(hard, s.create({})))).toEqual([]);
    const words = builtinWordSet('classic');
    const classic = gameConfig(words, buildPatternMatrix(words.guesses, words.answers), { hard: true });
    const tree = buildTree(classic, createStrategy('entropy'), { first: 'soare', maxDepth: 64 });
    expect(verifyHardMode(classic, tree)).toEqual([]);
    const r = summarize(classic, 'entropy', tree, { maxGuesses: 6 });
    expect(r.answers).toBe(2315);
    expect(r.average).toBeGreaterThan(3.4635); // hard mode costs guesses
  });
});
