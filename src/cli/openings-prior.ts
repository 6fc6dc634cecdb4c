import { WordleError } from '../core/errors.js';
import type { WordSet } from '../core/wordlist.js';
import { BUILTIN_LISTS, builtinWordSet, DEFAULT_LIST } from '../data/lists.js';
import { tablePrior, tablePriorWords, type TablePrior, type TableWeights } from '../engine/openings/prior.js';
import type { OpeningsMeta } from '../engine/openings/table.js';
import { loadWordSet } from '../node/words.js';
import { priorCounts } from './load.js';
import { isUniform, loadPriorSpace } from './prior.js';
import { historyKnown, runPrior, type DateOption } from './puzzle.js';

/*
 * `--prior` of `wordle openings rank|show|top|verify`: the word lists and weights of a table under a
 * prior (the CLI's own `--prior` parsing, prior.ts: history for `--date`'s puzzle, else today's;
 * frequency; a weights file), with what the table records of it (engine/openings/prior.ts).
 */

/** The options of an openings command that read `--prior`. */
export interface OpeningsPriorOptions extends DateOption {
  prior?: string;
}

/**
 * The word lists and weights `--prior` asks for over the `base` lists: `base` alone (no weights)
 * without it or with `uniform`; else the prior's answers (frequency and a file change them) and
 * weights. A weights file or history day that does not exist is one clear error (exit 2).
 */
export function openingsSpace(base: WordSet, opts: OpeningsPriorOptions): { words: WordSet; prior?: TableWeights } {
  if (opts.date !== undefined && opts.prior !== 'history') {
    throw new WordleError('BAD_OPTION', '--date goes with --prior history (the history prior for that day)');
  }
  const choice = runPrior(opts);
  if (isUniform(choice)) return { words: base };
  const space = loadPriorSpace(
    base,
    choice,
    () => priorCounts(base.length),
    () => historyKnown(opts),
  );
  const weights = Float64Array.from(space.weights!);
  const name = choice.kind === 'file' ? 'file' : choice.name;
  if (name === 'uniform') return { words: base };
  return {
    words: space.words,
    prior: { prior: tablePrior(name, weights, choice.kind === 'named' ? choice.day : undefined), weights },
  };
}

/** Where a table's lists are (an openings command's --list, --answers, --guesses). */
export interface TableListOptions extends OpeningsPriorOptions {
  list?: string;
  answers?: string;
  guesses?: string;
  maxWords?: number;
}

/** The base lists a table under a prior was computed over: the files given, else the built-in list. */
function baseWords(meta: OpeningsMeta, opts: TableListOptions): WordSet {
  if (opts.answers !== undefined || opts.guesses !== undefined) {
    return loadWordSet({
      list: opts.list ?? DEFAULT_LIST,
      ...(opts.maxWords !== undefined ? { maxWords: opts.maxWords } : {}),
      ...(opts.answers !== undefined ? { answers: opts.answers } : {}),
      ...(opts.guesses !== undefined ? { guesses: opts.guesses } : {}),
    });
  }
  const named = (BUILTIN_LISTS as readonly string[]).includes(meta.list) ? meta.list : undefined;
  return builtinWordSet(opts.list ?? named ?? DEFAULT_LIST);
}

/** The `--prior` options that name a table's own prior (history of its day, frequency), or undefined for a file. */
function ownPrior(prior: TablePrior): OpeningsPriorOptions | undefined {
  if (prior.name === 'file') return undefined;
  return prior.name === 'history' ? { prior: 'history', date: `#${prior.day!}` } : { prior: prior.name };
}

/**
 * The weights of a table's prior, checked against the digest it records: `--prior`'s when given
 * (a table under another prior, or of equal weights, is one clear error naming it: BAD_OPTION,
 * exit 2), else those its header names (the history prior of its day, the frequency prior; a file's
 * need `--prior FILE`). Undefined for a table of equal weights read without `--prior`.
 */
export function tableWeights(meta: OpeningsMeta, path: string, opts: TableListOptions): TableWeights | undefined {
  const asked = opts.prior !== undefined;
  if (!asked && meta.prior === undefined) return undefined;
  const how = asked ? opts : ownPrior(meta.prior!);
  if (how === undefined) {
    throw new WordleError('BAD_OPTION', `${path} is under a prior from a file: pass that file with --prior FILE`);
  }
  const space = openingsSpace(baseWords(meta, opts), how);
  if (space.prior?.prior.digest !== meta.prior?.digest) {
    const why = asked
      ? `, not ${described(space.prior?.prior)} as asked (--prior)`
      : ', whose weights this history no longer gives';
    throw new WordleError(
      'BAD_OPTION',
      `${path} is a table under ${described(meta.prior)}${why}: a table is read only under its own prior; compute one with "wordle openings rank${priorArgs(how)} --cutoff T --out FILE"`,
    );
  }
  if (space.words.checksum !== meta.checksum) {
    throw new WordleError(
      'BAD_OPTION',
      `${path} was computed for other word lists (checksum ${meta.checksum}) than these (${space.words.checksum})`,
    );
  }
  return space.prior;
}

/** A prior in words with its weights' digest: "the history prior for #1808 (weights 1a0b…)". */
function described(prior: TablePrior | undefined): string {
  if (prior === undefined) return 'equal weights';
  return prior.name === 'file' ? tablePriorWords(prior) : `${tablePriorWords(prior)} (weights ${prior.digest})`;
}

/** The `--prior` (and `--date`) arguments of a prior, as a command line says them. */
function priorArgs(how: OpeningsPriorOptions): string {
  if (how.prior === undefined || how.prior === 'uniform') return '';
  return ` --prior ${how.prior}${how.date === undefined ? '' : ` --date '${how.date}'`}`;
}
