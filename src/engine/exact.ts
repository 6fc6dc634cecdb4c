import type { PatternMatrix } from '../core/matrix.js';
import type { Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { INFEASIBLE } from '../search/bounds.js';
import type { Kernel } from '../search/kernel.js';
import { guessesLeft, type GamePosition } from '../search/position.js';
import { JobRunner } from './jobs.js';
import { InlineExecutor, rankGuesses, type RankedGuess } from './plan.js';

/** The exact answer for a position: its best next guess and value, and the next guesses ranked. */
export interface PositionValue {
  /** Answers still possible. */
  readonly remaining: number;
  /** The best next guess (the first in search order among equals), or null when no guess finishes in time. */
  readonly guess: Word | null;
  /**
   * The least total number of further guesses over the remaining answers, the next one included
   * (the published convention: after SOARE = YGBBB, 33 over 15 answers), or null when infeasible.
   */
  readonly total: number | null;
  /** total / remaining: the expected further guesses when every remaining answer is equally likely. */
  readonly average: number | null;
  /** The next guesses, best first: the first `top` with exact totals, then lower bounds. */
  readonly ranked: readonly RankedGuess[];
}

/** Options of `ExactPlay.solve`. */
export interface SolveOptions {
  /** How many next guesses to rank exactly. @default 1 */
  readonly top?: number;
}

/**
 * Exact play from any position, in this thread: one search (and memo) per rule set, reused from
 * position to position, so an assistant's successive positions mostly hit the memo. The search's
 * hot loop is `kernel` (pass the WebAssembly one where it is available).
 */
export class ExactPlay {
  readonly runner: JobRunner;
  private readonly executor: InlineExecutor;
  private stop: (() => boolean) | undefined;

  constructor(
    readonly words: WordSet,
    options: {
      readonly matrix?: PatternMatrix;
      readonly kernel?: (patterns: number, maxRows: number, maxN: number) => Kernel;
      readonly memoBytes?: number;
    } = {},
  ) {
    this.runner = new JobRunner(
      {
        answers: words.answers,
        extraGuesses: words.guesses.slice(words.answers.length),
        ...(options.matrix !== undefined ? { matrix: options.matrix.data.buffer } : {}),
        memoBytes: options.memoBytes ?? 256 * 2 ** 20,
      },
      {
        ...(options.kernel !== undefined ? { kernel: options.kernel } : {}),
        shouldStop: () => this.stop?.() === true,
      },
    );
    this.executor = new InlineExecutor(this.runner);
  }

  /**
   * Run `work` with a stop condition (a deadline, say): the search then throws
   * WordleError('INTERRUPTED') when it holds. What was proven before stays in the memo.
   */
  async within<T>(stop: (() => boolean) | undefined, work: () => Promise<T>): Promise<T> {
    const before = this.stop;
    this.stop = stop;
    try {
      return await work();
    } finally {
      this.stop = before;
    }
  }

  /** The exact value of a position and its best next guesses. */
  async solve(position: GamePosition, options: SolveOptions = {}): Promise<PositionValue> {
    const remaining = position.answers.length;
    const searcher = this.runner.searcher(position.hard);
    if (guessesLeft(position) <= 0 || searcher.value(position) >= INFEASIBLE) {
      return { remaining, guess: null, total: null, average: null, ranked: [] };
    }
    const { guesses, bounds } = searcher.firstGuesses(position, false);
    const ranked = await rankGuesses(position, guesses, Math.max(1, options.top ?? 1), {
      executor: this.executor,
      bounds,
    });
    const best = ranked[0]!;
    return { remaining, guess: best.guess, total: best.value, average: best.value / remaining, ranked };
  }

  /**
   * Whether every remaining answer can be found within the guesses left (the position's
   * maxGuesses, the guesses played counting), and with which next guess.
   */
  guaranteed(position: GamePosition): { guaranteed: boolean; guess: Word | null } {
    const s = this.runner.searcher(position.hard, 0, 'depth');
    if (guessesLeft(position) <= 0 || s.value(position, INFEASIBLE) >= INFEASIBLE) return { guaranteed: false, guess: null };
    return { guaranteed: true, guess: s.bestGuess(position) };
  }
}
