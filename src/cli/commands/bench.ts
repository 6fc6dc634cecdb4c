import { Command, Option } from 'commander';
import { WordleError } from '../../core/errors.js';
import { answerSubset, BENCH_TREE_DEPTH, summarize, verifyHardMode, type BenchStats } from '../../engine/bench.js';
import type { GameConfig } from '../../engine/position.js';
import { buildTree } from '../../engine/tree.js';
import { histogramChart, plotFormat, renderPlot } from '../../node/plot.js';
import { defaultThreads, TreePool } from '../../node/pool.js';
import { createStrategy, STRATEGIES, strategyInfo } from '../../strategies/index.js';
import type { StrategyOptions } from '../../strategies/types.js';
import { benchJson, benchMarkdown, benchSummary, benchText } from '../bench-format.js';
import {
  addCommonOptions,
  intOption,
  loadBoardsContext,
  loadContext,
  loadWords,
  type CommonOptions,
} from '../context.js';
import { boardsBench, boardsStrategyNames } from './boards-run.js';
import type { Output } from '../output.js';

interface BenchOptions extends CommonOptions {
  first?: string;
  answersSubset?: number;
  maxGuesses: number;
  markdown?: boolean;
  threads?: number;
  lookaheadTop: number;
  progress: boolean;
  plot?: string;
  candidates: 'answers' | 'all';
  games: number;
}

/**
 * Which answers the games are played for: a mask over answer ids, or undefined for all of them.
 * `played` answers (the real answer list) come first in the word set; with `--candidates all` the
 * word set also holds every other allowed word as a possible answer, but no game is played for those.
 */
function playedMask(nAnswers: number, played: number, subset: number | undefined): Uint8Array | undefined {
  if (subset === undefined && played === nAnswers) return undefined;
  const mask = new Uint8Array(nAnswers);
  mask.set(subset === undefined ? new Uint8Array(played).fill(1) : answerSubset(played, subset));
  return mask;
}

/** Parse `--strategy a,b,c` or `all` into checked names. */
export function strategyNames(spec: string): string[] {
  if (spec.trim() === 'all') return STRATEGIES.map((s) => s.name);
  const names = spec
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (names.length === 0) throw new WordleError('BAD_OPTION', '--strategy needs at least one name');
  for (const n of names) strategyInfo(n); // throws UNKNOWN_STRATEGY
  return names;
}

/** A one-line progress bar on stderr, redrawn in place; only on a TTY. */
function progressBar(label: string): { update: (done: number, total: number) => void; clear: () => void } {
  const tty = process.stderr.isTTY === true;
  return {
    update: (done, total) => {
      if (!tty) return;
      const w = 30;
      const full = Math.round((done / Math.max(1, total)) * w);
      process.stderr.write(`\r${label.padEnd(20)} [${'#'.repeat(full)}${'.'.repeat(w - full)}] ${done}/${total}`);
    },
    clear: () => {
      if (tty) process.stderr.write('\r\x1b[K');
    },
  };
}

async function runAll(config: GameConfig, names: string[], opts: BenchOptions, played: number): Promise<BenchStats[]> {
  const targets = playedMask(config.words.answers.length, played, opts.answersSubset);
  const options: StrategyOptions = { seed: opts.seed, lookaheadTop: opts.lookaheadTop };
  const threads = opts.threads ?? defaultThreads();
  const pool = threads > 0 ? new TreePool(config, threads) : undefined;
  const results: BenchStats[] = [];
  try {
    for (const name of names) {
      const progress = progressBar(name);
      const t0 = performance.now();
      const treeOptions = {
        maxDepth: BENCH_TREE_DEPTH,
        ...(opts.first !== undefined ? { first: opts.first.toLowerCase() } : {}),
        ...(targets !== undefined ? { targets } : {}),
      };
      const tree =
        pool === undefined
          ? buildTree(config, createStrategy(name, options), treeOptions)
          : await pool.buildTree(name, options, {
              ...treeOptions,
              ...(opts.progress ? { onProgress: progress.update } : {}),
            });
      progress.clear();
      const ms = performance.now() - t0;
      if (config.hard) {
        const bad = verifyHardMode(config, tree);
        if (bad.length > 0) {
          const b = bad[0]!;
          throw new Error(`${name} broke hard mode: guess ${b.turn} ${b.guess} for ${b.answer}: ${b.reason}`);
        }
      }
      results.push(summarize(config, name, tree, { maxGuesses: opts.maxGuesses, ms, ...(targets ? { targets } : {}) }));
    }
  } finally {
    await pool?.close();
  }
  return results;
}

