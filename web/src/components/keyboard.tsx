/**
 * The on-screen keyboard, coloured by what the guesses have revealed: one colour a key, or on
 * several boards (Dordle to Octordle) one part of the key per board, laid out as the boards are,
 * as Quordle draws it.
 */
import type { LetterState } from 'wordlekit';

const ROWS = ['qwertyuiop', 'asdfghjkl', '+zxcvbnm-'];

/** A key's class and the colour its label says, by letter state. */
const STATE_NAMES: Readonly<Record<LetterState, string>> = {
  unknown: '',
  absent: 'gray',
  present: 'yellow',
  correct: 'green',
};

/** One board's keyboard, or null for a board already solved (its part of each key stays blank). */
export type BoardKeys = ReadonlyMap<string, LetterState> | null;

interface KeyboardProps {
  /** What the guesses revealed of each letter (one board). */
  readonly keys?: ReadonlyMap<string, LetterState>;
  /** Several boards: each one's keyboard (null once solved); each key is split into one part per board. */
  readonly boards?: readonly BoardKeys[];
  /** Called with a letter, `enter` or `backspace`. */
  readonly onKey: (key: string) => void;
}

// A click on a key must not move the focus: the physical Enter then still submits the guess.
const keepFocus = (e: MouseEvent): void => e.preventDefault();

/**
 * A split key's name: the letter, then its colour on each board, grouped (`A: green on board 1;
 * gray on boards 2, 4; board 3 solved`); the letter alone while no board has revealed it.
 */
export function splitKeyLabel(ch: string, boards: readonly BoardKeys[]): string {
  const on = (state: LetterState | 'solved'): number[] =>
    boards.flatMap((k, b) => ((k === null ? 'solved' : (k.get(ch) ?? 'unknown')) === state ? [b + 1] : []));
  const parts: string[] = [];
  for (const state of ['correct', 'present', 'absent'] as const) {
    const list = on(state);
    if (list.length > 0) parts.push(`${STATE_NAMES[state]} on board${list.length > 1 ? 's' : ''} ${list.join(', ')}`);
  }
  if (parts.length === 0) return ch.toUpperCase();
  const solved = on('solved');
  if (solved.length > 0) parts.push(`board${solved.length > 1 ? 's' : ''} ${solved.join(', ')} solved`);
  return `${ch.toUpperCase()}: ${parts.join('; ')}`;
}

/** One letter key, coloured and named by its state (or its states, one part per board). */
function LetterKey({
  ch,
  keys,
  boards,
  onKey,
}: {
  readonly ch: string;
  readonly keys: ReadonlyMap<string, LetterState> | undefined;
  readonly boards: readonly BoardKeys[] | undefined;
  readonly onKey: (key: string) => void;
}) {
  if (boards !== undefined && boards.length > 1) {
    return (
      <button type="button" class="key split" aria-label={splitKeyLabel(ch, boards)} onClick={() => onKey(ch)}>
        <span class="key-parts" aria-hidden="true">
          {boards.map((k, b) => (
            <span
              key={b}
              class={`key-part ${k === null ? 'solved' : STATE_NAMES[k.get(ch) ?? 'unknown'] || 'unknown'}`}
            />
          ))}
        </span>
        <span class="key-letter">{ch.toUpperCase()}</span>
      </button>
    );
  }
  const name = STATE_NAMES[(keys ?? boards?.[0])?.get(ch) ?? 'unknown'];
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
export function Keyboard({ keys, boards, onKey }: KeyboardProps) {
  return (
    <div
      class="keyboard"
      role="group"
      aria-label="Keyboard"
      data-boards={boards === undefined ? undefined : boards.length}
      onMouseDown={keepFocus}
    >
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
              <LetterKey key={ch} ch={ch} keys={keys} boards={boards} onKey={onKey} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}
