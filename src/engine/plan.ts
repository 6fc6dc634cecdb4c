import { WordleError } from '../core/errors.js';
import { formatTurn } from '../core/history.js';
import type { Pattern, Tree, Word } from '../core/types.js';
import { INFEASIBLE } from '../search/bounds.js';
import { guessNode } from '../search/grow.js';
import { fromPlainTree, toPlainTree, type PlainTree } from '../search/plain-tree.js';
import { Lanes } from '../search/lanes.js';
import { PositionSplitter, type GamePosition } from '../search/position.js';
import {
  badArgument,
  expectFunction,
  expectGamePosition,
  expectInt,
  expectObject,
  expectString,
  expectStrings,
} from '../core/validate.js';
import { JobRunner, type Job, type JobResult } from './jobs.js';

/**
 * What cancels a run: an AbortSignal where there is one. Only `aborted` is read here (the pure
 * library is typed without DOM or Node types); executors pass the signal itself on.
 */
export interface Cancellation {
  readonly aborted: boolean;
}

/** Runs jobs somewhere: this thread, worker threads, a web worker, a queue. */
export interface Executor {
  /** Run one job; aborting the signal cancels it. */
  run(job: Job, signal?: Cancellation): Promise<JobResult>;
  /** How many jobs it runs at once. */
  readonly size: number;
}

/** Runs jobs in this thread, one at a time (the web app, tests, and small positions). */
export class InlineExecutor implements Executor {
  readonly size = 1;
  constructor(readonly runner: JobRunner) {
    if (!(runner instanceof JobRunner)) badArgument('InlineExecutor', 'runner', 'a JobRunner', runner);
  }
  /** Run the job in this thread. */
  run(job: Job): Promise<JobResult> {
    return new Promise((resolve) => resolve(this.runner.run(job)));
  }
}

function expectExecutor(value: unknown, fn: string): void {
  const e = value as Partial<Executor> | null;
  if (typeof e !== 'object' || e === null || typeof e.run !== 'function' || typeof e.size !== 'number') {
    badArgument(fn, 'options.executor', 'an executor ({ run(job), size })', value);
  }
}

function expectPlan(options: unknown, fn: string): void {
  expectObject(options, fn, 'options');
  expectExecutor(options.executor, fn);
  expectFunction(options.firstGuesses, fn, 'options.firstGuesses');
  if (!(options.splitter instanceof PositionSplitter))
    badArgument(fn, 'options.splitter', 'a PositionSplitter', options.splitter);
}

/** A proven result, as checkpoints keep it: the value, the guess reaching it, and the tree (checkable). */
export interface SolvedPosition {
  readonly value: number;
  readonly guess: Word;
  readonly tree: PlainTree;
}

/** Guesses proven unable to beat a cutoff in a position: each takes at least `beta` guesses in all. */
export interface Refutation {
  readonly beta: number;
  readonly guesses: readonly Word[];
}

/** Where finished parts of a long run are kept (a checkpoint file, say), by position key. */
export interface ResultStore {
  /** The result kept for a position key, if any. */
  get(key: string): SolvedPosition | undefined;
  /** Keep a proven result. */
  put(key: string, result: SolvedPosition): void;
  /**
   * The refutations kept for a position key: a resumed run does not search those guesses again
   * while its cutoff is at most their `beta`. Optional: a store without it keeps results only.
   */
  refutations?(key: string): readonly Refutation[];
  /** Keep a refutation (see `refutations`). */
  putRefutation?(key: string, refutation: Refutation): void;
}

/** The key of a position in a `ResultStore`: its turns (the word lists and rules are the store's). */
export function positionKey(p: GamePosition): string {
  return p.history.map(formatTurn).join(' ') || '(start)';
}

