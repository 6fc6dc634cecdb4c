import { describe, expect, it } from 'vitest';
import { allGreen } from '../../../src/core/pattern.js';
import { asPattern } from '../../../src/core/types.js';
import {
  chanceSkill,
  exactSkill,
  gradeTurn,
  guessSkill,
  outcomeLuck,
  skillScore,
} from '../../../src/engine/analysis/grade.js';

describe('skillScore and outcomeLuck', () => {
  it.each([
    [1, 1, 4, 99],
    [4, 1, 4, 0],
    [2.5, 1, 4, 50], // 49.5 rounds half up
    [3, 3, 3, 99], // every guess equal
  ])('skill of %f between %f and %f is %i', (mine, best, worst, skill) => {
    expect(skillScore(mine, best, worst)).toBe(skill);
  });

  it('luck weights outcomes by the prior', () => {
    const groups = new Map([
      [asPattern(0), Uint32Array.from([0, 1])],
      [asPattern(1), Uint32Array.from([2])],
    ]);
    const weights = Float64Array.from([1, 1, 2]);
    // Got pattern 1 (1 left, mass 2 of 4); pattern 0 leaves 2 (mass 2 of 4): 0.5 + 0.5·0.5 = 0.75
    expect(outcomeLuck(groups, asPattern(1), allGreen(3), weights)).toBeCloseTo(0.75, 12);
    // Uniform: pattern 0 has 2 of 3 answers: 2/3 + ½·1/3 = 5/6
    expect(outcomeLuck(groups, asPattern(1), allGreen(3))).toBeCloseTo(5 / 6, 12);
  });
});

describe('grading for the win (issue 33): the chance to win first, then guesses', () => {
  const win = allGreen(5);

  it('a guess that lowers the chance to win is graded by the chance lost, never in guesses', () => {
    // 4 answers, 2 guesses left. The guess played splits them {a, b, c} and {d}: with one guess
    // left, {a, b, c} wins 1 of 3 (the others lost, 2 guesses each: 1 + 2 + 2 = 5) and {d} wins.
    // The best splits them {win}, {a}, {b, c}: 3 of 4.
    const v = {
      total: 4 + 5 + 1,
      won: 2,
      bestGuess: 'best',
      bestTotal: 4 + 0 + 1 + 3,
      bestWon: 3,
      outcomes: [
        { pattern: asPattern(1), size: 3, total: 5, won: 1 },
        { pattern: asPattern(2), size: 1, total: 1, won: 1 },
      ],
    };
    const { exact, luck } = gradeTurn(v, 4, asPattern(2));
    expect(exact).toMatchObject({ winChance: 0.5, bestWinChance: 0.75, chanceLost: 0.25, guessesLost: null });
    expect(exact.expectedGuesses).toBe(2.5);
    expect(exactSkill(exact)).toBe(chanceSkill(0.25));
    expect(chanceSkill(0.25)).toBe(Math.round(99 / 32)); // halved for each 5%
    // Got {d}, a sure win: the other outcome, a third of a win, is worse: 3 of the 4 answers.
    expect(luck).toBe(Math.round((99 * (3 + 0.5)) / 4));
  });

  it('among moves with the same chance, guesses lost; a lost game counts as what it is, not a huge number', () => {
    const same = gradeTurn({ total: 11, won: 3, bestGuess: 'b', bestTotal: 10, bestWon: 3 }, 4, asPattern(0));
    expect(same.exact).toMatchObject({ chanceLost: 0, guessesLost: 0.25, winChance: 0.75 });
    expect(exactSkill(same.exact)).toBe(guessSkill(0.25));
  });

  it('weights: every figure is over the prior weight, not the count', () => {
    const g = gradeTurn({ total: 30, won: 9, weight: 12, bestGuess: 'b', bestTotal: 24, bestWon: 12 }, 3, asPattern(0));
    expect(g.exact).toMatchObject({ winChance: 0.75, bestWinChance: 1, chanceLost: 0.25, expectedGuesses: 2.5 });
  });

  it('luck ranks outcomes by their chance to win before their guesses', () => {
    const outcomes = [
      { pattern: win, size: 1, total: 0, won: 1 },
      { pattern: asPattern(1), size: 2, total: 6, won: 1 }, // half lost, 3 guesses each
      { pattern: asPattern(2), size: 2, total: 8, won: 2 }, // both won, in 4 guesses each: slower, but won
    ];
    const v = { total: 5 + 14, won: 4, bestGuess: 'x', bestTotal: 19, bestWon: 4, outcomes };
    // Got pattern 2: worse is pattern 1 (2 answers) and half of itself (1): 3 of 5.
    expect(gradeTurn(v, 5, asPattern(2)).luck).toBe(Math.round((99 * 3) / 5));
  });
});
