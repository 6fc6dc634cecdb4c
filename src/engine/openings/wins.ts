import { WordleError } from '../../core/errors.js';
import { mulberry32 } from '../../core/random.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import type { Cancellation, Executor } from '../../search/jobs/executor.js';
import type { WinsJob } from '../../search/jobs/job.js';
import { rootPosition } from '../../search/position/position.js';
import { builtinFrequencies } from '../game/prior.js';
import { sourceOf, type OpeningSource } from './source.js';
import {
  badArgument,
  expectObject,
  expectOptionsOf,
  expectStrings,
  expectWordSet,
  finite,
  int,
  RULES,
} from '../../core/validate.js';
import { expectTable, openingsTable, type OpeningsTable } from './table.js';
import type { ClassProbe } from '../../search/wins-all/probe.js';

/*
 * `wordle openings wins`: which openings of a table can win every game (find every answer within
 * the guesses allowed, whatever the answer), each decided by a `wins` job (search/wins-all/) on any
 * executor (this thread, worker threads, the queue), the verdicts kept in a progress file
 * (node/wins-progress-file.ts) and written as the table's wins-all column. Order: the openings the
 * table does not decide, most common first (the package's word frequencies, ties by word); an
 * exact total needs no job (it wins every game).
 */

/** One opening tried (an entry of the progress file): its verdict, or (`wins` null) where its probes stopped. */
export interface WinsEntry {
  readonly word: Word;
  readonly wins: boolean | null;
  /** The largest budget it was tried with, s (of an undecided opening). */
  readonly budget: number;
  /** Seconds spent on it over every try. */
  readonly seconds: number;
  readonly probes: readonly ClassProbe[];
  readonly source: OpeningSource;
}

/** Which openings to decide (`planWins`'s options, beside the budget and hints). */
export interface WinsPick {
  /** These openings (decided again even where the table says). */
  readonly words?: readonly Word[];
  /** Only the first N of the order. */
  readonly only?: number;
  /** One share of the order: the openings at positions ≡ index (mod count). */
  readonly shard?: { readonly index: number; readonly count: number };
  /** N openings at random from the order (seeded by `seed`). */
  readonly sample?: number;
  /** @default 1 */
  readonly seed?: number;
}

/** A wins run ready to go. */
export interface WinsPlan {
  /** The openings to decide now, in order. */
  readonly todo: readonly Word[];
  /** What earlier runs found, by opening (every entry of the progress file). */
  readonly known: ReadonlyMap<Word, WinsEntry>;
  /** Every opening's job but its guess and probes. */
  readonly job: Omit<WinsJob, 'guess' | 'probes'>;
}

/** The openings a table leaves to decide, in the order they are decided. */
export function winsOrder(table: OpeningsTable, counts: ReadonlyMap<string, number> = builtinFrequencies()): Word[] {
  return table.entries
    .filter((e) => e.total === null && e.winsAll === null)
    .map((e) => e.word)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : 1));
}

/** The openings picked from the order (`--words`, `--sample`, else `--shard`; `--only` first). */
function pickOpenings(order: readonly Word[], pick: WinsPick, table: OpeningsTable): Word[] {
  if (pick.words !== undefined) {
    const rows = new Map(table.entries.map((e) => [e.word, e]));
    for (const w of pick.words) {
      if (!rows.has(w)) throw new WordleError('BAD_OPTION', `--words: ${w} is not an opening of the table`);
    }
    return pick.words.filter((w) => rows.get(w)!.total === null);
  }
  const all = order.slice(0, pick.only ?? order.length);
  if (pick.sample === undefined) {
    const { index, count } = pick.shard ?? { index: 0, count: 1 };
    return all.filter((_, i) => i % count === index);
  }
  const random = mulberry32(pick.seed ?? 1);
  const picked = new Set<Word>();
  while (picked.size < Math.min(pick.sample, all.length)) picked.add(all[Math.floor(random() * all.length)]!);
  return [...picked];
}

