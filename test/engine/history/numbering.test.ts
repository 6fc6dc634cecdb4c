import { describe, expect, it } from 'vitest';
import {
  localPuzzleNumber,
  parsePuzzle,
  puzzleDate,
  puzzleLabel,
  puzzleNumber,
} from '../../../src/engine/history/numbering.js';
import { dailyIndex } from '../../../src/engine/game/game.js';
import { wordleError } from '../../helpers/errors.js';

// The NYT numbers its puzzles by days since launch: #0 on 2021-06-19 (CIGAR), #1000 on 2024-03-15
// (../shared/lists/README.md), #1490 on 2025-07-18 (LORIS, issue 34).
describe("the NYT's numbering", () => {
  it.each([
    ['2021-06-19', 0],
    ['2024-03-15', 1000],
    ['2025-07-18', 1490],
    ['2026-05-31', 1807],
    ['2026-11-25', 1985],
  ])('%s is #%i, and back', (date, n) => {
    expect(puzzleNumber(date)).toBe(n);
    expect(puzzleDate(n)).toBe(date);
  });

  it('counts local calendar days, as the daily game does', () => {
    expect(localPuzzleNumber(new Date(2025, 6, 18, 23, 59))).toBe(1490);
    expect(localPuzzleNumber(new Date(2025, 6, 18, 0, 0))).toBe(1490);
    expect(dailyIndex(new Date(2026, 10, 25))).toBe(1985);
  });

  it('reads a puzzle by date or by number', () => {
    expect(parsePuzzle('2025-07-18')).toBe(1490);
    expect(parsePuzzle('#1490')).toBe(1490);
    expect(parsePuzzle(' 1490 ')).toBe(1490);
    expect(puzzleLabel(1490)).toBe('#1490 (2025-07-18)');
  });

  it.each([
    ['2025-02-30', '--date: "2025-02-30" is not a date YYYY-MM-DD'],
    ['2021-06-18', '--date: 2021-06-18 is before the first Wordle (2021-06-19, #0)'],
    ['yesterday', '--date: "yesterday" is not a date YYYY-MM-DD or a number #N'],
    ['#-3', '--date: "#-3" is not a date YYYY-MM-DD or a number #N'],
    ['25-07-18', '--date: "25-07-18" is not a date YYYY-MM-DD or a number #N'],
  ])('refuses %s in one line naming the option', (text, message) => {
    expect(wordleError(() => parsePuzzle(text, '--date'), 'BAD_OPTION').message).toBe(message);
  });
});
