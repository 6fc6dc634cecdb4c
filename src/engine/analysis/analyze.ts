import { WordleError } from '../../core/errors.js';
import { applyTurn, type Candidates } from '../../core/filter.js';
import { checkHardMode } from '../../core/hardmode.js';
import type { GuessStats } from '../../core/partition.js';
import { allGreen } from '../../core/pattern.js';
import { asWordId, type History, type Pattern, type Word, type WordId } from '../../core/types.js';
import {
  badArgument,
  expectConfig,
  expectHistory,
  expectInt,
  expectObject,
  expectStrategy,
} from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import type { Strategy } from '../../strategies/types.js';
import type { Position } from '../../search/position.js';
import { candidatesAfter, guessContext, type GameConfig } from '../../strategies/context.js';

/** A guess's numbers before it is played. */
export interface GuessOutlook {
  readonly guess: Word;
  /** Expected information of the feedback (Shannon entropy under the prior), in bits. */
  readonly expectedBits: number;
  /** Expected candidates still to find after the guess: group sizes, a solve counting 0. */
  readonly expectedLeft: number;
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
  /** Every outcome's value; absent when only the totals are known (an opening, from the table). */
  readonly outcomes?: readonly { readonly pattern: Pattern; readonly size: number; readonly total: number }[];
}

/** Exact values for a turn (a guess in a position), or undefined when they are not known in time. */
export type TurnOracle = (position: Position, guess: Word) => TurnValues | undefined;

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

/** The review of one played turn. */
export interface TurnAnalysis extends GuessOutlook {
  readonly turn: number;
  readonly pattern: Pattern;
  /** Candidates before and after the turn (after = 1 when solved). */
  readonly before: number;
  readonly after: number;
  /** Information gained, −log₂(after/before) (prior mass instead of counts when weighted). */
  readonly actualBits: number;
  /** The strategy's own guess here. */
  readonly best: GuessOutlook;
  /** Lowest and highest expectedLeft over the allowed guesses: skill's scale. */
  readonly bestExpectedLeft: number;
  readonly worstExpectedLeft: number;
  /**
   * The grading in guesses when the exact search knows the position (see `ExactTurn`), else null
   * (the position was too large for the time budget).
   */
  readonly exact: ExactTurn | null;
  /**
   * 0–99. With `exact`: 99 · 2^(−guessesLost / 0.1), so 99 for an optimal move and half for every
   * tenth of a guess lost. Without: where expectedLeft sits between the worst (0) and the best (99)
   * allowed guess (a one-step estimate).
   */
  readonly skill: number;
  /**
   * 0–99: the share of the guess's outcomes (by probability) that would have been worse than the
   * one it got, ties counting half. Worse means needing more further guesses (with `exact`), or
   * leaving more answers (without).
   */
  readonly luck: number;
  /** The hard-mode rule this guess broke, or null. Reported whether or not hard mode is on. */
  readonly hardModeViolation: string | null;
  readonly solved: boolean;
}

/** The review of a whole game. */
export interface GameAnalysis {
  readonly strategy: string;
  readonly turns: readonly TurnAnalysis[];
  readonly summary: {
    readonly guesses: number;
    /** The answer was found (on any guess). */
    readonly solved: boolean;
    /** Found within `maxGuesses`: a game found later is lost, as in Wordle. */
    readonly won: boolean;
    readonly maxGuesses: number;
    /** Mean skill and luck over the turns, rounded. */
    readonly skill: number;
    readonly luck: number;
    readonly actualBits: number;
    readonly expectedBits: number;
    readonly hardModeViolations: number;
    /** Turns graded exactly, and the guesses they lost in all (expected, per game). */
    readonly exactTurns: number;
    readonly guessesLost: number;
  };
}

/** Prior mass of a set of candidates (its size when unweighted). */
function massOf(candidates: Candidates, weights?: Float64Array): number {
  if (weights === undefined) return candidates.length;
  let m = 0;
  for (const a of candidates) m += weights[a]!;
  return m;
}

