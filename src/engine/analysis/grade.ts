import type { Candidates } from '../../core/filter.js';
import type { Pattern, Word } from '../../core/types.js';
import { badArgument, expectInt, expectObject } from '../../core/validate.js';
import type { Position } from '../../search/position/position.js';
import type { WordSet } from '../../core/wordlist.js';

/*
 * Grading a turn: its luck among the outcomes it could get, and, from the exact search's values,
 * its skill in guesses lost (see analyze.ts for the review of a game).
 */

/** Prior mass of a set of candidates (its size when unweighted). */
export function massOf(candidates: Candidates, weights?: Float64Array): number {
  if (weights === undefined) return candidates.length;
  let m = 0;
  for (const a of candidates) m += weights[a]!;
  return m;
}

/**
 * What the exact search knows about one turn, over the answers possible before it: the total of
 * the guess played (further guesses over those answers, this one included, with the best play
 * after), the best guess's total, and for every outcome of the guess played its size and the
 * further guesses its answers still need (0 for the win). Under a prior every figure is weighted
 * (Σ weight × guesses; `weight` is then the answers' weight, else their number).
 */
export interface TurnValues {
  readonly total: number;
  readonly bestGuess: Word;
  readonly bestTotal: number;
  /**
   * Playing for the win, the answers found within the guesses left with the guess played and with
   * the best (a lost answer counts the guesses left + 1 in the totals). Absent: every answer is won.
   */
  readonly won?: number;
  readonly bestWon?: number;
  /** The weight of the answers under the prior. @default their number (equally likely) */
  readonly weight?: number;
  /** Every outcome's value; absent when only the totals are known (an opening, from the table). */
  readonly outcomes?: readonly TurnOutcome[];
}

/** One outcome of a turn's guess: its answers (their number and weight), their further guesses and wins. */
export interface TurnOutcome {
  readonly pattern: Pattern;
  readonly size: number;
  readonly total: number;
  readonly won?: number;
  /** @default size */
  readonly weight?: number;
}

/**
 * Exact values for a turn (a guess in a position), or undefined when they are not known in time.
 * `words`: the word set the position's answer ids index, when it is not the oracle's own (the
 * accepted words a game widened to, see `Session`); `weights`: the prior over its answers, when it
 * is not the oracle's own (the values are then weighted by it).
 */
export type TurnOracle = (
  position: Position,
  guess: Word,
  words?: WordSet,
  weights?: Float64Array,
) => TurnValues | undefined;

/**
 * The exact grading of a turn, playing for the win: first the chance to win, then the expected
 * guesses (a lost game counting the guesses left + 1: 7 in all over six guesses, as "X/6").
 */
export interface ExactTurn {
  /** Expected guesses to finish, this one included, after playing the guess (best play after it). */
  readonly expectedGuesses: number;
  /** The best guess here and its expected guesses. */
  readonly bestGuess: Word;
  readonly bestExpectedGuesses: number;
  /** The chance to win (find the answer within the guesses left) after playing the guess, best play after it. */
  readonly winChance: number;
  /** The best guess's chance to win: the most any guess has. */
  readonly bestWinChance: number;
  /** bestWinChance − winChance: the chance to win the guess lost (0 when it keeps the best chance). */
  readonly chanceLost: number;
  /**
   * expectedGuesses − bestExpectedGuesses when the guess keeps the best chance to win (0 for an
   * optimal move); null when it lowered the chance (see `chanceLost`): guesses are compared only
   * between moves with the same chance.
   */
  readonly guessesLost: number | null;
  /**
   * The outcome's luck in guesses: the further guesses expected on average over the outcomes the
   * guess could get, less those the outcome it got still needs (positive: a lucky outcome); null
   * when the outcomes' values are not known (the turn's grade is exact, its luck one-step).
   */
  readonly luckGuesses: number | null;
}

/**
 * Luck of an outcome: over the feedbacks the guess could have got, weighted by their probability,
 * the share that would have left more candidates to find (a solve leaves 0), ties counting half.
 */
export function outcomeLuck(
  groups: ReadonlyMap<Pattern, Candidates>,
  actual: Pattern,
  win: Pattern,
  weights?: Float64Array,
): number {
  if (!(groups instanceof Map)) badArgument('outcomeLuck', 'groups', 'a Map from pattern to candidates', groups);
  expectInt(actual, 'outcomeLuck', 'actual', 0);
  expectInt(win, 'outcomeLuck', 'win', 0);
  const left = (p: Pattern, c: Candidates) => (p === win ? 0 : c.length);
  const actualGroup = groups.get(actual);
  const mine = actualGroup === undefined ? 0 : left(actual, actualGroup);
  let total = 0;
  let better = 0;
  for (const [p, c] of groups) {
    const m = massOf(c, weights);
    total += m;
    const l = left(p, c);
    if (l > mine) better += m;
    else if (l === mine) better += m / 2;
  }
  return total > 0 ? better / total : 0.5;
}

/** Skill in guesses on the 0–99 scale: 99 for an optimal move, halved for every tenth of a guess lost. */
export function guessSkill(guessesLost: number): number {
  if (typeof guessesLost !== 'number' || Number.isNaN(guessesLost))
    badArgument('guessSkill', 'guessesLost', 'a number', guessesLost);
  return Math.round(99 * 2 ** (-Math.max(0, guessesLost) / 0.1));
}

