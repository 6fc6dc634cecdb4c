import { WordleError } from '../../core/errors.js';
import type { Word } from '../../core/types.js';
import { expectObject, expectStrings, expectWordSet, expectOptionsOf, RULES, int } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { defaultKernel } from '../../search/exact-play.js';
import { familyOrder } from '../../search/memo/family-order.js';
import type { Cancellation, Executor } from '../../search/jobs/executor.js';
import { rankExactly, type RankedGuess } from '../../search/parallel/rank.js';
import { rootPosition, type Position } from '../../search/position/position.js';
import { Searcher } from '../../search/solver/searcher.js';
import { Valuation } from '../../search/objective/valuation.js';
import { rankedProblem, type OpeningsProgressMeta, type ProgressEntry, type ProgressSpent } from './progress.js';
import { expectTableWeights, type TableWeights } from './prior.js';
import { sourceOf, type OpeningSource } from './source.js';
import {
  largestClosedBound,
  OPENING_VALUE_MAX,
  openingsTable,
  type OpeningEntry,
  type OpeningsTable,
} from './table.js';

/*
 * The use case of `wordle openings rank`: value every opening (or a list of them) exactly, or with
 * a proven bound when it cannot beat the cutoff, on any executor, resuming from what an earlier run
 * kept, and make the table. Files, threads and the queue are the caller's (see src/cli).
 */

/** What to rank, and under which rules. */
export interface OpeningsRequest {
  readonly words: WordSet;
  readonly hard: boolean;
  /** Guesses per game (6 in Wordle). */
  readonly maxGuesses: number;
  /** Openings that cannot beat this total only get a proven bound. @default none: every total exact */
  readonly cutoff?: number;
  /** Rank only these openings. @default every allowed guess */
  readonly only?: readonly Word[];
  /** The table's name for the word lists: the built-in list's name, or `custom-CHECKSUM`. */
  readonly label: string;
  /** The project version, stamped on every opening valued now. */
  readonly version: string;
  /** The prior (prior.ts): every total is then its weighted sum ('win' objective). @default equal weights */
  readonly prior?: TableWeights;
}

/** A ranking ready to run: the openings still to value (in family order), and those valued before. */
export interface OpeningsPlan {
  readonly request: OpeningsRequest;
  readonly cutoff: number;
  readonly position: Position;
  /** What a progress file of this ranking must say it is for. */
  readonly meta: OpeningsProgressMeta;
  /** Openings valued by earlier runs (and asked for now). */
  readonly settled: readonly ProgressEntry[];
  /** Openings still to value, in family order (`familyOrder`: anagrams side by side). */
  readonly todo: readonly Word[];
  /** The closed-form lower bound of every opening the search orders (3n − 2·[candidate] − classes). */
  readonly bounds: ReadonlyMap<Word, number>;
  /** How many openings the table will hold. */
  readonly size: number;
}

/** Where a ranking keeps the openings valued (a progress file, say), so that a rerun resumes. */
export interface OpeningsStore {
  /** Keep a valued opening. */
  put(entry: ProgressEntry): void;
}

/** How a ranking runs. */
export interface OpeningsRun {
  readonly executor: Executor;
  readonly store: OpeningsStore;
  readonly signal?: Cancellation;
  /** Called as each opening is valued (checked and kept): how many of `plan.size` are done. */
  readonly onResult?: (r: RankedGuess, done: number) => void;
  /** Called at the end, for the table's `computed` line: the time spent over every run, and where it ran. */
  readonly spent: () => ProgressSpent & { readonly where: string };
  /** @default new Date() */
  readonly now?: () => Date;
}

/** What a progress file of this ranking must say it is for (its cutoff: rankingCutoff's). */
export function openingsProgressMeta(
  request: Pick<OpeningsRequest, 'words' | 'hard' | 'maxGuesses' | 'cutoff' | 'prior'>,
): OpeningsProgressMeta {
  expectObject(request, 'openingsProgressMeta', 'request');
  const { words, prior } = request;
  expectWordSet(words, 'openingsProgressMeta', 'request.words');
  return {
    format: 'wordle-openings-progress',
    version: 2,
    lists: words.checksum,
    hard: request.hard,
    maxGuesses: request.maxGuesses,
    cutoff: rankingCutoff(words, request, prior?.weights),
    ...(prior !== undefined ? { prior: prior.prior.digest } : {}),
  };
}

