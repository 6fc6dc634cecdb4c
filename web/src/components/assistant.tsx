/**
 * The assistant: enter the guesses you made and the colours the game gave, and see what is left
 * and what to guess next, and why. Click a tile to cycle its colour gray → yellow → green.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { patternFromDigits } from 'wordlekit/core';
import { announce } from '../announce.js';
import { builtinOpening, loadOpening, saveOpening } from '../opening-cache.js';
import type { PositionReport, ProgressData, TurnData } from '../protocol.js';
import { isCancelled, type SolverClient } from '../solver-client.js';
import type { Store } from '../storage.js';
import { encodeState, WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { Candidates } from './candidates.js';
import { Computing } from './computing.js';
import { ExplanationPanel } from './explanation.js';
import { Suggestions } from './suggestions.js';
import { cycleColour, digitsOf, Row } from './tiles.js';

interface AssistantProps {
  readonly solver: SolverClient;
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly store: Store;
}

const GRAY_ROW = (): number[] => Array.from({ length: WORD_LENGTH }, () => 0);
const TOP = 10;

/** What the side panel shows: a report for a position, the computation under way, or an error. */
type Shown =
  | { readonly kind: 'report'; readonly key: string; readonly report: PositionReport }
  | { readonly kind: 'computing'; readonly key: string; readonly progress: ProgressData | null }
  | { readonly kind: 'cancelled'; readonly key: string }
  | { readonly kind: 'error'; readonly key: string; readonly message: string };

const positionKey = (state: AppState, history: readonly TurnData[]): string =>
  JSON.stringify([state.options, state.tree, history]);

/** Say what a new report means, for screen readers. */
function announceReport(r: PositionReport): void {
  const left = `${r.remaining.toLocaleString('en-US')} ${r.remaining === 1 ? 'answer' : 'answers'} left`;
  const best = r.suggestions[0];
  if (r.remaining === 1 && r.candidates?.[0] !== undefined) announce(`${left}: ${r.candidates[0].toUpperCase()}.`);
  else if (best !== undefined) {
    announce(`${left}. Top suggestion ${best.word.toUpperCase()}, ${best.entropy.toFixed(2)} bits.`);
  } else announce(`${left}.`);
}

