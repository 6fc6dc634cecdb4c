import { badArgument, finite, int, RULES, type OptionRule } from '../../core/validate.js';
import type { Kernel } from '../kernel/kernel.js';

/** Options of a search. */
export interface SearchOptions {
  /** Hard mode: only guesses legal after the turns so far. @default false */
  readonly hard?: boolean;
  /** Explore only the best `top` guesses per node: fast, gives an upper bound. 0 means exact. @default 0 */
  readonly top?: number;
  /**
   * 'total': least total guesses (the default), INFEASIBLE when some answer cannot be found within
   * the guesses left. 'depth': only whether every answer can be found within the guesses left;
   * values are then some feasible total (not the least) or INFEASIBLE. 'win': play for the win:
   * the least weight of answers lost, then the least weighted total (see valuation.ts); every
   * position has a value, and where every answer can be won with equal weights it is 'total''s.
   */
  readonly objective?: SearchObjective;
  /**
   * Objective 'win' only: an integer weight from 1 to MAX_WEIGHT per answer id (the prior), so
   * that sums stay exact and ties deterministic. @default equal weights
   */
  readonly weights?: ArrayLike<number>;
  /** Objective 'win' only: the most guesses any position searched has left (sets the loss unit). @default 6 */
  readonly maxGuesses?: number;
  /** Memo size limit in bytes (estimated). @default 512 MiB */
  readonly memoBytes?: number;
  /** Called every 1024 expanded nodes with the number of nodes so far. */
  readonly onProgress?: (nodes: number) => void;
  /**
   * Polled at every guess tried and every expanded node: returning true abandons the search with
   * WordleError('INTERRUPTED'). Everything the memo holds stays proven, so a later call resumes.
   */
  readonly shouldStop?: () => boolean;
  /** The hot loop (the WebAssembly kernel from kernel/wasm.ts, say). @default the TypeScript kernel */
  readonly kernel?: (patterns: number, maxRows: number, maxN: number) => Kernel;
  /**
   * A memo table shared with other threads (`createSharedMemo` for these word lists): what each
   * proves, the others reuse. Not used with `top` (its values are not proven). @default none
   */
  readonly shared?: SharedArrayBuffer;
}

/** The most guesses a game may have in the exact search (`SearchOptions.maxGuesses`; a CLI option that reaches it says so). */
export const MAX_SEARCH_GUESSES = 64;

/** What each of `SearchOptions` must be (checked when a Searcher is made). */
export const SEARCH_OPTION_RULES: Readonly<Record<keyof SearchOptions, OptionRule>> = {
  hard: 'boolean',
  top: int(0),
  objective: { oneOf: ['total', 'depth', 'win'] },
  weights: RULES.weights,
  maxGuesses: RULES.maxGuesses,
  memoBytes: finite(0),
  onProgress: 'function',
  shouldStop: 'function',
  kernel: 'function',
  shared: (v, fn, name) => {
    if (!(v instanceof SharedArrayBuffer)) badArgument(fn, name, 'a SharedArrayBuffer', v);
  },
};

/** What a search minimizes (see `SearchOptions.objective`). */
export type SearchObjective = 'total' | 'depth' | 'win';
