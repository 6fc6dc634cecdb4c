import { Command } from 'commander';
import { WordleError } from '../../core/errors.js';
import { allGreen } from '../../core/pattern.js';
import { answerOn } from '../../engine/history/answers.js';
import { formatFeedback } from '../../core/feedback.js';
import { parseTurn, playGuesses } from '../../core/history.js';
import type { History } from '../../core/types.js';
import {
  analysisSummaryLine,
  analyzeGame,
  type GameAnalysis,
  type TurnAnalysis,
} from '../../engine/analysis/analyze.js';
import { preparePlot, remainingChart, renderPlot, textBars } from '../../node/plot.js';
import { loadBoardsContext, loadContext, optimalSetup, warnTo, type Context } from '../load.js';
import { boardsAnalyze } from './boards-analyze.js';
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
import { isUniform, priorJson, priorWords, type PriorChoice } from '../prior.js';
import { progressBar } from '../terminal/progress.js';
import { botPathJson, botPathText } from '../bot-path.js';
import { addCommonOptions, addMemoryOption, inputFiles, intOption, type CommonOptions } from '../context.js';
import { turnOracle } from '../../engine/analysis/oracle.js';
import { GRADE_MEANING } from '../../engine/analysis/grade.js';
import { NOTE_WIDTH, num, round, table, wrapText } from '../format.js';
import { chanceText } from '../../engine/exact/chance.js';
import { MAX_SEARCH_GUESSES } from '../../engine/exact/position.js';
import { widenedLine } from '../../engine/game/widen.js';
import type { Output } from '../output.js';
import { checkOutputs } from '../outputs.js';
import { tiles, useColor } from '../terminal/style.js';

/** Options of `wordle analyze`. */
interface AnalyzeOptions extends CommonOptions, DateOption {
  answer?: string;
  plot?: string;
  maxGuesses: number;
}

/**
 * The review of a game, as `analyze`, `play` and `assist` give it: graded by the exact search (the
 * chance to win, then guesses) per turn (the shipped tree and table where they apply), under the
 * run's prior, with no time limit unless `--budget-ms` sets one (then the turns not graded in time
 * are marked ~, estimates): a review is read after the game, and its verdict must not depend on the
 * machine's speed. A bar on a terminal shows the turns graded; Ctrl-C stops it (exit code 130).
 */
