import type { Candidates } from '../../core/filter.js';
import { WordleError } from '../../core/errors.js';
import type { Word } from '../../core/types.js';
import {
  expectIds,
  expectWordSet,
  expectOptionsOf,
  finite,
  badArgument,
  type OptionRule,
  int,
} from '../../core/validate.js';
import { makeWordSet, type WordSet } from '../../core/wordlist.js';
import { builtinFrequencies } from '../../data/word-counts.js';

export { builtinFrequencies };
import type { AnswerHistory } from '../history/answers.js';
import { historyWeights } from './history-prior.js';

/**
 * Which prior over answers a run uses: every answer equally likely, weighted by word frequency, or
 * by the NYT's history (the likely answers not used yet above the used ones: history-prior.ts).
 */
export type PriorName = 'uniform' | 'frequency' | 'history';

/** The prior names, for the CLI. */
export const PRIORS: readonly PriorName[] = ['uniform', 'frequency', 'history'];

/** What the history prior is computed from: the NYT's answers, and the puzzle the advice is for. */
export interface HistoryKnown {
  /** The history (only its days before `day` are read). */
  readonly history: AnswerHistory;
  /** The puzzle number (#N) whose answer is sought. */
  readonly day: number;
}

/** Options for `frequencyWeights`. */
export interface FrequencyPriorOptions {
  /** Roughly how many of the most common words get a weight above ½. @default 3000 */
  readonly nCommon?: number;
  /** Width of the rank axis under the sigmoid (steepness). @default 10 */
  readonly width?: number;
  /** Word → corpus count; words not in the map count 0. @default builtinFrequencies() */
  readonly counts?: ReadonlyMap<Word, number>;
}

/** The frequency prior's weights are the sigmoid in thousandths (at least 1). */
export const WEIGHT_SCALE = 1000;

/** What each of `FrequencyPriorOptions` must be. */
export const PRIOR_OPTION_RULES: Readonly<Record<keyof FrequencyPriorOptions, OptionRule>> = {
  nCommon: int(1),
  width: finite(Number.MIN_VALUE),
  counts: (v, fn, name) => {
    if (!(v instanceof Map)) badArgument(fn, name, 'a Map of word counts', v);
  },
};

/**
 * A prior weight for every answer id, from word frequency, the way 3Blue1Brown weights words
 * ("Solving Wordle using information theory", 2022; 3b1b/videos `get_frequency_based_priors`):
 * sort the N words from least to most common, lay them evenly on [c − w/2, c + w/2] with
 * c = w·(nCommon/N − ½), and take the sigmoid, in thousandths rounded (at least 1: every word
 * stays possible; whole numbers, which the exact search needs). The word at rank r from the top then sits near
 * x ≈ w·(nCommon − r)/N, so the nCommon most common words have weight above ½ and dominate.
 * Words with equal counts (notably the uncounted ones) share their average rank, so ties are fair.
 */
export function frequencyWeights(words: WordSet, options: FrequencyPriorOptions = {}): Float64Array {
  expectWordSet(words, 'frequencyWeights');
  expectOptionsOf(options, 'frequencyWeights', PRIOR_OPTION_RULES);
  return weightsByCount(words.answers, words.length, options);
}

/**
 * The frequency weights of every allowed guess of `words` as if each could be the answer: the same
 * as `frequencyWeights(allowedAsAnswers(words), options)`, without making that word set.
 */
export function allowedFrequencyWeights(words: WordSet, options: FrequencyPriorOptions = {}): Float64Array {
  expectWordSet(words, 'allowedFrequencyWeights');
  expectOptionsOf(options, 'allowedFrequencyWeights', PRIOR_OPTION_RULES);
  return weightsByCount(words.guesses, words.length, options);
}

/**
 * The frequency prior's weight of each of `list`, words of `length` letters (options validated): its
 * tie block's average rank among the counts, under the sigmoid. A word's weight depends only on its
 * count, so the counts are sorted as numbers (natively) and each distinct count is weighed once.
 */
