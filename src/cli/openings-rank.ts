import { WordleError } from '../core/errors.js';
import type { Word } from '../core/types.js';
import { parseWordList, wordId, type WordSet } from '../core/wordlist.js';
import { builtinWordSet } from '../data/lists.js';
import {
  openingsProgressMeta,
  planOpenings,
  rankOpenings as rankTable,
  type OpeningsPlan,
} from '../engine/openings/rank.js';
import { tablePriorWords } from '../engine/openings/prior.js';
import { isClaim } from '../engine/openings/source.js';
import { OPENING_VALUE_MAX, type OpeningsTable } from '../engine/openings/table.js';
import { formatOpeningsTable } from '../engine/openings/codec/write.js';
import { writeFileAtomic } from '../node/atomic.js';
import { threadCount } from '../node/limits.js';
import { openingsFileData } from '../node/openings-text.js';
import { OpeningsProgressFile, progressPathFor } from '../node/openings-progress-file.js';
import { packageInfo } from '../node/package-info.js';
import { checkQueueName } from '../node/queue-keys.js';
import { parseRedisUrl } from '../node/redis-url.js';
import type { NamedPath } from '../node/output-target.js';
import type { RunExecutor } from '../node/run-executor.js';
import { readTextFile } from '../node/words.js';
import { inputFiles, type CommonOptions } from './context.js';
import { loadWords } from './load.js';
import type { Output } from './output.js';
import { checkOutputs, STDOUT } from './outputs.js';
import type { EstimateOptions } from './openings-estimate.js';
import { openingsSpace } from './openings-prior.js';
import { rankExecutor, withRankingProgress } from './rank-run.js';

/** The options of `wordle openings rank` (--estimate's and more). */
export interface RankOpeningsOptions extends EstimateOptions {
  only?: string;
  answers?: string;
  guesses?: string;
  maxWords: number;
  name: string;
  clearQueue?: boolean;
  replicas: number;
  queueTimeout?: number;
  /** `--prior` (and `--date` for the history prior): a table under a prior. */
  prior?: string;
  date?: string;
}

/** The table's name for the word lists: the built-in list's name, or `custom-CHECKSUM`. */
function listLabel(words: WordSet, opts: RankOpeningsOptions): string {
  if (
    opts.answers === undefined &&
    opts.guesses === undefined &&
    words.checksum === builtinWordSet(opts.list).checksum
  ) {
    return opts.list;
  }
  return `custom-${words.checksum}`;
}

/** The openings of --only FILE (one a line, `#` comments), each an allowed guess. */
export function onlyList(path: string, words: WordSet): Word[] {
  const list = parseWordList(readTextFile(path, '--only'), path, { length: words.length });
  return list.map((w) => words.guesses[wordId(words, w)]!);
}

const seconds = (s: number): string => `${s.toFixed(1)} s`;

/** `wordle openings rank`: every opening's exact total or proven bound, written as a table. */
export async function rankOpenings(opts: RankOpeningsOptions, out: Output): Promise<void> {
  if (opts.estimate !== undefined) {
    const { estimateOpenings } = await import('./openings-estimate.js');
    const { words, prior } = openingsSpace(loadWords(opts as unknown as CommonOptions), opts);
    const pool = opts.only === undefined ? words.guesses : onlyList(opts.only, words);
    return estimateOpenings(opts, words, pool, out, prior);
  }
  if (opts.seed !== undefined || opts.cutoffOnly === true) {
    throw new WordleError('BAD_OPTION', `${opts.seed !== undefined ? '--seed' : '--cutoff-only'} goes with --estimate`);
  }
  if (opts.out === undefined) throw new WordleError('BAD_OPTION', 'required option --out <file> not specified');
  if (opts.out === STDOUT) {
    throw new WordleError(
      'BAD_OPTION',
      '--out must be a file: the table is written at the end, and the progress beside it',
    );
  }
  const { words, prior } = openingsSpace(loadWords(opts as unknown as CommonOptions), opts);
  if (prior !== undefined && opts.queue !== undefined) {
    throw new WordleError(
      'BAD_OPTION',
      '--prior runs here: a table under a prior is not computed on a queue (no --queue)',
    );
  }
  const inputs = [...inputFiles(opts), ...(opts.only !== undefined ? [{ path: opts.only, what: '--only' }] : [])];
  const progressPath = checkRun(opts.out, inputs, opts, out);
  const only = opts.only !== undefined ? onlyList(opts.only, words) : undefined;
  const hard = opts.hard === true;
  const rules = { hard, maxGuesses: opts.maxGuesses, ...(opts.cutoff !== undefined ? { cutoff: opts.cutoff } : {}) };
  const version = packageInfo().version;
  const request = {
    words,
    ...rules,
    ...(only !== undefined ? { only } : {}),
    label: listLabel(words, opts),
    version,
    ...(prior !== undefined ? { prior } : {}),
  };
  const progress = new OpeningsProgressFile(progressPath, openingsProgressMeta(request), words, prior?.weights);
  const plan = planOpenings(request, progress.all());
  if (plan.settled.length > 0 && opts.quiet !== true)
    out.error(`resuming: ${plan.settled.length} openings valued in ${progressPath}`);
  await runTable(plan, progress, { ...opts, out: opts.out }, out, inputs);
}

