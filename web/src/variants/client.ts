/** The page's side of the Variants worker: typed requests that resolve with the worker's reply. */
import type { VariantsEnvelope, VariantsReply, VariantsRequest, VariantsResults } from './protocol.js';

type Pending = { resolve: (value: unknown) => void; reject: (e: Error) => void };

/** One worker, started on first use; replies matched by id. */
export class VariantsClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): Worker {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'variants' });
    w.onmessage = (event: MessageEvent<VariantsReply>) => {
      const reply = event.data;
      const p = this.pending.get(reply.id);
      if (p === undefined) return;
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new Error(reply.message));
    };
    w.onerror = (event) => {
      for (const p of this.pending.values()) p.reject(new Error(event.message));
      this.pending.clear();
    };
    return w;
  }

  /** Send a request; resolves with its result or rejects with the worker's message. */
  request<R extends VariantsRequest>(req: R): Promise<VariantsResults[R['kind']]> {
    this.worker ??= this.start();
    const id = this.nextId++;
    const envelope: VariantsEnvelope = { ...req, id };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker!.postMessage(envelope);
    });
  }
}
