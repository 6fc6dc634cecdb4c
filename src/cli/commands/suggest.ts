import { Command } from 'commander';
import { boardHistory } from '../../core/boards.js';
import type { MultiTurn, Word } from '../../core/types.js';
import type { Session } from '../../engine/game/session.js';
import { DEFAULT_STRATEGY } from '../../engine/game/strategies.js';
import type { Suggestion } from '../../engine/game/suggestion.js';
import { INTERACTIVE_BUDGET_MS, loadContext, shippedTablesApply, shippedTablesNote, type Context } from '../load.js';
import {
  addAnyWordOption,
  addCommonOptions,
  addMemoryOption,
  checkAllowedGuesses,
  intOption,
  type CommonOptions,
} from '../context.js';
import { answersLines, boardJson, readTurns, sessionAfter } from '../board-turns.js';
import { wordColumns } from '../format.js';
import { suggestionJson, suggestionTable } from '../suggestion-table.js';
import { positionPrior, priorJson, priorOption } from '../prior.js';
import type { Output } from '../output.js';
import { checkHistoryHardMode } from './filter.js';
import {
  addDateOption,
  advicePuzzle,
  checkDateBoards,
  datePuzzle,
  puzzleJson,
  puzzleHeader,
  runHistory,
  runPrior,
  type DateOption,
} from '../puzzle.js';
import { startTable, startTableJson, startTableNote } from '../openings-shipped.js';
import { othersCountLines, othersFitting, othersListing } from '../others.js';

interface SuggestOptions extends CommonOptions, DateOption {
  top: number;
  only?: string;
  others?: boolean;
  maxGuesses?: number;
}

/** `--only a,b,c` as words (lowercase, trimmed, no empties). */
function onlyWords(spec: string): string[] {
  return spec
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '');
}

/** `wordle suggest [HISTORY...]`: the best next guesses and their numbers. */
export function suggestCommand(out: Output): Command {
  const cmd = addDateOption(addAnyWordOption(addMemoryOption(addCommonOptions(new Command('suggest')))));
  return cmd
    .description('rank the next guesses: expected guesses (exact), bits, expected answers left, largest group left')
    .argument(
      '[history...]',
      'turns as GUESS=FEEDBACK, e.g. soare=ygbbb; with --boards, one feedback per board: crane=bbgyb,gbbbb',
    )
    .option('--top <n>', 'how many guesses to list', intOption('--top'), 10)
    .option(
      '--max-guesses <n>',
      'the guesses allowed (default 6; with --boards, the boards plus 5); the exact values count within it',
      intOption('--max-guesses'),
    )
    .option('--only <words>', 'show just these guesses (comma-separated), with their rank, whatever it is')
    .option('--others', "also list the accepted words outside the likely list that fit (today's NYT game: less likely)")
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle suggest\n  $ wordle suggest soare=ygbbb --top 5\n  $ wordle suggest soare=ygbbb --only thumb,crane' +
        '\n  $ wordle suggest crane=bbyyb --hard --strategy expected-size --json' +
        '\n  $ wordle suggest --boards 2 crane=bbgyb,gbbbb\n  $ wordle suggest --length 6',
    )
    .action((tokens: string[], opts: SuggestOptions, c: Command) => suggestAction(out, tokens, opts, c));
}

/** What `wordle suggest` does with its turns and options, for any number of boards. */
function suggestAction(out: Output, tokens: string[], opts: SuggestOptions, c: Command): void {
  checkDateBoards(opts);
  const day = datePuzzle(opts);
  const ctx = loadContext(opts, { out, budgetMs: INTERACTIVE_BUDGET_MS, command: c });
  const turns = readTurns(tokens, ctx.words.length, ctx.boards);
  checkAllowedGuesses(ctx.words, turns, opts.anyWord);
  if (opts.hard) checkHistoryHardMode(boardHistory(turns, 0));
  const session = sessionAfter(ctx, turns); // fails clearly (naming the turn and board) when nothing fits
  const only = opts.only === undefined ? undefined : session.suggestionsFor(onlyWords(opts.only));
  const list: Suggestion[] = only === undefined ? session.suggestions(opts.top) : only.map((o) => o.suggestion);
  const ranks = only?.map((o) => o.rank);
  const answers = session.answersLeft;
  const prior = runPrior(opts);
  const guessesLeft = Math.max(0, ctx.maxGuesses - turns.length);
  // At the start under the history prior: the shipped table of its weights gives the optimal
  // strategy's figures (another strategy's are its own metric's, not the table's).
  const start =
    turns.length === 0 && ctx.strategy.name === DEFAULT_STRATEGY && shippedTablesApply(ctx)
      ? startTable(ctx.words, ctx.config.weights, opts.hard === true)
      : undefined;
  // After a turn, while likely answers fit: the accepted words outside the list that fit too.
  const others = othersOf(ctx, session, turns, opts.others === true);
  if (opts.json) {
    out.json({
      ...(day !== undefined ? { puzzle: puzzleJson(day) } : {}),
      strategy: ctx.strategy.name,
      ...priorJson(positionPrior(prior, session.widened)),
      ...(start?.meta.prior !== undefined ? { openingsTable: startTableJson(start) } : {}),
      guessesLeft,
      widened: session.widened,
      remaining: answers.count,
      candidates: answers.words !== undefined && answers.words.length <= 50 ? answers.words : undefined,
      otherCount: others.length,
      ...(opts.others === true ? { others } : {}),
      ...(answers.boards === undefined ? {} : { boards: answers.boards.map(boardJson) }),
      suggestions: list.map((s, i) => ({ ...(ranks ? { rank: ranks[i] } : {}), ...suggestionJson(s) })),
    });
    return;
  }
  puzzleHeader(out, opts, ctx.words);
  const note = startTableNote(start, advicePuzzle(opts), runHistory().at(-1)?.day);
  for (const line of shippedTablesNote(ctx)) out.line(line);
  if (note !== undefined) out.line(note);
  for (const line of answersLines(session)) out.line(line);
  const more = opts.others === true ? othersListing(others) : othersCountLines(others, '--others lists them');
  for (const line of more) out.line(line);
  out.line();
  if (list.length === 0 && session.solved) return out.line('Every board is solved.');
  const game = { guessesLeft, maxGuesses: ctx.maxGuesses, boards: ctx.boards };
  const table = { widened: session.widened, ...game, ...priorOption(prior, session.widened) };
  out.line(suggestionTable(list, { ...(ranks ? { ranks } : {}), ...table }));
  const cands = answers.words ?? [];
  if (cands.length > 20 && cands.length <= 100) out.line(`\n${wordColumns(cands)}`);
}

/** The accepted words outside the likely list that fit every board's turns so far (none at the start). */
function othersOf(ctx: Context, session: Session, turns: readonly MultiTurn[], listed: boolean): Word[] {
  if (turns.length === 0) return [];
  return session.solvedBoards.flatMap((_, b) =>
    othersFitting(ctx.words, boardHistory(turns, b), session.widened, listed),
  );
}
