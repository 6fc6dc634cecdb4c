import {
  badArgument,
  expectInt,
  expectObject,
  expectOptionsOf,
  expectPosition,
  expectStrings,
  int,
  RULES,
  type OptionRule,
} from '../../core/validate.js';
import type { Word } from '../../core/types.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import { expectExecutor, type Cancellation, type Executor } from '../jobs/executor.js';
import { provenanceOf, type Provenance } from '../jobs/job.js';
import { Lanes } from './lanes.js';
import type { PlainTree } from '../position/plain-tree.js';
import type { Position } from '../position/position.js';

/**
 * One ranked guess: its exact total, or a proven lower bound when it could not beat the cutoff;
 * with who computed it when that was not this process (see `Provenance`).
 */
export interface RankedGuess extends Provenance {
  readonly guess: Word;
  readonly value: number;
  readonly exact: boolean;
  /** The optimal tree with this guess first, for an exact total when trees were asked for (checkable). */
  readonly tree?: PlainTree;
}

/**
 * The bookkeeping of a ranking: the cutoff each new guess is searched with (the keep-th best exact
 * total so far, plus one so that ties are resolved, or a fixed cutoff if lower), and the final
 * order (by value, exact before bounds, then by the order the guesses were given in). Shared by
 * the parallel `rankGuesses` and the in-thread ranking of `ExactPlay`.
 */
export class Ranking {
  private readonly exact: number[] = [];
  private readonly all: { readonly r: RankedGuess; readonly index: number }[] = [];

  /** `fixed`: a cutoff never to pass (the search's `none`, above every value, by default INFEASIBLE + 1). */
  constructor(
    readonly keep: number,
    private readonly fixed: number = INFEASIBLE + 1,
  ) {}

  /** The cutoff for the next guess searched. */
  cutoff(): number {
    const k = this.exact.length >= this.keep ? this.exact[this.keep - 1]! + 1 : this.fixed;
    return Math.min(k, this.fixed);
  }

  /** Record the result of the index-th guess. */
  add(r: RankedGuess, index: number): void {
    this.all.push({ r, index });
    // The exact values in ascending order, the best `keep` only: the cutoff needs no more.
    const { exact } = this;
    if (r.exact && (exact.length < this.keep || r.value < exact[exact.length - 1]!)) {
      let at = exact.length;
      while (at > 0 && exact[at - 1]! > r.value) at--;
      exact.splice(at, 0, r.value);
      if (exact.length > this.keep) exact.length = this.keep;
    }
  }

  /** How many guesses are settled. */
  get size(): number {
    return this.all.length;
  }

  /** Every guess, best first. */
  result(): RankedGuess[] {
    return [...this.all]
      .sort((a, b) => a.r.value - b.r.value || Number(b.r.exact) - Number(a.r.exact) || a.index - b.index)
      .map(({ r }) => r);
  }
}

/** Options of `rankGuesses`. */
export interface RankOptions {
  readonly executor: Executor;
  readonly signal?: Cancellation;
  /** Guesses that cannot beat this total are only bounded (`>= cutoff`). @default none */
  readonly cutoff?: number;
  /** Lower bounds known in advance (bounds[i] for guesses[i]): a guess whose bound reaches the cutoff is not searched. */
  readonly bounds?: readonly number[];
  /** Called as each guess is settled. */
  readonly onResult?: (r: RankedGuess, done: number) => void;
  /**
   * Also return the optimal tree of each exact total (each guess is then a `value` job restricted
   * to it, which can return one, instead of an `each` job). @default false
   */
  readonly trees?: boolean;
  /** Results of an earlier run (a resumed ranking): they count in the ranking and are not searched again. */
  readonly settled?: readonly RankedGuess[];
  /**
   * Cut `guesses` into one run per job at once, each gone through in order by one of them
   * (search/parallel/lanes.ts): guesses that follow each other in the list then follow each other on a
   * worker, so a memo reuses what they share (openings rank orders them so, familyOrder).
   * @default false: each next guess to the next free worker
   */
  readonly lanes?: boolean;
  /**
   * What the jobs minimize: 'total' (the least total guesses), or 'win' (the least weight lost, then
   * the least weighted total: search/objective/valuation.ts), under the executor's weights (a table under a
   * prior). The cutoff and the bounds are then in the 'win' objective's units. @default 'total'
   */
  readonly objective?: 'total' | 'win';
}

