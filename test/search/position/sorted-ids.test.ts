import { describe, expect, it } from 'vitest';
import { lowerBound, sortedHas } from '../../../src/search/position/sorted-ids.js';
import { rng } from '../naive.js';

describe('lowerBound and sortedHas', () => {
  it('agree with a linear scan on random ascending lists, every value around them', () => {
    const random = rng(3);
    for (let t = 0; t < 200; t++) {
      const ids = new Set<number>();
      const n = Math.floor(random() * 12);
      while (ids.size < n) ids.add(Math.floor(random() * 40));
      const list = Int32Array.from([...ids].sort((a, b) => a - b));
      for (let x = -1; x <= 41; x++) {
        const first = list.findIndex((v) => v >= x);
        expect(lowerBound(list, x)).toBe(first === -1 ? list.length : first);
        expect(sortedHas(Uint32Array.from(list), x)).toBe(list.includes(x));
      }
    }
  });
});
