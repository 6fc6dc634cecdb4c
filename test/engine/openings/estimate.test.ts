import { describe, expect, it } from 'vitest';
import {
  estimateTable,
  meanRange,
  sampleOpenings,
  type SampledOpening,
} from '../../../src/engine/openings/estimate.js';
import { mulberry32 } from '../../../src/core/random.js';

const words = Array.from({ length: 50 }, (_, i) => `w${String(i).padStart(3, '0')}`);
const opening = (word: string, cpuSeconds: number, cutoff?: SampledOpening['cutoff']): SampledOpening => ({
  word,
  cpuSeconds,
  total: 100,
  ...(cutoff === undefined ? {} : { cutoff }),
});

describe('sampleOpenings', () => {
  it('picks k distinct openings of the list, the same for the same seed, others for another', () => {
    const a = sampleOpenings(words, 12, 7);
    expect(new Set(a).size).toBe(12);
    expect(a.every((w) => words.includes(w))).toBe(true);
    expect(sampleOpenings(words, 12, 7)).toEqual(a);
    expect(sampleOpenings(words, 12, 8)).not.toEqual(a);
    expect(sampleOpenings(words, 50, 1).sort()).toEqual(words);
  });

  it('is uniform enough: each opening is picked about k/n of the time', () => {
    const picked = new Map<string, number>();
    for (let seed = 0; seed < 2000; seed++)
      for (const w of sampleOpenings(words, 5, seed)) picked.set(w, (picked.get(w) ?? 0) + 1);
    // 2000 × 5 / 50 = 200 expected each; a binomial's 4.5 standard deviations is about 60.
    for (const w of words) expect(Math.abs((picked.get(w) ?? 0) - 200), w).toBeLessThan(60);
  });

  it('refuses more openings than the list holds', () => {
    expect(() => sampleOpenings(words, 51, 1)).toThrow(/k/u);
  });
});

describe('meanRange (bootstrap)', () => {
  it('gives the mean, inside its range, and the range inside the values', () => {
    const values = [1, 2, 3, 4, 10];
    const r = meanRange(values, 0.95, 3);
    expect(r.value).toBe(4);
    expect(r.low).toBeLessThanOrEqual(4);
    expect(r.high).toBeGreaterThanOrEqual(4);
    expect(r.low).toBeGreaterThanOrEqual(1);
    expect(r.high).toBeLessThanOrEqual(10);
    expect(meanRange(values, 0.95, 3)).toEqual(r); // seeded
  });

  it('has no width when there is nothing to resample, and a wider one at a higher confidence', () => {
    expect(meanRange([5, 5, 5], 0.95, 1)).toEqual({ value: 5, low: 5, high: 5 });
    expect(meanRange([2], 0.9, 1)).toEqual({ value: 2, low: 2, high: 2 });
    const values = Array.from({ length: 30 }, (_, i) => (i * 7919) % 31);
    const narrow = meanRange(values, 0.5, 2);
    const wide = meanRange(values, 0.99, 2);
    expect(wide.high - wide.low).toBeGreaterThan(narrow.high - narrow.low);
  });

  it('covers the true mean of a skewed population most of the time (87% of 1000 samples of 12 at 95%)', () => {
    // Samples of 12 from a skewed population (like the CPU time of openings): mean 3.
    const draw = mulberry32(99);
    let covered = 0;
    for (let t = 0; t < 1000; t++) {
      const values = Array.from({ length: 12 }, () => -3 * Math.log(1 - draw()));
      const r = meanRange(values, 0.95, t);
      if (r.low <= 3 && 3 <= r.high) covered++;
    }
    // The percentile bootstrap runs short of its 95% on small skewed samples (so do a t-interval,
    // 91%, and BCa, 90%, in a simulation of the same); seeded, this comes out at 865.
    expect(covered).toBeGreaterThan(840);
    expect(covered).toBeLessThan(950);
  });
});

describe('estimateTable', () => {
  it('extrapolates the mean to every opening, and spreads it over the workers', () => {
    const sample = [opening('a', 1), opening('b', 2), opening('c', 3), opening('d', 6)];
    const e = estimateTable(sample, 100, 4, 5);
    expect(e.kind).toBe('estimate');
    expect(e.perOpening).toEqual({ mean: 3, median: 2.5, max: 6, maxWord: 'd' });
    expect(e.complete.cpuSeconds.value).toBe(300);
    expect(e.complete.wallSeconds.value).toBe(75);
    expect(e.complete.cpuSeconds.low).toBeGreaterThanOrEqual(100); // every opening at least the cheapest
    expect(e.complete.cpuSeconds.high).toBeLessThanOrEqual(600); // at most the dearest
    expect(e.complete.wallSeconds.low).toBeCloseTo(e.complete.cpuSeconds.low / 4, 9);
    expect(e.cutoff).toBeUndefined();
  });

  it('with a cutoff: its own cost, and the openings below it in proportion', () => {
    const sample = [
      opening('a', 4, { cpuSeconds: 4, below: true }),
      opening('b', 8, { cpuSeconds: 1, below: false }),
      opening('c', 6, { cpuSeconds: 1, below: false }),
      opening('d', 2, { cpuSeconds: 2, below: true }),
    ];
    const e = estimateTable(sample, 1000, 2, 1, 8000);
    expect(e.complete.cpuSeconds.value).toBe(5000);
    expect(e.cutoff!.value).toBe(8000);
    expect(e.cutoff!.cpuSeconds.value).toBe(2000);
    expect(e.cutoff!.wallSeconds.value).toBe(1000);
    expect(e.cutoff!.exactOpenings.value).toBe(500);
    expect(e.cutoff!.exactOpenings.low).toBeLessThanOrEqual(500);
    expect(() => estimateTable([opening('a', 1)], 10, 1, 1, 8000)).toThrow(/cutoff/u);
  });

  it('measures, without a range, when the sample is every opening', () => {
    const e = estimateTable([opening('a', 1), opening('b', 3)], 2, 1, 1);
    expect(e.complete.cpuSeconds).toEqual({ value: 4, low: 4, high: 4 });
  });
});
