import type { PatternMatrix } from '../core/matrix.js';
import { allGreen, patternCount } from '../core/pattern.js';
import { asPattern, SOLVED, type Pattern, type Tree, type Word } from '../core/types.js';
import { INFEASIBLE, maxClasses, setLowerBound } from './bounds.js';
import type { Searcher } from './bnb.js';
import { ClassSplitter } from './classes.js';

/** One independent piece of an opening's search: the answers that give `pattern` to the first guess. */
export interface OpeningTask {
  readonly pattern: number;
  readonly ids: Uint16Array;
}

/** The classes of every answer under the first guess, largest first (the all-green one left out). */
export function openingTasks(matrix: PatternMatrix, first: number): { tasks: OpeningTask[]; hit: boolean } {
  const all = Uint16Array.from({ length: matrix.nAnswers }, (_, i) => i);
  const { sets, patterns, hit } = new ClassSplitter(patternCount(matrix.length)).splitRow(
    matrix.data,
    first * matrix.nAnswers,
    all,
  );
  return { tasks: sets.map((ids, i) => ({ pattern: patterns[i]!, ids })), hit };
}

/** A solved opening: the total over all answers and the tree. */
export interface OpeningResult {
  readonly first: Word;
  readonly total: number;
  readonly tree: Tree;
}

/** Assemble the opening's tree from one subtree per task (by pattern). */
export function openingTree(first: Word, length: number, hit: boolean, subtrees: ReadonlyMap<number, Tree>): Tree {
  const branches = new Map<Pattern, Tree>();
  if (hit) branches.set(allGreen(length), SOLVED);
  for (const [p, t] of subtrees) branches.set(asPattern(p), t);
  return { kind: 'guess', guess: first, branches: new Map([...branches].sort((a, b) => a[0] - b[0])) };
}

/**
 * Solve an opening in this thread: the first guess, then every class with maxGuesses − 1 left.
 * Returns total INFEASIBLE (and no tree) when some class cannot be finished in time.
 */
export function solveOpening(searcher: Searcher, first: number, maxGuesses = 6): OpeningResult | undefined {
  const { tasks, hit } = openingTasks(searcher.matrix, first);
  const root = searcher.rootState();
  let total = searcher.matrix.nAnswers;
  const subtrees = new Map<number, Tree>();
  for (const t of tasks) {
    const state = searcher.after(root, first, t.pattern);
    const v = searcher.cost(t.ids, maxGuesses - 1, INFEASIBLE, state);
    if (v >= INFEASIBLE) return undefined;
    total += v;
    subtrees.set(t.pattern, searcher.tree(t.ids, maxGuesses - 1, state));
  }
  const word = searcher.words.guesses[first]!;
  return { first: word, total, tree: openingTree(word, searcher.words.length, hit, subtrees) };
}

/**
 * The cost of an opening (all answers, first guess fixed) if below beta, else a lower bound ≥ beta:
 * the classes largest first, each searched with the beta left after the others' closed-form bounds.
 */
export function openingCost(searcher: Searcher, first: number, beta: number, maxGuesses = 6): number {
  const { tasks } = openingTasks(searcher.matrix, first);
  const root = searcher.rootState();
  const d = maxGuesses - 1;
  const limit = maxClasses(searcher.words.length);
  let total = searcher.matrix.nAnswers;
  for (const t of tasks) total += setLowerBound(t.ids.length, d, limit);
  for (const t of tasks) {
    if (total >= beta) return total;
    const rest = total - setLowerBound(t.ids.length, d, limit);
    total = rest + searcher.cost(t.ids, d, beta - rest, searcher.after(root, first, t.pattern));
  }
  return total;
}

/**
 * The `count` first guesses with the smallest Σ (class size)² over all answers (ties by id): the
 * shortlist `--rank` searches exactly. A heuristic choice of which openings to prove, not a proof
 * that no other opening is better.
 */
export function shortlistOpenings(matrix: PatternMatrix, count: number): number[] {
  const counts = new Uint32Array(patternCount(matrix.length));
  const scored: [number, number][] = [];
  const nA = matrix.nAnswers;
  for (let g = 0; g < matrix.nGuesses; g++) {
    counts.fill(0);
    for (let a = 0; a < nA; a++) counts[matrix.data[g * nA + a]!]!++;
    let sq = 0;
    for (const c of counts) sq += c * c;
    scored.push([sq, g]);
  }
  scored.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return scored.slice(0, count).map((x) => x[1]);
}
