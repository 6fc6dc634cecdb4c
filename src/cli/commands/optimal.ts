import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import { WordleError } from '../../core/errors.js';
import { wordId, type WordSet } from '../../core/wordlist.js';
import { treeStats } from '../../engine/tree.js';
import { checkWritableDir } from '../../node/atomic.js';
import { loadMatrix } from '../../node/matrix-cache.js';
import {
  rankOpenings,
  solveOpeningParallel,
  type OpeningOutcome,
  type Progress,
  type RunOptions,
} from '../../node/optimal-run.js';
import { writeTreeFile } from '../../node/tree-file.js';
import { screenOpenings } from '../../node/optimal-screen.js';
import { shortlistOpenings } from '../../search/opening.js';
import { addCommonOptions, cacheDir, intOption, loadWords, type CommonOptions } from '../context.js';
import { num, table } from '../format.js';
import type { Output } from '../output.js';

interface OptimalOptions extends CommonOptions {
  first?: string;
  rank?: number;
  among?: number;
  candidates?: string;
  screen?: number;
  top: number;
  maxGuesses: number;
  out?: string;
  checkpoint?: string;
  maxMemory: number;
  workers: number;
  quiet?: boolean;
}

const MB = 2 ** 20;
// Room left for the matrix (30 MB classic), the frames and V8 itself when splitting --max-memory.
const BASE_MB = 160;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number): string => `${Math.round(bytes / MB)} MB`;

/** A progress line for stderr: elapsed, classes, bound, nodes/s, memory. */
function progressLine(p: Progress): string {
  return `[${seconds(p.elapsedMs)}] classes ${p.classesDone}/${p.classes}, bound ≥ ${p.bound}, ${p.nodes} nodes (${Math.round(p.nodesPerSecond)}/s), memo ${mb(p.memoBytes)}, rss ${mb(p.rssBytes)}`;
}

function runOptions(opts: OptimalOptions, out: Output, signal: AbortSignal): RunOptions {
  if (opts.maxMemory < BASE_MB + 64)
    throw new WordleError('BAD_OPTION', `--max-memory must be at least ${BASE_MB + 64} MB`);
  let last = 0;
  return {
    hard: opts.hard ?? false,
    top: opts.top,
    maxGuesses: opts.maxGuesses,
    workers: opts.workers,
    memoBytes: ((opts.maxMemory - BASE_MB) * MB) / opts.workers,
    ...(opts.checkpoint !== undefined ? { checkpoint: opts.checkpoint } : {}),
    onProgress: (p) => {
      if (opts.quiet || p.elapsedMs < 2000 || p.elapsedMs - last < 2000) return;
      last = p.elapsedMs;
      out.error(progressLine(p));
    },
    signal,
  };
}

function reportOpening(r: OpeningOutcome, words: WordSet, opts: OptimalOptions, out: Output): void {
  const mode = opts.hard ? 'hard' : 'normal';
  const stats = r.tree === undefined ? undefined : treeStats(r.tree);
  const what = opts.top > 0 ? `best with --top ${opts.top} (an upper bound, not proven optimal)` : 'optimal';
  if (opts.json) {
    out.json({
      first: r.first,
      mode,
      status: r.status,
      exact: opts.top === 0,
      total: stats?.total ?? null,
      bound: r.bound,
      average: stats?.average ?? null,
      max: stats?.max ?? null,
      histogram: stats?.histogram ?? null,
      answers: words.answers.length,
      seconds: r.elapsedMs / 1000,
      nodes: r.nodes,
      peakRssMB: r.peakRssBytes / MB,
      peakMemoMB: r.peakMemoBytes / MB,
      out: opts.out ?? null,
    });
    return;
  }
  out.line(
    `${r.first.toUpperCase()} in ${mode} mode, ${words.answers.length} answers, ${words.guesses.length} allowed guesses, at most ${opts.maxGuesses} guesses`,
  );
  if (stats === undefined) {
    out.line(
      r.status === 'infeasible'
        ? `impossible: some answers cannot be found within ${opts.maxGuesses} guesses`
        : 'interrupted before any tree was found',
    );
  } else {
    out.line(
      `${r.status === 'optimal' ? what : 'best so far (interrupted)'}: total ${stats.total}, average ${num(stats.average, 4)}, max ${stats.max}${r.status === 'interrupted' ? `, proven lower bound ${r.bound}` : ''}`,
    );
    out.line(
      table(
        ['guesses', 'answers'],
        stats.histogram.flatMap((n, k) => (k === 0 || n === 0 ? [] : [[String(k), String(n)]])),
        [],
      ),
    );
  }
  out.line(
    `${seconds(r.elapsedMs)}, ${r.nodes} nodes, ${opts.workers} worker${opts.workers === 1 ? '' : 's'}, peak memory ${mb(r.peakRssBytes)} (memo ${mb(r.peakMemoBytes)})`,
  );
  if (opts.out !== undefined && r.tree !== undefined) out.line(`tree written to ${opts.out}`);
}

