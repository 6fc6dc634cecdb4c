/**
 * Share texts: writing a finished game's, and reading a pasted one: the header line ("Wordle
 * 1,234 3/6*", "wordlekit practice #42 X/6", and the older "wordlekit #42") and the emoji rows
 * (🟩🟨⬛⬜, and the colour-blind 🟧🟦).
 * Pure; nothing here throws. What is pasted is untrusted: only its first MAX_SHARE_CHARS are read,
 * a header is a short line, read by a pattern that cannot backtrack much (a crafted header of
 * 100,000 characters once took 3.6 s, and a pasted one froze the page on every keystroke), and a
 * number outside the NYT's numbering is no number (a header's "1,234,567" once threw on every render).
 */
import { formatFeedback, parseFeedback, type FeedbackNotation, type Game } from 'wordlekit';
import { MAX_PUZZLE } from 'wordlekit/core';
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

/** The most characters of a pasted text read: a share text is some 200 (a few boards, a thousand). */
export const MAX_SHARE_CHARS = 4000;

/** The longest line taken for a header ("wordlekit practice #1,985 X/6* (played in wordlekit)" is 52). */
const MAX_HEADER_CHARS = 120;

// The header: the game's name, its number (digit groups, each after one separator: "1,234",
// "1 234"), the score. Each part can start only one way, so a failed match stops in linear time.
const HEADER = /^(?:Wordle|wordlekit(?:\s+practice)?)\s+#?(\d+(?:[,.\s]\d+)*)\s+([1-6X])\/6(\*?)/iu;

/** A header's number, when it is one the game could have (the NYT's numbering, or a practice game's). */
function gameNumber(text: string): number | null {
  const n = Number(text.replace(/[,.\s]/gu, ''));
  return Number.isSafeInteger(n) && n <= MAX_PUZZLE ? n : null;
}

/**
 * Parse a share text (its first MAX_SHARE_CHARS); null when it holds no rows of `length` tiles. At
 * most six rows are read.
 */
export function parseShareText(text: string, length = 5): SharedGame | null {
  const patterns: number[] = [];
  let number: number | null = null;
  let hard = false;
  let ours = false;
  for (const raw of text.slice(0, MAX_SHARE_CHARS).split(/\r?\n/u)) {
    const line = raw.trim();
    if (line === '') continue;
    const head = line.length <= MAX_HEADER_CHARS ? HEADER.exec(line) : null;
    if (head !== null && patterns.length === 0) {
      number = gameNumber(head[1]!);
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
