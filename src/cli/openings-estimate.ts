import { WordleError } from '../core/errors.js';
import type { Word } from '../core/types.js';
import { JobRunner } from '../engine/jobs.js';
import { estimateTable, sampleOpenings, type Range, type SampledOpening } from '../engine/openings-estimate.js';
import { loadMatrix } from '../node/matrix-cache.js';
import { INFEASIBLE } from '../search/bounds.js';
import { fastestKernel } from '../search/kernel-wasm.js';
import { familyOrder } from '../search/family-order.js';
import { rootPosition } from '../search/position.js';
import type { WordSet } from '../core/wordlist.js';
import { cacheDir } from './context.js';
import type { RankOpeningsOptions } from './openings-rank.js';
import type { Output } from './output.js';

/*
 * `wordle openings rank --estimate N`: prove N openings picked at random (seeded), one after the
 * other in this thread, and extrapolate to every opening (and to `--cutoff`, each sampled opening
 * then also valued against it). Each is proven as a table run meets it: in a fresh search that
 * has just proven the opening before it in the run's order (familyOrder: what it shares with its
 * neighbours is then known, as on the run's workers), and only its own proof is timed. Nothing is
 * written.
 */

const MB = 2 ** 20;

/** CPU seconds of `work` in this process (this thread is the only busy one). */
function timed<T>(work: () => T): { result: T; cpuSeconds: number } {
  const before = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(before);
  return { result, cpuSeconds: (used.user + used.system) / 1e6 };
}

const hours = (s: number): string => (s >= 3600 ? `${(s / 3600).toFixed(1)} h` : `${(s / 60).toFixed(1)} min`);
const range = (r: Range, f: (s: number) => string): string => `${f(r.value)} (${f(r.low)} to ${f(r.high)})`;

/** Run the estimate for `opts.estimate` openings of `pool` (every allowed guess, or --only's) of `words`. */
export function estimateOpenings(opts: RankOpeningsOptions, words: WordSet, pool: readonly Word[], out: Output): void {
  const n = opts.estimate!;
  if (n > pool.length) {
    throw new WordleError('BAD_OPTION', `--estimate ${n}: there are only ${pool.length} openings to sample from`);
  }
  if (opts.queue !== undefined) throw new WordleError('BAD_OPTION', '--estimate runs here: it takes no --queue');
  if (opts.out !== undefined) throw new WordleError('BAD_OPTION', '--estimate writes nothing: it takes no --out');
  const seed = opts.seed ?? 1;
  const dir = cacheDir(opts);
  const matrix = loadMatrix(words, dir === undefined ? {} : { cacheDir: dir });
  const kernel = fastestKernel(words.length);
  const setup = {
    answers: words.answers,
    extraGuesses: words.guesses.slice(words.answers.length),
    matrix: matrix.data.buffer,
    memoBytes: opts.maxMemory * MB,
  };
  const position = rootPosition(words, { hard: opts.hard === true, maxGuesses: opts.maxGuesses });
  const order = familyOrder(pool);
  const before = new Map(order.map((w, i) => [w, order[i - 1]]));
  /** One opening valued with the cutoff `beta` in a fresh search, after the opening before it (untimed). */
  const value = (word: Word, beta: number) => {
    const runner = new JobRunner(setup, kernel !== undefined ? { kernel } : {});
    const job = (guess: Word) => runner.run({ kind: 'value', position, beta, guesses: [guess], tree: true });
    const previous = before.get(word);
    if (previous !== undefined) job(previous);
    return timed(() => job(word));
  };
  const sample: SampledOpening[] = sampleOpenings(pool, n, seed).map((word, i) => {
    const exact = value(word, INFEASIBLE + 1);
    const total = exact.result.kind === 'value' && exact.result.exact ? exact.result.value : null;
    let cutoff: SampledOpening['cutoff'];
    if (opts.cutoff !== undefined) {
      const c = value(word, opts.cutoff);
      cutoff = { cpuSeconds: c.cpuSeconds, below: c.result.kind === 'value' && c.result.exact };
    }
    if (opts.quiet !== true) {
      out.error(
        `estimate: ${i + 1}/${n} ${word} ${total ?? 'loses'} in ${exact.cpuSeconds.toFixed(1)} s CPU` +
          (cutoff === undefined ? '' : `, ${cutoff.cpuSeconds.toFixed(1)} s against the cutoff`),
      );
    }
    return { word, cpuSeconds: exact.cpuSeconds, total, ...(cutoff === undefined ? {} : { cutoff }) };
  });
  const e = estimateTable(sample, pool.length, opts.workers, seed, opts.cutoff);
  if (opts.json === true) {
    out.json({ ...e, mode: opts.hard === true ? 'hard' : 'normal', list: opts.list, sample });
    return;
  }
  const pct = Math.round(e.confidence * 100);
  const mode = opts.hard === true ? 'hard' : 'normal';
  out.line(
    `ESTIMATE from ${e.sampled} random openings (seed ${seed}, ${mode} mode), each proven in one thread right after the opening before it in the run's order:`,
  );
  out.line(
    `  per opening: ${e.perOpening.mean.toFixed(1)} s CPU on average, median ${e.perOpening.median.toFixed(1)} s, most ${e.perOpening.max.toFixed(1)} s (${e.perOpening.maxWord})`,
  );
  const line = (what: string, c: { cpuSeconds: Range; wallSeconds: Range }): void =>
    out.line(
      `  ${what}: ${range(c.cpuSeconds, hours)} of CPU; ${range(c.wallSeconds, hours)} on ${e.workers} worker${e.workers === 1 ? '' : 's'}`,
    );
  line(`all ${e.openings} openings exact`, e.complete);
  if (e.cutoff !== undefined) {
    const x = e.cutoff.exactOpenings;
    line(`with --cutoff ${e.cutoff.value} (about ${Math.round(x.value)} openings below it)`, e.cutoff);
  }
  out.line(`  (ranges: ${pct}% bootstrap intervals of the mean; an estimate, not a measurement)`);
}
