/** The Play screen's bar (the puzzle's name, hard mode, new game, the NYT's puzzle by date) and its board of six rows. */
import type { Game } from 'wordlekit';
import { MAX_GUESSES } from '../play-game.js';
import { longDate, puzzleName, type PlayPuzzle } from '../puzzle.js';
import { WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { NytPicker } from './nyt-picker.js';
import { digitsOf, Row } from './tiles.js';
import type { GameView } from './use-game.js';

interface PlayBarProps {
  readonly puzzle: PlayPuzzle;
  /** The game, once loaded (null while loading, or for a day the history does not have). */
  readonly view: GameView | null;
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly onNew: () => void;
}

/**
 * The puzzle's name (the NYT's number and date, or "Practice #N"), hard mode (chosen before the
 * first guess), a new practice game, the NYT's puzzle of any day, and why a link does not count.
 */
export function PlayBar({ puzzle, view, state, navigate, onNew }: PlayBarProps) {
  const started = view !== null && view.game.history.length > 0;
  return (
    <>
      <div class="play-bar">
        <span data-testid="puzzle-name">
          <strong>{puzzleName(puzzle)}</strong>
          {puzzle.kind === 'nyt' && <span class="muted"> · {longDate(puzzle.day)}</span>}
        </span>
        <label class="check" title={started ? 'Hard mode is chosen before the first guess' : undefined}>
          <input
            type="checkbox"
            checked={view?.game.hard ?? state.options.hard}
            disabled={started}
            onChange={(e) => navigate({ options: { ...state.options, hard: e.currentTarget.checked } })}
          />
          Hard mode
        </label>
        <button type="button" onClick={onNew}>
          New game
        </button>
      </div>
      <NytPicker puzzle={puzzle} navigate={navigate} />
      {view !== null && (view.linkProblem !== null || !view.own) && (
        <p class="notice" data-testid="game-notice">
          {view.linkProblem !== null && <>{view.linkProblem} </>}
          {!view.own && 'Opened from a link: this game does not count in your statistics.'}
        </p>
      )}
    </>
  );
}

/** Six rows: the guesses played, the word being typed, and the empty rows left. */
export function PlayBoard({
  game,
  entry,
  shake,
}: {
  readonly game: Game;
  readonly entry: string;
  readonly shake: boolean;
}) {
  const playing = game.status === 'playing';
  return (
    <div class="board" role="group" aria-label="Game board">
      {Array.from({ length: MAX_GUESSES }, (_, i) => {
        const t = game.history[i];
        if (t !== undefined) {
          const colours = digitsOf(t.pattern, WORD_LENGTH);
          return <Row key={i} word={t.guess} length={WORD_LENGTH} colours={colours} reveal label={`Guess ${i + 1}`} />;
        }
        const current = i === game.history.length && playing;
        return (
          <Row
            key={i}
            word={current ? entry : ''}
            length={WORD_LENGTH}
            colours={null}
            shake={current && shake}
            label={`Guess ${i + 1}, ${current && entry ? `typed ${entry.toUpperCase()}` : 'empty'}`}
          />
        );
      })}
    </div>
  );
}
