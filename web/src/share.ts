/**
 * Share texts: writing a finished game's, and reading a pasted one: the header line ("Wordle
 * 1,234 3/6*", "wordlekit practice #42 X/6", and the older "wordlekit #42") and the emoji rows
 * (🟩🟨⬛⬜, and the colour-blind 🟧🟦).
 * Pure; nothing here throws.
 */
import { formatFeedback, parseFeedback, type FeedbackNotation, type Game } from 'wordlekit';
import { grouped } from './numbers.js';

/** What a game is: the NYT's puzzle of a day (#N), or a practice game of a list (its place in the list's order). */
export type PlayPuzzle =
  { readonly kind: 'practice'; readonly number: number } | { readonly kind: 'nyt'; readonly day: number };

/** What a share text says. */
export interface SharedGame {
  /** One pattern per row, in order. */
  readonly patterns: readonly number[];
  /** The game number of the header, when there is one. */
  readonly number: number | null;
  /** True when the header marks hard mode (`*`). */
  readonly hard: boolean;
  /** True when the header is this app's practice game ("wordlekit practice #N"): its number is an answer-list index. */
  readonly ours: boolean;
}

const TILES = new Set(['🟩', '🟨', '⬛', '⬜', '🟧', '🟦']);

/** True for a line of tile emoji (variation selectors and spaces aside). */
const isTileLine = (line: string): boolean => {
  const chars = [...line.replace(/[\uFE0E\uFE0F\s]/gu, '')];
  return chars.length > 0 && chars.every((c) => TILES.has(c));
};

/** Parse a share text; null when it holds no rows of `length` tiles. At most six rows are read. */
export function parseShareText(text: string, length = 5): SharedGame | null {
  const patterns: number[] = [];
  let number: number | null = null;
  let hard = false;
  let ours = false;
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.trim();
    if (line === '') continue;
    const head = /^(?:Wordle|wordlekit(?:\s+practice)?)\s+#?([\d,.\s]+?)\s+([1-6X])\/6(\*?)/iu.exec(line);
    if (head !== null && patterns.length === 0) {
      number = Number(head[1]!.replace(/[,.\s]/gu, ''));
      hard = head[3] === '*';
      ours = /^wordlekit/iu.test(line);
      continue;
    }
    if (!isTileLine(line)) continue;
    try {
      patterns.push(parseFeedback(line, length));
    } catch {
      return null;
    }
    if (patterns.length === 6) break;
  }
  return patterns.length === 0 ? null : { patterns, number, hard, ours };
}

/**
 * The share string, like the game's: a practice game's `wordlekit practice #42 3/6*` (X when lost,
 * * in hard mode), the NYT's puzzle's `Wordle 1,490 3/6* (played in wordlekit)`, a blank line,
 * then one emoji row per guess.
 */
export function shareText(game: Game, puzzle: PlayPuzzle, notation: FeedbackNotation = 'emoji'): string {
  const score = `${game.status === 'won' ? String(game.history.length) : 'X'}/${game.maxGuesses}${game.hard ? '*' : ''}`;
  const rows = game.history.map((t) => formatFeedback(t.pattern, t.guess.length, notation));
  const head =
    puzzle.kind === 'nyt'
      ? `Wordle ${grouped(puzzle.day)} ${score} (played in wordlekit)`
      : `wordlekit practice #${puzzle.number} ${score}`;
  return `${head}\n\n${rows.join('\n')}`;
}
