/**
 * The assistant: enter the guesses you made and the colours the game gave, and see what is left
 * and what to guess next, and why. Click a tile to cycle its colour gray → yellow → green.
 */
import { useRef, useState } from 'preact/hooks';
import { patternFromDigits } from 'wordlekit/core';
import { isCancelled, type SolverClient } from '../solver-client.js';
import type { Store } from '../storage.js';
import { underPrior } from '../priors.js';
import { adviceDay, solverOptions, WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { AdviceDay } from './advice-day.js';
import { OtherWords } from './candidates.js';
import { AssistantBoard } from './assistant-board.js';
import { ExplanationPanel } from './explanation.js';
import { SidePanel } from './side-panel.js';
import { cycleColour, digitsOf } from './tiles.js';
import { positionKey, useReport } from './use-report.js';

/** Guesses in a game: what the chance to win is counted over. */
const MAX_GUESSES = 6;

interface AssistantProps {
  readonly solver: SolverClient;
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly store: Store;
}

const GRAY_ROW = (): number[] => Array.from({ length: WORD_LENGTH }, () => 0);

/** The next guess being entered: its word, its colours, and the word the explanation shows. */
function useEntry() {
  const [entry, setEntry] = useState('');
  const [colours, setColours] = useState(GRAY_ROW);
  const [focus, setFocus] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const use = (word: string): void => {
    setEntry(word);
    setColours(GRAY_ROW());
    setFocus(word);
    input.current?.focus();
  };
  const clear = (): void => {
    setEntry('');
    setColours(GRAY_ROW());
    setFocus(null);
  };
  return { entry, setEntry, colours, setColours, focus, setFocus, input, use, clear };
}

/** Adding the entered turn (once its report is in), editing a past turn's colours, copying the link. */
function useTurnActions(
  state: AppState,
  navigate: Navigate,
  e: ReturnType<typeof useEntry>,
  report: ReturnType<typeof useReport>,
  onRetry: () => void,
) {
  const [note, setNote] = useState<string | null>(null);
  const { history } = state;
  const add = async (): Promise<void> => {
    const guess = e.entry.trim().toLowerCase();
    if (!/^[a-z]{5}$/u.test(guess)) return setNote('Type a 5-letter guess first');
    const next = [...history, { guess, pattern: patternFromDigits(e.colours) as number }];
    try {
      await report.fetchReport(next, positionKey(state, next));
      setNote(null);
      e.clear();
      navigate({ history: next }, 'push');
    } catch (err) {
      if (isCancelled(err)) return report.setShown({ kind: 'cancelled', key: report.key });
      report.setShown((s) => (s?.kind === 'computing' ? null : s));
      setNote(err instanceof Error ? err.message : String(err));
      onRetry();
    }
  };
  const editTurn = (turn: number, position: number): void => {
    const d = digitsOf(history[turn]!.pattern, WORD_LENGTH);
    d[position] = cycleColour(d[position] ?? 0);
    navigate({ history: history.map((t, i) => (i === turn ? { guess: t.guess, pattern: patternFromDigits(d) } : t)) });
  };
  const copyLink = (): void =>
    void navigator.clipboard?.writeText(location.href).then(
      () => setNote('Link copied'),
      () => setNote('Copy the address bar to share this position'),
    );
  return { note, setNote, add, editTurn, copyLink };
}

/** The assistant screen. */
export function Assistant({ solver, state, navigate, store }: AssistantProps) {
  const e = useEntry();
  const [retry, setRetry] = useState(0);
  const r = useReport(solver, state, store, retry);
  const { note, setNote, add, editTurn, copyLink } = useTurnActions(state, navigate, e, r, () =>
    setRetry((n) => n + 1),
  );
  const { key, shown } = r;
  const { history } = state;
  const options = solverOptions(state);
  const report = shown?.key === key && shown.kind === 'report' ? shown.report : null;
  const solved = report !== null && report.suggestions.length === 0 && history.length > 0 && report.remaining >= 1;
  const won = history.length > 0 && history[history.length - 1]!.pattern === 3 ** WORD_LENGTH - 1;
  const explained = e.entry.length === WORD_LENGTH ? e.entry : (e.focus ?? report?.suggestions[0]?.word ?? null);
  return (
    <div class="assistant">
      {state.options.list === 'nyt' && <AdviceDay state={state} navigate={navigate} />}
      <AssistantBoard
        state={state}
        navigate={navigate}
        solved={solved}
        entry={e.entry}
        colours={e.colours}
        note={note}
        input={e.input}
        onEntry={e.setEntry}
        onAdd={() => void add()}
        onEditTurn={editTurn}
        onCycle={(p) => e.setColours((c) => c.map((d, i) => (i === p ? cycleColour(d) : d)))}
        onCopy={copyLink}
      />
      <div class="side" aria-busy={shown?.kind === 'computing'}>
        <SidePanel
          shown={shown?.key === key || shown?.kind === 'computing' ? shown : null}
          guessesLeft={Math.max(0, MAX_GUESSES - history.length)}
          prior={state.options.prior === 'uniform' ? null : underPrior(state.options.prior, adviceDay(state))}
          adviceDay={adviceDay(state)}
          solvedIn={won ? history.length : null}
          listName={state.options.list === 'nyt' ? 'NYT' : 'classic'}
          onUse={(w) => {
            e.use(w);
            setNote(null);
          }}
          onExplain={e.setFocus}
          explained={explained}
          onCancel={() => solver.cancel()}
          onRetry={() => setRetry((n) => n + 1)}
        />
        {report !== null && !solved && (
          <OtherWords solver={solver} options={options} history={history} onUse={(w) => e.use(w)} />
        )}
        {report !== null && explained !== null && !solved && (
          <ExplanationPanel solver={solver} options={options} history={history} guess={explained} />
        )}
      </div>
    </div>
  );
}
