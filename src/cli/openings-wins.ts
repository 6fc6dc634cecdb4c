import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import type { Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { builtinWordSet } from '../data/lists.js';
import type { OpeningsTable } from '../engine/openings/table.js';
import { formatOpeningsTable } from '../engine/openings/codec/write.js';
import { tableSummary } from '../engine/openings/verdict.js';
import {
  decideWins,
  planWins,
  tableWithWins,
  winsOrder,
  type WinsEntry,
  type WinsPlan,
} from '../engine/openings/wins.js';
import { writeFileAtomic } from '../node/atomic.js';
import { readOpeningsFile } from '../node/openings-file.js';
import { isGzip, openingsFileData, shippedOpeningsPath } from '../node/openings-text.js';
import type { RunExecutor } from '../node/run-executor.js';
import { WinsProgressFile } from '../node/wins-progress-file.js';
import type { Shard } from './options.js';
import type { Output } from './output.js';
import { checkRun, tidyUp } from './openings-rank.js';
import { rankExecutor, stopOnInterrupt, type RankExecutorOptions } from './rank-run.js';

/** The options of `wordle openings wins`. */
export interface WinsOptions extends Omit<RankExecutorOptions, 'weights'> {
  table?: string;
  list?: string;
  hard?: boolean;
  out: string;
  budget: number;
  only?: number;
  shard?: Shard;
  words?: string;
  sample?: number;
  seed: number;
  estimate?: boolean;
  try?: string;
  trySeconds?: number;
  known?: string;
  status?: boolean;
  replicas: number;
  json?: boolean;
}

/** The guesses of a comma-separated option, each one of the lists' guesses. */
function guessList(text: string | undefined, words: WordSet, name: string): Word[] | undefined {
  if (text === undefined) return undefined;
  const list = text
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '');
  for (const w of list) {
    if (!words.index.has(w)) throw new WordleError('BAD_OPTION', `${name}: ${w} is not an accepted guess`);
  }
  return list;
}

/** Options that go together (commander checks --out and the picks), checked before anything is read. */
function checkCombination(opts: WinsOptions): void {
  if (opts.estimate === true && opts.sample === undefined)
    throw new WordleError('BAD_OPTION', '--estimate goes with --sample N');
  if (opts.trySeconds !== undefined && opts.try === undefined)
    throw new WordleError('BAD_OPTION', '--try-seconds goes with --try');
}

/** The table to decide: --table, else the shipped one; its lists must be built in (and its mode --hard's). */
function readTable(opts: WinsOptions): { table: OpeningsTable; path: string; words: WordSet } {
  const path = opts.table ?? shippedOpeningsPath(opts.list ?? 'nyt', opts.hard === true ? 'hard' : 'normal');
  const table = readOpeningsFile(path);
  if (opts.hard === true && table.meta.mode !== 'hard')
    throw new WordleError('BAD_FILE', `${path}: a ${table.meta.mode}-mode table, not a hard-mode one (--hard)`);
  const words = (() => {
    try {
      return builtinWordSet(table.meta.list);
    } catch {
      throw new WordleError('BAD_FILE', `${path}: its lists (${table.meta.list}) are not built in: wins needs them`);
    }
  })();
  if (words.checksum !== table.meta.checksum || (opts.list !== undefined && opts.list !== table.meta.list))
    throw new WordleError('BAD_FILE', `${path}: not a table of the built-in ${opts.list ?? table.meta.list} lists`);
  return { table, path, words };
}

/** `wordle openings wins`: decide the wins-all column of a table, resumably, on threads or a queue. */
export async function openingsWins(opts: WinsOptions, out: Output): Promise<void> {
  checkCombination(opts);
  const target = opts.out;
  const { table, path, words } = readTable(opts);
  const hints = guessList(opts.try, words, '--try') ?? [];
  const named = guessList(opts.words, words, '--words');
  const { progress, known } = openProgress(opts, { target, path, table, words }, out);
  if (opts.status === true) return status(table, known, out, opts);
  const { only, shard, sample, seed, budget, trySeconds: hintSeconds } = opts;
  const pick = { words: named, only, shard, sample, seed, budget, hints, hintSeconds };
  const plan = planWins(table, words, pick, [...known.values()]);
  const { list, mode, maxGuesses } = table.meta;
  const runName = `wins ${list} ${mode} max ${maxGuesses} budget ${budget}`; // (a coordinator of another run is refused)
  const executor = await rankExecutor(words, opts, plan.todo.length, runName, out);
  // Ctrl-C is ours before the run says it has started (a signal between the two would kill it).
  const stop = stopOnInterrupt(executor, out);
  if (opts.quiet !== true)
    out.error(`${plan.todo.length} openings to decide (budget ${opts.budget} s each; ${known.size} known)`);
  try {
    const tried = await run(plan, progress, executor, stop, opts, out);
    for (const e of tried) known.set(e.word, e);
    if (opts.estimate === true) estimate(tried, winsOrder(table).length, opts, out);
    else finish(tableWithWins(table, known), target, progress, opts, out);
    // (the progress stays: it is removed by finish once every row is decided)
    await tidyUp({ remove: () => undefined }, executor, out);
  } finally {
    await executor.close();
  }
}

