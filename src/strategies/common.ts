import type { Word } from '../core/types.js';
import { builtinCount } from '../data/word-counts.js';

/*
 * Words a player knows first, where the order of a list of suggestions says nothing else: among
 * guesses of equal exact value, and among those ranked by bits because their values are only lower
 * bounds (a bound does not rank guesses). What a player knows is read from word frequency, as the
 * frequency prior reads it (SUBTLEXus counts, data/FREQUENCY.md): after TARSE = BYBYY, eight guesses
 * share 2.0262 expected guesses, and SHINY (398), SHANK (69) and HYPED (16) come before SINKY (2),
 * AHIND, HIPED and PEKID (0); after SLATE = BBBBY, past the search's time, DINER (632), ROUND, PROUD
 * before NIDOR (0), which has more bits (the exact strategy ranks them so: engine/exact/optimal.ts).
 */

/** Counts from which a word is one a player knows: about the 4,000 most common of the 14,855 accepted words. */
export const COMMON_COUNT = 10;

/** The fewest rows the words a player knows are chosen among (the lists shown: ten). */
export const COMMON_POOL = 10;

/** How common a word is (its corpus count; 0 for a word the counts do not have, or of another length). */
export const wordCount = (word: Word): number => builtinCount(word);

/** True for a word most players know (see `COMMON_COUNT`). */
export const isCommonWord = (word: Word): boolean => wordCount(word) >= COMMON_COUNT;

/** What the order of a suggestion is read from (a `Suggestion`, or the web page's copy of one). */
export interface RankedFigures {
  readonly word: Word;
  readonly entropy: number;
  readonly expectedGuesses?: number;
  readonly proven?: boolean;
  readonly won?: number;
  readonly weight?: number;
  /** Where a bound comes from (see the exact strategy's `BoundSource`). */
  readonly bound?: 'budget' | 'table' | 'start';
}

/** The same exact value, as ranked: proven, equal chance to win and equal expected guesses. */
function sameValue(a: RankedFigures, b: RankedFigures): boolean {
  return (
    a.proven === true &&
    b.proven === true &&
    a.won !== undefined &&
    b.won !== undefined &&
    a.won * (b.weight ?? 1) === b.won * (a.weight ?? 1) &&
    a.expectedGuesses === b.expectedGuesses
  );
}

/**
 * The exact strategy's list with the words a player knows first where its order says nothing (see
 * above): each run of equal exact values by how common the word is, most first; the rows after the
 * proven ones, ranked by bits, the common words first, each part by bits. Stable otherwise.
 */
export function commonFirst<T extends RankedFigures>(list: readonly T[]): T[] {
  const out: T[] = [];
  let i = 0;
  while (i < list.length && list[i]!.proven === true) {
    let j = i + 1;
    while (j < list.length && sameValue(list[i]!, list[j]!)) j++;
    out.push(...list.slice(i, j).sort((a, b) => wordCount(b.word) - wordCount(a.word)));
    i = j;
  }
  const rest = list.slice(i);
  if (!rankedByBits(rest)) return [...out, ...rest];
  return [...out, ...rest.filter((s) => isCommonWord(s.word)), ...rest.filter((s) => !isCommonWord(s.word))];
}

/**
 * True for rows ranked by bits because the search ran out of time on them. (At the start of a game
 * the rows stay as bits rank them: the first is the move the exact strategy plays there, and the
 * review names.)
 */
export function rankedByBits(rows: readonly RankedFigures[]): boolean {
  return rows.every((s, k) => s.bound === 'budget' && (k === 0 || rows[k - 1]!.entropy >= s.entropy));
}
