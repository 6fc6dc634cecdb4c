import { WordleError } from '../core/errors.js';
import type { Word } from '../core/types.js';
import { parseWordList, wordId, type WordSet } from '../core/wordlist.js';
import { builtinWordSet } from '../data/lists.js';
import {
  OPENING_VALUE_MAX,
  openingsTable,
  type OpeningEntry,
  type OpeningsMeta,
  type OpeningsTable,
} from '../engine/openings.js';
import { formatOpeningsTable } from '../engine/openings-tsv.js';
import { rankedProblem, type OpeningsProgressMeta, type ProgressEntry } from '../engine/openings-progress.js';
import type { RankedGuess } from '../engine/plan.js';
import { threadCount } from '../node/limits.js';
import { writeFileAtomic } from '../node/atomic.js';
import { OpeningsProgressFile, progressPathFor } from '../node/openings-progress-file.js';
import { packageInfo } from '../node/package-info.js';
import { checkQueueName } from '../node/queue-keys.js';
import { parseRedisUrl } from '../node/redis-url.js';
import { readTextFile } from '../node/words.js';
import { fastestKernel } from '../search/kernel-wasm.js';
import { rootPosition, type GamePosition } from '../search/position.js';
import { familyOrder } from '../search/family-order.js';
import { Searcher } from '../search/searcher.js';
import { inputFiles, loadWords, type CommonOptions } from './context.js';
import type { Output } from './output.js';
import { checkOutputs, STDOUT } from './outputs.js';
import { rankExecutor, runRanking } from './rank-run.js';

/** The options of `wordle openings rank`. */
export interface RankOpeningsOptions {
  out?: string;
  /** Write nothing: estimate the cost of the table from this many random openings. */
  estimate?: number;
  seed?: number;
  cutoff?: number;
  only?: string;
  list: string;
  answers?: string;
  guesses?: string;
  hard?: boolean;
  maxGuesses: number;
  maxWords: number;
  workers: number;
  maxMemory: number;
  queue?: string;
  name: string;
  clearQueue?: boolean;
  cache?: string | boolean;
  json?: boolean;
  quiet?: boolean;
}

/** The table's name for the word lists: the built-in list's name, or `custom-CHECKSUM`. */
function listLabel(words: WordSet, opts: RankOpeningsOptions): string {
  if (
    opts.answers === undefined &&
    opts.guesses === undefined &&
    words.checksum === builtinWordSet(opts.list).checksum
  ) {
    return opts.list;
  }
  return `custom-${words.checksum}`;
}

/** The openings of --only FILE (one a line, `#` comments), each an allowed guess. */
export function onlyList(path: string, words: WordSet): Word[] {
  const list = parseWordList(readTextFile(path, '--only'), path, { length: words.length });
  return list.map((w) => words.guesses[wordId(words, w)]!);
}

/**
 * The openings in search order (most promising first), with the closed-form lower bound of every
 * allowed opening (3n − 2·[candidate] − classes: a function of the opening alone).
 */
function searchOrder(words: WordSet, p: GamePosition): { order: Word[]; bound: Map<Word, number> } {
  const kernel = fastestKernel(words.length);
  const s = new Searcher(words, undefined, { hard: p.hard, ...(kernel ? { kernel } : {}) });
  const first = s.firstGuesses(p, false);
  const bound = new Map(first.guesses.map((g, i) => [g, first.bounds[i]!]));
  // Guesses the search leaves out (they cannot split the answers) are valued too, last, without a bound.
  return { order: [...first.guesses, ...words.guesses.filter((g) => !bound.has(g))], bound };
}

const seconds = (s: number): string => `${s.toFixed(1)} s`;