/**
 * The run's progress file (next to --out) and what it and the --known files hold, every output
 * checked first (not a symlink, device or one of the inputs), and where the jobs run.
 */
function openProgress(
  opts: WinsOptions,
  run: { target: string; path: string; table: OpeningsTable; words: WordSet },
  out: Output,
): { progress: WinsProgressFile; known: Map<Word, WinsEntry> } {
  const { table, words } = run;
  const knownPaths = (opts.known ?? '').split(',').filter((p) => p !== '');
  const inputs = [{ path: run.path, what: '--table' }, ...knownPaths.map((p) => ({ path: p, what: '--known' }))];
  const progressPath = checkRun(run.target, inputs, opts, out);
  const rules = { hard: table.meta.mode === 'hard', maxGuesses: table.meta.maxGuesses };
  const others = knownPaths.map((p) => {
    if (!existsSync(p)) throw new WordleError('BAD_FILE', `--known: ${p} does not exist`);
    if (isTableFile(p)) return tableVerdicts(readOpeningsFile(p), table, p);
    return new WinsProgressFile(p, words, rules).all();
  });
  const progress = new WinsProgressFile(progressPath, words, rules);
  return { progress, known: merged([...others.flat(), ...progress.all()]) };
}

/**
 * Whether a --known file is an openings table (its text, or gzipped), from its first bytes only,
 * else a progress file (JSON). A pipe or a device is the progress file's reader's to refuse:
 * opened here, it could block.
 */
function isTableFile(path: string): boolean {
  if (!statSync(path).isFile()) return false;
  const head = Buffer.alloc(TABLE_START.length);
  const fd = openSync(path, 'r');
  try {
    const n = readSync(fd, head, 0, head.length, 0);
    return isGzip(head.subarray(0, n)) || head.toString('utf8', 0, n) === TABLE_START;
  } finally {
    closeSync(fd);
  }
}

/** How an openings table's text starts. */
const TABLE_START = '# wordle-openings ';

/**
 * The decided rows of another table of the same lists, mode and guesses allowed, as verdicts
 * (`--known TABLE`): whether an opening can win every game does not depend on the totals' prior,
 * so the equal-weights table's verdicts decide the rows of a table under a prior, and back.
 */
function tableVerdicts(other: OpeningsTable, table: OpeningsTable, path: string): WinsEntry[] {
  const [a, b] = [other.meta, table.meta];
  if (a.checksum !== b.checksum || a.mode !== b.mode || a.maxGuesses !== b.maxGuesses) {
    throw new WordleError(
      'BAD_FILE',
      `--known: ${path} is a table of other lists, mode or guesses allowed (${a.list}, ${a.mode}, ${a.maxGuesses} guesses; not ${b.list}, ${b.mode}, ${b.maxGuesses})`,
    );
  }
  return other.entries.flatMap((e) =>
    e.winsAll === null || e.winsAll === undefined
      ? []
      : [{ word: e.word, wins: e.winsAll, budget: 0, seconds: 0, probes: [], source: e.source }],
  );
}

/** The verdicts of several progress files (and tables): a decided one beats an undecided one; two that differ, an error. */
function merged(entries: readonly WinsEntry[]): Map<Word, WinsEntry> {
  const known = new Map<Word, WinsEntry>();
  for (const e of entries) {
    const before = known.get(e.word);
    if (before?.wins != null && e.wins !== null && before.wins !== e.wins)
      throw new WordleError('BAD_FILE', `${e.word} is recorded both ways in the progress files (or --known tables)`);
    if (before === undefined || before.wins === null) known.set(e.word, e);
  }
  return known;
}

