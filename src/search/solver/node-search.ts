import { WordleError } from '../../core/errors.js';
import type { Candidates } from '../../core/filter.js';
import { Splitter } from '../../core/partition.js';
import type { CandidatesCut } from './candidates-cut.js';
import type { ClusterIndex } from '../bounds/cluster-cut.js';
import type { FrameRef } from '../kernel/frame-refs.js';
import type { FrameRows, NodeRows } from '../scans/node-rows.js';
import type { HardRules, HardState } from '../hard-mode/state.js';
import type { Kernel } from '../kernel/kernel.js';
import type { LostCores } from '../hard-mode/lost-cores.js';
import { memoKey, type Memo } from '../memo/memo.js';
import { nodeJob, type NodeJob } from './node-job.js';
import type { NodeScans } from './node-scans.js';
import type { RowSets } from '../scans/row-sets.js';
import type { SearchOptions } from './options.js';
import type { SearchParts } from './parts.js';
import type { SetBounds } from './set-bounds.js';
import { inferUnions } from './inferred-unions.js';
import type { Valuation } from '../objective/valuation.js';
import type { QuickResult, WinRules } from '../win/rules.js';
import type { ThreeLeftCut } from '../win/three-left-cut.js';

/** The helpers a node's search asks (made by its Searcher, which asks some of them too). */
export interface NodeHelpers {
  readonly bounds: SetBounds;
  readonly candidates: CandidatesCut;
  readonly scans: NodeScans;
  readonly frameRows: FrameRows;
}

/**
 * The branch-and-bound of one node and, through its guesses' classes, of the nodes below it
 * (see Searcher): a node's cheap facts, its full scan, then its guesses best first, each guess's
 * classes bounded cheaply before any is searched in full.
 */
export class NodeSearch {
  /** Nodes expanded (sets whose guesses were scanned in full). */
  nodes = 0;
  private readonly memo: Memo;
  private readonly kernel: Kernel;
  private readonly classes: Splitter;
  private readonly rules: HardRules | undefined;
  private readonly cores: LostCores | undefined;
  private readonly rowSets: RowSets;
  private readonly valuation: Valuation;
  private readonly win: WinRules | undefined;
  private readonly threeLeft: ThreeLeftCut | undefined;
  private readonly top: number;
  private readonly depthOnly: boolean;
  private readonly none: number;
  private readonly green: number;
  private readonly wordLength: number;
  private readonly bounds: SetBounds;
  private readonly candidates: CandidatesCut;
  private readonly scans: NodeScans;
  private readonly frameRows: FrameRows;
  private readonly clusters: ClusterIndex;
  /** Hard mode: per node, the largest one-letter cluster of its set at each position (for hardCut). */
  private readonly clusterAts = new WeakMap<NodeRows, Uint16Array>();

  constructor(
    parts: SearchParts,
    private readonly options: SearchOptions,
    helpers: NodeHelpers,
  ) {
    this.memo = parts.memo;
    this.kernel = parts.kernel;
    this.classes = parts.classes;
    this.clusters = parts.clusters;
    this.rules = parts.rules;
    this.cores = parts.cores;
    this.rowSets = parts.rowSets;
    this.valuation = parts.valuation;
    this.win = parts.win;
    this.threeLeft = parts.threeLeft;
    this.top = parts.top;
    this.depthOnly = parts.depthOnly;
    this.none = parts.none;
    this.green = parts.green;
    this.wordLength = parts.words.length;
    this.bounds = helpers.bounds;
    this.candidates = helpers.candidates;
    this.scans = helpers.scans;
    this.frameRows = helpers.frameRows;
  }

  /** The state after guess g got `pattern` (unchanged in normal mode). */
  after(state: HardState, g: number, pattern: number): HardState {
    return this.rules === undefined ? state : this.rules.after(state, g, pattern);
  }

  /**
   * `cost` for a set whose patterns are rows `rows`, columns `positions` of the frame `parent`
   * (`key`: its memo key); with `inPlace`, `parent` is laid out as the set's frame and becomes it
   * (FrameSource.inPlace).
   */
  node(
    parent: FrameRef,
    rows: Int32Array,
    positions: Uint32Array,
    set: Candidates,
    d: number,
    beta: number,
    state: HardState,
    key: string,
    inPlace = false,
  ): number {
    const n = set.length;
    const known = this.bounds.trivial(set, d, beta, key, state);
    if (known !== undefined) return known;
    const lb0 = Math.max(this.bounds.setBound(set, d), this.memo.get(key)?.value ?? 0);
    const q = this.candidates.quick(parent, rows, positions, set, d, key, lb0);
    if (q.exact || q.value >= beta) return q.value;
    if (++this.nodes % 1024 === 0) this.options.onProgress?.(this.nodes);
    if (this.options.shouldStop?.() === true) throw new WordleError('INTERRUPTED', 'the search was stopped');
    const frameOff = inPlace ? parent.off : this.kernel.alloc(rows.length * n);
    try {
      const v = this.search(nodeJob(parent, rows, positions, set, d, state, key, frameOff), beta, q);
      this.cores?.record(set, d, state, this.bounds.lostIn(v));
      return v;
    } finally {
      if (!inPlace) this.kernel.release(frameOff);
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
  guessCost(node: NodeRows, r: number, set: Candidates, d: number, beta: number, state: HardState): number {
    if (this.options.shouldStop?.() === true) throw new WordleError('INTERRUPTED', 'the search was stopped');
    // With three guesses left (equal weights, normal mode) ThreeLeftCut's bound is exact below beta.
    if (this.threeLeft !== undefined && d === 3) return this.scans.threeLeftBound(this.threeLeft, node, r, set, beta);
    const n = set.length;
    const { frame, useful, children } = node;
    const g = frame.guesses[r]!;
    // Without the positions: most guesses are refuted before more than a few classes need theirs.
    const { patterns, groups } = this.classes.split(this.kernel.views.cells, frame.off + r * n, set, false);
    const positions: Uint32Array[] = [];
    const lbs = groups.map((c) => this.bounds.setBound(c, d - 1));
    let total = this.valuation.total(set);
    for (let i = 0; i < groups.length; i++) if (patterns[i] !== this.green) total += lbs[i]!;
    if (total >= beta) return total;
    // Hard mode: hardCut asks the cluster cut of every class (d − 1 ≥ 2), so trivial need not.
    const cut = this.rules !== undefined && d >= 3;
    if (cut) {
      let within = this.clusterAts.get(node);
      if (within === undefined) {
        within = this.clusters.largestAt(set, new Uint16Array(this.wordLength));
        this.clusterAts.set(node, within);
      }
      total = this.bounds.hardCut(patterns, groups, lbs, d, total, beta, state, within);
    }
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
      const known = this.bounds.trivial(c, d - 1, beta - total + lbs[i]!, key, st, cut);
      if (known !== undefined) {
        total += known - lbs[i]!;
        lbs[i] = known;
        if (total >= beta) return total;
        continue;
      }
      const lb = Math.max(lbs[i]!, this.memo.get(key)?.value ?? 0);
      positions[i] = Splitter.positionsOf(c, n);
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
        if (this.rules === undefined) inferUnions(this.memo, this.wordLength, patterns, groups, lbs, d - 1);
        return total;
      }
    }
    return total;
  }
}
