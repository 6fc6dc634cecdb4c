/** Play: a full game with the on-screen and the physical keyboard, then the share string, statistics and analysis. */
import { useRef, useState } from 'preact/hooks';
import type { Game } from 'wordlekit';
import { announce, describeRow } from '../announce.js';
import type { WordSet } from 'wordlekit';
import { loadBook } from '../games.js';
import { lastNytDay, longDate, nytAnswer } from '../nyt.js';
import { drawPractice, keyPuzzle, playPuzzle, practiceAnswer, puzzleList, type PlayPuzzle } from '../puzzle.js';
import type { SolverClient } from '../solver-client.js';
import type { Store } from '../storage.js';
import type { SolverOptions } from '../protocol.js';
import {
  solverOptions,
  todayNumber,
  withList,
  withPrior,
  WORD_LENGTH,
  type AppState,
  type Navigate,
} from '../url-state.js';
import { useWords } from '../use-words.js';
import { GameOver } from './game-over.js';
import { Keyboard } from './keyboard.js';
import { PlayBar, PlayBoard } from './play-board.js';
import { digitsOf } from './tiles.js';
import { useGame } from './use-game.js';
import { usePlayKeys } from './use-play-keys.js';

interface PlayProps {
  readonly solver: SolverClient;
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly contrast: boolean;
  readonly store: Store;
}

/**
 * A new practice game's number, drawn at random: one whose answer this browser has not played on
 * this list yet (within a few draws), and never the current game.
 */
function freshPractice(words: WordSet | null, store: Store, list: string, current: number): number {
  const book = loadBook(store);
  const played = new Set<string>();
  if (words !== null) {
    for (const key of book.keys()) {
      const at = keyPuzzle(key);
      if (at?.puzzle.kind === 'practice' && at.list === list) played.add(practiceAnswer(words, at.puzzle.number));
    }
  }
  return drawPractice((n) => n === current || (words !== null && played.has(practiceAnswer(words, n))));
}

/** What the live region says after a guess: the row in words, and the end of the game. */
function announceTurn(game: Game): void {
  const t = game.history[game.history.length - 1]!;
  const n = game.history.length;
  const end =
    game.status === 'won'
      ? ` Solved in ${n}!`
      : game.status === 'lost'
        ? ` The answer was ${game.answer.toUpperCase()}.`
        : '';
  announce(`Guess ${n}, ${describeRow(t.guess, digitsOf(t.pattern, WORD_LENGTH))}.${end}`);
}

/** A message that clears itself, and whether the typed row shakes meanwhile. */
function useFlash() {
  const [flash, setFlash] = useState<{ text: string; shake: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const show = (text: string, shake: boolean): void => {
    setFlash({ text, shake });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash(null), 1800);
  };
  return { flash, show };
}

/**
 * An NYT puzzle the shipped history does not have (today's, once the history has ended): it is never
 * given an answer; the latest day the history has and a practice game are one click away.
 */
function MissingDay({ day, onDay, onPractice }: { day: number; onDay: (day: number) => void; onPractice: () => void }) {
  const last = lastNytDay();
  const today = day === todayNumber() ? "Today's puzzle, " : day > todayNumber() ? 'A puzzle still to come, ' : '';
  return (
    <div class="notice missing-day" data-testid="missing-day">
      <p>
        {today}NYT Wordle #{day} ({longDate(day)}), is not in this app's history of the NYT's answers, which ends with #
        {last} ({longDate(last)}): the app cannot know its answer, so it cannot be played here.
      </p>
      <p class="actions">
        <button type="button" class="primary" onClick={onPractice}>
          Play a practice game
        </button>
        <button type="button" onClick={() => onDay(last)}>
          Play #{last}, the latest it has
        </button>
      </p>
    </div>
  );
}

/** The assistant at the game's position, on the list the game was played on. */
function inAssistant(game: Game, puzzle: PlayPuzzle, state: AppState): Partial<AppState> {
  return {
    mode: 'assist',
    history: game.history.map((t) => ({ guess: t.guess, pattern: t.pattern })),
    options: withList(state.options, puzzleList(puzzle, state.options.list)),
    ...(puzzle.kind === 'nyt' ? { day: puzzle.day } : {}),
  };
}

/**
 * The options a finished game is reviewed under, as the assistant advises: an NYT puzzle under the
 * NYT's list and its prior for that day; a practice game, whose answer is drawn from the likely
 * answers alike, with equal weights.
 */
function reviewOptions(puzzle: PlayPuzzle, state: AppState, hard: boolean): SolverOptions {
  if (puzzle.kind === 'nyt')
    return solverOptions({ options: { ...withList(state.options, 'nyt'), hard }, day: puzzle.day });
  return { ...withPrior(state.options, 'uniform'), hard };
}

/** Moving to another game: a new practice game (drawn at random), or the NYT's puzzle of a day. */
function useMoves(state: AppState, navigate: Navigate, store: Store, clear: () => void) {
  const puzzle = playPuzzle(state);
  const words = useWords(state.options.list);
  const current = puzzle.kind === 'practice' ? puzzle.number : -1;
  return {
    newGame: (): void => {
      clear();
      navigate({ game: freshPractice(words, store, state.options.list, current), nyt: null, guesses: [] }, 'push');
    },
    onDay: (day: number): void => {
      clear();
      navigate({ nyt: day, game: null, guesses: [] }, 'push');
    },
  };
}

/** The Play screen. */
export function Play({ solver, state, navigate, contrast, store }: PlayProps) {
  const puzzle = playPuzzle(state);
  const { view, stats, play } = useGame(state, puzzle, store, navigate);
  const { flash, show } = useFlash();
  const game = view?.game ?? null;
  const keys = usePlayKeys(WORD_LENGTH, game?.status === 'playing', (word) => {
    const why = game === null ? 'Loading' : game.check(word);
    if (why !== null) {
      show(why, true);
      return false;
    }
    const next = play(word);
    if (next !== null) announceTurn(next);
    return true;
  });
  const { newGame, onDay } = useMoves(state, navigate, store, keys.clear);
  const bar = <PlayBar {...{ puzzle, view, state, navigate, store, onDay }} onNew={newGame} />;
  if (puzzle.kind === 'nyt' && nytAnswer(puzzle.day) === null) {
    return (
      <div class="play">
        {bar}
        <MissingDay day={puzzle.day} onDay={onDay} onPractice={newGame} />
      </div>
    );
  }
  if (view === null || game === null) return <p class="muted">Loading the word list…</p>;
  return (
    <div class={`play${game.status === 'playing' ? '' : ' over'}`}>
      {bar}
      <div class="toast" role="alert" data-testid="toast">
        {flash !== null && <span>{flash.text}</span>}
      </div>
      <PlayBoard game={game} entry={keys.entry} shake={flash?.shake === true} />
      {game.status === 'playing' ? (
        <Keyboard keys={game.keyboard()} onKey={keys.onKey} />
      ) : (
        <GameOver
          solver={solver}
          game={game}
          puzzle={puzzle}
          options={reviewOptions(puzzle, state, game.hard)}
          stats={stats}
          counted={view.own ? (view.record?.counted ?? false) : false}
          contrast={contrast}
          onNew={newGame}
          onAssist={() => navigate(inAssistant(game, puzzle, state), 'push')}
        />
      )}
    </div>
  );
}
