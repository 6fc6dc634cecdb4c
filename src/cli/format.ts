import type { Suggestion } from '../engine/game/suggestion.js';
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

/** What the suggestions table shows besides the suggestions. */
export interface SuggestionTableOptions {
  /** Numbers the rows (default 1, 2, …). */
  readonly ranks?: readonly number[];
  /** The answers widened to the accepted words that fit: the note says how the numbers count them. */
  readonly widened?: boolean;
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
 * between words to `LIST_WIDTH`.
 */
export function answersLeftLine(words: readonly string[], widened: boolean): string {
  const n = words.length;
  const head = widened ? widenedLine(n) : `${n} ${n === 1 ? 'answer' : 'answers'} left`;
  return wrapText(`${head}${n <= 20 ? `: ${words.join(' ')}` : ''}`);
}

/** The suggestions table shown by `suggest` and `assist`. */
export function suggestionTable(list: readonly Suggestion[], options: SuggestionTableOptions = {}): string {
  const { ranks, widened = false } = options;
  // With the optimal strategy: expected guesses first, exact or (past the time budget) "≥ bound".
  const exact = list.some((s) => s.expectedGuesses !== undefined);
  return table(
    [
      '#',
      'guess',
      ...(exact ? ['exp. guesses'] : []),
      'bits',
      'expected left',
      'largest group',
      'can be answer',
      'P(answer)',
    ],
    list.map((s, i) => [
      String(ranks?.[i] ?? i + 1),
      s.word,
      ...(exact ? [s.expectedGuesses === undefined ? '-' : `${s.proven ? '' : '≥ '}${num(s.expectedGuesses, 4)}`] : []),
      num(s.entropy, 3),
      num(s.expectedSize, 2),
      String(s.worstCase),
      s.isCandidate ? 'yes' : 'no',
      s.probability > 0 ? percent(s.probability) : '-',
    ]),
    exact ? [1, 6] : [1, 5],
  )
    .concat(exact ? `\n${exactNote(list, ranks !== undefined)}` : '')
    .concat(widened ? `\n${WIDENED_NOTE}` : '');
}

/** What the optimal strategy's column means. */
const EXACT_NOTE =
  'exp. guesses: the expected number of guesses to finish, this one included, with the best play after it';
const BOUND_NOTE =
  "≥: a lower bound only (proven): the exact search ran out of its time budget (--budget-ms), or the opening is beyond its table's exact totals";

/** The note under an exact table: which of its figures are proven, what a bound means, and the rows' order. */
function exactNote(list: readonly Suggestion[], given: boolean): string {
  const bounds = list.filter((s) => s.expectedGuesses !== undefined && s.proven !== true).length;
  const order = orderNote(list, given);
  if (bounds === 0) return `${EXACT_NOTE} (proven)\n${order}`;
  return `${EXACT_NOTE}${bounds < list.length ? ' (proven where not marked ≥)' : ''}\n${BOUND_NOTE}\n${order}`;
}

/**
 * The order of the rows, as shown: by exp. guesses when all are proven; past the time budget the
 * proven rows first, then the others by bits (a lower bound does not rank guesses); `--only`: as given.
 */
export function orderNote(list: readonly Suggestion[], given = false): string {
  if (given) return 'order: as given (#: the rank among all guesses)';
  const value = (s: Suggestion): number => s.expectedGuesses ?? Infinity;
  const inOrder = <T>(xs: readonly T[], f: (x: T) => number): boolean =>
    xs.every((x, i) => i === 0 || f(xs[i - 1]!) <= f(x) + 1e-9);
  let proven = 0;
  while (proven < list.length && list[proven]!.proven === true) proven++;
  const head = list.slice(0, proven);
  const rest = list.slice(proven);
  if (rest.length === 0) return inOrder(list, value) ? 'order: fewest exp. guesses first' : "order: the strategy's";
  if (inOrder(head, value) && inOrder(rest, (s) => -s.entropy)) {
    const first = proven === 0 ? '' : `the proven ${proven === 1 ? 'guess' : `${proven} guesses`} first, then `;
    return `order: ${first}by bits, most first (exp. guesses that are only lower bounds do not rank guesses)`;
  }
  return inOrder(list, value) ? 'order: fewest exp. guesses first (a bound by its bound)' : "order: the strategy's";
}
const WIDENED_NOTE =
  'answers outside the likely list: P(answer), bits and expected left weigh them by word frequency; ' +
  'exp. guesses counts them as equally likely';

/** Words in columns, wrapped to `width` characters. */
export function wordColumns(words: readonly string[], width = 72): string {
  if (words.length === 0) return '';
  const w = (words[0]?.length ?? 5) + 1;
  const perLine = Math.max(1, Math.floor(width / w));
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += perLine) lines.push(words.slice(i, i + perLine).join(' '));
  return lines.join('\n');
}

/** The JSON shape of a suggestion (stable, documented in the README). */
export function suggestionJson(s: Suggestion): Record<string, unknown> {
  return {
    word: s.word,
    entropy: round(s.entropy, 6),
    expectedSize: round(s.expectedSize, 6),
    largestGroup: s.worstCase,
    worstCase: s.worstCase, // the earlier name of largestGroup, kept for scripts that read it
    isCandidate: s.isCandidate,
    probability: round(s.probability, 6),
    ...(s.expectedGuesses !== undefined
      ? { expectedGuesses: round(s.expectedGuesses, 6), proven: s.proven === true }
      : {}),
  };
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

/** `Solved in 3!`, or, past the allowed guesses, the honest result: in Wordle that game is lost. */
export function solvedLine(guesses: number, maxGuesses = 6): string {
  return guesses <= maxGuesses
    ? `Solved in ${guesses}!`
    : `Found in ${guesses}: more than ${maxGuesses} guesses, a lost game in Wordle.`;
}
