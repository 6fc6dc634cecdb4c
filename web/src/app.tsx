/** The app shell: header with the screens, display preferences, and the state kept in the URL. */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ANNOUNCER_ID } from './announce.js';
import { AnalyseView } from './components/analyse-view.js';
import { Assistant } from './components/assistant.js';
import { HelpView } from './components/help-view.js';
import { Options } from './components/options.js';
import { Play } from './components/play.js';
import { StatsPage } from './components/stats-page.js';
import { loadPrefs, savePrefs, type Prefs, type Theme } from './prefs.js';
import type { SolverInfo } from './protocol.js';
import { useUpdatePrompt } from './pwa.js';
import { SolverClient } from './solver-client.js';
import { Variants } from './variants/variants.js';
import { OpenersView } from './openers/openers-view.js';
import { appStore } from './storage.js';
import { decodeState, DEFAULT_STATE, encodeState, type AppState, type Mode, type Navigate } from './url-state.js';

const NEXT_THEME: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };
const THEME_ICON: Record<Theme, string> = { system: '◐', dark: '☾', light: '☀' };
const VIEWS: readonly { mode: Mode; label: string; short: string }[] = [
  { mode: 'assist', label: 'Assistant', short: 'Assist' },
  { mode: 'play', label: 'Play', short: 'Play' },
  { mode: 'analyse', label: 'Analyse', short: 'Analyse' },
  { mode: 'stats', label: 'Statistics', short: 'Stats' },
  { mode: 'openers', label: 'Openers', short: 'Open' },
  { mode: 'variants', label: 'Variants', short: 'More' },
  { mode: 'help', label: 'Help', short: 'Help' },
];

/**
 * The state lives in the URL hash. Moving to another screen or position pushes a history entry
 * (so Back goes back within the app); small edits replace the current one. Back and Forward, and
 * links the user edits or pastes, are followed.
 */
function useUrlState(): [AppState, Navigate] {
  const [state, setState] = useState(() => decodeState(location.hash));
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const hash = encodeState(latest.current);
    if (location.hash !== hash) history.replaceState(null, '', hash);
    const follow = (): void => {
      const next = decodeState(location.hash);
      if (encodeState(next) !== encodeState(latest.current)) setState(next);
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    follow(); // a change made before the listeners were there
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);
  const navigate: Navigate = (patch, how = 'replace') => {
    const next = { ...latest.current, ...patch };
    const hash = encodeState(next);
    if (location.hash !== hash) {
      if (how === 'push') history.pushState(null, '', hash);
      else history.replaceState(null, '', hash);
    }
    latest.current = next;
    setState(next);
  };
  return [state, navigate];
}

/** Apply and remember theme and palette. */
function usePrefs(): [Prefs, (p: Prefs) => void] {
  const [prefs, setPrefs] = useState(() => loadPrefs(appStore()));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = prefs.theme;
    root.dataset['contrast'] = prefs.contrast ? 'high' : 'normal';
    savePrefs(appStore(), prefs);
  }, [prefs]);
  return [prefs, setPrefs];
}

/** The whole app. */
export function App() {
  const solver = useMemo(() => new SolverClient(), []);
  const store = appStore();
  const [state, navigate] = useUrlState();
  const [prefs, setPrefs] = usePrefs();
  const [info, setInfo] = useState<SolverInfo | null>(null);
  const update = useUpdatePrompt();

  useEffect(() => {
    void solver.request({ kind: 'info' }).then((i) => {
      setInfo(i);
      // A link may name a strategy this build does not have: fall back to the default.
      if (!i.strategies.some((s) => s.name === state.options.strategy)) {
        navigate({ options: { ...state.options, strategy: DEFAULT_STATE.options.strategy } });
      }
    });
  }, [solver]);

  useEffect(() => {
    const view = VIEWS.find((v) => v.mode === state.mode);
    document.title = `${view?.label ?? ''} · wordlekit`;
    // The worker keeps only what the screens shown now use (the variants' matrices, or the assistant's).
    void solver.request({ kind: 'release', keep: state.mode === 'variants' ? 'variants' : 'assistant' });
  }, [state.mode]);

  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <h1>
          <span class="logo" aria-hidden="true">
            W
          </span>
          <span class="title">
            wordle<span>kit</span>
          </span>
        </h1>
        <nav aria-label="Screens">
          {VIEWS.map((v) => (
            <a
              key={v.mode}
              class="tab"
              href={encodeState({ ...state, mode: v.mode })}
              aria-current={state.mode === v.mode ? 'page' : undefined}
            >
              <span class="long">{v.label}</span>
              <span class="short" aria-hidden="true">
                {v.short}
              </span>
            </a>
          ))}
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
            aria-label="Colour-blind palette"
            title="Colour-blind palette (orange and blue)"
            onClick={() => setPrefs({ ...prefs, contrast: !prefs.contrast })}
          >
            ◑
          </button>
        </div>
      </header>
      {update.needed && (
        <div class="banner" role="alert" data-testid="update">
          A new version is available.{' '}
          <button type="button" onClick={update.reload}>
            Reload
          </button>
        </div>
      )}
      {store.problem !== null && (
        <p class="banner" data-testid="storage-problem">
          {store.problem}: statistics and saved games last only until you close this tab.
        </p>
      )}
      <main id="main" tabIndex={-1}>
        <View state={state} navigate={navigate} solver={solver} info={info} contrast={prefs.contrast} />
      </main>
      <div id={ANNOUNCER_ID} class="sr-only" role="status" aria-live="polite" aria-atomic="true" />
      <footer class="foot">
        Exact suggestions, computed in your browser by the same core as the <code>wordle</code> CLI. Works offline.
      </footer>
    </>
  );
}

interface ViewProps {
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly solver: SolverClient;
  readonly info: SolverInfo | null;
  readonly contrast: boolean;
}

/** The current screen. */
function View({ state, navigate, solver, info, contrast }: ViewProps) {
  const store = appStore();
  switch (state.mode) {
    case 'assist':
      return (
        <>
          <Options
            options={state.options}
            info={info}
            tree={state.tree}
            onChange={(options) => navigate({ options })}
            onTree={(tree) => navigate({ tree })}
          />
          <Assistant solver={solver} state={state} navigate={navigate} store={store} />
        </>
      );
    case 'play':
      return <Play solver={solver} state={state} navigate={navigate} contrast={contrast} store={store} />;
    case 'analyse':
      return <AnalyseView solver={solver} state={state} navigate={navigate} />;
    case 'stats':
      return <StatsPage store={store} />;
    case 'help':
      return <HelpView />;
    case 'variants':
      return <Variants solver={solver} />;
    case 'openers':
      return <OpenersView state={state} />;
  }
}
