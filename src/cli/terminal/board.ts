import { formatFeedback } from '../../core/feedback.js';
import type { Game } from '../../engine/game/game.js';
import { tiles } from './style.js';

/** The board: one row per guess as tiles (or `CRANE bbybb` without colour), blank rows for guesses left. */
export function boardLines(game: Game, color: boolean): string[] {
  const rows = game.history.map((t) =>
    color ? tiles(t.guess, t.pattern, true) : `${t.guess.toUpperCase()} ${formatFeedback(t.pattern, t.guess.length)}`,
  );
  for (let i = rows.length; i < game.maxGuesses; i++) rows.push(color ? ' _ '.repeat(game.words.length) : '');
  return color ? rows : rows.filter((r) => r !== '');
}

/** The boards in a grid, up to four side by side: each board's rows until it was solved. */
export function boardsGrid(game: Game<readonly string[]>, color: boolean): string[] {
  const L = game.words.length;
  const width = color ? 3 * L : 2 * L + 1;
  const columns = game.boards.map((g, b) => {
    const rows = g.history.map((t) =>
      color ? tiles(t.guess, t.pattern, true) : `${t.guess.toUpperCase()} ${formatFeedback(t.pattern, L)}`,
    );
    const head = `${b + 1}${game.solved[b] ? ' ✓' : ''}`.padEnd(width);
    return [head, ...rows];
  });
  const lines: string[] = [];
  for (let start = 0; start < columns.length; start += 4) {
    const group = columns.slice(start, start + 4);
    const height = Math.max(...group.map((c) => c.length));
    for (let r = 0; r < height; r++) {
      lines.push(
        group
          .map((c) => c[r] ?? ' '.repeat(width))
          .join('   ')
          .trimEnd(),
      );
    }
    lines.push('');
  }
  return lines;
}
