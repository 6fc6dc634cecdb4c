/** Play: a full game with the on-screen and the physical keyboard, then the share string, statistics and analysis. */
import { useRef, useState } from 'preact/hooks';
import type { Game } from 'wordlekit';
import { announce, describeRow } from '../announce.js';
import { loadBook } from '../games.js';
import { lastNytDay, longDate, nytAnswer, playPuzzle, puzzleList, type PlayPuzzle } from '../puzzle.js';
import type { SolverClient } from '../solver-client.js';
import type { Store } from '../storage.js';
import { WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
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
 * A new game's number: a random one other than the current game, and one this browser has not
 * played yet (within a few tries).
 */
function freshNumber(count: number, store: Store, list: string, current: number): number {
  if (count < 2) return 0;
  const book = loadBook(store);
  const draw = (): number => {
    const n = Math.floor(Math.random() * (count - 1));
    return n >= current ? n + 1 : n;
  };
  let n = draw();
  for (let i = 0; i < 50 && book.has(`${list}:${n}`); i++) n = draw();
  return n;
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

/** The one line for an NYT puzzle the shipped history does not have: it is never given an answer. */
function MissingDay({ day }: { readonly day: number }) {
  const last = lastNytDay();
  return (
    <p class="notice" data-testid="missing-day">
      The NYT's puzzle #{day} ({longDate(day)}) is not in this app's history, which ends with #{last} ({longDate(last)}
      ): there is no answer to play.
    </p>
  );
}

/** The assistant at the game's position, on the list the game was played on. */
function inAssistant(game: Game, puzzle: PlayPuzzle, state: AppState): Partial<AppState> {
  return {
    mode: 'assist',
    history: game.history.map((t) => ({ guess: t.guess, pattern: t.pattern })),
    options: { ...state.options, list: puzzleList(puzzle, state.options.list) },
  };
}

/** The Play screen. */
export function Play({ solver, state, navigate, contrast, store }: PlayProps) {
  const puzzle = playPuzzle(state);
  const number = puzzle.kind === 'practice' ? puzzle.number : -1;
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
  const newGame = (): void => {
    keys.clear();
    const count = view?.words.answers.length ?? 2;
    navigate({ game: freshNumber(count, store, state.options.list, number), nyt: null, guesses: [] }, 'push');
  };
  const bar = <PlayBar puzzle={puzzle} view={view} state={state} navigate={navigate} onNew={newGame} />;
  if (puzzle.kind === 'nyt' && nytAnswer(puzzle.day) === null) {
    return (
      <div class="play">
        {bar}
        <MissingDay day={puzzle.day} />
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
          options={{ ...state.options, list: puzzleList(puzzle, state.options.list), hard: game.hard }}
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
