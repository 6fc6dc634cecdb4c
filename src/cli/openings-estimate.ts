import { WordleError } from '../core/errors.js';
import type { Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import {
  estimateOpenings as estimate,
  type EstimateRange,
  type OpeningsEstimate,
} from '../engine/openings/estimate.js';
import { tablePriorWords, type TableWeights } from '../engine/openings/prior.js';
import { freshInlineExecutors } from '../node/run-executor.js';
import { cacheDir } from './load.js';
import type { CommonOptions } from './context.js';
import type { Output } from './output.js';

/*
 * `wordle openings rank --estimate N`: prove N openings picked at random (seeded), one after the
 * other in this thread, and extrapolate to every opening (and to `--cutoff`): the engine's
 * `estimateOpenings`, timed in CPU seconds of this process. Nothing is written.
 */

/** The options of `wordle openings rank` that the estimate reads. */
export interface EstimateOptions extends Pick<CommonOptions, 'cache'> {
  /** Write nothing: estimate the cost of the table from this many random openings. */
  estimate?: number;
  seed?: number;
  cutoff?: number;
  /** With --estimate and --cutoff: each sampled opening valued against the cutoff only. */
  cutoffOnly?: boolean;
  out?: string;
  queue?: string;
  list: string;
  hard?: boolean;
  maxGuesses: number;
  workers: number;
  maxMemory: number;
  json?: boolean;
  quiet?: boolean;
}

/** CPU seconds this process has used (user + system). */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const hours = (s: number): string => (s >= 3600 ? `${(s / 3600).toFixed(1)} h` : `${(s / 60).toFixed(1)} min`);
const range = (r: EstimateRange, f: (s: number) => string): string => `${f(r.value)} (${f(r.low)} to ${f(r.high)})`;

/** Run the estimate for `opts.estimate` openings of `pool` (every allowed guess, or --only's) of `words`. */
export async function estimateOpenings(
  opts: EstimateOptions,
  words: WordSet,
  pool: readonly Word[],
  out: Output,
  /** A table under a prior (`--prior`). */
  prior?: TableWeights,
): Promise<void> {
  const n = opts.estimate!;
  if (n > pool.length) {
    throw new WordleError('BAD_OPTION', `--estimate ${n}: there are only ${pool.length} openings to sample from`);
  }
  if (opts.queue !== undefined) throw new WordleError('BAD_OPTION', '--estimate runs here: it takes no --queue');
  if (opts.out !== undefined) throw new WordleError('BAD_OPTION', '--estimate writes nothing: it takes no --out');
  if (opts.cutoffOnly === true && opts.cutoff === undefined) {
    throw new WordleError('BAD_OPTION', '--cutoff-only goes with --estimate and --cutoff');
  }
  const dir = cacheDir(opts);
  const fresh = freshInlineExecutors(words, {
    maxMemory: opts.maxMemory,
    ...(dir !== undefined ? { cacheDir: dir } : {}),
    ...(prior !== undefined ? { weights: prior.weights } : {}),
  });
  const request = {
    words,
    hard: opts.hard === true,
    maxGuesses: opts.maxGuesses,
    openings: pool,
    sample: n,
    seed: opts.seed ?? 1,
    workers: opts.workers,
    ...(opts.cutoff !== undefined ? { cutoff: opts.cutoff } : {}),
    ...(opts.cutoffOnly === true ? { cutoffOnly: true } : {}),
    ...(prior !== undefined ? { weights: prior.weights } : {}),
  };
  const { sample, mode, ...e } = await estimate(request, {
    fresh,
    cpuSeconds,
    onOpening: (o, i) => {
      if (opts.quiet === true) return;
      const head = `estimate: ${i + 1}/${n} ${o.word}`;
      if (opts.cutoffOnly === true) {
        out.error(`${head} ${o.total ?? `>=${opts.cutoff!}`} in ${o.cpuSeconds.toFixed(1)} s CPU against the cutoff`);
        return;
      }
      out.error(
        `${head} ${o.total ?? 'loses'} in ${o.cpuSeconds.toFixed(1)} s CPU` +
          (o.cutoff === undefined ? '' : `, ${o.cutoff.cpuSeconds.toFixed(1)} s against the cutoff`),
      );
    },
  });
  if (opts.json === true) {
    out.json({ ...e, mode, list: opts.list, ...(prior !== undefined ? { prior: prior.prior } : {}), sample });
    return;
  }
  printEstimate(e, `${mode} mode${prior === undefined ? '' : `, ${tablePriorWords(prior.prior)}`}`, out);
}

/** The estimate as text (`scope`: the mode and prior): per opening, the whole table, and with the cutoff. */
function printEstimate(e: Omit<OpeningsEstimate, 'mode' | 'sample'>, scope: string, out: Output): void {
  const against = e.complete === undefined ? ' against the cutoff only' : '';
  out.line(
    `ESTIMATE from ${e.sampled} random openings (seed ${e.seed}, ${scope}), each proven${against} in one thread right after the opening before it in the run's order:`,
  );
  out.line(
    `  per opening: ${e.perOpening.mean.toFixed(1)} s CPU on average, median ${e.perOpening.median.toFixed(1)} s, most ${e.perOpening.max.toFixed(1)} s (${e.perOpening.maxWord})`,
  );
  const line = (what: string, c: { cpuSeconds: EstimateRange; wallSeconds: EstimateRange }): void =>
    out.line(
      `  ${what}: ${range(c.cpuSeconds, hours)} of CPU; ${range(c.wallSeconds, hours)} on ${e.workers} worker${e.workers === 1 ? '' : 's'}`,
    );
  if (e.complete !== undefined) line(`all ${e.openings} openings exact`, e.complete);
  if (e.cutoff !== undefined) {
    const x = e.cutoff.exactOpenings;
    line(`with --cutoff ${e.cutoff.value} (about ${Math.round(x.value)} openings below it)`, e.cutoff);
  }
  out.line(
    `  (ranges: ${Math.round(e.confidence * 100)}% bootstrap intervals of the mean; an estimate, not a measurement)`,
  );
}
