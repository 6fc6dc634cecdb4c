import { WordleError } from '../../core/errors.js';
import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { scoreGuess } from '../../core/pattern.js';
import type { History, Tree, Word } from '../../core/types.js';
import { expectMatrix, expectOptionsOf, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import { CandidatesCut } from './candidates-cut.js';
import { FrameRows, type GuessList } from '../scans/node-rows.js';
import { columnRange, rowRange, type FrameRoots } from '../kernel/frame-refs.js';
import { growTree } from '../position/grow.js';
import type { HardRules, HardState } from '../hard-mode/state.js';
import type { Kernel } from '../kernel/kernel.js';
import { memoKey, type Memo } from '../memo/memo.js';
import { NodeScans } from './node-scans.js';
import { NodeSearch } from './node-search.js';
import { guessesLeft, PositionSplitter, type Position } from '../position/position.js';
import { SEARCH_OPTION_RULES, type SearchOptions } from './options.js';
import { RootFrames } from './root-scan.js';
import { searchParts } from './parts.js';
import { SetBounds } from './set-bounds.js';
import { lowerBound, sortedHas } from '../position/sorted-ids.js';
import type { Valuation } from '../objective/valuation.js';
import type { WinRules } from '../win/rules.js';

export type { SearchObjective, SearchOptions } from './options.js';

/**
 * Exact depth-first branch-and-bound over answer sets (after the ideas of Alex Selby's solver).
 *
 * cost(S, d) = the least total number of guesses to find every answer of S with at most d guesses:
 * 1 for one answer, 3 for two, otherwise min over guesses g of |S| + Σ over non-green classes C of
 * cost(C, d − 1). `cost(S, d, beta)` returns the exact value when it is below beta, and otherwise
 * some lower bound ≥ beta: the cutoff that makes the search feasible.
 *
 * Each expanded node scans every guess still worth trying against its set (the kernel's hot loop)
 * into a frame, the node's guess × answer block of patterns; a child's frame is gathered from its
 * parent's. Guesses that cannot help are dropped for the whole subtree: one that does not split
 * the set (it splits no subset either), and in normal mode one that splits it exactly like an
 * earlier non-candidate (it splits every subset alike too). So deep nodes scan a few hundred
 * guesses instead of all of them. Before any class of a guess is searched in full, every class
 * gets the cheap facts first (the memo, a candidate that settles it), which raises the guess's
 * bound and cuts most losing guesses without a deep search.
 */
export class Searcher {
  /** @internal The proven values and bounds, by answer set. */
  readonly memo: Memo;
  /** @internal Hard mode's rules (undefined in normal mode). */
  readonly rules: HardRules | undefined;
  /** @internal The weights and the loss unit of the 'win' objective. */
  readonly valuation: Valuation;
  /** The cutoff that cuts nothing: above every value. */
  readonly none: number;
  private readonly kernel: Kernel;
  private readonly roots: FrameRoots;
  private readonly normalState: HardState;
  /** The 'win' objective's closed forms (undefined for the other objectives): losses are counted. */
  private readonly win: WinRules | undefined;
  private readonly nA: number;
  private readonly bounds: SetBounds;
  private readonly candidates: CandidatesCut;
  /** The branch-and-bound below the position asked about. */
  private readonly nodeSearch: NodeSearch;
  /** The frame of the position asked about. */
  private readonly rootFrames: RootFrames;

  constructor(
    readonly words: WordSet,
    readonly matrix: PatternMatrix | undefined,
    options: SearchOptions = {},
  ) {
    expectWordSet(words, 'Searcher');
    if (matrix !== undefined) expectMatrix(matrix, 'Searcher');
    expectOptionsOf(options, 'Searcher', SEARCH_OPTION_RULES);
    const p = searchParts(words, matrix, options);
    this.memo = p.memo;
    this.rules = p.rules;
    this.valuation = p.valuation;
    this.none = p.none;
    this.kernel = p.kernel;
    this.roots = p.roots;
    this.normalState = p.normalState;
    this.win = p.win;
    this.nA = p.nA;
    this.bounds = new SetBounds(p);
    this.candidates = new CandidatesCut(p);
    const scans = new NodeScans(p);
    const frameRows = new FrameRows(words, p.kernel, p.rowSets, p.green, p.rules !== undefined);
    this.nodeSearch = new NodeSearch(p, options, {
      bounds: this.bounds,
      candidates: this.candidates,
      scans,
      frameRows,
    });
    this.rootFrames = new RootFrames(p, scans, frameRows);
  }

  /** Nodes expanded (sets whose guesses were scanned in full). */
  get nodes(): number {
    return this.nodeSearch.nodes;
  }

  /** @internal The state before any guess (all guesses allowed). */
  rootState(): HardState {
    return this.rules?.root() ?? this.normalState;
  }

  /** @internal The state after guess g got `pattern` (unchanged in normal mode). */
  after(state: HardState, g: number, pattern: number): HardState {
    return this.nodeSearch.after(state, g, pattern);
  }

  /** @internal The state after a history (what hard mode allows then). */
  stateOf(history: History): HardState {
    let state = this.rootState();
    if (this.rules === undefined) return state;
    for (const t of history) {
      const g = this.words.index.get(t.guess);
      if (g === undefined) throw new WordleError('BAD_WORD', `"${t.guess}" is not in the word list`);
      state = this.rules.after(state, g, t.pattern);
    }
    return state;
  }

  /** The guesses left in a position (for the 'win' objective, at most its maxGuesses: they set the loss unit). */
  private left(position: Position): number {
    const d = guessesLeft(position);
    if (this.win !== undefined && d > this.valuation.maxGuesses) {
      throw new WordleError(
        'BAD_OPTION',
        `the search was set up for positions with at most ${this.valuation.maxGuesses} guesses left, not ${d}`,
      );
    }
    return d;
  }

  /** The least total guesses for a position (exact if below beta; else a lower bound ≥ beta). */
  value(position: Position, beta: number = this.none): number {
    return this.cost(position.answers, this.left(position), beta, this.stateOf(position.history));
  }

  /**
   * The least total guesses when the position is played with `guess` first (exact if below beta,
   * else a lower bound ≥ beta).
   */
  guessValue(position: Position, guess: Word, beta: number = this.none): number {
    return this.guessValues(position, [guess], beta, false)[0]!;
  }

  /**
   * The value of each guess played first (exact if below beta, else a lower bound ≥ beta), or with
   * `race` the same with each guess's cutoff lowered to the best exact value before it (so only
   * the least value is sure to be exact: the best among `guesses`). The position's frame is built
   * and scanned once for all of them, and each guess then costs what it costs inside the search.
   */
  guessValues(position: Position, guesses: readonly Word[], beta: number, race: boolean): number[] {
    const valueOf = this.guessValuer(position);
    let best = beta;
    return guesses.map((w) => {
      const v = valueOf(w, race ? best : beta);
      if (v < best) best = v;
      return v;
    });
  }

  /**
   * `guessValue` for many guesses of one position, checked and set up once: the function values
   * a guess played first with a cutoff (exact if below it, else a lower bound ≥ it).
   */
  guessValuer(position: Position): (guess: Word, beta: number) => number {
    const set = position.answers;
    const d = this.left(position);
    const state = this.stateOf(position.history);
    const idOf = (w: Word): number => {
      const g = this.words.index.get(w);
      if (g === undefined || (this.rules !== undefined && !sortedHas(state.allowed, g))) {
        throw new WordleError('BAD_WORD', `"${w}" is not an allowed guess here${this.rules ? ' (hard mode)' : ''}`);
      }
      return g;
    };
    if (d <= 0) {
      return (w) => {
        idOf(w);
        return this.win?.bound(set, 0) ?? INFEASIBLE;
      };
    }
    if (set.length <= 2 || d === 1) return (w) => this.smallGuessValue(set, d, idOf(w), state);
    const key = memoKey(set, d, state.key);
    this.rootFrames.pinned(set, d, state, key);
    return (w, beta) => {
      const g = idOf(w);
      const { rows } = this.rootFrames.pinned(set, d, state, key);
      return this.nodeSearch.guessCost(rows, lowerBound(rows.frame.guesses, g), set, d, beta, state);
    };
  }

  /** A guess's value over one or two answers, or with one guess left: found at once, or not. */
  private smallGuessValue(set: Candidates, d: number, g: number, state: HardState): number {
    const n = set.length;
    const hit = g < this.nA && set.includes(g);
    if (this.win !== undefined) {
      const v = this.win.smallGuess(set, d, g, hit);
      if (v !== undefined) return v;
    } else {
      if (hit) return n === 1 ? 1 : d >= 2 ? 3 : INFEASIBLE;
      if (d === 1) return INFEASIBLE;
    }
    const guess = this.words.guesses[g]!;
    const twins =
      n === 2 && scoreGuess(guess, this.words.answers[set[0]!]!) === scoreGuess(guess, this.words.answers[set[1]!]!);
    // A non-candidate costs one guess each, then the answers are told apart (or not, for twins).
    return (
      this.valuation.total(set) +
      (twins
        ? this.cost(set, d - 1, this.none, state)
        : this.cost(set.subarray(0, 1), d - 1) + (n === 2 ? this.cost(set.subarray(1), d - 1) : 0))
    );
  }

  /** The best guess of a position, once its value is proven (throws when it cannot be finished). */
  bestGuess(position: Position): Word {
    const set = position.answers;
    const d = this.left(position);
    const state = this.stateOf(position.history);
    for (;;) {
      const lossy = this.win !== undefined;
      if (lossy ? d <= 0 : this.cost(set, d, INFEASIBLE, state) >= INFEASIBLE) {
        throw new WordleError('BAD_OPTION', `${set.length} answers cannot be solved within ${d} guesses`);
      }
      if (set.length <= 2 || (lossy && d <= 1)) return this.words.answers[this.valuation.heaviest(set)]!;
      if (lossy) this.cost(set, d, this.none, state);
      const known = this.memo.get(memoKey(set, d, state.key));
      if (known?.kind === 'exact') return this.words.guesses[known.guess]!;
      // evicted in the meantime: solve again
    }
  }

  /** The optimal (or, with `top`, the best found) decision tree from a position. */
  tree(position: Position, first?: Word): Tree {
    const root = position.history.length;
    const choose = (p: Position): Word =>
      first !== undefined && p.history.length === root ? first : this.bestGuess(p);
    return growTree(this.splitter(), position, choose, { maxDepth: position.maxGuesses });
  }

  private positionSplitter: PositionSplitter | undefined;
  private splitter(): PositionSplitter {
    return (this.positionSplitter ??= new PositionSplitter(this.words, this.matrix));
  }

  /**
   * The guesses worth trying first in a position, best first, each with its closed-form lower
   * bound: the order the search itself tries them in. Useless guesses are left out, and with
   * `distinct` (normal mode only) all but the first of the guesses that split the answers alike,
   * which have the same value. Without `distinct`, `alike[i]` is the index of the first guess
   * listed that splits the answers like guesses[i] (normal mode, non-candidates; else i): the same
   * value, which a ranking needs to search only once.
   */
  firstGuesses(position: Position, distinct = true): GuessList {
    const set = position.answers;
    const d = this.left(position);
    const state = this.stateOf(position.history);
    if (set.length <= 2 || d <= 1) {
      const first = this.words.answers[this.valuation.heaviest(set)]!;
      return { guesses: [first], bounds: [this.cost(set, d, this.none, state)] };
    }
    return this.rootFrames.firstGuesses(set, d, state, memoKey(set, d, state.key), distinct);
  }

  /**
   * @internal Least total guesses for the set with d guesses left, if below beta; else a lower
   * bound ≥ beta (`value` is the same for a position).
   */
  cost(set: Candidates, d: number, beta: number = this.none, state: HardState = this.rootState()): number {
    const key = memoKey(set, d, state.key);
    const known = this.bounds.trivial(set, d, beta, key, state);
    if (known !== undefined) return known;
    const mark = this.kernel.alloc(0);
    try {
      const lb = Math.max(this.bounds.setBound(set, d), this.memo.get(key)?.value ?? 0);
      if (!this.roots.fromMatrix) {
        // The candidates alone settle many sets: try them on an n × n frame before computing n × all.
        const own = this.roots.computed(Int32Array.from(set), set);
        const q = this.candidates.quick(own, rowRange(set.length), columnRange(set.length), set, d, key, lb);
        if (q.exact || q.value >= beta) return q.value;
      }
      const { parent, rows, positions, inPlace } = this.roots.source(set, state.allowed);
      return this.nodeSearch.node(parent, rows, positions, set, d, beta, state, key, inPlace);
    } finally {
      this.kernel.release(mark);
    }
  }

  /** Cells of kernel memory in use by frames (the matrix included). */
  frameCells(): number {
    return this.kernel.used();
  }
}
