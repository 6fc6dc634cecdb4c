import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MemoStats } from '../search/memo.js';
import type { PlainTree } from '../search/plain-tree.js';
import type { WordSet } from '../core/wordlist.js';
import type { PatternMatrix } from '../core/matrix.js';

/** What every worker is started with. */
export interface WorkerInit {
  readonly answers: readonly string[];
  readonly extraGuesses: readonly string[];
  /** The pattern matrix cells (a SharedArrayBuffer, not copied). */
  readonly buffer: SharedArrayBuffer;
  readonly hard: boolean;
  readonly top: number;
  readonly memoBytes: number;
  readonly maxGuesses: number;
}

/** A job for a worker: one class of an opening, or a whole opening with a cutoff. */
export type WorkerJob =
  | {
      readonly type: 'class';
      readonly id: number;
      readonly first: number;
      readonly pattern: number;
      readonly ids: number[];
    }
  | { readonly type: 'opening'; readonly id: number; readonly first: number; readonly beta: number };

/** A worker's message: a finished job or a progress tick. */
export type WorkerReply =
  | { readonly type: 'progress'; readonly nodes: number; readonly memoBytes: number }
  | {
      readonly type: 'class';
      readonly id: number;
      readonly value: number;
      readonly tree: PlainTree | null;
      readonly nodes: number;
      readonly memo: MemoStats;
    }
  | {
      readonly type: 'opening';
      readonly id: number;
      readonly value: number;
      readonly nodes: number;
      readonly memo: MemoStats;
    };

/** Options of the pool. */
export interface PoolOptions {
  readonly hard: boolean;
  /** Explore only the best N guesses per node (0 = exact). @default 0 */
  readonly top?: number;
  /** Memo budget per worker, bytes. */
  readonly memoBytes: number;
  /** @default 6 */
  readonly maxGuesses?: number;
  /** Worker threads. @default available parallelism */
  readonly workers?: number;
}

type Done = Exclude<WorkerReply, { type: 'progress' }>;

/** Nodes searched and memo use, per worker. */
export interface PoolStats {
  readonly nodes: number;
  readonly memoBytes: number;
  readonly peakMemoBytes: number;
}

/**
 * Worker threads for the optimal search, all sharing one pattern matrix. Jobs are queued and
 * handed to whichever worker is free (largest first is the caller's job), which keeps both cores
 * busy even though the classes of an opening differ a lot in difficulty.
 */
export class OptimalPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: { job: WorkerJob; resolve: (r: Done) => void; reject: (e: unknown) => void }[] = [];
  private readonly pending = new Map<Worker, { resolve: (r: Done) => void; reject: (e: unknown) => void }>();
  private readonly nodes = new Map<Worker, number>();
  private readonly memo = new Map<Worker, { bytes: number; peak: number }>();

  constructor(words: WordSet, matrix: PatternMatrix, options: PoolOptions) {
    const buffer = matrix.data.buffer;
    if (!(buffer instanceof SharedArrayBuffer)) throw new Error('internal: the pool needs a shared matrix');
    const init: WorkerInit = {
      answers: words.answers,
      extraGuesses: words.guesses.slice(words.answers.length),
      buffer,
      hard: options.hard,
      top: options.top ?? 0,
      memoBytes: options.memoBytes,
      maxGuesses: options.maxGuesses ?? 6,
    };
    // From dist/ the worker sits next to this file. Run from src/ (tests, tsx), workers cannot load
    // TypeScript, so they use the built copy in dist/ (tests run after `npm run build`).
    const ts = import.meta.url.endsWith('.ts');
    const url = new URL(ts ? '../../dist/node/optimal-worker.js' : './optimal-worker.js', import.meta.url);
    const n = Math.max(1, options.workers ?? availableParallelism());
    for (let i = 0; i < n; i++) {
      const w = new Worker(url, { workerData: init });
      w.on('message', (m: WorkerReply) => this.onMessage(w, m));
      w.on('error', (e) => this.pending.get(w)?.reject(e));
      this.workers.push(w);
      this.idle.push(w);
      this.nodes.set(w, 0);
      this.memo.set(w, { bytes: 0, peak: 0 });
    }
  }

  /** Run a job on the next free worker. */
  run(job: WorkerJob): Promise<Done> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /**
   * Search each opening exactly, one loop per worker so that each job's cutoff `beta()` is read
   * when it starts (from the results so far); `done` gets every result.
   */
  async openings(
    firsts: readonly number[],
    beta: () => number,
    done: (first: number, value: number, beta: number) => void,
  ): Promise<void> {
    let next = 0;
    const loop = async (): Promise<void> => {
      while (next < firsts.length) {
        const id = next++;
        const first = firsts[id]!;
        const b = beta();
        const r = await this.run({ type: 'opening', id, first, beta: b });
        done(first, r.value, b);
      }
    };
    await Promise.all(this.workers.map(loop));
  }

  /** Totals over the workers. */
  stats(): PoolStats {
    let nodes = 0;
    let memoBytes = 0;
    let peakMemoBytes = 0;
    for (const w of this.workers) {
      nodes += this.nodes.get(w) ?? 0;
      const m = this.memo.get(w)!;
      memoBytes += m.bytes;
      peakMemoBytes += m.peak;
    }
    return { nodes, memoBytes, peakMemoBytes };
  }

  /** Stop every worker; jobs not finished are rejected with `reason`. */
  async close(reason: unknown = new Error('pool closed')): Promise<void> {
    for (const p of this.pending.values()) p.reject(reason);
    for (const q of this.queue) q.reject(reason);
    this.pending.clear();
    this.queue.length = 0;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const w = this.idle.pop()!;
      const { job, resolve, reject } = this.queue.shift()!;
      this.pending.set(w, { resolve, reject });
      w.postMessage(job);
    }
  }

  private onMessage(w: Worker, m: WorkerReply): void {
    const memo = this.memo.get(w)!;
    if (m.type === 'progress') {
      this.nodes.set(w, m.nodes);
      memo.bytes = m.memoBytes;
      memo.peak = Math.max(memo.peak, m.memoBytes);
      return;
    }
    this.nodes.set(w, m.nodes);
    memo.bytes = m.memo.bytes;
    memo.peak = Math.max(memo.peak, m.memo.peakBytes);
    const p = this.pending.get(w);
    this.pending.delete(w);
    this.idle.push(w);
    p?.resolve(m);
    this.pump();
  }
}
