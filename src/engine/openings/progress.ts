import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import { expectObject, expectString, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { MAX_TREE_DEPTH } from '../tree/text.js';
import { jsonDepthExceeds } from '../tree/json.js';
import { checkSolved } from '../exact/checkpoint.js';
import { isOpeningSource, type OpeningSource } from './source.js';
import { OPENING_VALUE_MAX, VERSION } from './table.js';
import type { RankedGuess } from '../../search/parallel/rank.js';
import { provenanceProblem, type Provenance } from '../../search/jobs/job.js';

/*
 * The progress of a long `openings rank` run, kept next to its output so that a rerun resumes: the
 * openings already valued, as JSON, each with where it was proven (`source`: this machine, or a
 * queue worker). A file read back is untrusted: every exact total must come with its tree, which is
 * verified from scratch (it solves every answer within the guesses allowed, with exactly that
 * total: see `checkSolved`). That proves the total can be reached, not that it is the least: the
 * least rests on the search that found it (on this machine, or the worker named by its source), as
 * a bound (`>= T`) does, which cannot be checked without searching again; the file must be this
 * run's (same lists, rules and cutoff, and a well-formed value at or above the cutoff).
 * `wordle openings verify` re-proves a table's values. Version 1 files (without sources: every
 * entry counts as `local`) are read as well; version 2 is written.
 */

/** What a progress file is for; one made for another run is refused. */
export interface OpeningsProgressMeta {
  readonly format: 'wordle-openings-progress';
  /** 2 is written; 1 (entries without a source) is read too. */
  readonly version: 1 | 2;
  /** The word lists' checksum. */
  readonly lists: string;
  readonly hard: boolean;
  readonly maxGuesses: number;
  readonly cutoff: number;
  /** A ranking under a prior: the digest of its weights (prior.ts); absent for equal weights. */
  readonly prior?: string;
}

/**
 * One opening valued: a ranked guess (with its tree when exact), the project version that valued it
 * and where it was proven (`local` when absent from a file).
 */
export interface ProgressEntry extends Omit<RankedGuess, 'producer' | 'replicas'> {
  readonly version: string;
  readonly source: OpeningSource;
}

/** Time spent on a ranking so far, over all its runs (wall-clock and CPU seconds). */
export interface ProgressSpent {
  readonly wallSeconds: number;
  readonly cpuSeconds: number;
}

/** A progress file's contents: the openings valued, and the time spent so far. */
export interface OpeningsProgress {
  readonly entries: ProgressEntry[];
  readonly spent: ProgressSpent;
}

/** The file's text (one entry per line, so that it stays readable). */
export function formatOpeningsProgress(
  meta: OpeningsProgressMeta,
  entries: readonly ProgressEntry[],
  spent: ProgressSpent = { wallSeconds: 0, cpuSeconds: 0 },
): string {
  const head = JSON.stringify({ ...meta, spent }).slice(0, -1);
  const rows = entries.map((e) => JSON.stringify(e)).join(',\n');
  return `${head},"entries":[\n${rows}\n]}\n`;
}

/** The time a file says was spent, or none when it is absent or not two finite numbers ≥ 0. */
function spentOf(x: unknown): ProgressSpent {
  const s = x as Partial<ProgressSpent> | null;
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e10;
  return typeof s === 'object' && s !== null && ok(s.wallSeconds) && ok(s.cpuSeconds)
    ? { wallSeconds: s.wallSeconds, cpuSeconds: s.cpuSeconds }
    : { wallSeconds: 0, cpuSeconds: 0 };
}

/**
 * What is wrong with one valued opening, or null: the word must be an allowed guess, its source (if
 * any) well-formed, a bound at or above the cutoff, an exact total below it and reached by its tree
 * (checked from scratch: which proves the total can be reached, not that none is smaller).
 */
export function rankedProblem(
  words: WordSet,
  meta: OpeningsProgressMeta,
  r: unknown,
  /** Under a prior: its weights (an exact total is then a weighted sum). */
  weights?: ArrayLike<number>,
): string | null {
  if (typeof r !== 'object' || r === null) return 'not an object';
  const e = r as Partial<ProgressEntry & Provenance>;
  if (typeof e.guess !== 'string' || !words.index.has(e.guess))
    return `${quote(String(e.guess))} is not an allowed guess`;
  const provenance = provenanceProblem(e);
  if (provenance !== null) return provenance;
  if (e.source !== undefined && !isOpeningSource(e.source)) return `bad source ${quote(String(e.source))}`;
  const v = e.value;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) return 'bad value';
  // (a bound at or above OPENING_VALUE_MAX proves that the opening loses some game: hard mode)
  if (e.exact === false) return v >= meta.cutoff ? null : `bound ${v} is below the cutoff ${meta.cutoff}`;
  if (v >= OPENING_VALUE_MAX) return 'bad value';
  if (e.exact !== true) return 'exact must be true or false';
  if (v >= meta.cutoff) return `exact total ${v} is not below the cutoff ${meta.cutoff}`;
  if (e.tree === undefined) return 'an exact total without its tree';
  const solved = { value: v, guess: e.guess, tree: e.tree };
  return checkSolved(words, { hard: meta.hard, maxGuesses: meta.maxGuesses }, '(start)', solved, weights);
}

