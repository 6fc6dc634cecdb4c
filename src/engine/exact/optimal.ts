import { isWordleError } from '../../core/errors.js';
import { allGreen } from '../../core/pattern.js';
import type { Pattern, Tree, Word, WordId } from '../../core/types.js';
import { asWordId } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { expectOptions, expectWordSet } from '../../core/validate.js';
import { guessLowerBound, INFEASIBLE } from '../../search/bounds.js';
import { PositionSplitter, type Position } from '../../search/position.js';
import { entropy } from '../../strategies/entropy.js';
import { rankGuesses as rankByMetric } from '../../strategies/ranking.js';
import type { GuessContext, Strategy, StrategyInfo, StrategyOptions } from '../../strategies/types.js';
import type { TurnOracle, TurnValues } from '../analysis/analyze.js';
import { ExactPlay, type KernelFactory } from '../../search/exact-play.js';
import { treeStats } from '../tree/stats.js';
import { treePlace } from '../tree/walk.js';

/** One next guess as the optimal strategy sees it. */
export interface ExactGuess {
  readonly guess: WordId;
  /**
   * The further guesses over the remaining answers with this guess next and the best play after
   * it, this guess included: exact when `proven`, otherwise a lower bound.
   */
  readonly total: number;
  /** total / remaining answers: the expected further guesses (exact when proven, else a lower bound). */
  readonly expectedGuesses: number;
  readonly proven: boolean;
}

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
  /** The opening's total: exact when `proven`, else a lower bound; undefined when not in the table. */
  total(guess: Word): { readonly total: number; readonly proven: boolean } | undefined;
  /** The `n` best openings, best first. */
  best(n: number): readonly Word[];
}

/** Options of the optimal strategy (beyond `StrategyOptions`). */
export interface OptimalOptions {
  /**
   * The proven totals of every opening, for the start of a game (where a search would take
   * CPU-days): the shipped table for the classic lists.
   */
  readonly openings?: OpeningTotals;
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
}

/**
 * A whole answer list at the start is never solved in seconds (a proof of the best opening takes
 * CPU-days): there the strategy goes straight to what is known.
 */
const MAX_EXACT_OPENING = 1000;

/** The start of a game: nothing played yet, every answer possible. */
const atStart = (pos: GuessContext): boolean =>
  pos.history.length === 0 && pos.candidates.length === pos.words.answers.length;

/** The heuristic used when the budget runs out: one-step entropy. */
const fallback = entropy.create({});

/**
 * The optimal strategy: the guess with the least expected number of further guesses, proven by the
 * exact search (or read off a proven tree). Within a time budget; past it, the entropy strategy's
 * guess, and `rank` says which numbers are only bounds.
 */
export function optimalStrategy(options: OptimalOptions = {}): ExactStrategy {
  expectOptions(options, 'optimalStrategy');
  const plays = new WeakMap<WordSet, ExactPlay>();
  const now = options.now ?? (() => performance.now());
  const budget = options.budgetMs ?? Infinity;
  const playFor = (words: WordSet): ExactPlay => {
    let p = plays.get(words);
    if (p === undefined) plays.set(words, (p = new ExactPlay(words, options.kernel ? { kernel: options.kernel } : {})));
    return p;
  };
  const game = (pos: GuessContext): Position => ({
    answers: pos.candidates,
    history: pos.history,
    hard: pos.hard ?? false,
    maxGuesses: options.maxGuesses ?? 6,
  });
  /** Run exact work within the budget; undefined when it ran out. */
  const timed = <T>(play: ExactPlay, pos: GuessContext, work: () => T): T | undefined => {
    if (pos.history.length === 0 && pos.candidates.length > MAX_EXACT_OPENING) return undefined;
    const deadline = now() + budget;
    try {
      return play.within(Number.isFinite(budget) ? () => now() > deadline : undefined, work);
    } catch (e) {
      if (isWordleError(e) && e.code === 'INTERRUPTED') return undefined;
      throw e;
    }
  };
  /** The tree's move here, with its exact total, when the game is still on the tree. */
  const treeMove = (pos: GuessContext): ExactGuess | undefined => {
    if (options.tree === undefined) return undefined;
    const place = treePlace(options.tree, pos.history);
    if (place.kind !== 'guess') return undefined;
    const id = pos.words.index.get(place.node.guess);
    if (id === undefined || !pos.guessIds.includes(id)) return undefined;
    const total = treeStats(place.node).total;
    return { guess: id, total, expectedGuesses: total / pos.candidates.length, proven: true };
  };
  /** At the start of a game, the table's total of an opening (exact or a bound). */
  const opening = (pos: GuessContext, id: number): ExactGuess | undefined => {
    if (options.openings === undefined || !atStart(pos)) return undefined;
    const known = options.openings.total(pos.words.guesses[id]!);
    if (known === undefined) return undefined;
    return { guess: asWordId(id), ...known, expectedGuesses: known.total / pos.candidates.length };
  };
  /** What is known without a search: the closed-form bound of each guess. */
  const bounded = (pos: GuessContext, ids: readonly number[]): ExactGuess[] =>
    ids.map((g) => {
      const s = pos.partitioner.stats(asWordId(g), pos.candidates);
      const total = guessLowerBound(pos.candidates.length, s.isCandidate, s.isCandidate ? s.parts - 1 : s.parts);
      return { guess: asWordId(g), total, expectedGuesses: total / pos.candidates.length, proven: false };
    });
  const exact = (pos: GuessContext, guess: Word, total: number, proven: boolean): ExactGuess => ({
    guess: pos.words.index.get(guess)!,
    total,
    expectedGuesses: total / pos.candidates.length,
    proven,
  });

  return {
    name: 'optimal',
    pick(pos) {
      const move = treeMove(pos);
      if (move !== undefined) return move.guess;
      const top = atStart(pos) ? options.openings?.best(1)[0] : undefined;
      const id = top === undefined ? undefined : pos.words.index.get(top);
      if (id !== undefined && pos.guessIds.includes(id)) return id;
      const play = playFor(pos.words);
      const best = timed(play, pos, () => play.best(game(pos)));
      if (best != null) return pos.words.index.get(best)!;
      return fallback.pick(pos);
    },
    rank(pos, top) {
      if (options.openings !== undefined && atStart(pos)) {
        const ids = options.openings.best(top).flatMap((w) => pos.words.index.get(w) ?? []);
        const known = ids.flatMap((g) => opening(pos, g) ?? []);
        if (known.length > 0) return known.slice(0, top);
      }
      const play = playFor(pos.words);
      const ranked = timed(play, pos, () => play.rank(game(pos), top));
      if (ranked !== undefined) {
        return ranked.slice(0, top).map((r) => exact(pos, r.guess, r.value, r.exact && r.value < INFEASIBLE));
      }
      // Out of time: the tree's move (exact) first, then the entropy ranking with its bounds.
      const move = treeMove(pos);
      const order = rankByMetric(pos, (s) => s.entropy, top + 1).map((s) => s.guess as number);
      const rest = bounded(
        pos,
        order.filter((g) => g !== move?.guess),
      );
      return [...(move ? [move] : []), ...rest].slice(0, top);
    },
    values(pos, ids) {
      if (options.openings !== undefined && atStart(pos)) {
        return ids.map((g) => opening(pos, g) ?? bounded(pos, [g])[0]!);
      }
      const play = playFor(pos.words);
      const words = ids.map((g) => pos.words.guesses[g]!);
      const totals = timed(play, pos, () => play.guessValues(game(pos), words));
      if (totals !== undefined) return ids.map((_, i) => exact(pos, words[i]!, totals[i]!, totals[i]! < INFEASIBLE));
      const move = treeMove(pos);
      return ids.map((g, i) => (g === move?.guess ? move : bounded(pos, [ids[i]!])[0]!));
    },
  };
}

