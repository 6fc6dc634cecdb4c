/**
 * A request handed to the worker in its name: the page's first question on arrival (a linked
 * position's suggestions) reaches the worker as it starts, not once the page's busy main thread
 * passes the messages posted to it on (solver-client.ts, worker/entry.ts).
 */
import type { Envelope } from './protocol.js';

const PREFIX = 'solver ';

/** The worker's name, with `first` when given. */
export const workerName = (first?: Envelope): string =>
  first === undefined ? PREFIX.trim() : `${PREFIX}${JSON.stringify(first)}`;

/** The request a worker named so was started with, if any. */
export function firstRequest(name: string): Envelope | undefined {
  if (!name.startsWith(PREFIX)) return undefined;
  try {
    return JSON.parse(name.slice(PREFIX.length)) as Envelope;
  } catch {
    return undefined;
  }
}
