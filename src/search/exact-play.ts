import type { PatternMatrix } from '../core/matrix.js';
import type { Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { expectOptionsOf, expectWordSet, finite, RULES, type OptionRule } from '../core/validate.js';
import type { Kernel } from './kernel/kernel.js';
import { fastestKernel } from './kernel/wasm.js';
import { guessesLeft, type Position } from './position/position.js';
import { JobRunner } from './jobs/runner.js';
import { Ranking, type RankedGuess } from './parallel/rank.js';
import type { Searcher } from './solver/searcher.js';
import { outcomeOf, type Outcome } from './objective/outcome.js';

/**
 * The exact answer for a position, playing for the win: its best next guess, what the best play
 * wins and costs, and the next guesses ranked.
 */
export interface PositionValue extends Outcome {
  /** Answers still possible. */
  readonly remaining: number;
  /** The best next guess (the first in search order among equals), or null when no guess is left. */
  readonly guess: Word | null;
  /** total / weight: the expected further guesses, the next one included (exact). */
  readonly average: number;
  /**
   * The next guesses, best first: the first `top` with exact values, then lower bounds. Their
   * `value` is the search's (see `ExactPlay.outcome` to read one).
   */
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
  /**
   * The prior: a whole-number weight from 1 to MAX_WEIGHT per answer id (GameConfig.weights).
   * Values are then proven under it. @default every answer equally likely
   */
  readonly weights?: Float64Array;
}

/** What each of `ExactPlayOptions` must be (the weights are checked by the search). */
const EXACT_PLAY_RULES: Readonly<Record<keyof ExactPlayOptions, OptionRule>> = {
  matrix: 'object',
  kernel: 'function',
  memoBytes: finite(0),
  weights: RULES.weights,
};

/**
 * The fastest kernel this runtime has for a word set: the WebAssembly one where it runs (words of
 * up to five letters), else undefined (the TypeScript kernel, the searches' own default).
 */
export function defaultKernel(words: WordSet): KernelFactory | undefined {
  expectWordSet(words, 'defaultKernel');
  return words.length >= 2 && words.length <= 8 ? fastestKernel(words.length) : undefined;
}

/**
 * Exact play from any position, in this thread, for the win (the search's 'win' objective): the
 * most answers found within the guesses left (by weight, under the prior), then the fewest
 * expected guesses. One search (and memo) per rule set, reused from position to position, so an
 * assistant's successive positions mostly hit the memo. Where every answer can be won and the
 * answers are equally likely, its values are the least totals of guesses.
 */
export class ExactPlay {
  readonly runner: JobRunner;
  private stop: (() => boolean) | undefined;

  constructor(
    readonly words: WordSet,
    options: ExactPlayOptions = {},
  ) {
    expectWordSet(words, 'ExactPlay');
    expectOptionsOf(options, 'ExactPlay', EXACT_PLAY_RULES);
    this.runner = new JobRunner(
      {
        answers: words.answers,
        extraGuesses: words.guesses.slice(words.answers.length),
        ...(options.matrix !== undefined ? { matrix: options.matrix.data.buffer } : {}),
        ...(options.weights !== undefined ? { weights: options.weights } : {}),
        memoBytes: options.memoBytes ?? 256 * 2 ** 20,
      },
      {
        ...kernelHook(options.kernel ?? defaultKernel(words)),
        shouldStop: () => this.stop?.() === true,
        words,
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

  /** The search for a position's rules. */
  searcher(position: Position): Searcher {
    return this.runner.searcher(position.hard, 0, 'win', Math.max(6, guessesLeft(position)));
  }

  /** The position's exact value (the search's number: `outcome` reads it). */
  value(position: Position): number {
    return this.searcher(position).value(position);
  }

  /** What a value of the position means: the weight won and lost, the expected guesses. */
  outcome(position: Position, value: number): Outcome {
    return outcomeOf(this.searcher(position).valuation, position, value);
  }

  /** The best next guess (first in search order among equals), or null when no guess is left. */
  best(position: Position): Word | null {
    if (guessesLeft(position) <= 0) return null;
    return this.searcher(position).bestGuess(position);
  }

  /** The exact value of each guess played first in the position. */
  guessValues(position: Position, guesses: readonly Word[]): number[] {
    const s = this.searcher(position);
    return s.guessValues(position, guesses, s.none, false);
  }

  /**
   * Rank the next guesses: exact values of the best `keep`, the others bounded (see `Ranking`).
   * `guesses` defaults to every useful guess, in the search's order. With `limit`, only the first
   * `limit` of the ranking are returned (a question shows ten of some 14,000).
   */
  rank(position: Position, keep: number, guesses?: readonly Word[], limit = Infinity): RankedGuess[] {
    const s = this.searcher(position);
    // The valuer first: it scans the position once, and firstGuesses reads that scan.
    const valueOf = s.guessValuer(position);
    const list =
      guesses === undefined ? s.firstGuesses(position, false) : { guesses, bounds: undefined, alike: undefined };
    const ranking = new Ranking(Math.max(1, keep), s.none);
    // A guess that splits the answers like one listed before it has its value: exact, or a bound
    // at least that earlier cutoff, which is at least today's (cutoffs only fall). That earlier
    // guess was not bounded either (a non-candidate's closed-form bound depends only on its split,
    // and cutoffs only fall), so it is found among the guesses asked about (`amongAsked`).
    const n = list.guesses.length;
    const values = new Float64Array(n);
    const kind = new Uint8Array(n); // BOUNDED (its closed-form bound, no search), SEARCHED, EXACT
    const searched: number[] = [];
    let exact = 0;
    for (let i = 0; i < n; i++) {
      const beta = ranking.cutoff();
      if (list.bounds !== undefined) i = skipBounded(list.bounds, values, i, beta);
      if (i >= n) break;
      const alike = list.alike?.amongAsked(i) ?? i;
      const value = alike !== i ? values[alike]! : valueOf(list.guesses[i]!, beta);
      values[i] = value;
      kind[i] = value < beta ? EXACT : SEARCHED;
      searched.push(i);
      if (value < beta) exact++;
      // (the ranking keeps the cutoff: bounded guesses, never exact, do not move it)
      ranking.add({ guess: list.guesses[i]!, value, exact: value < beta }, i);
    }
    // By value, exact before bounds, then in list order; with a limit, only the guesses that can be
    // among the first `limit` are sorted (every one searched, and the first `limit` bounded ones).
    // With `limit` exact values at most `keep`, those are the first: every other value is at least
    // the cutoff it was found under, which is above the keep-th exact value.
    const rows =
      limit >= n
        ? Array.from(kind.keys())
        : exact >= limit && limit <= keep
          ? searched
          : searchedAndFirstBounded(values, kind, limit);
    return rows
      .map((i) => ({ i, r: { guess: list.guesses[i]!, value: values[i]!, exact: kind[i] === EXACT } }))
      .sort((a, b) => a.r.value - b.r.value || Number(b.r.exact) - Number(a.r.exact) || a.i - b.i)
      .slice(0, limit)
      .map(({ r }) => r);
  }

  /** The exact value of a position and its best `top` next guesses (default 1). */
  solve(position: Position, top = 1): PositionValue {
    const remaining = position.answers.length;
    const ranked = guessesLeft(position) <= 0 ? [] : this.rank(position, top);
    // The best guess's exact value is the position's (the ranking values every guess worth playing).
    const best = ranked[0];
    const outcome = this.outcome(position, best?.exact === true ? best.value : this.value(position));
    const average = outcome.expectedGuesses;
    return { remaining, ...outcome, guess: ranked[0]?.guess ?? null, average, ranked };
  }

  /**
   * Whether every remaining answer can be found within the guesses left (the position's
   * maxGuesses, the guesses played counting), and with which next guess.
   */
  guaranteed(position: Position): { guaranteed: boolean; guess: Word | null } {
    const s = this.runner.searcher(position.hard, 0, 'depth');
    if (guessesLeft(position) <= 0 || s.value(position, s.none - 1) >= s.none - 1)
      return { guaranteed: false, guess: null };
    return { guaranteed: true, guess: s.bestGuess(position) };
  }
}

const kernelHook = (kernel: KernelFactory | undefined): { kernel?: KernelFactory } =>
  kernel === undefined ? {} : { kernel };

/** What `ExactPlay.rank` did with a guess: bounded it without a search, or searched it (exact or not). */
const BOUNDED = 0;
const SEARCHED = 1;
const EXACT = 2;

/**
 * The first row from `from` on whose bound is below `beta` (or past the last), the rows before it
 * bounded: their values are their bounds. Hot loop, kept out of `rank` so that compiling it on the
 * spot compiles this alone (some 14,000 rows after TARSE = BYBYY, 30 of them searched).
 */
function skipBounded(bounds: readonly number[], values: Float64Array, from: number, beta: number): number {
  let i = from;
  for (; i < bounds.length && bounds[i]! >= beta; i++) values[i] = bounds[i]!;
  return i;
}

/**
 * The rows to sort for the first `limit` of a ranking: every searched one, and the `limit` bounded
 * ones first by value, then in list order (no later bounded row can be among the first `limit`).
 * Hot loop: one read and one comparison for most of some 14,000 rows.
 */
function searchedAndFirstBounded(values: Float64Array, kind: Uint8Array, limit: number): number[] {
  const out: number[] = [];
  const pick = new Int32Array(limit);
  let m = 0;
  for (let i = 0; i < values.length; i++) {
    if (kind[i] !== BOUNDED) {
      out.push(i);
      continue;
    }
    const v = values[i]!;
    if (m === limit && (m === 0 || v >= values[pick[m - 1]!]!)) continue;
    let at = m < limit ? m++ : limit - 1;
    for (; at > 0 && values[pick[at - 1]!]! > v; at--) pick[at] = pick[at - 1]!;
    pick[at] = i;
  }
  for (let j = 0; j < m; j++) out.push(pick[j]!);
  return out;
}
