/** Longest piece of untrusted text an error message shows, in characters. */
export const QUOTE_MAX = 60;

// Control characters (C0, DEL, C1), format characters (bidi overrides, zero-width) and the line
// and paragraph separators: anything that could move the cursor, recolour the terminal or hide text.
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** `text` cut to `max` characters, unsafe characters escaped, and how many were left out. */
function cutAt(text: string, max: number): { safe: string; more: number } {
  const chars = [...text];
  const cut = chars.length > max ? chars.slice(0, max).join('') : text;
  return { safe: escapeControls(cut), more: Math.max(0, chars.length - max) };
}

/**
 * Untrusted text (a line of a file, an argument) made safe for a one-line message: control and
 * invisible characters shown as `\u{1b}` escapes, and cut to `max` characters with a note of how
 * much was left out. Returned in double quotes: `"ab\u{1b}[31m"`.
 */
export function quote(text: string, max = QUOTE_MAX): string {
  const { safe, more } = cutAt(text, max);
  return more > 0 ? `"${safe}…" (${more} more characters)` : `"${safe}"`;
}

/** `quote` without the quotes, for text that brings its own (a JSON value): `"2026-06…" (3000 more characters)`. */
export function clip(text: string, max = QUOTE_MAX): string {
  const { safe, more } = cutAt(text, max);
  return more > 0 ? `${safe}… (${more} more characters)` : safe;
}

/** A web address as messages show it: its password (`//user:PASSWORD@host`) replaced by `…`. */
export function hidePassword(url: string): string {
  return url.replace(/^((?:[a-z][a-z0-9+.-]*:\/\/)?[^@/?#:]*):[^@/?#]*@/iu, '$1:…@');
}

/** A whole message made safe for a terminal: unsafe characters escaped (no cut). */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
}
