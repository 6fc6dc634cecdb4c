/**
 * Rate my opener in the browser: the Openers screen reads the shipped table of every opening
 * (a static file of the app; here a PLACEHOLDER table served in its place, made up for this test:
 * the real tables are computed by `wordle openings rank`), rates a typed word the way
 * `wordle openings show` does, and says so when the build has no table.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatOpeningsTable } from '../../src/engine/openings/tsv.js';
import { placeholderTable } from '../fixtures/openings.js';
import { HAS_CHROMIUM, sharedApp, startWeb, type WebFixture } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

// A PLACEHOLDER table (made-up numbers; see the fixture).
const PLACEHOLDER = formatOpeningsTable(placeholderTable({ salet: 7920, crate: 7926 }, 8000));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe.skipIf(!HAS_CHROMIUM)('web app: rate my opener', () => {
  let web: WebFixture;
  beforeAll(async () => {
    // The normal-mode table is served (a placeholder); the hard-mode one is left as the build has it.
    web = await startWeb({ 'openings/classic-normal.tsv': PLACEHOLDER });
  }, 180_000);
  afterAll(async () => {
    await web?.close();
    expect(web?.errors ?? [], 'no uncaught errors in the page').toEqual([]);
  });

  /** Type an opening and press Enter (the Rate button is pressed once, in the first test). */
  const rate = async (page: Page, word: string): Promise<void> => {
    const input = page.getByLabel('Opening word');
    await input.fill(word);
    await input.press('Enter');
  };
  /** What the screen says of the opening, polled. */
  const verdict = (page: Page) => expect.poll(() => page.getByTestId('verdict').textContent());

  it('rates a typed opening: exact total, average and rank out of 12972, or its bound', async () => {
    const page = await web.open('#mode=openers&list=classic');
    await expect.poll(() => page.getByRole('link', { name: 'Openers' }).getAttribute('aria-current')).toBe('page');
    const input = page.getByLabel('Opening word');
    await input.fill('salet');
    await page.getByRole('button', { name: 'Rate' }).click();
    await verdict(page).toBe(
      'SALET needs 7920 guesses over the 2315 answers, 3.4212 on average: rank 1 of 12972 openings (proven).',
    );
    await rate(page, 'CRANE');
    await verdict(page).toMatch(
      /^CRANE needs at least 800\d guesses over the 2315 answers \(3\.4\d{3} or more on average\): it is not among the 2 best openings, which all need fewer than 8000 \(a proven bound\)\.$/u,
    );
    // (A table computed with a cutoff keeps no losses: its parser refuses one, issue 27.)
    await rate(page, 'xyzzy');
    await expect.poll(() => page.getByTestId('not-found').textContent()).toBe('“XYZZY” is not an allowed first guess.');
    const top = await page.locator('table.top-openings tbody tr').allTextContents();
    expect(top).toEqual(['1SALET79203.4212', '2CRATE79263.4238']);
    await page.close();
  });

  it('reads the shipped hard-mode table (or says the build has none), and passes axe', async () => {
    const page = await web.open('#mode=openers&list=classic');
    await page.getByLabel('Hard mode').check();
    const hardShipped = existsSync(new URL('../../data/openings/classic-hard.tsv.gz', import.meta.url));
    if (!hardShipped) {
      await expect
        .poll(() => page.getByTestId('missing').textContent())
        .toBe('The table of openings for hard mode is not in this build yet.');
    } else {
      // Selby 2022: SALET 8122 in hard mode. RAISE loses a game whatever follows (the reference solver:
      // no-legal-guess), but a table computed with a cutoff keeps only the bound (README: openings that lose).
      await rate(page, 'salet');
      await verdict(page).toBe(
        'SALET needs 8122 guesses over the 2315 answers, 3.5084 on average: rank 1 of 12972 openings (proven).',
      );
      await rate(page, 'raise');
      await verdict(page).toBe(
        'RAISE needs at least 8221 guesses over the 2315 answers (3.5512 or more on average): it is not among the 101 best openings, which all need fewer than 8221 (a proven bound).',
      );
    }
    await page.addScriptTag({ path: AXE });
    const result = (await page.evaluate(
      `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })`,
    )) as { violations: { id: string }[] };
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await page.close();
  });

  it('precaches the shipped tables for offline use when the build has them', async () => {
    const sw = readFileSync(`${await sharedApp()}/sw.js`, 'utf8');
    for (const mode of ['normal', 'hard']) {
      const shipped = existsSync(new URL(`../../data/openings/classic-${mode}.tsv.gz`, import.meta.url));
      expect(sw.includes(`openings/classic-${mode}.tsv`), mode).toBe(shipped);
    }
  });
});