/** Decide the plan's openings, a line per opening on stderr; Ctrl-C keeps what was decided. */
async function run(
  plan: WinsPlan,
  progress: WinsProgressFile,
  executor: RunExecutor,
  stop: { signal: AbortSignal; done: () => void },
  opts: WinsOptions,
  out: Output,
): Promise<WinsEntry[]> {
  try {
    return await decideWins(plan, {
      executor,
      signal: stop.signal,
      store: progress,
      onResult: (e, hinted, done) => {
        if (opts.quiet !== true) out.error(resultLine(e, hinted, plan, done));
      },
    });
  } catch (e) {
    if (!stop.signal.aborted) throw e;
    const kept = progress.size === 0 ? 'nothing was decided yet' : `${progress.size} openings kept in ${progress.path}`;
    throw new WordleError('INTERRUPTED', `interrupted: ${kept}; run the same command again to resume`);
  } finally {
    progress.flush();
    stop.done();
  }
}

/** `3/12 hobby wins 1.7 s (classes finished by --try: trawl)`. */
function resultLine(e: WinsEntry, hinted: readonly Word[], plan: WinsPlan, done: number): string {
  const verdict = e.wins === null ? 'undecided' : e.wins ? 'wins' : 'loses';
  const from = plan.known.get(e.word)?.probes.length ?? 0;
  const on = from > 0 ? ` (on from the probes of ${from} class${from === 1 ? '' : 'es'})` : '';
  const tried = hinted.length > 0 ? ` (classes finished by --try: ${hinted.join(', ')})` : '';
  const by = e.source === 'local' ? '' : ` (${e.source})`;
  return `${done}/${plan.todo.length} ${e.word} ${verdict} ${e.seconds} s${on}${tried}${by}`;
}

/** Write the table (gzipped when its name ends in .gz); remove the progress once every row is decided. */
function finish(
  table: OpeningsTable,
  target: string,
  progress: WinsProgressFile,
  opts: WinsOptions,
  out: Output,
): void {
  const text = formatOpeningsTable(table);
  writeFileAtomic(target, openingsFileData(target, text), { what: '--out' });
  const c = winsCounts(table);
  if (c.unknown === 0) progress.remove();
  if (opts.json === true) {
    out.json({ out: target, list: table.meta.list, mode: table.meta.mode, openings: table.entries.length, ...c });
    return;
  }
  out.line(countsLine(table.entries.length, c));
  out.line(`table written to ${target}${c.unknown > 0 ? `; progress kept in ${progress.path}` : ''}`);
}

/** How many openings of a table can win every game, cannot, and are not decided (tried or not). */
function winsCounts(table: OpeningsTable): { wins: number; loses: number; unknown: number } {
  const { count, canWin, cannotWin } = tableSummary(table);
  return { wins: canWin, loses: cannotWin, unknown: count - canWin - cannotWin };
}

const countsLine = (n: number, c: ReturnType<typeof winsCounts>): string =>
  `${n} openings: ${c.wins} can win every game, ${c.loses} cannot, ${c.unknown} not decided`;

/** What the table and the progress files know (`--status`). */
function status(table: OpeningsTable, known: ReadonlyMap<Word, WinsEntry>, out: Output, opts: WinsOptions): void {
  const decided = [...known.values()].filter((e) => e.wins !== null);
  const c = winsCounts(tableWithWins(table, known));
  const undecided = known.size - decided.length;
  const seconds = Math.round([...known.values()].reduce((s, e) => s + e.seconds, 0));
  if (opts.json === true) {
    out.json({ openings: table.entries.length, ...c, undecidedTried: undecided, seconds });
    return;
  }
  out.line(`${countsLine(table.entries.length, c)} (${undecided} of them tried); ${seconds} s recorded`);
}

/** The cost of deciding every opening left, from the sample just decided (`--estimate`). */
function estimate(tried: readonly WinsEntry[], left: number, opts: WinsOptions, out: Output): void {
  const s = tried.map((e) => e.seconds).sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  const n = Math.min(left, opts.only ?? left);
  const wins = tried.filter((e) => e.wins === true).length;
  const loses = tried.filter((e) => e.wins === false).length;
  const hours = (mean * n) / 3600;
  const undecided = tried.length - wins - loses;
  if (opts.json === true) {
    out.json({ sample: tried.length, wins, loses, undecided, meanSeconds: mean, openings: n, hours });
    return;
  }
  out.line(
    `sample of ${tried.length}: ${wins} win, ${loses} lose, ${undecided} undecided within the budget; seconds per opening: mean ${mean.toFixed(1)}, median ${(s[s.length >> 1] ?? 0).toFixed(1)}, most ${(s.at(-1) ?? 0).toFixed(1)}; ${n} openings: ${hours.toFixed(1)} h on one thread (the undecided counted at the budget: a lower bound)`,
  );
}
