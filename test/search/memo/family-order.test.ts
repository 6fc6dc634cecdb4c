import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../../src/data/lists.js';
import { familyOrder } from '../../../src/search/memo/family-order.js';

describe('familyOrder', () => {
  it('puts anagrams side by side, then openings sharing most letters', () => {
    // acenr × 3, aelmp × 2, aelps, aelst
    expect(familyOrder(['maple', 'crane', 'ample', 'nacre', 'caner', 'lapse', 'salet'])).toEqual([
      'caner',
      'crane',
      'nacre',
      'ample',
      'maple',
      'lapse',
      'salet',
    ]);
  });

  it('keeps every opening once', () => {
    const all = builtinWordSet('classic').guesses;
    expect([...familyOrder(all)].sort()).toEqual([...all].sort());
  });
});
