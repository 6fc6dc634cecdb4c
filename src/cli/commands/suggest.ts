import { WordleError } from '../../core/errors.js';
import { Command } from 'commander';
import { parseHistory } from '../../core/history.js';
import { Session } from '../../engine/game/session.js';
import { DEFAULT_STRATEGY } from '../../engine/game/strategies.js';
import type { Suggestion } from '../../engine/game/suggestion.js';
import { INTERACTIVE_BUDGET_MS, loadBoardsContext, loadContext, refuseOneBoardMaxGuesses } from '../load.js';
import {
  addAnyWordOption,
  addCommonOptions,
  addMemoryOption,
  checkAllowedGuesses,
  intOption,
  type CommonOptions,
} from '../context.js';
import { boardsSuggest } from './boards-run.js';
import { answersLeftLine, wordColumns } from '../format.js';
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

/** Guesses in a game of Wordle. */
const MAX_GUESSES = 6;

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
      'with --boards: the guesses allowed (default: the boards plus 5); the exact values count within it',
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

/** `wordle suggest --boards N`: the options one board alone takes stop here. */
function severalBoards(out: Output, tokens: string[], opts: SuggestOptions, c: Command): void {
  if (opts.only !== undefined)
    throw new WordleError('BAD_OPTION', '--only ranks one board: it does not go with --boards');
  boardsSuggest(out, loadBoardsContext(opts, c, { out }), tokens, {
    top: opts.top,
    json: opts.json === true,
    anyWord: opts.anyWord === true,
  });
}

/** What `wordle suggest` does with its turns and options. */
function suggestAction(out: Output, tokens: string[], opts: SuggestOptions, c: Command): void {
  checkDateBoards(opts);
  const day = datePuzzle(opts);
  if (opts.boards > 1) return severalBoards(out, tokens, opts, c);
  refuseOneBoardMaxGuesses(opts);
  const ctx = loadContext(opts, { out, budgetMs: INTERACTIVE_BUDGET_MS });
  const history = parseHistory(tokens, ctx.words.length);
  checkAllowedGuesses(ctx.words, history, opts.anyWord);
  if (opts.hard) checkHistoryHardMode(history);
  const session = new Session(ctx.config, ctx.strategy);
  session.playAll(history); // fails clearly (naming the turn) when nothing fits
  const only = opts.only === undefined ? undefined : session.suggestionsFor(onlyWords(opts.only));
  const list: Suggestion[] = only === undefined ? session.suggestions(opts.top) : only.map((o) => o.suggestion);
  const ranks = only?.map((o) => o.rank);
  const cands = session.candidateWords;
  const prior = runPrior(opts);
  const guessesLeft = Math.max(0, MAX_GUESSES - history.length);
  // At the start under the history prior: the shipped table of its weights gives the optimal
  // strategy's figures (another strategy's are its own metric's, not the table's).
  const start =
    history.length === 0 && ctx.strategy.name === DEFAULT_STRATEGY
      ? startTable(ctx.words, ctx.config.weights, opts.hard === true)
      : undefined;
  // After a turn, while likely answers fit: the accepted words outside the list that fit too.
  const others = history.length === 0 ? [] : othersFitting(ctx.words, history, session.widened, opts.others === true);
  if (opts.json) {
    out.json({
      ...(day !== undefined ? { puzzle: puzzleJson(day) } : {}),
      strategy: ctx.strategy.name,
      ...priorJson(positionPrior(prior, session.widened)),
      ...(start?.meta.prior !== undefined ? { openingsTable: startTableJson(start) } : {}),
      guessesLeft,
      widened: session.widened,
      remaining: cands.length,
      candidates: cands.length <= 50 ? cands : undefined,
      otherCount: others.length,
      ...(opts.others === true ? { others } : {}),
      suggestions: list.map((s, i) => ({ ...(ranks ? { rank: ranks[i] } : {}), ...suggestionJson(s) })),
    });
    return;
  }
  puzzleHeader(out, opts, ctx.words);
  const note = startTableNote(start, advicePuzzle(opts), runHistory().at(-1)?.day);
  if (note !== undefined) out.line(note);
  out.line(answersLeftLine(cands, session.widened));
  const more = opts.others === true ? othersListing(others) : othersCountLines(others, '--others lists them');
  for (const line of more) out.line(line);
  out.line();
  const table = { widened: session.widened, guessesLeft, ...priorOption(prior, session.widened) };
  out.line(suggestionTable(list, { ...(ranks ? { ranks } : {}), ...table }));
  if (cands.length > 20 && cands.length <= 100) out.line(`\n${wordColumns(cands)}`);
}