/** Skill from the chance to win lost, on the 0–99 scale: halved for every 5% of chance to win lost. */
export function chanceSkill(chanceLost: number): number {
  if (typeof chanceLost !== 'number' || !(chanceLost >= 0 && chanceLost <= 1))
    badArgument('chanceSkill', 'chanceLost', 'a chance from 0 to 1', chanceLost);
  return Math.round(99 * 2 ** (-chanceLost / 0.05));
}

/** An exact turn's skill: from the chance to win it lost, or when it lost none, from the guesses. */
export function exactSkill(e: ExactTurn): number {
  expectObject(e, 'exactSkill', 'turn');
  return e.guessesLost === null ? chanceSkill(e.chanceLost) : guessSkill(e.guessesLost);
}

/**
 * A turn graded from its exact values, playing for the win: the chance to win of the guess played
 * and of the best, the chance lost, and among moves with the same chance the expected guesses and
 * guesses lost; the outcome's luck (in guesses, and as the 0–99 share of worse outcomes: a lower
 * chance to win, or the same and more guesses; undefined without the outcomes' values). `n`: the
 * answers before the turn (their weight is `v.weight` under a prior).
 */
export function gradeTurn(v: TurnValues, n: number, actual: Pattern): { exact: ExactTurn; luck: number | undefined } {
  expectObject(v, 'gradeTurn', 'values');
  if (v.outcomes !== undefined && !Array.isArray(v.outcomes))
    badArgument('gradeTurn', 'values.outcomes', 'an array of outcomes', v.outcomes);
  expectInt(n, 'gradeTurn', 'n', 1);
  expectInt(actual, 'gradeTurn', 'actual', 0);
  const w = v.weight ?? n;
  const winChance = (v.won ?? w) / w;
  const bestWinChance = (v.bestWon ?? w) / w;
  // Equal wins are equal chances (exact sums): guesses are compared only then.
  const same = (v.won ?? w) >= (v.bestWon ?? w);
  const graded = {
    expectedGuesses: v.total / w,
    bestGuess: v.bestGuess,
    bestExpectedGuesses: v.bestTotal / w,
    winChance,
    bestWinChance,
    chanceLost: same ? 0 : bestWinChance - winChance,
    guessesLost: same ? (v.total - v.bestTotal) / w : null,
  };
  if (v.outcomes === undefined) return { exact: { ...graded, luckGuesses: null }, luck: undefined };
  return {
    exact: { ...graded, luckGuesses: luckInGuesses(v.outcomes, w, actual) },
    luck: outcomeRank(v.outcomes, actual),
  };
}

/** The further guesses expected over the outcomes, less those of the outcome got (positive: lucky). */
function luckInGuesses(outcomes: readonly TurnOutcome[], w: number, actual: Pattern): number {
  const got = outcomes.find((o) => o.pattern === actual);
  const mine = got === undefined ? 0 : got.total / (got.weight ?? got.size);
  return outcomes.reduce((s, o) => s + o.total / w, 0) - mine;
}

/**
 * 0–99: the share of the outcomes (by weight) worse than the one got, ties counting half. Worse: a
 * lower chance to win, or the same chance and more further guesses per answer (by weight).
 */
function outcomeRank(outcomes: readonly TurnOutcome[], actual: Pattern): number {
  const read = (o: TurnOutcome) => {
    const w = o.weight ?? o.size;
    return { w, chance: (o.won ?? w) / w, guesses: o.total / w };
  };
  const got = outcomes.find((o) => o.pattern === actual);
  const mine = got === undefined ? { chance: 1, guesses: 0 } : read(got);
  let all = 0;
  let worse = 0;
  for (const o of outcomes) {
    const x = read(o);
    all += x.w;
    const cmp = x.chance !== mine.chance ? mine.chance - x.chance : x.guesses - mine.guesses;
    if (cmp > 1e-12) worse += x.w;
    else if (Math.abs(cmp) <= 1e-12) worse += x.w / 2;
  }
  return all > 0 ? Math.round((99 * worse) / all) : 50;
}

/** Skill on the 0–99 scale: 99 for the best allowed expectedLeft, 0 for the worst. */
export function skillScore(mine: number, best: number, worst: number): number {
  for (const [name, x] of [
    ['mine', mine],
    ['best', best],
    ['worst', worst],
  ] as const) {
    if (typeof x !== 'number' || Number.isNaN(x)) badArgument('skillScore', name, 'a number', x);
  }
  if (worst - best <= 1e-12) return 99;
  return Math.round(Math.min(99, Math.max(0, (99 * (worst - mine)) / (worst - best))));
}

/**
 * What skill and luck mean, in the words every review uses (`wordle analyze`, the web app's
 * analysis and its Help): one definition, matching `guessSkill`, `skillScore`, `gradeTurn` and
 * `outcomeLuck` above.
 */
export const GRADE_MEANING = {
  skill:
    '0–99: how your guess compares with the best allowed guess at that point. Graded by the exact search, 99 is a ' +
    'best move, and the grade halves with every tenth of a guess it loses against the best on average (0.1 lost: ' +
    '50), or, where it lowers the chance to win (finding the answer within the guesses left), with every 5% of ' +
    'chance it loses. Where the search has no answer in time (marked ~), it is estimated from the answers the ' +
    'guess is expected to leave: 99 for the best allowed guess, 0 for the worst.',
  luck:
    '0–99: how the colours you got compare with every colouring the same guess could have got, weighted by their ' +
    'chance: the share of them that would have left you worse off (a lower chance to win, or more guesses to ' +
    'finish; marked ~, more answers left), ties counting half. 50 is an average outcome; above 50, luckier than usual.',
} as const;
