import { Command } from 'commander';
import { defaultWidening, widenedLine } from '../../engine/game/widen.js';
import { wordsFitting } from '../../engine/game/place.js';
import { checkHardMode } from '../../core/hardmode.js';
import { WordleError } from '../../core/errors.js';
import type { History } from '../../core/types.js';
import { boardLabel, solvedBoards } from '../../core/boards.js';
import type { WordSet } from '../../core/wordlist.js';
import { gameAnswers } from '../../engine/game/board-suggestions.js';
import { addAnyWordOption, addCommonOptions, checkAllowedGuesses, type CommonOptions } from '../context.js';
import { loadWords } from '../load.js';
import { boardTurns, readTurns } from '../board-turns.js';
import { wordColumns } from '../format.js';
import { othersCountLines, othersFitting, othersListing } from '../others.js';
import type { Output } from '../output.js';

/** In hard mode, every turn of a history must obey the rules set by the turns before it. */
export function checkHistoryHardMode(history: History): void {
  history.forEach((turn, i) => {
    const v = checkHardMode(history.slice(0, i), turn.guess);
    if (v !== null) {
      throw new WordleError('HARD_MODE', `hard mode: turn ${i + 1} (${turn.guess.toUpperCase()}) is not allowed: ${v}`);
    }
  });
}

/** `wordle filter HISTORY...`: the answers still possible. */
export function filterCommand(out: Output): Command {
  return addAnyWordOption(addCommonOptions(new Command('filter')))
    .description('list the answers consistent with the feedback so far')
    .argument('<history...>', 'turns as GUESS=FEEDBACK, e.g. soare=ygbbb; with --boards, one feedback per board')
    .option('--others', "also list the accepted words outside the likely list that fit (today's NYT game: less likely)")
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle filter soare=ygbbb\n  $ wordle filter tarse=bybyy donut=bbybb --others\n  $ wordle filter soare=ygbbb thumb=bbybb --json',
    )
    .action((tokens: string[], opts: CommonOptions & { others?: boolean }) => filterAction(out, tokens, opts));
}

/** One board's answers left after its turns, and the other words that fit. */
function boardFilter(words: WordSet, history: History, listed: boolean, solved: boolean) {
  // Few turns × the words: the reference scorer is plenty fast; no matrix needed. Today's NYT
  // list widens to the accepted words that fit when no likely answer does (most likely first).
  const fit = wordsFitting(words, history, defaultWidening(words));
  // While likely answers fit, the accepted words outside the likely list that fit too (less likely).
  return { solved, words: fit.words, widened: fit.widened, others: othersFitting(words, history, fit.widened, listed) };
}

type BoardFilter = ReturnType<typeof boardFilter>;

/** A board's record in the JSON: `count`, `widened`, `candidates`, `otherCount` (and `others` when listed). */
function filterRecord(b: BoardFilter, listed: boolean): object {
  const record = { count: b.words.length, widened: b.widened, candidates: b.words, otherCount: b.others.length };
  return { ...record, ...(listed ? { others: b.others } : {}) };
}

/**
 * `wordle filter` for any number of boards: each board's answers left, its label first (one
 * board's output is Wordle's); the JSON is one board's record over the game (`count`: the joint
 * answers), with each board's under `boards` where there are several.
 */
function filterAction(out: Output, tokens: string[], opts: CommonOptions & { others?: boolean }): void {
  const words = loadWords(opts);
  const listed = opts.others === true;
  const turns = readTurns(tokens, words.length, opts.boards);
  checkAllowedGuesses(words, turns, opts.anyWord);
  const solved = solvedBoards(turns, opts.boards, words.length);
  const boards = solved.map((done, b) => {
    const history = boardTurns(turns, b);
    try {
      if (opts.hard) checkHistoryHardMode(history);
      return boardFilter(words, history, listed, done);
    } catch (e) {
      if (e instanceof WordleError) throw new WordleError(e.code, boardLabel(b, solved.length) + e.message);
      throw e;
    }
  });
  if (opts.json) {
    const game = gameAnswers(boards);
    const others = boards.flatMap((b) => b.others);
    out.json({
      count: game.count,
      widened: boards.some((b) => b.widened),
      candidates: game.words,
      otherCount: others.length,
      ...(listed ? { others } : {}),
      ...(game.boards === undefined
        ? {}
        : { boards: game.boards.map((b) => ({ solved: b.solved, ...filterRecord(b, listed) })) }),
    });
    return;
  }
  boards.forEach(({ words: list, widened, others }, b) => {
    const left = widened ? widenedLine(list.length) : `${list.length} ${list.length === 1 ? 'answer' : 'answers'} left`;
    out.line(boardLabel(b, boards.length) + left);
    out.line(wordColumns(list));
    const more = listed ? othersListing(others) : othersCountLines(others, '--others lists them');
    for (const line of more) out.line(line);
  });
}
