import { statSync } from 'node:fs';
import type { Command } from 'commander';
import { DEFAULT_LIST } from '../data/lists.js';
import { WordleError } from '../core/errors.js';
import type { Word } from '../core/types.js';
import { answerOn, type AnswerHistory } from '../engine/history/answers.js';
import { localPuzzleNumber, parsePuzzle, puzzleDate, puzzleLabel } from '../engine/history/numbering.js';
import type { WordSet } from '../core/wordlist.js';
import { historyPriorModel } from '../engine/game/history-prior.js';
import type { HistoryKnown } from '../engine/game/prior.js';
import { checkBoardsRules } from '../engine/game/rules.js';
import { priorChoice, type PriorChoice } from './prior.js';
import { historyFilePath, knownHistory } from '../node/history-store.js';
import type { Output } from './output.js';

/*
 * The NYT's puzzle of a day on the command line (`--date YYYY-MM-DD` or `--date '#N'`): its number,
 * its answer from the history (the shipped days and the user's added ones), and what was known
 * before it (the history prior reads only the days before it).
 */

/** Options of a command that takes `--date`. */
export interface DateOption {
  /** `--date`: the NYT's puzzle of that day (a date, or #N). */
  date?: string;
}

/** Add `--date` to a command, and the history prior as its default on the NYT's game (`defaultsToHistory`). */
export function addDateOption(cmd: Command, when: (opts: NytGameOptions) => boolean = () => true): Command {
  return cmd
    .option(
      '--date <day>',
      "the NYT's puzzle of that day (YYYY-MM-DD, or its number #N): its answer from the history, " +
        'and with --prior history only the days before it',
    )
    .hook('preAction', (_, action) => {
      const opts = action.opts<NytGameOptions>();
      if (action.getOptionValueSource('prior') === 'default' && defaultsToHistory(opts) && when(opts)) {
        action.setOptionValueWithSource('prior', 'history', 'default');
      }
    });
}

/** What tells the NYT's game from another: the lists, the boards, a tree to follow. */
export interface NytGameOptions extends DateOption {
  list?: string;
  answers?: string;
  guesses?: string;
  length?: number;
  boards?: number;
  tree?: string;
}

/**
 * True when the advice is for the NYT's game: its lists (today's NYT lists, five letters, no word
 * files), one board and no tree to follow. There the default prior is the history's, which played
 * the NYT's real puzzles better than equal weights (docs/history.md); elsewhere it is uniform.
 */
export function defaultsToHistory(opts: NytGameOptions): boolean {
  const nyt = (opts.list ?? DEFAULT_LIST) === 'nyt' && (opts.length ?? 5) === 5;
  const files = opts.answers !== undefined || opts.guesses !== undefined;
  return nyt && !files && (opts.boards ?? 1) === 1 && opts.tree === undefined;
}

/** Today's puzzle number, by this computer's calendar. */
export function todayPuzzle(): number {
  return localPuzzleNumber(new Date());
}

/** The puzzle `--date` names, or undefined without `--date`. */
export function datePuzzle(opts: DateOption): number | undefined {
  return opts.date === undefined ? undefined : parsePuzzle(opts.date, '--date');
}

let known: { stamp: string; history: AnswerHistory } | undefined;

/**
 * What tells a changed history file: its path, size and time (or its absence, or why it cannot be
 * looked at: `statSync` throws on a loop of links or a cache folder that is a file, whatever
 * `throwIfNoEntry` says; reading it then says so in one line).
 */
function fileStamp(path: string): string {
  try {
    const s = statSync(path, { throwIfNoEntry: false });
    return s === undefined ? `${path}:absent` : `${path}:${s.size}:${s.mtimeMs}:${s.ino}`;
  } catch (e) {
    return `${path}:${String((e as NodeJS.ErrnoException).code)}`;
  }
}

/** The history this run knows (shipped and added days, checked), read again only when its file changed. */
export function runHistory(): AnswerHistory {
  const stamp = fileStamp(historyFilePath());
  if (known?.stamp !== stamp) known = { stamp, history: knownHistory() };
  return known.history;
}

