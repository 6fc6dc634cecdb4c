import { Command } from 'commander';
import { variantName } from '../../engine/game/rules.js';
import { isWordleError, WordleError } from '../../core/errors.js';
import { allGreen } from '../../core/pattern.js';
import type { Pattern, Word } from '../../core/types.js';
import { boardsOutsideList } from '../../engine/game/solve.js';
import type { WordSet } from '../../core/wordlist.js';
import { playAnswers, type PlayedGame, type PlayedStep } from '../../engine/game/play-answers.js';
import { addCommonOptions, addMemoryOption, intOption, type CommonOptions } from '../context.js';
import { INTERACTIVE_BUDGET_MS, listName, loadContext, type Context } from '../load.js';
import { widenedLine } from '../../engine/game/widen.js';
import { boardsEmoji, boardsLeft, boardsLetters } from '../boards-format.js';
import { boardsTiles, useColor } from '../terminal/style.js';
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
  /** The answer of each board. */
  readonly answers: readonly string[];
  /** The NYT puzzle (--date), if any. */
  readonly day: number | undefined;
  readonly json: boolean;
  readonly color: boolean;
  readonly maxGuesses: number;
}

/** A step's answers left, as `56 answers left`, each board's as `left 7 1 ✓ -`; nothing once every board is found. */
function leftText(s: PlayedStep, win: Pattern): string {
  if (s.patterns.every((p) => p === null || p === win)) return '';
  if (s.remainingByBoard !== undefined) return `  left ${boardsLeft(s.remainingByBoard, s.patterns, win)}`;
  const what = s.widened === true ? 'accepted word' : 'answer';
  return `  ${s.remaining} ${what}${s.remaining === 1 ? '' : 's'} left`;
}

/** Print a game the solver played: each guess with the answers left, then the outcome (or JSON). */
function printSolve(out: Output, result: PlayedGame, p: SolvePrint, ctx: Context): void {
  const L = ctx.words.length;
  if (p.json) {
    out.json({
      ...(p.day !== undefined ? { puzzle: puzzleJson(p.day) } : {}),
      answer: p.answers.join(','),
      strategy: ctx.strategy.name,
      status: result.status,
      guesses: result.steps.map((s) => ({
        guess: s.guess,
        feedback: boardsLetters(s.patterns, L),
        remaining: s.remaining,
        widened: s.widened === true,
        ...(s.remainingByBoard === undefined ? {} : { remainingByBoard: s.remainingByBoard }),
      })),
      maxGuesses: p.maxGuesses,
      ...(result.status !== 'solved' ? { reason: result.reason } : {}),
    });
    return;
  }
  const win = allGreen(L) as Pattern;
  const game = variantName(p.answers.length); // (one board is plain Wordle: no title)
  if (game !== undefined)
    out.line(`${game}: ${p.answers.length} boards, ${p.maxGuesses} guesses (${p.answers.join(' ')})`);
  result.steps.forEach((s, i) => {
    // The word, then its colours (as the boards and Absurdle print them), then what is left: nothing once found.
    const guess = boardsTiles(s.guess, s.patterns, p.color);
    out.line(`${i + 1}. ${guess}  ${boardsEmoji(s.patterns, L)}${leftText(s, win)}`.trimEnd());
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
      const answers = day === undefined ? answerWords(answerArg!, opts.boards) : [dateAnswer(day, answerArg)];
      const ctx = loadContext(opts, { out, budgetMs: INTERACTIVE_BUDGET_MS, command: cmd });
      const first = opts.first?.toLowerCase();
      const result = withListNote(opts, ctx.words, answers, () =>
        playAnswers(ctx.config, ctx.strategy, answers, {
          maxGuesses: ctx.maxGuesses,
          ...(first !== undefined ? { first } : {}),
        }),
      );
      const print = { answers, day, json: opts.json === true, color: useColor(opts), maxGuesses: ctx.maxGuesses };
      if (!print.json) puzzleHeader(out, opts, ctx.words);
      printSolve(out, result, print, ctx);
    });
}

/**
 * Run `play`; an answer outside the list (BAD_WORD) says which list that was where the game's own
 * list replaced the default one (the variants play the original game's: `listName`).
 */
function withListNote<T>(opts: CommonOptions, words: WordSet, answers: readonly Word[], play: () => T): T {
  try {
    return play();
  } catch (e) {
    const implicit = opts.list === undefined && opts.answers === undefined;
    const list = listName(opts);
    if (!isWordleError(e) || !implicit || list === listName(opts, false)) throw e;
    if (boardsOutsideList(words, answers).length === 0) throw e;
    throw new WordleError(e.code, `${e.message} (the variants play the ${list} lists unless --list names another)`);
  }
}

/**
 * Split `w1,w2,…` into the answer of each of the `boards` boards (one board: the word as given),
 * BAD_OPTION when the count is not the boards'.
 */
export function answerWords(spec: string, boards: number): Word[] {
  const list = spec
    .split(',')
    .map((w) => w.trim().toLowerCase() as Word)
    .filter((w) => w !== '');
  if (list.length !== boards) {
    const got = `${boards} wanted, got ${list.length}: "${spec}"`;
    throw new WordleError('BAD_OPTION', `the answers go one per board, separated by commas: ${got}`);
  }
  return list;
}
