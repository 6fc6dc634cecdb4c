import { WordleError } from '../core/errors.js';
import type { PatternMatrix } from '../core/matrix.js';
import { allGreen, patternCount } from '../core/pattern.js';
import { asPattern, SOLVED, type Pattern, type Tree } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { INFEASIBLE, maxClasses, setLowerBound } from './bounds.js';
import { ClassSplitter } from './classes.js';
import { ClusterIndex } from './endgame.js';
import { FrameStack, type Frame } from './frame.js';
import { HardRules, type HardState } from './hard-state.js';
import { Memo, memoKey } from './memo.js';
import { GuessOrderer } from './ordering.js';

/** Options of a search. */
export interface SearchOptions {
  /** Hard mode: only guesses legal after the turns so far. @default false */
  readonly hard?: boolean;
  /** Explore only the best `top` guesses per node: fast, gives an upper bound. 0 means exact. @default 0 */
  readonly top?: number;
  /** Memo size limit in bytes (estimated). @default 512 MiB */
  readonly memoBytes?: number;
  /** Called every 16384 nodes with the number of nodes searched so far. */
  readonly onProgress?: (nodes: number) => void;
}

/**
 * Exact depth-first branch-and-bound over answer sets (after Alex Selby, alex1770/wordle).
 *
 * cost(S, d) = the least total number of guesses to find every answer of S with at most d guesses:
 * 1 for one answer, 3 for two, otherwise min over guesses g of |S| + Σ over non-green classes C of
 * cost(C, d − 1). `cost(S, d, beta)` returns the exact value when it is below beta, and otherwise
 * some lower bound ≥ beta: that is the upper-bound cutoff that makes the search feasible.
 */
export class Searcher {
  /** Nodes expanded (sets whose guesses were scanned). */
  nodes = 0;
  readonly memo: Memo;
  readonly rules: HardRules | undefined;
  private readonly orderer: GuessOrderer;
  private readonly splitter: ClassSplitter;
  private readonly frames: FrameStack;
  private readonly rootFrame: Frame;
  private readonly clusters: ClusterIndex;
  private readonly normalState: HardState;
  private readonly classLimit: number;
  private readonly top: number;
  private readonly win: number;

  constructor(
    readonly words: WordSet,
    readonly matrix: PatternMatrix,
    private readonly options: SearchOptions = {},
  ) {
    if (words.answers.length > 65535)
      throw new WordleError('BAD_OPTION', 'the optimal search supports up to 65535 answers');
    this.memo = new Memo(options.memoBytes ?? 512 * 2 ** 20);
    this.rules = options.hard ? new HardRules(words.guesses, words.length) : undefined;
    const np = patternCount(words.length);
    this.orderer = new GuessOrderer(np, matrix.nAnswers, matrix.nGuesses);
    this.splitter = new ClassSplitter(np);
    this.frames = new FrameStack(matrix.nGuesses, np > 256);
    this.rootFrame = { cells: matrix.data, n: matrix.nAnswers };
    this.clusters = new ClusterIndex(words.answers, words.length);
    this.normalState = {
      greens: new Uint8Array(0),
      mins: new Uint8Array(0),
      key: '',
      allowed: Int32Array.from(words.guesses.keys()),
    };
    this.classLimit = maxClasses(words.length);
    this.top = options.top ?? 0;
    this.win = allGreen(words.length);
  }

  /** The state before any guess (all guesses allowed). */
  rootState(): HardState {
    return this.rules?.root() ?? this.normalState;
  }

  /** The state after guess g got `pattern` (unchanged in normal mode). */
  after(state: HardState, g: number, pattern: number): HardState {
    return this.rules === undefined ? state : this.rules.after(state, g, pattern);
  }

  /** Least total guesses for the set with d guesses left, if below beta; else a lower bound ≥ beta. */
  cost(set: Uint16Array, d: number, beta: number = INFEASIBLE + 1, state: HardState = this.rootState()): number {
    return this.costIn(this.rootFrame, set, set, d, beta, state);
  }

