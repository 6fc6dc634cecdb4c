import type { PatternMatrix } from '../core/matrix.js';
import type { Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { expectOptions, expectWordSet } from '../core/validate.js';
import { INFEASIBLE } from './bounds.js';
import type { Kernel } from './kernel.js';
import { fastestKernel } from './kernel-wasm.js';
import { guessesLeft, type Position } from './position.js';
import { JobRunner } from './jobs/runner.js';
import { Ranking, type RankedGuess } from './parallel/rank.js';

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

/** Makes the search's hot loop for patterns of a size, a row count and an answer count (see `Kernel`). */
export type KernelFactory = (patterns: number, maxRows: number, maxN: number) => Kernel;

/** What `ExactPlay` is built with. */
export interface ExactPlayOptions {
  /** The pattern matrix, when there is one at hand (frames are computed from the words otherwise). */
  readonly matrix?: PatternMatrix;
  /** The search's hot loop. @default the fastest this runtime has (`defaultKernel`) */
  readonly kernel?: KernelFactory;
  /** Memo budget per rule set, bytes. @default 256 MiB */
  readonly memoBytes?: number;
}

/**
 * The fastest kernel this runtime has for a word set: the WebAssembly one where it runs (words of
 * up to five letters), else undefined (the TypeScript kernel, the searches' own default).
 */
export function defaultKernel(words: WordSet): KernelFactory | undefined {
  expectWordSet(words, 'defaultKernel');
  return words.length >= 2 && words.length <= 8 ? fastestKernel(words.length) : undefined;
}

/**
 * Exact play from any position, in this thread: one search (and memo) per rule set, reused from
 * position to position, so an assistant's successive positions mostly hit the memo.
 */
export class ExactPlay {
  readonly runner: JobRunner;
  private stop: (() => boolean) | undefined;

  constructor(
    readonly words: WordSet,
    options: ExactPlayOptions = {},
  ) {
    expectWordSet(words, 'ExactPlay');
    expectOptions(options, 'ExactPlay');
    this.runner = new JobRunner(
      {
        answers: words.answers,
        extraGuesses: words.guesses.slice(words.answers.length),
        ...(options.matrix !== undefined ? { matrix: options.matrix.data.buffer } : {}),
        memoBytes: options.memoBytes ?? 256 * 2 ** 20,
      },
      {
        ...kernelHook(options.kernel ?? defaultKernel(words)),
        shouldStop: () => this.stop?.() === true,
      },
    );
  }

  /**
   * Run `work` under a stop condition (a deadline, say): the search throws WordleError('INTERRUPTED')
   * once it holds. Whatever was proven before stays in the memo for the next call.
   */
  within<T>(stop: (() => boolean) | undefined, work: () => T): T {
    const before = this.stop;
    this.stop = stop;
    try {
      return work();
    } finally {
      this.stop = before;
    }
  }

  /** The least total of the position (exact), or INFEASIBLE when it cannot be finished in time. */
  value(position: Position): number {
    if (guessesLeft(position) <= 0) return INFEASIBLE;
    return this.runner.searcher(position.hard).value(position);
  }

  /** The best next guess (first in search order among equals), or null when the position cannot be finished in time. */
  best(position: Position): Word | null {
    if (this.value(position) >= INFEASIBLE) return null;
    return this.runner.searcher(position.hard).bestGuess(position);
  }

  /** The exact value of each guess played first in the position. */
  guessValues(position: Position, guesses: readonly Word[]): number[] {
    return this.runner.searcher(position.hard).guessValues(position, guesses, INFEASIBLE + 1, false);
  }

  /**
   * Rank the next guesses: exact totals of the best `keep`, the others bounded (see `Ranking`).
   * `guesses` defaults to every useful guess, in the search's order.
   */
  rank(position: Position, keep: number, guesses?: readonly Word[]): RankedGuess[] {
    const s = this.runner.searcher(position.hard);
    const list = guesses === undefined ? s.firstGuesses(position, false) : { guesses, bounds: undefined };
    const ranking = new Ranking(Math.max(1, keep));
    list.guesses.forEach((guess, i) => {
      const beta = ranking.cutoff();
      const bound = list.bounds?.[i];
      const value = bound !== undefined && bound >= beta ? bound : s.guessValue(position, guess, beta);
      ranking.add({ guess, value, exact: value < beta }, i);
    });
    return ranking.result();
  }

  /** The exact value of a position and its best `top` next guesses (default 1). */
  solve(position: Position, top = 1): PositionValue {
    const remaining = position.answers.length;
    if (this.value(position) >= INFEASIBLE) return { remaining, guess: null, total: null, average: null, ranked: [] };
    const ranked = this.rank(position, top);
    const best = ranked[0]!;
    return { remaining, guess: best.guess, total: best.value, average: best.value / remaining, ranked };
  }

  /**
   * Whether every remaining answer can be found within the guesses left (the position's
   * maxGuesses, the guesses played counting), and with which next guess.
   */
  guaranteed(position: Position): { guaranteed: boolean; guess: Word | null } {
    const s = this.runner.searcher(position.hard, 0, 'depth');
    if (guessesLeft(position) <= 0 || s.value(position, INFEASIBLE) >= INFEASIBLE)
      return { guaranteed: false, guess: null };
    return { guaranteed: true, guess: s.bestGuess(position) };
  }
}

const kernelHook = (kernel: KernelFactory | undefined): { kernel?: KernelFactory } =>
  kernel === undefined ? {} : { kernel };
