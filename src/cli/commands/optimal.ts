import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import { isWordleError, WordleError } from '../../core/errors.js';
import { boardHistory } from '../../core/boards.js';
import type { Position } from '../../engine/exact/position.js';
import { Session } from '../../engine/game/session.js';
import { checkQuestionBudget } from '../../engine/game/board-suggestions.js';
import { addCommonOptions, inputFiles, intOption, type CommonOptions } from '../context.js';
import { loadContext } from '../load.js';
import { readTurns } from '../board-turns.js';
import { checkOutputs } from '../outputs.js';
import { threadCount } from '../../node/limits.js';
import { checkQueueName } from '../../node/queue-keys.js';
import { parseRedisUrl } from '../../node/redis-url.js';
import { quietOption } from '../terminal/progress.js';
import { DEFAULT_QUEUE_TIMEOUT_S } from '../../node/queue-health.js';
import type { Output } from '../output.js';
import { checkHistoryHardMode } from './filter.js';
import { MAX_SEARCH_GUESSES } from '../../engine/exact/position.js';
import { guaranteeMode, rankMode, solveMode, type OptimalOptions } from '../optimal-modes.js';
import { positionMode } from '../optimal-position.js';
import { isUniform, priorWords } from '../prior.js';
import { runPrior } from '../puzzle.js';

function checkOptions(opts: OptimalOptions, history: number): void {
  const modes = [opts.first !== undefined, opts.rank !== undefined, opts.depthOnly === true].filter(Boolean).length;
  if (modes > 1) throw new WordleError('BAD_OPTION', 'give only one of --first, --rank and --depth-only');
  if ((opts.candidates !== undefined || opts.cutoff !== undefined) && opts.rank === undefined) {
    throw new WordleError('BAD_OPTION', '--candidates and --cutoff go with --rank');
  }
  if ((opts.queue !== undefined || opts.clearQueue === true) && opts.rank === undefined) {
    throw new WordleError('BAD_OPTION', '--queue and --clear-queue go with --rank');
  }
  if (opts.queue !== undefined) {
    parseRedisUrl(opts.queue);
    checkQueueName(opts.name);
  }
  if ((opts.out !== undefined || opts.checkpoint !== undefined) && opts.first === undefined) {
    throw new WordleError('BAD_OPTION', '--out and --checkpoint go with --first');
  }
  const prior = runPrior(opts);
  if (!isUniform(prior) && modes > 0) {
    throw new WordleError(
      'BAD_OPTION',
      `${priorWords(prior)} goes with \`wordle optimal HISTORY\` (and --top): --first, --rank and --depth-only count every answer alike`,
    );
  }
  if (opts.depthOnly === true && history === 0 && opts.first === undefined) {
    throw new WordleError('BAD_OPTION', '--depth-only needs a history (the turns played so far)');
  }
}

/** The options of `wordle optimal` beyond the common ones. */
function optimalOptions(cmd: Command): Command {
  return cmd
    .option('--top <n>', 'rank the n best next guesses, each with its exact total', intOption('--top'))
    .option('--first <word>', 'solve this next guess (the opening, without a history): its exact total and tree')
    .option(
      '--rank <n>',
      'rank first guesses (openings, without a history): exact totals of the best n',
      intOption('--rank'),
    )
    .option('--candidates <words>', 'with --rank: only these guesses (comma-separated, or a file with one a line)')
    .option(
      '--cutoff <total>',
      'with --rank: guesses that cannot beat this total are reported as ">= total"',
      intOption('--cutoff'),
    )
    .option('--depth-only', 'only whether every answer can be found within --max-guesses, and with which guess')
    .option('--beam <n>', 'fast, not exact: try only the best n guesses per node (an upper bound)', intOption('--beam'))
    .option(
      '--max-guesses <n>',
      'most guesses per game (the turns played count; with --boards, default the boards plus 5)',
      intOption('--max-guesses', 1, MAX_SEARCH_GUESSES),
      6,
    )
    .option(
      '--out <file>',
      'with --first: write the tree (.json for JSON, else the text format; - for stdout), atomically',
    )
    .option('--checkpoint <file>', 'with --first: keep proven parts here and resume from them')
    .option(
      '--max-memory <MB>',
      'memory for the search memos (old entries are forgotten beyond it)',
      intOption('--max-memory', 64),
      1024,
    )
    .option('--workers <n>', 'worker threads for --first and --rank', intOption('--workers'), availableParallelism())
    .option(
      '--queue <url>',
      'with --rank: run the jobs on a BullMQ queue in Redis (redis://HOST:PORT[/DB]), done by `wordle worker`s',
    )
    .option('--name <queue>', 'the queue name (with --queue)', 'wordle-openings')
    .option('--clear-queue', 'with --queue: empty the queue first (whatever it holds)')
    .option(
      '--queue-timeout <seconds>',
      'with --queue: how long Redis may be unreachable before the run stops (its progress kept, to resume)',
      intOption('--queue-timeout', 1, 86_400),
      DEFAULT_QUEUE_TIMEOUT_S,
    )
    .option(
      '--time <seconds>',
      'with --boards: how long the exact search may run before it gives up its proof (default 60)',
      intOption('--time', 1, 86_400),
    )
    .addOption(quietOption());
}

