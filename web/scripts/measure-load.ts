/**
 * Measure the web app's time from page load to the first suggestion, in Debian's Chromium:
 * `npx tsx web/scripts/measure-load.ts`. Each cold run uses a fresh browser profile (nothing cached);
 * each warm run reloads in the same profile (the opening is remembered in localStorage).
 * Prints figures; asserts nothing.
 */
import { rm } from 'node:fs/promises';
import { buildApp, HAS_CHROMIUM, launch, serve } from '../../test/web/harness.js';

const RUNS = 3;

if (!HAS_CHROMIUM) {
  console.log('/usr/bin/chromium not found: nothing measured');
  process.exit(0);
}
const dir = await buildApp();
const server = await serve(dir);
const cold: number[] = [];
const warm: number[] = [];
const after: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const browser = await launch();
  const page = await browser.context.newPage();
  await page.goto(`${server.url}#mode=assist`);
  for (const into of [cold, warm]) {
    if (into === warm) await page.reload();
    await page.locator('table.suggestions tbody tr').first().waitFor();
    into.push((await page.evaluate('performance.now()')) as number);
    await page.waitForSelector('text=/Computed in/');
  }
  // A new position: the worker's own time for soare=ygbbb.
  await page.locator('#guess-input').fill('soare');
  await page.locator('.row[aria-label="Next guess"] button').first().click();
  await page.getByRole('button', { name: 'Add turn' }).click();
  await page.waitForFunction('location.hash.includes("soare")');
  const text = (await page.getByTestId('timing').textContent()) ?? '';
  after.push(Number(/(\d+) ms/u.exec(text)?.[1] ?? NaN));
  await browser.close();
}
await server.close();
await rm(dir, { recursive: true, force: true });
const fmt = (xs: number[]) => xs.map((x) => `${Math.round(x)} ms`).join(', ');
console.log(`page load → first suggestion, first visit (fresh profile): ${fmt(cold)}`);
console.log(`page load → first suggestion, revisit:                     ${fmt(warm)}`);
console.log(`worker time for a new position (after soare=ybbbb):        ${fmt(after)}`);
