/** The app shell's state: the screen and position in the URL hash, and the display preferences. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { loadPrefs, savePrefs, type Prefs } from './prefs.js';
import { appStore } from './storage.js';
import { decodeState, encodeState, type AppState, type Navigate } from './url-state.js';

/**
 * The state lives in the URL hash. Moving to another screen or position pushes a history entry
 * (so Back goes back within the app); small edits replace the current one. Back and Forward, and
 * links the user edits or pastes, are followed.
 */
export function useUrlState(): [AppState, Navigate] {
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
