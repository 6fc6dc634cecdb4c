import { WordleError } from '../../core/errors.js';
import { hashString } from '../../core/hash.js';
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
 * Progress files, kept next to a long run's output so that a rerun resumes (`openings rank`,
 * `openings wins`): readProgress and formatProgress frame every one (a head naming the run, one
 * entry a line, a digest where asked). A rank file holds the openings valued, each with where it was
 * proven (`source`); read back, every exact total's tree is verified from scratch (`checkSolved`:
 * the total is reached; that it is the least rests on the search that found it, as a bound's does).
 * Only the current version is read: a file of another one (an earlier run's) is refused, saying what to do.
 */

/** What a progress file is for; one made for another run is refused. */
export interface OpeningsProgressMeta {
  readonly format: 'wordle-openings-progress';
  readonly version: 2;
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

/** A progress file's contents: its entries (the openings valued, or decided), and the time spent so far. */
export interface Progress<E> {
  readonly entries: E[];
  readonly spent: ProgressSpent;
}

/**
 * A progress file's text: its head (what it is for, and the time spent), one entry a line (so that
 * it stays readable) and, with `digest`, the digest of the entries' lines (a file changed is refused).
 */
export function formatProgress(
  head: object,
  entries: readonly unknown[],
  spent: ProgressSpent = { wallSeconds: 0, cpuSeconds: 0 },
  digest = false,
): string {
  const rows = entries.map((e) => JSON.stringify(e)).join(',\n');
  const h = JSON.stringify({ ...head, spent }).slice(0, -1);
  return `${h},"entries":[\n${rows}\n]${digest ? `,"digest":"${hashString(rows)}"` : ''}}\n`;
}

/** The fields of a progress file's head that must be the run's, each with its name in a message. */
const RUN: Readonly<Record<string, string>> = {
  lists: 'word lists',
  hard: 'mode',
  maxGuesses: 'guesses allowed',
  cutoff: '--cutoff',
  prior: 'prior',
};

/** A number of seconds as a progress file may hold. */
export const seconds = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x < 1e10;

/**
 * Parse and check a progress file against the run `expect` describes (its format, its version and
 * its RUN fields): BAD_FILE naming the file (and the line of an entry) when it
 * is not one of this kind, is for another run, or was changed (`digest`: the file carries one).
 * Each entry is checked by `entry` (`fail` names the file and the line),
 * and kept under `key` (twice: refused). The time spent is informative only (it goes into the
 * table's `computed` line).
 */
export function readProgress<E>(
  text: string,
  source: string,
  expect: { readonly format: string; readonly version: number },
  digest: boolean,
  entry: (r: unknown, fail: (why: string) => never) => E,
  key: (e: E) => string,
): Progress<E> {
  const fail = (why: string): never => {
    throw new WordleError('BAD_FILE', `${source}: ${why}`);
  };
  const kind = expect.format.replace(/^wordle-|-progress$/gu, '');
  const what = `${/^[aeiou]/u.test(kind) ? 'an' : 'a'} ${kind} progress file`;
  // A plain tree nests three arrays a guess; refuse absurd nesting before parsing (no stack overflow).
  if (jsonDepthExceeds(text, 3 * MAX_TREE_DEPTH + 8))
    fail(`nested deeper than any progress file (${MAX_TREE_DEPTH} guesses)`);
  let data: Record<string, unknown> | null;
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return fail(`not ${what} (invalid JSON)`);
  }
  if (typeof data !== 'object' || data === null || data.format !== expect.format || !Number.isSafeInteger(data.version))
    return fail(`not ${what} (format ${expect.format}, version ${expect.version})`);
  if (data.version !== expect.version)
    fail(
      `${what} of version ${data.version as number}, which this version of wordlekit does not read (it reads version ${expect.version}): finish its run with the version that wrote it, or delete it to start over`,
    );
  for (const [k, name] of Object.entries(RUN)) {
    if (data[k] !== (expect as Record<string, unknown>)[k]) {
      fail(
        `the progress file is for another run (its ${name} differ: ${quote(String(data[k]), 20)}); delete it to start over, or run with the same options`,
      );
    }
  }
  if (!Array.isArray(data.entries)) fail('no entries');
  const rows = data.entries as unknown[];
  if (digest && data.digest !== hashString(rows.map((e) => JSON.stringify(e)).join(',\n')))
    fail('the progress file is damaged or was edited (its digest does not match)');
  const seen = new Set<string>();
  const entries = rows.map((r, i) => {
    const at = (why: string): never => fail(`${i + 2}: ${why}`);
    const e = entry(r, at);
    if (seen.has(key(e))) at(`${quote(key(e), 20)} is listed twice`);
    seen.add(key(e));
    return e;
  });
  const s = data.spent as Partial<ProgressSpent> | undefined;
  const spent =
    seconds(s?.wallSeconds) && seconds(s.cpuSeconds)
      ? { wallSeconds: s.wallSeconds, cpuSeconds: s.cpuSeconds }
      : { wallSeconds: 0, cpuSeconds: 0 };
  return { entries, spent };
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

/**
 * Parse and check an `openings rank` progress file against the run; throws BAD_FILE naming the
 * problem (and the opening).
 */
export function readOpeningsProgress(
  text: string,
  source: string,
  words: WordSet,
  expect: OpeningsProgressMeta,
  /** Under a prior: its weights, whose digest is `expect.prior`. */
  weights?: ArrayLike<number>,
): Progress<ProgressEntry> {
  expectString(text, 'readOpeningsProgress', 'text');
  expectString(source, 'readOpeningsProgress', 'source');
  expectWordSet(words, 'readOpeningsProgress');
  expectObject(expect, 'readOpeningsProgress', 'expect');
  const entry = (r: unknown, fail: (why: string) => never): ProgressEntry => {
    const problem = rankedProblem(words, expect, r, weights);
    const e = r as ProgressEntry;
    const name = typeof e?.guess === 'string' ? quote(e.guess, 20) : 'an entry';
    if (problem !== null) fail(`${name} is not valid: ${problem}`);
    if (typeof e.version !== 'string' || !VERSION.test(e.version)) fail(`${name} has no valid version`);
    const from = e.source ?? 'local';
    return e.exact
      ? { guess: e.guess, value: e.value, exact: true, tree: e.tree!, version: e.version, source: from }
      : { guess: e.guess, value: e.value, exact: false, version: e.version, source: from };
  };
  return readProgress(text, source, expect, false, entry, (e) => e.guess);
}
