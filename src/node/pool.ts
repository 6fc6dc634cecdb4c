import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { WordleError, type WordleErrorCode } from '../core/errors.js';
import { allCandidates } from '../core/filter.js';
import { transposeMatrix } from '../core/columns.js';
import { splitCandidates } from '../core/partition.js';
import { allGreen } from '../core/pattern.js';
import { SOLVED, type Pattern, type Tree, type Turn, type Word } from '../core/types.js';
import { wordId } from '../core/wordlist.js';
import type { GameConfig } from '../engine/position.js';
import type { GuessPool, StrategyOptions } from '../strategies/types.js';

/**
 * What each worker is started with: the words, the rules, and the matrix. The matrix is a plain
 * ArrayBuffer, copied into each worker once (a memcpy): V8 reads typed arrays backed by a
 * SharedArrayBuffer markedly slower, and the hot loops read it billions of times.
 */
export interface PoolSetup {
  readonly answers: readonly Word[];
  readonly extraGuesses: readonly Word[];
  readonly hard: boolean;
  readonly pool: GuessPool;
  readonly weights?: Float64Array;
  readonly buffer: ArrayBufferLike;
}

/** Sent once to each worker before any task: the transposed matrix (see core/columns.ts). */
export interface ColumnsMessage {
  readonly kind: 'columns';
  readonly buffer: ArrayBufferLike;
}

/** A unit of work for a worker. */
export type PoolTask =
  | {
      readonly id: number;
      readonly kind: 'pick';
      readonly strategy: string;
      readonly options: StrategyOptions;
      readonly history: Turn[];
    }
  | {
      readonly id: number;
      readonly kind: 'subtree';
      readonly strategy: string;
      readonly options: StrategyOptions;
      readonly history: Turn[];
      readonly maxDepth: number;
      readonly targets?: Uint8Array;
    };

/** A worker's answer to a task. */
export type PoolReply =
  | { readonly id: number; readonly kind: 'pick'; readonly guess: number }
  | { readonly id: number; readonly kind: 'subtree'; readonly tree: Tree }
  | { readonly id: number; readonly kind: 'error'; readonly message: string; readonly code?: WordleErrorCode };

/** A task before it gets its id. */
type TaskBody = PoolTask extends infer T ? (T extends PoolTask ? Omit<T, 'id'> : never) : never;

type Pending = { task: PoolTask; resolve: (r: PoolReply) => void; reject: (e: Error) => void };

/** Where the compiled worker lives: next to this file in dist/, or dist/ when run from src/ (tests). */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('../../dist/node/bench-worker.js', here) : new URL('./bench-worker.js', here);
}

/** Default number of worker threads: one per core. */
export function defaultThreads(): number {
  return availableParallelism();
}

/** Options for `TreePool.buildTree`. */
export interface PoolTreeOptions {
  readonly first?: Word;
  readonly maxDepth: number;
  readonly targets?: Uint8Array;
  /** Called after each finished subtree with (done, total). */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * A pool of worker threads that builds strategy trees in parallel: the root decision is made
 * once, then each root branch is a task, biggest first, handed to whichever worker is free.
 * Each worker gets its own copy of the matrix and of its transposition (see PoolSetup).
 */
export class TreePool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<Worker, Pending>();
  private nextId = 0;

  constructor(
    readonly config: GameConfig,
    threads: number = defaultThreads(),
  ) {
    const data = config.matrix.data;
    const setup: PoolSetup = {
      answers: config.words.answers,
      extraGuesses: config.words.guesses.slice(config.words.answers.length),
      hard: config.hard,
      pool: config.pool,
      ...(config.weights !== undefined ? { weights: config.weights } : {}),
      buffer: data.buffer,
    };
    for (let i = 0; i < Math.max(1, threads); i++) {
      const w = new Worker(workerUrl(), { workerData: setup });
      w.on('message', (r: PoolReply) => this.finish(w, r));
      w.on('error', (e) => this.fail(w, e));
      this.workers.push(w);
      this.idle.push(w);
    }
    // Transpose the matrix once, here, while the workers start up, and hand it to all of them
    // (each would otherwise spend ~0.2 s doing the same). It reaches them before any task.
    const columns: ColumnsMessage = { kind: 'columns', buffer: transposeMatrix(config.matrix).data.buffer };
    // The last worker takes the buffer itself (transferred, not copied); the others get copies.
    this.workers.forEach((w, i) => {
      const last = i === this.workers.length - 1;
      w.postMessage(columns, last && columns.buffer instanceof ArrayBuffer ? [columns.buffer] : []);
    });
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const w = this.idle.pop()!;
      const p = this.queue.shift()!;
      this.running.set(w, p);
      w.postMessage(p.task);
    }
  }

  private finish(w: Worker, r: PoolReply): void {
    const p = this.running.get(w);
    this.running.delete(w);
    this.idle.push(w);
    if (p !== undefined) {
      if (r.kind === 'error')
        p.reject(r.code !== undefined ? new WordleError(r.code, r.message) : new Error(r.message));
      else p.resolve(r);
    }
    this.dispatch();
  }

  private fail(w: Worker, e: Error): void {
    this.running.get(w)?.reject(e);
    this.running.delete(w);
  }

  private run(task: TaskBody): Promise<PoolReply> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { ...task, id: this.nextId++ } as PoolTask, resolve, reject });
      this.dispatch();
    });
  }

  /** The tree a strategy plays, built across the workers. */
  async buildTree(strategy: string, options: StrategyOptions, tree: PoolTreeOptions): Promise<Tree> {
    const { words, matrix } = this.config;
    const candidates = allCandidates(words);
    let g: number;
    if (tree.first !== undefined) g = wordId(words, tree.first);
    else {
      const r = await this.run({ kind: 'pick', strategy, options, history: [] });
      g = r.kind === 'pick' ? r.guess : candidates[0]!;
    }
    let split = splitCandidates(matrix, g, candidates);
    const win = allGreen(words.length);
    if (split.groups.length === 1 && split.patterns[0] !== win) split = splitCandidates(matrix, (g = 0), candidates);
    const guess = words.guesses[g]!;
    const jobs = split.patterns
      .map((p, k) => ({ p, group: split.groups[k]! }))
      .filter(({ group }) => tree.targets === undefined || group.some((a) => tree.targets![a] === 1))
      .sort((x, y) => y.group.length - x.group.length);
    let done = 0;
    const subtrees = await Promise.all(
      jobs.map(async ({ p }): Promise<[Pattern, Tree | undefined]> => {
        if (p === win) return [p, SOLVED];
        if (tree.maxDepth <= 1) return [p, undefined];
        const r = await this.run({
          kind: 'subtree',
          strategy,
          options,
          history: [{ guess, pattern: p }],
          maxDepth: tree.maxDepth,
          ...(tree.targets !== undefined ? { targets: tree.targets } : {}),
        });
        tree.onProgress?.(++done, jobs.length);
        return [p, r.kind === 'subtree' ? r.tree : undefined];
      }),
    );
    const branches = new Map<Pattern, Tree>();
    for (const [p, t] of subtrees.sort((x, y) => x[0] - y[0])) if (t !== undefined) branches.set(p, t);
    return { kind: 'guess', guess, branches };
  }

  /** Stop the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
