/** The NYT's puzzle of any day the app's history has, by date or by number. */
import { useState } from 'preact/hooks';
import { isWordleError } from 'wordlekit';
import { parsePuzzle } from 'wordlekit/core';
import { lastNytDay, longDate, type PlayPuzzle } from '../puzzle.js';
import type { Navigate } from '../url-state.js';

interface NytPickerProps {
  readonly puzzle: PlayPuzzle;
  readonly navigate: Navigate;
}

/** A field for a date (2025-07-18) or a number (#1490), and the latest day the history has. */
export function NytPicker({ puzzle, navigate }: NytPickerProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const last = lastNytDay();
  const go = (day: number): void => {
    setProblem(null);
    navigate({ nyt: day, game: null, guesses: [] }, 'push');
  };
  const submit = (e: Event): void => {
    e.preventDefault();
    try {
      go(parsePuzzle(text, 'The puzzle'));
    } catch (err) {
      if (!isWordleError(err)) throw err;
      setProblem(`${err.message}.`);
    }
  };
  return (
    <details class="nyt-pick">
      <summary>The NYT's puzzle of a day</summary>
      <form onSubmit={submit}>
        <label for="nyt-day">Date or number</label>
        <input
          id="nyt-day"
          value={text}
          placeholder="2025-07-18 or #1490"
          autoComplete="off"
          spellcheck={false}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit">Play</button>
        {!(puzzle.kind === 'nyt' && puzzle.day === last) && (
          <button type="button" class="link" onClick={() => go(last)}>
            Latest: #{last}, {longDate(last)}
          </button>
        )}
        {problem !== null && (
          <span class="row-problem" role="alert">
            {problem}
          </span>
        )}
      </form>
    </details>
  );
}
