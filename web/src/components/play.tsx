/** Play: a full game with the on-screen and the physical keyboard, then the share string, statistics and analysis. */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Game, gameStatus, letterColours, MAX_GUESSES, playGuess, rejectGuess } from '../game.js';
import type { SolverClient } from '../solver-client.js';
import { loadStats, recordGame, saveStats, type Stats } from '../stats.js';
import { WORD_LENGTH, type AppState } from '../url-state.js';
import { GameOver } from './game-over.js';
import { Keyboard } from './keyboard.js';
import { digitsOf, Row } from './tiles.js';

interface PlayProps {
  readonly solver: SolverClient;
  readonly state: AppState;
  readonly update: (patch: Partial<AppState>) => void;
  readonly contrast: boolean;
}

/** Today's game number: Wordle #0 was 19 June 2021, and the classic answers are in daily order. */
export function dailyNumber(now = new Date()): number {
  const start = Date.UTC(2021, 5, 19);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.floor((today - start) / 86_400_000);
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The answer of game `number`, from the worker. */
function useAnswer(solver: SolverClient, state: AppState, number: number) {
  const [answer, setAnswer] = useState<{ word: string; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    setAnswer(null);
    void solver.request({ kind: 'answer', list: state.options.list, game: number }).then((a) => live && setAnswer(a));
    return () => {
      live = false;
    };
  }, [solver, state.options.list, number]);
  return answer;
}

/** The Play screen. */
export function Play({ solver, state, update, contrast }: PlayProps) {
  const number = state.game ?? dailyNumber();
  const answer = useAnswer(solver, state, number);
  const [entry, setEntry] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const [stats, setStats] = useState<Stats>(() => loadStats(storage()));
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const game: Game | null = useMemo(() => {
    if (answer === null) return null;
    const g: Game = { answer: answer.word, hard: state.options.hard, turns: [] };
    return state.guesses.reduce((acc, w) => (gameStatus(acc) === 'playing' ? playGuess(acc, w) : acc), g);
  }, [answer, state.options.hard, state.guesses]);
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
  const latest = useRef({ game, status, state });
  latest.current = { game, status, state };
  const setTyped = (word: string): void => {
    typed.current = word;
    setEntry(word);
  };

  const submit = async (): Promise<void> => {
    const { game: g, state: s } = latest.current;
    if (g === null || busy.current) return;
    const word = typed.current;
    busy.current = true;
    try {
      const inList =
        word.length === WORD_LENGTH && (await solver.request({ kind: 'validate', list: s.options.list, word })).valid;
      const why = rejectGuess(g, word, inList);
      if (why !== null) {
        flash(why, true);
        return;
      }
      setTyped('');
      update({ game: number, guesses: [...s.guesses, word] });
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
      if (t !== null && ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName)) return;
      if (e.key === 'Enter' && t?.tagName === 'BUTTON') return; // the focused button handles it
      const key = e.key === 'Enter' ? 'enter' : e.key === 'Backspace' ? 'backspace' : e.key.toLowerCase();
      if (key === 'enter' || key === 'backspace' || /^[a-z]$/u.test(key)) {
        e.preventDefault();
        onKey(key);
      }
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  });

  useEffect(() => {
    if (game === null || status === 'playing') return;
    const key = `${state.options.list}:${number}:${state.options.hard ? 'hard' : 'normal'}`;
    const next = recordGame(loadStats(storage()), key, status === 'won', game.turns.length);
    saveStats(storage(), next);
    setStats(next);
  }, [status]);

  const newGame = (): void => {
    setTyped('');
    update({ game: Math.floor(Math.random() * (answer?.count ?? 2315)), guesses: [] });
  };

  if (game === null) return <p class="muted">Loading the word list…</p>;
  const rows = Array.from({ length: MAX_GUESSES }, (_, i) => i);
  return (
    <div class={`play${status === 'playing' ? '' : ' over'}`}>
      <div class="play-bar">
        <span>
          Game <strong>#{number}</strong>
        </span>
        <label class="check">
          <input
            type="checkbox"
            checked={state.options.hard}
            disabled={state.guesses.length > 0 && status === 'playing'}
            onChange={(e) => update({ options: { ...state.options, hard: e.currentTarget.checked } })}
          />
          Hard mode
        </label>
        <button type="button" onClick={newGame}>
          New game
        </button>
      </div>
      <div class="toast" role="alert" aria-live="assertive" data-testid="toast">
        {message !== null && <span>{message}</span>}
      </div>
      <div class="board" aria-label="Game board">
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
              label={`Guess ${i + 1}, empty`}
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
          options={state.options}
          stats={stats}
          contrast={contrast}
          onNew={newGame}
          onAssist={() => update({ mode: 'assist', history: game.turns })}
        />
      )}
    </div>
  );
}