const OPTIMAL_HELP = `
Totals count every further guess until each remaining answer is found, the next guess included:
after SOARE = YGBBB, 15 answers are left and the best play (THUMB) needs 33 guesses in all, 2.2 on
average.

Examples:
  $ wordle optimal soare=ygbbb                 # best next guess, exact total
  $ wordle optimal parse=bbybb clint=bbyyb --top 5
  $ wordle optimal crane=bbbbb --hard --json
  $ wordle optimal soare=bbbbb --depth-only --max-guesses 4
  $ wordle optimal --boards 2 crane=yygby,bbbby react=ggggg,bybbg   # several boards: proven within 60 s
  $ wordle optimal --first salet --out salet.tree --checkpoint salet.ckpt
  $ wordle optimal --rank 10 --candidates salet,crate,trace,crane --cutoff 7951
  $ wordle optimal --rank 10 --cutoff 7951 --queue redis://10.0.0.5:6379   # then: wordle worker --queue …`;

/** `wordle optimal [HISTORY...]`: exact values and optimal play from any position. */
export function optimalCommand(out: Output): Command {
  return optimalOptions(addCommonOptions(new Command('optimal')))
    .description(
      'exact play by branch-and-bound: the best next guess and its proven total, a solved opening, or a ranking',
    )
    .argument(
      '[history...]',
      'turns played so far as GUESS=FEEDBACK, e.g. soare=ygbbb; with --boards, one feedback per board: crane=bbgyb,gbbbb',
    )
    .addHelpText('after', OPTIMAL_HELP)
    .action((tokens: string[], opts: OptimalOptions & CommonOptions, cmd: Command) =>
      optimalAction(out, tokens, opts, cmd),
    );
}

/** The options that solve or rank from one board's position (`Session.exactPosition`). */
const POSITION_OPTIONS: readonly [keyof OptimalOptions, string][] = [
  ['first', '--first'],
  ['rank', '--rank'],
  ['depthOnly', '--depth-only'],
  ['beam', '--beam'],
];

/** One board's position for the mode asked for, naming its option where the game has several boards. */
function exactPositionFor(session: Session, opts: OptimalOptions): Position {
  const flag = POSITION_OPTIONS.find(([key]) => opts[key] !== undefined && opts[key] !== false)?.[1];
  try {
    return session.exactPosition();
  } catch (e) {
    if (flag !== undefined && isWordleError(e) && e.code === 'BAD_OPTION')
      throw new WordleError(e.code, `${flag} ${e.message}`);
    throw e;
  }
}

/** Check the options, find the position (any number of boards), and run the mode asked for. */
async function optimalAction(
  out: Output,
  tokens: string[],
  opts: OptimalOptions & CommonOptions,
  cmd: Command,
): Promise<void> {
  const budgetMs = opts.time === undefined ? undefined : opts.time * 1000;
  try {
    checkQuestionBudget(opts.boards, budgetMs);
  } catch (e) {
    if (isWordleError(e)) throw new WordleError(e.code, `--time: ${e.message}`);
    throw e;
  }
  const ctx = loadContext(opts, { out, command: cmd });
  const turns = readTurns(tokens, ctx.words.length, ctx.boards);
  checkOptions(opts, turns.length);
  const workers = threadCount(opts.workers, '--workers');
  if (workers.note !== undefined && !opts.quiet) out.error(workers.note);
  opts.workers = workers.threads;
  checkOutputs(
    [
      opts.out === undefined ? undefined : { path: opts.out, what: '--out' },
      opts.checkpoint === undefined ? undefined : { path: opts.checkpoint, what: '--checkpoint' },
    ],
    inputFiles(opts),
  );
  if (opts.hard) checkHistoryHardMode(boardHistory(turns, 0));
  // The position as played: no widening (the exact search counts the list's answers).
  const session = new Session(ctx.config, ctx.strategy, {
    boards: ctx.boards,
    maxGuesses: ctx.maxGuesses,
    widening: false,
  });
  session.playAll(turns);
  const words = ctx.words;
  if (opts.depthOnly === true) return guaranteeMode(words, exactPositionFor(session, opts), opts, out);
  if (opts.rank !== undefined) return rankMode(words, exactPositionFor(session, opts), opts, out);
  if (opts.first !== undefined) return solveMode(words, exactPositionFor(session, opts), opts, out);
  if (opts.beam !== undefined) exactPositionFor(session, opts);
  const weights = ctx.config.weights;
  const exact = { ...(budgetMs !== undefined ? { budgetMs } : {}), maxJoint: Number.POSITIVE_INFINITY };
  return positionMode(session, { ...opts, exact }, { choice: runPrior(opts), ...(weights ? { weights } : {}) }, out);
}