/** Run the plan, keeping its progress; write the table, then say what was done. */
async function runTable(
  plan: OpeningsPlan,
  progress: OpeningsProgressFile,
  opts: RankOpeningsOptions & { readonly out: string },
  out: Output,
  inputs: readonly NamedPath[],
): Promise<void> {
  const replicas = opts.replicas > 1 ? ` replicas ${opts.replicas}` : '';
  const run = `openings ${plan.request.label} ${plan.request.hard ? 'hard' : 'normal'} max ${opts.maxGuesses} cutoff ${plan.cutoff}${replicas}`;
  const started = runClock();
  const weights = plan.request.prior?.weights;
  const executor = await rankExecutor(
    plan.request.words,
    { ...opts, ...(weights !== undefined ? { weights } : {}) },
    plan.todo.length,
    run,
    out,
  );
  const clock = () => started(executor);
  const display = { label: 'openings', total: plan.size, settled: plan.settled, executor, quiet: opts.quiet === true };
  let table: OpeningsTable;
  try {
    table = await withRankingProgress(display, out, (signal, onResult) =>
      rankTable(plan, {
        executor,
        signal,
        onResult,
        store: {
          put: (entry) => {
            progress.now = clock();
            progress.put(entry);
          },
        },
        spent: () => {
          progress.now = clock();
          return { ...progress.spent, where: executor.where };
        },
      }),
    );
  } catch (e) {
    progress.now = clock();
    progress.flush();
    const reachable = executor.reachable?.() !== false;
    await executor.close();
    throw interrupted(e, progress, opts, reachable);
  }
  const { wallSeconds: wall, cpuSeconds: cpu } = clock();
  try {
    writeFileAtomic(opts.out, openingsFileData(opts.out, formatOpeningsTable(table)), { inputs, what: '--out' });
    await tidyUp(progress, executor, out);
  } finally {
    await executor.close();
  }
  report(table, { wall, cpu, resumed: plan.settled.length, where: executor.where, out: opts.out }, opts, out);
}

/**
 * After the table is written: remove the progress file, and empty the queue. A failure here loses
 * nothing the user asked for (the table is complete): a warning, and the run still succeeds.
 */
export async function tidyUp(
  progress: Pick<OpeningsProgressFile, 'remove'>,
  executor: Pick<RunExecutor, 'finish'>,
  out: Output,
): Promise<void> {
  const warn = (e: unknown): void => out.error(`wordle: warning: ${(e as Error).message}; the table is complete`);
  try {
    progress.remove();
  } catch (e) {
    warn(e);
  }
  await executor
    .finish?.()
    .catch((e: unknown) => warn(new Error(`the queue's jobs were not deleted (${(e as Error).message})`)));
}

/**
 * Before a run of `rank` or `wins`: its outputs, --out and the progress file beside it (whose path
 * this returns), checked (not a symlink, device or one of the inputs), and where the jobs run:
 * --workers threads here (checked, with a note when capped), or --queue (checked).
 */
export function checkRun(
  target: string,
  inputs: readonly NamedPath[],
  opts: Pick<RankOpeningsOptions, 'queue' | 'replicas' | 'clearQueue' | 'workers' | 'quiet' | 'name'>,
  out: Output,
): string {
  const progress = progressPathFor(target);
  const outputs = [
    { path: target, what: '--out' },
    { path: progress, what: 'the progress file' },
  ];
  checkOutputs(outputs, inputs);
  if (opts.queue === undefined && (opts.replicas !== 1 || opts.clearQueue === true))
    throw new WordleError('BAD_OPTION', '--replicas and --clear-queue go with --queue');
  const t = threadCount(opts.workers, '--workers');
  if (t.note !== undefined && opts.quiet !== true && opts.queue === undefined) out.error(t.note);
  opts.workers = t.threads;
  if (opts.queue !== undefined) {
    parseRedisUrl(opts.queue);
    checkQueueName(opts.name);
  }
  return progress;
}

