/**
 * The page's side of the solver worker: typed requests that resolve with the worker's reply,
 * progress reports of long ones, and cancelling (the worker is stopped and a fresh one started).
 */
import { workerName } from './first-request.js';
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

  /** The answer to the request the worker was started with (`startingWith`), if any. */
  private readonly firstReply: Promise<unknown> | undefined;

  /**
   * A client and its worker; with `first`, the worker gets that request in its name (first-request.ts):
   * it has it as it starts, before the page's main thread passes on any message.
   */
  private constructor(first?: { readonly request: Request; readonly onProgress?: (p: ProgressData) => void }) {
    let envelope: Envelope | undefined;
    if (first !== undefined) {
      envelope = { ...first.request, id: this.nextId++ };
      this.firstReply = this.awaitReply(envelope.id, first.onProgress);
    }
    this.worker = this.start(envelope);
    this.worker.postMessage({ id: 0, ping: true } satisfies Ping);
  }

  /** A client whose worker starts idle. */
  static create(): SolverClient {
    return new SolverClient();
  }

  /** A client whose worker starts on `request` (a linked position's suggestions, boot.ts), with its answer. */
  static startingWith<R extends Request>(
    request: R,
    onProgress?: (p: ProgressData) => void,
  ): { client: SolverClient; reply: Promise<Results[R['kind']]> } {
    const client = new SolverClient({ request, ...(onProgress ? { onProgress } : {}) });
    return { client, reply: client.firstReply as Promise<Results[R['kind']]> };
  }

  private start(first?: Envelope): Worker {
    const worker = new Worker(new URL('./worker/entry.ts', import.meta.url), {
      type: 'module',
      name: workerName(first),
    });
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
    const envelope: Envelope = { ...req, id: this.nextId++ };
    const reply = this.awaitReply(envelope.id, onProgress);
    this.worker.postMessage(envelope);
    return reply as Promise<Results[R['kind']]>;
  }

  /** The reply to request `id`, once it comes. */
  private awaitReply(id: number, onProgress: ((p: ProgressData) => void) | undefined): Promise<unknown> {
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, onProgress }));
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
