import { WordleError } from '../../core/errors.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { Splitter } from '../../core/partition.js';
import { allGreen, patternCount } from '../../core/pattern.js';
import type { WordSet } from '../../core/wordlist.js';
import { expectInt } from '../../core/validate.js';
import { INFEASIBLE, maxClasses } from '../bounds/closed-form.js';
import { ClusterIndex } from '../bounds/cluster-cut.js';
import { FrameRoots, rowRange } from '../kernel/frame-refs.js';
import { HardClusters } from '../hard-mode/clusters.js';
import { HardRules, type HardState } from '../hard-mode/state.js';
import { createJsKernel, type Kernel } from '../kernel/kernel.js';
import { LostCores } from '../hard-mode/lost-cores.js';
import { Memo } from '../memo/memo.js';
import { RowSets } from '../scans/row-sets.js';
import { ScanBound } from '../scans/scan-bound.js';
import { MAX_SEARCH_GUESSES, type SearchOptions } from './options.js';
import { SharedMemo } from '../memo/shared-memo.js';
import { Valuation } from '../objective/valuation.js';
import { WinQuick } from '../win/quick.js';
import { WinRules } from '../win/rules.js';
import { ThreeLeftCut } from '../win/three-left-cut.js';
import { wordTable } from '../bounds/word-tables.js';

/** Sets of fewer answers are not shared between threads: they cost less to prove again than to share. */
const MIN_SHARED_SET = 6;

/** What an objective adds to a search: its valuation, and for 'win' its closed forms and cuts. */
export interface ObjectiveParts {
  /** The weights and the loss unit of the 'win' objective. */
  readonly valuation: Valuation;
  /** The 'win' objective's closed forms (undefined for the other objectives): losses are counted. */
  readonly win: WinRules | undefined;
  /** With weights, the 'win' objective's reading of a small set's candidates (undefined otherwise). */
  readonly winQuick: WinQuick | undefined;
  /** The 'win' objective's quick cut of first guesses with three guesses left (equal weights, normal mode). */
  readonly threeLeft: ThreeLeftCut | undefined;
  /** The cutoff that cuts nothing: above every value. */
  readonly none: number;
}

/** The parts a Searcher is made of, built once from its word lists and options and shared by its helpers. */
export interface SearchParts extends ObjectiveParts {
  readonly words: WordSet;
  /** Hard mode's rules (undefined in normal mode). */
  readonly rules: HardRules | undefined;
  /** The state before any guess in normal mode (every guess allowed). */
  readonly normalState: HardState;
  readonly kernel: Kernel;
  readonly roots: FrameRoots;
  readonly classes: Splitter;
  readonly clusters: ClusterIndex;
  /** Hard mode's sharper cluster cut (undefined in normal mode). */
  readonly hardClusters: HardClusters | undefined;
  /** Hard mode, equal weights, exact: the sets proven to lose answers, found again in larger sets. */
  readonly cores: LostCores | undefined;
  readonly rowSets: RowSets;
  readonly scanner: ScanBound;
  readonly memo: Memo;
  /** The most classes a guess can make (maxClasses). */
  readonly classLimit: number;
  /** Explore only the best `top` guesses per node (0: all). */
  readonly top: number;
  readonly depthOnly: boolean;
  /** The all-green pattern. */
  readonly green: number;
  readonly nA: number;
  /** Scratch: 1 for each answer of the set being scanned, else 0 (cleared after each use). */
  readonly inSet: Uint8Array;
}

