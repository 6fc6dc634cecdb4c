import { isWordleError } from '../../core/errors.js';
import type { Candidates } from '../../core/filter.js';
import { hashNumbers } from '../../core/hash.js';
import { allGreen } from '../../core/pattern.js';
import type { History, Pattern, Tree, Word, WordId } from '../../core/types.js';
import { asWordId } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { badArgument, expectOptionsOf, MILLISECONDS, RULES, type OptionRule } from '../../core/validate.js';
import { guessLowerBound } from '../../search/bounds/closed-form.js';
import { lossUnit } from '../../search/objective/valuation.js';
import type { Position } from '../../search/position/position.js';
import { entropy } from '../../strategies/entropy.js';
import { rankGuesses as rankByMetric } from '../../strategies/ranking.js';
import { isCommonWord } from '../../strategies/common.js';
import type { GuessStats } from '../../core/partition.js';
import type { GuessContext, Strategy, StrategyInfo, StrategyOptions } from '../../strategies/types.js';
import type { ExactPlay, KernelFactory } from '../../search/exact-play.js';
import { ExactPlays } from './plays.js';
import { treeStats } from '../tree/stats.js';
import { treePlace } from '../tree/walk.js';

/**
 * One next guess as the optimal strategy sees it, playing for the win: the chance to find the
 * answer within the guesses left, then the expected guesses (a lost game counting the guesses
 * left + 1: 7 in all over six guesses, as "X/6"), with this guess next and the best play after it,
 * under the position's prior (its weights; equally likely answers without).
 */
export interface ExactGuess {
  readonly guess: WordId;
  /**
   * The further guesses over the remaining answers (weighted by the prior), this guess included:
   * exact when `proven`, otherwise a lower bound.
   */
  readonly total: number;
  /** total / weight: the expected further guesses (exact when proven, else a lower bound). */
  readonly expectedGuesses: number;
  /**
   * The chance to find the answer within the guesses left: exact when `proven`, otherwise an
   * upper bound (1 when nothing is known beyond the guess's closed-form bound).
   */
  readonly winChance: number;
  /** The weight of the answers won (their number with equal weights): exact when proven, else at most. */
  readonly won: number;
  /** The weight of every remaining answer (their number with equal weights). */
  readonly weight: number;
  readonly proven: boolean;
  /**
   * Where a figure that is not `proven` comes from: the exact search ran out of its time budget
   * ('budget'), the opening table holds only a bound ('table'), or the start of a game with a whole
   * list of answers, never searched here (a proof takes CPU-days: 'start').
   */
  readonly bound?: BoundSource;
}

/** Where a bound comes from (see `ExactGuess.bound`). */
export type BoundSource = 'budget' | 'table' | 'start';

/** A strategy that can also say how good each guess is, in exact expected guesses. */
export interface ExactStrategy extends Strategy {
  /** The best `top` next guesses with their totals, best first (exact within the time budget). */
  rank(position: GuessContext, top: number): ExactGuess[];
  /** The totals of given guesses (exact within the time budget, else lower bounds). */
  values(position: GuessContext, guesses: readonly WordId[]): ExactGuess[];
}

/** True for a strategy with exact values (`optimal`). */
export function isExactStrategy(s: Strategy): s is ExactStrategy {
  return typeof (s as Partial<ExactStrategy> | null)?.rank === 'function';
}

/**
 * What a proven table of openings knows (see `wordle openings`): each first guess's total over all
 * the answers, exact or a proven lower bound. Only for the list and mode it was made for.
 */
export interface OpeningTotals {
  /**
   * The opening's total: exact when `proven`, else a lower bound; whether it can win every game
   * (false when the table proves it loses some, null when the table does not know); undefined when
   * not in the table.
   */
  total(
    guess: Word,
  ): { readonly total: number; readonly proven: boolean; readonly winsAll?: boolean | null } | undefined;
  /** The `n` best openings, best first. */
  best(n: number): readonly Word[];
  /**
   * Under a prior: the digest of its weights (`hashNumbers` of one weight per answer), whose
   * weighted sums the totals are; absent for equally likely answers. A table is read only at the
   * start of a game under that very prior.
   */
  readonly prior?: string;
}

