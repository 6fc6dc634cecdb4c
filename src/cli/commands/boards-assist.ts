import { parseMultiTurn } from '../../core/boards.js';
import { allGreen } from '../../core/pattern.js';
import type { MultiTurn } from '../../core/types.js';
import { boardGameName } from '../../engine/game/rules.js';
import type { Session } from '../../engine/game/session.js';
import { boardsEmoji, boardsSuggestionTable } from '../boards-format.js';
import { wordColumns } from '../format.js';
import { assistLine, assistTurn, type LineHandler } from '../terminal/repl.js';
import { paint } from '../terminal/style.js';
import { boardsStatusLines } from './boards-run.js';

/** The help of `assist --boards`. */
export const BOARDS_HELP = `Type the colours you got for the suggested word on every board, separated by commas, or
GUESS=COLOURS,COLOURS,… if you played another word. A solved board takes an empty field or "-",
or leave solved boards out: one field per unsolved board, in order.
Colours: g/y/b (also 2/1/0 or 🟩🟨⬛), e.g. "bgybb,bbbbg" or "crane=bbyyb,gbbbb".
Commands:
  undo       take back the last turn
  reset      start a new game
  list       show every remaining answer of every board
  top [N]    show the N best guesses (default 10)
  review     once every board is solved: each guess beside the advice's, and its game for the same answers
  help       show this help
  quit       leave (also Ctrl-D)`;

/** The multi-board assistant's conversation: one input line in, text out (terminal or piped). */
export class BoardsAssistant implements LineHandler {
  private suggestion: string | undefined;

  constructor(
    readonly session: Session,
    private readonly color: boolean,
    private readonly showTop = 5,
    /** The review of a finished game (the answers, one per board, and the guesses); none: not offered. */
    private readonly reviewer?: (answers: readonly string[], guesses: readonly string[]) => string,
  ) {}

  /** The opening text: the game, the answers per board and the first suggestion. */
  start(): string {
    const s = this.session;
    const n = s.boardCandidates(0).length;
    return (
      `${boardGameName(s.boards)}: ${s.boards} boards, ${s.maxGuesses} guesses, ${n} possible answers each. ` +
      `Type "help" for commands.\n${this.status()}`
    );
  }

  /** Handle one input line. `done` is true after quit. */
  handle(raw: string): { text: string; done: boolean } {
    return assistLine(raw, {
      help: BOARDS_HELP,
      color: this.color,
      undo: () => this.session.undo(),
      reset: () => this.session.reset(),
      status: () => this.status(),
      list: () =>
        this.session.solvedBoards
          .map((_, b) => `board ${b + 1}:\n${wordColumns(this.session.boardWords(b))}`)
          .join('\n'),
      top: (n) => boardsSuggestionTable(this.session.suggestions(n)),
      turn: (line) => this.turn(line),
      ...(this.reviewer !== undefined ? { review: () => this.review() } : {}),
    });
  }

  /** The review, once every board is solved: each board's answer is the guess that solved it. */
  private review(): string {
    const s = this.session;
    if (!s.solved) return 'The review needs every answer: it is offered once every board is solved.';
    const win = allGreen(s.config.words.length);
    const answers = s.solvedBoards.map((_, b) => s.turns.find((t) => t.patterns[b] === win)!.guess);
    return this.reviewer!(
      answers,
      s.turns.map((t) => t.guess),
    );
  }

  private parse(line: string): MultiTurn {
    const L = this.session.config.words.length;
    const full = (text: string): MultiTurn => parseMultiTurn(text, L);
    return assistTurn(
      line,
      this.suggestion,
      { full, colours: (colours, guess) => full(`${guess}=${colours}`) },
      ' on each board, or GUESS=COLOURS,…',
    );
  }

  private turn(line: string): string {
    const t = this.session.play(this.parse(line));
    const row = `${t.guess.toUpperCase()} ${boardsEmoji(t.patterns, t.guess.length)}`;
    return `${row}\n${this.status()}`;
  }

  /** Where the game stands, and the next suggestion. */
  status(): string {
    const s = this.session;
    const played = s.turns.length;
    if (s.solved) {
      this.suggestion = undefined;
      const verdict = played <= s.maxGuesses ? '' : ` (over the limit of ${s.maxGuesses})`;
      const review = this.reviewer !== undefined ? ' Type review for the analysis,' : ' Type';
      return `All ${s.boards} boards solved in ${played}${verdict}!${review} reset for a new game, or quit.`;
    }
    const lines: string[] = [];
    if (played > 0) lines.push(...boardsStatusLines(s));
    const top = s.suggestions(this.showTop);
    const best = top[0];
    if (best === undefined) return lines.join('\n');
    this.suggestion = best.word;
    lines.push(boardsSuggestionTable(top));
    const left = s.maxGuesses - played;
    lines.push(
      `Suggested: ${paint('bold', best.word.toUpperCase(), this.color)} (guess ${played + 1}; ${left} left within the limit)`,
    );
    return lines.join('\n');
  }
}
