/** Play: a full game with the on-screen and the physical keyboard, then the share string, statistics and analysis. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { announce, describeRow } from '../announce.js';
import { dailyNumber } from '../daily.js';
import { gameStatus, letterColours, MAX_GUESSES, rejectGuess } from '../game.js';
import { loadBook } from '../games.js';
import type { SolverClient } from '../solver-client.js';
import type { Store } from '../storage.js';
import { WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { GameOver } from './game-over.js';
import { Keyboard } from './keyboard.js';
import { digitsOf, Row } from './tiles.js';
import { useGame } from './use-game.js';

interface PlayProps {
  readonly solver: SolverClient;
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly contrast: boolean;
  readonly store: Store;
}

// How the focus last moved: a pointer press, or the keyboard (Tab). A control the mouse just
// clicked keeps the focus, and Enter must then submit the guess, as players expect.
let focusByPointer = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (focusByPointer = true), true);
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab') focusByPointer = false;
    },
    true,
  );
}

/**
 * True when Enter on this element should activate it rather than submit the guess: a text field,
 * or a button, link or checkbox that the keyboard moved to.
 */
function enterBelongsTo(t: HTMLElement | null): boolean {
  if (t === null || t === document.body) return false;
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true;
  if (t.tagName === 'INPUT' && (t as HTMLInputElement).type !== 'checkbox') return true;
  if (t.tagName === 'BUTTON' || t.tagName === 'INPUT' || t.tagName === 'A') return !focusByPointer;
  return false;
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

/** The Play screen. */
export function Play({ solver, state, navigate, contrast, store }: PlayProps) {
  const number = state.game ?? dailyNumber();
  const { view, stats, play } = useGame(solver, state, number, store, navigate);
  const [entry, setEntry] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const game = view?.game ?? null;
  const status = game === null ? 'playing' : gameStatus(game);

  const flash = (text: string, shaking: boolean): void => {
    setMessage(text);
    setShake(shaking);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setMessage(null);
      setShake(false);
    }, 1800);
  };

  // Key events can arrive faster than renders: the handlers read the latest values from a ref.
  const typed = useRef('');
  const busy = useRef(false);
  const latest = useRef({ game, status, play });
  latest.current = { game, status, play };
  const setTyped = (word: string): void => {
    typed.current = word;
    setEntry(word);
  };

  const submit = async (): Promise<void> => {
    const { game: g } = latest.current;
    if (g === null || busy.current) return;
    const word = typed.current;
    busy.current = true;
    try {
      const inList =
        word.length === WORD_LENGTH &&
        (await solver.request({ kind: 'validate', list: state.options.list, word })).valid;
      const why = rejectGuess(g, word, inList);
      if (why !== null) {
        flash(why, true);
        return;
      }
      setTyped('');
      const next = latest.current.play(word);
      if (next === null) return;
      const t = next.turns[next.turns.length - 1]!;
      const after = gameStatus(next);
      const end =
        after === 'won'
          ? ` Solved in ${next.turns.length}!`
          : after === 'lost'
            ? ` The answer was ${next.answer.toUpperCase()}.`
            : '';
      announce(`Guess ${next.turns.length}, ${describeRow(t.guess, digitsOf(t.pattern, WORD_LENGTH))}.${end}`);
    } finally {
      busy.current = false;
    }
  };

  const onKey = (key: string): void => {
    if (latest.current.status !== 'playing') return;
    const e = typed.current;
    if (key === 'enter') void submit();
    else if (key === 'backspace') setTyped(e.slice(0, -1));
    else if (/^[a-z]$/u.test(key) && e.length < WORD_LENGTH) setTyped(e + key);
  };

  useEffect(() => {
    const handler = (e: KeyboardEvent): void => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const t = e.target as HTMLElement | null;
      const key = e.key === 'Enter' ? 'enter' : e.key === 'Backspace' ? 'backspace' : e.key.toLowerCase();
      if (!(key === 'enter' || key === 'backspace' || /^[a-z]$/u.test(key))) return;
      if (
        key === 'enter'
          ? enterBelongsTo(t)
          : t !== null && /^(INPUT|TEXTAREA|SELECT)$/u.test(t.tagName) && (t as HTMLInputElement).type !== 'checkbox'
      )
        return;
      e.preventDefault();
      onKey(key);
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  });

  const newGame = (): void => {
    setTyped('');
    navigate({ game: freshNumber(view?.count ?? 2315, store, state.options.list, number), guesses: [] }, 'push');
  };

  if (view === null || game === null) return <p class="muted">Loading the word list…</p>;
  const rows = Array.from({ length: MAX_GUESSES }, (_, i) => i);
  const started = game.turns.length > 0;
  return (
    <div class={`play${status === 'playing' ? '' : ' over'}`}>
      <div class="play-bar">
        <span>
          Game <strong>#{number}</strong>
        </span>
        <label class="check" title={started ? 'Hard mode is chosen before the first guess' : undefined}>
          <input
            type="checkbox"
            checked={game.hard}
            disabled={started}
            onChange={(e) => navigate({ options: { ...state.options, hard: e.currentTarget.checked } })}
          />
          Hard mode
        </label>
        <button type="button" onClick={newGame}>
          New game
        </button>
      </div>
      {(view.linkProblem !== null || !view.own) && (
        <p class="notice" data-testid="game-notice">
          {view.linkProblem !== null && <>{view.linkProblem} </>}
          {!view.own && 'Opened from a link: this game does not count in your statistics.'}
        </p>
      )}
      <div class="toast" role="alert" data-testid="toast">
        {message !== null && <span>{message}</span>}
      </div>
      <div class="board" role="group" aria-label="Game board">
        {rows.map((i) => {
          const t = game.turns[i];
          if (t !== undefined) {
            return (
              <Row
                key={i}
                word={t.guess}
                length={WORD_LENGTH}
                colours={digitsOf(t.pattern, WORD_LENGTH)}
                reveal
                label={`Guess ${i + 1}`}
              />
            );
          }
          const current = i === game.turns.length && status === 'playing';
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
      {status === 'playing' ? (
        <Keyboard colours={letterColours(game.turns)} onKey={onKey} />
      ) : (
        <GameOver
          solver={solver}
          game={game}
          number={number}
          options={{ ...state.options, hard: game.hard }}
          stats={stats}
          counted={view.own ? (view.record?.counted ?? false) : false}
          contrast={contrast}
          onNew={newGame}
          onAssist={() => navigate({ mode: 'assist', history: game.turns }, 'push')}
        />
      )}
    </div>
  );
}
