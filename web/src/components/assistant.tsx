/**
 * The assistant: enter the guesses you made and the colours the game gave, and see what is left
 * and what to guess next. Click a tile to cycle its colour gray → yellow → green.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { patternFromDigits } from '../../../src/core/pattern.js';
import { builtinOpening, loadOpening, saveOpening } from '../opening-cache.js';
import type { PositionReport, TurnData } from '../protocol.js';
import { SolverError, type SolverClient } from '../solver-client.js';
import { WORD_LENGTH, type AppState } from '../url-state.js';
import { Analysis } from './analysis.js';
import { Candidates } from './candidates.js';
import { Suggestions } from './suggestions.js';
import { cycleColour, digitsOf, Row } from './tiles.js';

interface AssistantProps {
  readonly solver: SolverClient;
  readonly state: AppState;
  readonly update: (patch: Partial<AppState>) => void;
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const GRAY_ROW = (): number[] => Array.from({ length: WORD_LENGTH }, () => 0);
const TOP = 10;

/** Ask the worker for a position, remembering answers so a turn checked once is not solved twice. */
function useReports(solver: SolverClient, state: AppState) {
  const cache = useRef(new Map<string, PositionReport>());
  const ask = async (history: readonly TurnData[]): Promise<PositionReport> => {
    const key = JSON.stringify([state.options, state.tree, history]);
    const hit = cache.current.get(key);
    if (hit !== undefined) return hit;
    const r = await solver.request({ kind: 'suggest', options: state.options, history, top: TOP, tree: state.tree });
    cache.current.set(key, r);
    return r;
  };
  return ask;
}

/** The assistant screen. */
export function Assistant({ solver, state, update }: AssistantProps) {
  const [entry, setEntry] = useState('');
  const [colours, setColours] = useState(GRAY_ROW);
  const [report, setReport] = useState<PositionReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [showAnalysis, setShowAnalysis] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ask = useReports(solver, state);
  const { history } = state;

  useEffect(() => {
    let live = true;
    setError(null);
    const opening = history.length === 0;
    const built = opening ? builtinOpening(state.options, state.tree) : null;
    const cached = opening ? (built ?? loadOpening(storage(), state.options, state.tree)) : null;
    if (cached !== null) setReport({ ...cached, cached: built === null ? true : 'build' });
    ask(history)
      .then((r) => {
        if (opening) saveOpening(storage(), state.options, state.tree, r);
        if (live) setReport(r);
      })
      .catch((e: Error) => {
        if (!live) return;
        setReport(null);
        setError(e.message);
      });
    return () => {
      live = false;
    };
  }, [solver, state.options, state.tree, history]);

  const use = (word: string): void => {
    setEntry(word);
    setColours(GRAY_ROW());
    setNote(null);
    input.current?.focus();
  };

  const add = async (): Promise<void> => {
    const guess = entry.trim().toLowerCase();
    if (!/^[a-z]{5}$/u.test(guess)) {
      setNote('Type a 5-letter guess first');
      return;
    }
    const next = [...history, { guess, pattern: patternFromDigits(colours) as number }];
    try {
      setReport(await ask(next));
      setError(null);
      setNote(null);
      update({ history: next });
      setEntry('');
      setColours(GRAY_ROW());
    } catch (e) {
      setNote(e instanceof SolverError ? e.message : String(e));
    }
  };

  const editTurn = (turn: number, position: number): void => {
    const next = history.map((t, i) => {
      if (i !== turn) return t;
      const d = digitsOf(t.pattern, WORD_LENGTH);
      d[position] = cycleColour(d[position] ?? 0);
      return { guess: t.guess, pattern: patternFromDigits(d) as number };
    });
    update({ history: next });
  };

  const cycleEntry = (position: number): void =>
    setColours((c) => c.map((d, i) => (i === position ? cycleColour(d) : d)));

  const copyLink = (): void => {
    void navigator.clipboard?.writeText(location.href).then(
      () => setNote('Link copied'),
      () => setNote('Copy the address bar to share this position'),
    );
  };

  const solved = report !== null && report.remaining >= 1 && report.suggestions.length === 0 && history.length > 0;
  return (
    <div class="assistant">
      <section class="board-panel" aria-label="Your guesses">
        <div class="board">
          {history.map((t, i) => (
            <Row
              key={i}
              word={t.guess}
              length={WORD_LENGTH}
              colours={digitsOf(t.pattern, WORD_LENGTH)}
              onCycle={(p) => editTurn(i, p)}
              label={`Turn ${i + 1}: ${t.guess.toUpperCase()}`}
            />
          ))}
          {!solved && (
            <Row
              word={entry}
              length={WORD_LENGTH}
              colours={entry ? colours : null}
              onCycle={cycleEntry}
              label="Next guess"
            />
          )}
        </div>
        {!solved && (
          <form
            class="entry"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
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
              onInput={(e) => setEntry(e.currentTarget.value.toLowerCase().replace(/[^a-z]/gu, ''))}
            />
            <button type="submit" class="primary">
              Add turn
            </button>
          </form>
        )}
        <p class="hint">Click a tile to cycle gray → yellow → green, then add the turn.</p>
        <div class="actions">
          <button
            type="button"
            disabled={history.length === 0}
            onClick={() => update({ history: history.slice(0, -1) })}
          >
            Undo
          </button>
          <button type="button" disabled={history.length === 0} onClick={() => update({ history: [] })}>
            Reset
          </button>
          <button type="button" onClick={copyLink}>
            Copy link
          </button>
          <button
            type="button"
            disabled={history.length === 0}
            aria-pressed={showAnalysis}
            onClick={() => setShowAnalysis(!showAnalysis)}
          >
            Analyze
          </button>
        </div>
        <p class="note" role="status" aria-live="polite" data-testid="note">
          {note ?? ''}
        </p>
      </section>
      <div class="side">
        {error !== null && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {error === null && report === null && <p class="muted">Building the pattern matrix…</p>}
        {error === null && report !== null && (
          <>
            <Candidates remaining={report.remaining} words={report.candidates} onUse={use} />
            <Suggestions suggestions={report.suggestions} treeGuess={report.treeGuess} onUse={use} />
            <p class="muted small" data-testid="timing">
              {report.cached === true
                ? 'Remembered from your last visit; recomputing…'
                : report.cached === 'build'
                  ? 'Precomputed opening; checking…'
                  : `Computed in ${Math.round(report.ms)} ms.`}
            </p>
          </>
        )}
        {showAnalysis && error === null && history.length > 0 && (
          <Analysis solver={solver} options={state.options} history={history} />
        )}
      </div>
    </div>
  );
}
