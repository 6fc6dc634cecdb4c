import { badArgument, expectIds, expectMatrix, expectOptionsOf, int, RULES } from '../../core/validate.js';
import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { asWordId, type Word, type WordId } from '../../core/types.js';
import { AbsurdleSearch, Budget } from './search.js';

/** Options for `solveAbsurdle`. */
export interface AbsurdleSearchOptions {
  /** Challenge mode: the adversary must end on this answer id. */
  readonly target?: number;
  /** Give up beyond this many guesses (the winning guess included). @default 8 */
  readonly maxLength?: number;
  /**
   * Work budget per length, in matrix cells read (undefined: no limit). A length whose search runs
   * out of budget is left undecided and the search goes on with the next length, so the result
   * may then not be proven minimal (see `lowerBound`).
   */
  readonly workLimit?: number;
  /**
   * Hard mode: every guess must obey Wordle's hard-mode rule after the adversary's answers so far
   * (core/hardmode.ts: greens kept in place, revealed letters reused); needs `guesses`. @default false
   */
  readonly hard?: boolean;
  /** The words of the matrix's rows, in order (needed in hard mode, to read their letters). */
  readonly guesses?: readonly Word[];
}

/** The result of a search: a shortest forcing sequence, with what was proven about it. */
export interface AbsurdleSolution {
  /** `found`: `guesses` win; `none`: no win within maxLength (or the budget ran out at every length). */
  readonly status: 'found' | 'none';
  /** The guesses, the winning word last (empty unless found). */
  readonly guesses: readonly WordId[];
  /**
   * Proven: no sequence of fewer guesses than this forces a win (every shorter length was
   * searched exhaustively). Equal to `guesses.length` when the solution is proven minimal.
   */
  readonly lowerBound: number;
  /** Search nodes visited (positions examined). */
  readonly nodes: number;
  /** Matrix cells read, all lengths together. */
  readonly work: number;
}

/** The matrix's row words, checked: as many as its rows, each of its length in letters a-z. */
function expectRowWords(matrix: PatternMatrix, guesses: unknown): readonly Word[] {
  const fn = 'solveAbsurdle';
  if (guesses === undefined)
    badArgument(fn, 'options.guesses', "the matrix's row words (hard mode reads them)", guesses);
  RULES.words(guesses, fn, 'options.guesses');
  const words = guesses as readonly Word[];
  const re = new RegExp(`^[a-z]{${matrix.length}}$`, 'u');
  if (words.length !== matrix.nGuesses || !words.every((w) => re.test(w))) {
    badArgument(fn, 'options.guesses', `${matrix.nGuesses} words of ${matrix.length} letters a-z`, guesses);
  }
  return words;
}

/**
 * Exhaustive iterative-deepening search for a shortest sequence of guesses that forces Absurdle's
 * adversary (core/adversary.ts, same rule) to answer all green; for each length L it decides
 * whether L − 1 guesses can leave exactly one word (the target's, in the challenge mode). In hard
 * mode every guess must be legal under Wordle's hard-mode rule after the turns before it, so the
 * length is the shortest forced win in hard mode.
 *
 * Pruning, each one exact:
 * - a guess splits any set of answers into at most `parts(g)` groups, its number of distinct
 *   patterns over the whole answer list; so r more guesses cannot bring a set of more than
 *   maxParts^r words down to one word (maxParts over the guesses still allowed, in hard mode),
 *   and one more guess can shrink a set of n words to one word only if it has at least n parts;
 * - a guess that keeps every word makes no progress (in hard mode it can only forbid guesses);
 *   in the challenge mode a guess whose kept group loses the target is dead;
 * - a set already shown to fail with r guesses left (from the same hard-mode state) fails again (memo).
 * Guesses are tried smallest kept group first, so wins are found early.
 */
export function solveAbsurdle(
  matrix: PatternMatrix,
  answers: Candidates,
  options: AbsurdleSearchOptions = {},
): AbsurdleSolution {
  expectMatrix(matrix, 'solveAbsurdle');
  expectIds(answers, 'solveAbsurdle', 'answers');
  expectOptionsOf(options, 'solveAbsurdle', {
    target: int(0, matrix.nAnswers - 1),
    maxLength: int(1, 64),
    workLimit: int(0),
    hard: 'boolean',
    guesses: RULES.words,
  });
  const hardGuesses = options.hard === true ? expectRowWords(matrix, options.guesses) : undefined;
  const s = new AbsurdleSearch(matrix, {
    ...(options.target !== undefined ? { target: options.target } : {}),
    ...(options.workLimit !== undefined ? { workLimit: options.workLimit } : {}),
    ...(hardGuesses !== undefined ? { hardGuesses } : {}),
  });
  const maxLength = options.maxLength ?? 8;
  let lowerBound = 1;
  let decided = true; // every shorter length was searched to the end
  for (let length = 1; length <= maxLength; length++) {
    s.startLength();
    try {
      const path = s.search(answers, length - 1, s.root());
      if (path !== null) {
        const proven = decided ? length : lowerBound;
        return { status: 'found', guesses: path.map(asWordId), lowerBound: proven, nodes: s.nodes, work: s.work };
      }
      if (decided) lowerBound = length + 1;
    } catch (e) {
      if (!(e instanceof Budget)) throw e;
      decided = false;
    }
  }
  return { status: 'none', guesses: [], lowerBound, nodes: s.nodes, work: s.work };
}
