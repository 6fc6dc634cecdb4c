import { describe, expect, it } from 'vitest';
import { allGreen } from '../../../src/core/pattern.js';
import { forcedAbsurdleWin } from '../../../src/engine/absurdle/solve.js';
import { tiny, tinyMatrix } from '../../fixtures/absurdle.js';

const matrix = tinyMatrix;

describe('a forced Absurdle win (the use case of `wordle absurdle solve`)', () => {
  it('is a win replayed against the adversary, proven shortest', () => {
    const w = forcedAbsurdleWin(tiny, matrix);
    expect(w.status).toBe('found');
    expect(w.proven).toBe(true);
    expect(w.lowerBound).toBe(w.guesses.length);
    expect(w.turns.map((t) => t.guess)).toEqual(w.guesses);
    expect(w.turns.at(-1)!.pattern).toBe(allGreen(3));
  });

  it('ends on the target in the challenge mode, and finds none when too short', () => {
    const w = forcedAbsurdleWin(tiny, matrix, { target: 'car', maxLength: 6 });
    expect(w.guesses.at(-1)).toBe('car');
    const none = forcedAbsurdleWin(tiny, matrix, { target: 'car', maxLength: 1 });
    expect(none).toMatchObject({ status: 'none', guesses: [], turns: [], proven: false });
  });
});
