import { Command } from 'commander';
import { WordleError } from '../../core/errors.js';
import { formatFeedback, parseFeedback } from '../../core/feedback.js';
import { parseTurn } from '../../core/history.js';
import type { History, Turn, Word } from '../../core/types.js';
import { Session } from '../../engine/game/session.js';
import { DEFAULT_STRATEGY } from '../../engine/game/strategies.js';
import type { Suggestion } from '../../engine/game/suggestion.js';
import { treeStrategy } from '../../engine/tree/walk.js';
import { readTreeFile, resolveTreePath } from '../../node/tree-file.js';
import {
  hardModeNote,
  INTERACTIVE_BUDGET_MS,
  loadBoardsContext,
  loadContext,
  refuseOneBoardMaxGuesses,
  shippedTreeList,
  shippedTreeNote,
} from '../load.js';
import {
  addAnyWordOption,
  addCommonOptions,
  addMemoryOption,
  checkAllowedGuesses,
  intOption,
  type CommonOptions,
} from '../context.js';
import { answersLeftLine, solvedLine, wordColumns } from '../format.js';
import { suggestionTable } from '../suggestion-table.js';
import { priorOption, type PriorChoice } from '../prior.js';
import { BoardsAssistant } from './boards-assist.js';
import { startTable, startTableNote } from '../openings-shipped.js';
import { othersCountLines, othersFitting, othersListing } from '../others.js';
import {
  addDateOption,
  advicePuzzle,
  checkDateBoards,
  puzzleHeader,
  runHistory,
  runPrior,
  type DateOption,
} from '../puzzle.js';
import { answersReviewText, reviewText } from './analyze.js';
import type { Output } from '../output.js';
import { assistLine, assistTurn, runLines } from '../terminal/repl.js';
import { paint, tiles, useColor } from '../terminal/style.js';

const HELP = `Type the colours you got for the suggested word, or GUESS=COLOURS if you played another word.
Colours: g/y/b (also 2/1/0 or 🟩🟨⬛), e.g. "bgybb" or "crane=bbyyb" or "crane bbyyb".
Commands:
  undo       take back the last turn
  reset      start a new game
  list       show every remaining answer
  review     the analysis of the game so far: skill, luck and the best play, turn by turn
  top [N]    show the N best guesses (default 10)
  help       show this help
  quit       leave (also Ctrl-D)`;

/**
 * The assistant's conversation, independent of the terminal: feed it a line, get text back.
 * The same object drives the interactive prompt and the piped line protocol.
 */
export class Assistant {
  private suggestion: string | undefined;

  constructor(
    readonly session: Session,
    private readonly color: boolean,
    private readonly showTop = 5,
    private readonly anyWord = false,
    private readonly notes: readonly string[] = [],
    private readonly prior: PriorChoice = { kind: 'named', name: 'uniform' },
    /** The review of a history (`review`, and offered once the game is solved); none: not offered. */
    private readonly reviewer?: (history: History) => string,
  ) {}

  /**
   * The accepted words outside the likely list that fit too, after a turn (while likely answers
   * fit): most likely first when `listed`, else only to be counted.
   */
  private others(listed: boolean): Word[] {
    const s = this.session;
    return s.history.length === 0 ? [] : othersFitting(s.config.words, s.history, s.widened, listed);
  }

  /** The suggestions table of the position, its notes saying how they count. */
  private table(list: readonly Suggestion[]): string {
    const s = this.session;
    const guessesLeft = Math.max(0, 6 - s.history.length);
    return suggestionTable(list, { widened: s.widened, guessesLeft, ...priorOption(this.prior, s.widened) });
  }

  /** The opening text: the mode (hard) and the lists when they need saying, the situation, the first suggestion. */
  start(): string {
    const s = this.session;
    const what = s.widens
      ? `likely answers (any of the ${s.config.words.guesses.length} accepted words if none fits)`
      : 'possible answers';
    const head = [...hardModeNote(s.config.hard), ...this.notes];
    return [...head, `${s.candidates.length} ${what}. Type "help" for commands.`, this.status()].join('\n');
  }

  /** Handle one input line. `done` is true after quit. */
  handle(raw: string): { text: string; done: boolean } {
    return assistLine(raw, {
      help: HELP,
      color: this.color,
      undo: () => this.session.undo(),
      reset: () => this.session.reset(),
      status: () => this.status(),
      list: () =>
        [
          `${this.session.candidates.length} left:`,
          wordColumns(this.session.candidateWords),
          ...othersListing(this.others(true)),
        ].join('\n'),
      top: (n) => this.table(this.session.suggestions(n)),
      turn: (line) => this.turn(line),
      ...(this.reviewer !== undefined ? { review: () => this.review() } : {}),
    });
  }

  /** The analysis of the game so far (as `wordle analyze` gives it). */
  private review(): string {
    const h = this.session.history;
    if (h.length === 0) return 'Nothing to review yet: play a turn first.';
    return this.reviewer!(h);
  }

