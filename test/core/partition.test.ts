import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allCandidates, filterCandidates } from '../../src/core/filter.js';
import { parseHistory } from '../../src/core/history.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { Partitioner, Splitter, type Groups } from '../../src/core/partition.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { asWordId, type WordId } from '../../src/core/types.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { ENTROPY_BITS, EXPECTED_SIZE } from '../fixtures/golden.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const all = allCandidates(words);
const id = (w: string): WordId => words.index.get(w)!;

/** Group sizes by counting scoreGuess results directly: the slow, obvious way. */
function groupSizes(guess: string, candidates: Uint32Array): number[] {
  const counts = new Map<number, number>();
  for (const a of candidates) {
    const p = scoreGuess(guess, words.answers[a]!);
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts.values()];
}

function entropyOf(sizes: number[]): number {
  const n = sizes.reduce((s, c) => s + c, 0);
  return -sizes.reduce((s, c) => s + (c / n) * Math.log2(c / n), 0);
}

describe('published first-guess figures (classic answers)', () => {
  const p = new Partitioner(matrix);

  it.each(ENTROPY_BITS)('$word has entropy $bits bits ($source)', ({ word, bits }) => {
    expect(p.stats(id(word), all).entropy).toBeCloseTo(bits, 2);
  });

  it.each(EXPECTED_SIZE)('$word leaves $size answers on average ($source)', ({ word, size, digits }) => {
    expect(p.stats(id(word), all).expectedSize).toBeCloseTo(size, digits);
  });

  it('pins the exact values the engine computes', () => {
    // Computed by this engine; they round to the published figures above.
    expect(p.stats(id('soare'), all).entropy).toBeCloseTo(5.88596, 5);
    expect(p.stats(id('crane'), all).entropy).toBeCloseTo(5.74278, 5);
    expect(p.stats(id('pearl'), all).entropy).toBeCloseTo(5.52994, 5);
    const raise = p.stats(id('raise'), all);
    expect(raise.sumSquares).toBe(141217); // 141217 / 2315 = 61.0009
    expect(raise.worstCase).toBe(168);
    expect(raise.parts).toBe(132);
    expect(p.stats(id('album'), all).sumSquares).toBe(588183); // 588183 / 2315 = 254.075
  });
});

describe('Partitioner.stats', () => {
  const p = new Partitioner(matrix);

  it.each(['crane', 'soare', 'fuzzy', 'qajaq', 'eerie', 'sissy'])('matches direct counting for %s', (w) => {
    const sizes = groupSizes(w, all);
    const s = p.stats(id(w), all);
    expect(s.guess).toBe(id(w));
    expect(s.parts).toBe(sizes.length);
    expect(s.worstCase).toBe(Math.max(...sizes));
    expect(s.sumSquares).toBe(sizes.reduce((t, c) => t + c * c, 0));
    expect(s.expectedSize).toBeCloseTo(s.sumSquares / 2315, 12);
    expect(s.entropy).toBeCloseTo(entropyOf(sizes), 10);
  });

  it('flags guesses that are candidates', () => {
    const c = filterCandidates(words, parseHistory(['soare=ygbbb'], 5), matrix);
    expect(p.stats(id('focus'), c).isCandidate).toBe(true);
    expect(p.stats(id('thumb'), c).isCandidate).toBe(false);
    expect(p.stats(id('soare'), all).isCandidate).toBe(false); // a guess, never an answer
    expect(p.stats(id('cigar'), all).isCandidate).toBe(true);
  });

  it('leaves its scratch space clean between calls', () => {
    const first = p.stats(id('crane'), all);
    p.stats(id('eerie'), all);
    p.stats(id('crane'), all, new Float64Array(2315).fill(1));
    expect(p.stats(id('crane'), all)).toEqual(first);
  });

  it('gives the uniform result for equal weights', () => {
    const equal = new Float64Array(2315).fill(3);
    for (const w of ['crane', 'soare', 'album']) {
      const u = p.stats(id(w), all);
      const weighted = p.stats(id(w), all, equal);
      expect(weighted.entropy).toBeCloseTo(u.entropy, 10);
      expect(weighted.expectedSize).toBeCloseTo(u.expectedSize, 10);
      expect(weighted.parts).toBe(u.parts);
    }
  });

  it('follows the weights: all mass on one answer gives 0 bits', () => {
    const w = new Float64Array(2315);
    w[id('focus')] = 1;
    const s = p.stats(id('crane'), all, w);
    expect(s.entropy).toBe(0);
    // The expected size is the size of FOCUS's group for CRANE.
    expect(s.expectedSize).toBe(countLike('crane', 'focus'));
    expect(countLike('crane', 'focus')).toBeGreaterThan(1);
  });

  it('handles one candidate and an empty set', () => {
    const one = Uint32Array.from([id('focus')]);
    expect(p.stats(id('crane'), one)).toMatchObject({ entropy: 0, expectedSize: 1, worstCase: 1, parts: 1 });
    expect(p.stats(id('crane'), new Uint32Array(0))).toMatchObject({ entropy: 0, expectedSize: 0, parts: 0 });
  });

  it('keeps entropy within 0..log2(parts) and expected size within 1..worst case', () => {
    const subset = fc.uniqueArray(fc.integer({ min: 0, max: 2314 }), { minLength: 1, maxLength: 200 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: words.guesses.length - 1 }), subset, (g, ids) => {
        const c = Uint32Array.from(ids.sort((x, y) => x - y));
        const s = p.stats(asWordId(g), c);
        expect(s.entropy).toBeGreaterThanOrEqual(-1e-12);
        expect(s.entropy).toBeLessThanOrEqual(Math.log2(s.parts) + 1e-9);
        expect(s.expectedSize).toBeGreaterThanOrEqual(1);
        expect(s.expectedSize).toBeLessThanOrEqual(s.worstCase);
        expect(s.entropy).toBeCloseTo(entropyOf(groupSizes(words.guesses[g]!, c)), 9);
      }),
      { numRuns: 200 },
    );
  });
});

