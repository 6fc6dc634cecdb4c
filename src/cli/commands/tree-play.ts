import { Command } from 'commander';
import { isWordleError, WordleError } from '../../core/errors.js';
import { formatFeedback, parseFeedback } from '../../core/feedback.js';
import { parseTurn } from '../../core/history.js';
import type { Pattern } from '../../core/types.js';
import { TreeGame } from '../../engine/tree/walk.js';
import { readTreeFile, resolveTreePath } from '../../node/tree-file.js';
import { addCommonOptions, type CommonOptions } from '../context.js';
import { hardModeNote, loadWords, shippedTreeList, shippedTreeNote } from '../load.js';
import { answersLeftLine, solvedLine, wordColumns } from '../format.js';
import type { Output } from '../output.js';
import { runLines, sharedCommand } from '../terminal/repl.js';
import { paint, tiles, useColor } from '../terminal/style.js';

const HELP = `Play the tree's guess, then type the colours you got: g/y/b (also 2/1/0 or 🟩🟨⬛), e.g. "bgybb".
Commands:
  undo       take back the last turn
  reset      start a new game
  list       show every answer still possible
  help       show this help
  quit       leave (also Ctrl-D)`;

/**
 * The conversation of `tree play`, independent of the terminal: feed it a line, get text back.
 * The same object drives the interactive prompt and the piped line protocol.
 */
export class TreePlayer {
  constructor(
    readonly game: TreeGame,
    private readonly length: number,
    private readonly color: boolean,
    private readonly notes: readonly string[] = [],
  ) {}

  /** The opening text: what needs saying first (the mode, the lists), how many answers, and the first guess. */
  start(): string {
    const count = `${this.game.answers.length} possible answers. Type "help" for commands.`;
    return [...this.notes, count, this.status()].join('\n');
  }

  /** Handle one input line. `done` is true after quit. */
  handle(raw: string): { text: string; done: boolean } {
    const line = raw.trim();
    try {
      const shared = sharedCommand(line.toLowerCase(), {
        help: HELP,
        undo: () => this.game.undo(),
        reset: () => this.game.reset(),
        status: () => this.status(),
      });
      if (shared !== undefined) return shared;
      switch (line.toLowerCase()) {
        case 'list': {
          const left = this.game.answers.sort();
          return { text: `${left.length} left:\n${wordColumns(left)}`, done: false };
        }
        default:
          return { text: this.turn(line), done: false };
      }
    } catch (e) {
      if (isWordleError(e)) return { text: `${paint('red', '!', this.color)} ${e.message}`, done: false };
      throw e;
    }
  }

  /** The feedback typed: colours alone, or GUESS=COLOURS / GUESS COLOURS naming the tree's guess. */
  private feedback(line: string): Pattern {
    const guess = this.game.guess;
    if (guess === undefined) throw new WordleError('BAD_HISTORY', 'the game is over: type reset or quit');
    const spaced = /^([a-z]+)\s+(\S+)$/iu.exec(line);
    const named = spaced ? `${spaced[1]}=${spaced[2]}` : line.includes('=') ? line : undefined;
    if (named !== undefined) {
      const turn = parseTurn(named, this.length);
      if (turn.guess !== guess) {
        throw new WordleError('BAD_HISTORY', `the tree plays ${guess.toUpperCase()}, not ${turn.guess.toUpperCase()}`);
      }
      return turn.pattern;
    }
    try {
      return parseFeedback(line, this.length);
    } catch (e) {
      if (!isWordleError(e)) throw e;
      throw new WordleError('BAD_FEEDBACK', `${e.message}. Type the colours for ${guess.toUpperCase()}, or help`);
    }
  }

  private turn(line: string): string {
    const t = this.game.play(this.feedback(line));
    const row = `${tiles(t.guess, t.pattern, this.color)} ${formatFeedback(t.pattern, this.length, 'emoji')}`;
    return `${row}\n${this.status()}`;
  }

  /** Where the game stands, and the tree's next guess. */
  status(): string {
    const g = this.game;
    if (g.solved) return `${solvedLine(g.history.length)} Type reset for a new game, or quit.`;
    const left = g.answers.sort();
    const lines: string[] = [];
    if (g.history.length > 0) lines.push(answersLeftLine(left, false));
    const guess = (g.guess ?? '').toUpperCase();
    const note = left.length === 1 ? ' (the answer)' : '';
    lines.push(`Guess ${g.history.length + 1}: ${paint('bold', guess, this.color)}${note}`);
    return lines.join('\n');
  }
}

/** `wordle tree play FILE`: play from a tree, typing the colours the game gives. */
export function treePlayCommand(out: Output): Command {
  return addCommonOptions(new Command('play'))
    .description('play from a decision tree: it names each guess, you type the colours you got')
    .argument('<file>', 'tree file (.json or text), or "optimal" for the shipped tree')
    .addHelpText(
      'after',
      `\nExamples:\n  $ wordle tree play salet.tree\n  $ printf 'bbbbb\\nlist\\nquit\\n' | wordle tree play optimal\n\n${HELP}`,
    )
    .action(async (file: string, opts: CommonOptions) => {
      const words = loadWords(shippedTreeList(opts, file));
      const tree = readTreeFile(resolveTreePath(file, opts.hard ?? false), words);
      const notes = [...hardModeNote(opts.hard), ...shippedTreeNote(file)];
      const player = new TreePlayer(new TreeGame(tree), words.length, useColor(opts), notes);
      out.line(player.start());
      await runLines(player, out);
    });
}