  /** `cost` for a set whose answers are columns `positions` of the frame `parent`. */
  private costIn(
    parent: Frame,
    positions: Uint16Array,
    set: Uint16Array,
    d: number,
    beta: number,
    state: HardState,
  ): number {
    const n = set.length;
    if (n === 1) return d >= 1 ? 1 : INFEASIBLE;
    const lb0 = setLowerBound(n, d, this.classLimit);
    if (n === 2 || lb0 >= beta || lb0 >= INFEASIBLE) return lb0;
    if (this.clusters.infeasible(set, d)) return INFEASIBLE;
    const key = memoKey(set, d, state.key);
    const known = this.memo.get(key);
    if (known !== undefined && (known.kind === 'exact' || known.value >= beta)) return known.value;
    const lb = known === undefined ? lb0 : Math.max(lb0, known.value);
    if (++this.nodes % 16384 === 0) this.options.onProgress?.(this.nodes);
    const frame = this.frames.at(d, n);
    const order = this.orderer.order({ set, positions, parent, out: frame }, state.allowed, d, beta, d);
    if (order.kind === 'settled') {
      this.memo.setExact(key, order.value, order.guess);
      return order.value;
    }
    const guesses = order.guesses;
    const limit = this.top > 0 ? Math.min(this.top, guesses.length) : guesses.length;
    let best = beta;
    let bestGuess = -1;
    let failBound = order.prunedBound;
    for (let i = 0; i < limit; i++) {
      const g = guesses[i]!;
      const glb = order.lowerBounds[g]!;
      if (glb >= best) {
        if (glb < failBound) failBound = glb;
        continue;
      }
      const total = this.guessCost(frame, set, d, g, best, state);
      if (total < best) {
        best = total;
        bestGuess = g;
        if (best <= lb) break; // meets the lower bound: optimal
      } else if (total < failBound) failBound = total;
    }
    if (bestGuess >= 0) {
      this.memo.setExact(key, best, bestGuess);
      return best;
    }
    const bound = Math.max(lb, failBound);
    this.memo.raiseLower(key, bound);
    return bound;
  }

  /**
   * The cost of guessing g at this node: n + Σ cost(C, d − 1), the classes largest first, each
   * searched with the beta that is left once the others' closed-form bounds are counted. Returns
   * a lower bound ≥ beta as soon as the sum reaches beta.
   */
  private guessCost(frame: Frame, set: Uint16Array, d: number, g: number, beta: number, state: HardState): number {
    const { sets, positions, patterns } = this.splitter.split(g, frame, set);
    let total = set.length;
    for (const c of sets) total += setLowerBound(c.length, d - 1, this.classLimit);
    if (total >= beta) return total;
    for (let i = 0; i < sets.length; i++) {
      const c = sets[i]!;
      if (c.length <= 2) continue; // already counted exactly (or INFEASIBLE)
      const clb = setLowerBound(c.length, d - 1, this.classLimit);
      const rest = total - clb;
      const v = this.costIn(frame, positions[i]!, c, d - 1, beta - rest, this.after(state, g, patterns[i]!));
      total = rest + v;
      if (total >= beta) return total;
    }
    return total;
  }

  /** The optimal (or, with `top`, the best found) decision tree for the set with d guesses left. */
  tree(set: Uint16Array, d: number, state: HardState = this.rootState()): Tree {
    const value = this.cost(set, d, INFEASIBLE, state);
    if (value >= INFEASIBLE) {
      throw new WordleError('BAD_OPTION', `${set.length} answers cannot be solved within ${d} guesses`);
    }
    const n = set.length;
    if (n <= 2) return this.treeWith(set[0]!, set, d, state);
    const known = this.memo.get(memoKey(set, d, state.key));
    if (known?.kind !== 'exact') throw new Error('internal: solved node missing from memo');
    return this.treeWith(known.guess, set, d, state);
  }

  /** The tree that guesses g first and then plays optimally in every class. */
  treeWith(g: number, set: Uint16Array, d: number, state: HardState): Tree {
    const nA = this.matrix.nAnswers;
    const row = Array.from(set, (a) => this.matrix.data[g * nA + a]!);
    const { sets, patterns, hit } = this.splitter.splitRow(row, 0, set);
    const branches = new Map<Pattern, Tree>();
    if (hit) branches.set(asPattern(this.win), SOLVED);
    sets.forEach((c, i) => {
      branches.set(asPattern(patterns[i]!), this.tree(c, d - 1, this.after(state, g, patterns[i]!)));
    });
    return { kind: 'guess', guess: this.words.guesses[g]!, branches: sortBranches(branches) };
  }
}

function sortBranches(m: Map<Pattern, Tree>): Map<Pattern, Tree> {
  return new Map([...m].sort((a, b) => a[0] - b[0]));
}