/** A progress file must be this run's: its lists, mode, guesses, cutoff and prior (BAD_FILE naming what differs). */
function checkRun(data: Partial<OpeningsProgressMeta>, expect: OpeningsProgressMeta, source: string): void {
  for (const k of ['lists', 'hard', 'maxGuesses', 'cutoff', 'prior'] as const) {
    if (data[k] !== expect[k]) {
      const what = {
        lists: 'word lists',
        hard: 'mode',
        maxGuesses: '--max-guesses',
        cutoff: '--cutoff',
        prior: 'prior',
      }[k];
      throw new WordleError(
        'BAD_FILE',
        `${source}: the progress file is for another run (its ${what} differ: ${quote(String(data[k]), 20)}); delete it to start over, or run with the same options`,
      );
    }
  }
}

/**
 * Parse and check a progress file against the run; throws BAD_FILE naming the problem (and the
 * opening). The time spent is informative only (it goes into the table's `computed` line).
 */
export function readOpeningsProgress(
  text: string,
  source: string,
  words: WordSet,
  expect: OpeningsProgressMeta,
  /** Under a prior: its weights, whose digest is `expect.prior`. */
  weights?: ArrayLike<number>,
): OpeningsProgress {
  expectString(text, 'readOpeningsProgress', 'text');
  expectString(source, 'readOpeningsProgress', 'source');
  expectWordSet(words, 'readOpeningsProgress');
  expectObject(expect, 'readOpeningsProgress', 'expect');
  // A plain tree nests three arrays a guess; refuse absurd nesting before parsing (no stack overflow).
  if (jsonDepthExceeds(text, 3 * MAX_TREE_DEPTH + 8)) {
    throw new WordleError('BAD_FILE', `${source}: nested deeper than any progress file (${MAX_TREE_DEPTH} guesses)`);
  }
  let data: Partial<OpeningsProgressMeta> & { entries?: unknown; spent?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    throw new WordleError('BAD_FILE', `${source}: not an openings progress file (invalid JSON)`);
  }
  if (typeof data !== 'object' || data === null) throw new WordleError('BAD_FILE', `${source}: not a progress file`);
  if (data.format !== expect.format || (data.version !== 1 && data.version !== 2)) {
    throw new WordleError(
      'BAD_FILE',
      `${source}: not an openings progress file (format ${expect.format}, version 1 or 2)`,
    );
  }
  checkRun(data, expect, source);
  if (!Array.isArray(data.entries)) throw new WordleError('BAD_FILE', `${source}: no entries`);
  const seen = new Set<string>();
  const entries = data.entries.map((r: unknown, i): ProgressEntry => {
    const problem = rankedProblem(words, expect, r, weights);
    const e = r as ProgressEntry;
    const name = typeof e?.guess === 'string' ? quote(e.guess, 20) : `entry ${i + 1}`;
    if (problem !== null) throw new WordleError('BAD_FILE', `${source}: ${name} is not valid: ${problem}`);
    if (typeof e.version !== 'string' || !VERSION.test(e.version)) {
      throw new WordleError('BAD_FILE', `${source}: ${name} has no valid version`);
    }
    if (seen.has(e.guess)) throw new WordleError('BAD_FILE', `${source}: ${name} is listed twice`);
    seen.add(e.guess);
    const from = data.version === 2 && e.source !== undefined ? e.source : 'local';
    return e.exact
      ? { guess: e.guess, value: e.value, exact: true, tree: e.tree!, version: e.version, source: from }
      : { guess: e.guess, value: e.value, exact: false, version: e.version, source: from };
  });
  return { entries, spent: spentOf(data.spent) };
}
