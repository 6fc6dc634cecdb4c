/** The app shell's state: the screen and position in the URL hash (and this browser's storage), and the display preferences. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { loadPrefs, savePrefs, type Prefs } from './prefs.js';
import { arrivalState, saveState } from './saved-state.js';
import { appStore, type Store } from './storage.js';
import { encodeState, stateFor, type AppState, type Navigate } from './url-state.js';

/** What marks a browser history entry the app wrote: its hash says everything of its screen (a part left out is empty). */
const MARK = { wordlekit: 1 } as const;

const isMark = (x: unknown): boolean =>
  typeof x === 'object' && x !== null && (x as Record<string, unknown>)['wordlekit'] === 1;

/**
 * The state lives in the URL hash and in storage, which always agree: on arrival a link's position
 * is shown, and what the link leaves out is the one saved (a bare visit is the player's own game);
 * every change is saved. Moving to another screen or position pushes a history entry (so Back goes
 * back within the app); small edits replace the current one. Back and Forward, and links the user
 * edits or pastes, are followed; moving between screens keeps every screen's part.
 */
export function useUrlState(store: Store): [AppState, Navigate] {
  const [state, setState] = useState(() => arrivalState(location.hash, store));
  const latest = useRef(state);
  latest.current = state;
  const show = (next: AppState): void => {
    latest.current = next;
    setState(next);
    saveState(store, next);
  };
  useEffect(() => {
    history.replaceState(MARK, '', encodeState(latest.current));
    saveState(store, latest.current);
    const follow = (): void => {
      const next = stateFor(location.hash, latest.current, isMark(history.state));
      if (JSON.stringify(next) !== JSON.stringify(latest.current)) show(next);
      // (a link followed in the page is written back as the app writes it)
      if (!isMark(history.state)) history.replaceState(MARK, '', encodeState(latest.current));
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
    if (how === 'push' && location.hash !== hash) history.pushState(MARK, '', hash);
    else history.replaceState(MARK, '', hash);
    show(next);
  };
  return [state, navigate];
}

/** Apply and remember theme and palette. */
export function usePrefs(): [Prefs, (p: Prefs) => void] {
  const [prefs, setPrefs] = useState(() => loadPrefs(appStore()));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = prefs.theme;
    root.dataset['contrast'] = prefs.contrast ? 'high' : 'normal';
    savePrefs(appStore(), prefs);
  }, [prefs]);
  return [prefs, setPrefs];
}