/** What each of `RankOptions` must be. */
const RANK_OPTION_RULES: Readonly<Record<keyof RankOptions, OptionRule>> = {
  executor: RULES.executor,
  signal: RULES.signal,
  cutoff: int(0),
  bounds: (v, fn, name) => {
    if (!Array.isArray(v) || !v.every((b) => Number.isFinite(b))) badArgument(fn, name, 'an array of numbers', v);
  },
  onResult: 'function',
  trees: 'boolean',
  settled: (v, fn, name) => {
    if (!Array.isArray(v)) badArgument(fn, name, 'an array of ranked guesses', v);
  },
  lanes: 'boolean',
  objective: { oneOf: ['total', 'win'] },
};

/** One guess valued with the cutoff `beta`: an `each` job, or a `value` job when its tree is wanted. */
async function rankOne(position: Position, guess: Word, beta: number, options: RankOptions): Promise<RankedGuess> {
  const objective = options.objective === 'win' ? { objective: 'win' as const } : {};
  if (options.trees !== true) {
    const res = await options.executor.run(
      { kind: 'each', position, beta, guesses: [guess], ...objective },
      options.signal,
    );
    if (res.kind !== 'each' || res.values.length !== 1) throw new Error('internal: wrong result kind');
    return { ...res.values[0]!, ...provenanceOf(res) };
  }
  const res = await options.executor.run(
    { kind: 'value', position, beta, guesses: [guess], tree: true, ...objective },
    options.signal,
  );
  if (res.kind !== 'value') throw new Error('internal: wrong result kind');
  return res.exact && res.tree !== null
    ? { guess, value: res.value, exact: true, tree: res.tree, ...provenanceOf(res) }
    : { guess, value: res.value, exact: false, ...provenanceOf(res) };
}

/**
 * Rank guesses played first in a position: the exact totals of the best `keep`, each other guess
 * with a lower bound proving it is not better. Every guess is one job, run on any free worker with
 * the cutoff of the moment (see `Ranking`), so guesses tried late are cheap. The one ranking
 * engine: `wordle optimal --rank` and `wordle openings rank` (keep = all, a fixed cutoff) both run
 * it, on worker threads or a job queue. The result lists `settled` and `guesses`, best first.
 */
export async function rankExactly(
  position: Position,
  guesses: readonly Word[],
  keep: number,
  options: RankOptions,
): Promise<RankedGuess[]> {
  expectPosition(position, 'rankExactly');
  expectStrings(guesses, 'rankExactly', 'guesses');
  expectInt(keep, 'rankExactly', 'keep', 1);
  expectOptionsOf(options, 'rankExactly', RANK_OPTION_RULES);
  expectObject(options, 'rankExactly', 'options');
  expectExecutor(options.executor, 'rankExactly');
  const ranking = new Ranking(keep, options.cutoff);
  const settled = options.settled ?? [];
  settled.forEach((r, i) => ranking.add(r, i - settled.length));
  const size = Math.max(1, options.executor.size);
  const lanes = new Lanes(guesses.length, options.lanes === true ? size : 1);
  const worker = async (lane: number): Promise<void> => {
    for (let index = lanes.take(lane); index !== undefined; index = lanes.take(lane)) {
      const guess = guesses[index]!;
      const beta = ranking.cutoff();
      const bound = options.bounds?.[index];
      const r: RankedGuess =
        bound !== undefined && bound >= beta
          ? { guess, value: bound, exact: false }
          : await rankOne(position, guess, beta, options);
      ranking.add(r, index);
      options.onResult?.(r, ranking.size);
    }
  };
  await Promise.all(Array.from({ length: size }, (_, lane) => worker(lane)));
  return ranking.result();
}
