import { Command } from 'commander';
import { WordleError } from '../../core/errors.js';
import { formatFeedback } from '../../core/feedback.js';
import { allGreen } from '../../core/pattern.js';
import { VARIANT_LIST } from '../../data/lists.js';
import { solve, type SolveResult } from '../../engine/game/solve.js';
import { addCommonOptions, addMemoryOption, intOption, type CommonOptions } from '../context.js';
import { INTERACTIVE_BUDGET_MS, loadBoardsContext, loadContext, type Context } from '../load.js';
import { widenedLine } from '../../engine/game/widen.js';
import { boardsSolve } from './boards-run.js';
import { tiles, useColor } from '../terminal/style.js';
import type { Output } from '../output.js';
import {
  addDateOption,
  checkDateBoards,
  dateAnswer,
  datePuzzle,
  puzzleJson,
  puzzleHeader,
  type DateOption,
} from '../puzzle.js';

/** Options of `wordle solve`. */
interface SolveOptions extends CommonOptions, DateOption {
  first?: string;
  maxGuesses: number;
}

/** How `printSolve` prints. */
interface SolvePrint {
  readonly answer: string;
  /** The NYT puzzle (--date), if any. */
  readonly day: number | undefined;
  readonly json: boolean;
  readonly color: boolean;
  readonly maxGuesses: number;
}

/** Print a game the solver played: each guess with the answers left, then the outcome (or JSON). */
function printSolve(out: Output, result: SolveResult, p: SolvePrint, ctx: Context): void {
  const L = ctx.words.length;
  if (p.json) {
    out.json({
      ...(p.day !== undefined ? { puzzle: puzzleJson(p.day) } : {}),
      answer: p.answer,
      strategy: ctx.strategy.name,
      status: result.status,
      guesses: result.steps.map((s) => ({
        guess: s.guess,
        feedback: formatFeedback(s.pattern, L),
        remaining: s.remaining,
        widened: s.widened === true,
      })),
      maxGuesses: p.maxGuesses,
      ...(result.status !== 'solved' ? { reason: result.reason } : {}),
    });
    return;
  }
  const win = allGreen(L);
  result.steps.forEach((s, i) => {
    const what = s.widened === true ? 'accepted word' : 'answer';
    // The word, then its colours (as the boards and Absurdle print them), then what is left: nothing once found.
    const left = s.pattern === win ? '' : `  ${s.remaining} ${what}${s.remaining === 1 ? '' : 's'} left`;
    out.line(`${i + 1}. ${tiles(s.guess, s.pattern, p.color)}  ${formatFeedback(s.pattern, L, 'emoji')}${left}`);
    if (s.widened === true && result.steps[i - 1]?.widened !== true) out.line(`   ${widenedLine(s.remaining)}`);
  });
  if (result.status === 'solved') out.line(`Solved in ${result.steps.length}.`);
  else if (result.status === 'lost') out.line(`Lost: ${result.reason}.`);
  else out.line(`Not solved: ${result.reason}.`);
}

/** `wordle solve ANSWER`: watch the strategy play. */
export function solveCommand(out: Output): Command {
  return addDateOption(addMemoryOption(addCommonOptions(new Command('solve'))))
    .description('let the solver play a given answer, showing each guess and the answers left')
    .argument(
      '[answer]',
      "the answer to find (may be outside the list; with --date, the day's answer by default); with --boards N, N answers: w1,w2,…",
    )
    .option('--first <word>', 'fixed opening guess')
    .option(
      '--max-guesses <n>',
      'guesses allowed: finding the answer later is a loss (with --boards: default the boards plus 5)',
      intOption('--max-guesses', 1, 1000),
      6,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle solve focus\n  $ wordle solve sweet --first crane --hard\n  $ wordle solve zzzzz' +
        '\n  $ wordle solve --date 2025-07-18 --prior history' +
        '\n  $ wordle solve --boards 4 balmy,weigh,stein,retry',
    )
    .action((answerArg: string | undefined, opts: SolveOptions, cmd: Command) => {
      checkDateBoards(opts);
      const day = datePuzzle(opts);
      if (answerArg === undefined && day === undefined) {
        throw new WordleError('BAD_OPTION', "give the answer to find, or --date for the NYT's puzzle of that day");
      }
      if (opts.boards > 1) {
        const ctx = loadBoardsContext(opts, cmd, { out });
        const implicit = opts.list === undefined && opts.answers === undefined && (opts.length ?? 5) === 5;
        const note = implicit ? `the variants play the ${VARIANT_LIST} lists unless --list names another` : undefined;
        boardsSolve(out, ctx, answerArg!, opts.first?.toLowerCase(), opts.json === true, note);
        return;
      }
      const answer = day === undefined ? answerArg!.toLowerCase() : dateAnswer(day, answerArg);
      const ctx = loadContext(opts, { out, budgetMs: INTERACTIVE_BUDGET_MS });
      const result = solve(ctx.config, ctx.strategy, answer, {
        maxGuesses: opts.maxGuesses,
        ...(opts.first !== undefined ? { first: opts.first.toLowerCase() } : {}),
      });
      const print = { answer, day, json: opts.json === true, color: useColor(opts), maxGuesses: opts.maxGuesses };
      if (!print.json) puzzleHeader(out, opts, ctx.words);
      printSolve(out, result, print, ctx);
    });
}
