import { WordleError } from '../../core/errors.js';
import { expectObject, expectString, expectWordSet, expectOptionsOf, RULES } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import type { Cancellation, Executor } from '../../search/jobs/executor.js';
import { outcomeOf } from '../../search/objective/outcome.js';
import { rootPosition } from '../../search/position/position.js';
import { Valuation } from '../../search/objective/valuation.js';
import { solveGuessForWinExactly } from '../exact/opening.js';
import { treeReach } from './fewest.js';
import {
  formatCachedOpener,
  openerCacheKey,
  readCachedOpener,
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
 * from the table when the table decides it; else its exact value, from the user's cache (checked)
 * or computed now by the exact search on any executor, and its rank as a proven range. The value
 * of an opening that cannot win every game is the fewest answers it loses, then its least total
 * (a lost game counting the guesses allowed + 1). Files, threads and storage are the caller's.
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
  /**
   * A table under a prior: its weights (one per answer id of `words`, whose digest the table
   * records); what is computed and kept is then under that prior only. @default equal weights
   */
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
 * An opening that cannot win every game gets the fewest answers it loses, then its least total. A
 * value found here that contradicts the table (a checked tree reaching less than its bound, or
 * finding every answer where it says the opening cannot, or the search finding that it cannot
 * where the table says it can) shows the table is wrong: BAD_FILE naming it. A value computed now
 * is proven; one read back is labelled with what was checked of it (`checked`, see
 * opener-cache.ts), and `proven` only when its checked tree reaches the table's proven bound (then
 * no total can be smaller). Ctrl-C (`signal`): INTERRUPTED, nothing kept.
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
  // Read back, a total is proven only where its checked tree meets the table's proven bound (a
  // tree that loses answers proves no least total: that rests on the search that wrote it).
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
 * The value kept in the store, if an entry is there and checks out (else it is reported, and
 * undefined). A bare loss (kept before the fewest losses were computed) is computed again, and an
 * entry that contradicts the table is not used (the search decides, not one claim against another).
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
 * The opener's value by the exact search, played for the win: its exact total and tree when it can
 * win every game; else the fewest answers it loses, its least total then, and the tree, which is
 * verified here (it loses exactly that many answers and reaches exactly that total).
 */
async function computeOpener(
  words: WordSet,
  key: OpenerKey,
  run: OpenerRun,
  weights: Float64Array | undefined,
): Promise<FoundValue> {
  if (weights !== undefined) return computeWeighted(words, key, run, weights);
  const rules = { hard: key.mode === 'hard', maxGuesses: key.maxGuesses };
  const position = rootPosition(words, rules);
  const solved = await solveGuessForWinExactly(words, position, key.word, {
    executor: run.executor,
    ...(run.signal !== undefined ? { signal: run.signal } : {}),
    ...(run.onProgress !== undefined ? { onOutcome: run.onProgress } : {}),
  });
  const reach = treeReach(words, rules, key.word, solved.tree);
  if (typeof reach === 'string')
    throw new Error(`internal: the tree found for ${key.word} does not check out: ${reach}`);
  if (reach.lost === 0) return { kind: 'total', total: reach.total, tree: solved.tree };
  return { kind: 'fewest', lost: reach.lost, total: reach.total, tree: solved.tree };
}

/**
 * The opener's value under a prior (the executor's runners must have its weights): one job of the
 * search that plays for the win, in one thread, with its tree, which is verified here and must reach
 * exactly the value the search found (the weight lost, and the weighted total then).
 */
async function computeWeighted(
  words: WordSet,
  key: OpenerKey,
  run: OpenerRun,
  weights: Float64Array,
): Promise<FoundValue> {
  const rules = { hard: key.mode === 'hard', maxGuesses: key.maxGuesses };
  const position = rootPosition(words, rules);
  const valuation = new Valuation(words.answers.length, weights, Math.max(6, key.maxGuesses));
  run.onProgress?.(0, 1);
  const job = {
    kind: 'value',
    position,
    beta: valuation.none,
    guesses: [key.word],
    tree: true,
    objective: 'win',
  } as const;
  const r = await run.executor.run(job, run.signal);
  if (r.kind !== 'value' || !r.exact || r.tree === null) throw new Error(`internal: no exact value for ${key.word}`);
  run.onProgress?.(1, 1);
  const found = outcomeOf(valuation, position, r.value);
  const reach = treeReach(words, rules, key.word, r.tree, weights);
  if (typeof reach === 'string' || reach.lost !== found.weight - found.won || reach.total !== found.total) {
    throw new Error(`internal: the tree found for ${key.word} does not reach its value`);
  }
  if (reach.lost === 0) return { kind: 'total', total: reach.total, tree: r.tree };
  return { kind: 'fewest', lost: reach.lost, total: reach.total, tree: r.tree };
}
