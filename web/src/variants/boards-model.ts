/**
 * A game on several boards as plain data, for the page: the answers, the guess limit and the
 * guesses so far; everything else is derived with the pure core (the same scoring as the CLI's
 * `wordle play --boards`). The word-list check is the worker's.
 */
import { allGreen, patternDigits, asPattern } from 'wordlekit/core';
import { scoreBoards } from 'wordlekit/variants';
import type { BoardsTurnData } from './protocol.js';

/** A multi-board game: Wordle with one board, Dordle with two, and so on. */
export interface BoardsGameData {
  readonly answers: readonly string[];
  readonly maxGuesses: number;
  readonly guesses: readonly string[];
}

/** Where a game stands. */
export type BoardsStatus = 'playing' | 'won' | 'lost';

/** The turns: one feedback per board, null on boards solved before the guess. */
export function boardsTurns(g: BoardsGameData): BoardsTurnData[] {
  const win = allGreen(g.answers[0]?.length ?? 5);
  const solved = g.answers.map(() => false);
  return g.guesses.map((guess) => {
    const patterns = scoreBoards(guess, g.answers, solved);
    patterns.forEach((p, b) => (solved[b] ||= p === win));
    return { guess, patterns };
  });
}

/** Per board: solved yet? */
export function solvedBoards(g: BoardsGameData): boolean[] {
  return g.answers.map((a) => g.guesses.includes(a));
}

/** Won when every board is solved, lost when the guesses run out first. */
export function boardsStatus(g: BoardsGameData): BoardsStatus {
  if (solvedBoards(g).every(Boolean)) return 'won';
  return g.guesses.length >= g.maxGuesses ? 'lost' : 'playing';
}

/**
 * One keyboard for the open boards: a key's best colour on any of them, and gray only when it is
 * gray on all of them (a letter absent from one board may still be in another).
 */
export function mergedColours(g: BoardsGameData): Map<string, number> {
  const turns = boardsTurns(g);
  const open = solvedBoards(g)
    .map((s, b) => (s ? -1 : b))
    .filter((b) => b >= 0);
  const out = new Map<string, number>();
  const perBoard = open.map((b) => {
    const best = new Map<string, number>();
    for (const t of turns) {
      const p = t.patterns[b];
      if (p === null || p === undefined) continue;
      patternDigits(asPattern(p), t.guess.length).forEach((d, i) => {
        const ch = t.guess[i]!;
        best.set(ch, Math.max(best.get(ch) ?? -1, d));
      });
    }
    return best;
  });
  for (const ch of 'abcdefghijklmnopqrstuvwxyz') {
    const states = perBoard.map((m) => m.get(ch));
    const seen = states.filter((s): s is number => s !== undefined);
    if (seen.length === 0) continue;
    const best = Math.max(...seen);
    if (best > 0) out.set(ch, best);
    else if (seen.length === perBoard.length) out.set(ch, 0);
  }
  return out;
}
