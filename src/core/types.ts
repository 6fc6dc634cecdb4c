/**
 * The domain, named first. Everything else in the core speaks these types.
 *
 * A `Word` is a lowercase a-z string. All words in one run share a length L (2..8).
 * A `Pattern` is Wordle's feedback packed as base 3: Σ cᵢ·3ⁱ with cᵢ ∈ {0 gray, 1 yellow, 2 green},
 * letter 0 the least significant digit, so all-green for L = 5 is 242.
 */

declare const patternBrand: unique symbol;
declare const wordIdBrand: unique symbol;

/** A lowercase a-z word. */
export type Word = string;

/** A feedback pattern, base-3 packed; 0 ≤ p < 3^L. Created by `scoreGuess` or `parseFeedback`. */
export type Pattern = number & { readonly [patternBrand]: true };

/** An index into a word set's `guesses`. Answers come first, so an answer's id is also its answer index. */
export type WordId = number & { readonly [wordIdBrand]: true };

/** The colour of one tile. */
export type Tile = 'gray' | 'yellow' | 'green';

/** One played turn: the word guessed and the feedback the game gave. */
export interface Turn {
  /** The word guessed. */
  readonly guess: Word;
  /** The feedback it got. */
  readonly pattern: Pattern;
}

/** All turns so far, oldest first. */
export type History = readonly Turn[];

/**
 * One turn of a game on several boards (Dordle, Quordle, …): the word guessed and, per board, the
 * feedback it got there; `null` on a board solved by an earlier turn (a guess no longer scores
 * there). Each board keeps its own single-board `History` (see engine/boards/).
 */
export interface MultiTurn {
  readonly guess: Word;
  readonly patterns: readonly (Pattern | null)[];
}

/** Cast helpers: the only places that mint branded values. */
export const asPattern = (n: number): Pattern => n as Pattern;
/** Mint a WordId from an index known to be in range. */
export const asWordId = (n: number): WordId => n as WordId;

/** Smallest and largest supported word length. */
export const MIN_LENGTH = 2;
/** @see MIN_LENGTH */
export const MAX_LENGTH = 8;

/**
 * A decision tree: the guess to make at a node and, for every feedback that guess can get, what
 * to do next. The all-green feedback leads to `{ kind: 'solved' }`; it is present exactly when the
 * guess can itself be the answer at that node.
 */
export type Tree =
  | { readonly kind: 'solved' }
  | { readonly kind: 'guess'; readonly guess: Word; readonly branches: ReadonlyMap<Pattern, Tree> };

/** The leaf of every finished path. */
export const SOLVED: Tree = Object.freeze({ kind: 'solved' as const });
