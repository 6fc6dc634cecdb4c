/**
 * Share texts: writing a finished game's, and reading a pasted one: the header line ("Wordle
 * 1,234 3/6*", "wordlekit #42 X/6") and the emoji rows (🟩🟨⬛⬜, and the colour-blind 🟧🟦).
 * Pure; nothing here throws.
 */
import { formatFeedback, parseFeedback, type FeedbackNotation, type Game } from 'wordlekit';

/** What a share text says. */
export interface SharedGame {
  /** One pattern per row, in order. */
  readonly patterns: readonly number[];
  /** The game number of the header, when there is one. */
  readonly number: number | null;
  /** True when the header marks hard mode (`*`). */
  readonly hard: boolean;
  /** True when the header is this app's ("wordlekit #N"): its number is an answer-list index. */
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
    const head = /^(?:Wordle|wordlekit)\s+#?([\d,.\s]+?)\s+([1-6X])\/6(\*?)/iu.exec(line);
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
 * The share string, like the game's: `wordlekit #42 3/6*` (X when lost, * in hard mode), a blank
 * line, then one emoji row per guess.
 */
export function shareText(game: Game, number: number, notation: FeedbackNotation = 'emoji'): string {
  const score = game.status === 'won' ? String(game.history.length) : 'X';
  const rows = game.history.map((t) => formatFeedback(t.pattern, t.guess.length, notation));
  return `wordlekit #${number} ${score}/${game.maxGuesses}${game.hard ? '*' : ''}\n\n${rows.join('\n')}`;
}
