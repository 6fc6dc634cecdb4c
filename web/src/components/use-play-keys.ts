/**
 * Typing in Play: the word being typed, the on-screen and the physical keyboard (see game-keys.ts:
 * Enter submits even after a click on a control).
 */
import { useRef, useState } from 'preact/hooks';
import { useGameKeys } from './game-keys.js';

/**
 * The typed word and the key handler: letters up to `length`, Backspace, and Enter, which calls
 * `submit` with the word (it returns true when the word was played, and the entry is cleared).
 * Key events can arrive faster than renders: the handlers read the latest values from refs.
 */
export function usePlayKeys(length: number, active: boolean, submit: (word: string) => boolean) {
  const [entry, setEntry] = useState('');
  const typed = useRef('');
  const live = useRef({ active, submit });
  live.current = { active, submit };
  const setTyped = (word: string): void => {
    typed.current = word;
    setEntry(word);
  };
  const onKey = (key: string): void => {
    if (!live.current.active) return;
    const e = typed.current;
    if (key === 'enter') {
      if (live.current.submit(e)) setTyped('');
    } else if (key === 'backspace') setTyped(e.slice(0, -1));
    else if (/^[a-z]$/u.test(key) && e.length < length) setTyped(e + key);
  };
  useGameKeys(onKey);
  return { entry, onKey, clear: () => setTyped('') };
}