/** `wordle optimal`: the exact optimal strategy for an opening, or a ranking of openings. */
export function optimalCommand(out: Output): Command {
  return addCommonOptions(new Command('optimal'))
    .description('compute the provably optimal decision tree (least total guesses) by branch-and-bound')
    .option('--first <word>', 'the opening to solve')
    .option('--rank <n>', 'rank openings: exact totals of the best n', intOption('--rank'))
    .option(
      '--among <m>',
      'with --rank: search the m openings with the smallest Σ size² (default 20)',
      intOption('--among'),
    )
    .option('--candidates <words>', 'with --rank: comma-separated openings to search instead')
    .option(
      '--screen <k>',
      'with --rank: first bound every opening with a fast --top K search, then search exactly in that order',
      intOption('--screen'),
    )
    .option(
      '--top <n>',
      'fast, not exact: try only the best n guesses per node (an upper bound)',
      intOption('--top', 0),
      0,
    )
    .option('--max-guesses <n>', 'most guesses allowed per answer', intOption('--max-guesses', 2), 6)
    .option('--out <file>', 'write the tree (.json for JSON, else the text format), atomically')
    .option('--checkpoint <file>', 'save finished parts here and resume from it')
    .option(
      '--max-memory <MB>',
      'memory limit; the memo forgets old entries to stay below it',
      intOption('--max-memory'),
      2048,
    )
    .option('--workers <n>', 'worker threads', intOption('--workers'), availableParallelism())
    .option('--quiet', 'no progress lines on stderr')
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle optimal --first salet --out salet.tree\n  $ wordle optimal --first salet --hard --checkpoint salet-hard.ckpt\n  $ wordle optimal --rank 5 --among 20\n  $ wordle optimal --first crane --top 10',
    )
    .action(async (opts: OptimalOptions) => {
      if ((opts.first === undefined) === (opts.rank === undefined))
        throw new WordleError('BAD_OPTION', 'give exactly one of --first WORD or --rank N');
      for (const f of [opts.out, opts.checkpoint]) if (f !== undefined) checkWritableDir(f);
      const words = loadWords(opts);
      const first = opts.first === undefined ? undefined : wordId(words, opts.first);
      const candidates = opts.candidates?.split(',').map((w) => wordId(words, w));
      const dir = cacheDir(opts);
      const matrix = loadMatrix(words, { shared: true, ...(dir !== undefined ? { cacheDir: dir } : {}) });
      const abort = new AbortController();
      const onSigint = (): void => {
        out.error('interrupted: stopping the workers and keeping the best tree so far');
        abort.abort();
      };
      process.once('SIGINT', onSigint);
      try {
        const run = runOptions(opts, out, abort.signal);
        if (first !== undefined) {
          const r = await solveOpeningParallel(words, matrix, first, run);
          if (opts.out !== undefined && r.tree !== undefined) writeTreeFile(opts.out, r.tree, words);
          reportOpening(r, words, opts, out);
          if (r.status === 'interrupted')
            throw new WordleError('INTERRUPTED', `interrupted after ${seconds(r.elapsedMs)}; resume with --checkpoint`);
          return;
        }
        let firsts = candidates ?? shortlistOpenings(matrix, opts.among ?? 20);
        const keep = opts.rank!;
        const t0 = performance.now();
        let ceiling: number | undefined;
        if (opts.screen !== undefined && opts.top === 0) {
          const s = await screenOpenings(words, matrix, firsts, keep, { ...run, top: opts.screen });
          if (!opts.quiet) {
            const best = s.order.slice(0, keep).map((g, i) => `${words.guesses[g]} ≤ ${s.upper[i]}`);
            out.error(`[${seconds(performance.now() - t0)}] screened with --top ${opts.screen}: ${best.join(', ')}`);
          }
          firsts = [...s.order];
          ceiling = s.keepBound + 1;
        }
        const ranked = await rankOpenings(
          words,
          matrix,
          firsts,
          keep,
          run,
          (e) => {
            if (!opts.quiet)
              out.error(`[${seconds(performance.now() - t0)}] ${e.first}: ${e.exact ? e.value : `≥ ${e.value}`}`);
          },
          ceiling,
        );
        if (opts.json) {
          out.json({
            mode: opts.hard ? 'hard' : 'normal',
            exact: opts.top === 0,
            searched: firsts.length,
            ranking: ranked.slice(0, keep),
            seconds: (performance.now() - t0) / 1000,
          });
          return;
        }
        const rows = ranked
          .slice(0, keep)
          .map((e, i) => [
            String(i + 1),
            e.first,
            e.exact ? String(e.value) : `≥ ${e.value}`,
            e.exact ? num(e.value / words.answers.length, 4) : '',
          ]);
        out.line(
          `best ${keep} of ${firsts.length} openings searched (${opts.hard ? 'hard' : 'normal'} mode), ${seconds(performance.now() - t0)}`,
        );
        out.line(table(['#', 'first', 'total', 'average'], rows, [1]));
        if (ranked.length < firsts.length)
          throw new WordleError('INTERRUPTED', 'interrupted: the ranking is incomplete');
      } finally {
        process.removeListener('SIGINT', onSigint);
      }
    });
}
