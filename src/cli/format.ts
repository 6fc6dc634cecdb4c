import { widenedLine } from '../engine/game/widen.js';

/** Format a number with fixed decimals, right-aligned to `width`. */
export function num(x: number, decimals: number, width = 0): string {
  return x.toFixed(decimals).padStart(width);
}

/** A plain-text table with a header row; columns right-aligned unless listed in `left`. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  left: readonly number[] = [0],
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (left.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The width the notes under a table are wrapped to (the width of the widest tables). */
export const NOTE_WIDTH = 118;

/** The width a line of words is wrapped to: a terminal's usual 80 columns. */
export const LIST_WIDTH = 80;

/**
 * `text` wrapped at spaces to lines of at most `width` characters (a word longer than that keeps
 * its own line), the lines after the first starting with `indent`: never a break inside a word.
 */
export function wrapText(text: string, width = LIST_WIDTH, indent = '  '): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line === '' || next.length <= width) line = next;
    else {
      lines.push(line);
      line = `${indent}${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

/**
 * `3 answers left: a b c` (the words when 20 or fewer), or once no likely answer fits, the line
 * that says so: `no likely answer fits: now among the 3 accepted words that fit: a b c`. Wrapped
 * between words to `LIST_WIDTH`, after `label` (a board's, of several).
 */
export function answersLeftLine(words: readonly string[], widened: boolean, label = ''): string {
  const n = words.length;
  const head = widened ? widenedLine(n) : `${n} ${n === 1 ? 'answer' : 'answers'} left`;
  return wrapText(`${label}${head}${n <= 20 ? `: ${words.join(' ')}` : ''}`);
}

/** Words in columns, wrapped to `width` characters. */
export function wordColumns(words: readonly string[], width = 72): string {
  if (words.length === 0) return '';
  const w = (words[0]?.length ?? 5) + 1;
  const perLine = Math.max(1, Math.floor(width / w));
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += perLine) lines.push(words.slice(i, i + perLine).join(' '));
  return lines.join('\n');
}

/** Round for JSON output. */
export function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

/** A probability as a percentage: one decimal, or two significant digits below 0.1%. */
export function percent(p: number): string {
  const x = 100 * p;
  return x >= 0.1 ? `${x.toFixed(1)}%` : `${x.toPrecision(2)}%`;
}

/** `Solved in 3!`, or, past the allowed guesses, the honest result: in the game (Wordle, Quordle, …) that game is lost. */
export function solvedLine(guesses: number, maxGuesses = 6, game = 'Wordle'): string {
  return guesses <= maxGuesses
    ? `Solved in ${guesses}!`
    : `Found in ${guesses}: more than ${maxGuesses} guesses, a lost game in ${game}.`;
}

export { orderNote } from '../engine/game/suggestion.js';
