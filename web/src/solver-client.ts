/** The page's side of the solver worker: typed requests that resolve with the worker's reply. */
import type { Envelope, Reply, Request, Results } from './protocol.js';

/** A failed request: the core's error code (e.g. HARD_MODE) and its message for people. */
export class SolverError extends Error {
  override readonly name = 'SolverError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (e: Error) => void };

/** One worker, many requests; replies are matched by id. */
export class SolverClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'solver' });
    this.worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const p = this.pending.get(reply.id);
      if (p === undefined) return;
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new SolverError(reply.code, reply.message));
    };
    this.worker.onerror = (event) => {
      for (const p of this.pending.values()) p.reject(new SolverError('INTERNAL', event.message));
      this.pending.clear();
    };
  }

  /** Send a request; resolves with its result or rejects with a SolverError. */
  request<R extends Request>(req: R): Promise<Results[R['kind']]> {
    const id = this.nextId++;
    const envelope: Envelope = { ...req, id };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage(envelope);
    });
  }
}