/**
 * The cutoff of a ranking: the one asked for, else none; under a prior at most the value of one
 * unit of weight lost (Valuation.loss), so that every exact value below it finds every answer.
 */
export function rankingCutoff(
  words: WordSet,
  rules: { readonly maxGuesses: number; readonly cutoff?: number },
  weights?: Float64Array,
): number {
  const asked = rules.cutoff ?? OPENING_VALUE_MAX;
  if (weights === undefined) return asked;
  return Math.min(asked, new Valuation(words.answers.length, weights, Math.max(6, rules.maxGuesses)).loss);
}

/**
 * Every allowed opening in search order, with the closed-form lower bound of those the search
 * orders (under a prior, the 'win' objective's); guesses the search leaves out (they cannot split the
 * answers) come last, without a bound.
 */
export function openingBounds(
  words: WordSet,
  position: Position,
  /** Under a prior: its weights (the bounds are then weighted). */
  weights?: Float64Array,
): { order: Word[]; bounds: ReadonlyMap<Word, number> } {
  const kernel = defaultKernel(words);
  const prior =
    weights === undefined ? {} : { objective: 'win' as const, weights, maxGuesses: Math.max(6, position.maxGuesses) };
  const s = new Searcher(words, undefined, { hard: position.hard, ...prior, ...(kernel ? { kernel } : {}) });
  const first = s.firstGuesses(position, false);
  const bounds = new Map(first.guesses.map((g, i) => [g, first.bounds[i]!]));
  return { order: [...first.guesses, ...words.guesses.filter((g) => !bounds.has(g))], bounds };
}

/**
 * The openings to value, in family order (so that a worker's memo reuses what neighbours share),
 * with their closed-form lower bounds. `stored`: what an earlier run kept.
 */
export function planOpenings(request: OpeningsRequest, stored: readonly ProgressEntry[] = []): OpeningsPlan {
  expectObject(request, 'planOpenings', 'request');
  expectOptionsOf(
    request,
    'planOpenings',
    { hard: 'boolean', maxGuesses: int(1, 64), cutoff: int(1), only: RULES.words, label: 'string', version: 'string' },
    'request',
  );
  const { words } = request;
  expectWordSet(words, 'planOpenings', 'request.words');
  if (request.only !== undefined) expectStrings(request.only, 'planOpenings', 'request.only');
  if (request.prior !== undefined) expectTableWeights(request.prior, words.answers.length, 'planOpenings');
  const wanted = new Set(request.only ?? words.guesses);
  const position = rootPosition(words, { hard: request.hard, maxGuesses: request.maxGuesses });
  const weights = request.prior?.weights;
  const { order, bounds } = openingBounds(words, position, weights);
  const settled = stored.filter((e) => wanted.has(e.guess));
  const done = new Set(settled.map((e) => e.guess));
  const todo = familyOrder(order.filter((g) => wanted.has(g) && !done.has(g)));
  const meta = openingsProgressMeta(request);
  return { request, cutoff: meta.cutoff, position, meta, settled, todo, bounds, size: wanted.size };
}

/**
 * Value the plan's openings on the executor, each checked (an exact total must come with a tree that
 * proves it) and kept in the store as it comes, and make the table. Ctrl-C (`signal`) ends with
 * INTERRUPTED; what was kept stays kept.
 */
