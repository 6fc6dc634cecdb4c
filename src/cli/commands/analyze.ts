import { Command } from 'commander';
import { WordleError } from '../../core/errors.js';
import { allGreen } from '../../core/pattern.js';
import { answerOn } from '../../engine/history/answers.js';
import { parseMultiTurn } from '../../core/boards.js';
import { parseTurn, playGuesses } from '../../core/history.js';
import type { MultiTurn, Word } from '../../core/types.js';
import type { Review } from '../../engine/analysis/review.js';
import { reviewPlayedGame } from '../../engine/boards/review-game.js';
import { preparePlot, remainingChart, renderPlot } from '../../node/plot.js';
import { loadContext, optimalSetup, warnTo, type Context } from '../load.js';
import {
  addDateOption,
  dateAnswer,
  datePuzzle,
  missingDay,
  puzzleJson,
  puzzleHeader,
  runHistory,
  runPrior,
  type DateOption,
  checkDateBoards,
} from '../puzzle.js';
import { priorJson } from '../prior.js';
import { progressBar } from '../terminal/progress.js';
import { botPathJson } from '../bot-path.js';
import { addCommonOptions, addMemoryOption, inputFiles, intOption, type CommonOptions } from '../context.js';
import { turnOracle } from '../../engine/analysis/oracle.js';
import { MAX_SEARCH_GUESSES } from '../../engine/exact/position.js';
import type { Output } from '../output.js';
import { checkOutputs } from '../outputs.js';
import { useColor } from '../terminal/style.js';
import { analysisJson, analysisText, botText, gradedLines } from '../review.js';
import { answerWords } from './solve.js';

/** Options of `wordle analyze`. */
interface AnalyzeOptions extends CommonOptions, DateOption {
  answer?: string;
  plot?: string;
  maxGuesses: number;
}

/**
 * The review of a game, as `analyze`, `play` and `assist` give it, on any count of boards: graded
 * by the exact search (the chance to win, then guesses) per turn (the shipped tree and table where
 * they apply), under the run's prior, with no time limit unless `--budget-ms` sets one (then the
 * turns not graded in time are marked ~, estimates): a review is read after the game, and its
 * verdict must not depend on the machine's speed (several boards: the exact search's work limit). A
 * bar on a terminal shows the turns graded; Ctrl-C stops it (exit code 130).
 */
export function reviewGame(
  ctx: Context,
  turns: readonly MultiTurn[],
  opts: CommonOptions,
  game: { readonly answers?: readonly Word[]; readonly maxGuesses?: number } = {},
): Review {
  const setup = optimalSetup(ctx.words, opts, opts.budgetMs);
  const { weights } = ctx.config;
  // One search for the strategy's moves and the grades: each position is searched once.
  const exact = turnOracle(ctx.words, { ...setup, plays: ctx.plays, ...(weights !== undefined ? { weights } : {}) });
  const bar = progressBar('grading', { quiet: (opts as { quiet?: boolean }).quiet === true });
  try {
    const played = { boards: ctx.boards, turns, ...(game.answers === undefined ? {} : { answers: game.answers }) };
    return reviewPlayedGame(ctx.config, ctx.strategy, played, {
      maxGuesses: game.maxGuesses ?? ctx.maxGuesses,
      exact,
      onTurn: (done, total) => bar.update(done, total, 'turns graded exactly'),
    });
  } finally {
    bar.stop();
  }
}

/**
 * The answer of a game given as plain guesses without `--answer` or `--date`: a won game's last
 * guess (plain, or GUESS=FEEDBACK all green). Anything else needs the answer.
 */
function wonAnswer(tokens: readonly string[], length: number): string {
  const last = tokens[tokens.length - 1] ?? '';
  if (!last.includes('=')) return last;
  const t = parseTurn(last, length);
  if (t.pattern === allGreen(length)) return t.guess;
  throw new WordleError(
    'BAD_OPTION',
    "plain guesses need the answer: a won game's last guess is it; for a lost game give --answer or --date",
  );
}

/**
 * The turns from the arguments: GUESS=FEEDBACK tokens as given, and plain guesses scored against
 * the answer of each board (`answers`, else the last guess: a won game's last guess is its answer).
 */
