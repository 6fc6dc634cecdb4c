/** The assistant's board: the turns entered (their tiles stay clickable), the next guess, and the actions. */
import type { Ref } from 'preact';
import { plainClick } from '../header.js';
import type { TurnData } from '../protocol.js';
import { encodeState, WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { digitsOf, Row } from './tiles.js';

interface EntryProps {
  readonly entry: string;
  readonly input: Ref<HTMLInputElement>;
  readonly onEntry: (word: string) => void;
  readonly onAdd: () => void;
}

/** The field for the next guess and Add turn. */
function Entry({ entry, input, onEntry, onAdd }: EntryProps) {
  return (
    <form
      class="entry"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd();
      }}
    >
      <label for="guess-input" class="sr-only">
        Guess
      </label>
      <input
        id="guess-input"
        ref={input}
        value={entry}
        maxLength={WORD_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellcheck={false}
        placeholder="Type a guess"
        onInput={(e) => onEntry(e.currentTarget.value.toLowerCase().replace(/[^a-z]/gu, ''))}
      />
      <button type="submit" class="primary">
        Add turn
      </button>
    </form>
  );
}

/** Undo, Reset, Copy link and Analyse. */
function Actions({
  state,
  navigate,
  onCopy,
}: {
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly onCopy: () => void;
}) {
  const { history } = state;
  return (
    <div class="actions">
      <button
        type="button"
        disabled={history.length === 0}
        onClick={() => navigate({ history: history.slice(0, -1) }, 'push')}
      >
        Undo
      </button>
      <button type="button" disabled={history.length === 0} onClick={() => navigate({ history: [] }, 'push')}>
        Reset
      </button>
      <button type="button" onClick={onCopy}>
        Copy link
      </button>
      {history.length > 0 ? (
        <a
          class="button"
          href={encodeState({ ...state, mode: 'analyse', review: history })}
          onClick={(e) => {
            if (!plainClick(e)) return;
            e.preventDefault();
            navigate({ mode: 'analyse', review: history }, 'push');
          }}
        >
          Analyse
        </a>
      ) : (
        <button type="button" disabled>
          Analyse
        </button>
      )}
    </div>
  );
}

interface AssistantBoardProps extends EntryProps {
  readonly state: AppState;
  readonly navigate: Navigate;
  /** The game is solved: no next guess. */
  readonly solved: boolean;
  readonly colours: readonly number[];
  readonly note: string | null;
  readonly onEditTurn: (turn: number, position: number) => void;
  readonly onCycle: (position: number) => void;
  readonly onCopy: () => void;
}

/** The turns, the next guess with its colours, the actions, and a note for what just happened. */
export function AssistantBoard(props: AssistantBoardProps) {
  const { state, solved, entry, colours, note } = props;
  return (
    <section class="board-panel" aria-label="Your guesses">
      <div class="board">
        {state.history.map((t: TurnData, i) => (
          <Row
            key={i}
            word={t.guess}
            length={WORD_LENGTH}
            colours={digitsOf(t.pattern, WORD_LENGTH)}
            onCycle={(p) => props.onEditTurn(i, p)}
            label={`Turn ${i + 1}: ${t.guess.toUpperCase()}`}
          />
        ))}
        {!solved && (
          <Row
            word={entry}
            length={WORD_LENGTH}
            colours={entry ? colours : null}
            onCycle={props.onCycle}
            label="Next guess"
          />
        )}
      </div>
      {!solved && <Entry entry={entry} input={props.input} onEntry={props.onEntry} onAdd={props.onAdd} />}
      <p class="hint">Tap or click a tile to change its colour (gray → yellow → green), then add the turn.</p>
      <Actions state={state} navigate={props.navigate} onCopy={props.onCopy} />
      <p class="note" role="status" data-testid="note">
        {note ?? ''}
      </p>
    </section>
  );
}
