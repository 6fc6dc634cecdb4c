/**
 * The app's one worker: answers every request of the protocol (the assistant, play, the analysis,
 * the openers' and the variants' questions) with the library, off the main thread. Loaded by its
 * entry (entry.ts), which starts listening first.
 */
import { isWordleError } from 'wordlekit';
import type { Envelope, Reply } from '../protocol.js';
import { Solver } from './solver.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const solver = new Solver();

/** Progress reports are posted at most this often (the scans call back far more often). */
const PROGRESS_MS = 80;

/** A reporter of `id`'s progress, at most every PROGRESS_MS. */
function reporter(id: number): (stage: string, done: number, total: number) => void {
  let last = 0;
  return (stage, done, total) => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    scope.postMessage({ id, progress: { stage, done, total } } satisfies Reply);
  };
}

/** Answer one request (entry.ts passes each on). */
export async function answer(envelope: Envelope): Promise<void> {
  const { id, ...req } = envelope;
  let reply: Reply;
  try {
    reply = { id, ok: true, result: await solver.handle(req, reporter(id)) };
  } catch (e) {
    reply = isWordleError(e)
      ? { id, ok: false, code: e.code, message: e.message }
      : { id, ok: false, code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) };
  }
  scope.postMessage(reply);
}
