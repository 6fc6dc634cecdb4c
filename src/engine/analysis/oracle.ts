import { allGreen } from '../../core/pattern.js';
import type { Tree, Word } from '../../core/types.js';
import { expectOptionsOf, expectWeights, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import type { ExactPlay } from '../../search/exact-play.js';
import { ExactPlays } from '../exact/plays.js';
import { PositionSplitter, type Position } from '../../search/position/position.js';
import {
  MAX_EXACT_OPENING,
  OPTIMAL_OPTION_RULES,
  withinBudget,
  tableOfPrior,
  type OptimalOptions,
} from '../exact/optimal.js';
import { treeStats } from '../tree/stats.js';
import { treePlace } from '../tree/walk.js';
import type { TurnOracle, TurnOutcome, TurnValues } from './grade.js';

/** Proven optima of positions: from the proven tree while the game is on it, else from the search. */
class Optima {
  constructor(
    private readonly play: ExactPlay,
    private readonly tree: Tree | undefined,
    private readonly length: number,
  ) {}

  /**
   * The weight of a set of answers in the search's own units, which its totals are in: their
   * number where the weights are all equal (one answer left, say), as the search counts them.
   */
  weight(position: Position, answers: ArrayLike<number>): number {
    return this.play.searcher(position).valuation.total(answers);
  }

  /** The tree's node at a position, when the game is on it. */
  node(p: Position): Tree | undefined {
    if (this.tree === undefined) return undefined;
    const place = treePlace(this.tree, p.history);
    return place.kind === 'guess' ? place.node : undefined;
  }

  /**
   * The proven optimum of a position, playing for the win: its best guess, the further guesses
   * (a lost answer counting the guesses left + 1) and the answers won, by weight under the prior;
   * undefined with no guess left.
   */
  best(p: Position): { guess: Word; total: number; won: number } | undefined {
    const t = this.node(p);
    if (t?.kind === 'guess') return { guess: t.guess, total: treeStats(t).total, won: p.answers.length };
    const guess = this.play.best(p);
    if (guess === null) return undefined;
    const o = this.play.outcome(p, this.play.value(p));
    return { guess, total: o.total, won: o.won };
  }

  /** The values of playing `guess` in `position`: its total, the best one, and each outcome's. */
  turn(position: Position, guess: Word, splitter: PositionSplitter): TurnValues | undefined {
    const split = splitter.split(position, guess);
    const b = this.best(position);
    if (b === undefined) return undefined;
    const outcomes: TurnOutcome[] = [];
    for (const c of split.children) {
      const size = c.position.answers.length;
      const weight = this.weight(c.position, c.position.answers);
      // With no guess left after this one, an outcome's answers are lost: one more guess each.
      const v = this.best(c.position) ?? { total: weight, won: 0 };
      outcomes.push({ pattern: c.pattern, size, weight, total: v.total, won: v.won });
    }
    if (split.hit) {
      const own = this.weight(position, [this.play.words.index.get(guess)!]);
      outcomes.push({ pattern: allGreen(this.length), size: 1, weight: own, total: 0, won: own });
    }
    const weight = this.weight(position, position.answers);
    const total = weight + outcomes.reduce((s, o) => s + o.total, 0);
    const won = outcomes.reduce((s, o) => s + o.won!, 0);
    return { total, won, weight, bestGuess: b.guess, bestTotal: b.total, bestWon: b.won, outcomes };
  }
}

/** What the turn oracle is built with: the optimal strategy's options and, optionally, a prior. */
export interface TurnOracleOptions extends OptimalOptions {
  /**
   * The prior: a whole-number weight from 1 to MAX_WEIGHT per answer id of the words; the grades
   * are then weighted by it (the shipped tree and table, which count the answers alike, are not
   * used). @default every answer equally likely
   */
  readonly weights?: Float64Array;
}

/** The options of the search alone (its plays, kernel, budget and clock), without a tree or table of openings. */
function searchOnly(o: OptimalOptions): OptimalOptions {
  return {
    ...(o.kernel !== undefined ? { kernel: o.kernel } : {}),
    ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
    ...(o.now !== undefined ? { now: o.now } : {}),
    ...(o.maxGuesses !== undefined ? { maxGuesses: o.maxGuesses } : {}),
    ...(o.plays !== undefined ? { plays: o.plays } : {}),
  };
}

/**
 * Exact values for `analyzeGame` (see `TurnValues`), each turn within the time budget, playing for
 * the win: from the proven tree while the game is on it, else from the exact search; undefined
 * past the budget. Under a prior (`weights`) every value is weighted by it.
 */
export function turnOracle(words: WordSet, options: TurnOracleOptions = {}): TurnOracle {
  expectWordSet(words, 'turnOracle');
  expectOptionsOf(options, 'turnOracle', {
    ...OPTIMAL_OPTION_RULES,
    weights: (v, fn, name) => expectWeights(v, words.answers.length, fn, name),
  });
  const own = options.weights;
  const plays = options.plays ?? new ExactPlays(options.kernel !== undefined ? { kernel: options.kernel } : {});
  const play = plays.play(words, own);
  const optima = new Optima(play, own === undefined ? options.tree : undefined, words.length);
  const splitter = new PositionSplitter(words);
  const now = options.now ?? (() => performance.now());
  const budget = options.budgetMs ?? Infinity;
  const others = new WeakMap<WordSet, Map<Float64Array | undefined, TurnOracle>>();
  return (position, guess, over = words, weights = over === words ? own : undefined) => {
    if (over !== words || weights !== own) {
      // Another word set (the accepted words a game widened to) or prior: its own search, no tree or table.
      expectWordSet(over, 'turnOracle', 'words');
      let byPrior = others.get(over);
      if (byPrior === undefined) others.set(over, (byPrior = new Map()));
      let o = byPrior.get(weights);
      const setup = { ...searchOnly({ ...options, plays }), ...(weights !== undefined ? { weights } : {}) };
      if (o === undefined) byPrior.set(weights, (o = turnOracle(over, setup)));
      return o(position, guess);
    }
    const work = (): TurnValues | undefined => optima.turn(position, guess, splitter);
    const start = position.history.length === 0 && position.answers.length === words.answers.length;
    const table = start ? tableOfPrior(options, own) : undefined;
    const mine = table?.total(guess);
    const top = table?.best(1)[0];
    const topTotal = top === undefined ? undefined : table!.total(top);
    if (mine?.proven === true && top !== undefined && topTotal?.proven === true) {
      // The start of a game, from the proven table (of the game's prior): the outcomes' values too
      // when the tree holds them (at once), else the grade without them, on any device (an
      // opening's outcomes off the tree take CPU-minutes to hours: its luck stays a one-step
      // estimate, labelled so).
      const t = optima.node(position);
      const known = t?.kind === 'guess' && t.guess === guess ? withinBudget(play, now, budget, work) : undefined;
      const weight = own === undefined ? {} : { weight: optima.weight(position, position.answers) };
      return known ?? { total: mine.total, bestGuess: top, bestTotal: topTotal.total, ...weight };
    }
    if (position.history.length === 0 && position.answers.length > MAX_EXACT_OPENING) {
      // The start of a game: only the tree's own opening is known without CPU-days of search.
      const t = optima.node(position);
      if (t?.kind !== 'guess' || t.guess !== guess) return undefined;
    }
    return withinBudget(play, now, budget, work);
  };
}
