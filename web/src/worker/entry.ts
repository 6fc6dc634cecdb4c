/**
 * The worker's entry, kept tiny: it loads the solver (worker.ts) and passes every request on to it,
 * keeping those that arrive before it is loaded. It answers the page's first message, a Ping, with
 * `started`: a linked position's first render waits for that (the heavy part of the page's load). A
 * dedicated worker starts, and gets the messages posted to it before it started, only while the
 * page's main thread is free to pass them on: rendered first, a linked position's suggestions
 * would wait for the render, then for the worker. An answer to the Ping means every message posted
 * before it has reached the worker.
 *
 * A linked position's request comes in the worker's name (first-request.ts), so
 * that the worker has it as it starts, not once the page's main thread, busy building the page,
 * passes its messages on: the entry starts fetching its word list and second turns while the
 * solver's code loads.
 */
import { prefetchList } from '../list-files.js';
import { firstRequest } from '../first-request.js';
import type { Envelope, Ping, Reply } from '../protocol.js';
import { preloadKnown } from './second-files.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const early: Envelope[] = [];
let answer: ((envelope: Envelope) => Promise<void>) | undefined;
scope.onmessage = (event: MessageEvent<Envelope | Ping>) => {
  if ('ping' in event.data) scope.postMessage({ id: 0, started: true } satisfies Reply);
  else if (answer === undefined) early.push(event.data);
  else void answer(event.data);
};
const first = firstRequest(scope.name);
if (first !== undefined) {
  early.push(first);
  if (first.kind === 'suggest') {
    prefetchList(first.options.list);
    preloadKnown(first.options, first.history);
  }
}
void import('./worker.js').then((m) => {
  answer = m.answer;
  for (const envelope of early.splice(0)) void m.answer(envelope);
});
