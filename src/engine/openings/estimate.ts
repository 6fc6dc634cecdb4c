import { mulberry32 } from '../../core/random.js';
import type { Word } from '../../core/types.js';
import {
  badArgument,
  expectInt,
  expectObject,
  expectStrings,
  expectWordSet,
  expectOptionsOf,
  int,
} from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { INFEASIBLE } from '../../search/bounds/closed-form.js';
import { familyOrder } from '../../search/memo/family-order.js';
import type { Executor } from '../../search/jobs/executor.js';
import type { JobResult } from '../../search/jobs/job.js';
import { rootPosition } from '../../search/position/position.js';
import { rankingCutoff } from './rank.js';

/*
 * What a table of openings will cost (`wordle openings rank --estimate N`): N openings picked at
 * random (seeded) are proven as a table run meets them, and their CPU time extrapolated to every
 * opening, with a bootstrap range.
 */

/** k distinct openings of `from`, picked at random with `seed`, in the order picked. */
export function sampleOpenings(from: readonly Word[], k: number, seed: number): Word[] {
  expectStrings(from, 'sampleOpenings', 'from');
  expectInt(k, 'sampleOpenings', 'k', 1, from.length);
  expectInt(seed, 'sampleOpenings', 'seed', 0, 0xffffffff);
  return pickAtRandom(from, k, seed);
}

