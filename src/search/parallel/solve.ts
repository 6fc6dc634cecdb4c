import { WordleError } from '../../core/errors.js';
import type { Pattern, Tree, Word } from '../../core/types.js';
import {
  badArgument,
  expectFunction,
  expectObject,
  expectOptionsOf,
  expectPosition,
  expectString,
  int,
  MILLISECONDS,
  RULES,
} from '../../core/validate.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import { guessNode } from '../position/grow.js';
import { expectExecutor, type Cancellation, type Executor } from '../jobs/executor.js';
import type { Job } from '../jobs/job.js';
import { fromPlainTree, toPlainTree } from '../position/plain-tree.js';
import { guessesLeft, PositionSplitter, type Position } from '../position/position.js';
import { Valuation } from '../objective/valuation.js';
import { positionKey, type ResultStore, type SolvedPosition } from './store.js';

function expectPlan(options: unknown, fn: string): void {
  expectObject(options, fn, 'options');
  expectOptionsOf(options, fn, {
    store: 'object',
    signal: RULES.signal,
    splitAbove: int(1),
    tryMs: MILLISECONDS,
    onSolved: 'function',
  });
  expectExecutor(options.executor, fn);
  expectFunction(options.firstGuesses, fn, 'options.firstGuesses');
  if (!(options.splitter instanceof PositionSplitter))
    badArgument(fn, 'options.splitter', 'a PositionSplitter', options.splitter);
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
  /**
   * The first guesses of a position, best first, with their lower bounds (Searcher.firstGuesses),
   * under the objective asked for (the plan's).
   */
  readonly firstGuesses: (p: Position, objective: 'total' | 'win') => { guesses: Word[]; bounds: number[] };
  /** Called when a position is proven (for progress). */
  readonly onSolved?: (p: Position, value: number) => void;
  /**
   * What the jobs minimize: 'total' (every answer found, the least total guesses), or 'win' (the
   * least answers lost, then the least total: see search/objective/valuation.ts; equal weights unless the
   * executor's setup has some). With 'win' the store is not used (its keys do not say the objective),
   * and `firstGuesses` must give the 'win' objective's bounds. @default 'total'
   */
  readonly objective?: 'total' | 'win';
}

/** The cutoff that cuts nothing for a position under the plan's objective (the job runner's 'win' searcher's `none`). */
function noCutoff(position: Position, options: PlanOptions): number {
  if (options.objective !== 'win') return INFEASIBLE + 1;
  const answers = options.splitter.words.answers.length;
  return new Valuation(answers, undefined, Math.max(6, guessesLeft(position))).none;
}

const stopped = (): WordleError => new WordleError('INTERRUPTED', 'interrupted');

/**
 * The exact value and optimal tree of playing `guess` first in `position`, in parallel: every
 * outcome is its own job (positions of `splitAbove` answers or more spread their own first guesses
 * over the workers too), and the outcomes' values are summed (the combiner of `sumOutcomes`,
 * without cutoffs: every outcome is needed exactly).
 */
export async function solveGuess(position: Position, guess: Word, options: PlanOptions): Promise<SolvedPosition> {
  expectPosition(position, 'solveGuess');
  expectString(guess, 'solveGuess', 'guess');
  expectPlan(options, 'solveGuess');
  const r = await sumOfOutcomes(position, guess, options);
  if (r === undefined) {
    const rules = `${position.maxGuesses} guesses${position.hard ? ' in hard mode' : ''}`;
    throw new WordleError('BAD_OPTION', `${guess} cannot find every answer within ${rules}, whatever follows (proven)`);
  }
  return r;
}

/**
 * `solveGuess` playing for the win (equal weights): each outcome is solved by the 'total' search,
 * and one that cannot be finished in time (some answer is lost whatever follows) by the 'win'
 * search, which loses the fewest answers, then takes the least total. With equal weights a 'total'
 * value is the 'win' value of an outcome that loses nothing, so the sum is the guess's 'win' value;
 * `lossy` says whether some outcome loses answers (the tree then leaves them out at its last guess).
 * Nothing is read from or kept in the store for the 'win' outcomes.
 */
export async function solveGuessForWin(
  position: Position,
  guess: Word,
  options: PlanOptions,
): Promise<SolvedPosition & { lossy: boolean }> {
  expectPosition(position, 'solveGuessForWin');
  expectString(guess, 'solveGuessForWin', 'guess');
  expectPlan(options, 'solveGuessForWin');
  const win: PlanOptions = { ...options, objective: 'win', store: undefined };
  let lossy = false;
  const r = await sumOfOutcomes(position, guess, { ...options, objective: 'total' }, async (c) => {
    const solved = await solveOrNull(c, { ...options, objective: 'total' });
    if (solved !== undefined) return solved;
    lossy = true;
    return solveOrNull(c, win);
  });
  if (r === undefined) throw new Error('internal: the win search left an outcome without a value');
  return { ...r, lossy };
}

/** `solveGuess`, or undefined when some outcome cannot be finished in time. */
async function sumOfOutcomes(
  position: Position,
  guess: Word,
  options: PlanOptions,
  solve: (p: Position) => Promise<SolvedPosition | undefined> = (p) => solveOrNull(p, options),
): Promise<SolvedPosition | undefined> {
  const split = options.splitter.split(position, guess);
  const outcomes = [...split.children].sort((a, b) => b.position.answers.length - a.position.answers.length);
  const solved = await Promise.all(outcomes.map((c) => solve(c.position)));
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
export async function solvePosition(position: Position, options: PlanOptions): Promise<SolvedPosition> {
  expectPosition(position, 'solvePosition');
  expectPlan(options, 'solvePosition');
  const r = await solveOrNull(position, options);
  if (r === undefined) {
    throw new WordleError('BAD_OPTION', `${position.answers.length} answers cannot be solved within the guesses left`);
  }
  return r;
}

/** `solvePosition`, or undefined when the position cannot be finished in time. */
async function solveOrNull(position: Position, options: PlanOptions): Promise<SolvedPosition | undefined> {
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
    const objective = options.objective === 'win' ? { objective: 'win' as const } : {};
    const job: Job = { kind: 'value', position, beta: noCutoff(position, options), tree: true, ...objective };
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
async function sharedPosition(position: Position, options: PlanOptions): Promise<SolvedPosition | undefined> {
  const { guesses, bounds } = options.firstGuesses(position, options.objective ?? 'total');
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
  const none = noCutoff(position, options);
  const cutoff = (): number => best?.value ?? none;
  const objective = options.objective === 'win' ? { objective: 'win' as const } : {};
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
        { kind: 'value', position, guesses: picked, beta, tree: true, ...objective },
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