export function readTurns(tokens: readonly string[], length: number, answers?: readonly string[]): MultiTurn[] {
  // GUESS=F1,F2,…: a feedback per board
  const typed = (t: string): MultiTurn => {
    if (t.includes(',')) return parseMultiTurn(t, length);
    const turn = parseTurn(t, length);
    return { guess: turn.guess, patterns: [turn.pattern] };
  };
  const plain = tokens.some((t) => !t.includes('='));
  if (answers === undefined && !plain) return tokens.map(typed);
  const each = (answers ?? [wonAnswer(tokens, length)]).map((a) => a.trim().toLowerCase());
  return tokens.map((t): MultiTurn => {
    if (t.includes('=')) return typed(t);
    const guess = t.trim().toLowerCase();
    return { guess, patterns: each.map((a) => playGuesses([guess], a)[0]!.pattern) };
  });
}

/** The answers `analyze` scores plain guesses against: `--answer` (one per board), else `--date`'s from the history. */
function givenAnswers(opts: AnalyzeOptions, day: number | undefined, out: Output): Word[] | undefined {
  if (day === undefined) return opts.answer === undefined ? undefined : answerWords(opts.answer, opts.boards);
  if (opts.answer !== undefined || answerOn(runHistory(), day) !== undefined) return [dateAnswer(day, opts.answer)];
  warnTo(out)(`${missingDay(runHistory(), day)} (plain guesses are read as a won game)`);
  return undefined;
}

/** `wordle analyze crane=bbybb pilot=ybbbb …` or `wordle analyze --answer moist crane pilot moist`. */
export function analyzeCommand(out: Output): Command {
  // On the NYT's game the review grades under the history prior of the day (--date, else today's),
  // as the advice that day: the best move it names is `wordle suggest`'s there.
  return addDateOption(addMemoryOption(addCommonOptions(new Command('analyze'))))
    .description('review a game: information, best guesses, skill and luck per turn')
    .argument(
      '<turns...>',
      "turns as GUESS=FEEDBACK, or plain guesses (a won game's last guess is its answer; else --answer or --date)",
    )
    .option(
      '--answer <word>',
      'the answer: the colours of plain guesses are computed (with --boards N, N answers: w1,w2,…)',
    )
    .option('--plot <file>', 'also draw the candidates left per turn (.svg or .png)')
    .option(
      '--max-guesses <n>',
      'guesses allowed: a game solved later is lost (with --boards: default the boards plus 5)',
      intOption('--max-guesses', 1, MAX_SEARCH_GUESSES),
      6,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle analyze crane=bbybb pilot=ybbbb moist=ggggg\n  $ wordle analyze crane leant means bawdy jeans\n  $ wordle analyze --date 2025-07-18 crane doris loris\n  $ wordle analyze --answer moist crane pilot moist --plot game.png\n  $ wordle analyze --answer moist crane pilot moist --json\n  $ wordle analyze --boards 2 --answer optic,focal crane tonic optic focal',
    )
    .action((tokens: string[], opts: AnalyzeOptions, cmd: Command) => analyzeAction(out, tokens, opts, cmd));
}

/** What `wordle analyze` does with its turns and options. */
async function analyzeAction(out: Output, tokens: string[], opts: AnalyzeOptions, cmd: Command): Promise<void> {
  if (tokens.length > MAX_SEARCH_GUESSES) {
    throw new WordleError('BAD_OPTION', `${tokens.length} turns: a game reviewed has at most ${MAX_SEARCH_GUESSES}`);
  }
  checkDateBoards(opts);
  const inputs = inputFiles(opts);
  if (opts.plot !== undefined) {
    await preparePlot(opts.plot); // fail before any heavy work
    checkOutputs([{ path: opts.plot, what: '--plot' }], inputs);
  }
  const day = datePuzzle(opts);
  const answers = givenAnswers(opts, day, out);
  // The strategy's own guess too, exactly (no time budget unless --budget-ms sets one).
  const ctx = loadContext(opts, { out, command: cmd });
  const a = reviewGame(
    ctx,
    readTurns(tokens, ctx.words.length, answers),
    opts,
    answers === undefined ? {} : { answers },
  );
  if (opts.plot !== undefined) await renderPlot(remainingChart(a), opts.plot, { inputs, what: '--plot' });
  if (opts.json) {
    out.json({
      ...(day !== undefined ? { puzzle: puzzleJson(day) } : {}),
      ...analysisJson(a, priorJson(runPrior(opts))),
      ...(a.bot !== null ? { bot: botPathJson(a.bot) } : {}),
    });
    return;
  }
  puzzleHeader(out, opts, ctx.words);
  for (const line of gradedLines(runPrior(opts))) out.line(line);
  out.line(`${analysisText(a, useColor(opts))}${botText(a)}`);
  if (opts.plot !== undefined) out.line(`\nplot written to ${opts.plot}`);
}
