import { styleText } from 'node:util';
import { patternDigits, patternFromDigits } from '../../core/pattern.js';
import type { Pattern } from '../../core/types.js';

/** A text format of node:util's `styleText`: a colour, a background or a modifier (or several). */
export type StyleFormat = Parameters<typeof styleText>[0];

/** The colour choice on the command line: commander's `--no-color` sets `color: false`. */
export interface ColorOption {
  readonly color?: boolean;
}

// FORCE_COLOR values that turn colour on, as Node's tty.WriteStream#getColorDepth reads them.
const FORCE_ON = ['', '1', '2', '3', 'true'];

/**
 * Whether to colour what is written to `stream`. `--no-color` turns colour off. Otherwise Node's
 * own rules (tty.WriteStream#hasColors): FORCE_COLOR turns it on (FORCE_COLOR=0 off), then
 * NO_COLOR, NODE_DISABLE_COLORS or TERM=dumb turn it off, and a terminal that has colours gets them.
 * A pipe or a file gets colour only when FORCE_COLOR asks for it.
 */
export function colorEnabled(
  stream: NodeJS.WriteStream = process.stdout,
  option: ColorOption = {},
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (option.color === false) return false;
  if (stream.isTTY === true && typeof stream.hasColors === 'function') return stream.hasColors(env);
  return env.FORCE_COLOR !== undefined && FORCE_ON.includes(env.FORCE_COLOR);
}

/** Whether a command's output on stdout is coloured (see `colorEnabled`). */
export function useColor(option: ColorOption = {}): boolean {
  return colorEnabled(process.stdout, option);
}

/** `text` in `format` when `on`, unchanged otherwise (the decision is `colorEnabled`'s, not styleText's). */
export function paint(format: StyleFormat, text: string, on: boolean): string {
  return on ? styleText(format, text, { validateStream: false }) : text;
}

const TILE_BG = ['bgGray', 'bgYellow', 'bgGreen'] as const; // gray, yellow, green tiles

/** A guess as coloured tiles (bold capitals on coloured backgrounds); plain capitals without colour. */
export function tiles(word: string, pattern: Pattern, on: boolean): string {
  if (!on) return word.toUpperCase();
  const d = patternDigits(pattern, word.length);
  return [...word.toUpperCase()]
    .map((ch, i) => paint(['bold', 'whiteBright', TILE_BG[d[i] as number] ?? 'bgGray'], ` ${ch} `, true))
    .join('');
}

/**
 * A guess's tiles on any count of boards: each letter in its best colour over the boards still open
 * (one board: its feedback, as `tiles`).
 */
export function boardsTiles(word: string, patterns: readonly (Pattern | null)[], on: boolean): string {
  const best = new Array<number>(word.length).fill(0);
  for (const p of patterns) {
    if (p !== null) patternDigits(p, word.length).forEach((d, i) => (best[i] = Math.max(best[i]!, d)));
  }
  return tiles(word, patternFromDigits(best), on);
}
