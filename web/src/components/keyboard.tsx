/** The on-screen keyboard, coloured by what the guesses have revealed. */
import { COLOUR_NAMES } from './tiles.js';

const ROWS = ['qwertyuiop', 'asdfghjkl', '+zxcvbnm-'];

interface KeyboardProps {
  /** Best colour seen per letter. */
  readonly colours: ReadonlyMap<string, number>;
  /** Called with a letter, `enter` or `backspace`. */
  readonly onKey: (key: string) => void;
}

// A click on a key must not move the focus: the physical Enter then still submits the guess.
const keepFocus = (e: MouseEvent): void => e.preventDefault();

/** Three rows of keys; Enter and Backspace at the ends of the last row. */
export function Keyboard({ colours, onKey }: KeyboardProps) {
  return (
    <div class="keyboard" role="group" aria-label="Keyboard" onMouseDown={keepFocus}>
      {ROWS.map((row) => (
        <div class="keys" key={row}>
          {[...row].map((ch) => {
            if (ch === '+') {
              return (
                <button type="button" key="enter" class="key wide" onClick={() => onKey('enter')}>
                  Enter
                </button>
              );
            }
            if (ch === '-') {
              return (
                <button
                  type="button"
                  key="back"
                  class="key wide"
                  aria-label="Backspace"
                  onClick={() => onKey('backspace')}
                >
                  ⌫
                </button>
              );
            }
            const c = colours.get(ch);
            const name = c === undefined ? '' : COLOUR_NAMES[c];
            return (
              <button
                type="button"
                key={ch}
                class={`key ${name}`}
                aria-label={name ? `${ch.toUpperCase()}, ${name}` : ch.toUpperCase()}
                onClick={() => onKey(ch)}
              >
                {ch.toUpperCase()}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
