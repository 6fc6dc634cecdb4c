import { formatFeedback } from '../core/feedback.js';
import type { Pattern } from '../core/types.js';
import type { BoardsProvenValue } from '../engine/exact/boards.js';
import { round } from './format.js';

/** One turn's feedback on every board as emoji, a blank where the board was already solved. */
export function boardsEmoji(patterns: readonly (Pattern | null)[], length: number): string {
  return patterns.map((p) => (p === null ? '  '.repeat(length) : formatFeedback(p, length, 'emoji'))).join(' ');
}

/** One turn's feedback in letters, `-` where the board was already solved: `bbgyb,-,gbbbb`. */
export function boardsLetters(patterns: readonly (Pattern | null)[], length: number): string {
  return patterns.map((p) => (p === null ? '-' : formatFeedback(p, length))).join(',');
}

/** Candidates left per board after a turn: `138 120 ✓ 14` (✓ solved, - solved before). */
export function boardsLeft(
  remaining: readonly (number | null)[],
  patterns: readonly (Pattern | null)[],
  win: number,
): string {
  return remaining.map((r, b) => (r === null ? '-' : patterns[b] === win ? '✓' : String(r))).join(' ');
}

/** A proven value in JSON: `{ label: 'proven', winChance, won, weight, total, expectedGuesses }`. */
export function boardsProvenJson(p: BoardsProvenValue): Record<string, unknown> {
  return {
    label: p.label,
    winChance: round(p.winChance, 6),
    won: p.won,
    weight: p.weight,
    total: p.total,
    expectedGuesses: round(p.expectedGuesses, 6),
  };
}
