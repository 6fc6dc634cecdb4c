/** The NYT's puzzle of any day, by date or by number: Play's game, the assistant's and the review's day. */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { isWordleError } from 'wordlekit';
import { parsePuzzle } from 'wordlekit/core';

interface DayPickerProps {
  /** The closed box's line ("The NYT's puzzle of a day"). */
  readonly summary: ComponentChildren;
  /** The field's id (one per screen). */
  readonly id: string;
  /** The submit button's name ("Play", "Use"). */
  readonly action: string;
  /** Days one click away, with their names ("Today: #1988"). */
  readonly offers?: readonly { readonly label: string; readonly day: number }[];
  readonly onDay: (day: number) => void;
}

/** A field for a date (2025-07-18) or a number (#1490), and days one click away. */
export function DayPicker({ summary, id, action, offers = [], onDay }: DayPickerProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const go = (day: number): void => {
    setProblem(null);
    onDay(day);
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
      <summary>{summary}</summary>
      <form onSubmit={submit}>
        <label for={id}>Date or number</label>
        <input
          id={id}
          value={text}
          placeholder="2025-07-18 or #1490"
          autoComplete="off"
          spellcheck={false}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit">{action}</button>
        {offers.map((o) => (
          <button key={o.label} type="button" class="link" onClick={() => go(o.day)}>
            {o.label}
          </button>
        ))}
        {problem !== null && (
          <span class="row-problem" role="alert">
            {problem}
          </span>
        )}
      </form>
    </details>
  );
}