/** The puzzle the advice is for: `--date`'s, else today's. */
export function advicePuzzle(opts: DateOption): number {
  return datePuzzle(opts) ?? todayPuzzle();
}

/** What the history prior reads: the history and the puzzle (`--date`, else today's). */
export function historyKnown(opts: DateOption): HistoryKnown {
  return { history: runHistory(), day: advicePuzzle(opts) };
}

/** `--prior` as chosen, the history prior for the puzzle of `--date` (else today's). */
export function runPrior(opts: DateOption & { prior?: string }): PriorChoice {
  return priorChoice(opts.prior, opts.prior === 'history' ? advicePuzzle(opts) : undefined);
}

/** The one line saying the history has no answer for puzzle #`day`, and how to add it. */
export function missingDay(history: AnswerHistory, day: number): string {
  const last = history[history.length - 1];
  const upTo = last === undefined ? '' : `: it runs to ${puzzleLabel(last.day)}`;
  const today = todayPuzzle();
  const when = day === today ? ", today's puzzle" : day > today ? ', a puzzle still to come' : '';
  return (
    `the history has no answer for ${puzzleLabel(day)}${when}${upTo}; ` +
    'add the days after it with wordle history update, or wordle history add FILE'
  );
}

/** The answer of puzzle #`day` from the history; one clear error when the history does not have it. */
export function puzzleAnswer(day: number): Word {
  const history = runHistory();
  const word = answerOn(history, day);
  if (word === undefined) throw new WordleError('BAD_OPTION', missingDay(history, day));
  return word;
}

/** The header of a game of the NYT's puzzle: `NYT Wordle #1490, 2025-07-18`. */
export function puzzleTitle(day: number): string {
  return `NYT Wordle #${day}, ${puzzleDate(day)}`;
}

/** The puzzle in JSON output. */
export function puzzleJson(day: number): { number: number; date: string } {
  return { number: day, date: puzzleDate(day) };
}

/**
 * The answer of a game of puzzle #`day`: the history's, or `given` when the history does not have
 * the day. A `given` answer that the history contradicts is one clear error.
 */
export function dateAnswer(day: number, given: string | undefined): Word {
  const word = given?.trim().toLowerCase();
  const known = answerOn(runHistory(), day);
  if (word === undefined) return puzzleAnswer(day);
  if (known !== undefined && known !== word) {
    throw new WordleError(
      'BAD_OPTION',
      `the answer of ${puzzleLabel(day)} is ${known.toUpperCase()} in the history, not ${word.toUpperCase()}`,
    );
  }
  return word;
}

/** `--date` plays one board: refuse it beside `--boards`. */
export function checkDateBoards(opts: DateOption & { boards?: number }): void {
  checkBoardsRules(opts.boards ?? 1, { hard: false, day: opts.date !== undefined });
}

/** The history prior in one line: what it weighs, and from which repeats (see engine/game/history-prior.ts). */
export function historyPriorLine(words: WordSet, known: HistoryKnown): string {
  const m = historyPriorModel(words, known.history, known.day);
  const since =
    m.firstRepeat === null
      ? 'none yet'
      : `${m.windowRepeats} of the ${m.windowDays} days since ${puzzleDate(m.firstRepeat)}`;
  return (
    `history prior for #${m.day}: the ${m.unused} likely answers not used before weigh ${m.weightUnused} each, ` +
    `the ${m.used} used ${m.weightUsed} (repeats: ${since}; rate ${m.windowRepeats + 1}/${m.windowDays + 2})`
  );
}

/** The lines before a command's output: the NYT puzzle (`--date`) and the history prior, when they apply. */
export function puzzleHeader(out: Output, opts: DateOption & { prior?: string }, words: WordSet): void {
  const day = datePuzzle(opts);
  if (day !== undefined) out.line(puzzleTitle(day));
  if (opts.prior === 'history') out.line(historyPriorLine(words, historyKnown(opts)));
}
