/**
 * Offline and updates: after one visit the service worker has everything (the app, the word lists,
 * the optimal trees); with the server gone and the network blocked, a reload still plays a full
 * game and computes suggestions. A new deployment shows "A new version is available" and reloads
 * into it when asked.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { HAS_CHROMIUM, launch, serve, sharedApp } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 20_000 } } });

const words = builtinWordSet('classic');
const TREE = fileURLToPath(new URL('../../trees/salet-normal.tree', import.meta.url));

describe.skipIf(!HAS_CHROMIUM)('offline app (service worker)', () => {
  let dir = '';
  beforeAll(async () => {
    // A private copy: the update test changes it.
    dir = await mkdtemp(join(tmpdir(), 'wordle-offline-'));
    await cp(await sharedApp(), dir, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reloads with the network blocked and plays a full game, suggestions and tree included', async () => {
    const server = await serve(dir);
    const browser = await launch();
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}#mode=assist&list=classic&strategy=entropy`);
    // Installed and in control once the first visit is over.
    await page.evaluate('navigator.serviceWorker.ready');
    await page.reload();
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    await server.close();
    await browser.context.setOffline(true);

    await page.goto(`${server.url}#mode=play&list=classic&game=40`);
    await page.reload();
    await page.getByRole('group', { name: 'Guess 1, empty' }).waitFor();
    const answer = words.answers[40]!;
    await page.keyboard.type('soare');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('g=soare');
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('share').textContent()).toMatch(/^wordlekit practice #40 2\/6/u);
    await expect.poll(() => page.locator('.analysis[data-state=exact] tbody tr').count()).toBe(2);

    // The assistant computes a new position in its worker (list loaded from the cache).
    await page.goto(`${server.url}#mode=assist&list=classic&strategy=entropy&h=soare.bbbbb`);
    await expect.poll(() => page.getByTestId('remaining').textContent()).toBe('183');
    if (existsSync(TREE)) {
      await page.goto(`${server.url}#mode=assist&list=classic&strategy=entropy&tree=1&h=salet.bbbbb`);
      await expect.poll(() => page.getByTestId('tree').textContent()).toMatch(/^Optimal tree plays [A-Z]{5}/u);
    }
    expect(errors).toEqual([]);
    await browser.close();
  });

  it('offers a new version when one is deployed, and reloads into it', async () => {
    const server = await serve(dir);
    const browser = await launch();
    const page = await browser.context.newPage();
    await page.goto(`${server.url}#mode=help`);
    await page.evaluate('navigator.serviceWorker.ready');
    expect(await page.getByTestId('update').count()).toBe(0);
    // Deploy "a new version": the service worker script changes (as any rebuild changes it).
    const sw = join(dir, 'sw.js');
    await writeFile(sw, `${await readFile(sw, 'utf8')}\n// new version\n`);
    await page.reload();
    await expect.poll(() => page.getByTestId('update').isVisible()).toBe(true);
    await page.getByTestId('update').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByTestId('update').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(`navigator.serviceWorker.getRegistration().then((r) => r.waiting === null)`))
      .toBe(true);
    await browser.close();
    await server.close();
  });
});
