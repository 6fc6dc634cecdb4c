import { Command } from 'commander';
import { defaultWidening, widenedLine } from '../../engine/game/widen.js';
import { wordsFitting } from '../../engine/game/place.js';
import { checkHardMode } from '../../core/hardmode.js';
import { allGreen } from '../../core/pattern.js';
import { WordleError } from '../../core/errors.js';
import type { History } from '../../core/types.js';
import { addAnyWordOption, addCommonOptions, checkAllowedGuesses, type CommonOptions } from '../context.js';
import { loadWords } from '../load.js';
import { boardHistories, boardLabel, boardsJson, onBoard } from '../board-turns.js';
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
    .action((tokens: string[], opts: CommonOptions & { others?: boolean }) => {
      const words = loadWords(opts);
      const listed = opts.others === true;
      const boards = boardHistories(tokens, words.length, opts.boards).map((history, b) => {
        checkAllowedGuesses(words, history, opts.anyWord);
        if (opts.hard) checkHistoryHardMode(history);
        // Few turns × the words: the reference scorer is plenty fast; no matrix needed. Today's NYT
        // list widens to the accepted words that fit when no likely answer does (most likely first).
        const { words: list, widened } = onBoard(b, opts.boards, () =>
          wordsFitting(words, history, defaultWidening(words)),
        );
        // While likely answers fit, the accepted words outside the likely list that fit too (less likely).
        const others = othersFitting(words, history, widened, listed);
        const record = { count: list.length, widened, candidates: list, otherCount: others.length };
        const solved = history.at(-1)?.pattern === allGreen(words.length);
        return { solved, record: { ...record, ...(listed ? { others } : {}) }, others };
      });
      if (opts.json) {
        out.json(boardsJson(boards));
        return;
      }
      boards.forEach(({ record: { count, widened, candidates }, others }, b) => {
        const left = widened ? widenedLine(count) : `${count} ${count === 1 ? 'answer' : 'answers'} left`;
        out.line(boardLabel(b, opts.boards) + left);
        out.line(wordColumns(candidates));
        const more = listed ? othersListing(others) : othersCountLines(others, '--others lists them');
        for (const line of more) out.line(line);
      });
    });
}
