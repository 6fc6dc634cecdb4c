import { Command, Option } from 'commander';
import { answerSubset, BENCH_TREE_DEPTH, type BenchStats } from '../../engine/tree/bench.js';
import { benchGames } from '../../engine/game/bench.js';
import { checkBoardsConfig, checkBoardsGuesses, defaultMaxGuesses } from '../../engine/game/rules.js';
import { priorWords } from '../prior.js';
import { runPrior } from '../puzzle.js';
import { benchStrategyNames } from '../../engine/game/strategies.js';
import { threadCount } from '../../node/limits.js';
import { histogramChart, preparePlot, renderPlot } from '../../node/plot.js';
import { defaultThreads } from '../../node/limits.js';
import { treeExecutor } from '../../node/run-executor.js';
import type { GameConfig } from '../../strategies/context.js';
import { HEURISTICS } from '../../strategies/index.js';
import { benchJson, benchMarkdown, benchSummary, benchText } from '../bench-format.js';
import { addCommonOptions, addMemoryOption, inputFiles, intOption, type CommonOptions } from '../context.js';
import { listName, loadContext, loadWords } from '../load.js';
import type { Output } from '../output.js';
import { checkOutputs } from '../outputs.js';
import { progressBar, quietOption, type Progress } from '../terminal/progress.js';

