/**
 * The worker's entry, kept tiny: it loads the solver (worker.ts) and passes every request on to it,
 * keeping those that arrive before it is loaded. It answers the page's first message, a Ping, with
 * `started`: a linked position's first render waits for that (the heavy part of the page's load). A
 * dedicated worker starts, and gets the messages posted to it before it started, only while the
 * page's main thread is free to pass them on: rendered first, a linked position's suggestions
 * would wait for the render, then for the worker. An answer to the Ping means every message posted
 * before it has reached the worker.
 */
import type { Envelope, Ping, Reply } from '../protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const early: MessageEvent<Envelope>[] = [];
let answer: ((event: MessageEvent<Envelope>) => Promise<void>) | undefined;
scope.onmessage = (event: MessageEvent<Envelope | Ping>) => {
  if ('ping' in event.data) scope.postMessage({ id: 0, started: true } satisfies Reply);
  else if (answer === undefined) early.push(event as MessageEvent<Envelope>);
  else void answer(event as MessageEvent<Envelope>);
};
void import('./worker.js').then((m) => {
  answer = m.answer;
  for (const event of early.splice(0)) void m.answer(event);
});
