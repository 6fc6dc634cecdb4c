/**
 * What the page does before anything else (main.tsx imports it first, so it runs before the app's
 * modules are evaluated): start the worker, and when the link is a position of the assistant, ask
 * for its suggestions at once. The worker then computes while the page builds itself; the
 * assistant picks the answer up (`takePrefetch`).
 */
import type { PositionReport, ProgressData } from './protocol.js';
import { SolverClient } from './solver-client.js';
import { arrivalState } from './saved-state.js';
import { appStore } from './storage.js';
import { solverOptions } from './url-state.js';

/** Suggestions asked for. */
export const TOP = 10;

/** The suggestions asked for on arrival: their position's key, the answer, and who hears its progress. */
interface Prefetch {
  readonly key: string;
  readonly report: Promise<PositionReport>;
  onProgress: ((p: ProgressData) => void) | undefined;
}

/** The key of a position under some options (the assistant's cache uses the same). */
export const reportKey = (options: unknown, tree: boolean, history: unknown): string =>
  JSON.stringify([options, tree, history]);

/**
 * The app's one worker, started first thing; for a position of the assistant, on its suggestions
 * (the request in the worker's name: first-request.ts), with them as the prefetch.
 */
function startSolver(): { solver: SolverClient; prefetch: Prefetch | undefined } {
  // (the page's own state will be the same: the link's position, else the one this browser keeps)
  const arrival = arrivalState(location.hash, appStore());
  if (arrival.mode !== 'assist' || arrival.history.length === 0)
    return { solver: SolverClient.create(), prefetch: undefined };
  const { tree, history } = arrival;
  const options = solverOptions(arrival);
  const listener: Pick<Prefetch, 'onProgress'> = { onProgress: undefined };
  const request = { kind: 'suggest', options, history, top: TOP, tree } as const;
  const { client, reply } = SolverClient.startingWith(request, (p) => listener.onProgress?.(p));
  reply.catch(() => undefined); // whoever takes it handles its failure
  return {
    solver: client,
    prefetch: Object.assign(listener, { key: reportKey(options, tree, history), report: reply }),
  };
}

const started = startSolver();
let prefetch = started.prefetch;

/** The app's one worker. */
export const solver = started.solver;

/**
 * When the page may render: once the worker has started when a position's suggestions were asked
 * for on arrival (a worker starts, and gets the request, only while the page's main thread is free:
 * rendered first, the page would hold up the worker, and the suggestions would wait for both one
 * after the other); at once otherwise (the opening's suggestions are the page's own data).
 */
export const renderReady: Promise<void> = prefetch === undefined ? Promise.resolve() : solver.started;

/**
 * Settles once the suggestions asked for on arrival have come (at once when none were asked for):
 * the service worker's first precaching (megabytes of the app's files) waits for it (pwa.ts), so
 * that it does not take a phone's CPU from a linked position's first suggestions.
 */
export const arrivalSettled: Promise<void> = (prefetch?.report ?? Promise.resolve()).then(
  () => undefined,
  () => undefined,
);

/** The suggestions asked for on arrival when they are for `key` (once), with a way to hear their progress. */
export function takePrefetch(key: string): Prefetch | undefined {
  const p = prefetch?.key === key ? prefetch : undefined;
  prefetch = undefined;
  return p;
}
