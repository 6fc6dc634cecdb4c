import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../src/core/feedback.js';
import { parseShareText } from '../../web/src/share.js';

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
});
