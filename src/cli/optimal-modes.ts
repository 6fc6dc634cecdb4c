import { existsSync } from 'node:fs';
import { isWordleError, WordleError } from '../core/errors.js';
import { hashString } from '../core/hash.js';
import { formatTurn } from '../core/history.js';
import { wordId, type WordSet } from '../core/wordlist.js';
import { solveCheckpointMeta, solveGuessExactly, type SolvedGuess } from '../engine/exact/opening.js';
import { bestNextGuesses, guaranteedWin, type Position } from '../engine/exact/position.js';
import { planRanking, rankFirstGuesses, type RankedGuess, type RankingPlan } from '../engine/exact/ranking.js';
import { formatTreeText } from '../engine/tree/text.js';
import { CheckpointFile } from '../node/checkpoint.js';
import { localExecutor } from '../node/run-executor.js';
import { writeTreeFile } from '../node/tree-file.js';
import { readTextFile } from '../node/words.js';
import { inputFiles, type CommonOptions } from './context.js';
import { num, table } from './format.js';
import type { Output } from './output.js';
import { STDOUT } from './outputs.js';
import { progressBar } from './terminal/progress.js';
import { rankExecutor, stopOnInterrupt, withRankingProgress } from './rank-run.js';

/** The options of `wordle optimal`. */
export interface OptimalOptions extends CommonOptions {
  top?: number;
  first?: string;
  rank?: number;
  candidates?: string;
  cutoff?: number;
  depthOnly?: boolean;
  beam?: number;
  maxGuesses: number;
  out?: string;
  checkpoint?: string;
  maxMemory: number;
  workers: number;
  quiet?: boolean;
  queue?: string;
  name: string;
  clearQueue?: boolean;
  queueTimeout?: number;
}

const MB = 2 ** 20;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mode = (p: Position): string => (p.hard ? 'hard' : 'normal');
const guessesLeft = (p: Position): number => p.maxGuesses - p.history.length;
const historyText = (p: Position): string => p.history.map(formatTurn).join(' ');

/** What a position is, in one line. */
function describe(p: Position): string {
  const n = p.answers.length;
  const where = p.history.length === 0 ? 'at the start' : `after ${historyText(p)}`;
  return `${n} ${n === 1 ? 'answer' : 'answers'} left ${where} (${mode(p)} mode, ${guessesLeft(p)} of ${p.maxGuesses} guesses left)`;
}

/** `wordle optimal HISTORY [--top N]`: in this thread (positions after a guess are small). */
export function positionMode(words: WordSet, p: Position, opts: OptimalOptions, out: Output): void {
  const v = bestNextGuesses(words, p, opts.top ?? 1, { memoBytes: opts.maxMemory * MB });
  const exact = v.ranked;
  if (opts.json) {
    out.json({
      remaining: v.remaining,
      guess: v.guess,
      total: v.total,
      average: v.average,
      proven: true,
      mode: mode(p),
      maxGuesses: p.maxGuesses,
      ranked: exact.map((r) => ({ guess: r.guess, total: r.value, average: r.value / v.remaining })),
    });
    return;
  }
  out.line(describe(p));
  if (v.guess === null) {
    out.line(`no guess finds every remaining answer within ${guessesLeft(p)} more guesses`);
    return;
  }
  out.line(
    `best next guess: ${v.guess.toUpperCase()}, ${v.total} guesses in all (${num(v.average!, 4)} on average), proven optimal`,
  );
  if (opts.top !== undefined) {
    out.line();
    out.line(rankTable(exact, v.remaining));
  }
  out.line('(totals: every further guess until each remaining answer is found, the next one included)');
}

function rankTable(list: readonly RankedGuess[], n: number): string {
  const rows = list.map((r, i) => [
    String(i + 1),
    r.guess,
    r.exact ? String(r.value) : `>= ${r.value}`,
    r.exact ? num(r.value / n, 4) : '',
  ]);
  return table(['#', 'guess', 'total', 'average'], rows, [1]);
}

/** `wordle optimal HISTORY --depth-only`. */
export function guaranteeMode(words: WordSet, p: Position, opts: OptimalOptions, out: Output): void {
  const r = guaranteedWin(words, p, { memoBytes: opts.maxMemory * MB });
  if (opts.json) {
    out.json({
      remaining: p.answers.length,
      guaranteed: r.guaranteed,
      guess: r.guess,
      maxGuesses: p.maxGuesses,
      mode: mode(p),
    });
    return;
  }
  out.line(describe(p));
  out.line(
    r.guaranteed
      ? `yes: ${r.guess!.toUpperCase()} next finds every remaining answer within ${p.maxGuesses} guesses in all (proven)`
      : `no: no strategy finds every remaining answer within ${p.maxGuesses} guesses in all (proven)`,
  );
}

