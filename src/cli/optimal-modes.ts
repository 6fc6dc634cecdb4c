import { existsSync } from 'node:fs';
import { isWordleError, WordleError } from '../core/errors.js';
import { hashString } from '../core/hash.js';
import { wordId, type WordSet } from '../core/wordlist.js';
import { solveCheckpointMeta, solveGuessExactly, type SolvedGuess } from '../engine/exact/opening.js';
import { guaranteedWin, type Position } from '../engine/exact/position.js';
import { describePosition, historyText, modeName } from './optimal-position.js';
import {
  planRanking,
  rankFirstGuesses,
  winsEveryGame,
  type RankedGuess,
  type RankingPlan,
} from '../engine/exact/ranking.js';
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
  /** With --boards: the exact search's budget, seconds. */
  time?: number;
}

const MB = 2 ** 20;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function rankTable(list: readonly RankedGuess[], n: number): string {
  const rows = list.map((r, i) => [
    String(i + 1),
    r.guess,
    winsEveryGame(r) === false ? 'cannot win every game' : r.exact ? String(r.value) : `>= ${r.value}`,
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
      mode: modeName(p),
    });
    return;
  }
  out.line(describePosition(p));
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
      mode: modeName(p),
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
  out.line(`${r.guess.toUpperCase()} next, ${describePosition(p)}`);
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
  const run = `rank ${words.checksum} ${modeName(p)} max ${p.maxGuesses} ${historyText(p)} keep ${keep} cutoff ${opts.cutoff ?? '-'} guesses ${hashString(guesses.join(' '))}`;
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
      mode: modeName(p),
      history: historyText(p),
      provenOver: all ? 'all' : 'list',
      searched: guesses.length,
      cutoff: opts.cutoff ?? null,
      ranking: top.map((r) => {
        const every = winsEveryGame(r);
        return {
          guess: r.guess,
          total: every === true ? r.value : null,
          lowerBound: every === false ? null : r.value,
          average: every === true ? r.value / p.answers.length : null,
          winsEveryGame: every,
          proven: true,
        };
      }),
      seconds: run.seconds,
    });
    return;
  }
  const scope = all ? `all ${guesses.length} useful first guesses` : `the ${guesses.length} listed`;
  out.line(`best ${opts.rank!} of ${scope}, ${describePosition(p)}, ${seconds(run.seconds * 1000)} (${run.where})`);
  out.line(rankTable(top, p.answers.length));
  const exact = top.some((r) => r.exact);
  if (exact || !all) {
    out.line(
      all
        ? 'proven: no other first guess is better than the last exact total shown'
        : 'proven over the listed guesses only: a guess not listed may be better',
    );
  }
  if (top.some((r) => winsEveryGame(r) === false)) {
    const next =
      p.history.length > 0 ? `; \`wordle optimal ${historyText(p)} --top N\` ranks guesses by their chance to win` : '';
    out.line(
      `cannot win every game: no play after it finds every answer within the ${p.maxGuesses - p.history.length} guesses left (proven)${next}`,
    );
  }
}
