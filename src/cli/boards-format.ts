import { formatFeedback } from '../core/feedback.js';
import type { Pattern } from '../core/types.js';
import type { BoardsProvenValue } from '../engine/exact/boards.js';
import type { Suggestion } from '../engine/game/suggestion.js';
import { num, round, table, wrapText } from './format.js';

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

/**
 * The suggestions table of `suggest --boards` and `assist --boards`; where the exact search proved
 * the values, the chance to finish in time and the expected guesses come first, with a note.
 */
export function boardsSuggestionTable(list: readonly Suggestion[]): string {
  const proven = list.length > 0 && list.every((s) => s.proven === true);
  const head = proven ? ['win chance', 'exp. guesses'] : [];
  const body = table(
    ['#', 'guess', ...head, 'bits', 'expected left', 'can solve board', 'expected solves'],
    list.map((s, i) => [
      String(i + 1),
      s.word,
      ...(s.proven !== true || !proven ? [] : [provenChance(s), num(s.expectedGuesses!, 4)]),
      num(s.entropy, 3),
      num(s.expectedSize, 2),
      s.solves === undefined || s.solves.length === 0 ? '-' : s.solves.join(','),
      (s.hitChance ?? 0) > 0 ? num(s.hitChance!, 3) : '-',
    ]),
    proven ? [1, 6] : [1, 4],
  );
  return proven ? `${body}\n${wrapText(PROVEN_NOTE, 100, '')}` : body;
}

/** What the proven columns mean (the totals convention: the next guess included). */
const PROVEN_NOTE =
  'proven (exact search over every accepted guess): win chance = every board solved within the guesses left; ' +
  'exp. guesses = guesses until the last board is solved, this one included';

/** "3 of 4, 75.0%", or "100%" when every joint answer is won. */
function provenChance(p: Suggestion): string {
  return p.won === p.weight ? '100%' : `${p.won} of ${p.weight}, ${num((100 * p.won!) / p.weight!, 1)}%`;
}

/** The JSON shape of a multi-board suggestion (stable, documented in the README). */
export function boardsSuggestionJson(s: Suggestion): Record<string, unknown> {
  return {
    word: s.word,
    entropy: round(s.entropy, 6),
    expectedSize: round(s.expectedSize, 6),
    solves: s.solves,
    hitChance: round(s.hitChance ?? 0, 6),
    ...(s.proven !== true
      ? {}
      : {
          proven: {
            label: 'proven',
            winChance: round(s.winChance!, 6),
            won: s.won,
            weight: s.weight,
            total: Math.round(s.expectedGuesses! * s.weight!),
            expectedGuesses: round(s.expectedGuesses!, 6),
          },
        }),
  };
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
