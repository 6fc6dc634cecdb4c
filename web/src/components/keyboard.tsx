/** The on-screen keyboard, coloured by what the guesses have revealed. */
import type { LetterState } from 'wordlekit';
import { patternDigits } from 'wordlekit/core';
import type { Turn } from 'wordlekit';

const ROWS = ['qwertyuiop', 'asdfghjkl', '+zxcvbnm-'];

/** A key's class and the colour its label says, by letter state. */
const STATE_NAMES: Readonly<Record<LetterState, string>> = {
  unknown: '',
  absent: 'gray',
  present: 'yellow',
  correct: 'green',
};
const DIGIT_STATES: readonly LetterState[] = ['absent', 'present', 'correct'];
const RANK: Readonly<Record<LetterState, number>> = { unknown: 0, absent: 1, present: 2, correct: 3 };

/** Each letter's best state over some turns (correct beats present beats absent), as `Game.keyboard` has it. */
export function keyboardOf(turns: readonly Turn[]): Map<string, LetterState> {
  const keys = new Map<string, LetterState>();
  for (const t of turns) {
    patternDigits(t.pattern, t.guess.length).forEach((d, i) => {
      const s = DIGIT_STATES[d]!;
      if (RANK[s] > RANK[keys.get(t.guess[i]!) ?? 'unknown']) keys.set(t.guess[i]!, s);
    });
  }
  return keys;
}

interface KeyboardProps {
  /** What the guesses revealed of each letter (absent letters: unknown). */
  readonly keys: ReadonlyMap<string, LetterState>;
  /** Called with a letter, `enter` or `backspace`. */
  readonly onKey: (key: string) => void;
}

// A click on a key must not move the focus: the physical Enter then still submits the guess.
const keepFocus = (e: MouseEvent): void => e.preventDefault();

/** One letter key, coloured and named by its state. */
function LetterKey({
  ch,
  state,
  onKey,
}: {
  readonly ch: string;
  readonly state: LetterState;
  readonly onKey: (key: string) => void;
}) {
  const name = STATE_NAMES[state];
  return (
    <button
      type="button"
      class={`key ${name}`}
      aria-label={name ? `${ch.toUpperCase()}, ${name}` : ch.toUpperCase()}
      onClick={() => onKey(ch)}
    >
      {ch.toUpperCase()}
    </button>
  );
}

/** Three rows of keys; Enter and Backspace at the ends of the last row. */
export function Keyboard({ keys, onKey }: KeyboardProps) {
  return (
    <div class="keyboard" role="group" aria-label="Keyboard" onMouseDown={keepFocus}>
      {ROWS.map((row) => (
        <div class="keys" key={row}>
          {[...row].map((ch) =>
            ch === '+' ? (
              <button type="button" key="enter" class="key wide" onClick={() => onKey('enter')}>
                Enter
              </button>
            ) : ch === '-' ? (
              <button
                type="button"
                key="back"
                class="key wide"
                aria-label="Backspace"
                onClick={() => onKey('backspace')}
              >
                <svg class="icon-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M8 5h12v14H8l-6-7zM11 9l6 6M17 9l-6 6" fill="none" />
                </svg>
              </button>
            ) : (
              <LetterKey key={ch} ch={ch} state={keys.get(ch) ?? 'unknown'} onKey={onKey} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}
