import { WordleError } from '../../core/errors.js';
import { expectObject, expectString, expectWordSet, expectOptionsOf, RULES } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import type { Cancellation, Executor } from '../../search/jobs/executor.js';
import { outcomeOf } from '../../search/objective/outcome.js';
import { rootPosition, type Position } from '../../search/position/position.js';
import type { PlainTree } from '../../search/position/plain-tree.js';
import { Valuation } from '../../search/objective/valuation.js';
import { solveGuessForWinExactly } from '../exact/opening.js';
import {
  formatCachedOpener,
  openerCacheKey,
  readCachedOpener,
  treeReach,
  type OpenerKey,
  type OpenerValue,
} from './opener-cache.js';
import { priorMatches } from './prior.js';
import { expectTable, tableMass, type OpeningRating, type OpeningsTable } from './table.js';
import {
  foundVerdict,
  rankRange,
  ratingRange,
  ratingVerdict,
  requireRating,
  tableSummary,
  type CacheCheck,
  type FoundFrom,
  type OpenerVerdict,
} from './verdict.js';

/*
 * The use case of `wordle openings show WORD` (and the web's Openers screen): an opening's value
 * from the table when the table decides it; else from the user's cache (checked) or computed now
 * by the exact search on any executor, with its rank as a proven range. Files, threads and storage
 * are the caller's.
 */

/** Where computed openers are kept: entries by key, as text (a cache directory, the browser's storage). */
export interface OpenerStore {
  /** The text kept under `key`, or undefined when none is (untrusted: the caller verifies it). */
  get(key: string): string | undefined | Promise<string | undefined>;
  /** Keep `text` under `key` (atomically where the store can). */
  put(key: string, text: string): void | Promise<void>;
}

/** What to rate. */
export interface OpenerRequest {
  /** The word lists the table was computed for. */
  readonly words: WordSet;
  readonly table: OpeningsTable;
  readonly word: string;
  /** The project version, stamped on what is kept. */
  readonly version: string;
  /** The table's name in messages (its file). @default "the table" */
  readonly tableName?: string;
  /** A table under a prior: its weights (one per answer id). @default equal weights */
  readonly weights?: Float64Array;
}

/** How to rate it. */
export interface OpenerRun {
  /** Where the exact search runs, when it must (a bound only, not in the store). */
  readonly executor: Executor;
  readonly store?: OpenerStore;
  readonly signal?: Cancellation;
  /** Compute the exact value when the table holds only a bound (or a loss). @default true */
  readonly compute?: boolean;
  /** Called as the opening's outcomes are proven (and once at the start): done of total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Called when a kept entry does not check out (it is computed again, and replaced). */
  readonly onDiscard?: (key: string, problem: string) => void;
}

/**
 * Rate an opening: from the table when it holds the exact total, or when `compute` is false; else
 * from the store when an entry there checks out, else by the exact search (then kept in the store).
 * A value found here that contradicts the table shows the table is wrong: BAD_FILE naming it. A
 * value read back is `proven` only when its checked tree reaches the table's proven bound. Ctrl-C
 * (`signal`): INTERRUPTED, nothing kept.
 */
export async function rateOpener(request: OpenerRequest, run: OpenerRun): Promise<OpenerVerdict> {
  expectObject(request, 'rateOpener', 'request');
  expectRun(run);
  const { words, table } = request;
  expectWordSet(words, 'rateOpener', 'request.words');
  expectTable(table, 'rateOpener');
  expectString(request.word, 'rateOpener', 'request.word');
  if (table.meta.checksum !== words.checksum) {
    throw new WordleError('BAD_ARGUMENT', `rateOpener: the table is for other word lists than request.words`);
  }
  const { weights } = request;
  if (!priorMatches(table.meta.prior, weights)) {
    throw new WordleError('BAD_ARGUMENT', `rateOpener: request.weights are not those of the table's prior`);
  }
  const r = requireRating(table, request.word);
  if (r.total !== null || run.compute === false) return ratingVerdict(r, ratingRange(r, tableSummary(table)));
  const key: OpenerKey = {
    lists: words.checksum,
    ...(table.meta.prior !== undefined ? { prior: table.meta.prior.digest } : {}),
    mode: table.meta.mode,
    maxGuesses: table.meta.maxGuesses,
    word: r.word,
  };
  const kept = await fromStore(words, key, r, run, weights);
  const value = kept?.value ?? (await computeOpener(words, key, run, weights));
  const wrong = contradiction(r, value);
  if (wrong !== null) {
    const at = table.entries.findIndex((e) => e.word === r.word);
    const line = table.file === undefined ? '' : `:${table.file.firstLine + at}`;
    throw new WordleError('BAD_FILE', `${request.tableName ?? 'the table'}${line}: ${wrong}`);
  }
  if (kept === undefined) await run.store?.put(openerCacheKey(key), formatCachedOpener(key, value, request.version));
  const reach = value.kind === 'total' ? { lost: 0, total: value.total } : { lost: value.lost, total: value.total };
  const range = rankRange(table, r.word, reach.lost === 0 ? { total: reach.total } : reach);
  const of = { answers: tableMass(table.meta), of: table.entries.length };
  const met = value.kind === 'total' && r.proven && value.total === r.lowerBound && r.winsAll !== false;
  const how: FoundFrom =
    kept === undefined
      ? { from: 'computed' }
      : { from: 'cache', checked: kept.checked, proven: kept.checked === 'tree' && met };
  return foundVerdict(r.word, reach, of, range, how);
}