/** Options of the optimal strategy (beyond `StrategyOptions`). */
export interface OptimalOptions {
  /**
   * The proven totals of every opening, for the start of a game (where a search would take
   * CPU-days): the shipped table for the classic lists.
   */
  readonly openings?: OpeningTotals;
  /**
   * A table of openings under a prior (`OpeningTotals.prior`: the shipped table of the NYT history's
   * prior): read at the start of a game whose weights have that digest, and only there.
   */
  readonly priorOpenings?: OpeningTotals;
  /**
   * A proven optimal tree to follow while the game stays on it (the shipped SALET tree): its move
   * and its subtree's total are exact and cost nothing.
   */
  readonly tree?: Tree;
  /**
   * Time for the exact search per question, in milliseconds. Beyond it the answer falls back to
   * what is known (the tree's move, the best lower bounds) and says it is not proven.
   * @default unlimited
   */
  readonly budgetMs?: number;
  /** The clock for the budget. @default performance.now */
  readonly now?: () => number;
  /** Guesses per game. @default 6 */
  readonly maxGuesses?: number;
  /** The search's hot loop. @default the fastest this runtime has (the WebAssembly one where it runs) */
  readonly kernel?: KernelFactory;
  /**
   * The exact plays (searches and memos) to use, shared with whatever else is handed them (the
   * turn oracle of a review: each position is then searched once). Their kernel is used, not
   * `kernel`. @default plays of its own
   */
  readonly plays?: ExactPlays;
  /**
   * Values proven in advance for some positions (the web app ships the best second guesses after
   * the common openers): the best guesses after `history` with their exact totals, best first, or
   * undefined where nothing is known. Read only when `remaining` (the answers left) is what they
   * were proven for, and under a prior only when `weight` is the answers' weight under it (the web
   * app's second turns under the NYT history's prior; with equally likely answers, none).
   */
  readonly known?: KnownValues;
}

/** See `OptimalOptions.known`: each guess with its proven total, a sure win (every answer found in time). */
export type KnownValues = (history: History) =>
  | {
      readonly remaining: number;
      /** Under a prior: the answers' weight, whose weighted sums the totals are (sure wins only). */
      readonly weight?: number;
      readonly ranked: readonly (readonly [string, number])[];
    }
  | null
  | undefined;

/**
 * The optimal strategy's time budget per question where a person waits for the answer (the
 * assistant, suggestions, the review of a game, a `Session` made without a strategy), in ms: a
 * position after a good first guess on today's NYT list mostly takes well under a second, its
 * largest groups (300+ answers) longer; past it the numbers are labelled bounds.
 */
export const INTERACTIVE_BUDGET_MS = 3000;

/**
 * A whole answer list at the start is never solved in seconds (a proof of the best opening takes
 * CPU-days): there the strategy goes straight to what is known.
 */
export const MAX_EXACT_OPENING = 1000;

/** The start of a game: nothing played yet, every answer possible. */
const atStart = (pos: GuessContext): boolean =>
  pos.history.length === 0 && pos.candidates.length === pos.words.answers.length;

/** The digest of a position's weights (memoized: a game keeps one array), as `OpeningTotals.prior` says one. */
const digests = new WeakMap<Float64Array, string>();
function weightsOf(weights: Float64Array): string {
  let d = digests.get(weights);
  if (d === undefined) digests.set(weights, (d = hashNumbers(weights)));
  return d;
}

/**
 * The table of openings of a game's prior among those of the options: the equal-weights one
 * (`openings`) for equally likely answers, else the one under the prior whose weights are these
 * (`priorOpenings`, by their digest); never another prior's.
 */
export function tableOfPrior(
  options: Pick<OptimalOptions, 'openings' | 'priorOpenings'>,
  weights: Float64Array | undefined,
): OpeningTotals | undefined {
  if (weights === undefined) return options.openings?.prior === undefined ? options.openings : undefined;
  const t = options.priorOpenings;
  return t?.prior !== undefined && t.prior === weightsOf(weights) ? t : undefined;
}

