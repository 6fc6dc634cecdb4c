/**
 * Where a link's time goes on a phone's CPU: a CDP performance trace (Chromium's Tracing domain,
 * through playwright-core) of one fresh visit at 4× CPU throttle, from navigation to the
 * suggestions on screen, summarised. `npx tsx bench/web-trace.ts [--app DIR] [--out FILE] [HASH]`
 * (HASH: a link's hash, by default the history prior's optimal strategy after SATER = BBBBB; DIR:
 * an app built already, by default this checkout's; FILE: where the whole trace goes, to open in
 * Chromium's Performance panel).
 *
 * Prints when the suggestions were on screen, the page's main-thread tasks of 30 ms or more with
 * what takes most of each, the worker's first and last tasks, and every request with the thread that
 * made it. A diagnosis, not a benchmark (one run; bench/web.ts measures): it showed the worker of a
 * linked position starting only after the page's first render (docs/records.md, "The phone's link
 * after the first turn, traced").
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, HAS_CHROMIUM, serve, sharedApp } from '../test/web/harness.js';
import { openShown, WATCH } from './web-watch.js';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown> };
}

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
const hash =
  process.argv.slice(2).find((a) => a.startsWith('#')) ??
  '#mode=assist&list=nyt&strategy=optimal&prior=history&h=sater.bbbbb';
const out = option('--out') ?? '/tmp/wordlekit-web-trace.json';

/** Trace one fresh visit of `url`; the milliseconds to the suggestions (the page's clock). */
async function trace(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(WATCH);
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8',
    'blink.user_timing',
    'loading',
  ];
  await browser.startTracing(page, { path: out, categories });
  const shown = await openShown(page, url);
  await browser.stopTracing();
  await browser.close();
  return shown;
}

const ms = (us: number): string => `${Math.round(us / 1000)}`;

/** The summary of a trace: its main thread's long tasks, the worker's span, the requests. */
function summarise(events: readonly TraceEvent[]): void {
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args!.name!);
  const thread = (e: TraceEvent): string => threads.get(`${e.pid}:${e.tid}`) ?? '?';
  const nav = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.['documentLoaderURL'] ?? '').startsWith('http'),
  );
  const t0 = nav?.ts ?? 0;
  const at = (e: TraceEvent): string => ms(e.ts - t0).padStart(5);
  const spans = events.filter((e) => e.ph === 'X' && e.ts >= t0 && e.dur !== undefined);
  const kinds = new Set(['v8.evaluateModule', 'EvaluateScript', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML']);
  console.log('main thread, tasks of 30 ms or more (ms from navigation start; the largest part of each):');
  let end = 0; // (a task nested in the one printed last is part of it)
  for (const task of spans.filter((e) => thread(e) === 'CrRendererMain' && e.name === 'RunTask' && e.dur! >= 30_000)) {
    if (task.ts < end) continue;
    end = task.ts + task.dur!;
    const inner = spans
      .filter(
        (e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!,
      )
      .filter((e) => kinds.has(e.name) || e.name === 'HandlePostMessage' || e.name === 'TimerFire')
      .sort((a, b) => b.dur! - a.dur!)[0];
    const part = inner === undefined ? '' : `  ${inner.name} ${ms(inner.dur!)} ms`;
    console.log(`  @${at(task)} ${ms(task.dur!).padStart(4)} ms${part}`);
  }
  const worker = spans.filter((e) => thread(e) === 'DedicatedWorker thread' && e.name === 'RunTask');
  if (worker.length > 0) console.log(`worker: first task @${at(worker[0]!)}, last @${at(worker.at(-1)!)} ms`);
  console.log('requests (ms, thread, file):');
  for (const e of events.filter((x) => x.name === 'ResourceSendRequest' && x.ts >= t0).sort((a, b) => a.ts - b.ts)) {
    console.log(`  @${at(e)} ${thread(e).padEnd(22)} ${String(e.args?.data?.['url']).split('/').pop()}`);
  }
}

if (!HAS_CHROMIUM) {
  console.log('/usr/bin/chromium not found: nothing traced');
  process.exit(0);
}
const server = await serve(option('--app') ?? (await sharedApp()));
const shown = await trace(`${server.url}${hash}`);
await server.close();
console.log(`${hash}: suggestions on screen at ${Math.round(shown)} ms (the page's clock), 4x CPU throttle`);
const parsed = JSON.parse(readFileSync(out, 'utf8')) as { traceEvents: TraceEvent[] };
summarise(parsed.traceEvents);
console.log(`the whole trace: ${out}`);
