/** The app shell: the header, the banners, the current screen and the live region. */
import { useEffect, useState } from 'preact/hooks';
import { ANNOUNCER_ID } from './announce.js';
import { Assistant } from './components/assistant.js';
import { Options } from './components/options.js';
import type { SolverInfo } from './protocol.js';
import { useUpdatePrompt } from './pwa.js';
import type { SolverClient } from './solver-client.js';
import { appStore } from './storage.js';
import { Header, VIEWS } from './header.js';
import { lazy } from './lazy.js';
import { usePrefs, useUrlState } from './shell-state.js';
import { DEFAULT_STATE, type AppState, type Navigate } from './url-state.js';

// Every screen but the assistant is loaded when first shown.
const Play = lazy(() => import('./components/play.js').then((m) => m.Play));
const AnalyseView = lazy(() => import('./components/analyse-view.js').then((m) => m.AnalyseView));
const StatsPage = lazy(() => import('./components/stats-page.js').then((m) => m.StatsPage));
const HelpView = lazy(() => import('./components/help-view.js').then((m) => m.HelpView));
const Variants = lazy(() => import('./variants/variants.js').then((m) => m.Variants));
const OpenersView = lazy(() => import('./openers/openers-view.js').then((m) => m.OpenersView));

/** The whole app. */
export function App({ solver }: { readonly solver: SolverClient }) {
  const store = appStore();
  const [state, navigate] = useUrlState(store);
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
      <Header state={state} navigate={navigate} prefs={prefs} onPrefs={setPrefs} />
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
        Suggestions by an exact search (proven, or marked as bounds), computed in your browser by the same core as the{' '}
        <code>wordle</code> CLI. Works offline.
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
      return <OpenersView state={state} navigate={navigate} solver={solver} />;
  }
}