/** The time this run has spent so far (the progress file adds that of the runs before it). */
function runClock(): (executor: RunExecutor) => { wallSeconds: number; cpuSeconds: number } {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  return (executor) => {
    const job = executor.jobSeconds?.();
    const u = process.cpuUsage(cpu0);
    return { wallSeconds: (performance.now() - t0) / 1000, cpuSeconds: job ?? (u.user + u.system) / 1e6 };
  };
}

/**
 * The error a stopped ranking ends with: Ctrl-C, or the queue's Redis unreachable for too long,
 * says what was kept and how to resume.
 */
function interrupted(
  e: unknown,
  progress: OpeningsProgressFile,
  opts: RankOpeningsOptions,
  reachable: boolean,
): unknown {
  if (!(e instanceof WordleError && (e.code === 'INTERRUPTED' || e.code === 'QUEUE_UNAVAILABLE'))) return e;
  const kept = progress.size === 0 ? 'nothing was valued yet' : `${progress.size} openings kept in ${progress.path}`;
  if (e.code === 'QUEUE_UNAVAILABLE') {
    return new WordleError('QUEUE_UNAVAILABLE', `${e.message}; ${kept}: run the same command again to resume`);
  }
  const queued =
    opts.queue === undefined
      ? ''
      : reachable
        ? '; the queue keeps the jobs already added, and its workers go on with them'
        : "; the queue's Redis did not answer: the jobs already added stay there only if it comes back with its data";
  return new WordleError('INTERRUPTED', `interrupted: ${kept}${queued}; run the same command again to resume`);
}

/** The summary of a finished ranking. */
function report(
  t: OpeningsTable,
  run: { wall: number; cpu: number; resumed: number; where: string; out: string },
  opts: RankOpeningsOptions,
  out: Output,
): void {
  const exact = t.entries.filter((e) => e.total !== null);
  const cutoff = t.meta.cutoff >= OPENING_VALUE_MAX ? null : t.meta.cutoff;
  const claims = t.entries.filter((e) => isClaim(e.source)).length;
  const agreed = t.entries.filter((e) => e.source.startsWith('workers:')).length;
  if (opts.json === true) {
    out.json({
      out: run.out,
      list: t.meta.list,
      mode: t.meta.mode,
      ...(t.meta.prior !== undefined ? { prior: t.meta.prior } : {}),
      cutoff,
      openings: t.entries.length,
      of: t.meta.guesses,
      exact: exact.length,
      bounds: t.entries.length - exact.length,
      resumed: run.resumed,
      seconds: run.wall,
      cpuSeconds: run.cpu,
      where: run.where,
      sources: { local: t.entries.length - claims - agreed, worker: claims, workers: agreed },
    });
    return;
  }
  const under = t.meta.prior === undefined ? '' : `, ${tablePriorWords(t.meta.prior)}`;
  // (under a prior without --cutoff, the table's cutoff is the value of an answer lost: no cutoff asked)
  const asked = t.meta.prior === undefined ? cutoff : (opts.cutoff ?? null);
  const scope = `${t.meta.list} list, ${t.meta.mode} mode${under}, ${asked === null ? 'no cutoff' : `cutoff ${asked}`}`;
  out.line(
    `ranked ${t.entries.length} of ${t.meta.guesses} openings (${scope}): ${exact.length} exact totals, ${t.entries.length - exact.length} proven bounds, in ${seconds(run.wall)} (${seconds(run.cpu)} CPU, ${run.where})`,
  );
  if (exact.length > 0) {
    out.line(
      `best: ${exact
        .slice(0, 5)
        .map((e) => `${e.word.toUpperCase()} ${e.total}`)
        .join(', ')}`,
    );
  }
  if (claims + agreed > 0) {
    out.line(
      `${claims} openings valued by one queue worker each (a claim: "wordle openings verify ${run.out}" re-proves them), ${agreed} by workers that agree`,
    );
  }
  out.line(`table written to ${run.out}`);
}