/** The heuristic used when the budget runs out: one-step entropy. */
const fallback = entropy.create({});

/**
 * Run exact work under a deadline `budget` ms from now (none when infinite); undefined when it ran
 * out. What was proven stays in the play's memo for the next question.
 */
export function withinBudget<T>(play: ExactPlay, now: () => number, budget: number, work: () => T): T | undefined {
  const deadline = now() + budget;
  try {
    return play.within(Number.isFinite(budget) ? () => now() > deadline : undefined, work);
  } catch (e) {
    if (isWordleError(e) && e.code === 'INTERRUPTED') return undefined;
    throw e;
  }
}

/** The optimal strategy (see `optimalStrategy`): one exact play per word set, kept between questions. */
class OptimalStrategy implements ExactStrategy {
  readonly name = 'optimal';
  private readonly plays: ExactPlays;
  private readonly now: () => number;
  private readonly budget: number;

  constructor(private readonly options: OptimalOptions) {
    this.now = options.now ?? (() => performance.now());
    this.budget = options.budgetMs ?? Infinity;
    this.plays = options.plays ?? new ExactPlays(options.kernel !== undefined ? { kernel: options.kernel } : {});
  }

  pick(pos: GuessContext): WordId {
    const move = this.treeMove(pos) ?? this.known(pos, 1)?.[0];
    if (move !== undefined) return move.guess;
    // The start: the best of the table of the position's prior (equal weights, or a table under its
    // very prior). Without one, under a prior, in normal mode the start takes the weighted entropy's
    // best, as `rank` lists it; in hard mode the equal-weights table's best stays: it is proven to
    // win every game (TARSE on today's lists), where a weighted-entropy opening may leave classes that
    // cannot be won (SATER's 104 answers in -ER).
    const id = this.tableStart(pos);
    if (id !== undefined) return id;
    const play = this.playFor(pos);
    const best = this.timed(play, pos, () => play.best(this.game(pos)));
    if (best != null) return pos.words.index.get(best)!;
    // Out of time under a prior: the move of the search over equally likely answers (often much
    // quicker, and it wins every game that can be won), then one-step entropy. The weighted search
    // can take several times as long as the one over equally likely answers (#1273 BOXER in hard
    // mode, after TARSE), and entropy alone loses hard-mode games there.
    if (pos.weights !== undefined) {
      const even = this.evenPlay(pos.words);
      const move = this.timed(even, pos, () => even.best(this.game(pos)));
      if (move != null) return pos.words.index.get(move)!;
    }
    return fallback.pick(pos);
  }

  /**
   * The opening table's best move at the start, where it is the one to play: with equally likely
   * answers, or in hard mode under a prior (see `pick`).
   */
  private tableStart(pos: GuessContext): WordId | undefined {
    if (!atStart(pos)) return undefined;
    const table = this.startTable(pos) ?? (pos.weights === undefined || pos.hard ? this.options.openings : undefined);
    const top = table?.best(1)[0];
    const id = top === undefined ? undefined : pos.words.index.get(top);
    return id !== undefined && pos.guessIds.includes(id) ? id : undefined;
  }

