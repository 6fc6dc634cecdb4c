import { describe, expect, it } from 'vitest';
import { allGreen } from '../../../src/core/pattern.js';
import { asPattern } from '../../../src/core/types.js';
import { outcomeLuck, skillScore } from '../../../src/engine/analysis/grade.js';

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