/** `wordle openings rank`: every opening's exact total or proven bound, written as a table. */
export async function rankOpenings(opts: RankOpeningsOptions, out: Output): Promise<void> {
  if (opts.estimate !== undefined) {
    const { estimateOpenings } = await import('./openings-estimate.js');
    const words = loadWords(opts as unknown as CommonOptions);
    return estimateOpenings(opts, words, opts.only === undefined ? words.guesses : onlyList(opts.only, words), out);
  }
  if (opts.seed !== undefined) throw new WordleError('BAD_OPTION', '--seed goes with --estimate');
  if (opts.out === undefined) throw new WordleError('BAD_OPTION', 'required option --out <file> not specified');
  if (opts.out === STDOUT) {
    throw new WordleError(
      'BAD_OPTION',
      '--out must be a file: the table is written at the end, and the progress beside it',
    );
  }
  const words = loadWords(opts as unknown as CommonOptions);
  const hard = opts.hard === true;
  const cutoff = opts.cutoff ?? OPENING_VALUE_MAX;
  const progressPath = progressPathFor(opts.out);
  const inputs = [...inputFiles(opts), ...(opts.only !== undefined ? [{ path: opts.only, what: '--only' }] : [])];
  checkOutputs(
    [
      { path: opts.out, what: '--out' },
      { path: progressPath, what: 'the progress file' },
    ],
    inputs,
  );
  const wanted = new Set(opts.only !== undefined ? onlyList(opts.only, words) : words.guesses);
  if (opts.queue === undefined) {
    const t = threadCount(opts.workers, '--workers');
    if (t.note !== undefined && opts.quiet !== true) out.error(t.note);
    opts.workers = t.threads;
  } else {
    parseRedisUrl(opts.queue);
    checkQueueName(opts.name);
  }
  const meta: OpeningsProgressMeta = {
    format: 'wordle-openings-progress',
    version: 1,
    lists: words.checksum,
    hard,
    maxGuesses: opts.maxGuesses,
    cutoff,
  };
  const progress = new OpeningsProgressFile(progressPath, meta, words);
  const settled = progress.all().filter((e) => wanted.has(e.guess));
  if (settled.length > 0 && opts.quiet !== true)
    out.error(`resuming: ${settled.length} openings valued in ${progressPath}`);
  const position = rootPosition(words, { hard, maxGuesses: opts.maxGuesses });
  const done = new Set(settled.map((e) => e.guess));
  const { order, bound } = searchOrder(words, position);
  // Anagrams and near-anagrams one after the other on each worker (familyOrder, and lanes below).
  const todo = familyOrder(order.filter((g) => wanted.has(g) && !done.has(g)));
  const label = listLabel(words, opts);
  const mode = hard ? 'hard' : 'normal';
  const version = packageInfo().version;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  /** The time this run has spent so far (the progress file adds that of the runs before it). */
  const spentNow = (): { wallSeconds: number; cpuSeconds: number } => {
    const job = executor.jobSeconds?.();
    const u = process.cpuUsage(cpu0);
    return { wallSeconds: (performance.now() - t0) / 1000, cpuSeconds: job ?? (u.user + u.system) / 1e6 };
  };
  const run = `openings ${label} ${mode} max ${opts.maxGuesses} cutoff ${cutoff}`;
  const executor = await rankExecutor(words, opts, todo.length, run, out);
  let ranked: RankedGuess[];
  try {
    ranked = await runRanking(
      {
        position,
        guesses: todo,
        bounds: todo.map((g) => bound.get(g) ?? 0),
        keep: wanted.size,
        cutoff,
        trees: true,
        settled,
        executor,
        lanes: true,
        label: 'openings',
        quiet: opts.quiet === true,
        onResult: (r) => {
          const problem = rankedProblem(words, meta, r);
          if (problem !== null) {
            throw new WordleError(
              'BAD_OPTION',
              `the result for "${r.guess}" does not check out (${problem}): not kept`,
            );
          }
          progress.now = spentNow();
          progress.put({ ...r, version });
        },
      },
      out,
    );
  } catch (e) {
    progress.now = spentNow();
    progress.flush();
    await executor.close();
    if (e instanceof WordleError && e.code === 'INTERRUPTED') {
      const queued =
        opts.queue === undefined ? '' : '; the queue keeps the jobs already added, and its workers go on with them';
      const kept = progress.size === 0 ? 'nothing was valued yet' : `${progress.size} openings kept in ${progressPath}`;
      throw new WordleError('INTERRUPTED', `interrupted: ${kept}${queued}; run the same command again to resume`);
    }
    throw e;
  }
  const { wallSeconds: wall, cpuSeconds: cpu } = spentNow();
  progress.now = { wallSeconds: wall, cpuSeconds: cpu };
  // (the table records the time of every run that computed it; the summary below, this run's)
  const all = progress.spent;
  const versions = new Map(settled.map((e: ProgressEntry) => [e.guess, e.version]));
  const tableMeta: OpeningsMeta = {
    list: label,
    checksum: words.checksum,
    answers: words.answers.length,
    guesses: words.guesses.length,
    mode,
    maxGuesses: opts.maxGuesses,
    cutoff,
    version,
    computed: `${new Date().toISOString()} · ${Math.round(all.wallSeconds)} s wall, ${Math.round(all.cpuSeconds)} s CPU${settled.length > 0 ? ' in all runs' : ''}, ${executor.where}${settled.length > 0 ? ` · resumed with ${settled.length} openings valued before` : ''}`,
  };
  // A bound is kept as the cutoff, or the opening's closed-form bound when higher: the search's
  // own bounds depend on the order jobs ran in, and a table must not depend on how it was computed.
  // That holds for losses too: the search may prove that an opening loses some game (RAISE in hard
  // mode) before it reaches the cutoff, or not, depending on what the workers shared; so a loss is
  // only kept (as OPENING_VALUE_MAX) without a cutoff, where every loss is proven.
  const entries: OpeningEntry[] = ranked.map((r) => ({
    word: r.guess,
    total: r.exact ? r.value : null,
    lowerBound: r.exact ? r.value : Math.min(OPENING_VALUE_MAX, Math.max(cutoff, bound.get(r.guess) ?? 0)),
    proven: true,
    version: versions.get(r.guess) ?? version,
  }));
  const table = openingsTable(tableMeta, entries);
  try {
    writeFileAtomic(opts.out, formatOpeningsTable(table), { inputs, what: '--out' });
    progress.remove();
    await executor.finish?.();
  } finally {
    await executor.close();
  }
  report(table, { wall, cpu, resumed: settled.length, where: executor.where, out: opts.out }, opts, out);
}

