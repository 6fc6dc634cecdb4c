/** The solver worker: answers the page's requests with the pure core, off the main thread. */
import { isWordleError } from 'wordlekit';
import type { Envelope, Reply } from './protocol.js';
import { Solver } from './solver.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const solver = new Solver();

/** Progress reports are posted at most this often (the scans call back far more often). */
const PROGRESS_MS = 80;

// Load the default list, build its matrix and its transposition at once, while the page shows
// the precomputed opening: the first turn then costs only its own scan.
void solver.resources.warm('classic');

scope.onmessage = async (event: MessageEvent<Envelope>) => {
  const { id, ...req } = event.data;
  let last = 0;
  const progress = (stage: string, done: number, total: number): void => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    scope.postMessage({ id, progress: { stage, done, total } } satisfies Reply);
  };
  let reply: Reply;
  try {
    reply = { id, ok: true, result: await solver.handle(req, progress) };
  } catch (e) {
    reply = isWordleError(e)
      ? { id, ok: false, code: e.code, message: e.message }
      : { id, ok: false, code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) };
  }
  scope.postMessage(reply);
};
