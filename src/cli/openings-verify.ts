import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import { sourceText } from '../engine/openings/source.js';
import type { OpeningsTable } from '../engine/openings/table.js';
import {
  rowsOf,
  sampleRows,
  verifyOpenings,
  winsText,
  type RowCheck,
  type RowFinding,
} from '../engine/openings/verify.js';
import { threadCount } from '../node/limits.js';
import { readOpeningsFile } from '../node/openings-file.js';
import { localExecutor } from '../node/run-executor.js';
import { tableWeights } from './openings-prior.js';
import { readTextFile } from '../node/words.js';
import type { Output } from './output.js';
import { scope } from './openings-show.js';
import { stopOnInterrupt } from './rank-run.js';
import { tableWords } from './table-words.js';
import { progressBar } from './terminal/progress.js';

/*
 * `wordle openings verify TABLE`: re-prove a table's rows on this machine's cores (worker threads,
 * progress on stderr, Ctrl-C stops cleanly), and exit 1 naming every row that does not hold.
 */

/** The options of `wordle openings verify`. */
export interface VerifyOptions {
  only?: string;
  sample?: number;
  seed: number;
  hard?: boolean;
  list?: string;
  answers?: string;
  guesses?: string;
  maxWords: number;
  workers: number;
  maxMemory: number;
  json?: boolean;
  quiet?: boolean;
  /** A table under a prior from a file: that file (history and frequency are read off the header). */
  prior?: string;
  date?: string;
}

/** The rows to check: --only (words, or a file of them), --sample N, or all. */
function chosenRows(table: OpeningsTable, opts: VerifyOptions): number[] | undefined {
  if (opts.only !== undefined && opts.sample !== undefined) {
    throw new WordleError('BAD_OPTION', '--only and --sample are two ways to choose rows: give one');
  }
  if (opts.sample !== undefined) return sampleRows(table, opts.sample, opts.seed);
  if (opts.only === undefined) return undefined;
  const spec = opts.only;
  const text = existsSync(spec) && !spec.includes(',') ? readTextFile(spec, '--only') : spec.replaceAll(',', '\n');
  const words = text
    .split('\n')
    .map((w) => w.trim())
    .filter((w) => w !== '' && !w.startsWith('#'));
  if (words.length === 0) throw new WordleError('BAD_OPTION', '--only names no opening');
  return rowsOf(table, words);
}

const findingText = (f: RowFinding): string =>
  f.kind === 'total' ? String(f.total) : f.kind === 'bound' ? `>=${f.atLeast}${winsText(f.winsAll)}` : f.problem;

/** One row that does not hold, in words. */
function differLine(c: RowCheck, path: string, table: OpeningsTable): string {
  const line = (table.file?.firstLine ?? 0) + c.index;
  const found =
    c.found.kind === 'problem' ? `it does not hold: ${c.found.problem}` : `re-proved here: ${findingText(c.found)}`;
  return `${path}:${line}: ${c.word}: the table says ${c.claimed} (${sourceText(c.source)}); ${found}`;
}

/** `wordle openings verify TABLE`. */
export async function verifyTable(path: string, opts: VerifyOptions, out: Output): Promise<void> {
  const table = readOpeningsFile(path);
  const mode = table.meta.mode;
  if ((opts.hard === true) !== (mode === 'hard')) {
    throw new WordleError(
      'BAD_OPTION',
      `${path} is a table for ${mode} mode: ${mode === 'hard' ? 'pass --hard' : 'leave out --hard'}`,
    );
  }
  const words = tableWords(table, path, opts);
  if (typeof words === 'string') throw new WordleError('BAD_OPTION', `${path}: ${words}`);
  const rows = chosenRows(table, opts);
  const count = rows?.length ?? table.entries.length;
  const threads = threadCount(opts.workers, '--workers');
  if (threads.note !== undefined && opts.quiet !== true) out.error(threads.note);
  // Under a prior: its weights, checked against the table's digest (else one clear error).
  const weights = table.meta.prior === undefined ? undefined : tableWeights(table.meta, path, opts)?.weights;
  const local = { workers: threads.threads, maxMemory: opts.maxMemory, matrix: true };
  const executor = localExecutor(words, { ...local, ...(weights !== undefined ? { weights } : {}) });
  if (opts.quiet !== true) {
    out.error(
      `verifying ${count} of ${table.entries.length} rows of ${path} (${scope(table.meta)}, cutoff ${table.meta.cutoff}) on ${executor.where}`,
    );
  }
  const t0 = performance.now();
  let checks: RowCheck[];
  try {
    checks = await withProgress(count, opts.quiet === true, executor, out, (signal, onRow) =>
      verifyOpenings(
        { words, table, ...(rows !== undefined ? { rows } : {}), ...(weights !== undefined ? { weights } : {}) },
        { executor, signal, onRow },
      ),
    );
  } finally {
    await executor.close();
  }
  report(checks, table, path, (performance.now() - t0) / 1000, opts, out);
}

const PLAIN_EVERY_MS = 30_000;

/**
 * Run the checks with progress on stderr (a bar on a terminal, else a line every 30 s) and Ctrl-C
 * stopping the workers (INTERRUPTED: exit 130; nothing is written).
 */
async function withProgress<T>(
  total: number,
  quiet: boolean,
  executor: { stop(): void },
  out: Output,
  work: (signal: AbortSignal, onRow: (c: RowCheck, done: number) => void) => Promise<T>,
): Promise<T> {
  const bar = progressBar('verify', { quiet });
  let differ = 0;
  let last = performance.now();
  const stop = stopOnInterrupt(executor, out);
  try {
    return await work(stop.signal, (c, done) => {
      if (!c.holds) differ++;
      bar.update(done, total, `${differ} differ`);
      if (!bar.active && !quiet && performance.now() - last >= PLAIN_EVERY_MS) {
        last = performance.now();
        out.error(`verify: ${done}/${total} rows checked, ${differ} differ`);
      }
    });
  } catch (e) {
    throw stop.signal.aborted
      ? new WordleError('INTERRUPTED', 'interrupted: the verification was not finished (nothing is written)')
      : e;
  } finally {
    bar.stop();
    stop.done();
  }
}

/** Every row that differs, then one line: all hold, or CHECK_FAILED naming them (exit 1). */
function report(
  checks: readonly RowCheck[],
  table: OpeningsTable,
  path: string,
  seconds: number,
  opts: VerifyOptions,
  out: Output,
): void {
  const differ = checks.filter((c) => !c.holds);
  const lineOf = (c: RowCheck): number => (table.file?.firstLine ?? 0) + c.index;
  if (opts.json === true) {
    out.json({
      table: path,
      format: table.file?.format ?? null,
      rows: table.entries.length,
      checked: checks.length,
      holds: differ.length === 0,
      differ: differ.map((c) => ({
        word: c.word,
        line: lineOf(c),
        source: c.source,
        claimed: c.claimed,
        found: c.found,
      })),
      seconds,
    });
  } else {
    for (const c of differ) out.line(differLine(c, path, table));
    if (differ.length === 0) {
      out.line(`all ${checks.length} rows checked hold (re-proved on this machine in ${seconds.toFixed(1)} s)`);
    }
  }
  if (differ.length > 0) {
    const names = differ.map((c) => `${c.word} (line ${lineOf(c)})`);
    throw new WordleError(
      'CHECK_FAILED',
      `${differ.length} of ${checks.length} rows of ${path} do not hold: ${names.join(', ')}`,
    );
  }
}
