import type { Word } from '../core/types.js';
import { badArgument, expectInt } from '../core/validate.js';
import { mulberry32 } from './answer-tuples.js';

/*
 * What a table of openings will cost, from a random sample: `wordle openings rank --estimate N`
 * proves N openings picked at random (seeded), and this extrapolates their CPU time to every
 * opening, with a bootstrap range. Everything here is an estimate, and says so.
 */

/** k distinct openings of `from`, picked at random with `seed`, in the order picked. */
export function sampleOpenings(from: readonly Word[], k: number, seed: number): Word[] {
  expectInt(k, 'sampleOpenings', 'k', 1, from.length);
  expectInt(seed, 'sampleOpenings', 'seed', 0, 0xffffffff);
  const random = mulberry32(seed);
  const pool = [...from];
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

/** A figure and its range. */
export interface Range {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** Resamples of the bootstrap. */
const RESAMPLES = 10_000;

/**
 * The mean of `values` with a bootstrap percentile interval at `confidence` (0.95: the 2.5th and
 * 97.5th percentiles of the means of `RESAMPLES` resamples, drawn with `seed`). One value, or
 * all equal: the interval is the value itself.
 */
export function meanRange(values: readonly number[], confidence: number, seed: number): Range {
  if (values.length === 0) badArgument('meanRange', 'values', 'at least one value', values);
  if (!(confidence > 0 && confidence < 1)) badArgument('meanRange', 'confidence', 'between 0 and 1', confidence);
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const random = mulberry32(seed);
  const means = new Float64Array(RESAMPLES);
  for (let b = 0; b < RESAMPLES; b++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(random() * n)]!;
    means[b] = sum / n;
  }
  means.sort();
  const tail = (1 - confidence) / 2;
  const at = (q: number): number => means[Math.min(RESAMPLES - 1, Math.max(0, Math.round(q * (RESAMPLES - 1))))]!;
  return { value: mean, low: Math.min(mean, at(tail)), high: Math.max(mean, at(1 - tail)) };
}

/** One opening of the sample: what proving it cost, and what it came to. */
export interface SampledOpening {
  readonly word: Word;
  /** CPU seconds of its exact proof. */
  readonly cpuSeconds: number;
  /** Its exact total, or null when it cannot find every answer in time (a loss). */
  readonly total: number | null;
  /** With a cutoff: CPU seconds of valuing it against the cutoff, and whether it came below it. */
  readonly cutoff?: { readonly cpuSeconds: number; readonly below: boolean };
}

/** The cost of one table: CPU time in all, and wall time on the workers (seconds). */
export interface TableCost {
  readonly cpuSeconds: Range;
  readonly wallSeconds: Range;
}

/** What a table will cost, extrapolated from a sample (see `estimateTable`). */
export interface TableEstimate {
  readonly kind: 'estimate';
  /** Openings of the table. */
  readonly openings: number;
  /** Openings proven for the estimate. */
  readonly sampled: number;
  readonly seed: number;
  readonly workers: number;
  /** Of the ranges. */
  readonly confidence: number;
  /** CPU seconds per opening of the sample. */
  readonly perOpening: { readonly mean: number; readonly median: number; readonly max: number; readonly maxWord: Word };
  /** Every opening exact (no cutoff). */
  readonly complete: TableCost;
  /** With the cutoff: its cost, and how many openings would come below it (exact totals). */
  readonly cutoff?: TableCost & { readonly value: number; readonly exactOpenings: Range };
}

/**
 * Extrapolate a sample's costs to a table of `openings` openings on `workers` workers: the CPU
 * time is the sample's mean times the openings, with a bootstrap range (`meanRange`, seed
 * `seed`); the wall time is that spread over the workers (the openings are independent jobs, so
 * they keep every worker busy but for the last few). A sample of every opening is its own cost.
 */
export function estimateTable(
  sample: readonly SampledOpening[],
  openings: number,
  workers: number,
  seed: number,
  cutoff?: number,
  confidence = 0.95,
): TableEstimate {
  if (!Array.isArray(sample) || sample.length === 0) badArgument('estimateTable', 'sample', 'some openings', sample);
  expectInt(openings, 'estimateTable', 'openings', sample.length);
  expectInt(workers, 'estimateTable', 'workers', 1);
  const cost = (seconds: readonly number[], s: number): TableCost => {
    const per = meanRange(seconds, confidence, s);
    const scale = (r: Range, k: number): Range => ({ value: r.value * k, low: r.low * k, high: r.high * k });
    // Every opening measured: no extrapolation, no range.
    const cpu =
      sample.length === openings
        ? { value: per.value * openings, low: per.value * openings, high: per.value * openings }
        : scale(per, openings);
    return { cpuSeconds: cpu, wallSeconds: scale(cpu, 1 / workers) };
  };
  const seconds = sample.map((o) => o.cpuSeconds);
  const sorted = [...seconds].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  let maxAt = 0;
  seconds.forEach((s, i) => {
    if (s > seconds[maxAt]!) maxAt = i;
  });
  const estimate: TableEstimate = {
    kind: 'estimate',
    openings,
    sampled: sample.length,
    seed,
    workers,
    confidence,
    perOpening: {
      mean: seconds.reduce((a, b) => a + b, 0) / seconds.length,
      median: sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2,
      max: seconds[maxAt]!,
      maxWord: sample[maxAt]!.word,
    },
    complete: cost(seconds, seed),
  };
  if (cutoff === undefined) return estimate;
  const withCutoff = sample.map((o) => {
    if (o.cutoff === undefined) badArgument('estimateTable', 'sample', 'a cutoff cost for every opening', o);
    return o.cutoff;
  });
  const below = meanRange(
    withCutoff.map((c) => (c.below ? 1 : 0)),
    confidence,
    seed + 1,
  );
  return {
    ...estimate,
    cutoff: {
      value: cutoff,
      ...cost(
        withCutoff.map((c) => c.cpuSeconds),
        seed + 2,
      ),
      exactOpenings: { value: below.value * openings, low: below.low * openings, high: below.high * openings },
    },
  };
}
