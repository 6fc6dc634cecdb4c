/**
 * The page's side of the solver worker: typed requests that resolve with the worker's reply,
 * progress reports of long ones, and cancelling (the worker is stopped and a fresh one started).
 */
import type { Envelope, Ping, ProgressData, Reply, Request, Results } from './protocol.js';

/** A failed request: the core's error code (e.g. HARD_MODE, or CANCELLED) and its message for people. */
export class SolverError extends Error {
  override readonly name = 'SolverError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** True for the error a request gets when the user cancelled it. */
export const isCancelled = (e: unknown): boolean => e instanceof SolverError && e.code === 'CANCELLED';

type Pending = {
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
  onProgress: ((p: ProgressData) => void) | undefined;
};

/** One worker, many requests; replies are matched by id. */
export class SolverClient {
  private worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private markStarted: () => void = () => undefined;
  /**
   * Resolves when the first worker has started and has the messages posted so far (it answered the
   * Ping posted first; or it failed, or 2 s passed). A worker starts, and gets those messages, only
   * while the page's main thread is free: a linked position's first render waits for this (boot.ts).
   */
  readonly started = new Promise<void>((resolve) => {
    this.markStarted = resolve;
    setTimeout(resolve, 2000);
  });

  constructor() {
    this.worker = this.start();
    this.worker.postMessage({ id: 0, ping: true } satisfies Ping);
  }

  private start(): Worker {
    const worker = new Worker(new URL('./worker/entry.ts', import.meta.url), { type: 'module', name: 'solver' });
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      if ('started' in reply) {
        this.markStarted();
        return;
      }
      const p = this.pending.get(reply.id);
      if (p === undefined) return;
      if ('progress' in reply) {
        p.onProgress?.(reply.progress);
        return;
      }
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new SolverError(reply.code, reply.message));
    };
    worker.onerror = (event) => {
      this.markStarted();
      this.failAll('INTERNAL', event.message || 'the solver stopped');
    };
    return worker;
  }

  private failAll(code: string, message: string): void {
    for (const p of this.pending.values()) p.reject(new SolverError(code, message));
    this.pending.clear();
  }

  /** Send a request; resolves with its result or rejects with a SolverError. */
  request<R extends Request>(req: R, onProgress?: (p: ProgressData) => void): Promise<Results[R['kind']]> {
    const id = this.nextId++;
    const envelope: Envelope = { ...req, id };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
      this.worker.postMessage(envelope);
    });
  }

  /**
   * Stop whatever the worker is computing: every pending request fails with CANCELLED and a fresh
   * worker takes over (it reloads the list from the cache and rebuilds the matrix, ~0.1 s).
   */
  cancel(): void {
    this.worker.terminate();
    this.failAll('CANCELLED', 'Cancelled');
    this.worker = this.start();
  }
}
