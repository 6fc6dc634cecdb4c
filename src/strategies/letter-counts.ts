import { letterTable, type LetterTable } from '../core/hard-filter.js';
import type { GuessContext } from './types.js';

/**
 * Letter statistics of the remaining candidates, for the letter heuristics:
 * `at[i * 26 + c]` candidates with letter c at position i, `containing[c]` candidates with c
 * anywhere, `n` candidates in all. `table` holds the letters of every guess id.
 */
export interface LetterCounts {
  readonly n: number;
  readonly length: number;
  readonly at: Uint32Array;
  readonly containing: Uint32Array;
  readonly table: LetterTable;
}

/** Count the letters of the position's candidates (answer ids are guess ids). */
export function letterCounts(pos: GuessContext): LetterCounts {
  const table = letterTable(pos.words.guesses);
  const L = table.length;
  const at = new Uint32Array(L * 26);
  const containing = new Uint32Array(26);
  for (const a of pos.candidates) {
    for (let i = 0; i < L; i++) at[i * 26 + table.letters[a * L + i]!]!++;
    for (let c = 0; c < 26; c++) if (table.counts[a * 26 + c]! > 0) containing[c]!++;
  }
  return { n: pos.candidates.length, length: L, at, containing, table };
}
