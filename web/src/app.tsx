/** The app shell: header with the two screens, display preferences, and the state kept in the URL. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Assistant } from './components/assistant.js';
import { Options } from './components/options.js';
import { Play } from './components/play.js';
import { loadPrefs, savePrefs, type Prefs, type Theme } from './prefs.js';
import type { SolverInfo } from './protocol.js';
import { SolverClient } from './solver-client.js';
import { Variants } from './variants/variants.js';
import { decodeState, DEFAULT_STATE, encodeState, type AppState, type Mode } from './url-state.js';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const NEXT_THEME: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };
const THEME_ICON: Record<Theme, string> = { system: '◐', dark: '☾', light: '☀' };

/** Keep the state in the URL hash, and follow the hash when the user edits or pastes it. */
function useUrlState(): [AppState, (patch: Partial<AppState>) => void] {
  const [state, setState] = useState(() => decodeState(location.hash));
  useEffect(() => {
    const hash = encodeState(state);
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, [state]);
  useEffect(() => {
    const onHash = (): void => {
      const next = decodeState(location.hash);
      if (encodeState(next) !== encodeState(state)) setState(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  });
  return [state, (patch) => setState((s) => ({ ...s, ...patch }))];
}

/** Apply and remember theme and palette. */
function usePrefs(): [Prefs, (p: Prefs) => void] {
  const [prefs, setPrefs] = useState(() => loadPrefs(storage()));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = prefs.theme;
    root.dataset['contrast'] = prefs.contrast ? 'high' : 'normal';
    savePrefs(storage(), prefs);
  }, [prefs]);
  return [prefs, setPrefs];
}

/** The whole app. */
export function App() {
  const solver = useMemo(() => new SolverClient(), []);
  const [state, update] = useUrlState();
  const [prefs, setPrefs] = usePrefs();
  const [info, setInfo] = useState<SolverInfo | null>(null);

  useEffect(() => {
    void solver.request({ kind: 'info' }).then((i) => {
      setInfo(i);
      // A link may name a strategy this build does not have: fall back to the default.
      if (!i.strategies.some((s) => s.name === state.options.strategy)) {
        update({ options: { ...state.options, strategy: DEFAULT_STATE.options.strategy } });
      }
    });
  }, [solver]);

  const tab = (mode: Mode, label: string) => (
    <button type="button" role="tab" aria-selected={state.mode === mode} class="tab" onClick={() => update({ mode })}>
      {label}
    </button>
  );
  return (
    <>
      <header class="top">
        <h1>
          Wordle <span>Solver</span>
        </h1>
        <nav role="tablist" aria-label="Screens">
          {tab('assist', 'Assistant')}
          {tab('play', 'Play')}
          {tab('variants', 'Variants')}
        </nav>
        <div class="prefs">
          <button
            type="button"
            class="icon"
            aria-label={`Theme: ${prefs.theme}. Click to change`}
            title={`Theme: ${prefs.theme}`}
            onClick={() => setPrefs({ ...prefs, theme: NEXT_THEME[prefs.theme] })}
          >
            {THEME_ICON[prefs.theme]}
          </button>
          <button
            type="button"
            class="icon"
            aria-pressed={prefs.contrast}
            aria-label="High-contrast colours"
            title="High-contrast (colour-blind) colours"
            onClick={() => setPrefs({ ...prefs, contrast: !prefs.contrast })}
          >
            ◑
          </button>
        </div>
      </header>
      <main>
        {state.mode === 'variants' ? (
          <Variants />
        ) : state.mode === 'assist' ? (
          <>
            <Options
              options={state.options}
              info={info}
              tree={state.tree}
              onChange={(options) => update({ options })}
              onTree={(tree) => update({ tree })}
            />
            <Assistant solver={solver} state={state} update={update} />
          </>
        ) : (
          <Play solver={solver} state={state} update={update} contrast={prefs.contrast} />
        )}
      </main>
      <footer class="foot">
        Exact suggestions, computed in your browser by the same core as the <code>wordle</code> CLI.
      </footer>
    </>
  );
}
