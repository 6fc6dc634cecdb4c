import type { MultiTurn } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { boardGameName } from '../../engine/game/rules.js';
import { Game } from '../../engine/game/game.js';
import { boardsLetters } from '../boards-format.js';
import type { Output } from '../output.js';
import { boardsGrid } from '../terminal/board.js';
import { keyboardLines } from '../terminal/keyboard.js';
import { wrapText } from '../format.js';
import { lineReader } from '../terminal/line-reader.js';

/** What `play --boards` can show beside the game: the review at its end, the advice on `hint`. */
export interface BoardsPlayHelp {
  readonly review?: (guesses: readonly string[]) => string;
  /** The advice at the game's position (proven where the exact search finishes). */
  readonly hint?: (history: readonly MultiTurn[]) => string;
}

/**
 * Play a multi-board game on the terminal (redrawn) or through piped lines (one line per guess;
 * `hint` shows the advice, `quit` stops).
 */
export async function playBoards(
  out: Output,
  words: WordSet,
  answers: readonly string[],
  maxGuesses: number,
  color: boolean,
  help: BoardsPlayHelp = {},
): Promise<void> {
  const { review, hint } = help;
  const game = new Game(words, answers, { maxGuesses });
  const tty = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const reader = lineReader(tty);
  const name = boardGameName(game.boards.length);
  const intro = `${name}: guess the ${game.boards.length} ${words.length}-letter words in ${game.maxGuesses} tries`;
  const show = (message?: string): void => {
    if (tty) {
      out.line('\x1b[2J\x1b[H' + `${name.toUpperCase()}\n`);
      for (const l of boardsGrid(game, color)) out.line(`  ${l}`);
      for (const r of keyboardLines(game.mergedKeyboard(), color)) out.line(`  ${r}`);
      out.line();
    } else if (message === undefined) {
      const t = game.history[game.history.length - 1];
      if (t !== undefined)
        out.line(`${game.history.length}/${game.maxGuesses} ${t.guess} ${boardsLetters(t.patterns, words.length)}`);
    }
    if (message !== undefined) out.line(message);
  };
  if (tty) show(intro);
  else out.line(`wordle play: ${intro}; one guess per line${hint === undefined ? '' : ' (hint: the advice)'}`);
  try {
    while (game.status === 'playing') {
      const line = await reader.next(`guess ${game.history.length + 1}/${game.maxGuesses}> `);
      if (line === null || ['quit', ':q'].includes(line.trim())) {
        out.line(wrapText(`game abandoned: the answers were ${answers.join(' ')}`));
        return;
      }
      if (line.trim() === '') continue;
      if (hint !== undefined && line.trim().toLowerCase() === 'hint') {
        show(hint(game.history));
        continue;
      }
      const r = game.guess(line);
      show(r.kind === 'rejected' ? `invalid: ${r.message}` : undefined);
    }
    const solved = game.solved.filter(Boolean).length;
    out.line(
      game.status === 'won'
        ? `won in ${game.history.length}/${game.maxGuesses}`
        : wrapText(`lost: ${solved} of ${answers.length} boards solved; the answers were ${answers.join(' ')}`),
    );
    if (review === undefined) return;
    // As `play` offers its review: piped input answers "y" on the next line.
    if (!tty) out.line('see the analysis? [y/N]');
    const yes = await reader.next('see the analysis? [y/N] ');
    if (yes !== null && /^y(es)?$/iu.test(yes.trim())) out.line(review(game.history.map((t) => t.guess)));
  } finally {
    reader.close();
  }
}