/** The error a run stopped by Ctrl-C ends with (exit code 130). */
function interrupted(checkpoint: string | undefined): WordleError {
  return new WordleError(
    'INTERRUPTED',
    checkpoint === undefined
      ? 'interrupted: nothing was written (use --checkpoint FILE to keep the proven parts of a long run)'
      : `interrupted: the proven parts are kept in ${checkpoint}; run the same command again to resume`,
  );
}

/** `wordle optimal [HISTORY] --first WORD`: the exact total and tree, in parallel by outcome. */
export async function solveMode(words: WordSet, p: Position, opts: OptimalOptions, out: Output): Promise<void> {
  const first = words.guesses[wordId(words, opts.first!)]!;
  const store =
    opts.checkpoint === undefined
      ? undefined
      : new CheckpointFile(opts.checkpoint, solveCheckpointMeta(words, p, first), words);
  if (store !== undefined && store.size > 0 && !opts.quiet)
    out.error(`resuming: ${store.size} positions proven in ${opts.checkpoint}`);
  const t0 = performance.now();
  // A resumed run is known to be long: to the workers at once.
  const resumed = store !== undefined && store.size > 0;
  const workers = localExecutor(words, {
    workers: opts.workers,
    maxMemory: opts.maxMemory,
    ...(resumed ? { inlineMs: 0 } : {}),
  });
  const bar = progressBar(first.toUpperCase(), { quiet: opts.quiet === true });
  const progress = { done: 0, total: 0 };
  let peakRss = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    bar.update(progress.done, progress.total, `${workers.progress().nodes} nodes`);
  }, 250);
  const stop = stopOnInterrupt(workers, out);
  let written = false;
  try {
    const r = await solveGuessExactly(words, p, first, {
      executor: workers,
      ...(store !== undefined ? { store } : {}),
      signal: stop.signal,
      onOutcome: (done, total) => Object.assign(progress, { done, total }),
    });
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const run = { ms: performance.now() - t0, nodes: workers.progress().nodes, peakRss };
    solvedReport(words, p, r, run, opts, out);
    written = true;
  } catch (e) {
    throw stop.signal.aborted ? interrupted(opts.checkpoint) : e;
  } finally {
    clearInterval(timer);
    bar.stop();
    stop.done();
    saveCheckpoint(store, written, opts, out);
    await workers.close();
  }
}

/**
 * Write the checkpoint's last results. Once the result is written, a failure here (a full disk)
 * loses nothing the user asked for: a warning, and the run still succeeds.
 */
export function saveCheckpoint(
  store: Pick<CheckpointFile, 'flush'> | undefined,
  written: boolean,
  opts: Pick<OptimalOptions, 'checkpoint'>,
  out: Output,
): void {
  try {
    store?.flush();
  } catch (e) {
    if (!written) throw e;
    out.error(
      `wordle: warning: the checkpoint ${opts.checkpoint} was not saved (${(e as Error).message}); the result is complete`,
    );
  }
}

/** The tree of a solved guess (to --out, or stdout) and its summary. */
function solvedReport(
  words: WordSet,
  p: Position,
  r: SolvedGuess,
  run: { readonly ms: number; readonly nodes: number; readonly peakRss: number },
  opts: OptimalOptions,
  out: Output,
): void {
  if (opts.out === STDOUT) {
    out.line(formatTreeText(r.tree, words).replace(/\n$/u, ''));
    return;
  }
  if (opts.out !== undefined) writeTreeFile(opts.out, r.tree, words, {}, { inputs: inputFiles(opts), what: '--out' });
  const { stats } = r;
  if (opts.json) {
    out.json({
      first: r.guess,
      history: historyText(p),
      mode: mode(p),
      proven: opts.beam === undefined,
      total: r.total,
      average: r.total / p.answers.length,
      max: stats.max,
      histogram: stats.histogram,
      answers: p.answers.length,
      seconds: run.ms / 1000,
      nodes: run.nodes,
      workers: opts.workers,
      peakRssMB: run.peakRss / MB,
      out: opts.out ?? null,
    });
    return;
  }
  out.line(`${r.guess.toUpperCase()} next, ${describe(p)}`);
  out.line(`optimal: total ${r.total}, average ${num(r.total / p.answers.length, 4)}, max ${stats.max} (proven)`);
  out.line(
    table(
      ['guesses', 'answers'],
      stats.histogram.flatMap((n, k) => (k === 0 || n === 0 ? [] : [[String(k), String(n)]])),
      [],
    ),
  );
  out.line(
    `${seconds(run.ms)}, ${run.nodes} nodes, ${opts.workers} worker${opts.workers === 1 ? '' : 's'}, peak memory ${Math.round(run.peakRss / MB)} MB`,
  );
  if (opts.out !== undefined) out.line(`tree written to ${opts.out}`);
}