/** The plan of a run: the openings picked, less those known already (an undecided one: with a budget as large). */
export function planWins(
  table: OpeningsTable,
  words: WordSet,
  opts: WinsPick & { readonly budget: number; readonly hints?: readonly Word[]; readonly hintSeconds?: number },
  stored: readonly WinsEntry[],
): WinsPlan {
  expectTable(table, 'planWins');
  expectWordSet(words, 'planWins');
  expectObject(opts, 'planWins', 'opts');
  const [s, list] = [finite(1e-3), RULES.words];
  const rules = { budget: s, hintSeconds: s, hints: list, words: list, only: int(1), sample: int(1), seed: RULES.seed };
  expectOptionsOf(opts, 'planWins', { ...rules, shard: 'object' }, 'opts');
  if (typeof opts.budget !== 'number') badArgument('planWins', 'opts.budget', 'a number of seconds', opts.budget);
  if (!Array.isArray(stored)) badArgument('planWins', 'stored', 'an array of progress entries', stored);
  if (words.checksum !== table.meta.checksum) {
    throw new WordleError(
      'BAD_OPTION',
      `the table is for other word lists (checksum ${table.meta.checksum}, not ${words.checksum})`,
    );
  }
  const known = new Map(stored.map((e) => [e.word, e]));
  const todo = pickOpenings(winsOrder(table), opts, table).filter((w) => {
    const k = known.get(w);
    return k === undefined || (k.wins === null && k.budget < opts.budget);
  });
  const position = rootPosition(words, { hard: table.meta.mode === 'hard', maxGuesses: table.meta.maxGuesses });
  const { budget, hints, hintSeconds } = opts;
  const job = { kind: 'wins' as const, position, budget, ...(hints?.length ? { hints } : {}) };
  return { todo, known, job: { ...job, ...(hintSeconds !== undefined ? { hintSeconds } : {}) } };
}

/** How a wins run runs. */
export interface WinsRun {
  readonly executor: Executor;
  readonly signal?: Cancellation & object;
  /** Keeps each opening tried (a progress file). */
  readonly store: {
    /** Keep one opening tried. */
    put(entry: WinsEntry): void;
  };
  /** Called as each opening is tried: its entry (and the classes the hints finished), how many are done. */
  readonly onResult?: (entry: WinsEntry, hinted: readonly Word[], done: number) => void;
}

/** Decide the plan's openings on the executor (as many at once as it runs), each kept as it comes. */
export async function decideWins(plan: WinsPlan, run: WinsRun): Promise<WinsEntry[]> {
  expectObject(plan, 'decideWins', 'plan');
  expectStrings(plan.todo, 'decideWins', 'plan.todo');
  if (!(plan.known instanceof Map)) badArgument('decideWins', 'plan.known', 'a Map', plan.known);
  expectObject(plan.job, 'decideWins', 'plan.job');
  expectObject(run, 'decideWins', 'run');
  expectOptionsOf(
    run,
    'decideWins',
    { executor: RULES.executor, signal: RULES.signal, store: 'object', onResult: 'function' },
    'run',
  );
  RULES.executor(run.executor, 'decideWins', 'run.executor');
  const out: WinsEntry[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < plan.todo.length && run.signal?.aborted !== true) {
      const word = plan.todo[next++]!;
      const before = plan.known.get(word);
      const probes = before?.probes ?? [];
      const job = { ...plan.job, guess: word, ...(probes.length > 0 ? { probes } : {}) };
      const r = await run.executor.run(job, run.signal);
      if (r.kind !== 'wins') throw new WordleError('JOB_FAILED', `the job for ${word} did not answer a wins job`);
      const entry: WinsEntry = {
        word,
        wins: r.wins,
        budget: Math.max(plan.job.budget, before?.budget ?? 0),
        seconds: Math.round(((before?.seconds ?? 0) + r.seconds) * 100) / 100,
        probes: r.wins === null ? r.probes : [],
        source: sourceOf(r),
      };
      run.store.put(entry);
      out.push(entry);
      run.onResult?.(entry, r.hinted, out.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(run.executor.size, plan.todo.length)) }, lane));
  return out;
}

/**
 * The table with the verdicts known written in its wins-all column (an exact total: yes). A verdict
 * against what the table says is an error (one of them is wrong), naming the opening.
 */
export function tableWithWins(table: OpeningsTable, known: ReadonlyMap<Word, WinsEntry>): OpeningsTable {
  expectTable(table, 'tableWithWins');
  if (!(known instanceof Map)) badArgument('tableWithWins', 'known', 'a Map of progress entries', known);
  const entries = table.entries.map((e) => {
    const k = known.get(e.word)?.wins ?? null;
    if (k !== null && e.winsAll !== null && k !== e.winsAll) {
      throw new WordleError(
        'JOB_FAILED',
        `${e.word}: the table says it ${e.winsAll ? 'can' : 'cannot'} win every game, this run proved the opposite: nothing written`,
      );
    }
    return { ...e, winsAll: e.total !== null ? true : (e.winsAll ?? k) };
  });
  return openingsTable(table.meta, entries);
}