/** The parts of a search over `words` with these options (already checked). */
export function searchParts(words: WordSet, matrix: PatternMatrix | undefined, options: SearchOptions): SearchParts {
  if (words.answers.length > 65535)
    throw new WordleError('BAD_OPTION', 'the optimal search supports up to 65535 answers');
  const np = patternCount(words.length);
  const G = words.guesses.length;
  const nA = words.answers.length;
  const rules = options.hard ? new HardRules(words.guesses, words.length) : undefined;
  const kernel = (options.kernel ?? createJsKernel)(np, G, nA);
  const clusters = wordTable(
    words.guesses,
    words.answers,
    'clusters',
    () => new ClusterIndex(words.answers, words.length),
  );
  const classLimit = maxClasses(words.length);
  const top = options.top ?? 0;
  const depthOnly = options.objective === 'depth';
  const objective = objectiveParts(words, options, kernel, clusters, classLimit);
  // Hard mode's lost cores: every exact search with equal weights ('total', 'win', and 'depth',
  // whose searcher `wordle openings wins` keeps for a whole run, so that a core proven under one
  // opening cuts the classes of the next ones whose state is at least as strict).
  const exact = top === 0 && !objective.valuation.weighted;
  const normalState = { greens: new Uint8Array(0), mins: new Uint8Array(0), key: '', allowed: rowRange(G) };
  return {
    ...objective,
    words,
    rules,
    normalState,
    kernel,
    roots: new FrameRoots(words, kernel, matrix),
    classes: new Splitter(np),
    clusters,
    hardClusters: rules === undefined ? undefined : new HardClusters(clusters, words.answers, words.length),
    cores: rules !== undefined && exact ? new LostCores(nA) : undefined,
    rowSets: new RowSets(G),
    scanner: new ScanBound(words.guesses, words.answers, words.length, kernel),
    // A memo key: the guesses left, the hard-mode state, the answers (memoKey).
    memo: memoOf(words, options, objective.valuation, (rules?.root() ?? normalState).key.length),
    classLimit,
    top,
    depthOnly,
    green: allGreen(words.length),
    nA,
    inSet: new Uint8Array(nA),
  };
}

/** The objective's parts (see ObjectiveParts). */
function objectiveParts(
  words: WordSet,
  options: SearchOptions,
  kernel: Kernel,
  clusters: ClusterIndex,
  classLimit: number,
): ObjectiveParts {
  const np = patternCount(words.length);
  const nA = words.answers.length;
  const lossy = options.objective === 'win';
  if (!lossy && (options.weights !== undefined || options.maxGuesses !== undefined)) {
    throw new WordleError('BAD_OPTION', "answer weights and maxGuesses go with the search objective 'win'");
  }
  const maxGuesses = options.maxGuesses ?? 6;
  expectInt(maxGuesses, 'Searcher', 'options.maxGuesses', 1, MAX_SEARCH_GUESSES);
  const valuation = new Valuation(nA, options.weights, maxGuesses);
  const win = lossy ? new WinRules(valuation, classLimit, clusters, np) : undefined;
  const winQuick = lossy && valuation.weighted ? new WinQuick(valuation, np, kernel) : undefined;
  // Not with weights: there it did not pay for itself in the positions measured (its closed
  // forms and scans are weighted, and it cannot give exact values). Not in hard mode either:
  // there it cannot give exact values, and it made CRANE's fewest losses (`node
  // bench/openers-win.mjs --only crane`) about 15% slower, on a quiet machine.
  const threeLeft =
    win === undefined || valuation.weighted || options.hard === true
      ? undefined
      : new ThreeLeftCut(np, nA, win, allGreen(words.length), classLimit + 1);
  return { valuation, win, winQuick, threeLeft, none: lossy ? valuation.none : INFEASIBLE + 1 };
}

/** The search's memo, with the shared table when there is one (`rootKey`: the length of the root state's key). */
function memoOf(words: WordSet, options: SearchOptions, valuation: Valuation, rootKey: number): Memo {
  // Searches whose values differ never share entries: each kind keys its own space.
  const lossy = options.objective === 'win';
  const space = (options.hard === true ? 1 : 0) | (options.objective === 'depth' ? 2 : 0) | (lossy ? 4 : 0);
  // Weighted values are the run's own (and may pass the shared table's 32 bits): never shared.
  const shared =
    options.shared === undefined || (options.top ?? 0) > 0 || valuation.weighted
      ? undefined
      : new SharedMemo(options.shared, words.checksum, space);
  return new Memo(options.memoBytes ?? 512 * 2 ** 20, shared, 1 + rootKey + MIN_SHARED_SET);
}
