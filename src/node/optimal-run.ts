import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import type { PatternMatrix } from '../core/matrix.js';
import type { Tree, Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { INFEASIBLE, maxClasses, setLowerBound } from '../search/bounds.js';
import { Searcher } from '../search/bnb.js';
import { openingTasks, openingTree, type OpeningTask } from '../search/opening.js';
import { fromPlainTree, toPlainTree, type PlainTree } from '../search/plain-tree.js';
import { writeFileAtomic } from './atomic.js';
import { OptimalPool } from './optimal-pool.js';
import { readTextFile } from './words.js';

/** Options of a parallel optimal search. */
/** The worker-pool settings of a run. */
function poolOptions(options: RunOptions): ConstructorParameters<typeof OptimalPool>[2] {
  const { hard, top, memoBytes, maxGuesses, workers } = options;
  return { hard, top, memoBytes, maxGuesses, workers };
}

export interface RunOptions {
  readonly hard: boolean;
  /** Explore only the best N guesses per node: an upper bound, not a proof. 0 = exact. */
  readonly top: number;
  readonly maxGuesses: number;
  readonly workers: number;
  /** Memo budget per worker, bytes. */
  readonly memoBytes: number;
  /** Checkpoint file: finished classes are saved here and skipped when it is read back. */
  readonly checkpoint?: string;
  /** Called about every second while the search runs. */
  readonly onProgress?: (p: Progress) => void;
  /** Aborting stops the workers; the result is then 'interrupted'. */
  readonly signal?: AbortSignal;
}

/** A progress report. */
export interface Progress {
  readonly elapsedMs: number;
  readonly nodes: number;
  readonly nodesPerSecond: number;
  readonly classesDone: number;
  readonly classes: number;
  /** Proven lower bound on the opening's total (exact classes plus closed-form bounds). */
  readonly bound: number;
  readonly memoBytes: number;
  readonly rssBytes: number;
}

/** The result of searching one opening. */
export interface OpeningOutcome {
  /** 'optimal': the tree is proven optimal (or top-N best, with `top`); 'interrupted': best so far. */
  readonly status: 'optimal' | 'interrupted' | 'infeasible';
  readonly first: Word;
  /** Total guesses of the tree returned. */
  readonly total: number;
  /** Proven lower bound on the optimum (equals total when optimal and exact). */
  readonly bound: number;
  readonly tree: Tree | undefined;
  readonly nodes: number;
  readonly elapsedMs: number;
  readonly peakRssBytes: number;
  readonly peakMemoBytes: number;
}

interface Checkpoint {
  readonly format: 'wordle-optimal-checkpoint';
  readonly version: 1;
  readonly checksum: string;
  readonly hard: boolean;
  readonly maxGuesses: number;
  readonly top: number;
  readonly first: Word;
  readonly classes: { pattern: number; value: number; tree: PlainTree }[];
}

function readCheckpoint(path: string, expect: Omit<Checkpoint, 'classes'>): Map<number, { value: number; tree: Tree }> {
  const out = new Map<number, { value: number; tree: Tree }>();
  if (!existsSync(path)) return out;
  let data: Checkpoint;
  try {
    data = JSON.parse(readTextFile(path, 'checkpoint')) as Checkpoint;
  } catch (e) {
    if (e instanceof WordleError) throw e;
    throw new WordleError('BAD_FILE', `${path}: not a checkpoint file (invalid JSON)`);
  }
  for (const k of ['format', 'version', 'checksum', 'hard', 'maxGuesses', 'top', 'first'] as const) {
    if (data[k] !== expect[k]) {
      throw new WordleError(
        'BAD_FILE',
        `${path}: checkpoint is for another search (${k} differs); delete it or pass another file`,
      );
    }
  }
  if (!Array.isArray(data.classes)) throw new WordleError('BAD_FILE', `${path}: checkpoint has no classes list`);
  data.classes.forEach((c, i) => {
    if (typeof c?.pattern !== 'number' || typeof c.value !== 'number') {
      throw new WordleError('BAD_FILE', `${path}: class ${i + 1} is malformed`);
    }
    out.set(c.pattern, { value: c.value, tree: fromPlainTree(c.tree, `${path}: class ${i + 1}`) });
  });
  return out;
}

/** Greedy trees (one guess per node, the best by Σ size²) for classes the search did not finish. */
function fallbackTrees(
  words: WordSet,
  matrix: PatternMatrix,
  first: number,
  tasks: readonly OpeningTask[],
  hard: boolean,
  d: number,
) {
  const s = new Searcher(words, matrix, { hard, top: 1, memoBytes: 64 * 2 ** 20 });
  const root = s.rootState();
  return tasks.map((t) => {
    const state = s.after(root, first, t.pattern);
    const value = s.cost(t.ids, d, INFEASIBLE, state);
    return { pattern: t.pattern, value, tree: value < INFEASIBLE ? s.tree(t.ids, d, state) : undefined };
  });
}

/** Search one opening over all answers, in parallel by first-guess class. */
export async function solveOpeningParallel(
  words: WordSet,
  matrix: PatternMatrix,
  first: number,
  options: RunOptions,
): Promise<OpeningOutcome> {
  const t0 = performance.now();
  const word = words.guesses[first]!;
  const d = options.maxGuesses - 1;
  const { tasks, hit } = openingTasks(matrix, first);
  const meta = {
    format: 'wordle-optimal-checkpoint',
    version: 1,
    checksum: words.checksum,
    hard: options.hard,
    maxGuesses: options.maxGuesses,
    top: options.top,
    first: word,
  } as const;
  const done =
    options.checkpoint === undefined
      ? new Map<number, { value: number; tree: Tree }>()
      : readCheckpoint(options.checkpoint, meta);
  const save = (): void => {
    if (options.checkpoint === undefined) return;
    const classes = [...done].map(([pattern, r]) => ({ pattern, value: r.value, tree: toPlainTree(r.tree) }));
    writeFileAtomic(options.checkpoint, `${JSON.stringify({ ...meta, classes })}\n`);
  };
  const limit = maxClasses(words.length);
  const bound = (): number =>
    tasks.reduce((s, t) => s + (done.get(t.pattern)?.value ?? setLowerBound(t.ids.length, d, limit)), matrix.nAnswers);
  let peakRss = process.memoryUsage.rss();
  const pool = new OptimalPool(words, matrix, poolOptions(options));
  const report = (): void => {
    const rss = process.memoryUsage.rss();
    peakRss = Math.max(peakRss, rss);
    const st = pool.stats();
    const elapsedMs = performance.now() - t0;
    options.onProgress?.({
      elapsedMs,
      nodes: st.nodes,
      nodesPerSecond: st.nodes / Math.max(elapsedMs / 1000, 1e-3),
      classesDone: done.size,
      classes: tasks.length,
      bound: bound(),
      memoBytes: st.memoBytes,
      rssBytes: rss,
    });
  };
  const timer = setInterval(report, 1000);
  let interrupted = false;
  let infeasible = false;
  const onAbort = (): void => {
    interrupted = true;
    void pool.close(new WordleError('INTERRUPTED', 'interrupted'));
  };
  options.signal?.addEventListener('abort', onAbort);
  try {
    const todo = tasks.filter((t) => !done.has(t.pattern));
    await Promise.all(
      todo.map(async (t, id) => {
        const r = await pool.run({ type: 'class', id, first, pattern: t.pattern, ids: [...t.ids] });
        if (r.type !== 'class') return;
        if (r.tree === null) infeasible = true;
        else done.set(t.pattern, { value: r.value, tree: fromPlainTree(r.tree, 'worker') });
        save();
      }),
    );
  } catch (e) {
    if (!interrupted) throw e;
  } finally {
    clearInterval(timer);
    options.signal?.removeEventListener('abort', onAbort);
    report();
    await pool.close();
  }
  const st = pool.stats();
  const lower = bound();
  const base = {
    first: word,
    nodes: st.nodes,
    elapsedMs: performance.now() - t0,
    peakRssBytes: peakRss,
    peakMemoBytes: st.peakMemoBytes,
  };
  if (infeasible) return { status: 'infeasible', total: INFEASIBLE, bound: INFEASIBLE, tree: undefined, ...base };
  const missing = tasks.filter((t) => !done.has(t.pattern));
  const extra = fallbackTrees(words, matrix, first, missing, options.hard, d);
  const subtrees = new Map<number, Tree>([...done].map(([p, r]) => [p, r.tree]));
  let total = lower - missing.reduce((s, t) => s + setLowerBound(t.ids.length, d, limit), 0);
  for (const x of extra) {
    if (x.tree === undefined)
      return { status: 'interrupted', total: INFEASIBLE, bound: lower, tree: undefined, ...base };
    subtrees.set(x.pattern, x.tree);
    total += x.value;
  }
  const tree = openingTree(word, words.length, hit, subtrees);
  return { status: interrupted && missing.length > 0 ? 'interrupted' : 'optimal', total, bound: lower, tree, ...base };
}

/** One ranked first word: its exact total, or a lower bound when it cannot make the list. */
export interface RankEntry {
  readonly first: Word;
  readonly value: number;
  readonly exact: boolean;
}

/**
 * Exact totals of the best `keep` openings among `firsts`: each opening is searched with a cutoff
 * one above the current keep-th best, so hopeless openings are dropped early (with a lower bound).
 */
export async function rankOpenings(
  words: WordSet,
  matrix: PatternMatrix,
  firsts: readonly number[],
  keep: number,
  options: RunOptions,
  onResult?: (e: RankEntry) => void,
  ceiling = INFEASIBLE,
): Promise<RankEntry[]> {
  const pool = new OptimalPool(words, matrix, poolOptions(options));
  const exact: RankEntry[] = [];
  const all: RankEntry[] = [];
  // `ceiling`: a known bound on the keep-th best (from screening), so cutoffs start tight.
  const cutoff = (): number => Math.min(ceiling, exact.length < keep ? INFEASIBLE : exact[keep - 1]!.value + 1);
  const onAbort = (): void => void pool.close(new WordleError('INTERRUPTED', 'interrupted'));
  options.signal?.addEventListener('abort', onAbort);
  try {
    await pool.openings(firsts, cutoff, (first, value, beta) => {
      const e: RankEntry = { first: words.guesses[first]!, value, exact: value < beta };
      all.push(e);
      if (e.exact) {
        exact.push(e);
        exact.sort((x, y) => x.value - y.value || x.first.localeCompare(y.first));
      }
      onResult?.(e);
    });
  } catch (e) {
    if (!(e instanceof WordleError && e.code === 'INTERRUPTED')) throw e;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await pool.close();
  }
  return all.sort((a, b) => a.value - b.value || Number(b.exact) - Number(a.exact) || a.first.localeCompare(b.first));
}
