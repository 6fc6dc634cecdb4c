import type { Word } from '../../core/types.js';
import type { GuessPool, StrategyOptions } from '../../strategies/types.js';
import type { PlainTree } from '../position/plain-tree.js';
import type { SearchObjective } from '../solver/searcher.js';
import type { Position } from '../position/position.js';
import type { WinsJob, WinsResult } from '../wins-all/job.js';

/**
 * A unit of work as plain data, the same for a worker thread, a web worker, a queue worker or
 * this thread. `value`: the least total guesses of a position (over every allowed guess, or over
 * `guesses` only), exact when below `beta`; `each`: that of each of `guesses` played first;
 * `grow`: the subtree a strategy plays from a position; `wins`: whether an opening can win every game
 * (search/wins-all/).
 */
export type Job =
  | {
      readonly kind: 'value';
      readonly position: Position;
      readonly beta: number;
      /** Restrict the first guess to these words (to share one position's guesses among workers). */
      readonly guesses?: readonly Word[];
      /** Also return the optimal tree when the value is exact. */
      readonly tree: boolean;
      /** Explore only the best `top` guesses per node (an upper bound, not a proof). @default 0 */
      readonly top?: number;
      /** @default 'total' (see SearchOptions.objective) */
      readonly objective?: SearchObjective;
      /**
       * Give up after this many milliseconds and say so (`timedOut`): the plans use it to find the
       * positions worth sharing among workers. What was proven stays in the runner's memo.
       */
      readonly timeLimitMs?: number;
    }
  | {
      readonly kind: 'each';
      readonly position: Position;
      readonly beta: number;
      readonly guesses: readonly Word[];
      readonly top?: number;
      /** @default 'total' (see SearchOptions.objective) */
      readonly objective?: SearchObjective;
    }
  | {
      readonly kind: 'grow';
      readonly position: Position;
      readonly strategy: string;
      readonly options: StrategyOptions;
      readonly maxDepth: number;
      readonly targets?: Uint8Array;
    }
  | WinsJob;

export type { WinsJob, WinsResult };

/** A `grow` job: the subtree a strategy (a heuristic, by name) plays from a position. */
export type GrowJob = Extract<Job, { readonly kind: 'grow' }>;

/** A guess's value: exact, or a lower bound when it reached the cutoff. */
export interface GuessValue {
  readonly guess: Word;
  readonly value: number;
  readonly exact: boolean;
}

/**
 * Where a result was computed, when not in this process: filled by the executors that receive
 * results from elsewhere (the job queue). A result from another process is a claim, not a proof;
 * the caller records who made it.
 */
export interface Provenance {
  /** The id of the worker that computed it (see `WORKER_ID`); absent: this process. */
  readonly producer?: string;
  /** With replicas (`--replicas K`): the ids of the K different workers that computed it and agreed. */
  readonly replicas?: readonly string[];
}

/**
 * A worker's id: 1 to 64 letters, digits, `.`, `_`, `:`, `@` or `-`, starting with a letter or
 * digit (printable, no space, tab or `+`: a table lists agreed workers as `ID1+ID2`).
 */
export const WORKER_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,63}$/u;

/** Whether `x` is a worker id (see `WORKER_ID`). */
export function isWorkerId(x: unknown): x is string {
  return typeof x === 'string' && WORKER_ID.test(x);
}

/** Just the provenance of a result or entry (no field when this process computed it). */
export function provenanceOf(r: Provenance): Provenance {
  return {
    ...(r.producer !== undefined ? { producer: r.producer } : {}),
    ...(r.replicas !== undefined ? { replicas: r.replicas } : {}),
  };
}

/** What is wrong with a provenance read back (a worker id, K ≥ 2 different ones), or null. */
export function provenanceProblem(r: { readonly producer?: unknown; readonly replicas?: unknown }): string | null {
  if (r.producer !== undefined && !isWorkerId(r.producer)) return 'its producer is not a worker id';
  const k = r.replicas;
  if (k === undefined) return null;
  if (!Array.isArray(k) || k.length < 2 || !k.every(isWorkerId) || new Set(k).size !== k.length)
    return 'its replicas are not two or more different worker ids';
  return r.producer === k[0] ? null : 'its producer is not its first replica';
}

/** What a job returns. `nodes`: search nodes expanded for it. */
export type JobResult = (
  | {
      readonly kind: 'value';
      readonly value: number;
      readonly exact: boolean;
      readonly guess: Word | null;
      readonly tree: PlainTree | null;
      readonly nodes: number;
      /** The job ran out of its `timeLimitMs` (value, guess and tree then mean nothing). */
      readonly timedOut?: boolean;
    }
  | { readonly kind: 'each'; readonly values: readonly GuessValue[]; readonly nodes: number }
  | { readonly kind: 'grow'; readonly tree: PlainTree }
  | WinsResult
) &
  Provenance;

/** What every job of one run shares (serializable: workers are started with it). */
export interface JobSetup {
  readonly answers: readonly Word[];
  readonly extraGuesses: readonly Word[];
  /** The pattern matrix cells, row-major; grow jobs need it, search jobs use it when given. */
  readonly matrix?: ArrayBufferLike;
  /**
   * The matrix transposed (see `matrixColumns`), laid out once for every thread (a
   * SharedArrayBuffer): a worker reads it instead of transposing the matrix itself.
   */
  readonly columns?: ArrayBufferLike;
  /** For grow jobs. */
  readonly pool?: GuessPool;
  /**
   * The prior: a weight per answer id. Grow jobs' strategies read it; the searches of the 'win'
   * objective too, which need whole numbers from 1 to MAX_WEIGHT (search/objective/valuation.ts).
   * @default equal weights
   */
  readonly weights?: Float64Array;
  /** Memo budget of each search, bytes. */
  readonly memoBytes: number;
  /**
   * A memo table every runner of the run shares (`createSharedMemo` for these word lists; worker
   * threads share the buffer itself), on top of each search's own memo. @default none
   */
  readonly sharedMemo?: SharedArrayBuffer;
}