/** @internal k distinct items of `from` (k at most its length), in the order picked (a partial Fisher–Yates shuffle). */
export function pickAtRandom<T>(from: readonly T[], k: number, seed: number): T[] {
  const random = mulberry32(seed);
  const pool = [...from];
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

/** A figure and its range. */
export interface EstimateRange {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** A range times k. */
const scale = (r: EstimateRange, k: number): EstimateRange => ({
  value: r.value * k,
  low: r.low * k,
  high: r.high * k,
});

/** Resamples of the bootstrap. */
const RESAMPLES = 10_000;

/**
 * The mean of `values` with a bootstrap percentile interval at `confidence` (0.95: the 2.5th and
 * 97.5th percentiles of the means of `RESAMPLES` resamples, drawn with `seed`).
 */
export function meanRange(values: readonly number[], confidence: number, seed: number): EstimateRange {
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
  readonly cpuSeconds: EstimateRange;
  readonly wallSeconds: EstimateRange;
}

/** What a table will cost, extrapolated from a sample (see `estimateTable`). */
export interface TableEstimate {
  readonly kind: 'estimate';
  /** Openings of the table, and of the sample. */
  readonly openings: number;
  readonly sampled: number;
  readonly seed: number;
  readonly workers: number;
  readonly confidence: number;
  /** CPU seconds per opening of the sample. */
  readonly perOpening: { readonly mean: number; readonly median: number; readonly max: number; readonly maxWord: Word };
  /** Every opening exact (no cutoff). */
  readonly complete: TableCost;
  /** With the cutoff: its cost, and how many openings would come below it (exact totals). */
  readonly cutoff?: TableCost & { readonly value: number; readonly exactOpenings: EstimateRange };
}

/**
 * Extrapolate a sample's costs to a table of `openings` openings on `workers` workers: the CPU time
 * is the sample's mean times the openings, with a bootstrap range (`meanRange`); the wall time is
 * that spread over the workers (independent jobs keep every worker busy but for the last few).
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
    // Every opening measured: no extrapolation, no range.
    const cpu = scale(
      sample.length === openings ? { value: per.value, low: per.value, high: per.value } : per,
      openings,
    );
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
  return { ...estimate, cutoff: cutoffCost(sample, openings, cutoff, cost, confidence, seed) };
}

/** With a cutoff: what valuing every opening against it costs, and how many come below it. */
function cutoffCost(
  sample: readonly SampledOpening[],
  openings: number,
  cutoff: number,
  cost: (seconds: readonly number[], seed: number) => TableCost,
  confidence: number,
  seed: number,
): NonNullable<TableEstimate['cutoff']> {
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
    value: cutoff,
    ...cost(
      withCutoff.map((c) => c.cpuSeconds),
      seed + 2,
    ),
    exactOpenings: scale(below, openings),
  };
}

/** The table to estimate, and the sample to prove. */
export interface EstimateRequest {
  readonly words: WordSet;
  readonly hard: boolean;
  /** Guesses per game (6 in Wordle). */
  readonly maxGuesses: number;
  /** The openings the table would hold (every allowed guess, or a list). */
  readonly openings: readonly Word[];
  /** How many of them to prove. */
  readonly sample: number;
  /** The random sample (and the bootstrap). @default 1 */
  readonly seed?: number;
  /** Workers of the table's run, for its wall time. */
  readonly workers: number;
  /** Also value each sampled opening against this cutoff (a table's `--cutoff`). @default none */
  readonly cutoff?: number;
  /**
   * With `cutoff`: value each sampled opening against it only, where an exact value can take
   * CPU-hours (hard mode's openings that cannot win every game). @default false
   */
  readonly cutoffOnly?: boolean;
  /** A table under a prior: its weights (`run.fresh` must give executors with them). @default equal weights */
  readonly weights?: Float64Array;
}

/** How an estimate runs: in this thread, with a clock of its CPU time. */
export interface EstimateRun {
  /** A new executor running in this thread, with a fresh search (an empty memo). */
  readonly fresh: () => Executor;
  /** CPU seconds this process has used so far (only this thread is busy). */
  readonly cpuSeconds: () => number;
  /** Called as each opening of the sample is proven. */
  readonly onOpening?: (o: SampledOpening, index: number) => void;
}

/** An estimate and the sample it comes from (`complete` absent when the sample was valued against the cutoff only). */
export interface OpeningsEstimate extends Omit<TableEstimate, 'complete'> {
  readonly complete?: TableCost;
  readonly mode: 'normal' | 'hard';
  readonly sample: readonly SampledOpening[];
}

/**
 * Prove a seeded random sample of the openings, one after the other, and extrapolate to the table.
 * Each is proven as a table run meets it: in a fresh search that has just proven the opening before
 * it in the run's order (familyOrder), and only its own proof is timed.
 */
export async function estimateOpenings(request: EstimateRequest, run: EstimateRun): Promise<OpeningsEstimate> {
  expectObject(request, 'estimateOpenings', 'request');
  expectOptionsOf(
    request,
    'estimateOpenings',
    {
      hard: 'boolean',
      maxGuesses: int(1, 64),
      sample: int(1),
      seed: int(0, 0xffffffff),
      workers: int(1, 4096),
      cutoff: int(1),
      cutoffOnly: 'boolean',
    },
    'request',
  );
  expectWordSet(request.words, 'estimateOpenings', 'request.words');
  expectStrings(request.openings, 'estimateOpenings', 'request.openings');
  expectObject(run, 'estimateOpenings', 'run');
  expectOptionsOf(run, 'estimateOpenings', { fresh: 'function', cpuSeconds: 'function', onOpening: 'function' }, 'run');
  const seed = request.seed ?? 1;
  const position = rootPosition(request.words, { hard: request.hard, maxGuesses: request.maxGuesses });
  const order = familyOrder(request.openings);
  const before = new Map(order.map((w, i) => [w, order[i - 1]]));
  const objective = request.weights !== undefined ? { objective: 'win' as const } : {};
  const value = async (word: Word, beta: number): Promise<{ result: JobResult; cpuSeconds: number }> => {
    const executor = run.fresh();
    const job = (guess: Word) =>
      executor.run({ kind: 'value', position, beta, guesses: [guess], tree: true, ...objective });
    const previous = before.get(word);
    if (previous !== undefined) await job(previous);
    const t0 = run.cpuSeconds();
    const result = await job(word);
    return { result, cpuSeconds: run.cpuSeconds() - t0 };
  };
  const exactly = (r: JobResult): boolean => r.kind === 'value' && r.exact;
  // No cutoff: every total exact (under a prior, below the value of a loss: see rankingCutoff).
  const none =
    request.weights === undefined
      ? INFEASIBLE + 1
      : rankingCutoff(request.words, { maxGuesses: request.maxGuesses }, request.weights);
  const sample: SampledOpening[] = [];
  const only = request.cutoffOnly === true && request.cutoff !== undefined;
  for (const word of sampleOpenings(request.openings, request.sample, seed)) {
    const c = request.cutoff === undefined ? undefined : await value(word, request.cutoff);
    const exact = only ? c! : await value(word, none);
    const total = exact.result.kind === 'value' && exact.result.exact ? exact.result.value : null;
    const cutoff = c === undefined ? undefined : { cpuSeconds: c.cpuSeconds, below: exactly(c.result) };
    const o: SampledOpening = {
      word,
      cpuSeconds: exact.cpuSeconds,
      total,
      ...(cutoff === undefined ? {} : { cutoff }),
    };
    sample.push(o);
    run.onOpening?.(o, sample.length - 1);
  }
  const e = estimateTable(sample, request.openings.length, request.workers, seed, request.cutoff);
  const { complete, ...rest } = e;
  return { ...(only ? rest : { ...rest, complete }), mode: request.hard ? 'hard' : 'normal', sample };
}
