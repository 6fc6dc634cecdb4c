/**
 * The player's state kept in this browser, so that nothing is lost between screens, on a reload or
 * in a new tab: the options, the assistant's turns, the analysed game and the game being played
 * (its guesses are the games' book's: games.ts). Each screen's part is stored as the link that
 * shows it and read back by the same decoder, which never throws: a corrupted or foreign value
 * means the defaults, as everywhere else (stored data is never trusted).
 */
import type { Store } from './storage.js';
import { DEFAULT_STATE, encodeState, stateFor, todayNumber, type AppState, type Mode } from './url-state.js';

const KEY = 'wordlekit:state';
const VERSION = 1;

/** The screens whose parts are kept, in the order they are read back. */
const KEPT: readonly Mode[] = ['assist', 'analyse', 'play', 'variants'];

/** Each screen's link, and the day it was saved (today's puzzle played yesterday is not today's). */
interface Saved {
  readonly v: number;
  readonly today: number;
  readonly links: Readonly<Record<string, string>>;
}

function parseSaved(text: string | null): Saved | null {
  if (text === null) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== 'object' || v === null) return null;
    const o = v as Record<string, unknown>;
    const links = o['links'];
    if (o['v'] !== VERSION || !Number.isSafeInteger(o['today']) || typeof links !== 'object' || links === null) {
      return null;
    }
    const kept = Object.entries(links).filter(([k, l]) => KEPT.includes(k as Mode) && typeof l === 'string');
    return { v: VERSION, today: o['today'] as number, links: Object.fromEntries(kept) as Record<string, string> };
  } catch {
    return null;
  }
}

/**
 * The state saved in this browser (the defaults when none, or when it does not read back). The NYT
 * puzzle Play showed as today's is dropped on a later day: Play then opens the new day's.
 */
export function loadSaved(store: Store): AppState {
  const saved = parseSaved(store.getItem(KEY));
  if (saved === null) return DEFAULT_STATE;
  let state = DEFAULT_STATE;
  for (const mode of KEPT) {
    const link = saved.links[mode];
    // (every link carries the options, the same ones: they were saved together)
    if (link !== undefined) state = stateFor(link, state, true);
  }
  const stale = state.nyt !== null && state.nyt === saved.today && saved.today !== todayNumber();
  return { ...state, mode: DEFAULT_STATE.mode, ...(stale ? { nyt: null, guesses: [] } : {}) };
}

/** Keep the state (silently skipped when storage is unavailable: the store says so once). */
export function saveState(store: Store, s: AppState): void {
  // (a game's guesses are its record's: a link's guesses would make the record look like someone else's)
  const links = Object.fromEntries(KEPT.map((mode) => [mode, encodeState({ ...s, mode, guesses: [] })]));
  const saved: Saved = { v: VERSION, today: todayNumber(), links };
  store.setItem(KEY, JSON.stringify(saved));
}

/** The last arrival worked out, and what it was worked out from. */
let arrived: { hash: string; store: Store; saved: string | null; state: AppState } | undefined;

/**
 * The state a page arrives at: the link's (its options and its screen's part, when it carries
 * them), the rest saved in this browser; a bare `#mode=assist` (or no hash) is the player's own game.
 * Worked out once for the same link and storage (boot.ts and the app's first render both ask).
 */
export function arrivalState(hash: string, store: Store): AppState {
  const saved = store.getItem(KEY);
  if (arrived?.hash !== hash || arrived.store !== store || arrived.saved !== saved) {
    arrived = { hash, store, saved, state: stateFor(hash, loadSaved(store), false) };
  }
  return arrived.state;
}