/** Options of the parallel plans. */
export interface PlanOptions {
  readonly executor: Executor;
  readonly splitter: PositionSplitter;
  readonly store?: ResultStore;
  readonly signal?: Cancellation;
  /**
   * Positions with at least this many answers are first given to one worker for `tryMs`; one not
   * solved by then shares its work among the workers (young brothers wait). @default 80
   */
  readonly splitAbove?: number;
  /** See `splitAbove`. @default 400 */
  readonly tryMs?: number;
  /** The first guesses of a position, best first, with their lower bounds (Searcher.firstGuesses). */
  readonly firstGuesses: (p: GamePosition) => { guesses: Word[]; bounds: number[] };
  /** Called when a position is proven (for progress). */
  readonly onSolved?: (p: GamePosition, value: number) => void;
}

const stopped = (): WordleError => new WordleError('INTERRUPTED', 'interrupted');

/**
 * The exact value and optimal tree of playing `guess` first in `position`, in parallel: every
 * outcome is its own job (positions of `splitAbove` answers or more spread their own first guesses
 * over the workers too), and the outcomes' values are summed (the combiner of `sumOutcomes`,
 * without cutoffs: every outcome is needed exactly).
 */
export async function solveGuess(position: GamePosition, guess: Word, options: PlanOptions): Promise<SolvedPosition> {
  expectGamePosition(position, 'solveGuess');
  expectString(guess, 'solveGuess', 'guess');
  expectPlan(options, 'solveGuess');
  const r = await sumOfOutcomes(position, guess, options);
  if (r === undefined) {
    const rules = `${position.maxGuesses} guesses${position.hard ? ' in hard mode' : ''}`;
    throw new WordleError('BAD_OPTION', `${guess} cannot find every answer within ${rules}, whatever follows (proven)`);
  }
  return r;
}

/** `solveGuess`, or undefined when some outcome cannot be finished in time. */
async function sumOfOutcomes(
  position: GamePosition,
  guess: Word,
  options: PlanOptions,
): Promise<SolvedPosition | undefined> {
  const split = options.splitter.split(position, guess);
  const outcomes = [...split.children].sort((a, b) => b.position.answers.length - a.position.answers.length);
  const solved = await Promise.all(outcomes.map((c) => solveOrNull(c.position, options)));
  let value = position.answers.length;
  const branches: [Pattern, Tree][] = [];
  for (let i = 0; i < solved.length; i++) {
    const s = solved[i];
    if (s === undefined) return undefined;
    value += s.value;
    branches.push([outcomes[i]!.pattern, fromPlainTree(s.tree, 'worker')]);
  }
  return { value, guess, tree: toPlainTree(guessNode(guess, split.hit, branches)) };
}

/**
 * The exact value, best guess and optimal tree of a position. Small positions are one job; large
 * ones (`splitAbove`) try their first guesses on every worker at once, best first, each with the
 * best value found so far as its cutoff, until no guess left can beat it. A stored result is
 * reused, and every new one stored.
 */
export async function solvePosition(position: GamePosition, options: PlanOptions): Promise<SolvedPosition> {
  expectGamePosition(position, 'solvePosition');
  expectPlan(options, 'solvePosition');
  const r = await solveOrNull(position, options);
  if (r === undefined) {
    throw new WordleError('BAD_OPTION', `${position.answers.length} answers cannot be solved within the guesses left`);
  }
  return r;
}

/** `solvePosition`, or undefined when the position cannot be finished in time. */
async function solveOrNull(position: GamePosition, options: PlanOptions): Promise<SolvedPosition | undefined> {
  const key = positionKey(position);
  const known = options.store?.get(key);
  if (known !== undefined) return known;
  if (options.signal?.aborted === true) throw stopped();
  const n = position.answers.length;
  let result: SolvedPosition | undefined;
  // Most positions are quick whatever their size; the few hard ones (CRANE = BYBBY, 122 answers,
  // takes most of CRANE's proof) are found by a short try, then shared.
  const share = n >= (options.splitAbove ?? 80) && options.executor.size > 1;
  // Refutations kept for it: it was shared before (a resumed run), and is shared again at once.
  if (share && (options.store?.refutations?.(key).length ?? 0) > 0) result = await sharedPosition(position, options);
  else {
    const job: Job = { kind: 'value', position, beta: INFEASIBLE + 1, tree: true };
    const r = await options.executor.run(share ? { ...job, timeLimitMs: options.tryMs ?? 400 } : job, options.signal);
    if (r.kind === 'value' && r.timedOut === true) result = await sharedPosition(position, options);
    else if (r.kind === 'value' && r.tree !== null && r.guess !== null) {
      result = { value: r.value, guess: r.guess, tree: r.tree };
    }
  }
  if (result === undefined) return undefined;
  options.store?.put(key, result);
  options.onSolved?.(position, result.value);
  return result;
}

