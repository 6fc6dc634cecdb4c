/** The Play screen's bar (the puzzle's name, hard mode, a new practice game, the NYT's puzzle by date) and its board of six rows. */
import type { Game } from 'wordlekit';
import { loadBook, unfinishedGame } from '../games.js';
import { lastNytDay, longDate } from '../nyt.js';
import { MAX_GUESSES } from '../play-game.js';
import { keyPuzzle, puzzleKey, puzzleList, puzzleName, puzzleState, type PlayPuzzle } from '../puzzle.js';
import type { Store } from '../storage.js';
import { todayNumber, withList, WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { DayPicker } from './nyt-picker.js';
import { digitsOf, Row } from './tiles.js';
import type { GameView } from './use-game.js';

interface PlayBarProps {
  readonly puzzle: PlayPuzzle;
  /** The game, once loaded (null while loading, or for a day the history does not have). */
  readonly view: GameView | null;
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly store: Store;
  readonly onNew: () => void;
  readonly onDay: (day: number) => void;
}

/** What a puzzle is, under its name: the NYT's day, or a practice game's draw. */
function PuzzleNote({ puzzle }: { readonly puzzle: PlayPuzzle }) {
  if (puzzle.kind === 'nyt') return <span class="muted"> · {longDate(puzzle.day)}</span>;
  return <span class="muted"> · not an NYT puzzle: a word drawn at random from the likely answers</span>;
}

/**
 * The puzzle's name (the NYT's number and date, or "Practice #N"), hard mode (chosen before the
 * first guess), a new practice game, today's NYT puzzle and any earlier one, the way back to an
 * unfinished game, and why a link does not count.
 */
export function PlayBar({ puzzle, view, state, navigate, store, onNew, onDay }: PlayBarProps) {
  const started = view !== null && view.game.history.length > 0;
  const today = todayNumber();
  const last = lastNytDay();
  const onToday = puzzle.kind === 'nyt' && puzzle.day === today;
  const offers = [
    ...(onToday ? [] : [{ label: `Today: #${today}`, day: today }]),
    ...(puzzle.kind === 'nyt' && puzzle.day === last
      ? []
      : [{ label: `The latest this app has: #${last}`, day: last }]),
  ];
  return (
    <>
      <div class="play-bar">
        <span data-testid="puzzle-name">
          <strong>{puzzleName(puzzle)}</strong>
          <PuzzleNote puzzle={puzzle} />
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
          New practice game
        </button>
      </div>
      <DayPicker summary="The NYT's puzzle of a day" id="nyt-day" action="Play" offers={offers} onDay={onDay} />
      <Unfinished puzzle={puzzle} state={state} navigate={navigate} store={store} />
      {view !== null && (view.linkProblem !== null || !view.own) && (
        <p class="notice" data-testid="game-notice">
          {view.linkProblem !== null && <>{view.linkProblem} </>}
          {!view.own && 'Opened from a link: this game does not count in your statistics.'}
        </p>
      )}
    </>
  );
}

/** The way back to the last game left unfinished in this browser, when another one is shown. */
function Unfinished({ puzzle, state, navigate, store }: Omit<PlayBarProps, 'view' | 'onNew' | 'onDay'>) {
  const here = puzzleKey(puzzle, puzzleList(puzzle, state.options.list));
  const open = unfinishedGame(loadBook(store), here);
  const at = open === null ? null : keyPuzzle(open.key);
  if (open === null || at === null) return null;
  const n = open.record.guesses.length;
  const back = (): void =>
    navigate({ ...puzzleState(at.puzzle), guesses: [], options: withList(state.options, at.list) }, 'push');
  return (
    <p class="muted small" data-testid="unfinished">
      Your game of {puzzleName(at.puzzle)} is not finished ({n} {n === 1 ? 'guess' : 'guesses'}).{' '}
      <button type="button" class="link" onClick={back}>
        Back to it
      </button>
    </p>
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