export async function rankOpenings(plan: OpeningsPlan, run: OpeningsRun): Promise<OpeningsTable> {
  expectObject(plan, 'rankOpenings', 'plan');
  expectObject(plan.request, 'rankOpenings', 'plan.request');
  expectObject(run, 'rankOpenings', 'run');
  expectOptionsOf(
    run,
    'rankOpenings',
    {
      executor: RULES.executor,
      store: 'object',
      signal: RULES.signal,
      onResult: 'function',
      spent: 'function',
      now: 'function',
    },
    'run',
  );
  RULES.executor(run.executor, 'rankOpenings', 'run.executor');
  const { words, version } = plan.request;
  const sources = new Map<Word, OpeningSource>(plan.settled.map((e) => [e.guess, e.source]));
  const ranked = await rankExactly(plan.position, plan.todo, plan.size, {
    executor: run.executor,
    ...(run.signal !== undefined ? { signal: run.signal } : {}),
    bounds: plan.todo.map((g) => plan.bounds.get(g) ?? 0),
    cutoff: plan.cutoff,
    trees: true,
    lanes: true,
    settled: plan.settled,
    ...(plan.request.prior !== undefined ? { objective: 'win' as const } : {}),
    onResult: (r, done) => {
      const problem = rankedProblem(words, plan.meta, r, plan.request.prior?.weights);
      if (problem !== null) {
        throw new WordleError('JOB_FAILED', `the result for "${r.guess}" does not check out (${problem}): not kept`);
      }
      const source = sourceOf(r);
      sources.set(r.guess, source);
      const { producer: _p, replicas: _r, ...valued } = r;
      run.store.put({ ...valued, version, source });
      run.onResult?.(r, done);
    },
  });
  return openingsTableOf(plan, ranked, sources, run);
}

/**
 * The table of a finished ranking. A bound is kept as keptBound says: the search's own bounds (and
 * whether it proves a loss before it reaches the cutoff) depend on the order jobs ran in, and a
 * table must not depend on how it was computed.
 */
function openingsTableOf(
  plan: OpeningsPlan,
  ranked: readonly RankedGuess[],
  sources: ReadonlyMap<Word, OpeningSource>,
  run: OpeningsRun,
): OpeningsTable {
  const { words, version, prior } = plan.request;
  const mass = prior?.prior.weight ?? words.answers.length;
  const versions = new Map(plan.settled.map((e) => [e.guess, e.version]));
  const entries: OpeningEntry[] = ranked.map((r) => ({
    word: r.guess,
    total: r.exact ? r.value : null,
    lowerBound: r.exact ? r.value : keptBound(plan.cutoff, plan.bounds.get(r.guess), mass),
    proven: true,
    version: versions.get(r.guess) ?? version,
    source: sources.get(r.guess) ?? 'local',
  }));
  return openingsTable(
    {
      list: plan.request.label,
      checksum: words.checksum,
      answers: words.answers.length,
      guesses: words.guesses.length,
      mode: plan.request.hard ? 'hard' : 'normal',
      maxGuesses: plan.request.maxGuesses,
      cutoff: plan.cutoff,
      version,
      computed: computedNote(run.spent(), plan.settled.length, (run.now ?? (() => new Date()))()),
      ...(prior !== undefined ? { prior: prior.prior } : {}),
    },
    entries,
  );
}

/**
 * The bound a table keeps for an opening that cannot beat the cutoff: the cutoff, or its closed-form
 * bound when higher and at most 3n − 1 (past it, a loss, which a table with a cutoff does not keep).
 * Without a cutoff (OPENING_VALUE_MAX), every such opening loses. `mass`: see tableMass.
 */
export function keptBound(cutoff: number, closed: number | undefined, mass: number): number {
  const fits = closed !== undefined && closed <= largestClosedBound(mass);
  return Math.min(OPENING_VALUE_MAX, Math.max(cutoff, fits ? closed : 0));
}

/** The table's `computed` line: when, the time of every run that computed it, where, and what was resumed. */
function computedNote(spent: ProgressSpent & { readonly where: string }, resumed: number, at: Date): string {
  const time = `${Math.round(spent.wallSeconds)} s wall, ${Math.round(spent.cpuSeconds)} s CPU${resumed > 0 ? ' in all runs' : ''}`;
  const more = resumed > 0 ? ` · resumed with ${resumed} openings valued before` : '';
  return `${at.toISOString()} · ${time}, ${spent.where}${more}`;
}
