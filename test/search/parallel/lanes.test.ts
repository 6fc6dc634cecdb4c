import { describe, expect, it } from 'vitest';
import { Lanes } from '../../../src/search/parallel/lanes.js';

/** What each taker gets, taking in turn (0, 1, …) until none is left. */
function drain(count: number, lanes: number, takers: number): number[][] {
  const l = new Lanes(count, lanes);
  const got: number[][] = Array.from({ length: takers }, () => []);
  for (let done = false; !done;) {
    done = true;
    for (let t = 0; t < takers; t++) {
      const i = l.take(t);
      if (i !== undefined) {
        got[t]!.push(i);
        done = false;
      }
    }
  }
  return got;
}

describe('Lanes', () => {
  it('gives each taker its own run of consecutive indices', () => {
    expect(drain(10, 2, 2)).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
    ]);
  });

  it('with one lane, hands out the indices in order, whoever takes', () => {
    expect(drain(5, 1, 3)).toEqual([[0, 3], [1, 4], [2]]);
  });

  it('lets a taker whose run is done take over the end of the longest run left', () => {
    const l = new Lanes(10, 2); // runs 0–4 and 5–9
    for (let i = 0; i < 5; i++) expect(l.take(0)).toBe(i);
    expect(l.take(0)).toBe(9); // run 0 is done: the end of run 1
    expect(l.take(1)).toBe(5);
    expect(l.take(0)).toBe(8);
    expect([l.take(1), l.take(1), l.take(1), l.take(0)]).toEqual([6, 7, undefined, undefined]);
  });

  it('hands out every index once, whatever the counts', () => {
    for (const [count, lanes, takers] of [
      [0, 2, 2],
      [1, 4, 4],
      [7, 3, 3],
      [100, 16, 5],
    ] as const) {
      const all = drain(count, lanes, takers).flat();
      expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
    }
  });
});
