/**
 * The web app on a phone's CPU, in Debian's Chromium (headless): `npm run bench:web`.
 *
 * For each option (the default, entropy uniform and with the frequency prior, optimal and optimal
 * hard with equal weights and under the history prior; today's NYT list) in a fresh browser (first visit: nothing cached), at Chromium's 4× CPU throttle (CDP `Emulation.setCPUThrottlingRate`):
 * - the link to the opening, and the link after one turn (`soare=ygbbb`; the optimal strategy:
 *   `salet=bbbbb`; the default: `sater=bbbbb`): milliseconds from navigation start to the suggestions on screen;
 * - a turn: from pressing _Add turn_ (that first turn, typed on the opening) to its suggestions;
 * - the worker's own time for the position (it reports it), unthrottled: Chromium applies the CDP
 *   throttle to the page's main thread only ("Operation is only supported for pages, not workers"),
 *   so the bench also prints link + 3 × worker time, what a worker 4× slower would add;
 * - the renderer's memory over a blank page's: private memory (RssAnon + VmSwap, /proc) of the
 *   browser's renderer processes once the position is shown, less the same for `about:blank`.
 *
 * - a fixed reference: the same JavaScript work every run (scoring 400 guesses against 250
 *   answers the plainest way, on words of its own, and each guess's entropy), on the throttled page
 *   of the same fresh browser: every row is also printed as a ratio to it, so that a bar set on one
 *   machine can be checked on a slower or faster one, and a loaded machine's run is still read.
 *
 * Prints figures; asserts nothing. Noisy on a busy machine: run it alone. Options: `--app DIR`
 * serves an app built already (another commit's, to compare), `--only NAME` measures the cases
 * whose name contains NAME; BENCH_RUNS=N fresh browsers a case (default 3).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, HAS_CHROMIUM, serve, sharedApp } from '../test/web/harness.js';
import { openShown, WATCH } from './web-watch.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const THROTTLE = 4;

/**
 * The options measured, on today's NYT list (14855 words, 3158 likely answers): the link's options,
 * and the turn played after the opening. The app's default is the exact strategy on that list; the
 * heuristics are measured as issue 23 measured them (after SOARE = YGBBB), the exact strategy after
 * SALET = BBBBB, and the default (the history prior) after its own opener, SATER (TARSE was equal
 * weights' opener: after it the history prior has no precomputed second turn, and the worker searches).
 */
const CASES = [
  { name: 'default (nyt, optimal)', options: '', turn: ['sater', 'bbbbb'] },
  { name: 'entropy, uniform', options: '&list=nyt&strategy=entropy&prior=uniform', turn: ['soare', 'ygbbb'] },
  { name: 'entropy, frequency prior', options: '&list=nyt&prior=frequency', turn: ['soare', 'ygbbb'] },
  { name: 'optimal', options: '&list=nyt&strategy=optimal&prior=uniform', turn: ['salet', 'bbbbb'] },
  { name: 'optimal hard', options: '&list=nyt&strategy=optimal&prior=uniform&hard=1', turn: ['salet', 'bbbbb'] },
  // Under the history prior (the default on today's NYT list), after the opening it suggests: SATER
  // in normal mode, TARSE in hard mode (the shipped tables of that prior).
  { name: 'optimal, history prior', options: '&list=nyt&strategy=optimal&prior=history', turn: ['sater', 'bbbbb'] },
  {
    name: 'optimal hard, history prior',
    options: '&list=nyt&strategy=optimal&prior=history&hard=1',
    turn: ['tarse', 'bbbbb'],
  },
] as const;

/**
 * The reference: fixed work, the kind the app's worker does (feedback of guesses against answers,
 * the classes they make, their entropy), the plainest way, on words of its own drawn from a fixed
 * seed: its time tells how fast this browser runs JavaScript here and now. Nothing of the app in it.
 */
const REFERENCE = `(() => {
  let seed = 20261128;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const word = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(rand() * 26))).join('');
  const guesses = Array.from({ length: 400 }, word);
  const answers = Array.from({ length: 250 }, word);
  const t0 = performance.now();
  let best = 0;
  for (const g of guesses) {
    const classes = new Map();
    for (const a of answers) {
      const tiles = [0, 0, 0, 0, 0];
      const left = {};
      for (let i = 0; i < 5; i++) if (g[i] === a[i]) tiles[i] = 2; else left[a[i]] = (left[a[i]] || 0) + 1;
      for (let i = 0; i < 5; i++) if (tiles[i] === 0 && left[g[i]] > 0) { tiles[i] = 1; left[g[i]]--; }
      const key = tiles.join('');
      classes.set(key, (classes.get(key) || 0) + 1);
    }
    let bits = 0;
    for (const c of classes.values()) bits -= (c / answers.length) * Math.log2(c / answers.length);
    if (bits > best) best = bits;
  }
  return performance.now() - t0;
})()`;

/** The reference's milliseconds on a throttled page of this browser. */
async function reference(browser: Browser): Promise<number> {
  const page = await throttled(browser);
  await page.goto('about:blank');
  const ms = (await page.evaluate(REFERENCE)) as number;
  await page.close();
  return ms;
}

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
  const ms = await openShown(page, url);
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
/** Milliseconds, then the median of each run's ratio to that run's reference. */
const timed = (xs: number[], ref: number[]): string =>
  `${fmt(xs)} ms, ${median(xs.map((x, i) => x / ref[i]!)).toFixed(2)}× the reference`;
const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};

if (!HAS_CHROMIUM) {
  console.log('/usr/bin/chromium not found: nothing measured');
  process.exit(0);
}
const server = await serve(option('--app') ?? (await sharedApp()));
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
const only = option('--only');
for (const c of CASES.filter((k) => only === undefined || k.name.includes(only))) {
  const r = { opening: [] as number[], link: [] as number[], worker: [] as number[], turn: [] as number[] };
  const mem: number[] = [];
  const ref: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const b = await fresh();
    ref.push(await reference(b.browser));
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
  console.log(`  the reference (fixed work, same page):   ${fmt(ref)} ms`);
  console.log(`  link to the opening's suggestions:        ${timed(r.opening, ref)}`);
  console.log(`  Add turn ${c.turn.join('=')} to its suggestions:  ${timed(r.turn, ref)}`);
  console.log(`  link after ${c.turn.join('=')} to suggestions:    ${timed(r.link, ref)}`);
  console.log(`    worker's own time (not throttled):      ${timed(r.worker, ref)}`);
  console.log(`    with the worker 4× slower too (+3×):    ${timed(est, ref)}`);
  console.log(`  renderer memory over a blank page:        ${fmt(mem)} MB\n`);
}
await server.close();
