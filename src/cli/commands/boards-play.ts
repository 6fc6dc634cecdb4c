import { formatFeedback } from '../../core/feedback.js';
import type { WordSet } from '../../core/wordlist.js';
import { boardGameName } from '../../engine/boards/rules.js';
import { BoardsGame } from '../../engine/boards/game.js';
import type { LetterState } from '../../engine/game/game.js';
import { boardsLetters } from '../boards-format.js';
import type { Output } from '../output.js';
import { tiles } from '../style.js';
import { keyboardLines, lineReader } from './play.js';

const RANK: Readonly<Record<LetterState, number>> = { unknown: 0, absent: 1, present: 2, correct: 3 };

/**
 * One keyboard for every board still open: a key shows its best state on any of them (green on
 * one board beats yellow on another), and "absent" only when it is absent on all of them.
 */
export function mergedKeyboard(game: BoardsGame): Map<string, LetterState> {
  const open = game.keyboards().filter((_, b) => !game.solved[b]);
  const keys = new Map<string, LetterState>();
  for (const c of 'abcdefghijklmnopqrstuvwxyz') {
    const states = open.map((k) => k.get(c) ?? 'unknown');
    const absentEverywhere = states.length > 0 && states.every((s) => s === 'absent');
    const best = states.reduce<LetterState>((a, s) => (RANK[s] > RANK[a] && s !== 'absent' ? s : a), 'unknown');
    keys.set(c, absentEverywhere ? 'absent' : best);
  }
  return keys;
}

/** The boards in a grid, up to four side by side: each board's rows until it was solved. */
export function boardsGrid(game: BoardsGame, color: boolean): string[] {
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

/** Play a multi-board game on the terminal (redrawn) or through piped lines (one line per guess). */
export async function playBoards(
  out: Output,
  words: WordSet,
  answers: readonly string[],
  maxGuesses: number,
  color: boolean,
): Promise<void> {
  const game = new BoardsGame(words, answers, { maxGuesses });
  const tty = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const reader = lineReader(tty);
  const name = boardGameName(game.boards.length);
  const intro = `${name}: guess the ${game.boards.length} ${words.length}-letter words in ${game.maxGuesses} tries`;
  const show = (message?: string): void => {
    if (tty) {
      out.line('\x1b[2J\x1b[H' + `${name.toUpperCase()}\n`);
      for (const l of boardsGrid(game, color)) out.line(`  ${l}`);
      for (const r of keyboardLines(mergedKeyboard(game), color)) out.line(`  ${r}`);
      out.line();
    } else if (message === undefined) {
      const t = game.history[game.history.length - 1];
      if (t !== undefined)
        out.line(`${game.history.length}/${game.maxGuesses} ${t.guess} ${boardsLetters(t.patterns, words.length)}`);
    }
    if (message !== undefined) out.line(message);
  };
  if (tty) show(intro);
  else out.line(`wordle play: ${intro}; one guess per line`);
  try {
    while (game.status === 'playing') {
      const line = await reader.next(`guess ${game.history.length + 1}/${game.maxGuesses}> `);
      if (line === null || ['quit', ':q'].includes(line.trim())) {
        out.line(`game abandoned: the answers were ${answers.join(' ')}`);
        return;
      }
      if (line.trim() === '') continue;
      const r = game.guess(line);
      show(r.kind === 'rejected' ? `invalid: ${r.message}` : undefined);
    }
    const solved = game.solved.filter(Boolean).length;
    out.line(
      game.status === 'won'
        ? `won in ${game.history.length}/${game.maxGuesses}`
        : `lost: ${solved} of ${answers.length} boards solved; the answers were ${answers.join(' ')}`,
    );
  } finally {
    reader.close();
  }
}
