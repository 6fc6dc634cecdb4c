/**
 * The physical keyboard in a game (Play and the variants): letters, Enter and Backspace go to the
 * game, and Enter submits even after a click on a control (a control reached with Tab keeps its
 * own Enter).
 */
import { useEffect } from 'preact/hooks';

// How the focus last moved: a pointer press, or the keyboard (Tab). A control the mouse just
// clicked keeps the focus, and Enter must then submit the guess, as players expect.
let focusByPointer = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (focusByPointer = true), true);
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab') focusByPointer = false;
    },
    true,
  );
}

/**
 * True when Enter on this element should activate it rather than submit the guess: a text field,
 * or a button, link or checkbox that the keyboard moved to.
 */
function enterBelongsTo(t: HTMLElement | null): boolean {
  if (t === null || t === document.body) return false;
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true;
  if (t.tagName === 'INPUT' && (t as HTMLInputElement).type !== 'checkbox') return true;
  if (t.tagName === 'BUTTON' || t.tagName === 'INPUT' || t.tagName === 'A') return !focusByPointer;
  return false;
}

/** The key a keydown means for the game (a letter, `enter`, `backspace`), or null when it is not the game's. */
function gameKey(e: KeyboardEvent): string | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const t = e.target as HTMLElement | null;
  const key = e.key === 'Enter' ? 'enter' : e.key === 'Backspace' ? 'backspace' : e.key.toLowerCase();
  if (!(key === 'enter' || key === 'backspace' || /^[a-z]$/u.test(key))) return null;
  const field =
    t !== null && /^(INPUT|TEXTAREA|SELECT)$/u.test(t.tagName) && (t as HTMLInputElement).type !== 'checkbox';
  return (key === 'enter' ? enterBelongsTo(t) : field) ? null : key;
}

/**
 * Send the game's keys from the physical keyboard to `onKey` (a letter, `enter` or `backspace`),
 * taking them from the page (a clicked button does not also act on its Enter).
 */
export function useGameKeys(onKey: (key: string) => void): void {
  useEffect(() => {
    const handler = (e: KeyboardEvent): void => {
      const key = gameKey(e);
      if (key === null) return;
      e.preventDefault();
      onKey(key);
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  });
}
