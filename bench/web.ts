/**
 * The web app's speed in Debian's Chromium (headless): `npm run bench:web`.
 * - first suggestion on a first visit (fresh browser profile, nothing cached), in ms after the page
 *   became interactive (the navigation's domInteractive) and after navigation start;
 * - a turn: from pressing "Add turn" to the new position's suggestions on screen, for a few
 *   positions after SOARE (the worker built the matrix in the background meanwhile);
 * Prints figures; asserts nothing. Noisy on a busy machine: run it alone.
 */
import { HAS_CHROMIUM, launch, serve, sharedApp } from '../test/web/harness.js';

const RUNS = 3;
const TURNS = ['bbbbb', 'ygbbb', 'bbybb', 'bybbb', 'gbbbb'];

// Recorded in the page: when the first suggestion row appears.
const FIRST = `
  new MutationObserver((_, obs) => {
    if (document.querySelector('table.suggestions tbody tr')) {
      window.__first = performance.now();
      obs.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`;

/** Press Add turn with `feedback` for soare, and time until the new suggestions are shown. */
const TURN = (feedback: string) => `new Promise((done) => {
  const t0 = performance.now();
  const obs = new MutationObserver(() => {
    const row = document.querySelector('table.suggestions tbody tr');
    if (location.hash.includes('soare.${feedback}') && row && !document.querySelector('[data-testid=computing]')) {
      obs.disconnect();
      done(performance.now() - t0);
    }
  });
  obs.observe(document.body, { subtree: true, childList: true, characterData: true });
  document.querySelector('form.entry button[type=submit]').click();
})`;

if (!HAS_CHROMIUM) {
  console.log('/usr/bin/chromium not found: nothing measured');
  process.exit(0);
}
const server = await serve(await sharedApp());
const fromInteractive: number[] = [];
const fromStart: number[] = [];
const turns: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const browser = await launch();
  const page = await browser.context.newPage();
  await page.addInitScript(FIRST);
  await page.goto(`${server.url}#mode=assist`);
  await page.waitForFunction('window.__first !== undefined');
  const [first, interactive] = (await page.evaluate(
    `[window.__first, performance.getEntriesByType('navigation')[0].domInteractive]`,
  )) as [number, number];
  fromInteractive.push(first - interactive);
  fromStart.push(first);
  await page.waitForTimeout(1500); // the user reads the opening; the worker gets ready
  for (const fb of TURNS) {
    await page.goto(`${server.url}#mode=assist`);
    await page.locator('table.suggestions').waitFor();
    await page.locator('#guess-input').fill('soare');
    // Tiles: g = click twice, y = once.
    for (const [i, ch] of [...fb].entries()) {
      const clicks = ch === 'g' ? 2 : ch === 'y' ? 1 : 0;
      for (let k = 0; k < clicks; k++)
        await page.getByRole('group', { name: 'Next guess' }).getByRole('button').nth(i).click();
    }
    turns.push((await page.evaluate(TURN(fb))) as number);
  }
  await browser.close();
}
await server.close();
const fmt = (xs: number[]) => xs.map((x) => `${Math.round(x)}`).join(', ') + ' ms';
console.log(`first visit: first suggestion after the page is interactive: ${fmt(fromInteractive)}`);
console.log(`first visit: first suggestion after navigation start:       ${fmt(fromStart)}`);
console.log(`a turn (soare=${TURNS.join('/')}, ${RUNS} runs): ${fmt(turns)}`);
console.log(
  `a turn: median ${Math.round([...turns].sort((a, b) => a - b)[Math.floor(turns.length / 2)]!)} ms, max ${Math.round(Math.max(...turns))} ms`,
);
