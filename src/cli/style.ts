import type { Pattern } from '../core/types.js';
import { patternDigits } from '../core/pattern.js';

/** Whether to colour output: a TTY without NO_COLOR, or FORCE_COLOR set. */
export function useColor(stream: NodeJS.WriteStream = process.stdout): boolean {
  if (process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== '0') return true;
  if (process.env.NO_COLOR !== undefined) return false;
  return stream.isTTY === true;
}

const wrap = (open: string, close: string) => (s: string, on: boolean) => (on ? `\x1b[${open}m${s}\x1b[${close}m` : s);

/** Small ANSI helpers; each takes the text and whether colour is on. */
export const ansi = {
  bold: wrap('1', '22'),
  dim: wrap('2', '22'),
  green: wrap('32', '39'),
  yellow: wrap('33', '39'),
  red: wrap('31', '39'),
  cyan: wrap('36', '39'),
};

const TILE_BG = ['100', '43', '42']; // gray, yellow, green backgrounds

/** A guess as coloured tiles (bold capitals on coloured backgrounds); plain capitals without colour. */
export function tiles(word: string, pattern: Pattern, on: boolean): string {
  const d = patternDigits(pattern, word.length);
  if (!on) return word.toUpperCase();
  return [...word.toUpperCase()].map((ch, i) => `\x1b[1;97;${TILE_BG[d[i] as number]}m ${ch} \x1b[0m`).join('');
}
