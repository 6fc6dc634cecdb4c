import type { Candidates } from '../../core/filter.js';
import type { Pattern, Word } from '../../core/types.js';
import { badArgument, expectInt, expectObject } from '../../core/validate.js';
import type { Position } from '../../search/position.js';
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
 * further guesses its answers still need (0 for the win).
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
  /** Every outcome's value; absent when only the totals are known (an opening, from the table). */
  readonly outcomes?: readonly {
    readonly pattern: Pattern;
    readonly size: number;
    readonly total: number;
    readonly won?: number;
  }[];
}

/**
 * Exact values for a turn (a guess in a position), or undefined when they are not known in time.
 * `words`: the word set the position's answer ids index, when it is not the oracle's own (the
 * accepted words a game widened to, see `Session`).
 */
export type TurnOracle = (position: Position, guess: Word, words?: WordSet) => TurnValues | undefined;

/** The exact grading of a turn, in guesses. */
export interface ExactTurn {
  /** Expected guesses to finish, this one included, after playing the guess (best play after it). */
  readonly expectedGuesses: number;
  /** The best guess here and its expected guesses. */
  readonly bestGuess: Word;
  readonly bestExpectedGuesses: number;
  /** expectedGuesses − bestExpectedGuesses: 0 for an optimal move. */
  readonly guessesLost: number;
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

/**
 * A turn graded in guesses from its exact values: expected guesses of the guess played and of the
 * best, guesses lost, and the outcome's luck (in guesses, and as the 0–99 share of worse outcomes;
 * undefined without the outcomes' values).
 */
export function gradeTurn(v: TurnValues, n: number, actual: Pattern): { exact: ExactTurn; luck: number | undefined } {
  expectObject(v, 'gradeTurn', 'values');
  if (v.outcomes !== undefined && !Array.isArray(v.outcomes))
    badArgument('gradeTurn', 'values.outcomes', 'an array of outcomes', v.outcomes);
  expectInt(n, 'gradeTurn', 'n', 1);
  expectInt(actual, 'gradeTurn', 'actual', 0);
  const graded = {
    expectedGuesses: v.total / n,
    bestGuess: v.bestGuess,
    bestExpectedGuesses: v.bestTotal / n,
    guessesLost: (v.total - v.bestTotal) / n,
  };
  if (v.outcomes === undefined) return { exact: { ...graded, luckGuesses: null }, luck: undefined };
  const perAnswer = (o: NonNullable<TurnValues['outcomes']>[number]) => o.total / o.size;
  const got = v.outcomes.find((o) => o.pattern === actual);
  const mine = got === undefined ? 0 : perAnswer(got);
  let average = 0;
  let worse = 0;
  for (const o of v.outcomes) {
    average += o.total / n;
    const x = perAnswer(o);
    if (x > mine + 1e-12) worse += o.size / n;
    else if (Math.abs(x - mine) <= 1e-12) worse += o.size / (2 * n);
  }
  return { exact: { ...graded, luckGuesses: average - mine }, luck: Math.round(99 * worse) };
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
    '50). Where the search has no answer in time (marked ~), it is estimated from the answers the guess is ' +
    'expected to leave: 99 for the best allowed guess, 0 for the worst.',
  luck:
    '0–99: how the colours you got compare with every colouring the same guess could have got, weighted by their ' +
    'chance: the share of them that would have left you worse off (more guesses to finish; marked ~, more answers ' +
    'left), ties counting half. 50 is an average outcome; above 50, luckier than usual.',
} as const;
