/** Typing a guess with the on-screen and the physical keyboard (see game-keys.ts), shared by the variant games. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useGameKeys } from '../components/game-keys.js';

/**
 * The word being typed, the keys, and a message when `submit` refuses a word (it returns the
 * game's reason, or null once the word is played). Key events can arrive faster than renders:
 * the handlers read the latest values from refs.
 */
export function useTyping(length: number, active: boolean, submit: (word: string) => Promise<string | null>) {
  const [entry, setEntry] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const typed = useRef('');
  const busy = useRef(false);
  const live = useRef({ active, submit, length });
  live.current = { active, submit, length };
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const set = (w: string): void => {
    typed.current = w;
    setEntry(w);
  };
  const flash = (text: string): void => {
    setMessage(text);
    setShake(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (setMessage(null), setShake(false)), 1800);
  };

  const onKey = (key: string): void => {
    if (!live.current.active) return;
    const e = typed.current;
    if (key === 'backspace') set(e.slice(0, -1));
    else if (/^[a-z]$/u.test(key)) {
      if (e.length < live.current.length) set(e + key);
    } else if (key === 'enter' && !busy.current) {
      // Clear at once, so letters typed while the word is checked start the next one; a refused
      // word comes back (unless something new was typed meanwhile).
      busy.current = true;
      set('');
      void live.current
        .submit(e)
        .then((why) => {
          if (why === null) return;
          if (typed.current === '') set(e);
          flash(why);
        })
        .finally(() => {
          busy.current = false;
        });
    }
  };

  // The physical keyboard, as in Play: Enter submits even after a click on a tab or a button.
  useGameKeys(onKey);
  useEffect(() => set(''), [length]);

  return { entry, message, shake, onKey };
}