function weightsByCount(list: readonly Word[], length: number, options: FrequencyPriorOptions): Float64Array {
  if (options.counts === undefined && length !== 5) {
    // The built-in counts hold five-letter words only: every weight would silently be the same.
    throw new WordleError(
      'BAD_OPTION',
      `the built-in frequency counts are for five-letter words; pass counts for ${length}-letter words`,
    );
  }
  const nCommon = options.nCommon ?? 3000; // 3Blue1Brown's n_common
  const width = options.width ?? 10; // 3Blue1Brown's width_under_sigmoid
  const counts = options.counts ?? builtinFrequencies();
  const n = list.length;
  const counted = Float64Array.from(list, (w) => counts.get(w) ?? 0); // looked up once
  const sorted = counted.slice().sort();
  const c = width * (-0.5 + nCommon / n);
  const step = n > 1 ? width / (n - 1) : 0;
  const byCount = new Map<number, number>();
  for (let start = 0; start < n;) {
    let end = start;
    while (end + 1 < n && sorted[end + 1] === sorted[start]) end++;
    const x = c - width / 2 + step * ((start + end) / 2); // the tie block's average position
    // In thousandths, at least one: whole numbers keep the exact search's sums exact.
    byCount.set(sorted[start]!, Math.max(1, Math.round(WEIGHT_SCALE / (1 + Math.exp(-x)))));
    start = end + 1;
  }
  return counted.map((k) => byCount.get(k)!);
}

/**
 * The word set in which every allowed word can be the answer: the answers are all the allowed
 * guesses, in the same order, so every guess id is still its answer id.
 */
export function allowedAsAnswers(words: WordSet): WordSet {
  expectWordSet(words, 'allowedAsAnswers');
  return makeWordSet(words.guesses);
}

/** The words and weights a game is played with under a prior: what `--prior` means everywhere. */
export interface PriorSpace {
  /** The word set: the base set (uniform, history), or every allowed word as a possible answer (frequency). */
  readonly words: WordSet;
  /** Weight per answer id of `words`; undefined for the uniform prior. */
  readonly weights?: Float64Array;
}

/**
 * The answer space of a prior, shared by the CLI and the web app so that both give the same numbers
 * for the same position: uniform keeps the base word set; frequency makes every allowed word a
 * possible answer (`allowedAsAnswers`) and weights it by `frequencyWeights` (with `counts`, for
 * words of another length than five: `builtinListCounts` in data/lists.ts); history keeps the base
 * word set (its widening too) and weights its answers by `historyWeights` for `known.day`, from the
 * days of `known.history` before it.
 */
export function priorSpace(
  base: WordSet,
  prior: PriorName,
  counts?: ReadonlyMap<Word, number>,
  known?: HistoryKnown,
): PriorSpace {
  if (prior === 'uniform') return { words: base };
  if (prior === 'history') {
    if (known === undefined) badArgument('priorSpace', 'known', 'the history and the day (the history prior)', known);
    return { words: base, weights: Float64Array.from(historyWeights(base, known.history, known.day)) };
  }
  const words = allowedAsAnswers(base);
  return { words, weights: frequencyWeights(words, counts === undefined ? {} : { counts }) };
}

/**
 * The probability that each candidate is the answer under the prior (uniform when `weights` is
 * undefined), as a function of the answer id; it sums to 1 over the candidates and is 0 elsewhere.
 */
export function answerProbability(candidates: Candidates, weights?: Float64Array): (id: number) => number {
  expectIds(candidates, 'answerProbability', 'candidates');
  let total = 0;
  for (const a of candidates) total += weights === undefined ? 1 : weights[a]!;
  const inSet = new Set(candidates);
  return (id) => {
    if (!inSet.has(id) || total === 0) return 0;
    return (weights === undefined ? 1 : weights[id]!) / total;
  };
}