  rank(pos: GuessContext, top: number): ExactGuess[] {
    const known = this.known(pos, top);
    if (known !== undefined) return known;
    const table = this.startTable(pos);
    if (table !== undefined) {
      const ids = table.best(top).flatMap((w) => pos.words.index.get(w) ?? []);
      const known = ids.flatMap((g) => this.opening(pos, g) ?? []);
      if (known.length >= top) return known.slice(0, top);
      // Fewer exact totals than asked (a table with a low cutoff): then the entropy ranking, each
      // with the table's bound (or its closed-form one), labelled as bounds.
      if (known.length > 0) return [...known, ...this.openingBounds(pos, known, top)];
    }
    const play = this.playFor(pos);
    const ranked = this.timed(play, pos, () => play.rank(this.game(pos), top, undefined, top));
    if (ranked !== undefined) {
      return ranked.slice(0, top).map((r) => exact(play, this.game(pos), pos, r.guess, r.value, r.exact));
    }
    // Out of time: the tree's move (exact), or in hard mode under a prior the table's opening (the
    // move pick plays), first; then the entropy ranking with its bounds.
    const start = pos.weights !== undefined ? this.tableStart(pos) : undefined;
    const move = this.treeMove(pos) ?? (start === undefined ? undefined : bounded(pos, [start], 'start')[0]);
    // (past the budget, the words a player knows first; at the start, bits alone: the move `pick` plays)
    const metric = unsearched(pos) === 'budget' ? commonThenBits(pos) : (s: GuessStats) => s.entropy;
    const order = rankByMetric(pos, metric, top + 1).map((s) => s.guess as number);
    const rest = bounded(
      pos,
      order.filter((g) => g !== move?.guess),
      unsearched(pos),
    );
    return [...(move ? [move] : []), ...rest].slice(0, top);
  }

  values(pos: GuessContext, ids: readonly WordId[]): ExactGuess[] {
    if (this.startTable(pos) !== undefined) {
      return ids.map((g) => this.openingOrBound(pos, g));
    }
    const play = this.playFor(pos);
    const words = ids.map((g) => pos.words.guesses[g]!);
    const totals = this.timed(play, pos, () => play.guessValues(this.game(pos), words));
    if (totals !== undefined) return ids.map((_, i) => exact(play, this.game(pos), pos, words[i]!, totals[i]!, true));
    const move = this.treeMove(pos);
    return ids.map((g, i) => (g === move?.guess ? move : bounded(pos, [ids[i]!], unsearched(pos))[0]!));
  }

  /** The exact play over equally likely answers of a word set. */
  private evenPlay(words: WordSet): ExactPlay {
    return this.plays.play(words);
  }

  /** The exact play for a position's words and prior (one each, kept between questions). */
  private playFor(pos: GuessContext): ExactPlay {
    return this.plays.play(pos.words, pos.weights, pos.matrix);
  }

  private game(pos: GuessContext): Position {
    const max = this.options.maxGuesses ?? 6;
    return {
      answers: pos.candidates,
      history: pos.history,
      hard: pos.hard ?? false,
      // A game past its guesses is lost: playing on, the answer is sought within as many again.
      maxGuesses: pos.history.length >= max ? pos.history.length + max : max,
    };
  }

  /** Run exact work within the budget; undefined when it ran out (or at the start of a large game). */
  private timed<T>(play: ExactPlay, pos: GuessContext, work: () => T): T | undefined {
    if (pos.history.length === 0 && pos.candidates.length > MAX_EXACT_OPENING) return undefined;
    return withinBudget(play, this.now, this.budget, work);
  }

  /** The tree's move here, with its exact total, when the game is still on the tree (equally likely answers only). */
  private treeMove(pos: GuessContext): ExactGuess | undefined {
    if (this.options.tree === undefined || pos.weights !== undefined) return undefined;
    const place = treePlace(this.options.tree, pos.history);
    if (place.kind !== 'guess') return undefined;
    const id = pos.words.index.get(place.node.guess);
    if (id === undefined || !pos.guessIds.includes(id)) return undefined;
    const stats = treeStats(place.node);
    const n = pos.candidates.length;
    // A proven tree wins every game it holds (the shipped ones hold every answer within six guesses).
    return { guess: id, total: stats.total, expectedGuesses: stats.total / n, ...wins(n, n), proven: true };
  }

