import { patternDigits } from '../../core/pattern.js';
import type { Turn } from '../../core/types.js';

/** What the keyboard shows for a letter: not tried, not in the word, in it elsewhere, in place. */
export type LetterState = 'unknown' | 'absent' | 'present' | 'correct';

const STATE_RANK: Readonly<Record<LetterState, number>> = { unknown: 0, absent: 1, present: 2, correct: 3 };
const DIGIT_STATE: readonly LetterState[] = ['absent', 'present', 'correct'];

/** The letters of the keyboard, a to z. */
export const KEYBOARD_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The keyboard after some turns on one board: every letter a-z with its best state (correct beats
 * present beats absent), `unknown` for a letter not tried. The one rule behind `Game.keyboard`,
 * Absurdle's keyboard and each board of a multi-board game.
 */
export function keyboardOf(turns: readonly Turn[]): Map<string, LetterState> {
  const keys = new Map<string, LetterState>([...KEYBOARD_LETTERS].map((c) => [c, 'unknown']));
  for (const t of turns) {
    patternDigits(t.pattern, t.guess.length).forEach((d, i) => {
      const c = t.guess[i] as string;
      const s = DIGIT_STATE[d] as LetterState;
      if (STATE_RANK[s] > STATE_RANK[keys.get(c) ?? 'unknown']) keys.set(c, s);
    });
  }
  return keys;
}

/**
 * One keyboard for several boards (those still open): a key shows its best state on any of them
 * (green on one board beats yellow on another), and `absent` only when it is absent on all of them
 * (a letter absent from one board may still be in another). With no board open, every key is unknown.
 */
export function mergedKeyboard(boards: readonly ReadonlyMap<string, LetterState>[]): Map<string, LetterState> {
  const keys = new Map<string, LetterState>();
  for (const c of KEYBOARD_LETTERS) {
    const states = boards.map((k) => k.get(c) ?? 'unknown');
    const absentEverywhere = states.length > 0 && states.every((s) => s === 'absent');
    const best = states.reduce<LetterState>(
      (a, s) => (STATE_RANK[s] > STATE_RANK[a] && s !== 'absent' ? s : a),
      'unknown',
    );
    keys.set(c, absentEverywhere ? 'absent' : best);
  }
  return keys;
}