export function reviewGame(
  ctx: Context,
  history: History,
  opts: CommonOptions,
  game: { answer?: string; maxGuesses?: number } = {},
): GameAnalysis {
  const setup = optimalSetup(ctx.words, opts, opts.budgetMs);
  const { weights } = ctx.config;
  // One search for the strategy's moves and the grades: each position is searched once.
  const exact = turnOracle(ctx.words, { ...setup, plays: ctx.plays, ...(weights !== undefined ? { weights } : {}) });
  const bar = progressBar('grading', { quiet: (opts as { quiet?: boolean }).quiet === true });
  try {
    return analyzeGame(ctx.config, history, ctx.strategy, {
      ...(game.maxGuesses !== undefined ? { maxGuesses: game.maxGuesses } : {}),
      ...(game.answer !== undefined ? { answer: game.answer } : {}),
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
 * The history from the arguments: GUESS=FEEDBACK tokens as given, and plain guesses scored against
 * the answer (`answer`, else the last guess: a won game's last guess is its answer).
 */
export function analyzeHistory(tokens: readonly string[], length: number, answer?: string): History {
  const plain = tokens.some((t) => !t.includes('='));
  if (answer === undefined && !plain) return tokens.map((t) => parseTurn(t, length));
  const a = (answer ?? wonAnswer(tokens, length)).trim().toLowerCase();
  return tokens.map((t) => (t.includes('=') ? parseTurn(t, length) : playGuesses([t.trim().toLowerCase()], a)[0]!));
}

/** The answer `analyze` scores plain guesses against: `--answer`, else `--date`'s from the history. */
function givenAnswer(opts: AnalyzeOptions, day: number | undefined, out: Output): string | undefined {
  if (day === undefined) return opts.answer;
  if (opts.answer !== undefined || answerOn(runHistory(), day) !== undefined) return dateAnswer(day, opts.answer);
  warnTo(out)(`${missingDay(runHistory(), day)} (plain guesses are read as a won game)`);
  return undefined;
}

/**
 * The per-turn table of an analysis (plain text: escape codes would upset the column widths).
 * Turns the exact search graded show expected guesses, the best guess and the guesses lost; the
 * others show the one-step numbers, and their skill and luck are marked ~ (estimates).
 */
export function analysisTable(a: GameAnalysis): string {
  const wins = canLose(a);
  const rows = a.turns.map((t) => {
    const e = t.exact;
    const est = e === null ? '~' : '';
    // (an exact grade whose outcomes could not all be valued in time keeps a one-step luck)
    const luckEst = e === null || e.luckGuesses === null ? '~' : '';
    return [
      String(t.turn),
      `${t.guess} ${formatFeedback(t.pattern, t.guess.length)}`,
      String(t.before),
      String(t.after),
      num(t.expectedBits, 2),
      num(t.actualBits, 2),
      ...(wins ? [e === null ? '-' : chanceText(e.winChance)] : []),
      e === null ? '-' : num(e.expectedGuesses, 3),
      e === null ? `(${t.best.guess})` : e.bestGuess,
      ...(wins ? [e === null ? '-' : chanceText(e.bestWinChance)] : []),
      e === null ? '-' : num(e.bestExpectedGuesses, 3),
      e === null ? '-' : e.guessesLost === null ? `${percentText(e.chanceLost)} win` : num(e.guessesLost, 3),
      `${est}${t.skill}`,
      `${luckEst}${t.luck}`,
    ];
  });
  const header = ['#', 'guess', 'before', 'after', 'bits exp', 'bits got', ...(wins ? ['wins'] : []), 'exp guesses'];
  header.push('best', ...(wins ? ['its wins'] : []), 'its exp', 'lost', 'skill', 'luck');
  return table(header, rows, [1, header.indexOf('best')]);
}

/** True when some turn graded exactly could lose the game (its best chance to win is below 1). */
const canLose = (a: GameAnalysis): boolean => a.turns.some((t) => t.exact !== null && t.exact.bestWinChance < 1);

/** The strategy's own game beside yours (`botPathText`), with its chance to win where yours shows one. */
function botText(a: GameAnalysis, history: History): string {
  if (a.bot === null) return '';
  const wins = canLose(a) || a.bot.steps.some((s) => s.winChance !== null && s.winChance < 1);
  return `\n\n${botPathText(history, a.bot, wins)}`;
}

/** A chance lost, as a percentage with one decimal ("45.5%"), never rounded to 0 when some is lost. */
const percentText = (x: number): string => (x > 0 && x < 0.0005 ? '<0.1%' : `${(100 * x).toFixed(1)}%`);

/** Skill and luck in the words of every review (`GRADE_MEANING`), and what ~ marks. */
const GRADE_NOTES = [
  wrapText(`skill ${GRADE_MEANING.skill}`, NOTE_WIDTH, '  '),
  wrapText(`luck ${GRADE_MEANING.luck}`, NOTE_WIDTH, '  '),
  wrapText(
    '~: an estimate from one-step numbers: a turn not graded within --budget-ms, or the luck of an opening off the ' +
      'shipped tree or of the turn that left the likely answers (their outcomes are not searched).',
    NOTE_WIDTH,
    '',
  ),
];

/** What the columns mean, below the table. */
export const ANALYSIS_NOTE = [
  wrapText(
    'exp guesses: the expected number of guesses to finish after this one, this one included, with the best play ' +
      "after it; best: the optimal guess here, its exp its expected guesses; lost: the guesses lost against it; (word): the --strategy's guess.",
    NOTE_WIDTH,
    '',
  ),
  ...GRADE_NOTES,
].join('\n');

/** What the columns mean where a turn could lose the game: the chance to win comes first. */
export function analysisNote(a: GameAnalysis): string {
  if (!canLose(a)) return ANALYSIS_NOTE;
  return [
    wrapText(
      'wins: the chance to win (the answer found within the guesses left) after this guess, with the best play after ' +
        'it; best: the optimal guess here (the best chance to win, then the fewest guesses), its wins and its exp its ' +
        'chance and expected guesses; exp guesses count a lost game as the guesses left + 1 (7 in all, as X/6); lost: ' +
        'the chance to win lost against it ("18.2% win"), or where the guess kept the best chance, the guesses lost; ' +
        "(word): the --strategy's guess.",
      NOTE_WIDTH,
      '',
    ),
    ...GRADE_NOTES,
  ].join('\n');
}

/** How a game that left the likely answers is graded (see `TurnAnalysis.widened`). */
export const WIDENED_NOTE = [
  'From the turn that left the likely answers, the answers are the accepted words that fit, weighted by word',
  'frequency (that turn: after, bits got and luck), in the exact grades too (chance to win, expected guesses).',
].join('\n');

/** The compact text chart of candidates left per turn. */
export function remainingBars(a: GameAnalysis): string {
  const first = a.turns[0];
  const rows = first === undefined ? [] : [{ label: 'start', value: first.before }];
  for (const t of a.turns) {
    rows.push({ label: `${t.turn} ${t.guess}`, value: t.solved ? 0 : t.after });
  }
  return textBars(rows.map((r) => ({ ...r, note: r.value === 0 ? 'solved' : String(r.value) })));
}

/**
 * The lines that say which prior a review grades under, when the answers are not equally likely:
 * on the NYT's game the history prior of the day, as the advice that day.
 */
export function gradedLines(prior: PriorChoice): string[] {
  return isUniform(prior) ? [] : [`graded under ${priorWords(prior)}, as the advice of that day`];
}

/** The JSON shape of an analysis (documented in the README); `prior`: the prior as `priorJson` names it. */
export function analysisJson(
  a: GameAnalysis,
  prior: { prior: string; priorFile?: string; priorPuzzle?: number },
): Record<string, unknown> {
  const turn = (t: TurnAnalysis) => ({
    turn: t.turn,
    guess: t.guess,
    feedback: formatFeedback(t.pattern, t.guess.length),
    before: t.before,
    after: t.after,
    expectedBits: round(t.expectedBits, 4),
    actualBits: round(t.actualBits, 4),
    expectedLeft: round(t.expectedLeft, 4),
    best: {
      guess: t.best.guess,
      expectedBits: round(t.best.expectedBits, 4),
      expectedLeft: round(t.best.expectedLeft, 4),
    },
    bestExpectedLeft: round(t.bestExpectedLeft, 4),
    worstExpectedLeft: round(t.worstExpectedLeft, 4),
    winChance: t.exact === null ? null : round(t.exact.winChance, 6),
    expectedGuesses: t.exact === null ? null : round(t.exact.expectedGuesses, 6),
    bestGuess: t.exact?.bestGuess ?? null,
    bestWinChance: t.exact === null ? null : round(t.exact.bestWinChance, 6),
    bestExpectedGuesses: t.exact === null ? null : round(t.exact.bestExpectedGuesses, 6),
    chanceLost: t.exact === null ? null : round(t.exact.chanceLost, 6),
    guessesLost: t.exact?.guessesLost == null ? null : round(t.exact.guessesLost, 6),
    luckGuesses: t.exact?.luckGuesses == null ? null : round(t.exact.luckGuesses, 6),
    graded:
      t.exact === null
        ? 'one-step estimate'
        : t.exact.guessesLost === null
          ? 'exact, in chance to win'
          : 'exact, in guesses',
    skill: t.skill,
    luck: t.luck,
    solved: t.solved,
    widened: t.widened,
  });
  const s = a.summary;
  return {
    strategy: a.strategy,
    ...prior,
    turns: a.turns.map(turn),
    summary: {
      ...s,
      actualBits: round(s.actualBits, 4),
      expectedBits: round(s.expectedBits, 4),
      guessesLost: round(s.guessesLost, 6),
      chanceLost: round(s.chanceLost, 6),
    },
  };
}

/** An analysis as text: the guesses as tiles, the table, the notes, the summary line and the text chart. */
export function analysisText(a: GameAnalysis, color: boolean): string {
  const lines: string[] = [];
  if (color) lines.push(a.turns.map((t) => tiles(t.guess, t.pattern, true)).join('\n') + '\n');
  lines.push(analysisTable(a), analysisNote(a));
  const wide = a.turns.find((t) => t.widened);
  if (wide !== undefined) lines.push(`${WIDENED_NOTE}\nturn ${wide.turn}: ${widenedLine(wide.after)}`);
  lines.push('', analysisSummaryLine(a), '', remainingBars(a));
  return lines.join('\n');
}

/**
 * The review of a game as `analyze`, `play` and `assist` show it: the analysis, then the
 * strategy's own game for the same answer beside yours, when the answer is known.
 */
export function reviewText(
  ctx: Context,
  history: History,
  opts: CommonOptions,
  color: boolean,
  game: { answer?: string; maxGuesses?: number } = {},
): string {
  const a = reviewGame(ctx, history, opts, game);
  return [...gradedLines(runPrior(opts)), `${analysisText(a, color)}${botText(a, history)}`].join('\n');
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
  if (opts.boards > 1) {
    checkDateBoards(opts);
    if (opts.plot !== undefined)
      throw new WordleError('BAD_OPTION', '--plot draws one board: it does not go with --boards');
    boardsAnalyze(out, loadBoardsContext(opts, cmd, { out }), opts.answer, tokens, opts.json === true);
    return;
  }
  const inputs = inputFiles(opts);
  if (opts.plot !== undefined) {
    await preparePlot(opts.plot); // fail before any heavy work
    checkOutputs([{ path: opts.plot, what: '--plot' }], inputs);
  }
  const day = datePuzzle(opts);
  const answer = givenAnswer(opts, day, out);
  // The strategy's own guess too, exactly (no time budget unless --budget-ms sets one).
  const ctx = loadContext(opts, { out });
  const history = analyzeHistory(tokens, ctx.words.length, answer);
  const a = reviewGame(ctx, history, opts, { maxGuesses: opts.maxGuesses, ...(answer ? { answer } : {}) });
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
  out.line(`${analysisText(a, useColor(opts))}${botText(a, history)}`);
  if (opts.plot !== undefined) out.line(`\nplot written to ${opts.plot}`);
}
