import type { LetterState } from '../../engine/game/keyboard.js';
import { paint, type StyleFormat } from './style.js';

const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const KEY_STYLE: Readonly<Record<LetterState, StyleFormat>> = {
  unknown: ['bold', 'bgWhite', 'black'],
  absent: ['bold', 'bgGray', 'white'],
  present: ['bold', 'bgYellow', 'whiteBright'],
  correct: ['bold', 'bgGreen', 'whiteBright'],
};
const KEY_MARK: Readonly<Record<LetterState, string>> = { unknown: '', absent: '·', present: '?', correct: '!' };

/** The keyboard: coloured keys on a terminal; otherwise letters marked `!` in place, `?` elsewhere, `·` absent. */
export function keyboardLines(keys: ReadonlyMap<string, LetterState>, color: boolean): string[] {
  return KEY_ROWS.map((row, r) => {
    const cells = [...row].map((c) => {
      const s = keys.get(c) ?? 'unknown';
      if (color) return paint(KEY_STYLE[s], ` ${c.toUpperCase()} `, true);
      return `${c.toUpperCase()}${KEY_MARK[s] || ' '}`;
    });
    return ' '.repeat(r * (color ? 2 : 1)) + cells.join(color ? '' : ' ').trimEnd();
  });
}

/** The keyboard as one line for the line protocol: `keys correct MIOST · present - · absent ACELNPR`. */
export function keySummary(keys: ReadonlyMap<string, LetterState>): string {
  const of = (state: LetterState) =>
    [...keys]
      .filter(([, s]) => s === state)
      .map(([c]) => c.toUpperCase())
      .join('') || '-';
  return `keys correct ${of('correct')} · present ${of('present')} · absent ${of('absent')}`;
}
