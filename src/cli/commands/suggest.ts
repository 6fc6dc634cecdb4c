import { Command } from 'commander';
import { filterCandidates } from '../../core/filter.js';
import { parseHistory } from '../../core/history.js';
import { Session } from '../../engine/session.js';
import { addCommonOptions, intOption, loadBoardsContext, loadContext, type CommonOptions } from '../context.js';
import { boardsSuggest } from './boards-run.js';
import { suggestionJson, suggestionTable, wordColumns } from '../format.js';
import type { Output } from '../output.js';
import { checkHistoryHardMode } from './filter.js';

/** `wordle suggest [HISTORY...]`: the best next guesses and their numbers. */
export function suggestCommand(out: Output): Command {
  return addCommonOptions(new Command('suggest'))
    .description('rank the next guesses: entropy, expected answers left, worst case')
    .argument(
      '[history...]',
      'turns as GUESS=FEEDBACK, e.g. soare=ygbbb; with --boards, one feedback per board: crane=bbgyb,gbbbb',
    )
    .option('--top <n>', 'how many guesses to list', intOption('--top'), 10)
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle suggest\n  $ wordle suggest soare=ygbbb --top 5\n  $ wordle suggest crane=bbyyb --hard --strategy expected-size --json' +
        '\n  $ wordle suggest --boards 2 crane=bbgyb,gbbbb\n  $ wordle suggest --length 6',
    )
    .action((tokens: string[], opts: CommonOptions & { top: number }, cmd: Command) => {
      if (opts.boards > 1) {
        boardsSuggest(out, loadBoardsContext(opts, cmd), tokens, opts.top, opts.json === true);
        return;
      }
      const ctx = loadContext(opts);
      const history = parseHistory(tokens, ctx.words.length);
      if (opts.hard) checkHistoryHardMode(history);
      filterCandidates(ctx.words, history, ctx.matrix); // fails clearly when nothing fits
      const session = new Session(ctx.config, ctx.strategy);
      for (const t of history) session.play(t);
      const list = session.suggestions(opts.top);
      const cands = session.candidateWords;
      if (opts.json) {
        out.json({
          strategy: ctx.strategy.name,
          remaining: cands.length,
          candidates: cands.length <= 50 ? cands : undefined,
          suggestions: list.map(suggestionJson),
        });
        return;
      }
      out.line(
        `${cands.length} ${cands.length === 1 ? 'answer' : 'answers'} left${cands.length <= 20 ? `: ${cands.join(' ')}` : ''}`,
      );
      out.line();
      out.line(suggestionTable(list));
      if (cands.length > 20 && cands.length <= 100) out.line(`\n${wordColumns(cands)}`);
    });
}
