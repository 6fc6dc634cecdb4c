import { clearScreenDown, cursorTo } from 'node:readline';
import { Command } from 'commander';
import { WordleError, isWordleError } from '../../core/errors.js';
import type { MultiTurn, Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { dailyIndex, Game, type AnswerChoice } from '../../engine/game/game.js';
import { chooseAnswers } from '../../engine/game/bench.js';
import { boardGameName, gameGoal, variantName } from '../../engine/game/rules.js';
import { addCommonOptions, intOption, type CommonOptions } from '../context.js';
import { addDateOption, checkDateBoards, datePuzzle, puzzleAnswer, puzzleTitle, type DateOption } from '../puzzle.js';
import { INTERACTIVE_BUDGET_MS, listName, loadContext, loadWords, type Context } from '../load.js';
import { DAILY_LISTS } from '../../data/lists.js';
import { answerWords } from './solve.js';
import { sessionAfter } from '../board-turns.js';
import { suggestionTable } from '../suggestion-table.js';
import { boardsLetters } from '../boards-format.js';
import { wrapText } from '../format.js';
import { gameReviewText } from '../game-review.js';
import type { Output } from '../output.js';
import { boardsGrid } from '../terminal/board.js';
import { keyboardLines, keySummary } from '../terminal/keyboard.js';
import { lineReader } from '../terminal/line-reader.js';
import { useColor } from '../terminal/style.js';

/** Options of `wordle play`. */
interface PlayOptions extends CommonOptions, DateOption {
  answer?: string;
  daily?: string | boolean;
  maxGuesses?: number;
}

/** The answers from the options: --answer (one word per board), --daily [day], else --seed or a random seed. */
function answersFrom(words: WordSet, opts: PlayOptions, seedGiven: boolean): Word[] {
  const choice: AnswerChoice | { kind: 'words'; words: string[] } =
    opts.answer !== undefined
      ? { kind: 'words', words: answerWords(opts.answer, opts.boards) }
      : opts.daily !== undefined && opts.daily !== false
        ? { kind: 'daily', day: opts.daily === true ? dailyIndex(new Date()) : intOption('--daily', 0)(opts.daily) }
        : { kind: 'seed', seed: seedGiven ? opts.seed : Math.floor(Math.random() * 2 ** 31) };
  return chooseAnswers(words, choice, opts.boards);
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

/** Show the boards and keyboard (redrawn in place on a terminal that can; lines in the line protocol). */
function show(out: Output, game: Game<readonly Word[]>, tty: boolean, color: boolean, message?: string): void {
  if (tty) {
    if (process.env.TERM !== 'dumb') {
      cursorTo(process.stdout, 0, 0);
      clearScreenDown(process.stdout);
    }
    out.line(`${boardGameName(game.boards.length).toUpperCase()}${game.hard ? ' (hard mode)' : ''}\n`);
    for (const r of boardsGrid(game, color)) out.line(r);
    for (const r of keyboardLines(game.keyboard(), color)) out.line(`  ${r}`);
    out.line();
    if (message !== undefined) out.line(message);
    return;
  }
  const t = game.history[game.history.length - 1];
  if (t !== undefined && message === undefined) {
    out.line(`${game.history.length}/${game.maxGuesses} ${t.guess} ${boardsLetters(t.patterns, t.guess.length)}`);
    out.line(keySummary(game.keyboard()));
  }
  if (message !== undefined) out.line(message);
}

/**
 * What a practice game of a list's daily order is called: by its own name, so that its day is not
 * taken for the NYT's puzzle number (the NYT's puzzle is `--date`, titled by `puzzleTitle`).
 */
function practiceTitle(opts: PlayOptions, list: string): string | undefined {
  if (opts.daily === undefined || opts.daily === false) return undefined;
  const day = opts.daily === true ? dailyIndex(new Date()) : intOption('--daily', 0)(opts.daily);
  return `practice game ${day} of the ${list} list's order (not the NYT's puzzle: --date plays that)`;
}

/** "the answer was moist", "the answers were optic focal". */
function answersWere(answers: readonly Word[]): string {
  const [one, ...more] = answers;
  return more.length === 0 ? `the answer was ${one}` : `the answers were ${answers.join(' ')}`;
}

/** What `play` shows beside the game: the advice on `hint`, the review at its end. */
interface PlayHelp {
  /** The advice at the game's position (proven where the exact search finishes). */
  hint(game: Game<readonly Word[]>): string;
  /** The review of the finished game; one line why where the review cannot follow it. */
  review(game: Game<readonly Word[]>): string;
}

/** Play one game on the terminal or through piped lines. */
async function playGame(
  out: Output,
  game: Game<readonly Word[]>,
  help: PlayHelp,
  color: boolean,
  title?: string,
): Promise<void> {
  // The day's answer (daily, --date) is never shown before the game is over (quit, end of input or Ctrl-C).
  const reveal = (answers: readonly Word[]) => (title !== undefined ? '' : `: ${answersWere(answers)}`);
  const tty = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const reader = lineReader(tty);
  const goal = `guess ${gameGoal(game.boards.length, game.words.length)} in ${game.maxGuesses} tries`;
  const rules = `${goal}${game.hard ? ' (hard mode)' : ''}`;
  const intro = [title, variantName(game.boards.length)].find((t) => t !== undefined);
  const head = intro === undefined ? rules : `${intro}; ${rules}`;
  if (tty) show(out, game, tty, color, head);
  else out.line(`wordle play: ${head}; one guess per line`);
  try {
    while (game.status === 'playing') {
      const line = await reader.next(`guess ${game.history.length + 1}/${game.maxGuesses}> `);
      if (line === null || ['quit', ':q'].includes(line.trim())) {
        out.line(wrapText(`game abandoned${reveal(game.answers)}`));
        return;
      }
      if (line.trim() === '') continue;
      if (line.trim().toLowerCase() === 'hint') {
        show(out, game, tty, color, help.hint(game));
        continue;
      }
      const r = game.guess(line);
      show(out, game, tty, color, r.kind === 'rejected' ? `invalid: ${r.message}` : undefined);
    }
    out.line(game.status === 'won' ? `won in ${game.history.length}/${game.maxGuesses}` : lostLine(game));
    if (!tty) out.line('see the analysis? [y/N]');
    const yes = await reader.next('see the analysis? [y/N] ');
    if (!tty && yes === null) return;
    if (yes !== null && /^y(es)?$/iu.test(yes.trim())) out.line(help.review(game));
  } finally {
    reader.close();
  }
}

/** `lost: the answer was moist`; with boards solved, how many: `lost: 3 of 4 boards solved; the answers were …`. */
function lostLine(game: Game<readonly Word[]>): string {
  const solved = game.solved.filter(Boolean).length;
  const some = solved === 0 ? '' : `${solved} of ${game.boards.length} boards solved; `;
  return wrapText(`lost: ${some}${answersWere(game.answers)}`);
}

/**
 * The advice at a game's position, as `suggest` shows it (proven where the exact search finishes
 * within the interactive budget): `hint`.
 */
function gameHint(ctx: Context, history: readonly MultiTurn[], top = 3): string {
  const session = sessionAfter(ctx, history);
  const game = { guessesLeft: ctx.maxGuesses - history.length, maxGuesses: ctx.maxGuesses, boards: ctx.boards };
  return suggestionTable(session.suggestions(top), game);
}

/** The hint and the review, from the context loaded when first asked (the matrix only then). */
function playHelp(opts: PlayOptions, cmd: Command, color: boolean): PlayHelp {
  let ctx: Context | undefined;
  const context = (): Context => (ctx ??= loadContext(opts, { budgetMs: INTERACTIVE_BUDGET_MS, command: cmd }));
  return {
    hint: (game) => gameHint(context(), game.history),
    review: (game) => {
      try {
        return gameReviewText(context(), game.history, opts, color, game.answers);
      } catch (e) {
        if (!isWordleError(e)) throw e;
        return `no analysis: ${e.message}${opts.prior === 'frequency' ? '' : ' (try --prior frequency)'}`;
      }
    },
  };
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
      // --daily follows a list's daily order: the original game's unless --list names another.
      const daily = opts.daily !== undefined && opts.daily !== false;
      const words = daily ? loadWords(opts, true) : loadWords(opts);
      if (daily) checkDailyList(listName(opts, true));
      const answers =
        day !== undefined
          ? chooseAnswers(words, { kind: 'words', words: [puzzleAnswer(day)] }, 1)
          : answersFrom(words, opts, cmd.getOptionValueSource('seed') !== 'default');
      const game = new Game(words, answers, {
        hard: opts.hard ?? false,
        ...(opts.maxGuesses !== undefined ? { maxGuesses: opts.maxGuesses } : {}),
      });
      const title = day !== undefined ? puzzleTitle(day) : practiceTitle(opts, listName(opts, true));
      const color = useColor(opts);
      await playGame(out, game, playHelp(opts, cmd, color), color, title);
    });
}
