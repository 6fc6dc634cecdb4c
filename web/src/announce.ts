/**
 * Screen-reader announcements through one polite live region (rendered by the app shell): each
 * scored row, each new suggestion list, each error the eye sees as a shake or a toast.
 */

/** The live region's element id. */
export const ANNOUNCER_ID = 'announcer';

let timer: ReturnType<typeof setTimeout> | undefined;

/** Say `text` (replacing anything not yet said). The same text twice is said twice. */
export function announce(text: string): void {
  const el = typeof document === 'undefined' ? null : document.getElementById(ANNOUNCER_ID);
  if (el === null) return;
  el.textContent = '';
  clearTimeout(timer);
  // A changed text node is what screen readers notice: clear, then set on the next tick.
  timer = setTimeout(() => {
    el.textContent = text;
  }, 30);
}

const COLOUR_WORDS = ['not in the word', 'in the word elsewhere', 'in place'] as const;

/** A scored row in words: "CRANE: C not in the word, R in place, …". */
export function describeRow(guess: string, digits: readonly number[]): string {
  const parts = [...guess].map((ch, i) => `${ch.toUpperCase()} ${COLOUR_WORDS[digits[i] ?? 0] ?? ''}`);
  return `${guess.toUpperCase()}: ${parts.join(', ')}`;
}