  private parse(line: string): Turn {
    const L = this.session.config.words.length;
    return assistTurn(
      line,
      this.suggestion,
      {
        full: (text) => parseTurn(text, L),
        colours: (colours, guess) => ({ guess, pattern: parseFeedback(colours, L) }),
      },
      ', or GUESS=COLOURS',
    );
  }

  private turn(line: string): string {
    const t = this.parse(line);
    checkAllowedGuesses(this.session.config.words, [t], this.anyWord);
    this.session.play(t);
    const L = t.guess.length;
    const row = `${tiles(t.guess, t.pattern, this.color)} ${formatFeedback(t.pattern, L, 'emoji')}`;
    return `${row}\n${this.status()}`;
  }

  /** Where the game stands, and the next suggestion. */
  status(): string {
    const s = this.session;
    if (s.solved) {
      this.suggestion = undefined;
      const review = this.reviewer !== undefined ? ' Type review for the analysis,' : ' Type';
      return `${solvedLine(s.history.length)}${review} reset for a new game, or quit.`;
    }
    const n = s.candidates.length;
    const lines: string[] = [];
    const words = s.candidateWords;
    if (s.history.length > 0)
      lines.push(answersLeftLine(words, s.widened), ...othersCountLines(this.others(false), 'type list'));
    const top = s.suggestions(n === 1 ? 1 : this.showTop);
    const best = top[0];
    if (best === undefined) return lines.join('\n');
    this.suggestion = best.word;
    if (n > 1) lines.push(this.table(top));
    lines.push(`Suggested: ${paint('bold', best.word.toUpperCase(), this.color)}${n === 1 ? ' (the answer)' : ''}`);
    return lines.join('\n');
  }
}

/** Options of `wordle assist`. */
interface AssistOptions extends CommonOptions, DateOption {
  top: number;
  tree?: string;
  maxGuesses?: number;
}

/** `wordle assist`: the interactive assistant (also a line protocol when stdin is not a TTY). */
export function assistCommand(out: Output): Command {
  return addDateOption(addAnyWordOption(addMemoryOption(addCommonOptions(new Command('assist')))))
    .description('interactive assistant: get a suggestion, type the colours you got, repeat')
    .option('--top <n>', 'how many suggestions to show each turn', intOption('--top'), 5)
    .option('--tree <file>', 'follow a decision tree file; "optimal" is the shipped SALET tree for the mode')
    .addHelpText(
      'after',
      `\nExamples:\n  $ wordle assist\n  $ wordle assist --hard --list nyt\n  $ wordle assist --boards 4\n  $ printf 'bgybb\\nlist\\nquit\\n' | wordle assist\n\n${HELP}`,
    )
    .option(
      '--max-guesses <n>',
      'with --boards: the guess limit (default: the boards plus 5)',
      intOption('--max-guesses'),
    )
    .action(async (opts: AssistOptions, cmd: Command) => {
      checkDateBoards(opts);
      refuseOneBoardMaxGuesses(opts);
      if (opts.boards > 1) {
        if (opts.tree !== undefined)
          throw new WordleError('BAD_OPTION', '--tree plays one board: it does not go with --boards');
        const ctx = loadBoardsContext(opts, cmd, { out });
        const session = new Session(ctx.config, ctx.strategy, {
          boards: ctx.boards,
          maxGuesses: ctx.maxGuesses,
        });
        const review = (answers: readonly string[], guesses: readonly string[]) =>
          answersReviewText(ctx, opts, useColor(opts), answers, guesses);
        const assistant = new BoardsAssistant(session, useColor(opts), opts.top, review);
        out.line(assistant.start());
        await runLines(assistant, out);
        return;
      }
      const ctx = loadContext(shippedTreeList(opts, opts.tree), { out, budgetMs: INTERACTIVE_BUDGET_MS });
      // With --tree, suggest the tree's guess while the game stays on it, then fall back to the strategy.
      const strategy =
        opts.tree === undefined
          ? ctx.strategy
          : treeStrategy(readTreeFile(resolveTreePath(opts.tree, ctx.config.hard), ctx.words), ctx.strategy);
      const session = new Session(ctx.config, strategy);
      // At the start under the history prior, the figures come from the shipped table of its weights.
      const start =
        strategy.name === DEFAULT_STRATEGY ? startTable(ctx.words, ctx.config.weights, ctx.config.hard) : undefined;
      const note = startTableNote(start, advicePuzzle(opts), runHistory().at(-1)?.day);
      const notes = [...shippedTreeNote(opts.tree), ...(note !== undefined ? [note] : [])];
      const color = useColor(opts);
      const review = (h: History) => reviewText(ctx, h, opts, color);
      const assistant = new Assistant(session, color, opts.top, opts.anyWord, notes, runPrior(opts), review);
      puzzleHeader(out, opts, ctx.words);
      out.line(assistant.start());
      await runLines(assistant, out);
    });
}
