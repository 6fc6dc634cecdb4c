import { WordleError } from '../../core/errors.js';
import { expectInt, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { expectAnswerHistory, type AnswerHistory } from '../history/answers.js';
import { MAX_PUZZLE } from '../history/numbering.js';

/*
 * The history prior (`--prior history`): how likely each answer is on puzzle #D, from the NYT's
 * answers before D alone. Until 2026-02-01 the NYT never repeated an answer; since 2026-02-02 it
 * does, about one day in nine. So a likely answer not used yet is weighted above one already used,
 * by the rate of repeats the history shows:
 *
 * - the window: every day known before D when no repeat is known yet; else the days from the first
 *   repeat on (the days before it say nothing of the new rule);
 * - the repeat rate r = (a + 1) / (m + 2), with a the repeats among the window's m days (Laplace's
 *   rule of succession: never 0 nor 1, and close to a / m once the window is long);
 * - a day's answer is a repeat with probability r, spread evenly over the likely answers used
 *   before D, and new with probability 1 − r, spread evenly over those not used yet: each used one
 *   has r / used, each unused one (1 − r) / unused;
 * - as integers: the larger of the two gets `HISTORY_WEIGHT_SCALE`, the other its share of it,
 *   rounded, at least 1 (so no likely answer is ever ruled out).
 *
 * This weighs the likely answers only: an accepted word outside the likely list (LORIS, KEFIR)
 * weighs nothing until no likely answer fits, and then the answers widen to the accepted words that
 * fit, by word frequency (engine/game/widen.ts). The prior is lexicographic: first the likely
 * answers by these weights, then, only once none fits, the other accepted words. docs/history.md
 * has the figures.
 */

/** The larger of the two weights: the resolution of the smaller one's share (1 in 10000). */
export const HISTORY_WEIGHT_SCALE = 10_000;

/** What the history prior knows on puzzle #`day`, and the weights it gives. */
export interface HistoryPriorModel {
  /** The puzzle the weights are for. */
  readonly day: number;
  /** Days of the history before `day`. */
  readonly daysKnown: number;
  /** The first day whose answer repeated an earlier one, before `day`; null when none did. */
  readonly firstRepeat: number | null;
  /** The window's days and repeats (see above). */
  readonly windowDays: number;
  readonly windowRepeats: number;
  /** The repeat rate, (windowRepeats + 1) / (windowDays + 2). */
  readonly repeatRate: number;
  /** Likely answers (the word set's answers) used before `day`, and not used yet. */
  readonly used: number;
  readonly unused: number;
  /** The integer weight of each unused and each used likely answer. */
  readonly weightUnused: number;
  readonly weightUsed: number;
}

/** The window of repeats before `day`: its days, its repeats, and the first repeat. */
function repeatWindow(history: AnswerHistory, day: number) {
  const seen = new Set<string>();
  let firstRepeat: number | null = null;
  let known = 0;
  let days = 0;
  let repeats = 0;
  for (const e of history) {
    if (e.day >= day) break;
    known++;
    const repeat = seen.has(e.word);
    seen.add(e.word);
    if (repeat && firstRepeat === null) firstRepeat = e.day;
    if (firstRepeat === null) continue;
    days++;
    if (repeat) repeats++;
  }
  return firstRepeat === null
    ? { seen, known, firstRepeat, days: known, repeats: 0 }
    : { seen, known, firstRepeat, days, repeats };
}

/** The two integer weights from the repeat rate p / q and the counts of used and unused answers. */
function integerWeights(p: number, q: number, used: number, unused: number): [unusedW: number, usedW: number] {
  if (used === 0 || unused === 0) return [1, 1];
  // unused one : used one = ((q − p) / unused) : (p / used)
  const ratio = ((q - p) * used) / (p * unused);
  const share = (x: number) => Math.max(1, Math.round(HISTORY_WEIGHT_SCALE * x));
  return ratio >= 1 ? [HISTORY_WEIGHT_SCALE, share(1 / ratio)] : [share(ratio), HISTORY_WEIGHT_SCALE];
}

/** The model and the words used before `day` (see `historyPriorModel`). */
function modelOf(words: WordSet, history: AnswerHistory, day: number, fn: string) {
  // A question asks twice, for its weights and for the line that names the prior: the last kept
  // (for the same arrays of the same length: a history only grows).
  const kept = last;
  if (
    kept !== undefined &&
    kept.words === words &&
    kept.history === history &&
    kept.length === history.length &&
    kept.day === day
  ) {
    return kept.result;
  }
  const result = computeModel(words, history, day, fn);
  last = { words, history, length: history.length, day, result };
  return result;
}

let last:
  | { words: WordSet; history: AnswerHistory; length: number; day: number; result: ReturnType<typeof computeModel> }
  | undefined;

function computeModel(words: WordSet, history: AnswerHistory, day: number, fn: string) {
  expectWordSet(words, fn);
  expectAnswerHistory(history, fn);
  expectInt(day, fn, 'day', 0, MAX_PUZZLE);
  if (words.length !== 5) {
    throw new WordleError(
      'BAD_OPTION',
      `the history prior is the NYT's five-letter answers: not ${words.length} letters`,
    );
  }
  const w = repeatWindow(history, day);
  const used = words.answers.filter((a) => w.seen.has(a)).length;
  const unused = words.answers.length - used;
  const p = w.repeats + 1;
  const q = w.days + 2;
  const [weightUnused, weightUsed] = integerWeights(p, q, used, unused);
  const model: HistoryPriorModel = {
    day,
    daysKnown: w.known,
    firstRepeat: w.firstRepeat,
    windowDays: w.days,
    windowRepeats: w.repeats,
    repeatRate: p / q,
    used,
    unused,
    weightUnused,
    weightUsed,
  };
  return { model, seen: w.seen };
}

/**
 * The history prior's model for puzzle #`day` over the answers of `words` (the likely answers),
 * from the days of `history` before `day` (later days are ignored).
 */
export function historyPriorModel(words: WordSet, history: AnswerHistory, day: number): HistoryPriorModel {
  return modelOf(words, history, day, 'historyPriorModel').model;
}

/**
 * The history prior's integer weight of every answer of `words` (by answer id) on puzzle #`day`:
 * `weightUnused` for a likely answer not used before `day`, `weightUsed` for one already used (see
 * `historyPriorModel`).
 */
export function historyWeights(words: WordSet, history: AnswerHistory, day: number): Uint32Array {
  const { model, seen } = modelOf(words, history, day, 'historyWeights');
  return Uint32Array.from(words.answers, (a) => (seen.has(a) ? model.weightUsed : model.weightUnused));
}
