import { WordleError } from '../../core/errors.js';
import { pickAtRandom } from './estimate.js';
import type { Word } from '../../core/types.js';
import { expectObject, expectWordSet, expectOptionsOf, RULES, badArgument, expectInt } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { INFEASIBLE } from '../../search/bounds/closed-form.js';
import { expectExecutor, type Cancellation, type Executor } from '../../search/jobs/executor.js';
import { rootPosition, type Position } from '../../search/position/position.js';
import { priorMatches, tablePriorWords } from './prior.js';
import { keptBound, openingBounds } from './rank.js';
import type { OpeningSource } from './source.js';
import {
  expectTable,
  hasCutoff,
  OPENING_VALUE_MAX,
  tableMass,
  type OpeningEntry,
  type OpeningsTable,
} from './table.js';

/*
 * The use case of `wordle openings verify`: re-prove a table's rows on this machine. Each row chosen
 * is searched again with the cutoff that decides it (an exact total T: is the least total T? a bound
 * B: is nothing below B?), after the checks that need no search; a bound row that says whether its
 * opening can win every game is searched again for that too (the 'depth' objective).
 */

/** What this machine found for a row: an exact total, a bound, or what is wrong without a search. */
export type RowFinding =
  | { readonly kind: 'total'; readonly total: number }
  | {
      readonly kind: 'bound';
      readonly atLeast: number;
      /** Whether the opening can win every game, when the row says and it was searched again. */
      readonly winsAll?: boolean;
    }
  | { readonly kind: 'problem'; readonly problem: string };

/** One row checked: what the table says, what was found, and whether it holds. */
export interface RowCheck {
  readonly word: Word;
  /** Its index in the table's entries (its line: `table.file.firstLine + index`). */
  readonly index: number;
  readonly source: OpeningSource;
  /** The table's value: an exact total, or `>=` a bound. */
  readonly claimed: string;
  readonly found: RowFinding;
  readonly holds: boolean;
}

/** What to verify. */
export interface VerifyRequest {
  /** The word lists the table was computed for (checked against its checksum). */
  readonly words: WordSet;
  readonly table: OpeningsTable;
  /** Which rows, by index in the table's entries. @default every row */
  readonly rows?: readonly number[];
  /** A table under a prior: its weights (the executor's runners must have them). */
  readonly weights?: Float64Array;
}

/** How verifying runs. */
export interface VerifyRun {
  readonly executor: Executor;
  readonly signal?: Cancellation;
  /** Called as each row is checked: how many of the rows chosen are done. */
  readonly onRow?: (check: RowCheck, done: number, total: number) => void;
}

/** `n` rows of a table chosen at random (mulberry32 with the seed), in table order. */
export function sampleRows(table: OpeningsTable, n: number, seed: number): number[] {
  expectTable(table, 'sampleRows');
  expectInt(n, 'sampleRows', 'n', 0);
  expectInt(seed, 'sampleRows', 'seed', 0, 0xffffffff);
  const rows = Array.from({ length: table.entries.length }, (_, i) => i);
  return pickAtRandom(rows, Math.min(n, rows.length), seed).sort((a, b) => a - b);
}

/** The rows of these openings, in table order; BAD_WORD naming one the table does not list. */
export function rowsOf(table: OpeningsTable, words: readonly string[]): number[] {
  const index = new Map(table.entries.map((e, i) => [e.word, i]));
  return words
    .map((w) => {
      const i = index.get(w.trim().toLowerCase());
      if (i === undefined) throw new WordleError('BAD_WORD', `"${w.trim().toLowerCase()}" is not in the table`);
      return i;
    })
    .sort((a, b) => a - b);
}

/** What a bound row says about winning every game, in words ('' when it says nothing, or its value does). */
export const winsText = (winsAll: boolean | null | undefined): string =>
  winsAll === true ? ', wins every game' : winsAll === false ? ', cannot win every game' : '';

/** Whether a row's claim that its opening can (or cannot) win every game needs a search of its own. */
const saysWins = (e: OpeningEntry): e is OpeningEntry & { winsAll: boolean } =>
  e.total === null && typeof e.winsAll === 'boolean' && e.lowerBound < OPENING_VALUE_MAX;

const claimOf = (e: OpeningEntry): string =>
  e.total === null ? `>=${e.lowerBound}${saysWins(e) ? winsText(e.winsAll) : ''}` : String(e.total);

