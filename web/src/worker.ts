/** The solver worker: answers the page's requests with the pure core, off the main thread. */
import { isWordleError } from '../../src/core/errors.js';
import type { Envelope, Reply } from './protocol.js';
import { Solver } from './solver.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const solver = new Solver();

// Start loading the default list and building its matrix at once, while the page renders.
void solver.resources.list('classic');

scope.onmessage = async (event: MessageEvent<Envelope>) => {
  const { id, ...req } = event.data;
  let reply: Reply;
  try {
    reply = { id, ok: true, result: await solver.handle(req) };
  } catch (e) {
    reply = isWordleError(e)
      ? { id, ok: false, code: e.code, message: e.message }
      : { id, ok: false, code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) };
  }
  scope.postMessage(reply);
};
