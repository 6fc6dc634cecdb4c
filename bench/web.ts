/**
 * The web app on a phone's CPU, in Debian's Chromium (headless): `npm run bench:web`.
 *
 * For each option (the default, entropy uniform and with the frequency prior, optimal, optimal
 * hard; today's NYT list) in a fresh browser (first visit: nothing cached), at Chromium's 4× CPU throttle (CDP `Emulation.setCPUThrottlingRate`):
 * - the link to the opening, and the link after one turn (`soare=ygbbb`; the optimal strategy:
 *   `salet=bbbbb`; the default: `tarse=bbbbb`): milliseconds from navigation start to the suggestions on screen;
 * - a turn: from pressing _Add turn_ (that first turn, typed on the opening) to its suggestions;
 * - the worker's own time for the position (it reports it), unthrottled: Chromium applies the CDP
 *   throttle to the page's main thread only ("Operation is only supported for pages, not workers"),
 *   so the bench also prints link + 3 × worker time, what a worker 4× slower would add;
 * - the renderer's memory over a blank page's: private memory (RssAnon + VmSwap, /proc) of the
 *   browser's renderer processes once the position is shown, less the same for `about:blank`.
 *
 * Prints figures; asserts nothing. Noisy on a busy machine: run it alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, HAS_CHROMIUM, serve, sharedApp } from '../test/web/harness.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const THROTTLE = 4;

/**
 * The options measured, on today's NYT list (14855 words, 3158 likely answers): the link's options,
 * and the turn played after the opening. The app's default is the exact strategy on that list; the
 * heuristics are measured as issue 23 measured them (after SOARE = YGBBB), the exact strategy after
 * SALET = BBBBB, and the default after its own opener.
 */
const CASES = [
  { name: 'default (nyt, optimal)', options: '', turn: ['tarse', 'bbbbb'] },
  { name: 'entropy, uniform', options: '&list=nyt&strategy=entropy', turn: ['soare', 'ygbbb'] },
  { name: 'entropy, frequency prior', options: '&list=nyt&prior=frequency', turn: ['soare', 'ygbbb'] },
  { name: 'optimal', options: '&list=nyt&strategy=optimal', turn: ['salet', 'bbbbb'] },
  { name: 'optimal hard', options: '&list=nyt&strategy=optimal&hard=1', turn: ['salet', 'bbbbb'] },
] as const;

// Recorded in the page: when suggestions are first on screen with no computation under way.
const WATCH = `
  new MutationObserver((_, obs) => {
    if (document.querySelector('table.suggestions tbody tr') && !document.querySelector('[data-testid=computing]')) {
      window.__shown = performance.now();
      obs.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`;

/** Press Add turn and time until the position after `hashPart` shows its suggestions. */
const TURN = (hashPart: string) => `new Promise((done) => {
  const t0 = performance.now();
  const obs = new MutationObserver(() => {
    const row = document.querySelector('table.suggestions tbody tr');
    if (location.hash.includes('${hashPart}') && row && !document.querySelector('[data-testid=computing]')) {
      obs.disconnect();
      done(performance.now() - t0);
    }
  });
  obs.observe(document.body, { subtree: true, childList: true, characterData: true });
  document.querySelector('form.entry button[type=submit]').click();
})`;

/** The pids of a process's descendants, with their command lines. */
function descendants(root: number): { pid: number; cmd: string }[] {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/u.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(d), ppid, cmd: readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/gu, ' ') }];
      } catch {
        return [];
      }
    });
  const seen = new Set([root]);
  const out: { pid: number; cmd: string }[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (seen.has(p.ppid) && !seen.has(p.pid)) {
        seen.add(p.pid);
        out.push(p);
        grew = true;
      }
    }
  }
  return out;
}

