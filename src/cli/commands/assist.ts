import { Command } from 'commander';
import { boardLabel, readTypedTurn, typedTurnHelp } from '../../core/boards.js';
import type { MultiTurn, Word } from '../../core/types.js';
import { boardGameName, defaultMaxGuesses, gameGoal, variantName } from '../../engine/game/rules.js';
import { Session } from '../../engine/game/session.js';
import { DEFAULT_STRATEGY } from '../../engine/game/strategies.js';
import type { Suggestion } from '../../engine/game/suggestion.js';
import { treeStrategy } from '../../engine/tree/walk.js';
import { readTreeFile, resolveTreePath } from '../../node/tree-file.js';
import {
  hardModeNote,
  INTERACTIVE_BUDGET_MS,
  loadContext,
  shippedTablesApply,
  shippedTablesNote,
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
import { boardsEmoji } from '../boards-format.js';
import { solvedLine, wordColumns } from '../format.js';
import { answersLines } from '../board-turns.js';
import { gameReviewText } from '../game-review.js';
import { suggestionTable } from '../suggestion-table.js';
import { priorOption, type PriorChoice } from '../prior.js';
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
import type { Output } from '../output.js';
import { assistLine, assistTurn, runLines, type LineHandler } from '../terminal/repl.js';
import { paint, tiles, useColor } from '../terminal/style.js';

/** The commands of the assistant, after how a turn is typed (core's `typedTurnHelp`). */
const COMMANDS = `Commands:
  undo       take back the last turn
  reset      start a new game
  list       show every remaining answer
  review     the analysis of the game so far: skill, luck and the best play, turn by turn
  top [N]    show the N best guesses (default 10)
  help       show this help
  quit       leave (also Ctrl-D)`;

/** The assistant's help for a game of `boards` boards. */
function assistHelp(boards: number): string {
  return `${typedTurnHelp(boards).help}\n${COMMANDS}`;
}

/**
 * The assistant's conversation for a game of any count of boards, independent of the terminal:
 * feed it a line, get text back. The same object drives the interactive prompt and the piped
 * line protocol.
 */
export class Assistant implements LineHandler {
  private suggestion: string | undefined;

  constructor(
    readonly session: Session,
    private readonly color: boolean,
    private readonly showTop = 5,
    private readonly anyWord = false,
    private readonly notes: readonly string[] = [],
    private readonly prior: PriorChoice = { kind: 'named', name: 'uniform' },
    /** The review of the turns played (`review`, and offered once the game is solved); none: not offered. */
    private readonly reviewer?: (turns: readonly MultiTurn[]) => string,
  ) {}

  /**
   * The accepted words outside the likely list that fit too, after a turn (while likely answers
   * fit, in a game that widens): most likely first when `listed`, else only to be counted.
   */
  private others(listed: boolean): Word[] {
    const s = this.session;
    return s.turns.length === 0 || !s.widens ? [] : othersFitting(s.config.words, s.history, s.widened, listed);
  }

  /** The suggestions table of the position, its notes saying how they count. */
  private table(list: readonly Suggestion[]): string {
    const s = this.session;
    const guessesLeft = Math.max(0, s.maxGuesses - s.turns.length);
    const game = { guessesLeft, maxGuesses: s.maxGuesses, boards: s.boards };
    return suggestionTable(list, { widened: s.widened, ...game, ...priorOption(this.prior, s.widened) });
  }

  /** The opening text: the game and the mode where they need saying, the notes, the situation, the first suggestion. */
  start(): string {
    const s = this.session;
    const what = s.widens
      ? `likely answers (any of the ${s.config.words.guesses.length} accepted words if none fits)`
      : 'possible answers';
    const head = [...gameNote(s), ...hardModeNote(s.config.hard), ...this.notes];
    const n = s.boardCandidates(0).length;
    return [...head, `${n} ${what}. Type "help" for commands.`, this.status()].join('\n');
  }

  /** Handle one input line. `done` is true after quit. */
  handle(raw: string): { text: string; done: boolean } {
    const s = this.session;
    return assistLine(raw, {
      help: assistHelp(s.boards),
      color: this.color,
      undo: () => s.undo(),
      reset: () => s.reset(),
      status: () => this.status(),
      list: () => this.list(),
      top: (n) => this.table(s.suggestions(n)),
      turn: (line) => this.turn(line),
      ...(this.reviewer !== undefined ? { review: () => this.reviewer!(s.turns) } : {}),
    });
  }

  /** Every answer left, board by board (labelled where there are several), then the others that fit. */
  private list(): string {
    const s = this.session;
    const boards = s.solvedBoards.map((_, b) => {
      const words = s.boardWords(b);
      return `${boardLabel(b, s.boards)}${words.length} left:\n${wordColumns(words)}`;
    });
    return [...boards, ...othersListing(this.others(true))].join('\n');
  }

  private parse(line: string): MultiTurn {
    const { length } = this.session.config.words;
    const { boards } = this.session;
    return assistTurn(
      line,
      this.suggestion,
      {
        full: (text) => readTypedTurn(text, length, boards),
        colours: (colours, guess) => readTypedTurn(colours, length, boards, guess),
      },
      typedTurnHelp(boards).hint,
    );
  }

  private turn(line: string): string {
    const t = this.parse(line);
    checkAllowedGuesses(this.session.config.words, [t], this.anyWord);
    const played = this.session.play(t);
    return `${turnRow(played, this.color)}\n${this.status()}`;
  }

  /** Where the game stands, and the next suggestion. */
  status(): string {
    const s = this.session;
    if (s.solved) {
      this.suggestion = undefined;
      const review = this.reviewer !== undefined ? ' Type review for the analysis,' : ' Type';
      return `${solvedLine(s.turns.length, s.maxGuesses, boardGameName(s.boards))}${review} reset for a new game, or quit.`;
    }
    const lines = s.turns.length > 0 ? [...answersLines(s), ...othersCountLines(this.others(false), 'type list')] : [];
    // The answers left over the open boards: one is the answer, and the suggestion.
    const left = s.solvedBoards.reduce((n, solved, b) => n + (solved ? 0 : s.boardCandidates(b).length), 0);
    const top = s.suggestions(left === 1 ? 1 : this.showTop);
    const best = top[0];
    if (best === undefined) return lines.join('\n');
    this.suggestion = best.word;
    if (left > 1) lines.push(this.table(top));
    lines.push(`Suggested: ${paint('bold', best.word.toUpperCase(), this.color)}${left === 1 ? ' (the answer)' : ''}`);
    return lines.join('\n');
  }
}

/**
 * The game where it is not plain Wordle's six guesses: "Quordle: guess the 4 5-letter words in 9
 * tries.", "Wordle: guess the 5-letter word in 4 tries."
 */
function gameNote(s: Session): string[] {
  if (variantName(s.boards) === undefined && s.maxGuesses === defaultMaxGuesses(s.boards)) return [];
  const goal = gameGoal(s.boards, s.config.words.length);
  return [`${boardGameName(s.boards)}: guess ${goal} in ${s.maxGuesses} tries.`];
}

/** A turn played: the guess in tiles where it scored on one board (else in capitals), its feedback on each board as emoji. */
function turnRow(t: MultiTurn, color: boolean): string {
  const L = t.guess.length;
  const scored = t.patterns.filter((p) => p !== null);
  const word = scored.length === 1 ? tiles(t.guess, scored[0]!, color) : t.guess.toUpperCase();
  return `${word} ${boardsEmoji(t.patterns, L)}`;
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
      `\nExamples:\n  $ wordle assist\n  $ wordle assist --hard --list nyt\n  $ wordle assist --boards 4\n  $ printf 'bgybb\\nlist\\nquit\\n' | wordle assist\n\n${assistHelp(1)}`,
    )
    .option(
      '--max-guesses <n>',
      'the guesses allowed (default: the boards plus 5, six on one board)',
      intOption('--max-guesses'),
    )
    .action(async (opts: AssistOptions, cmd: Command) => {
      checkDateBoards(opts);
      const ctx = loadContext(shippedTreeList(opts, opts.tree), { out, budgetMs: INTERACTIVE_BUDGET_MS, command: cmd });
      // With --tree, suggest the tree's guess while the game stays on it, then fall back to the strategy.
      const strategy =
        opts.tree === undefined
          ? ctx.strategy
          : treeStrategy(readTreeFile(resolveTreePath(opts.tree, ctx.config.hard), ctx.words), ctx.strategy);
      const session = new Session(ctx.config, strategy, { boards: ctx.boards, maxGuesses: ctx.maxGuesses });
      // At the start under the history prior, the figures come from the shipped table of its weights.
      const start =
        strategy.name === DEFAULT_STRATEGY && shippedTablesApply(ctx)
          ? startTable(ctx.words, ctx.config.weights, ctx.config.hard)
          : undefined;
      const note = startTableNote(start, advicePuzzle(opts), runHistory().at(-1)?.day);
      const notes = [...shippedTreeNote(opts.tree), ...shippedTablesNote(ctx), ...(note !== undefined ? [note] : [])];
      const color = useColor(opts);
      const review = (turns: readonly MultiTurn[]) => gameReviewText(ctx, turns, opts, color);
      const assistant = new Assistant(session, color, opts.top, opts.anyWord, notes, runPrior(opts), review);
      puzzleHeader(out, opts, ctx.words);
      out.line(assistant.start());
      await runLines(assistant, out);
    });
}
