/**
 * Playing for the win in the web app (issue 33): in a losing endgame the assistant ranks by the
 * chance to win and shows it, as `wordle suggest` does (test/cli/win.test.ts); the Analyse screen
 * grades a guess that lowered the chance by the chance lost; no sentinel number reaches the page.
 * `WIN_SHOTS=DIR` also saves screenshots of the endgame at 1280 px and 390 px into DIR.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { HAS_CHROMIUM, webForTests } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

/** Answer PIPED: 11 answers left with 2 guesses; BUMPS wins 8 of them, the most any guess can. */
const PIPED = 'h=crane.bbbby,donut.ybbbb,levin.bybyb,liken.bgbgb';

/** What the page must never show: a sentinel of the search (huge or non-finite numbers). */
function expectNoSentinel(text: string): void {
  expect(text).not.toMatch(/(?<![.\d])\d{7,}/u);
  expect(text).not.toMatch(/Infinity|NaN|e\+\d/u);
}

describe.skipIf(!HAS_CHROMIUM)('playing for the win in the web app', () => {
  const web = webForTests();

  const rows = (page: Page): Promise<string[][]> =>
    page
      .locator('table.suggestions tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('the losing endgame (%s): BUMPS first, wins 8 of 11, 72.7%%, and the loss convention', async (name, size) => {
    // (equal weights: the wins are counts of answers, "8 of 11"; under a prior, the percentage alone)
    const page = await web().open(`#mode=assist&prior=uniform&${PIPED}`, size);
    await expect.poll(() => page.locator('table.suggestions tbody tr').count()).toBe(10);
    const table = await rows(page);
    expect(table[0]!.slice(0, 3)).toEqual(['BUMPS', '8 of 11, 72.7%', '2.273']);
    expect(table[1]![1]).toBe('7 of 11, 63.6%');
    expect(await page.getByTestId('wins-legend').textContent()).toContain(
      'a lost game counts 3 (the 2 guesses left + 1, as X/6)',
    );
    expect(await page.getByTestId('exact-legend').textContent()).not.toContain('ran out of time');
    expectNoSentinel((await page.locator('.side').textContent()) ?? '');
    const dir = process.env['WIN_SHOTS'];
    if (dir !== undefined) await page.screenshot({ path: join(dir, `endgame-${name}.png`), fullPage: true });
    await page.close();
  });

  it('a position won for sure says so in one line, with no column of chances', async () => {
    const page = await web().open('#mode=assist&list=classic&h=soare.ygbbb');
    await expect.poll(() => page.locator('table.suggestions tbody tr').count()).toBe(10);
    expect(await page.getByTestId('sure-win').textContent()).toBe(
      'Won for sure: the best play finds the answer within the 5 guesses left.',
    );
    expect(await page.getByTestId('wins').count()).toBe(0);
    await page.close();
  });

  it('the Analyse screen grades FIXED by the chance to win it lost', async () => {
    const game = 'h=crane.bbbby,donut.ybbbb,levin.bybyb,liken.bgbgb,fixed.bgbgg,piped.ggggg';
    const page = await web().open(`#mode=analyse&${game}`, { width: 1280, height: 900 });
    await expect.poll(() => page.locator('.analysis[data-state=exact] tbody tr').count(), { timeout: 60_000 }).toBe(6);
    const fixed = await page
      .locator('.analysis[data-state=exact] tbody tr')
      .nth(4)
      .evaluate((tr) => [...tr.querySelectorAll('td')].map((td) => (td as unknown as { innerText: string }).innerText));
    // FIXED's cell: its chance to win above its expected guesses; the best move's word above its own.
    expect(fixed.map((t) => t.split('\n')[0])).toContain('27.3%');
    expect(fixed.join('\n').split(/\s+/u).join(' ')).toContain('BUMPS 72.7% 2.273');
    expect(fixed.at(-1)).toBe('45.5%\u00a0win');
    expect(await page.getByTestId('chance-lost').textContent()).toMatch(/% chance to win lost$/u);
    expect(await page.locator('.turn-words li').nth(4).textContent()).toContain(
      'the best move was BUMPS (a 72.7% chance to win, against 27.3%)',
    );
    // (the chart's tick labels run together in textContent: the words and the table are checked)
    for (const part of ['.analysis .summary', '.turn-words', '.analysis[data-state=exact] table']) {
      for (const text of await page.locator(part).allTextContents()) expectNoSentinel(text);
    }
    const dir = process.env['WIN_SHOTS'];
    if (dir !== undefined) await page.screenshot({ path: join(dir, 'analyse-desktop.png'), fullPage: true });
    await page.close();
  });
});
