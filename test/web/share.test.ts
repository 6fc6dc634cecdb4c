import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../src/core/feedback.js';
import { MAX_SHARE_CHARS, parseShareText } from '../../web/src/share.js';

// Pasted share texts, as people copy them from the game and from this app.
describe('parseShareText', () => {
  it.each([
    ['the NYT header with a comma', 'Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n⬛🟩🟩⬛🟨\n🟩🟩🟩🟩🟩', 1234, false, false],
    [
      "this app's header, hard mode, colour-blind emoji",
      'wordlekit #42 2/6*\n\n⬛🟦⬛⬛🟧\n🟧🟧🟧🟧🟧',
      42,
      true,
      true,
    ],
    ["this app's practice game", 'wordlekit practice #1,985 X/6\n\n⬛🟨⬛⬛⬛', 1985, false, true],
    [
      "the NYT's puzzle played in this app",
      'Wordle 1,490 2/6 (played in wordlekit)\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩',
      1490,
      false,
      false,
    ],
    ['no header, light-theme squares', '⬜🟨⬜⬜⬜\n🟩🟩🟩🟩🟩', null, false, false],
  ])('reads %s', (_what, text, number, hard, ours) => {
    const g = parseShareText(text)!;
    expect(g.number).toBe(number);
    expect(g.hard).toBe(hard);
    expect(g.ours).toBe(ours);
    const rows = text.split('\n').filter((l) => /[🟩🟨⬛⬜🟧🟦]/u.test(l) && !l.startsWith('Wordle'));
    expect(g.patterns).toEqual(rows.map((r) => parseFeedback(r, 5)));
  });

  it('finds nothing in text without rows, and refuses rows of the wrong length', () => {
    expect(parseShareText('Wordle 1,234 3/6')).toBeNull();
    expect(parseShareText('🟩🟩🟩🟩')).toBeNull();
  });

  // Issue 54: a number the game cannot have threw on every render of the Analyse form; a crafted
  // header backtracked quadratically (its time: bench/share-header.ts, not a timed test).
  it.each([
    ['a space between digit groups', 'Wordle 1 234 3/6', 1234],
    ['a number past the NYT numbering', 'Wordle 1,234,567 2/6', null],
    ['a practice number past it', 'wordlekit practice #99,999,999,999 X/6', null],
    ['the last number taken', 'Wordle 357,000 3/6', 357000],
  ])('reads a header with %s', (_what, header, number) => {
    const g = parseShareText(`${header}\n\n🟩🟩🟩🟩🟩`)!;
    expect(g.number).toBe(number);
    expect(g.patterns).toEqual([parseFeedback('🟩🟩🟩🟩🟩', 5)]);
  });

  it('reads crafted headers and long pastes without taking them for a game', () => {
    const rows = '\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩';
    for (const header of [
      `Wordle${' 1'.repeat(1_900)}`,
      `Wordle ${'1 '.repeat(56)}`,
      `wordlekit${' '.repeat(110)}practice #1`,
      `Wordle 1${',1'.repeat(55)} 3/6`,
    ]) {
      const g = parseShareText(header + rows)!;
      expect(g.number).toBeNull();
      expect(g.patterns).toHaveLength(2);
    }
    // Longer pastes are cut: the 100,000 and 300,000 characters of a crafted header.
    for (const n of [100_000, 300_000]) expect(parseShareText(`Wordle${' 1'.repeat(n / 2)}${rows}`)).toBeNull();
    // Only the first MAX_SHARE_CHARS are read.
    expect(parseShareText(`${'x'.repeat(MAX_SHARE_CHARS)}${rows}`)).toBeNull();
    expect(parseShareText(`${'x'.repeat(MAX_SHARE_CHARS - 40)}${rows}`)?.patterns).toHaveLength(2);
  });
});