/** The check of a row without a search, or undefined when it needs one (the beta to search with). */
function cheapCheck(
  e: OpeningEntry,
  table: OpeningsTable,
  words: WordSet,
  closed: number | undefined,
): RowFinding | number {
  if (!words.index.has(e.word)) return { kind: 'problem', problem: 'not an allowed guess of these lists' };
  if (e.total !== null) {
    if (closed !== undefined && e.total < closed) {
      return { kind: 'problem', problem: `below its closed-form bound ${closed}: impossible` };
    }
    return e.total + 1;
  }
  const kept = keptBound(table.meta.cutoff, closed, tableMass(table.meta));
  if (e.lowerBound !== kept) {
    return {
      kind: 'problem',
      problem: `a run keeps >=${kept} for it (the cutoff, or its closed-form bound if higher)`,
    };
  }
  // A closed-form bound above the cutoff is proven by the formula itself.
  return hasCutoff(table.meta) && e.lowerBound > table.meta.cutoff && !saysWins(e)
    ? { kind: 'bound', atLeast: e.lowerBound }
    : e.lowerBound;
}

/**
 * Re-prove one row with the cutoff that decides it, and whether it wins every game when the row
 * says ('depth': some play finds every answer within the guesses allowed).
 */
async function search(
  position: Position,
  e: OpeningEntry,
  beta: number,
  run: VerifyRun,
  weighted: boolean,
): Promise<RowFinding> {
  const value = async (beta: number, objective?: 'win' | 'depth') => {
    const job = { kind: 'value', position, beta, guesses: [e.word], tree: false } as const;
    const res = await run.executor.run(objective === undefined ? job : { ...job, objective }, run.signal);
    if (res.kind !== 'value' || res.timedOut === true) throw new Error('internal: wrong result kind');
    return res;
  };
  const res = await value(beta, weighted ? 'win' : undefined);
  if (res.exact) return { kind: 'total', total: res.value };
  const wins = saysWins(e) ? { winsAll: (await value(INFEASIBLE, 'depth')).exact } : {};
  return { kind: 'bound', atLeast: res.value, ...wins };
}

/** Whether what was found agrees with the row. */
function holds(e: OpeningEntry, f: RowFinding): boolean {
  if (f.kind === 'problem') return false;
  if (e.total !== null) return f.kind === 'total' && f.total === e.total;
  return f.kind === 'bound' && f.atLeast >= e.lowerBound && f.winsAll === (saysWins(e) ? e.winsAll : undefined);
}

/**
 * Check the chosen rows, on the executor (as many at once as it runs), in table order; every
 * result is reported to `onRow` as it comes. Ctrl-C (`signal`): INTERRUPTED.
 */
export async function verifyOpenings(request: VerifyRequest, run: VerifyRun): Promise<RowCheck[]> {
  expectObject(request, 'verifyOpenings', 'request');
  expectObject(run, 'verifyOpenings', 'run');
  expectOptionsOf(
    request,
    'verifyOpenings',
    {
      rows: (v, fn, name) => {
        if (!Array.isArray(v) || !v.every((x) => Number.isSafeInteger(x) && (x as number) >= 0)) {
          badArgument(fn, name, 'an array of row numbers (whole numbers ≥ 0)', v);
        }
      },
    },
    'request',
  );
  expectOptionsOf(run, 'verifyOpenings', { signal: RULES.signal, onRow: 'function' }, 'run');
  expectExecutor(run.executor, 'verifyOpenings');
  const { words, table } = request;
  expectWordSet(words, 'verifyOpenings', 'request.words');
  expectTable(table, 'verifyOpenings');
  const m = table.meta;
  if (m.checksum !== words.checksum || m.answers !== words.answers.length || m.guesses !== words.guesses.length) {
    throw new WordleError(
      'BAD_OPTION',
      `the table was computed for other word lists (checksum ${m.checksum}) than these (${words.checksum})`,
    );
  }
  if (!priorMatches(m.prior, request.weights)) {
    throw new WordleError(
      'BAD_OPTION',
      `the table is under ${tablePriorWords(m.prior)}: verify it under those weights only`,
    );
  }
  const position = rootPosition(words, { hard: m.mode === 'hard', maxGuesses: m.maxGuesses });
  const { bounds } = openingBounds(words, position, request.weights);
  const weighted = request.weights !== undefined;
  const rows = request.rows ?? table.entries.map((_, i) => i);
  const out: RowCheck[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < rows.length) {
      const index = rows[next++]!;
      const e = table.entries[index]!;
      const cheap = cheapCheck(e, table, words, bounds.get(e.word));
      const found = typeof cheap === 'number' ? await search(position, e, cheap, run, weighted) : cheap;
      const check = { word: e.word, index, source: e.source, claimed: claimOf(e), found, holds: holds(e, found) };
      out.push(check);
      run.onRow?.(check, out.length, rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, run.executor.size) }, worker));
  return out.sort((a, b) => a.index - b.index);
}
