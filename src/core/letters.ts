import { WordleError } from './errors.js';
import type { Word } from './types.js';
import { badArgument, expectInt, expectStrings } from './validate.js';

/** The 26 letters, a to z. */
export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** How often one letter occurs in a list of words. */
export interface LetterCount {
  readonly letter: string;
  /** Occurrences over all positions (a word with two Es counts 2). */
  readonly count: number;
  /** count / (words × length): the share of all letter slots. */
  readonly share: number;
  /** Words that contain the letter at least once. */
  readonly words: number;
  /** Occurrences at each position, position 0 first. */
  readonly byPosition: readonly number[];
}

/** Letter statistics of a word list, overall and by position. */
export interface LetterStats {
  readonly words: number;
  readonly length: number;
  /** Every letter a-z, most frequent first (ties alphabetical). */
  readonly letters: readonly LetterCount[];
  /** For each position, the letters by count there, most frequent first (letters that occur only). */
  readonly positions: readonly (readonly { letter: string; count: number }[])[];
}

/**
 * Count letters overall and by position. The overall order is by occurrences, ties alphabetical.
 * Throws BAD_WORD_LIST for an empty list or words of mixed length or outside a-z.
 */
export function letterStats(words: readonly Word[]): LetterStats {
  expectStrings(words, 'letterStats', 'words');
  const length = words[0]?.length ?? 0;
  if (words.length === 0) throw new WordleError('BAD_WORD_LIST', 'no words to count letters in');
  const at = Array.from({ length: 26 }, () => new Array<number>(length).fill(0));
  const containing = new Array<number>(26).fill(0);
  for (const w of words) {
    if (w.length !== length || !/^[a-z]+$/u.test(w)) {
      throw new WordleError('BAD_WORD_LIST', `"${w}" is not ${length} letters a-z`);
    }
    let seen = 0;
    for (let p = 0; p < length; p++) {
      const c = w.charCodeAt(p) - 97;
      at[c]![p]!++;
      seen |= 1 << c;
    }
    for (let c = 0; c < 26; c++) if (seen & (1 << c)) containing[c]!++;
  }
  const slots = words.length * length;
  const letters: LetterCount[] = [...ALPHABET].map((letter, c) => {
    const byPosition = at[c]!;
    const count = byPosition.reduce((a, b) => a + b, 0);
    return { letter, count, share: count / slots, words: containing[c]!, byPosition };
  });
  letters.sort((a, b) => b.count - a.count || (a.letter < b.letter ? -1 : 1));
  const positions = Array.from({ length }, (_, p) =>
    letters
      .map((l) => ({ letter: l.letter, count: l.byPosition[p]! }))
      .filter((x) => x.count > 0)
      .sort((a, b) => b.count - a.count || (a.letter < b.letter ? -1 : 1)),
  );
  return { words: words.length, length, letters, positions };
}

/** The first `n` letters of the overall order, upper-case: "EAROTLISNCU" for the classic answers. */
export function letterOrder(stats: LetterStats, n = 12): string {
  if (!Array.isArray((stats as { letters?: unknown } | null)?.letters)) {
    badArgument('letterOrder', 'stats', 'letter statistics (from letterStats)', stats);
  }
  expectInt(n, 'letterOrder', 'n', 0);
  return stats.letters
    .slice(0, n)
    .map((l) => l.letter.toUpperCase())
    .join('');
}