/** `wordle bench`: play every answer with one or more strategies and compare. */
export function benchCommand(out: Output): Command {
  return addCommonOptions(new Command('bench'))
    .description('play every answer with each strategy (via its decision tree) and compare the results')
    .option('--first <word>', 'fixed opening guess for every strategy')
    .option('--answers-subset <n>', 'play only n evenly spaced answers', intOption('--answers-subset'))
    .option(
      '--max-guesses <n>',
      'games longer than this count as failures (default 6; with --boards, the boards plus 5)',
      intOption('--max-guesses'),
      6,
    )
    .option(
      '--games <n>',
      'with --boards: how many random answer tuples to play (seeded by --seed)',
      intOption('--games'),
      500,
    )
    .option('--markdown', 'print a Markdown comparison table')
    .option(
      '--threads <n>',
      'worker threads (0: build in the main thread; default: one per core)',
      intOption('--threads', 0),
    )
    .option('--lookahead-top <k>', 'lookahead: guesses examined two steps deep', intOption('--lookahead-top'), 25)
    .addOption(new Option('--no-progress', 'no progress bar on stderr'))
    .option('--plot <file>', 'also draw the guess histograms side by side (.svg or .png)')
    .addOption(
      new Option(
        '--candidates <set>',
        'what the solver believes can be the answer: the answer list, or every allowed word (games are still played for the answers)',
      )
        .choices(['answers', 'all'])
        .default('answers'),
    )
    .addHelpText(
      'after',
      '\nStrategies (--strategy NAME,NAME,… or all): ' +
        STRATEGIES.map((s) => s.name).join(', ') +
        '\n\nExamples:\n  $ wordle bench --strategy entropy --first soare\n  $ wordle bench --strategy all --markdown' +
        '\n  $ wordle bench --strategy minimax,most-parts --hard --json\n  $ wordle bench --strategy random --seed 7 --answers-subset 200' +
        '\n  $ wordle bench --strategy first,random,frequency --candidates all' +
        '\n  $ wordle bench --boards 4 --games 1000 --seed 1 --json',
    )
    .action(async (opts: BenchOptions, cmd: Command) => {
      if (opts.boards > 1) {
        // --strategy a,b,… or all compares multi-board strategies; the context checks the first.
        const names = boardsStrategyNames(opts.strategy, cmd.getOptionValueSource('strategy') !== 'default');
        const ctx = loadBoardsContext({ ...opts, strategy: names[0]! }, cmd);
        const progress = progressBar(`${opts.boards} boards`);
        boardsBench(out, ctx, { ...opts, names }, opts.progress ? progress.update : () => undefined);
        progress.clear();
        return;
      }
      const names = strategyNames(opts.strategy);
      if (opts.plot !== undefined) plotFormat(opts.plot); // fail before the long run
      const base = loadWords(opts);
      // With --candidates all the solver does not know the answer list: every allowed word is a
      // candidate, and games are still played for the `played` real answers (they come first).
      const ctx = loadContext({ ...opts, strategy: names[0]! }, { base, allAnswers: opts.candidates === 'all' });
      const played = base.answers.length;
      const results = await runAll(ctx.config, names, opts, played);
      if (opts.plot !== undefined) {
        const series = results.map((r) => ({ name: r.strategy, histogram: r.histogram, failed: r.failed }));
        await renderPlot(
          histogramChart(series, `Guesses needed per answer (${results[0]?.answers ?? 0} answers)`),
          opts.plot,
        );
      }
      if (opts.json) {
        out.json({
          list: opts.list,
          hard: ctx.config.hard,
          guessPool: ctx.config.pool,
          ...(ctx.config.hard ? { hardModeVerified: true } : {}),
          results: results.map(benchJson),
        });
        return;
      }
      if (opts.markdown) {
        out.line(benchMarkdown(results));
        return;
      }
      results.forEach((r, i) => {
        if (i > 0) out.line();
        out.line(benchText(r));
      });
      if (ctx.config.hard) out.line(`\nhard mode: every game replayed, every guess legal`);
      if (results.length > 1) out.line(`\n${benchSummary(results)}`);
    });
}