/** Every option of a run checked at the door (one BAD_ARGUMENT naming the option). */
function expectRun(run: OpenerRun): void {
  expectObject(run, 'rateOpener', 'run');
  expectOptionsOf(
    run,
    'rateOpener',
    {
      executor: RULES.executor,
      store: 'object',
      signal: RULES.signal,
      compute: 'boolean',
      onProgress: 'function',
      onDiscard: 'function',
    },
    'run',
  );
  RULES.executor(run.executor, 'rateOpener', 'run.executor');
}

/** What a value found here says is wrong with the table's row, or null when they agree. */
function contradiction(r: OpeningRating, value: FoundValue): string | null {
  if (value.kind === 'total' && r.winsAll === false) {
    return `it says ${r.word} cannot win every game, but a checked tree finds every answer in ${value.total} guesses`;
  }
  if (value.kind === 'total' && value.total < r.lowerBound) {
    return `its bound ${r.lowerBound} for ${r.word} is false: a checked tree finds every answer in ${value.total} guesses`;
  }
  if (value.kind === 'fewest' && r.winsAll === true) {
    return `it says ${r.word} can win every game, but the exact search finds that it loses ${value.lost} of the answers at best`;
  }
  return null;
}

/** A value found here: an exact total, or the fewest answers lost and the total then. */
type FoundValue = Exclude<OpenerValue, { kind: 'lost' }>;

/**
 * The value kept in the store, if an entry is there and checks out (else it is reported). A bare
 * loss is computed again, and an entry that contradicts the table is not used (the search decides).
 */
async function fromStore(
  words: WordSet,
  key: OpenerKey,
  r: OpeningRating,
  run: OpenerRun,
  weights: Float64Array | undefined,
): Promise<{ value: FoundValue; checked: CacheCheck } | undefined> {
  if (run.store === undefined) return undefined;
  const name = openerCacheKey(key);
  const text = await run.store.get(name);
  if (text === undefined) return undefined;
  const read = readCachedOpener(text, words, key, weights);
  if (!read.ok) {
    run.onDiscard?.(name, read.problem);
    return undefined;
  }
  const value = read.value;
  if (value.kind === 'lost') return undefined;
  const wrong = contradiction(r, value);
  if (wrong === null) return { value, checked: read.checked };
  run.onDiscard?.(name, `it contradicts the table: ${wrong.replace(/^it says/u, 'the table says')}`);
  return undefined;
}

/**
 * The opener's value by the exact search, played for the win (under a prior: one job in one thread,
 * the executor's runners having its weights), with its tree, verified here: it must reach exactly
 * the value found (the answers, or weight, lost and the total then).
 */
async function computeOpener(
  words: WordSet,
  key: OpenerKey,
  run: OpenerRun,
  weights: Float64Array | undefined,
): Promise<FoundValue> {
  const rules = { hard: key.mode === 'hard', maxGuesses: key.maxGuesses };
  const position = rootPosition(words, rules);
  const { tree, found } = await (weights === undefined
    ? solveEqual(words, position, key, run)
    : solveWeighted(words, position, key, run, weights));
  const reach = treeReach(words, rules, key.word, tree, weights);
  if (
    typeof reach === 'string' ||
    (found !== undefined && (reach.lost !== found.lost || reach.total !== found.total))
  ) {
    throw new Error(`internal: the tree found for ${key.word} does not reach its value`);
  }
  if (reach.lost === 0) return { kind: 'total', total: reach.total, tree };
  return { kind: 'fewest', lost: reach.lost, total: reach.total, tree };
}

/** A tree found by the search, and under a prior the value it found (the weight lost, and the total then). */
type Solved = Promise<{ tree: PlainTree; found?: { lost: number; total: number } }>;

/** The opener's optimal tree under equal weights, on the executor's threads. */
async function solveEqual(words: WordSet, position: Position, key: OpenerKey, run: OpenerRun): Solved {
  const solved = await solveGuessForWinExactly(words, position, key.word, {
    executor: run.executor,
    ...(run.signal !== undefined ? { signal: run.signal } : {}),
    ...(run.onProgress !== undefined ? { onOutcome: run.onProgress } : {}),
  });
  return { tree: solved.tree };
}

/** The opener's value under a prior: one job of the search that plays for the win, with its tree. */
async function solveWeighted(
  words: WordSet,
  position: Position,
  key: OpenerKey,
  run: OpenerRun,
  weights: Float64Array,
): Solved {
  const valuation = new Valuation(words.answers.length, weights, Math.max(6, key.maxGuesses));
  run.onProgress?.(0, 1);
  const job = { kind: 'value', position, beta: valuation.none, guesses: [key.word], tree: true } as const;
  const r = await run.executor.run({ ...job, objective: 'win' }, run.signal);
  if (r.kind !== 'value' || !r.exact || r.tree === null) throw new Error(`internal: no exact value for ${key.word}`);
  run.onProgress?.(1, 1);
  const found = outcomeOf(valuation, position, r.value);
  return { tree: r.tree, found: { lost: found.weight - found.won, total: found.total } };
}