/** The registry entry of the optimal strategy. */
export const optimal: StrategyInfo = {
  name: 'optimal',
  summary: 'least expected number of guesses, proven by exact branch-and-bound search (within a time budget)',
  source: 'Alex Selby, "The best strategies for Wordle" (2022): exact search; this project\'s own implementation',
  create: (options: StrategyOptions & OptimalOptions) => optimalStrategy(options),
};

/**
 * Exact values for `analyzeGame` (see `TurnValues`), each turn within the time budget: from the
 * proven tree while the game is on it, else from the exact search; undefined past the budget.
 */
export function turnOracle(words: WordSet, options: OptimalOptions = {}): TurnOracle {
  expectWordSet(words, 'turnOracle');
  expectOptions(options, 'turnOracle');
  const play = new ExactPlay(words, options.kernel ? { kernel: options.kernel } : {});
  const splitter = new PositionSplitter(words);
  const now = options.now ?? (() => performance.now());
  const budget = options.budgetMs ?? Infinity;
  /** The tree's node at a position, when the game is on it. */
  const node = (p: Position): Tree | undefined => {
    if (options.tree === undefined) return undefined;
    const place = treePlace(options.tree, p.history);
    return place.kind === 'guess' ? place.node : undefined;
  };
  /** The proven optimum of a position (the tree's subtree total on the tree, else the search); undefined when it cannot be finished in time. */
  const best = (p: Position): { guess: Word; total: number } | undefined => {
    const t = node(p);
    if (t?.kind === 'guess') return { guess: t.guess, total: treeStats(t).total };
    const guess = play.best(p);
    return guess === null ? undefined : { guess, total: play.value(p) };
  };
  return (position, guess) => {
    const split = splitter.split(position, guess);
    const deadline = now() + budget;
    const work = (): TurnValues | undefined => {
      const b = best(position);
      if (b === undefined) return undefined;
      const outcomes: { pattern: Pattern; size: number; total: number }[] = [];
      for (const c of split.children) {
        const v = best(c.position);
        if (v === undefined) return undefined;
        outcomes.push({ pattern: c.pattern, size: c.position.answers.length, total: v.total });
      }
      if (split.hit) outcomes.push({ pattern: allGreen(words.length), size: 1, total: 0 });
      const total = position.answers.length + outcomes.reduce((s, o) => s + o.total, 0);
      return { total, bestGuess: b.guess, bestTotal: b.total, outcomes };
    };
    const within = <T>(f: () => T): T | undefined => {
      try {
        return play.within(Number.isFinite(budget) ? () => now() > deadline : undefined, f);
      } catch (e) {
        if (isWordleError(e) && e.code === 'INTERRUPTED') return undefined;
        throw e;
      }
    };
    const start = position.history.length === 0 && position.answers.length === words.answers.length;
    const table = start ? options.openings : undefined;
    const mine = table?.total(guess);
    const top = table?.best(1)[0];
    const topTotal = top === undefined ? undefined : table!.total(top);
    if (mine?.proven === true && top !== undefined && topTotal?.proven === true) {
      // The start of a game, from the proven table: the outcomes' values too when they come in time
      // (on the tree, at once), else the grade without them.
      const known = within(work);
      return known ?? { total: mine.total, bestGuess: top, bestTotal: topTotal.total };
    }
    if (position.history.length === 0 && position.answers.length > MAX_EXACT_OPENING) {
      // The start of a game: only the tree's own opening is known without CPU-days of search.
      const t = node(position);
      if (t?.kind !== 'guess' || t.guess !== guess) return undefined;
    }
    return within(work);
  };
}
