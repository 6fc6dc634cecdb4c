/** Display preferences kept in localStorage: theme and colour-blind palette. Bad data means defaults. */
import type { Store } from './storage.js';

/** Light, dark, or follow the system. */
export type Theme = 'system' | 'light' | 'dark';

/** What the user chose. */
export interface Prefs {
  readonly theme: Theme;
  /** High-contrast (colour-blind) palette: orange for green, blue for yellow. */
  readonly contrast: boolean;
}

const KEY = 'wordlekit:prefs';

/** A fresh visit's preferences. */
export const DEFAULT_PREFS: Prefs = { theme: 'system', contrast: false };

/** Read the preferences; defaults for anything missing or malformed. */
export function loadPrefs(storage: Store): Prefs {
  try {
    const v: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof v !== 'object' || v === null) return DEFAULT_PREFS;
    const o = v as Record<string, unknown>;
    const theme = o['theme'] === 'light' || o['theme'] === 'dark' ? o['theme'] : 'system';
    return { theme, contrast: o['contrast'] === true };
  } catch {
    return DEFAULT_PREFS;
  }
}

/** Store the preferences (silently skipped when storage is unavailable). */
export function savePrefs(storage: Store, prefs: Prefs): void {
  try {
    storage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Preferences are a convenience.
  }
}