/** How many answers share `answer`'s pattern for `guess`. */
function countLike(guess: string, answer: string): number {
  const p = scoreGuess(guess, answer);
  return words.answers.filter((a) => scoreGuess(guess, a) === p).length;
}

describe('Partitioner.groups', () => {
  it('splits the candidates by pattern, sorted by pattern', () => {
    const p = new Partitioner(matrix);
    const c = filterCandidates(words, parseHistory(['soare=ygbbb'], 5), matrix);
    const groups = p.groups(id('thumb'), c);
    const patterns = [...groups.keys()];
    expect(patterns).toEqual([...patterns].sort((a, b) => a - b));
    expect([...groups.values()].flatMap((g) => Array.from(g)).sort((a, b) => a - b)).toEqual(Array.from(c));
    for (const [pattern, members] of groups) {
      for (const a of members) expect(scoreGuess('thumb', words.answers[a]!)).toBe(pattern);
    }
    expect(groups.size).toBe(p.stats(id('thumb'), c).parts);
  });
});

describe('Splitter.split', () => {
  /** The obvious way: patterns ascending, each group's ids and positions in the order of the set. */
  function naiveSplit(row: ArrayLike<number>, base: number, ids: Uint32Array) {
    const byPattern = new Map<number, { ids: number[]; positions: number[] }>();
    ids.forEach((a, i) => {
      const p = row[base + i]!;
      const g = byPattern.get(p) ?? { ids: [], positions: [] };
      g.ids.push(a);
      g.positions.push(i);
      byPattern.set(p, g);
    });
    const patterns = [...byPattern.keys()].sort((x, y) => x - y);
    return {
      patterns,
      groups: patterns.map((p) => byPattern.get(p)!.ids),
      positions: patterns.map((p) => byPattern.get(p)!.positions),
    };
  }
  const plain = (g: Groups) => ({
    patterns: [...g.patterns],
    groups: g.groups.map((c) => [...c]),
    positions: g.positions.map((c) => [...c]),
  });

  it('matches the obvious grouping on sets of every size (positions made with the split or after it), and earlier results stay intact', () => {
    // Sizes from 0 to 600 (few patterns are sorted, many are read off in order) and enough calls
    // that the splitter's shared block is replaced several times (2^16 ids each).
    const splitter = new Splitter(243);
    let seed = 7;
    const random = (k: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % k;
    const kept: { got: Groups; want: ReturnType<typeof naiveSplit> }[] = [];
    for (let call = 0; call < 600; call++) {
      const n = call % 3 === 0 ? random(600) : random(20);
      const spread = 1 + random(243);
      const row = Uint8Array.from({ length: n + 5 }, () => random(spread));
      const ids = Uint32Array.from({ length: n }, () => random(3000));
      const got = splitter.split(row, 5, ids);
      const want = naiveSplit(row, 5, ids);
      expect(plain(got)).toEqual(want);
      if (call % 50 === 0) kept.push({ got, want });
      // Split without the positions, then each group's made on demand: the same.
      const lazy = splitter.split(row, 5, ids, false);
      expect(lazy.positions).toEqual([]);
      const positions = lazy.groups.map((c) => Splitter.positionsOf(c, n));
      expect(plain({ ...lazy, positions })).toEqual(want);
    }
    for (const { got, want } of kept) expect(plain(got)).toEqual(want);
  });

  it('splits a guess row of the matrix as scoreGuess groups the answers', () => {
    const g = id('salet');
    const set = all.subarray(0, 500);
    const { patterns, groups } = new Splitter(243).split(matrix.data, g * matrix.nAnswers, set);
    groups.forEach((c, k) => {
      for (const a of c) expect(scoreGuess('salet', words.answers[a]!)).toBe(patterns[k]);
    });
    expect(groups.reduce((s, c) => s + c.length, 0)).toBe(500);
  });
});
