import { formatFeedback } from '../../core/feedback.js';
import type { Game } from '../../engine/game/game.js';
import { tiles } from './style.js';
import { boardLabel } from '../../core/boards.js';

/** The board: one row per guess as tiles (or `CRANE bbybb` without colour), blank rows for guesses left. */
export function boardLines(game: Game, color: boolean): string[] {
  const rows = game.history.map((t) =>
    color ? tiles(t.guess, t.pattern, true) : `${t.guess.toUpperCase()} ${formatFeedback(t.pattern, t.guess.length)}`,
  );
  for (let i = rows.length; i < game.maxGuesses; i++) rows.push(color ? ' _ '.repeat(game.words.length) : '');
  return color ? rows : rows.filter((r) => r !== '');
}

/**
 * The boards side by side, up to four in a row, indented, a blank line after each row of boards:
 * each board as `boardLines` has it, under its label (✓ once solved) where the game names its
 * boards. A game of one board is its `boardLines`.
 */
export function boardsGrid(game: Game<readonly string[]>, color: boolean): string[] {
  const L = game.words.length;
  const width = color ? 3 * L : 2 * L + 1;
  const count = game.boards.length;
  const columns = game.boards.map((g, b) => {
    const label = boardLabel(b, count);
    const head = label === '' ? [] : [`${label}${game.solved[b] ? '✓' : ''}`.padEnd(width)];
    return [...head, ...boardLines(g, color)];
  });
  const lines: string[] = [];
  for (let start = 0; start < columns.length; start += 4) {
    const group = columns.slice(start, start + 4);
    const height = Math.max(...group.map((c) => c.length));
    for (let r = 0; r < height; r++) {
      // Every column but the last padded to its width: a row of one board is that board's row.
      const cells = group.map((c, i) => c[r] ?? (i < group.length - 1 ? ' '.repeat(width) : ''));
      lines.push(`  ${cells.join('   ')}`);
    }
    lines.push('');
  }
  return lines;
}
