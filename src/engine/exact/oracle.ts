import { allGreen } from '../../core/pattern.js';
import type { Pattern, Tree, Word } from '../../core/types.js';
import { expectOptionsOf, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { ExactPlay } from '../../search/exact-play.js';
import { PositionSplitter, type Position } from '../../search/position.js';
import type { TurnOracle, TurnValues } from '../analysis/grade.js';
import { treeStats } from '../tree/stats.js';
import { treePlace } from '../tree/walk.js';
import { MAX_EXACT_OPENING, OPTIMAL_OPTION_RULES, withinBudget, type OptimalOptions } from './optimal.js';

/** Proven optima of positions: from the proven tree while the game is on it, else from the search. */
class Optima {
  constructor(
    private readonly play: ExactPlay,
    private readonly tree: Tree | undefined,
    private readonly length: number,
  ) {}

  /** The tree's node at a position, when the game is on it. */
  node(p: Position): Tree | undefined {
    if (this.tree === undefined) return undefined;
    const place = treePlace(this.tree, p.history);
    return place.kind === 'guess' ? place.node : undefined;
  }

  /**
   * The proven optimum of a position, playing for the win: its best guess, the further guesses
   * (a lost answer counting the guesses left + 1) and the answers won; undefined with no guess left.
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
    const outcomes: { pattern: Pattern; size: number; total: number; won: number }[] = [];
    for (const c of split.children) {
      const size = c.position.answers.length;
      // With no guess left after this one, an outcome's answers are lost: one more guess each.
      const v = this.best(c.position) ?? { total: size, won: 0 };
      outcomes.push({ pattern: c.pattern, size, total: v.total, won: v.won });
    }
    if (split.hit) outcomes.push({ pattern: allGreen(this.length), size: 1, total: 0, won: 1 });
    const total = position.answers.length + outcomes.reduce((s, o) => s + o.total, 0);
    const won = outcomes.reduce((s, o) => s + o.won, 0);
    return { total, won, bestGuess: b.guess, bestTotal: b.total, bestWon: b.won, outcomes };
  }
}

/** The options of the search alone (its kernel, budget and clock), without a tree or table of openings. */
function searchOnly(o: OptimalOptions): OptimalOptions {
  return {
    ...(o.kernel !== undefined ? { kernel: o.kernel } : {}),
    ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
    ...(o.now !== undefined ? { now: o.now } : {}),
    ...(o.maxGuesses !== undefined ? { maxGuesses: o.maxGuesses } : {}),
  };
}

/**
 * Exact values for `analyzeGame` (see `TurnValues`), each turn within the time budget: from the
 * proven tree while the game is on it, else from the exact search; undefined past the budget.
 */
export function turnOracle(words: WordSet, options: OptimalOptions = {}): TurnOracle {
  expectWordSet(words, 'turnOracle');
  expectOptionsOf(options, 'turnOracle', OPTIMAL_OPTION_RULES);
  const play = new ExactPlay(words, options.kernel ? { kernel: options.kernel } : {});
  const optima = new Optima(play, options.tree, words.length);
  const splitter = new PositionSplitter(words);
  const now = options.now ?? (() => performance.now());
  const budget = options.budgetMs ?? Infinity;
  const others = new WeakMap<WordSet, TurnOracle>();
  return (position, guess, over = words) => {
    if (over !== words) {
      // Another word set (the accepted words a game widened to): its own search, no tree or table.
      expectWordSet(over, 'turnOracle', 'words');
      let o = others.get(over);
      if (o === undefined) others.set(over, (o = turnOracle(over, searchOnly(options))));
      return o(position, guess);
    }
    const work = (): TurnValues | undefined => optima.turn(position, guess, splitter);
    const start = position.history.length === 0 && position.answers.length === words.answers.length;
    const table = start ? options.openings : undefined;
    const mine = table?.total(guess);
    const top = table?.best(1)[0];
    const topTotal = top === undefined ? undefined : table!.total(top);
    if (mine?.proven === true && top !== undefined && topTotal?.proven === true) {
      // The start of a game, from the proven table: the outcomes' values too when they come in time
      // (on the tree, at once), else the grade without them.
      const known = withinBudget(play, now, budget, work);
      return known ?? { total: mine.total, bestGuess: top, bestTotal: topTotal.total };
    }
    if (position.history.length === 0 && position.answers.length > MAX_EXACT_OPENING) {
      // The start of a game: only the tree's own opening is known without CPU-days of search.
      const t = optima.node(position);
      if (t?.kind !== 'guess' || t.guess !== guess) return undefined;
    }
    return withinBudget(play, now, budget, work);
  };
}