/**
 * `solvePosition` with the work spread below the position ("young brothers wait"): its first
 * guess in search order, the likeliest best, is solved first with its outcomes shared among the
 * workers (and stored); the other guesses then only have to be refuted against that value, a few
 * at a time on every worker. Ties go to the guess first in order, as in the sequential search.
 */
async function sharedPosition(position: GamePosition, options: PlanOptions): Promise<SolvedPosition | undefined> {
  const { guesses, bounds } = options.firstGuesses(position);
  if (guesses.length === 0) return undefined;
  const key = positionKey(position);
  // Guesses refuted before (a resumed run): each known to take at least this many guesses.
  const atLeast = new Map<Word, number>();
  for (const r of options.store?.refutations?.(key) ?? []) {
    for (const g of r.guesses) atLeast.set(g, Math.max(atLeast.get(g) ?? 0, r.beta));
  }
  const first = await sumOfOutcomes(position, guesses[0]!, options);
  let best: (SolvedPosition & { index: number }) | undefined = first === undefined ? undefined : { ...first, index: 0 };
  let next = 1;
  let chunk = 1;
  const cutoff = (): number => best?.value ?? INFEASIBLE + 1;
  const worker = async (): Promise<void> => {
    while (next < guesses.length) {
      // Growing chunks: the cutoff makes later guesses cheap, and a worker keeps its frame of
      // the position from chunk to chunk.
      const from = next;
      const size = Math.min(chunk, guesses.length - from);
      next += size;
      chunk = Math.min(chunk * 2, 64);
      const beta = cutoff();
      const picked = guesses
        .slice(from, from + size)
        .filter((g, i) => bounds[from + i]! < beta && (atLeast.get(g) ?? 0) < beta);
      if (picked.length === 0) continue;
      const r = await options.executor.run(
        { kind: 'value', position, guesses: picked, beta, tree: true },
        options.signal,
      );
      if (r.kind !== 'value') continue;
      // None of them beats the cutoff: keep that, so that a resumed run skips them.
      if (!r.exact && r.timedOut !== true) options.store?.putRefutation?.(key, { beta, guesses: picked });
      if (!r.exact || r.tree === null || r.guess === null) continue;
      const index = from + picked.indexOf(r.guess);
      if (best === undefined || r.value < best.value || (r.value === best.value && index < best.index)) {
        best = { value: r.value, guess: r.guess, tree: r.tree, index };
      }
    }
  };
  await Promise.all(Array.from({ length: options.executor.size }, worker));
  return best === undefined ? undefined : { value: best.value, guess: best.guess, tree: best.tree };
}

/** One ranked guess: its exact total, or a proven lower bound when it could not beat the cutoff. */
export interface RankedGuess {
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
  private readonly all: (RankedGuess & { index: number })[] = [];

  constructor(
    readonly keep: number,
    private readonly fixed: number = INFEASIBLE + 1,
  ) {}

  /** The cutoff for the next guess searched. */
  cutoff(): number {
    const k = this.exact.length >= this.keep ? this.exact[this.keep - 1]! + 1 : INFEASIBLE + 1;
    return Math.min(k, this.fixed);
  }

  /** Record the result of the index-th guess. */
  add(r: RankedGuess, index: number): void {
    this.all.push({ ...r, index });
    if (r.exact) {
      this.exact.push(r.value);
      this.exact.sort((a, b) => a - b);
    }
  }

  /** How many guesses are settled. */
  get size(): number {
    return this.all.length;
  }