/** The assistant screen. */
export function Assistant({ solver, state, navigate, store }: AssistantProps) {
  const [entry, setEntry] = useState('');
  const [colours, setColours] = useState(GRAY_ROW);
  // The precomputed opening is there on the first render: no wait for an effect or the worker.
  const [shown, setShown] = useState<Shown | null>(() => {
    const built = state.history.length === 0 ? builtinOpening(state.options, state.tree) : null;
    return built === null ? null : { kind: 'report', key: positionKey(state, state.history), report: built };
  });
  const [note, setNote] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [retry, setRetry] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const cache = useRef(new Map<string, PositionReport>());
  const { history } = state;
  const key = positionKey(state, history);

  /** The report for a history: from the page's cache, the build, or the worker (with progress). */
  const fetchReport = async (h: readonly TurnData[], k: string): Promise<PositionReport> => {
    const hit = cache.current.get(k) ?? (h.length === 0 ? builtinOpening(state.options, state.tree) : null);
    if (hit) return hit;
    setShown((s) => (s?.key === k && s.kind === 'report' ? s : { kind: 'computing', key: k, progress: null }));
    const r = await solver.request(
      { kind: 'suggest', options: state.options, history: h, top: TOP, tree: state.tree },
      (p) => setShown((s) => (s?.key === k && s.kind === 'computing' ? { ...s, progress: p } : s)),
    );
    cache.current.set(k, r);
    return r;
  };

  useEffect(() => {
    let live = true;
    const opening = history.length === 0;
    const remembered =
      opening && builtinOpening(state.options, state.tree) === null
        ? loadOpening(store, state.options, state.tree)
        : null;
    if (remembered !== null) setShown({ kind: 'report', key, report: { ...remembered, cached: true } });
    fetchReport(history, key)
      .then((r) => {
        if (opening && r.cached === undefined) saveOpening(store, state.options, state.tree, r);
        if (!live) return;
        setShown({ kind: 'report', key, report: r });
        announceReport(r);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setShown(
          isCancelled(e)
            ? { kind: 'cancelled', key }
            : { kind: 'error', key, message: e instanceof Error ? e.message : String(e) },
        );
      });
    return () => {
      live = false;
    };
  }, [solver, key, retry]);

  const use = (word: string): void => {
    setEntry(word);
    setColours(GRAY_ROW());
    setNote(null);
    setFocus(word);
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
      await fetchReport(next, positionKey(state, next));
      setNote(null);
      setEntry('');
      setColours(GRAY_ROW());
      setFocus(null);
      navigate({ history: next }, 'push');
    } catch (e) {
      if (isCancelled(e)) setShown({ kind: 'cancelled', key });
      else {
        setShown((s) => (s?.kind === 'computing' ? null : s));
        setNote(e instanceof Error ? e.message : String(e));
        setRetry((r) => r + 1);
      }
    }
  };

  const editTurn = (turn: number, position: number): void => {
    const next = history.map((t, i) => {
      if (i !== turn) return t;
      const d = digitsOf(t.pattern, WORD_LENGTH);
      d[position] = cycleColour(d[position] ?? 0);
      return { guess: t.guess, pattern: patternFromDigits(d) as number };
    });
    navigate({ history: next });
  };

  const cycleEntry = (position: number): void =>
    setColours((c) => c.map((d, i) => (i === position ? cycleColour(d) : d)));

  const copyLink = (): void => {
    void navigator.clipboard?.writeText(location.href).then(
      () => setNote('Link copied'),
      () => setNote('Copy the address bar to share this position'),
    );
  };

  const report = shown?.key === key && shown.kind === 'report' ? shown.report : null;
  const solved = report !== null && report.suggestions.length === 0 && history.length > 0 && report.remaining >= 1;
  const explained = entry.length === WORD_LENGTH ? entry : (focus ?? report?.suggestions[0]?.word ?? null);
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
            onClick={() => navigate({ history: history.slice(0, -1) }, 'push')}
          >
            Undo
          </button>
          <button type="button" disabled={history.length === 0} onClick={() => navigate({ history: [] }, 'push')}>
            Reset
          </button>
          <button type="button" onClick={copyLink}>
            Copy link
          </button>
          {history.length > 0 ? (
            <a class="button" href={encodeState({ ...state, mode: 'analyse' })}>
              Analyse
            </a>
          ) : (
            <button type="button" disabled>
              Analyse
            </button>
          )}
        </div>
        <p class="note" role="status" data-testid="note">
          {note ?? ''}
        </p>
      </section>
      <div class="side" aria-busy={shown?.kind === 'computing'}>
        <SidePanel
          shown={shown?.key === key || shown?.kind === 'computing' ? shown : null}
          onUse={use}
          onExplain={setFocus}
          explained={explained}
          onCancel={() => solver.cancel()}
          onRetry={() => setRetry((r) => r + 1)}
        />
        {report !== null && explained !== null && !solved && (
          <ExplanationPanel solver={solver} options={state.options} history={history} guess={explained} />
        )}
      </div>
    </div>
  );
}

interface SidePanelProps {
  readonly shown: Shown | null;
  readonly explained: string | null;
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
}

/** Suggestions and the answers left, or the computation under way, or what went wrong. */
function SidePanel({ shown, explained, onUse, onExplain, onCancel, onRetry }: SidePanelProps) {
  if (shown === null) return <Computing progress={null} onCancel={onCancel} />;
  switch (shown.kind) {
    case 'computing':
      return <Computing progress={shown.progress} onCancel={onCancel} />;
    case 'cancelled':
      return (
        <p class="panel notice" data-testid="cancelled">
          Cancelled. Choose a faster strategy or option, or{' '}
          <button type="button" class="link" onClick={onRetry}>
            compute it anyway
          </button>
          .
        </p>
      );
    case 'error':
      return (
        <p class="error" role="alert">
          {shown.message}
        </p>
      );
    case 'report': {
      const r = shown.report;
      return (
        <>
          <Suggestions
            suggestions={r.suggestions}
            tree={r.tree}
            onUse={onUse}
            onExplain={onExplain}
            explained={explained}
          />
          <Candidates remaining={r.remaining} words={r.candidates} onUse={onUse} />
          <p class="muted small" data-testid="timing">
            {r.cached === true
              ? 'Remembered from your last visit; recomputing…'
              : r.cached === 'build'
                ? 'Precomputed opening.'
                : `Computed in ${Math.round(r.ms)} ms.`}
          </p>
        </>
      );
    }
  }
}
