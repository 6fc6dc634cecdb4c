import { describe, expect, it } from 'vitest';
import { guessLowerBound, INFEASIBLE, maxClasses, setLowerBound } from '../../../src/search/bounds/closed-form.js';
import { clusterCapacity, ClusterIndex } from '../../../src/search/bounds/cluster-cut.js';
import { Memo, memoKey } from '../../../src/search/memo/memo.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { rng, sample } from '../naive.js';

describe('closed-form bounds', () => {
  it.each([
    // n, d, bound: one answer costs 1; two cost 3; n ≤ 238 cost ≥ 2n − 1; beyond, the class limit bites
    [1, 1, 1],
    [2, 1, INFEASIBLE],
    [2, 2, 3],
    [3, 2, 5],
    [10, 5, 19],
    [238, 5, 475],
    [300, 5, 3 * 300 - 2 - 237],
    [5, 0, INFEASIBLE],
    [0, 3, 0],
  ])('setLowerBound(%i, %i) = %i', (n, d, bound) => {
    expect(setLowerBound(n, d, maxClasses(5))).toBe(bound);
  });

  it.each([
    [5, true, 4, 9], // a candidate splitting the other 4 into singletons: 2n − 1
    [5, false, 5, 10], // a non-candidate doing the same: 2n
    [5, true, 1, 12], // one class of 4 left: 5 + 7
  ])('guessLowerBound(%i, candidate %s, %i classes) = %i', (n, cand, k, bound) => {
    expect(guessLowerBound(n, cand, k)).toBe(bound);
  });

  it('maxClasses(5) = 237: 3^5 − 1 non-green patterns, less the 5 with four greens and one yellow', () => {
    expect(maxClasses(5)).toBe(237);
  });
});

describe('one-letter clusters (endgame cut)', () => {
  it.each([
    [1, 1],
    [2, 6],
    [3, 11],
  ])('with %i guesses left at most %i words of a cluster can be finished', (d, cap) => {
    expect(clusterCapacity(d, 5)).toBe(cap);
  });

  it('finds the largest cluster of a set and cuts infeasible ones (_ills)', () => {
    const words = ['bills', 'fills', 'hills', 'kills', 'mills', 'pills', 'sills', 'tills', 'wills', 'crane'];
    const index = new ClusterIndex(words, 5);
    const all = Uint32Array.from(words.keys());
    expect(index.largest(all)).toBe(9);
    expect(index.largest(Uint32Array.of(0, 9))).toBe(1);
    expect(index.infeasible(all, 2)).toBe(true); // 9 > 6
    expect(index.infeasible(all, 3)).toBe(false); // 9 ≤ 11
  });

  it.each([1, 2, 3, 4])(
    'counts the answers a set loses with %i guesses left as its largest cluster beyond capacity (NYT lists)',
    (d) => {
      // Past the largest cluster of the whole list no set is looked at: the same excess either way.
      const { answers } = builtinWordSet('nyt');
      const index = new ClusterIndex(answers, 5);
      const random = rng(44 + d);
      const cap = clusterCapacity(d, 5);
      const ids = answers.map((_, i) => i);
      // Sets of the _ight and _ills kinds too: the largest clusters, where the cut bites.
      const clustered = ids.filter((a) => /ight$|ills$|atch$|ound$|ake$/u.test(answers[a]!));
      for (let trial = 0; trial < 60; trial++) {
        const from = trial % 2 === 0 ? ids : clustered;
        const set = Uint32Array.from(sample(from, 1 + Math.floor(random() * Math.min(80, from.length)), random));
        const excess = Math.max(0, index.largest(set) - cap);
        expect(index.excess(set, d)).toBe(excess);
        expect(index.infeasible(set, d)).toBe(excess > 0);
      }
    },
  );
});

describe('Memo', () => {
  it('keeps exact values over lower bounds and raises bounds only upwards', () => {
    const m = new Memo(1 << 20);
    const k = memoKey(Uint32Array.of(1, 2, 3), 4, '');
    m.raiseLower(k, 7);
    m.raiseLower(k, 5);
    expect(m.get(k)).toEqual({ kind: 'lower', value: 7 });
    m.setExact(k, 8, 42);
    m.raiseLower(k, 9);
    expect(m.get(k)).toEqual({ kind: 'exact', value: 8, guess: 42 });
  });

  it('keys differ by set, guesses left and hard-mode state', () => {
    const s = Uint32Array.of(1, 2, 3);
    const keys = new Set([
      memoKey(s, 4, ''),
      memoKey(s, 5, ''),
      memoKey(s, 4, 'x'),
      memoKey(Uint32Array.of(1, 2, 4), 4, ''),
    ]);
    expect(keys.size).toBe(4);
  });

  it('stays within its byte budget by forgetting the oldest entries', () => {
    const m = new Memo(10_000);
    for (let i = 0; i < 1000; i++) m.setExact(memoKey(Uint32Array.of(i, i + 1, i + 2), 3, ''), i, 0);
    const st = m.stats();
    expect(st.bytes).toBeLessThanOrEqual(10_000);
    expect(st.evictions).toBeGreaterThan(0);
    expect(m.get(memoKey(Uint32Array.of(999, 1000, 1001), 3, ''))).toBeDefined();
    expect(m.get(memoKey(Uint32Array.of(0, 1, 2), 3, ''))).toBeUndefined();
  });
});