/** Private memory (RssAnon + VmSwap, MB) of the browser's renderers for web content. */
function rendererMB(browserPid: number): number {
  let kb = 0;
  for (const p of descendants(browserPid)) {
    if (!p.cmd.includes('--type=renderer') || p.cmd.includes('--top-chrome-webui')) continue;
    try {
      const status = readFileSync(`/proc/${p.pid}/status`, 'utf8');
      kb += Number(/RssAnon:\s+(\d+)/u.exec(status)?.[1] ?? 0) + Number(/VmSwap:\s+(\d+)/u.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/** A fresh browser (its own temporary profile), with its process id. */
async function fresh(): Promise<{ browser: Browser; pid: number; close: () => Promise<void> }> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    pid: server.process().pid!,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

async function throttled(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(WATCH);
  return page;
}

/** Open a link; ms from navigation start to its suggestions, and the worker's time for it. */
async function openLink(page: Page, url: string): Promise<{ ms: number; worker: number }> {
  await page.goto(url);
  await page.waitForFunction('window.__shown !== undefined', undefined, { timeout: 120_000 });
  const ms = (await page.evaluate('window.__shown')) as number;
  const timing = (await page.getByTestId('timing').textContent()) ?? '';
  const worker = Number(/Computed in (\d+) ms/u.exec(timing)?.[1] ?? 0);
  return { ms, worker };
}

/** Type the turn on the open assistant and time Add turn. */
async function addTurn(page: Page, [guess, colours]: readonly [string, string]): Promise<number> {
  await page.locator('#guess-input').fill(guess);
  for (const [i, ch] of [...colours].entries()) {
    const clicks = ch === 'g' ? 2 : ch === 'y' ? 1 : 0;
    for (let k = 0; k < clicks; k++)
      await page.getByRole('group', { name: 'Next guess' }).getByRole('button').nth(i).click();
  }
  return (await page.evaluate(TURN(`${guess}.${colours}`))) as number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]): string => `${xs.map((x) => Math.round(x)).join(', ')} (median ${Math.round(median(xs))})`;

if (!HAS_CHROMIUM) {
  console.log('/usr/bin/chromium not found: nothing measured');
  process.exit(0);
}
const server = await serve(await sharedApp());
const blank: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const b = await fresh();
  const page = await b.browser.newPage();
  await page.goto('about:blank');
  await page.waitForTimeout(1500);
  blank.push(rendererMB(b.pid));
  await b.close();
}
console.log(`renderer memory of a blank page: ${fmt(blank)} MB\n`);
const base = median(blank);
for (const c of CASES) {
  const r = { opening: [] as number[], link: [] as number[], worker: [] as number[], turn: [] as number[] };
  const mem: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const b = await fresh();
    const page = await throttled(b.browser);
    r.opening.push((await openLink(page, `${server.url}#mode=assist${c.options}`)).ms);
    r.turn.push(await addTurn(page, c.turn));
    await page.close();
    const linked = await throttled(b.browser);
    const l = await openLink(linked, `${server.url}#mode=assist${c.options}&h=${c.turn.join('.')}`);
    r.link.push(l.ms);
    r.worker.push(l.worker);
    await linked.waitForTimeout(1500);
    mem.push(rendererMB(b.pid) - base);
    await b.close();
  }
  const est = r.link.map((ms, i) => ms + (THROTTLE - 1) * r.worker[i]!);
  console.log(`${c.name} (${RUNS} fresh browsers, CPU throttled ${THROTTLE}×):`);
  console.log(`  link to the opening's suggestions:        ${fmt(r.opening)} ms`);
  console.log(`  Add turn ${c.turn.join('=')} to its suggestions:  ${fmt(r.turn)} ms`);
  console.log(`  link after ${c.turn.join('=')} to suggestions:    ${fmt(r.link)} ms`);
  console.log(`    worker's own time (not throttled):      ${fmt(r.worker)} ms`);
  console.log(`    with the worker 4× slower too (+3×):    ${fmt(est)} ms`);
  console.log(`  renderer memory over a blank page:        ${fmt(mem)} MB\n`);
}
await server.close();
