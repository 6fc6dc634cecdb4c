import { clearScreenDown, cursorTo } from 'node:readline';
import { Command } from 'commander';
import { WordleError, isWordleError } from '../../core/errors.js';
import { formatFeedback } from '../../core/feedback.js';
import type { WordSet } from '../../core/wordlist.js';
import { chooseAnswer, dailyIndex, Game, type AnswerChoice } from '../../engine/game/game.js';
import { defaultMaxGuesses } from '../../engine/game/rules.js';
import { seededAnswers } from '../../engine/game/bench.js';
import { addCommonOptions, intOption, type CommonOptions } from '../context.js';
import { addDateOption, checkDateBoards, datePuzzle, puzzleAnswer, puzzleTitle, type DateOption } from '../puzzle.js';
import {
  INTERACTIVE_BUDGET_MS,
  listName,
  loadBoardsContext,
  loadContext,
  loadWords,
  type BoardsContext,
} from '../load.js';
import type { MultiTurn } from '../../core/types.js';
import { DAILY_LISTS } from '../../data/lists.js';
import { playBoards } from './boards-play.js';
import { boardsHint, boardsWords } from './boards-run.js';
import type { Output } from '../output.js';
import { boardLines } from '../terminal/board.js';
import { keyboardLines, keySummary } from '../terminal/keyboard.js';
import { lineReader } from '../terminal/line-reader.js';
import { useColor } from '../terminal/style.js';
import { answersReviewText, reviewText } from './analyze.js';

/** Options of `wordle play`. */
interface PlayOptions extends CommonOptions, DateOption {
  answer?: string;
  daily?: string | boolean;
  maxGuesses?: number;
}

/** The answer choice from the options: --answer, --daily [day], else --seed or a random seed. */
function answerChoice(opts: PlayOptions, seedGiven: boolean): AnswerChoice {
  if (opts.answer !== undefined) return { kind: 'word', word: opts.answer };
  if (opts.daily !== undefined && opts.daily !== false) {
    if (opts.daily === true) return { kind: 'daily', day: dailyIndex(new Date()) };
    return { kind: 'daily', day: intOption('--daily', 0)(opts.daily) };
  }
  return { kind: 'seed', seed: seedGiven ? opts.seed : Math.floor(Math.random() * 2 ** 31) };
}

/** `--daily` needs answers in the daily order of a game (not today's NYT likely answers: alphabetical). */
function checkDailyList(list: string): void {
  if (!(DAILY_LISTS as readonly string[]).includes(list)) {
    throw new WordleError(
      'BAD_OPTION',
      `--daily follows a list in daily order (${DAILY_LISTS.join(', ')}): the ${list} answers have none`,
    );
  }
}

/** Show the board and keyboard (redrawn in place on a terminal that can; lines in the line protocol). */
function show(out: Output, game: Game, tty: boolean, color: boolean, message?: string): void {
  if (tty) {
    if (process.env.TERM !== 'dumb') {
      cursorTo(process.stdout, 0, 0);
      clearScreenDown(process.stdout);
    }
    out.line(`WORDLE${game.hard ? ' (hard mode)' : ''}\n`);
    for (const r of boardLines(game, color)) out.line(`  ${r}`);
    out.line();
    for (const r of keyboardLines(game.keyboard(), color)) out.line(`  ${r}`);
    out.line();
    if (message !== undefined) out.line(message);
    return;
  }
  const t = game.history[game.history.length - 1];
  if (t !== undefined && message === undefined) {
    out.line(`${game.history.length}/${game.maxGuesses} ${t.guess} ${formatFeedback(t.pattern, t.guess.length)}`);
    out.line(keySummary(game.keyboard()));
  }
  if (message !== undefined) out.line(message);
}

/**
 * What a practice game of a list's daily order is called: by its own name, so that its day is not
 * taken for the NYT's puzzle number (the NYT's puzzle is `--date`, titled by `puzzleTitle`).
 */
function practiceTitle(choice: AnswerChoice, list: string): string | undefined {
  if (choice.kind !== 'daily') return undefined;
  return `practice game ${choice.day} of the ${list} list's order (not the NYT's puzzle: --date plays that)`;
}

/** Play one game on the terminal or through piped lines; returns the finished (or abandoned) game. */
async function playGame(
  out: Output,
  words: WordSet,
  choice: AnswerChoice,
  opts: PlayOptions,
  title?: string,
): Promise<Game> {
  // The day's answer (daily, --date) is never shown before the game is over (quit, end of input or Ctrl-C).
  const reveal = (a: string) => (title !== undefined ? '' : `: the answer was ${a}`);
  const game = new Game(words, chooseAnswer(words, choice), {
    hard: opts.hard ?? false,
    ...(opts.maxGuesses !== undefined ? { maxGuesses: opts.maxGuesses } : {}),
  });
  const tty = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const color = useColor(opts);
  const reader = lineReader(tty);
  const rules = `guess the ${words.length}-letter word in ${game.maxGuesses} tries${game.hard ? ' (hard mode)' : ''}`;
  const intro = title === undefined ? rules : `${title}; ${rules}`;
  if (tty) show(out, game, tty, color, intro);
  else out.line(`wordle play: ${intro}; one guess per line`);
  try {
    while (game.status === 'playing') {
      const line = await reader.next(`guess ${game.history.length + 1}/${game.maxGuesses}> `);
      if (line === null || ['quit', ':q'].includes(line.trim())) {
        out.line(`game abandoned${reveal(game.answer)}`);
        return game;
      }
      if (line.trim() === '') continue;
      const r = game.guess(line);
      show(out, game, tty, color, r.kind === 'rejected' ? `invalid: ${r.message}` : undefined);
    }
    out.line(
      game.status === 'won'
        ? `won in ${game.history.length}/${game.maxGuesses}`
        : `lost: the answer was ${game.answer}`,
    );
    if (!tty) out.line('see the analysis? [y/N]');
    const yes = await reader.next('see the analysis? [y/N] ');
    if (!tty && yes === null) return game;
    if (yes !== null && /^y(es)?$/iu.test(yes.trim())) offerAnalysis(out, game, opts, color);
    return game;
  } finally {
    reader.close();
  }
}

