/** Longest piece of untrusted text an error message shows, in characters. */
export const QUOTE_MAX = 60;

// Control characters (C0, DEL, C1), format characters (bidi overrides, zero-width) and the line
// and paragraph separators: anything that could move the cursor, recolour the terminal or hide text.
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * Untrusted text (a line of a file, an argument) made safe for a one-line message: control and
 * invisible characters shown as `\u{1b}` escapes, and cut to `max` characters with a note of how
 * much was left out. Returned in double quotes: `"ab\u{1b}[31m"`.
 */
export function quote(text: string, max = QUOTE_MAX): string {
  const chars = [...text];
  const cut = chars.length > max ? chars.slice(0, max).join('') : text;
  const safe = cut.replace(UNSAFE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
  const more = chars.length > max ? `…" (${chars.length - max} more characters)` : '"';
  return `"${safe}${more}`;
}

/** A whole message made safe for a terminal: unsafe characters escaped (no cut). */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
}