/** expectedLeft from partition statistics: expected size minus the chance the guess is the answer. */
function expectedLeft(s: GuessStats, total: number, weights?: Float64Array): number {
  if (!s.isCandidate || total === 0) return s.expectedSize;
  return s.expectedSize - (weights === undefined ? 1 : weights[s.guess]!) / total;
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

function outlook(config: GameConfig, s: GuessStats, total: number): GuessOutlook {
  return {
    guess: config.words.guesses[s.guess] as Word,
    expectedBits: s.entropy,
    expectedLeft: expectedLeft(s, total, config.weights),
  };
}

/** Analyse one turn from its candidates before; returns the analysis and the candidates after. */
function analyzeTurn(
  config: GameConfig,
  history: History,
  i: number,
  before: Candidates,
  strategy: Strategy,
  oracle: TurnOracle | undefined,
  maxGuesses: number,
): { turn: TurnAnalysis; after: Candidates } {
  const t = history[i]!;
  const { weights } = config;
  const g: WordId = wordId(config.words, t.guess);
  const pos = guessContext(config, history.slice(0, i), before);
  const total = massOf(before, weights);
  const part = pos.partitioner;
  let lo = Infinity;
  let hi = -Infinity;
  for (const id of pos.guessIds) {
    const e = expectedLeft(part.stats(asWordId(id), before, weights), total, weights);
    if (e < lo) lo = e;
    if (e > hi) hi = e;
  }
  const mine = outlook(config, part.stats(g, before, weights), total);
  const best = outlook(config, part.stats(strategy.pick(pos), before, weights), total);
  const after = applyTurn(config.words, before, t, config.matrix);
  if (after.length === 0) {
    throw new WordleError('NO_CANDIDATES', `no answer in the list fits turn ${i + 1} (${t.guess}): check the colours`);
  }
  const win = allGreen(config.words.length);
  const bestE = Math.min(lo, mine.expectedLeft);
  const worstE = Math.max(hi, mine.expectedLeft);
  const position: Position = { answers: before, history: history.slice(0, i), hard: config.hard, maxGuesses };
  const values = config.weights === undefined ? oracle?.(position, t.guess) : undefined;
  const graded = values === undefined ? undefined : gradeTurn(values, before.length, t.pattern);
  const luck = outcomeLuck(part.groups(g, before), t.pattern, win, weights);
  const turn: TurnAnalysis = {
    ...mine,
    turn: i + 1,
    pattern: t.pattern,
    before: before.length,
    after: after.length,
    actualBits: Math.log2(total / massOf(after, weights)),
    best,
    bestExpectedLeft: bestE,
    worstExpectedLeft: worstE,
    exact: graded?.exact ?? null,
    skill: graded === undefined ? skillScore(mine.expectedLeft, bestE, worstE) : guessSkill(graded.exact.guessesLost),
    luck: graded?.luck ?? Math.round(99 * luck),
    hardModeViolation: checkHardMode(history.slice(0, i), t.guess),
    solved: t.pattern === win,
  };
  return { turn, after };
}

/**
 * Review a played game turn by turn, as the NYT WordleBot does: what each guess was expected to
 * do, what it did, what the strategy would have played, and skill and luck (see README). Throws
 * BAD_WORD for a guess outside the allowed list, NO_CANDIDATES when the feedback fits no answer
 * and BAD_HISTORY for turns after the solve. A game solved after more than `maxGuesses` (default
 * 6) guesses is reported as lost (`summary.won` false).
 */
export function analyzeGame(
  config: GameConfig,
  history: History,
  strategy: Strategy,
  options: { maxGuesses?: number; exact?: TurnOracle } = {},
): GameAnalysis {
  expectConfig(config, 'analyzeGame');
  expectHistory(history, 'analyzeGame');
  expectStrategy(strategy, 'analyzeGame');
  const maxGuesses = options.maxGuesses ?? 6;
  expectInt(maxGuesses, 'analyzeGame', 'options.maxGuesses', 1, 1000);
  if (history.length === 0) throw new WordleError('BAD_HISTORY', 'there are no guesses to analyse');
  const win = allGreen(config.words.length);
  const solvedAt = history.findIndex((t) => t.pattern === win);
  if (solvedAt >= 0 && solvedAt < history.length - 1) {
    throw new WordleError('BAD_HISTORY', `turn ${solvedAt + 1} (${history[solvedAt]!.guess}) already solved the game`);
  }
  let candidates = candidatesAfter(config, []);
  const turns: TurnAnalysis[] = [];
  for (let i = 0; i < history.length; i++) {
    const r = analyzeTurn(config, history, i, candidates, strategy, options.exact, maxGuesses);
    turns.push(r.turn);
    candidates = r.after;
  }
  const mean = (f: (t: TurnAnalysis) => number) => Math.round(turns.reduce((a, t) => a + f(t), 0) / turns.length);
  const sum = (f: (t: TurnAnalysis) => number) => turns.reduce((a, t) => a + f(t), 0);
  return {
    strategy: strategy.name,
    turns,
    summary: {
      guesses: turns.length,
      solved: solvedAt >= 0,
      won: solvedAt >= 0 && turns.length <= maxGuesses,
      maxGuesses,
      skill: mean((t) => t.skill),
      luck: mean((t) => t.luck),
      actualBits: sum((t) => t.actualBits),
      expectedBits: sum((t) => t.expectedBits),
      hardModeViolations: turns.filter((t) => t.hardModeViolation !== null).length,
      exactTurns: turns.filter((t) => t.exact !== null).length,
      guessesLost: sum((t) => t.exact?.guessesLost ?? 0),
    },
  };
}

/** The one-line summary: `solved in 3 · skill 91 · luck 50 · 11.17 bits gained (10.90 expected)`. */
export function analysisSummaryLine(a: GameAnalysis): string {
  if (typeof (a as { summary?: unknown } | null)?.summary !== 'object' || a.summary === null) {
    badArgument('analysisSummaryLine', 'analysis', 'a game analysis (from analyzeGame)', a);
  }
  const s = a.summary;
  const head = s.won
    ? `solved in ${s.guesses}`
    : s.solved
      ? `lost: solved on guess ${s.guesses}, more than the ${s.maxGuesses} allowed`
      : `not solved after ${s.guesses}`;
  const hard = s.hardModeViolations > 0 ? ` · ${s.hardModeViolations} hard-mode violation(s)` : '';
  const lost =
    s.exactTurns > 0
      ? ` · ${s.guessesLost.toFixed(3)} guesses lost${s.exactTurns < s.guesses ? ` (${s.exactTurns} of ${s.guesses} turns graded exactly)` : ''}`
      : '';
  return `${head} · skill ${s.skill} · luck ${s.luck}${lost} · ${s.actualBits.toFixed(2)} bits gained (${s.expectedBits.toFixed(2)} expected)${hard}`;
}