  /** The values known in advance here (`OptimalOptions.known`), the best `top`; undefined when none. */
  private known(pos: GuessContext, top: number): ExactGuess[] | undefined {
    if (this.options.known === undefined) return undefined;
    const data = this.options.known(pos.history);
    const n = pos.candidates.length;
    if (data == null || data.ranked.length === 0 || data.remaining !== n) return undefined;
    // Weighted totals only under weights whose candidates weigh what they were proven for, and no others.
    const weight = weightOfCandidates(pos);
    if ((pos.weights !== undefined || data.weight !== undefined) && data.weight !== weight) return undefined;
    const ids = data.ranked.map(([w]) => pos.words.index.get(w));
    if (ids.some((id) => id === undefined || !pos.guessIds.includes(id))) return undefined;
    return data.ranked.slice(0, top).map(([, total], i) => {
      // A proven total of the search finds every answer within the guesses left (a sure win).
      return {
        guess: asWordId(ids[i]!),
        total,
        expectedGuesses: total / weight,
        ...wins(weight, weight),
        proven: true,
      };
    });
  }

  /** The best openings by entropy but `known` and the table's losers, up to `top` in all, with the table's bounds. */
  private openingBounds(pos: GuessContext, known: readonly ExactGuess[], top: number): ExactGuess[] {
    const have = new Set<number>(known.map((k) => k.guess));
    // Not the openings the table proves lose some game: every opening that can win them all is
    // better (the chance to win first), and most openings of high entropy lose in hard mode.
    const table = this.startTable(pos);
    const loses = (g: number): boolean => table?.total(pos.words.guesses[g]!)?.winsAll === false;
    const order = rankByMetric(pos, (s) => s.entropy, pos.guessIds.length).map((s) => s.guess as number);
    return order
      .filter((g) => !have.has(g) && !loses(g))
      .slice(0, top - known.length)
      .map((g) => this.openingOrBound(pos, g));
  }

  /** At the start of a game, the table's total of an opening, else its closed-form bound. */
  private openingOrBound(pos: GuessContext, id: number): ExactGuess {
    return this.opening(pos, id) ?? bounded(pos, [id], 'start')[0]!;
  }

  /**
   * At the start of a game, the table of openings of its prior: the equal-weights one with equally
   * likely answers, the table under a prior (`priorOpenings`) when its weights are the position's;
   * else undefined (no table is ever read under another prior than its own).
   */
  private startTable(pos: GuessContext): OpeningTotals | undefined {
    return atStart(pos) ? tableOfPrior(this.options, pos.weights) : undefined;
  }

  /** At the start of a game, the table's total of an opening (exact or a bound), under the table's own prior only. */
  private opening(pos: GuessContext, id: number): ExactGuess | undefined {
    const known = this.startTable(pos)?.total(pos.words.guesses[id]!);
    if (known === undefined) return undefined;
    const weight = weightOfCandidates(pos);
    // A bound at or past the search's loss unit says only that the opening loses some game: no
    // figure of expected guesses (it would read "≥ 7.0000"). The caller gives its closed-form bound.
    if (!known.proven && known.total >= lossUnit(this.options.maxGuesses ?? 6, weight)) return undefined;
    // An exact table total wins every game; a bound says nothing of the games.
    const bound = known.proven ? {} : { bound: 'table' as const };
    return { guess: asWordId(id), ...known, expectedGuesses: known.total / weight, ...wins(weight, weight), ...bound };
  }
}

/** The weight of a position's candidates under its prior (their number with equal weights). */
function weightOfCandidates(pos: GuessContext): number {
  const w = pos.weights;
  if (w === undefined) return pos.candidates.length;
  let weight = 0;
  for (const a of pos.candidates) weight += w[a]!;
  return weight;
}

/** The weight won out of the weight there is (the answers' numbers with equal weights). */
function wins(won: number, weight: number): Pick<ExactGuess, 'won' | 'weight' | 'winChance'> {
  return { won, weight, winChance: weight === 0 ? 0 : won / weight };
}

/**
 * Where guesses are ranked by bits because the search ran out of time (its bounds do not rank
 * guesses), the words a player knows first, then the others, each by bits (strategies/common.ts).
 */
const commonThenBits =
  (pos: GuessContext) =>
  (s: GuessStats): number =>
    s.entropy + (isCommonWord(pos.words.guesses[s.guess]!) ? COMMON_FIRST : 0);

/** More bits than any guess can have: what puts the common words first. */
const COMMON_FIRST = 1000;

