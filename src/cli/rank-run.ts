import { WordleError } from '../core/errors.js';
import type { RankedGuess } from '../engine/exact/ranking.js';
import type { WordSet } from '../core/wordlist.js';
import { parseRedisUrl } from '../node/redis-url.js';
import { localExecutor, queueExecutor, type RunExecutor } from '../node/run-executor.js';
import { cacheDir } from './load.js';
import type { CommonOptions } from './context.js';
import { onInterrupt } from './interrupt.js';
import type { Output } from './output.js';
import { progressBar } from './terminal/progress.js';

/*
 * How the CLI shows a ranking: `wordle optimal --rank` and `wordle openings rank` both rank first
 * guesses (engine use cases), on local worker threads or a job queue, with the same progress
 * display and the same Ctrl-C handling.
 */

/** Where a ranking runs: worker threads here (the default), or a BullMQ queue (`--queue`). */
export interface RankExecutorOptions extends Pick<CommonOptions, 'cache'> {
  readonly workers: number;
  readonly maxMemory: number;
  readonly queue?: string;
  /** The queue's name (with `queue`). */
  readonly name: string;
  /** Empty the queue first (another run's jobs, or this run's). */
  readonly clearQueue?: boolean;
  /** With the queue: different workers that must agree on each result. @default 1 */
  readonly replicas?: number;
  /** With the queue: how long Redis may be unreachable before the run stops, s. */
  readonly queueTimeout?: number;
  readonly quiet?: boolean;
  /** The prior's weights (a table under a prior: here only, never on the queue: openings rank refuses both). */
  readonly weights?: Float64Array;
}

/**
 * The executor of a ranking of `size` guesses: worker threads here (sharing the pattern matrix
 * when `matrix`), or the queue (`run` names the run, so that a second coordinator of another run
 * is refused).
 */
export async function rankExecutor(
  words: WordSet,
  opts: RankExecutorOptions,
  size: number,
  run: string,
  out: Output,
  matrix = true,
): Promise<RunExecutor> {
  const dir = cacheDir(opts);
  const local = {
    workers: opts.workers,
    maxMemory: opts.maxMemory,
    matrix,
    ...(dir !== undefined ? { cacheDir: dir } : {}),
    ...(opts.weights !== undefined ? { weights: opts.weights } : {}),
  };
  if (opts.queue === undefined) return localExecutor(words, local);
  return queueExecutor(words, {
    target: parseRedisUrl(opts.queue),
    name: opts.name,
    clear: opts.clearQueue === true,
    size,
    run,
    replicas: opts.replicas ?? 1,
    ...(opts.queueTimeout !== undefined ? { timeoutS: opts.queueTimeout } : {}),
    local,
    onNote: (text) => {
      if (opts.quiet !== true) out.error(`wordle: ${text}`);
    },
    onWarning: (text) => out.error(`wordle: warning: ${text}`),
  });
}

/** Ctrl-C: stop the workers, keep what is proven, end with INTERRUPTED (exit 130). */
export function stopOnInterrupt(executor: { stop(): void }, out: Output): { signal: AbortSignal; done: () => void } {
  const abort = new AbortController();
  const done = onInterrupt(() => {
    out.error('interrupted: stopping the workers (Ctrl-C again to quit at once)');
    executor.stop();
    abort.abort();
  });
  return { signal: abort.signal, done };
}

/** What the progress display of a ranking shows. */
export interface RankingDisplay {
  /** The progress bar's label. */
  readonly label: string;
  /** How many guesses are valued in all, those of an earlier run included. */
  readonly total: number;
  /** Results of an earlier run. */
  readonly settled: readonly RankedGuess[];
  readonly executor: RunExecutor;
  readonly quiet: boolean;
}

/** The ranking to run: it stops at `signal`, and calls `onResult` as each guess is valued. */
export type RankingWork<T> = (signal: AbortSignal, onResult: (r: RankedGuess, done: number) => void) => Promise<T>;

const PLAIN_EVERY_MS = 30_000;

/** A time left for people: 45s, 12m, 7h0m (minutes rounded first, so never "6h60m"). */
export function duration(s: number): string {
  if (s < 90) return `${Math.round(s)}s`;
  const minutes = Math.round(s / 60);
  return minutes < 90 ? `${minutes}m` : `${Math.floor(minutes / 60)}h${minutes % 60}m`;
}

/**
 * Run a ranking with progress on stderr: a bar on a terminal (done/total, ETA, rate, best so far),
 * else a plain line every 30 s; Ctrl-C stops the workers and the run ends with INTERRUPTED (the
 * caller says what was kept).
 */
export async function withRankingProgress<T>(display: RankingDisplay, out: Output, work: RankingWork<T>): Promise<T> {
  const { settled, total } = display;
  const bar = progressBar(display.label, { quiet: display.quiet });
  let best: RankedGuess | undefined;
  for (const r of settled) if (r.exact && (best === undefined || r.value < best.value)) best = r;
  const t0 = performance.now();
  let lastPlain = t0;
  let exact = settled.filter((r) => r.exact).length;
  const status = (done: number): string => {
    const rate = (done - settled.length) / Math.max(1e-3, (performance.now() - t0) / 1000);
    const bestText = best === undefined ? '' : ` · best ${best.guess} ${best.value}`;
    const more = display.executor.status?.() ?? '';
    return `${rate.toFixed(rate < 10 ? 2 : 0)}/s · ${exact} exact${bestText}${more === '' ? '' : ` · ${more}`}`;
  };
  const show = (done: number): void => {
    bar.update(done, total, status(done));
    const now = performance.now();
    if (!bar.active && !display.quiet && now - lastPlain >= PLAIN_EVERY_MS) {
      lastPlain = now;
      const rate = (done - settled.length) / ((now - t0) / 1000);
      const eta = rate > 0 ? ` · ETA ${duration((total - done) / rate)}` : '';
      out.error(`${display.label}: ${done}/${total} (${((100 * done) / total).toFixed(1)}%)${eta} · ${status(done)}`);
    }
  };
  const stop = stopOnInterrupt(display.executor, out); // (before the first line: a test may Ctrl-C on it)
  show(settled.length);
  try {
    return await work(stop.signal, (r, done) => {
      if (r.exact) exact++;
      if (r.exact && (best === undefined || r.value < best.value)) best = r;
      show(done);
    });
  } catch (e) {
    throw stop.signal.aborted ? new WordleError('INTERRUPTED', 'interrupted') : e;
  } finally {
    bar.stop();
    stop.done();
  }
}