  /** Every guess, best first. */
  result(): RankedGuess[] {
    return [...this.all]
      .sort((a, b) => a.value - b.value || Number(b.exact) - Number(a.exact) || a.index - b.index)
      .map(({ index: _, ...r }) => r);
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
   * (search/lanes.ts): guesses that follow each other in the list then follow each other on a
   * worker, so a memo reuses what they share (openings rank orders them so, familyOrder).
   * @default false: each next guess to the next free worker
   */
  readonly lanes?: boolean;
}

/** One guess valued with the cutoff `beta`: an `each` job, or a `value` job when its tree is wanted. */
async function rankOne(position: GamePosition, guess: Word, beta: number, options: RankOptions): Promise<RankedGuess> {
  if (options.trees !== true) {
    const res = await options.executor.run({ kind: 'each', position, beta, guesses: [guess] }, options.signal);
    if (res.kind !== 'each' || res.values.length !== 1) throw new Error('internal: wrong result kind');
    return res.values[0]!;
  }
  const res = await options.executor.run(
    { kind: 'value', position, beta, guesses: [guess], tree: true },
    options.signal,
  );
  if (res.kind !== 'value') throw new Error('internal: wrong result kind');
  return res.exact && res.tree !== null
    ? { guess, value: res.value, exact: true, tree: res.tree }
    : { guess, value: res.value, exact: false };
}

/**
 * Rank guesses played first in a position: the exact totals of the best `keep`, each other guess
 * with a lower bound proving it is not better. Every guess is one job, run on any free worker with
 * the cutoff of the moment (see `Ranking`), so guesses tried late are cheap. The one ranking
 * engine: `wordle optimal --rank` and `wordle openings rank` (keep = all, a fixed cutoff) both run
 * it, on worker threads or a job queue. The result lists `settled` and `guesses`, best first.
 */
export async function rankExactly(
  position: GamePosition,
  guesses: readonly Word[],
  keep: number,
  options: RankOptions,
): Promise<RankedGuess[]> {
  expectGamePosition(position, 'rankExactly');
  expectStrings(guesses, 'rankExactly', 'guesses');
  expectInt(keep, 'rankExactly', 'keep', 1);
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

/** Options of `growInParallel`. */
export interface GrowPlanOptions {
  readonly executor: Executor;
  readonly splitter: PositionSplitter;
  readonly signal?: Cancellation;
  /** Outcomes holding none of these answers are left out (as `growTree` does). */
  readonly targets?: Uint8Array;
  /** Called as each outcome's subtree comes back. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * A strategy's tree grown in parallel: `guess` is played in `position`, and the subtree of every
 * outcome is a `grow` job (`job` makes it), largest first; the subtrees are put back together
 * under one guess node. The same tree `growTree` builds in one thread.
 */
export async function growInParallel(
  position: GamePosition,
  guess: Word,
  job: (outcome: GamePosition) => Job,
  options: GrowPlanOptions,
): Promise<Tree> {
  expectGamePosition(position, 'growInParallel');
  expectString(guess, 'growInParallel', 'guess');
  expectFunction(job, 'growInParallel', 'job');
  expectObject(options, 'growInParallel', 'options');
  expectExecutor(options.executor, 'growInParallel');
  const split = options.splitter.split(position, guess);
  const { targets } = options;
  const outcomes = split.children
    .filter((c) => targets === undefined || c.position.answers.some((a) => targets[a] === 1))
    .sort((a, b) => b.position.answers.length - a.position.answers.length);
  let done = 0;
  options.onProgress?.(0, outcomes.length);
  const trees = await Promise.all(
    outcomes.map(async (c): Promise<[Pattern, Tree]> => {
      const r = await options.executor.run(job(c.position), options.signal);
      if (r.kind !== 'grow') throw new Error('internal: wrong result kind');
      options.onProgress?.(++done, outcomes.length);
      return [c.pattern, fromPlainTree(r.tree, 'worker')];
    }),
  );
  const id = options.splitter.words.index.get(guess);
  const won = split.hit && (targets === undefined || (id !== undefined && targets[id] === 1));
  return guessNode(guess, won, trees);
}
