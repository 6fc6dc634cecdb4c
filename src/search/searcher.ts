import { WordleError } from '../core/errors.js';
import type { Candidates } from '../core/filter.js';
import type { PatternMatrix } from '../core/matrix.js';
import { Splitter } from '../core/partition.js';
import { scoreGuess } from '../core/pattern.js';
import type { History, Tree, Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { expectMatrix, expectOptionsOf, expectWordSet } from '../core/validate.js';
import { INFEASIBLE } from './bounds.js';
import { CandidatesCut } from './candidates-cut.js';
import { columnRange, FrameRoots, rowRange, type FrameRef } from './frames.js';
import { growTree } from './grow.js';
import { HardRules, type HardState } from './hard-state.js';
import type { Kernel } from './kernel.js';
import { LostCores } from './lost-cores.js';
import { Memo, memoKey } from './memo.js';
import { inferUnions } from './unions.js';
import { nodeJob, type NodeJob } from './node-job.js';
import { NodeScans } from './node-scans.js';
import { guessesLeft, PositionSplitter, type Position } from './position.js';
import { FrameRows, isAllowed, rowOf, type NodeRows, type RankedRows } from './frame-rows.js';
import { RowSets } from './rows.js';
import { SEARCH_OPTION_RULES, type SearchOptions } from './search-options.js';
import { searchParts } from './search-parts.js';
import { SetBounds } from './set-bounds.js';
import { Valuation } from './valuation.js';
import { WinRules, type QuickResult } from './win-rules.js';
import { ThreeLeftCut } from './win-three.js';

export type { SearchObjective, SearchOptions } from './search-options.js';

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
  /** Nodes expanded (sets whose guesses were scanned in full). */
  nodes = 0;
  /** @internal The proven values and bounds, by answer set. */
  readonly memo: Memo;
  /** @internal Hard mode's rules (undefined in normal mode). */
  readonly rules: HardRules | undefined;
  private readonly kernel: Kernel;
  private readonly roots: FrameRoots;
  private readonly classes: Splitter;
  /** Hard mode, equal weights, exact: the sets proven to lose answers, found again in larger sets. */
  private readonly cores: LostCores | undefined;
  private readonly rowSets: RowSets;
  private readonly normalState: HardState;
  private readonly top: number;
  private readonly depthOnly: boolean;
  /** The 'win' objective's closed forms (undefined for the other objectives): losses are counted. */
  private readonly win: WinRules | undefined;
  /** The 'win' objective's quick cut of first guesses with three guesses left (equal weights, normal mode). */
  private readonly threeLeft: ThreeLeftCut | undefined;
  /** @internal The weights and the loss unit of the 'win' objective. */
  readonly valuation: Valuation;
  /** The cutoff that cuts nothing: above every value. */
  readonly none: number;
  /** The all-green pattern. */
  private readonly green: number;
  private readonly nA: number;
  private readonly frameRows: FrameRows;
  private readonly bounds: SetBounds;
  private readonly candidates: CandidatesCut;
  private readonly scans: NodeScans;

  constructor(
    readonly words: WordSet,
    readonly matrix: PatternMatrix | undefined,
    private readonly options: SearchOptions = {},
  ) {
    expectWordSet(words, 'Searcher');
    if (matrix !== undefined) expectMatrix(matrix, 'Searcher');
    expectOptionsOf(options, 'Searcher', SEARCH_OPTION_RULES);
    const p = searchParts(words, matrix, options);
    this.memo = p.memo;
    this.rules = p.rules;
    this.kernel = p.kernel;
    this.roots = p.roots;
    this.classes = p.classes;
    this.cores = p.cores;
    this.rowSets = p.rowSets;
    this.normalState = p.normalState;
    this.top = p.top;
    this.depthOnly = p.depthOnly;
    this.win = p.win;
    this.threeLeft = p.threeLeft;
    this.valuation = p.valuation;
    this.none = p.none;
    this.green = p.green;
    this.nA = p.nA;
    this.bounds = new SetBounds(p);
    this.candidates = new CandidatesCut(p);
    this.scans = new NodeScans(p);
    this.frameRows = new FrameRows(words, this.kernel, this.rowSets, this.green, this.rules !== undefined);
  }

  /** @internal The state before any guess (all guesses allowed). */
  rootState(): HardState {
    return this.rules?.root() ?? this.normalState;
  }

  /** @internal The state after guess g got `pattern` (unchanged in normal mode). */
  after(state: HardState, g: number, pattern: number): HardState {
    return this.rules === undefined ? state : this.rules.after(state, g, pattern);
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
      if (g === undefined || (this.rules !== undefined && !isAllowed(state.allowed, g))) {
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
    this.pinned(set, d, state, key);
    return (w, beta) => {
      const g = idOf(w);
      const { rows } = this.pinned(set, d, state, key);
      return this.guessCost(rows, rowOf(rows.frame.guesses, g), set, d, beta, state);
    };
  }

  /** The frame of the last position whose guesses were valued, kept for the next call about it. */
  private pin: { key: string; mark: number; rows: NodeRows; ranked: RankedRows } | undefined;

  /**
   * A position's scanned frame, kept at the bottom of the kernel's stack until another position
   * is asked for: a worker valuing a large position's guesses a few at a time builds it once.
   */
  private pinned(set: Candidates, d: number, state: HardState, key: string) {
    if (this.pin?.key === key) return this.pin;
    if (this.pin !== undefined) this.kernel.release(this.pin.mark);
    this.pin = undefined;
    const mark = this.kernel.alloc(0);
    const src = this.roots.source(set, state.allowed);
    const n = set.length;
    const frameOff = this.kernel.alloc(src.rows.length * n);
    // Copies: the scan's arrays are the level's scratch, which later searches reuse.
    const scan = this.scans.scanSet(
      nodeJob(src.parent, src.rows, src.positions, set, d, state, key, frameOff),
      this.none,
      true,
    );
    const frame = {
      off: frameOff,
      stride: n,
      guesses: scan.guesses.slice(),
      classes: scan.classes.slice(),
      answerRows: scan.answerRows.slice(0, this.nA),
    };
    const rows = this.frameRows.nodeRows(frame, scan.useful.slice(), (m) => new Int32Array(m));
    const ranked = { order: scan.ranked!.order.slice(), bounds: scan.ranked!.bounds.slice() };
    this.pin = { key, mark, rows, ranked };
    return this.pin;
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
  firstGuesses(position: Position, distinct = true): { guesses: Word[]; bounds: number[]; alike?: Int32Array } {
    const set = position.answers;
    const d = this.left(position);
    const state = this.stateOf(position.history);
    if (set.length <= 2 || d <= 1) {
      const first = this.words.answers[this.valuation.heaviest(set)]!;
      return { guesses: [first], bounds: [this.cost(set, d, this.none, state)] };
    }
    // A ranking pins the position's frame first (guessValuer): its scan is this one.
    const key = memoKey(set, d, state.key);
    const pin = this.pin;
    if (pin !== undefined && pin.key === key) {
      const { frame, useful } = pin.rows;
      return this.frameRows.list(set, frame.off, frame.guesses, useful, pin.ranked, distinct);
    }
    const mark = this.kernel.alloc(0);
    try {
      const src = this.roots.source(set, state.allowed);
      const frameOff = this.kernel.alloc(src.rows.length * set.length);
      const job = nodeJob(src.parent, src.rows, src.positions, set, d, state, key, frameOff);
      const { guesses, useful, ranked } = this.scans.scanSet(job, this.none, true);
      return this.frameRows.list(set, frameOff, guesses, useful, ranked!, distinct);
    } finally {
      this.kernel.release(mark);
    }
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
      const { parent, rows, positions } = this.roots.source(set, state.allowed);
      return this.node(parent, rows, positions, set, d, beta, state, key);
    } finally {
      this.kernel.release(mark);
    }
  }

  /**
   * `cost` for a set whose patterns are rows `rows`, columns `positions` of the frame `parent`
   * (`key`: its memo key).
   */
  private node(
    parent: FrameRef,
    rows: Int32Array,
    positions: Uint32Array,
    set: Candidates,
    d: number,
    beta: number,
    state: HardState,
    key: string,
  ): number {
    const n = set.length;
    const known = this.bounds.trivial(set, d, beta, key, state);
    if (known !== undefined) return known;
    const lb0 = Math.max(this.bounds.setBound(set, d), this.memo.get(key)?.value ?? 0);
    const q = this.candidates.quick(parent, rows, positions, set, d, key, lb0);
    if (q.exact || q.value >= beta) return q.value;
    if (++this.nodes % 1024 === 0) this.options.onProgress?.(this.nodes);
    if (this.options.shouldStop?.() === true) throw new WordleError('INTERRUPTED', 'the search was stopped');
    const frameOff = this.kernel.alloc(rows.length * n);
    try {
      const v = this.search(nodeJob(parent, rows, positions, set, d, state, key, frameOff), beta, q);
      this.cores?.record(set, d, state, this.bounds.lostIn(v));
      return v;
    } finally {
      this.kernel.release(frameOff);
    }
  }

  /** `node`'s search once the cheap facts are known (q) and its frame is allocated (`job.frameOff`). */
  private search(job: NodeJob, beta: number, q: QuickResult): number {
    if (this.win === undefined) return this.expand(job, beta, q);
    if (job.d === 2) return this.scans.twoLeft(job);
    // Play for the win: first try to lose no more than the least the bound allows (with equal
    // weights and a set that can be won, the 'total' objective's search, with its cuts); only
    // when that fails, search with the cutoff given.
    const loss = this.valuation.loss;
    const aspiration = (Math.floor(q.value / loss) + 1) * loss;
    if (aspiration >= beta) return this.expand(job, beta, q);
    const v = this.expand(job, aspiration, q);
    if (v < aspiration) return v;
    return this.expand(job, beta, { ...q, value: v });
  }

  /** The full scan of a node into its frame (`job.frameOff`), then the guesses tried best first. */
  private expand(job: NodeJob, beta: number, q: QuickResult): number {
    const { set, d, state, key, frameOff } = job;
    const n = set.length;
    const lb = q.value;
    const { guesses, classes, answerRows, settled, useful, ranked } = this.scans.scanSet(job, beta);
    if (settled !== undefined) {
      this.memo.setExact(key, settled.value, settled.guess);
      return settled.value;
    }
    const { order, bounds, pruned } = ranked!;
    // The rows passed down, sifted and sorted only when a class first needs them (many never do).
    const sorted = this.rowSets.level(d).sorted;
    const frame = { off: frameOff, stride: n, guesses, classes, answerRows };
    const rows = this.frameRows.nodeRows(frame, useful, (m) => sorted.subarray(0, m));
    const limit = this.top > 0 ? Math.min(this.top, order.length) : order.length;
    let best = beta;
    let bestGuess = -1;
    if (q.incumbent !== undefined && q.incumbent < beta) {
      best = q.incumbent;
      bestGuess = q.guess!;
    }
    let failBound = pruned;
    for (let i = 0; i < limit; i++) {
      const r = order[i]!;
      const glb = bounds[i]!;
      if (glb >= best) {
        if (glb < failBound) failBound = glb;
        continue;
      }
      const total = this.guessCost(rows, r, set, d, best, state);
      if (total < best) {
        best = total;
        bestGuess = guesses[r]!;
        if (best <= lb || this.depthOnly) break; // meets the lower bound (or, for depth only, feasible)
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
   * The cost of guessing row r's word at this node: n + Σ cost(C, d − 1). First every class gets
   * its closed-form bound; then the cheap facts (memo, a candidate that settles it) raise them;
   * only then are the classes left searched in full, smallest first, each with the beta that the
   * others leave. Returns a lower bound ≥ beta as soon as the sum reaches beta.
   */
  private guessCost(node: NodeRows, r: number, set: Candidates, d: number, beta: number, state: HardState): number {
    if (this.options.shouldStop?.() === true) throw new WordleError('INTERRUPTED', 'the search was stopped');
    // With three guesses left (equal weights, normal mode) ThreeLeftCut's bound is exact below beta.
    if (this.threeLeft !== undefined && d === 3) return this.scans.threeLeftBound(this.threeLeft, node, r, set, beta);
    const n = set.length;
    const { frame, useful, children } = node;
    const g = frame.guesses[r]!;
    const { patterns, groups, positions } = this.classes.split(this.kernel.views.cells, frame.off + r * n, set);
    const lbs = groups.map((c) => this.bounds.setBound(c, d - 1));
    let total = this.valuation.total(set);
    for (let i = 0; i < groups.length; i++) if (patterns[i] !== this.green) total += lbs[i]!;
    if (total >= beta) return total;
    total = this.bounds.hardCut(g, patterns, groups, lbs, d, total, beta, state);
    if (total >= beta) return total;
    const open: number[] = [];
    const states: HardState[] = [];
    const keys: string[] = [];
    for (let i = 0; i < groups.length; i++) {
      const c = groups[i]!;
      // Counted exactly already (or INFEASIBLE): the green class, one or two answers, or (for the
      // 'win' objective) at most one guess left.
      if (c.length <= 2 || patterns[i] === this.green || (this.win !== undefined && d <= 2)) continue;
      const st = this.after(state, g, patterns[i]!);
      states[i] = st;
      const key = memoKey(c, d - 1, st.key);
      keys[i] = key;
      const known = this.bounds.trivial(c, d - 1, beta - total + lbs[i]!, key, st);
      if (known !== undefined) {
        total += known - lbs[i]!;
        lbs[i] = known;
        if (total >= beta) return total;
        continue;
      }
      const lb = Math.max(lbs[i]!, this.memo.get(key)?.value ?? 0);
      const q = this.candidates.quick(frame, useful, positions[i]!, c, d - 1, key, lb);
      total += q.value - lbs[i]!;
      lbs[i] = q.value;
      if (total >= beta) return total;
      if (!q.exact) open.push(i);
    }
    // Before any deep search, one scan of each class left gives its best closed-form bound over
    // every guess: a large class often proves this guess hopeless on its own, cheaply; so the
    // largest go first (they raise the bound most: smallest first scanned three times as much).
    if (beta < this.none) {
      open.sort((a, b) => groups[b]!.length - groups[a]!.length);
      for (const i of open) {
        const st = states[i]!;
        // Rows most classes first, so the scan can end early; in hard mode, when the class's state
        // is not the node's (it revealed something), its legal rows in frame order. (The node's
        // rows are all legal in the node's state.)
        const same = st === state;
        const rows = same
          ? node.byClasses()
          : this.rowSets.legal(frame.guesses, children(), st.allowed, this.rowSets.level(d - 1));
        // With weights the scan looks no further than the bound that refutes this guess (the cap).
        const cap = this.valuation.weighted ? beta - total + lbs[i]! : Infinity;
        const b = this.scans.scanBound(frame, rows, same, positions[i]!, groups[i]!, d - 1, keys[i]!, cap);
        if (b > lbs[i]!) {
          total += b - lbs[i]!;
          lbs[i] = b;
          if (total >= beta) return total;
        }
      }
    }
    // Smallest first (as in Selby's solver): each small class settles fast and usually adds a
    // little to the bound, so a losing guess is refuted before its large classes are searched.
    open.sort((a, b) => groups[a]!.length - groups[b]!.length);
    for (const i of open) {
      const rest = total - lbs[i]!;
      const st = states[i]!;
      const rows =
        st === state
          ? children()
          : this.rowSets.legal(frame.guesses, children(), st.allowed, this.rowSets.level(d - 1));
      const v = this.node(frame, rows, positions[i]!, groups[i]!, d - 1, beta - rest, st, keys[i]!);
      lbs[i] = v;
      total = rest + v;
      if (total >= beta) {
        if (this.rules === undefined) inferUnions(this.memo, this.words.length, patterns, groups, lbs, d - 1);
        return total;
      }
    }
    return total;
  }

  /** Cells of kernel memory in use by frames (the matrix included). */
  frameCells(): number {
    return this.kernel.used();
  }
}
