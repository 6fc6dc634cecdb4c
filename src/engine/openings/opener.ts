import { WordleError } from '../../core/errors.js';
import { expectObject, expectString, expectWordSet, expectOptionsOf, RULES } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { INFEASIBLE } from '../../search/bounds.js';
import type { Cancellation, Executor } from '../../search/jobs/executor.js';
import type { Job, JobResult } from '../../search/jobs/job.js';
import { toPlainTree } from '../../search/plain-tree.js';
import { rootPosition } from '../../search/position.js';
import { solveGuessExactly } from '../exact/opening.js';
import {
  formatCachedOpener,
  openerCacheKey,
  readCachedOpener,
  type OpenerKey,
  type OpenerValue,
} from './opener-cache.js';
import { expectTable, exactCount, OPENING_VALUE_MAX, type OpeningsTable } from './table.js';
import {
  foundVerdict,
  rankRange,
  ratingRange,
  ratingVerdict,
  requireRating,
  type CacheCheck,
  type FoundFrom,
  type OpenerVerdict,
} from './verdict.js';

/*
 * The use case of `wordle openings show WORD` (and the web's Openers screen): an opening's value
 * from the table when the table decides it; else its exact total, from the user's cache (checked)
 * or computed now by the exact search on any executor, and its rank as a proven range. Files,
 * threads and storage are the caller's.
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
}

/** How to rate it. */
export interface OpenerRun {
  /** Where the exact search runs, when it must (a bound only, not in the store). */
  readonly executor: Executor;
  readonly store?: OpenerStore;
  readonly signal?: Cancellation;
  /** Compute the exact total when the table holds only a bound. @default true */
  readonly compute?: boolean;
  /** Called as the opening's outcomes are proven (and once at the start): done of total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Called when a kept entry does not check out (it is computed again, and replaced). */
  readonly onDiscard?: (key: string, problem: string) => void;
}

/**
 * Rate an opening: from the table when it holds the exact total (or a proven loss), or when
 * `compute` is false; else from the store when an entry there checks out, else by the exact search
 * (then kept in the store). A value computed now is proven; one read back is labelled with what was
 * checked of it (`checked`, see opener-cache.ts), and `proven` only when its checked tree reaches
 * the table's proven bound (then no total can be smaller). A value found here that contradicts the table's bound (a checked tree
 * reaching less) shows the table is wrong: BAD_FILE naming it. Ctrl-C (`signal`): INTERRUPTED,
 * nothing kept.
 */
export async function rateOpener(request: OpenerRequest, run: OpenerRun): Promise<OpenerVerdict> {
  expectObject(request, 'rateOpener', 'request');
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
  const { words, table } = request;
  expectWordSet(words, 'rateOpener', 'request.words');
  expectTable(table, 'rateOpener');
  expectString(request.word, 'rateOpener', 'request.word');
  if (table.meta.checksum !== words.checksum) {
    throw new WordleError('BAD_ARGUMENT', `rateOpener: the table is for other word lists than request.words`);
  }
  const r = requireRating(table, request.word);
  if (r.total !== null || r.lowerBound >= OPENING_VALUE_MAX || run.compute === false) {
    return ratingVerdict(r, ratingRange(r, exactCount(table)));
  }
  const key: OpenerKey = {
    lists: words.checksum,
    mode: table.meta.mode,
    maxGuesses: table.meta.maxGuesses,
    word: r.word,
  };
  const kept = await fromStore(words, key, run);
  const value = kept?.value ?? (await computeOpener(words, key, run));
  if (value.kind === 'total' && value.total < r.lowerBound) {
    const line =
      table.file === undefined ? '' : `:${table.file.firstLine + table.entries.findIndex((e) => e.word === r.word)}`;
    throw new WordleError(
      'BAD_FILE',
      `${request.tableName ?? 'the table'}${line}: its bound ${r.lowerBound} for ${r.word} is false: a checked tree finds every answer in ${value.total} guesses`,
    );
  }
  if (kept === undefined) await run.store?.put(openerCacheKey(key), formatCachedOpener(key, value, request.version));
  const total = value.kind === 'total' ? value.total : OPENING_VALUE_MAX;
  const range = rankRange(table, r.word, { total });
  const of = { answers: table.meta.answers, of: table.entries.length };
  // Read back, a total is proven only where its checked tree meets the table's proven bound.
  const how: FoundFrom =
    kept === undefined
      ? { from: 'computed' }
      : { from: 'cache', checked: kept.checked, proven: kept.checked === 'tree' && r.proven && total === r.lowerBound };
  return foundVerdict(r.word, total, of, range, how);
}

/** The value kept in the store, if an entry is there and checks out (else it is reported, and undefined). */
async function fromStore(
  words: WordSet,
  key: OpenerKey,
  run: OpenerRun,
): Promise<{ value: OpenerValue; checked: CacheCheck } | undefined> {
  if (run.store === undefined) return undefined;
  const name = openerCacheKey(key);
  const text = await run.store.get(name);
  if (text === undefined) return undefined;
  const read = readCachedOpener(text, words, key);
  if (read.ok) return read;
  run.onDiscard?.(name, read.problem);
  return undefined;
}

/**
 * True when a job's result proves the opening loses: one of its outcomes (a position right after
 * it), searched over every guess without a cutoff, cannot be finished within the guesses left.
 */
function provesLoss(word: string, job: Job, r: JobResult): boolean {
  if (job.kind !== 'value' || r.kind !== 'value' || job.guesses !== undefined || job.beta <= INFEASIBLE) return false;
  const h = job.position.history;
  return h.length === 1 && h[0]!.guess === word && !r.exact && r.timedOut !== true && r.value >= INFEASIBLE;
}

/**
 * The opener's value by the exact search: its total and tree, or a loss. A loss is known as soon as
 * one outcome is proven impossible to finish (the others are not waited for: what still runs is
 * the executor's to stop, as the caller closes it), or when the whole solve says so.
 */
async function computeOpener(words: WordSet, key: OpenerKey, run: OpenerRun): Promise<OpenerValue> {
  const position = rootPosition(words, { hard: key.mode === 'hard', maxGuesses: key.maxGuesses });
  let lost!: () => void;
  const lossFound = new Promise<OpenerValue>((resolve) => (lost = () => resolve({ kind: 'lost' })));
  const watched: Executor = {
    size: run.executor.size,
    run: async (job, signal) => {
      const r = await run.executor.run(job, signal);
      if (provesLoss(key.word, job, r)) lost();
      return r;
    },
  };
  const solving = solveGuessExactly(words, position, key.word, {
    executor: watched,
    ...(run.signal !== undefined ? { signal: run.signal } : {}),
    ...(run.onProgress !== undefined ? { onOutcome: run.onProgress } : {}),
  }).then(
    (solved): OpenerValue => ({ kind: 'total', total: solved.total, tree: toPlainTree(solved.tree) }),
    (e: unknown): OpenerValue => {
      // solveGuessExactly's one BAD_OPTION: the guess cannot find every answer, whatever follows (proven).
      if (e instanceof WordleError && e.code === 'BAD_OPTION') return { kind: 'lost' };
      throw e;
    },
  );
  const value = await Promise.race([solving, lossFound]);
  // Once a loss is found, what still runs may fail as its executor closes: nothing waits for it.
  if (value.kind === 'lost') solving.catch(() => undefined);
  return value;
}