/** Print the analysis of a finished game; a game the analysis cannot follow gets one line why. */
function offerAnalysis(out: Output, game: Game, opts: PlayOptions, color: boolean): void {
  try {
    const ctx = loadContext(opts, { budgetMs: INTERACTIVE_BUDGET_MS });
    out.line(reviewText(ctx, game.history, opts, color, { answer: game.answer, maxGuesses: game.maxGuesses }));
  } catch (e) {
    if (!isWordleError(e)) throw e;
    out.line(`no analysis: ${e.message}${opts.prior === 'frequency' ? '' : ' (try --prior frequency)'}`);
  }
}

/** `play --boards N`: the answers from --answer w1,w2,… or the seed; hard mode and --daily have no multi-board version. */
async function playBoardsFrom(out: Output, words: WordSet, opts: PlayOptions, cmd: Command): Promise<void> {
  const seedGiven = cmd.getOptionValueSource('seed') !== 'default';
  if (opts.hard) throw new WordleError('BAD_OPTION', 'hard mode is not supported with several boards');
  if (opts.daily !== undefined)
    throw new WordleError('BAD_OPTION', '--daily plays one board: use --seed or --answer with --boards');
  const answers =
    opts.answer !== undefined
      ? boardsWords(opts.answer, opts.boards, 'answer').map((w) => chooseAnswer(words, { kind: 'word', word: w }))
      : seededAnswers(words, opts.boards, seedGiven ? opts.seed : Math.floor(Math.random() * 2 ** 31));
  // The review at the end and the advice on `hint` (the matrix is loaded only when first asked).
  let ctx: BoardsContext | undefined;
  const context = (): BoardsContext => (ctx ??= loadBoardsContext(opts, cmd));
  const review = (guesses: readonly string[]): string =>
    answersReviewText(context(), opts, useColor(opts), answers, guesses);
  const hint = (history: readonly MultiTurn[]): string => boardsHint(context(), history);
  const maxGuesses = opts.maxGuesses ?? defaultMaxGuesses(opts.boards);
  await playBoards(out, words, answers, maxGuesses, useColor(opts), { review, hint });
}

/** `wordle play`: Wordle in the terminal, or as a line protocol through pipes. */
export function playCommand(out: Output): Command {
  return addDateOption(addCommonOptions(new Command('play')), (o) => o.date !== undefined)
    .description('play Wordle in the terminal (coloured tiles, keyboard, hard mode), then see the analysis')
    .option('--answer <word>', 'play this answer')
    .option(
      '--daily [day]',
      "a practice game from a list's own daily order (today's, or a day index: 0 = cigar); not the NYT's puzzle (--date)",
    )
    .option(
      '--max-guesses <n>',
      'guesses allowed (default 6; with --boards, the boards plus 5)',
      intOption('--max-guesses'),
    )
    .addHelpText(
      'after',
      '\nPiped input is a line protocol: one guess per line; after the game, "y" shows the analysis.\n' +
        '\nExamples:\n  $ wordle play\n  $ wordle play --date 2025-07-18\n  $ wordle play --hard --seed 42\n  $ wordle play --daily 0\n  $ wordle play --boards 4 --seed 7\n  $ printf "crane\\npilot\\nmoist\\ny\\n" | wordle play --answer moist',
    )
    .action(async (opts: PlayOptions, cmd: Command) => {
      const given = [opts.answer, opts.daily, opts.date].filter((o) => o !== undefined);
      if (given.length > 1) throw new WordleError('BAD_OPTION', 'use either --answer or --daily or --date, not two');
      checkDateBoards(opts);
      const day = datePuzzle(opts);
      if (day !== undefined) {
        const answer = puzzleAnswer(day);
        await playGame(out, loadWords(opts), { kind: 'word', word: answer }, opts, puzzleTitle(day));
        return;
      }
      // --daily follows a list's daily order: the original game's unless --list names another.
      const daily = opts.daily !== undefined && opts.daily !== false;
      const words = daily ? loadWords(opts, true) : loadWords(opts);
      if (daily) checkDailyList(listName(opts, true));
      if (opts.boards > 1) {
        await playBoardsFrom(out, words, opts, cmd);
        return;
      }
      const choice = answerChoice(opts, cmd.getOptionValueSource('seed') !== 'default');
      await playGame(out, words, choice, opts, practiceTitle(choice, listName(opts, true)));
    });
}