/** Why the search gave no answer in a position: the start of a large game is never searched, else the budget ran out. */
const unsearched = (pos: GuessContext): BoundSource =>
  pos.history.length === 0 && pos.candidates.length > MAX_EXACT_OPENING ? 'start' : 'budget';

/**
 * What is known without a search: the closed-form bound of each guess on the expected guesses
 * (`weightedGuessBound` under a prior); its chance to win is only known to be at most 1.
 */
function bounded(pos: GuessContext, ids: readonly number[], bound: BoundSource): ExactGuess[] {
  const n = pos.candidates.length;
  const w = pos.weights;
  const weight = weightOfCandidates(pos);
  return ids.map((g) => {
    const id = asWordId(g);
    let total: number;
    if (w === undefined) {
      const s = pos.partitioner.stats(id, pos.candidates);
      total = guessLowerBound(n, s.isCandidate, s.isCandidate ? s.parts - 1 : s.parts);
    } else {
      total = weightedGuessBound(pos.partitioner.groups(id, pos.candidates), w, weight, allGreen(pos.words.length));
    }
    return { guess: id, total, expectedGuesses: total / weight, ...wins(weight, weight), proven: false, bound };
  });
}

/**
 * The closed-form lower bound of a guess under a prior (weights; W their sum over the answers
 * left): every answer pays this guess; in each other class every answer pays one more, and all but
 * one (at best the heaviest) yet another: W + Σ (2·W_c − max_c). With equal weights it is the bound
 * of `guessLowerBound`, 3n − 2·[candidate] − k.
 */
function weightedGuessBound(
  groups: ReadonlyMap<Pattern, Candidates>,
  weights: Float64Array,
  total: number,
  win: Pattern,
): number {
  let bound = total;
  for (const [p, c] of groups) {
    if (p === win) continue;
    let sum = 0;
    let max = 0;
    for (const a of c) {
      const x = weights[a]!;
      sum += x;
      if (x > max) max = x;
    }
    bound += 2 * sum - max;
  }
  return bound;
}

/** An exact value (or a lower bound, when not `proven`) of a guess, as the strategy reports it. */
function exact(
  play: ExactPlay,
  position: Position,
  pos: GuessContext,
  guess: Word,
  value: number,
  proven: boolean,
): ExactGuess {
  const o = play.outcome(position, value);
  return {
    guess: pos.words.index.get(guess)!,
    total: o.total,
    expectedGuesses: o.expectedGuesses,
    ...wins(o.won, o.weight),
    proven,
  };
}

/**
 * The optimal strategy: the guess with the least expected number of further guesses, proven by the
 * exact search (or read off a proven tree). Within a time budget; past it, the entropy strategy's
 * guess, and `rank` says which numbers are only bounds.
 */
export function optimalStrategy(options: OptimalOptions = {}): ExactStrategy {
  expectOptionsOf(options, 'optimalStrategy', OPTIMAL_OPTION_RULES);
  return new OptimalStrategy(options);
}

/** What each of `OptimalOptions` must be (checked at the door of every function that takes them). */
export const OPTIMAL_OPTION_RULES: Readonly<Record<keyof OptimalOptions, OptionRule>> = {
  openings: 'object',
  priorOpenings: 'object',
  tree: 'object',
  budgetMs: MILLISECONDS,
  now: 'function',
  maxGuesses: RULES.maxGuesses,
  kernel: 'function',
  known: 'function',
  plays: (v, fn, name) => {
    if (typeof (v as Partial<ExactPlays> | null)?.play !== 'function') badArgument(fn, name, 'an ExactPlays', v);
  },
};

/** The registry entry of the optimal strategy. */
export const optimal: StrategyInfo = {
  name: 'optimal',
  summary: 'least expected number of guesses, proven by exact branch-and-bound search (within a time budget)',
  source: 'Alex Selby, "The best strategies for Wordle" (2022): exact search; this project\'s own implementation',
  create: (options: StrategyOptions & OptimalOptions) => optimalStrategy(options),
};
