import type { Candidates } from './filter.js';
import type { PatternMatrix } from './matrix.js';
import { allGreen, patternCount, patternDigits, scoreGuess } from './pattern.js';
import { WordleError } from './errors.js';
import { asPattern, MAX_LENGTH, MIN_LENGTH, type Pattern, type Word } from './types.js';
import { expectIds, expectInt, expectMatrix, expectObject, expectString, expectWordSet } from './validate.js';
import type { WordSet } from './wordlist.js';

/**
 * Absurdle's adversary. It has no fixed answer: after each guess it splits the words still
 * possible by the feedback they would give and keeps the largest group. The original game does
 * not say how it breaks ties between groups of the same size; ours, used by the game and the
 * solver alike, keeps the group whose feedback reveals least:
 *   1. the largest group;
 *   2. then the fewest green tiles;
 *   3. then the fewest yellow tiles;
 *   4. then the smallest pattern code (Σ cᵢ·3ⁱ, letter 0 least significant: between two
 *      feedbacks with the same colours, the one whose coloured tiles lie furthest left).
 * So the all-green feedback is kept only when it is the only group: the player wins exactly when
 * the guess is the last word left.
 */
export const ADVERSARY_TIE_RULE =
  'largest group; ties: fewest greens, then fewest yellows, then the smallest pattern code (coloured tiles furthest left)';

const rankCache = new Map<number, Uint16Array>();

/** rank[p]: the tie order of pattern p (lower is kept first among groups of equal size). */
export function tieRanks(length: number): Uint16Array {
  expectInt(length, 'tieRanks', 'length', MIN_LENGTH, MAX_LENGTH);
  let rank = rankCache.get(length);
  if (rank === undefined) {
    const n = patternCount(length);
    const key = (p: number) => {
      const d = patternDigits(asPattern(p), length);
      const greens = d.filter((x) => x === 2).length;
      const yellows = d.filter((x) => x === 1).length;
      return [greens, yellows, p] as const;
    };
    const order = Array.from({ length: n }, (_, p) => key(p)).sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    rank = new Uint16Array(n);
    order.forEach(([, , p], i) => (rank![p] = i));
    rankCache.set(length, rank);
  }
  return rank;
}

/** What the adversary keeps after a guess: the feedback it answers and the words still possible. */
export interface AdversaryMove {
  readonly pattern: Pattern;
  readonly kept: Candidates;
  /** The size of every group the guess made, largest first (for showing the choice). */
  readonly groups: readonly { readonly pattern: Pattern; readonly size: number }[];
}

/**
 * The adversary's answer to `guess` when `candidates` (answer ids) are still possible, by the
 * rule above. Scores with the matrix when the guess is in it, else with the reference scorer.
 */
export function adversaryMove(
  words: WordSet,
  candidates: Candidates,
  guess: Word,
  matrix?: PatternMatrix,
): AdversaryMove {
  expectWordSet(words, 'adversaryMove');
  expectIds(candidates, 'adversaryMove', 'candidates');
  expectString(guess, 'adversaryMove', 'guess');
  if (matrix !== undefined) expectMatrix(matrix, 'adversaryMove');
  if (candidates.length === 0) throw new WordleError('NO_CANDIDATES', 'adversaryMove: no word is left to keep');
  if (guess.length !== words.length) {
    throw new WordleError('BAD_WORD', `"${guess}" is not ${words.length} letters`);
  }
  const g = words.index.get(guess);
  const patternOf =
    matrix !== undefined && g !== undefined
      ? (a: number) => matrix.data[g * matrix.nAnswers + a]!
      : (a: number) => scoreGuess(guess, words.answers[a] as Word) as number;
  const lists = new Map<number, number[]>();
  for (const a of candidates) {
    const p = patternOf(a);
    let l = lists.get(p);
    if (l === undefined) lists.set(p, (l = []));
    l.push(a);
  }
  const rank = tieRanks(words.length);
  const groups = [...lists].map(([p, l]) => ({ pattern: asPattern(p), size: l.length }));
  groups.sort((x, y) => y.size - x.size || rank[x.pattern]! - rank[y.pattern]!);
  const keep = groups[0]!.pattern;
  return { pattern: keep, kept: Uint32Array.from(lists.get(keep)!), groups };
}

/** True when the adversary's feedback is all green: the guess was the last word left. */
export function isAbsurdleWin(move: AdversaryMove, length: number): boolean {
  expectObject(move, 'isAbsurdleWin', 'move');
  expectInt(length, 'isAbsurdleWin', 'length', MIN_LENGTH, MAX_LENGTH);
  return move.pattern === allGreen(length);
}
