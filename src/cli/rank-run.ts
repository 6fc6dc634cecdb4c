import { WordleError } from '../core/errors.js';
import type { Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { rankExactly, type Executor, type RankedGuess } from '../engine/plan.js';
import { LocalExecutor } from '../node/executor.js';
import { loadMatrix } from '../node/matrix-cache.js';
import { memoBudget } from '../node/shared-memo.js';
import { parseRedisUrl } from '../node/redis-url.js';
import { fastestKernel } from '../search/kernel-wasm.js';
import type { GamePosition } from '../search/position.js';
import { cacheDir, type CommonOptions } from './context.js';
import { onInterrupt } from './interrupt.js';
import type { Output } from './output.js';
import { progressBar } from './progress.js';

/*
 * The one ranking engine of the CLI: `wordle optimal --rank` and `wordle openings rank` both rank
 * first guesses with `rankExactly`, on local worker threads or a job queue, with the same progress
 * display and the same Ctrl-C handling.
 */

/**
 * Runs a little longer than this in the main thread before moving to worker threads: a SALET
 * proof takes about a second, and stays in one thread and small (see LocalExecutor).
 */
const INLINE_MS = 1500;

/** An executor a command owns: it can be asked to stop, and is closed at the end. */
export interface RunExecutor extends Executor {
  /** Ask every running job to stop (Ctrl-C). */
  stop(): void;
  /** Release everything (threads, connections). */
  close(): Promise<void>;
  /** One line on where the jobs run, for the output. */
  readonly where: string;
  /** A few words for the progress display (workers connected, …). */
  status?(): string;
}

/** Where a ranking runs: worker threads here (the default), or a BullMQ queue (`--queue`). */
export interface RankExecutorOptions extends LocalOptions {
  readonly queue?: string;
  /** The queue's name (with `queue`). */
  readonly name: string;
  /** Discard what the queue holds from another run first. */
  readonly clearQueue?: boolean;
  readonly quiet?: boolean;
}

/**
 * The executor of a ranking of `size` guesses: worker threads here (sharing the pattern matrix
 * when `matrix`, see localExecutor), or the queue (`run` names the run, so that a second
 * coordinator of another run is refused).
 */
export async function rankExecutor(
  words: WordSet,
  opts: RankExecutorOptions,
  size: number,
  run: string,
  out: Output,
  matrix = true,
): Promise<RunExecutor & { finish?: () => Promise<void>; jobSeconds?: () => number }> {
  if (opts.queue === undefined) return localExecutor(words, opts, matrix);
  const target = parseRedisUrl(opts.queue);
  const { QueueExecutor } = await import('../node/queue.js');
  const q = await QueueExecutor.open({
    target,
    name: opts.name,
    words,
    size: Math.max(1, size),
    run,
    clear: opts.clearQueue === true,
    onNote: (text) => {
      if (opts.quiet !== true) out.error(`wordle: ${text}`);
    },
  });
  return Object.assign(q, { jobSeconds: () => q.stats.jobSeconds });
}

/** The options a local executor reads. */
export interface LocalOptions extends Pick<CommonOptions, 'cache'> {
  readonly workers: number;
  readonly maxMemory: number;
}

/**
 * Worker threads on this machine (jobs start in this thread; see LocalExecutor). `matrix`: share
 * the pattern matrix (rankings read all of it); `inlineMs`: how long to stay in this thread first.
 */
export function localExecutor(
  words: WordSet,
  opts: LocalOptions,
  matrix: boolean,
  inlineMs = INLINE_MS,
): LocalExecutor & RunExecutor {
  const dir = cacheDir(opts);
  const m = matrix ? loadMatrix(words, { shared: true, ...(dir !== undefined ? { cacheDir: dir } : {}) }) : undefined;
  const kernel = fastestKernel(words.length);
  const executor = new LocalExecutor(
    {
      answers: words.answers,
      extraGuesses: words.guesses.slice(words.answers.length),
      ...(m !== undefined ? { matrix: m.data.buffer } : {}),
      ...memoBudget(words, opts.maxMemory, opts.workers),
    },
    opts.workers,
    inlineMs,
    kernel !== undefined ? { kernel } : {},
  );
  const where = `${opts.workers} worker thread${opts.workers === 1 ? '' : 's'} on this machine`;
  return Object.assign(executor, { where });
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

/** A ranking to run. */
export interface RankRun {
  readonly position: GamePosition;
  /** The guesses still to value, in search order, with their closed-form bounds when known. */
  readonly guesses: readonly Word[];
  readonly bounds?: readonly number[];
  readonly keep: number;
  readonly cutoff?: number;
  /** Return the tree of every exact total (see RankOptions.trees). */
  readonly trees?: boolean;
  /** Results of an earlier run. */
  readonly settled?: readonly RankedGuess[];
  readonly executor: RunExecutor;
  /** Each worker takes its own run of `guesses` (RankOptions.lanes). */
  readonly lanes?: boolean;
  /** The progress bar's label. */
  readonly label: string;
  readonly quiet: boolean;
  /** Called as each guess is valued (before the progress display). */
  readonly onResult?: (r: RankedGuess) => void;
}

const PLAIN_EVERY_MS = 30_000;

const duration = (s: number): string =>
  s < 90
    ? `${Math.round(s)}s`
    : s < 5400
      ? `${Math.round(s / 60)}m`
      : `${Math.floor(s / 3600)}h${Math.round((s % 3600) / 60)}m`;

/**
 * Rank with progress on stderr: a bar on a terminal (done/total, ETA, rate, best so far), else a
 * plain line every 30 s; Ctrl-C stops the workers and the run ends with INTERRUPTED (the caller
 * says what was kept). The result lists every guess, best first.
 */
export async function runRanking(run: RankRun, out: Output): Promise<RankedGuess[]> {
  const settled = run.settled ?? [];
  const total = settled.length + run.guesses.length;
  const bar = progressBar(run.label, { quiet: run.quiet });
  let best: RankedGuess | undefined;
  for (const r of settled) if (r.exact && (best === undefined || r.value < best.value)) best = r;
  const t0 = performance.now();
  let lastPlain = t0;
  let exact = settled.filter((r) => r.exact).length;
  const status = (done: number): string => {
    const rate = (done - settled.length) / Math.max(1e-3, (performance.now() - t0) / 1000);
    const bestText = best === undefined ? '' : ` · best ${best.guess} ${best.value}`;
    const more = run.executor.status?.() ?? '';
    return `${rate.toFixed(rate < 10 ? 2 : 0)}/s · ${exact} exact${bestText}${more === '' ? '' : ` · ${more}`}`;
  };
  const show = (done: number): void => {
    bar.update(done, total, status(done));
    const now = performance.now();
    if (!bar.active && !run.quiet && now - lastPlain >= PLAIN_EVERY_MS) {
      lastPlain = now;
      const rate = (done - settled.length) / ((now - t0) / 1000);
      const eta = rate > 0 ? ` · ETA ${duration((total - done) / rate)}` : '';
      out.error(`${run.label}: ${done}/${total} (${((100 * done) / total).toFixed(1)}%)${eta} · ${status(done)}`);
    }
  };
  show(settled.length);
  const stop = stopOnInterrupt(run.executor, out);
  try {
    return await rankExactly(run.position, run.guesses, run.keep, {
      executor: run.executor,
      signal: stop.signal,
      ...(run.cutoff !== undefined ? { cutoff: run.cutoff } : {}),
      ...(run.bounds !== undefined ? { bounds: run.bounds } : {}),
      ...(run.trees === true ? { trees: true } : {}),
      ...(run.lanes === true ? { lanes: true } : {}),
      settled,
      onResult: (r, done) => {
        run.onResult?.(r);
        if (r.exact) exact++;
        if (r.exact && (best === undefined || r.value < best.value)) best = r;
        show(done);
      },
    });
  } catch (e) {
    throw stop.signal.aborted ? new WordleError('INTERRUPTED', 'interrupted') : e;
  } finally {
    bar.stop();
    stop.done();
  }
}
