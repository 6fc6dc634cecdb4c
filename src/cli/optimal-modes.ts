import { existsSync } from 'node:fs';
import { isWordleError, WordleError } from '../core/errors.js';
import { formatTurn } from '../core/history.js';
import type { Word } from '../core/types.js';
import { wordId, type WordSet } from '../core/wordlist.js';
import { ExactPlay } from '../search/exact-play.js';
import { solveGuess } from '../search/parallel/solve.js';
import type { RankedGuess } from '../search/parallel/rank.js';
import { treeStats } from '../engine/tree/build.js';
import { formatTreeText } from '../engine/tree/text.js';
import { CheckpointFile } from '../node/checkpoint.js';
import { STDOUT } from './outputs.js';
import { writeTreeFile } from '../node/tree-file.js';
import { readTextFile } from '../node/words.js';
import { fastestKernel } from '../search/kernel-wasm.js';
import { fromPlainTree } from '../search/plain-tree.js';
import { guessesLeft, PositionSplitter, type Position } from '../search/position.js';
import { Searcher } from '../search/searcher.js';
import { inputFiles, type CommonOptions } from './context.js';
import { num, table } from './format.js';
import type { Output } from './output.js';
import { progressBar } from './progress.js';
import { localExecutor, rankExecutor, runRanking, stopOnInterrupt } from './rank-run.js';
import { hashString } from '../core/hash.js';

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
}

const MB = 2 ** 20;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mode = (p: Position): string => (p.hard ? 'hard' : 'normal');
const historyText = (p: Position): string => p.history.map(formatTurn).join(' ');

const kernelFor = (words: WordSet) => fastestKernel(words.length);

/** What a position is, in one line. */
function describe(p: Position): string {
  const n = p.answers.length;
  const where = p.history.length === 0 ? 'at the start' : `after ${historyText(p)}`;
  return `${n} ${n === 1 ? 'answer' : 'answers'} left ${where} (${mode(p)} mode, ${guessesLeft(p)} of ${p.maxGuesses} guesses left)`;
}

/** `wordle optimal HISTORY [--top N]`: in this thread (positions after a guess are small). */
export function positionMode(words: WordSet, p: Position, opts: OptimalOptions, out: Output): void {
  const kernel = kernelFor(words);
  const play = new ExactPlay(words, { ...(kernel ? { kernel } : {}), memoBytes: opts.maxMemory * MB });
  const v = play.solve(p, opts.top ?? 1);
  const exact = v.ranked.filter((r) => r.exact).slice(0, opts.top ?? 1);
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
  const kernel = kernelFor(words);
  const r = new ExactPlay(words, { ...(kernel ? { kernel } : {}), memoBytes: opts.maxMemory * MB }).guaranteed(p);
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
  const task = `${historyText(p)} first ${first}`.trim();
  const store =
    opts.checkpoint === undefined
      ? undefined
      : new CheckpointFile(
          opts.checkpoint,
          {
            format: 'wordle-checkpoint',
            version: 2,
            lists: words.checksum,
            hard: p.hard,
            maxGuesses: p.maxGuesses,
            task,
          },
          words,
        );
  if (store !== undefined && store.size > 0 && !opts.quiet)
    out.error(`resuming: ${store.size} positions proven in ${opts.checkpoint}`);
  const t0 = performance.now();
  // A resumed run is known to be long: to the workers at once.
  const workers = localExecutor(words, opts, false, store !== undefined && store.size > 0 ? 0 : undefined);
  const kernel = kernelFor(words);
  // Only a position large enough to share its work needs its first guesses here: made on demand.
  let local: Searcher | undefined;
  const outcomes = new PositionSplitter(words).split(p, first).children.length;
  const bar = progressBar(first.toUpperCase(), { quiet: opts.quiet === true });
  let done = 0;
  let peakRss = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    bar.update(done, outcomes, `${workers.progress().nodes} nodes`);
  }, 250);
  const stop = stopOnInterrupt(workers, out);
  const depth = p.history.length + 1;
  try {
    const r = await solveGuess(p, first, {
      executor: workers,
      splitter: new PositionSplitter(words),
      firstGuesses: (q) =>
        (local ??= new Searcher(words, undefined, { hard: p.hard, ...(kernel ? { kernel } : {}) })).firstGuesses(q),
      ...(store !== undefined ? { store } : {}),
      signal: stop.signal,
      onSolved: (q) => {
        if (q.history.length === depth) done++;
      },
    });
    const tree = fromPlainTree(r.tree, 'search');
    if (opts.out === STDOUT) {
      out.line(formatTreeText(tree, words).replace(/\n$/u, ''));
      return;
    }
    if (opts.out !== undefined) writeTreeFile(opts.out, tree, words, {}, { inputs: inputFiles(opts), what: '--out' });
    const stats = treeStats(tree);
    const ms = performance.now() - t0;
    const nodes = workers.progress().nodes;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (opts.json) {
      out.json({
        first,
        history: historyText(p),
        mode: mode(p),
        proven: opts.beam === undefined,
        total: r.value,
        average: r.value / p.answers.length,
        max: stats.max,
        histogram: stats.histogram,
        answers: p.answers.length,
        seconds: ms / 1000,
        nodes,
        workers: opts.workers,
        peakRssMB: peakRss / MB,
        out: opts.out ?? null,
      });
      return;
    }
    out.line(`${first.toUpperCase()} next, ${describe(p)}`);
    out.line(`optimal: total ${r.value}, average ${num(r.value / p.answers.length, 4)}, max ${stats.max} (proven)`);
    out.line(
      table(
        ['guesses', 'answers'],
        stats.histogram.flatMap((n, k) => (k === 0 || n === 0 ? [] : [[String(k), String(n)]])),
        [],
      ),
    );
    out.line(
      `${seconds(ms)}, ${nodes} nodes, ${opts.workers} worker${opts.workers === 1 ? '' : 's'}, peak memory ${Math.round(peakRss / MB)} MB`,
    );
    if (opts.out !== undefined) out.line(`tree written to ${opts.out}`);
  } catch (e) {
    throw stop.signal.aborted ? interrupted(opts.checkpoint) : e;
  } finally {
    clearInterval(timer);
    bar.stop();
    stop.done();
    store?.flush();
    await workers.close();
  }
}