/** The guesses to rank: --candidates (words or a file), else every allowed guess in search order. */
function rankPlan(words: WordSet, p: Position, opts: OptimalOptions): RankingPlan {
  if (opts.candidates === undefined) return planRanking(words, p);
  const spec = opts.candidates;
  const text = existsSync(spec) && !spec.includes(',') ? readTextFile(spec, 'candidates') : spec.replaceAll(',', '\n');
  const list = text
    .split('\n')
    .map((l) => l.replace(/#.*/u, '').trim().toLowerCase())
    .filter((l) => l !== '');
  if (list.length === 0) throw new WordleError('BAD_OPTION', '--candidates lists no words');
  return planRanking(
    words,
    p,
    list.map((w) => words.guesses[wordId(words, w)]!),
  );
}

/** `wordle optimal [HISTORY] --rank N`: exact totals of the best N first guesses, in parallel (see rank-run.ts). */
export async function rankMode(words: WordSet, p: Position, opts: OptimalOptions, out: Output): Promise<void> {
  const keep = opts.rank!;
  const plan = rankPlan(words, p, opts);
  const { guesses } = plan;
  const t0 = performance.now();
  const run = `rank ${words.checksum} ${mode(p)} max ${p.maxGuesses} ${historyText(p)} keep ${keep} cutoff ${opts.cutoff ?? '-'} guesses ${hashString(guesses.join(' '))}`;
  const workers = await rankExecutor(words, opts, guesses.length, run, out, p.history.length === 0);
  try {
    const display = {
      label: 'rank',
      total: guesses.length,
      settled: [],
      executor: workers,
      quiet: opts.quiet === true,
    };
    const ranked = await withRankingProgress(display, out, (signal, onResult) =>
      rankFirstGuesses(plan, keep, {
        executor: workers,
        signal,
        onResult,
        ...(opts.cutoff !== undefined ? { cutoff: opts.cutoff } : {}),
      }),
    ).catch((e: unknown) => {
      throw isWordleError(e) && e.code === 'INTERRUPTED' ? interrupted(opts.checkpoint) : e;
    });
    rankReport(
      plan,
      ranked.slice(0, keep),
      { seconds: (performance.now() - t0) / 1000, where: workers.where },
      opts,
      out,
    );
  } finally {
    await workers.close();
  }
}

/** The best of a ranking: a table, and what it proves. */
function rankReport(
  plan: RankingPlan,
  top: readonly RankedGuess[],
  run: { readonly seconds: number; readonly where: string },
  opts: OptimalOptions,
  out: Output,
): void {
  const { position: p, guesses, all } = plan;
  if (opts.json) {
    out.json({
      mode: mode(p),
      history: historyText(p),
      provenOver: all ? 'all' : 'list',
      searched: guesses.length,
      cutoff: opts.cutoff ?? null,
      ranking: top.map((r) => ({
        guess: r.guess,
        total: r.exact ? r.value : null,
        lowerBound: r.value,
        average: r.exact ? r.value / p.answers.length : null,
        proven: true,
      })),
      seconds: run.seconds,
    });
    return;
  }
  const scope = all ? `all ${guesses.length} useful first guesses` : `the ${guesses.length} listed`;
  out.line(`best ${opts.rank!} of ${scope}, ${describe(p)}, ${seconds(run.seconds * 1000)} (${run.where})`);
  out.line(rankTable(top, p.answers.length));
  out.line(
    all
      ? 'proven: no other first guess is better than the last exact total shown'
      : 'proven over the listed guesses only: a guess not listed may be better',
  );
}
