/**
 * Any opener, exactly, in the browser against the CLI (issue 21: "the browser within 2× the CLI on
 * the same opener"): `npm run bench:web-openers [-- --word adieu --hard --runs 3]`.
 *
 * Each run, one after the other so that both see the same load (the machine is shared):
 * - the CLI: `wordle openings show WORD --list classic --json [--hard]` as a whole process with an
 *   empty cache (XDG_CACHE_HOME), wall seconds from start to exit (its threads: every core);
 * - the browser: Debian's Chromium (headless, a fresh profile: nothing kept) on the built app at
 *   390 × 844 (a phone's window; the CPU is not throttled: Chromium's throttle reaches the page's
 *   main thread only, not the worker that computes), the Openers screen, WORD rated, then
 *   _Compute the exact total_ pressed: wall seconds from the press to the exact total on screen
 *   (one thread: the app's worker). Then, offline (the network cut, the page reloaded from the
 *   service worker), WORD rated again: the total read back from the browser's storage, checked.
 * Prints the totals (they must agree), the times and their ratio; asserts nothing. Noisy on a busy
 * machine: run it alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { HAS_CHROMIUM, launch, serve, sharedApp } from '../test/web/harness.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
const WORD = (arg('--word') ?? 'adieu').toLowerCase();
const HARD = process.argv.includes('--hard');
const RUNS = Number(arg('--runs') ?? 3);
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

/** The CLI from an empty cache: its total and wall seconds. */
function runCli(): { total: number; seconds: number } {
  const cache = mkdtempSync(join(tmpdir(), 'wordle-bench-web-openers-'));
  try {
    const args = [CLI, 'openings', 'show', WORD, '--list', 'classic', '--json', ...(HARD ? ['--hard'] : [])];
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cache } });
    const seconds = (performance.now() - t) / 1000;
    if (r.status !== 0) throw new Error(`the CLI failed: ${r.stderr}`);
    const json = JSON.parse(r.stdout) as { total: number; from: string };
    if (json.from !== 'computed') throw new Error(`${WORD}: the table holds its total (from ${json.from})`);
    return { total: json.total, seconds };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** Rate WORD on the open Openers screen. */
async function rate(page: Page): Promise<void> {
  if (HARD) await page.getByLabel('Hard mode').check();
  await page.getByLabel('Opening word').fill(WORD);
  await page.getByRole('button', { name: 'Rate' }).click();
}

/** The exact total on screen (verdict text) once it is there. */
async function total(page: Page): Promise<number> {
  const verdict = page.getByTestId('verdict');
  await page.getByTestId('exact-from').waitFor({ timeout: 600_000 });
  return Number(/needs (\d+) guesses/u.exec((await verdict.textContent()) ?? '')?.[1] ?? NaN);
}

/** The browser, fresh: compute WORD (seconds from the press), then read it back offline. */
async function runBrowser(url: string): Promise<{ total: number; seconds: number; offline: string }> {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}#mode=openers&list=classic`);
    await rate(page);
    const button = page.getByRole('button', { name: 'Compute the exact total' });
    await button.waitFor();
    const t = performance.now();
    await button.click();
    const value = await total(page);
    const seconds = (performance.now() - t) / 1000;
    await page.evaluate('navigator.serviceWorker.ready');
    await browser.context.setOffline(true);
    await page.reload();
    await rate(page);
    const again = await total(page);
    const from = (await page.getByTestId('exact-from').textContent()) ?? '';
    const offline = `${again} ${from.startsWith('Read back') ? 'from storage' : `NOT from storage: ${from}`}`;
    return { total: value, seconds, offline };
  } finally {
    await browser.close();
  }
}

if (!HAS_CHROMIUM) {
  console.log('/usr/bin/chromium not found: nothing measured');
  process.exit(0);
}
const server = await serve(await sharedApp());
console.log(
  `${WORD.toUpperCase()} ${HARD ? 'hard' : 'normal'}, classic list; load average ${loadavg()[0]!.toFixed(2)}`,
);
console.log('run  CLI total  CLI s  browser total  browser s  ratio  offline, reloaded');
const ratios: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const c = runCli();
  const b = await runBrowser(server.url);
  ratios.push(b.seconds / c.seconds);
  const cells = [c.total, c.seconds.toFixed(1), b.total, b.seconds.toFixed(1), ratios.at(-1)!.toFixed(2), b.offline];
  console.log(`${run}    ${cells.join('  ')}${c.total === b.total ? '' : '  TOTALS DIFFER'}`);
}
const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
console.log(`median ratio browser / CLI: ${median.toFixed(2)}; load average ${loadavg()[0]!.toFixed(2)}`);
await server.close();