/** The summary of a finished ranking. */
function report(
  t: OpeningsTable,
  run: { wall: number; cpu: number; resumed: number; where: string; out: string },
  opts: RankOpeningsOptions,
  out: Output,
): void {
  const exact = t.entries.filter((e) => e.total !== null);
  const cutoff = t.meta.cutoff >= OPENING_VALUE_MAX ? null : t.meta.cutoff;
  if (opts.json === true) {
    out.json({
      out: run.out,
      list: t.meta.list,
      mode: t.meta.mode,
      cutoff,
      openings: t.entries.length,
      of: t.meta.guesses,
      exact: exact.length,
      bounds: t.entries.length - exact.length,
      resumed: run.resumed,
      seconds: run.wall,
      cpuSeconds: run.cpu,
      where: run.where,
    });
    return;
  }
  const scope = `${t.meta.list} list, ${t.meta.mode} mode, ${cutoff === null ? 'no cutoff' : `cutoff ${cutoff}`}`;
  out.line(
    `ranked ${t.entries.length} of ${t.meta.guesses} openings (${scope}): ${exact.length} exact totals, ${t.entries.length - exact.length} proven bounds, in ${seconds(run.wall)} (${seconds(run.cpu)} CPU, ${run.where})`,
  );
  if (exact.length > 0) {
    out.line(
      `best: ${exact
        .slice(0, 5)
        .map((e) => `${e.word.toUpperCase()} ${e.total}`)
        .join(', ')}`,
    );
  }
  out.line(`table written to ${run.out}`);
}