interface BenchOptions extends CommonOptions {
  first?: string;
  answersSubset?: number;
  maxGuesses: number;
  markdown?: boolean;
  threads?: number;
  lookaheadTop: number;
  quiet?: boolean;
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

async function runAll(
  config: GameConfig,
  names: string[],
  opts: BenchOptions,
  played: number,
  threads: number,
): Promise<BenchStats[]> {
  const targets = playedMask(config.words.answers.length, played, opts.answersSubset);
  // --threads N: N workers; by default, threads only once the run has lasted long enough to pay for them.
  const pool = threads > 0 ? await treeExecutor(config, threads, opts.threads === undefined) : undefined;
  // One bar per strategy, drawn while its tree grows on the workers.
  const bars = new Map<string, Progress>();
  const bar = (name: string): Progress => {
    let b = bars.get(name);
    if (b === undefined) {
      for (const other of bars.values()) other.stop();
      bars.set(name, (b = progressBar(name, { quiet: opts.quiet === true })));
    }
    return b;
  };
  try {
    return await benchGames(config, names, {
      boards: opts.boards,
      games: opts.games,
      seed: opts.seed,
      strategy: { seed: opts.seed, lookaheadTop: opts.lookaheadTop },
      ...(opts.first !== undefined ? { first: opts.first } : {}),
      ...(targets !== undefined ? { targets } : {}),
      maxGuesses: opts.maxGuesses,
      ...(pool !== undefined ? { executor: pool } : {}),
      onProgress: (name, done, total) => bar(name).update(done, total),
      now: () => performance.now(),
    });
  } finally {
    for (const b of bars.values()) b.stop();
    await pool?.close();
  }
}

/** The options of `wordle bench` beyond the common ones. */
function benchOptions(cmd: Command): Command {
  return cmd
    .option('--first <word>', 'fixed opening guess for every strategy')
    .option('--answers-subset <n>', 'play only n evenly spaced answers', intOption('--answers-subset'))
    .option(
      '--max-guesses <n>',
      'games longer than this count as failures (default 6; with --boards, the boards plus 5)',
      intOption('--max-guesses', 1, BENCH_TREE_DEPTH),
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
      'worker threads (0: build in the main thread; default: one per core, once a run has lasted 1.5 s in the main thread)',
      intOption('--threads', 0),
    )
    .option('--lookahead-top <k>', 'lookahead: guesses examined two steps deep', intOption('--lookahead-top'), 25)
    .addOption(quietOption())
    .option('--plot <file>', 'also draw the guess histograms side by side (.svg or .png)')
    .addOption(
      new Option(
        '--candidates <set>',
        'what the solver believes can be the answer: the answer list, or every allowed word (games are still played for the answers)',
      )
        .choices(['answers', 'all'])
        .default('answers'),
    );
}

const BENCH_HELP =
  '\nStrategies (--strategy NAME,NAME,… or all): ' +
  HEURISTICS.map((s) => s.name).join(', ') +
  '\n\nExamples:\n  $ wordle bench --strategy entropy --first soare\n  $ wordle bench --strategy all --markdown' +
  '\n  $ wordle bench --strategy minimax,most-parts --hard --json\n  $ wordle bench --strategy random --seed 7 --answers-subset 200' +
  '\n  $ wordle bench --strategy first,random,frequency --candidates all' +
  '\n  $ wordle bench --boards 4 --games 1000 --seed 1 --json';

/** `wordle bench`: play every answer with one or more strategies and compare. */
export function benchCommand(out: Output): Command {
  return benchOptions(addMemoryOption(addCommonOptions(new Command('bench'))))
    .description('play every answer with each strategy (via its decision tree) and compare the results')
    .addHelpText('after', BENCH_HELP)
    .action((opts: BenchOptions, cmd: Command) => bench(out, opts, cmd));
}

/** `wordle bench`: each strategy over every answer (one board, through its tree, in parallel by default) or `--games` answer tuples (several boards). */
async function bench(out: Output, opts: BenchOptions, cmd: Command): Promise<void> {
  // One board: every answer played through each strategy's whole tree, the heuristics (the exact
  // tree of a whole game is CPU-days of search: `wordle optimal`), entropy when none is named.
  // Several: the strategies that play them, rollout when none is named.
  const names = benchStrategyNames(opts.strategy, opts.boards);
  const inputs = inputFiles(opts);
  if (opts.plot !== undefined) {
    await preparePlot(opts.plot); // bad name or missing packages: fail before the long run
    checkOutputs([{ path: opts.plot, what: '--plot' }], inputs);
  }
  const choice = threadCount(opts.threads ?? defaultThreads(), '--threads');
  if (choice.note !== undefined) out.error(`wordle: note: ${choice.note}`);
  const base = loadWords(opts);
  // With --candidates all the solver does not know the answer list: every allowed word is a
  // candidate, and games are still played for the `played` real answers (they come first).
  // The matrix and its transposition, in memory every thread shares.
  const ctx = loadContext(
    { ...opts, strategy: names[0]! },
    { base, allAnswers: opts.candidates === 'all', out, matrixCopies: 2, sharedMatrix: choice.threads > 0 },
  );
  // Hard mode and a prior have no version on several boards: one line naming the prior.
  checkBoardsConfig(ctx.config, opts.boards, priorWords(runPrior(opts)));
  // The guesses allowed: --max-guesses, else the game's own (the boards plus five: Wordle 6, Dordle 7, …).
  const maxGuesses =
    cmd.getOptionValueSource('maxGuesses') === 'default' ? defaultMaxGuesses(opts.boards) : opts.maxGuesses;
  checkBoardsGuesses(opts.boards, maxGuesses);
  const results = await runAll(ctx.config, names, { ...opts, maxGuesses }, base.answers.length, choice.threads);
  if (opts.plot !== undefined) {
    const series = results.map((r) => ({ name: r.strategy, histogram: r.histogram, failed: r.failed }));
    await renderPlot(
      histogramChart(series, `Guesses needed per answer (${results[0]?.answers ?? 0} answers)`),
      opts.plot,
      { inputs, what: '--plot' },
    );
  }
  printBench(out, results, ctx.config, opts);
}

/** The benchmark's results: JSON, a Markdown table, or text with a summary. */
function printBench(out: Output, results: readonly BenchStats[], config: GameConfig, opts: BenchOptions): void {
  if (opts.json) {
    out.json({
      list: listName(opts),
      hard: config.hard,
      guessPool: config.pool,
      ...(config.hard ? { hardModeVerified: true } : {}),
      results: results.map(benchJson),
    });
    return;
  }
  if (opts.markdown) {
    out.line(benchMarkdown([...results]));
    return;
  }
  results.forEach((r, i) => {
    if (i > 0) out.line();
    out.line(benchText(r));
  });
  if (config.hard) out.line(`\nhard mode: every game replayed, every guess legal`);
  if (results.length > 1) out.line(`\n${benchSummary([...results])}`);
}