/** The guesses to rank: --candidates (words or a file), else every allowed guess in search order. */
function rankList(
  words: WordSet,
  p: Position,
  opts: OptimalOptions,
): { guesses: Word[]; bounds?: number[]; all: boolean } {
  if (opts.candidates === undefined) {
    const kernel = kernelFor(words);
    const s = new Searcher(words, undefined, { hard: p.hard, ...(kernel ? { kernel } : {}) });
    return { ...s.firstGuesses(p, false), all: true };
  }
  const spec = opts.candidates;
  const text = existsSync(spec) && !spec.includes(',') ? readTextFile(spec, 'candidates') : spec.replaceAll(',', '\n');
  const list = text
    .split('\n')
    .map((l) => l.replace(/#.*/u, '').trim().toLowerCase())
    .filter((l) => l !== '');
  if (list.length === 0) throw new WordleError('BAD_OPTION', '--candidates lists no words');
  return { guesses: [...new Set(list.map((w) => words.guesses[wordId(words, w)]!))], all: false };
}

/** `wordle optimal [HISTORY] --rank N`: exact totals of the best N first guesses, in parallel (see rank-run.ts). */
export async function rankMode(words: WordSet, p: Position, opts: OptimalOptions, out: Output): Promise<void> {
  const keep = opts.rank!;
  const { guesses, bounds, all } = rankList(words, p, opts);
  const t0 = performance.now();
  const run = `rank ${words.checksum} ${mode(p)} max ${p.maxGuesses} ${historyText(p)} keep ${keep} cutoff ${opts.cutoff ?? '-'} guesses ${hashString(guesses.join(' '))}`;
  const workers = await rankExecutor(words, opts, guesses.length, run, out, p.history.length === 0);
  try {
    const ranked = await runRanking(
      {
        position: p,
        guesses,
        ...(bounds !== undefined ? { bounds } : {}),
        keep,
        ...(opts.cutoff !== undefined ? { cutoff: opts.cutoff } : {}),
        executor: workers,
        label: 'rank',
        quiet: opts.quiet === true,
      },
      out,
    ).catch((e: unknown) => {
      throw isWordleError(e) && e.code === 'INTERRUPTED' ? interrupted(opts.checkpoint) : e;
    });
    const top = ranked.slice(0, keep);
    const scope = all ? `all ${guesses.length} useful first guesses` : `the ${guesses.length} listed`;
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
        seconds: (performance.now() - t0) / 1000,
      });
      return;
    }
    out.line(`best ${keep} of ${scope}, ${describe(p)}, ${seconds(performance.now() - t0)} (${workers.where})`);
    out.line(rankTable(top, p.answers.length));
    out.line(
      all
        ? 'proven: no other first guess is better than the last exact total shown'
        : 'proven over the listed guesses only: a guess not listed may be better',
    );
  } finally {
    await workers.close();
  }
}
