/**
 * Rate my opener in the browser: the Openers screen reads the shipped table of every opening
 * (a static file of the app; here a PLACEHOLDER table served in its place, made up for this test:
 * the real tables are computed by `wordle openings rank`), rates a typed word the way
 * `wordle openings show` does, and says so when the build has no table; an opener the table only
 * bounds is computed exactly in the app's worker, kept in the browser and checked when read back.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { formatCachedOpener, openerCacheKey, readCachedOpener } from '../../src/engine/openings/opener-cache.js';
import { formatOpeningsTable } from '../../src/engine/openings/codec/write.js';
import { readOpeningsFile, shippedOpeningsPath } from '../../src/entries/node.js';
import type { PlainTree } from '../../src/search/position/plain-tree.js';
import { placeholderTable } from '../fixtures/openings.js';
import { HAS_CHROMIUM, sharedApp, webForTests, type WebFixture } from './harness.js';
import { axe, CUT_OFF, unnamed } from './phone-checks.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

// A PLACEHOLDER table (made-up numbers; see the fixture).
const PLACEHOLDER = formatOpeningsTable(placeholderTable({ salet: 7920, crate: 7926 }, 8000));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The app with `normal` served as the classic normal-mode table, and `others` at their paths (the
 * other tables are left as the build has them), for the tests of one describe: call in its body;
 * the fixture is there once they run.
 */
function servedWith(normal: string | null, others: Readonly<Record<string, string | null>> = {}): () => WebFixture {
  return webForTests({ ...(normal === null ? {} : { 'openings/classic-normal.tsv': normal }), ...others });
}

/** Type an opening and press Enter (the Rate button is pressed once, in the first test). */
const rate = async (page: Page, word: string): Promise<void> => {
  const input = page.getByLabel('Opening word');
  await input.fill(word);
  await input.press('Enter');
};
/** What the screen says of the opening, polled. */
const verdict = (page: Page) => expect.poll(() => page.getByTestId('verdict').textContent());

describe.skipIf(!HAS_CHROMIUM)('web app: rate my opener', () => {
  const app = servedWith(PLACEHOLDER);

  it('rates a typed opening: exact total, average and rank out of 12972, or its bound', async () => {
    const page = await app().open('#mode=openers&list=classic');
    await expect.poll(() => page.getByRole('link', { name: 'Openers' }).getAttribute('aria-current')).toBe('page');
    const input = page.getByLabel('Opening word');
    await input.fill('salet');
    await page.getByRole('button', { name: 'Rate' }).click();
    await verdict(page).toBe(
      'SALET needs 7920 guesses over the 2315 answers, 3.4212 on average: rank 1 of 12972 openings (proven).',
    );
    await rate(page, 'CRANE');
    // (the table does not say which openings can win every game: its bounds hold only for those that can)
    await verdict(page).toMatch(
      /^CRANE is not one of the best openings: the 2 best openings each need fewer than 8000 guesses over the 2315 answers, and CRANE needs at least 800\d \(3\.4\d{3} a game or more\), if it wins every game \(the table does not say whether it does\)\. Its exact value is a click away below\.$/u,
    );
    // (A table computed with a cutoff keeps no losses: its parser refuses one, issue 27.)
    await rate(page, 'xyzzy');
    await expect.poll(() => page.getByTestId('not-found').textContent()).toBe('“XYZZY” is not an allowed first guess.');
    const top = await page.locator('table.top-openings tbody tr').allTextContents();
    // (two exact totals: every other opening only bounded, said in a row of its own)
    expect(top).toEqual(['1SALET79203.4212', '2CRATE79263.4238', '3–12972every other opening≥ 8000≥ 3.4557']);
    await page.close();
  });

  it('reads the shipped hard-mode table, and passes axe', async () => {
    const page = await app().open('#mode=openers&list=classic');
    await page.getByLabel('Hard mode').check();
    // Selby 2022: SALET 8122 in hard mode. RAISE loses a game whatever follows (the reference solver:
    // no-legal-guess), but a table computed with a cutoff keeps only the bound (README: openings that lose).
    await rate(page, 'salet');
    await verdict(page).toBe(
      'SALET needs 8122 guesses over the 2315 answers, 3.5084 on average: rank 1 of 12972 openings (proven).',
    );
    await rate(page, 'raise');
    await verdict(page).toBe(
      'RAISE is not one of the best openings in hard mode: the 101 best openings each need fewer than 8221 guesses over the 2315 answers, and RAISE needs at least 8221 (3.5512 a game or more), if it wins every game (the table does not say whether it does). Its exact value is a click away below.',
    );
    await page.addScriptTag({ path: AXE });
    const result = (await page.evaluate(
      `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })`,
    )) as { violations: { id: string }[] };
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await page.close();
  });

  it('precaches the shipped tables of every list for offline use', async () => {
    const sw = readFileSync(`${await sharedApp()}/sw.js`, 'utf8');
    for (const table of ['classic-normal', 'classic-hard', 'nyt-normal', 'nyt-hard']) {
      expect(sw.includes(`openings/${table}.tsv`), table).toBe(true);
    }
  });

  it("rates from the shipped hard-mode table of today's NYT list", async () => {
    const page = await app().open('#mode=openers&list=nyt');
    await page.getByLabel('Hard mode').check();
    await expect
      .poll(() => page.getByTestId('table-list').textContent())
      .toBe('The NYT (today’s game) word list: 3158 answers, 14855 allowed guesses (hard mode).');
    // TARSE 11627 over the 3158 likely answers in hard mode (alex1770/wordle results_hard_nyt20230701).
    await rate(page, 'tarse');
    await verdict(page).toBe(
      'TARSE needs 11627 guesses over the 3158 answers, 3.6818 on average: rank 1 of 14855 openings (proven).',
    );
    // STARE can win every game in hard mode (the same published table); the table ranks TARSE alone.
    await rate(page, 'stare');
    await verdict(page).toBe(
      'STARE wins every game in hard mode, but is not one of the best openings: the best opening needs fewer than 11628 guesses over the 3158 answers, and STARE needs at least 11628 (3.6821 a game or more). Its exact value is a click away below.',
    );
    // Its exact total is offered, with what it may cost in hard mode: STARE's takes 11 s of wall time
    // on two cores from the CLI, HOBBY's 158 s, BOBBY's more than 300 s (docs/openings.md).
    await expect
      .poll(() => page.locator('.exact-offer').textContent())
      .toContain('from seconds to many minutes on a computer in hard mode');
    await page.close();
  });
});

/*
 * The nyt list (today's NYT game, the app's default): its own table, served here as a PLACEHOLDER
 * made up for this test (made-up totals; every other opening gets the made-up bound 11000), whatever
 * the build ships; its hard-mode table is withheld (a 404), as for a build without it.
 */
const NYT_PLACEHOLDER = formatOpeningsTable(placeholderTable({ salet: 10900, crate: 10910 }, 11000, 'nyt'));

describe.skipIf(!HAS_CHROMIUM)('web app: rate my opener on the nyt list', () => {
  const app = servedWith(null, { 'openings/nyt-normal.tsv': NYT_PLACEHOLDER, 'openings/nyt-hard.tsv': null });
  const tableList = (page: Page) => expect.poll(() => page.getByTestId('table-list').textContent());

  it('shows the nyt table by default, with its counts, and looks up a bounded opener on the nyt words', async () => {
    const page = await app().open('#mode=openers');
    // The counts come from the table: the nyt lists have 3158 answers and 14855 allowed guesses (data/sources/).
    await tableList(page).toBe('The NYT (today’s game) word list: 3158 answers, 14855 allowed guesses (normal mode).');
    await rate(page, 'salet');
    await verdict(page).toBe(
      'SALET needs 10900 guesses over the 3158 answers, 3.4516 on average: rank 1 of 14855 openings (proven).',
    );
    expect(await page.locator('table.top-openings tbody tr').allTextContents()).toEqual([
      '1SALET109003.4516',
      '2CRATE109103.4547',
      '3–14855every other opening≥ 11000≥ 3.4832',
    ]);
    // A bounded opener: the worker asked its storage with the nyt words and table (the classic
    // words would be refused for this table: an error instead of the offer).
    await rate(page, 'crane');
    await verdict(page).toMatch(
      /^CRANE is not one of the best openings: the 2 best openings each need fewer than 11000 guesses over the 3158 answers, and CRANE needs at least 11000 \(3\.4832 a game or more\)/u,
    );
    await expect.poll(() => page.getByRole('button', { name: 'Compute the exact total' }).count()).toBe(1);
    expect(await page.getByTestId('exact-error').count()).toBe(0);
    expect(await page.getByText('classic word list').count()).toBe(0);
    await page.close();
  });

  it('says when the list has no table for the mode; at 390 px nothing fails axe or is cut off', async () => {
    const page = await app().open('#mode=openers&list=nyt', { width: 390, height: 844 });
    await tableList(page).toMatch(/^The NYT \(today’s game\) word list: 3158 answers/u);
    await page.getByLabel('Hard mode').check();
    await expect
      .poll(() => page.getByTestId('missing').textContent())
      .toBe('The table of openings for the NYT (today’s game) word list in hard mode is not in this build yet.');
    await rate(page, 'salet');
    // Nothing to rate against, nothing broken: no verdict, no table of the best, no error.
    await page.waitForTimeout(300);
    expect(await page.locator('[data-testid="verdict"], table.top-openings, .error').count()).toBe(0);
    const problems = [...(await axe(page)), ...((await page.evaluate(CUT_OFF)) as string[]), ...(await unnamed(page))];
    expect(problems).toEqual([]);
    await page.close();
  });

  it("follows the app's list: choosing classic on the screen shows the shipped classic table", async () => {
    const page = await app().open('#mode=openers&list=nyt');
    await tableList(page).toMatch(/^The NYT/u);
    await page.getByLabel('Word list').selectOption('classic');
    await expect.poll(() => page.url()).toMatch(/list=classic/u);
    await tableList(page).toBe('The classic word list: 2315 answers, 12972 allowed guesses (normal mode).');
    // The shipped table (computed by `wordle openings rank`): SALET 7920, as Selby 2022 has it.
    await rate(page, 'salet');
    await verdict(page).toBe(
      'SALET needs 7920 guesses over the 2315 answers, 3.4212 on average: rank 1 of 12972 openings (proven).',
    );
    await page.close();
  });
});

/*
 * Any opener, exactly, in the browser (issue 21): a PLACEHOLDER table whose exact part holds SALET
 * alone and whose bound, 7921, every other opening really meets (SALET's 7920 is the least total
 * of the classic lists, Selby 2022), so the worker computes what the table only bounds, with the
 * CLI's use case, on the lists the service worker keeps: offline too.
 */
const LOW = formatOpeningsTable(placeholderTable({ salet: 7920 }, 7921));
const classic = builtinWordSet('classic');
const keyOf = (word: string): string =>
  openerCacheKey({ lists: classic.checksum, mode: 'normal', maxGuesses: 6, word });
// CRATE: 7926 guesses over the 2315 classic answers in normal mode (Selby 2022, "crate 3.42376";
// the shipped table, computed by `wordle openings rank`, says the same: checked below).
const CRATE = 7926;

// The app's database of openers and its store (web/src/openers/browser-store.ts).
const OPENER_DB = 'wordlekit-openers';
const OPENER_STORE = 'openers';

/** The entries of the app's IndexedDB store of openers, by key (the store made as the app makes it). */
const STORED = `new Promise((ok, ko) => {
  const r = indexedDB.open('${OPENER_DB}', 1);
  r.onupgradeneeded = () => r.result.createObjectStore('${OPENER_STORE}');
  r.onerror = () => ko(r.error);
  r.onsuccess = () => {
    const db = r.result, out = {};
    const c = db.transaction('${OPENER_STORE}').objectStore('${OPENER_STORE}').openCursor();
    c.onsuccess = () => {
      if (c.result) { out[c.result.key] = c.result.value; c.result.continue(); } else { db.close(); ok(out); }
    };
  };
})`;
const stored = async (page: Page): Promise<Record<string, string>> =>
  (await page.evaluate(STORED)) as Record<string, string>;

/** Replace an entry of the store with `text`. */
const storeText = (page: Page, key: string, text: string): Promise<unknown> =>
  page.evaluate(`new Promise((ok, ko) => {
    const r = indexedDB.open('${OPENER_DB}', 1);
    r.onsuccess = () => {
      const tx = r.result.transaction('${OPENER_STORE}', 'readwrite');
      tx.objectStore('${OPENER_STORE}').put(${JSON.stringify(text)}, ${JSON.stringify(key)});
      tx.oncomplete = () => (r.result.close(), ok());
      tx.onerror = () => ko(tx.error);
    };
  })`);

describe.skipIf(!HAS_CHROMIUM)('web app: any opener exactly, in its worker', () => {
  const app = servedWith(LOW);
  const from = (page: Page) => expect.poll(() => page.getByTestId('exact-from').textContent());
  const exact = `CRATE needs ${CRATE} guesses over the 2315 answers, ${(CRATE / 2315).toFixed(4)} on average: rank 2 to 12972 of 12972 openings (proven).`;
  // Read back, its tree is checked, but that none does better is not proven again (issue 36, 3).
  const readBack = exact.replace('(proven)', "(from this browser's storage)");

  it('computes CRATE offline as the CLI has it, keeps it, reads it back checked, and recomputes a forged entry', async () => {
    const shipped = readOpeningsFile(shippedOpeningsPath('classic', 'normal'));
    expect(shipped.entries.find((e) => e.word === 'crate')?.total).toBe(CRATE);
    const page = await app().open('#mode=openers&list=classic', { width: 390, height: 844 });
    await page.evaluate('navigator.serviceWorker.ready');
    await app().context.setOffline(true);
    await page.reload();
    await rate(page, 'crate');
    // The bound at once, then the action.
    await verdict(page).toMatch(
      /^CRATE is not one of the best openings: the best opening needs fewer than 7921 guesses over the 2315 answers, and CRATE needs at least 7921/u,
    );
    await page.getByRole('button', { name: 'Compute the exact total' }).click();
    await verdict(page).toBe(exact);
    await from(page).toMatch(
      /^Computed now in this browser in \d+\.\d s, kept in this browser\. The table decides its rank only within that range: 1 opening with a smaller exact total, and 12970 others with only a bound below it\.$/u,
    );
    expect(Object.keys(await stored(page))).toEqual([keyOf('crate')]);

    // The second time: from the browser's storage, its tree checked, with no button pressed.
    await page.reload();
    await rate(page, 'crate');
    await verdict(page).toBe(readBack);
    await from(page).toMatch(
      /^Read back from this browser's storage: its tree, checked now, reaches this total; that none does better was proven when it was computed, not now\./u,
    );

    // A forged entry (a smaller total, its digest made to match) is not trusted: recomputed and replaced.
    const kept = JSON.parse((await stored(page))[keyOf('crate')]!) as { value: { tree: PlainTree } };
    const key = { lists: classic.checksum, mode: 'normal', maxGuesses: 6, word: 'crate' } as const;
    await storeText(
      page,
      keyOf('crate'),
      formatCachedOpener(key, { kind: 'total', total: CRATE - 1, tree: kept.value.tree }, '0.1.0'),
    );
    await page.reload();
    await rate(page, 'crate');
    await expect
      .poll(() => page.getByTestId('discarded').textContent())
      .toMatch(
        /^The value this browser kept for CRATE did not check out \(its tree does not check out: .+\): it is not used\.$/u,
      );
    await verdict(page).toMatch(
      /^CRATE is not one of the best openings: the best opening needs fewer than 7921 guesses over the 2315 answers, and CRATE needs at least 7921/u,
    );
    await page.getByRole('button', { name: 'Compute the exact total' }).click();
    await verdict(page).toBe(exact);
    await from(page).toMatch(/^Computed now in this browser/u);
    const again = readCachedOpener((await stored(page))[keyOf('crate')]!, classic, key);
    expect(again.ok && again.value.kind === 'total' && again.value.total).toBe(CRATE);
    await app().context.setOffline(false);
    await page.close();
  });

  it('Cancel stops the computation and keeps nothing; at 390 px, light and dark, nothing fails axe or is cut off', async () => {
    const page = await app().open('#mode=openers&list=classic', { width: 390, height: 844 });
    const found: string[] = [];
    const check = async (what: string): Promise<void> => {
      const problems = [
        ...(await axe(page)),
        ...((await page.evaluate(CUT_OFF)) as string[]),
        ...(await unnamed(page)),
      ];
      found.push(...problems.map((p) => `${what}: ${p}`));
    };
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      // JAZZY: a poor opening whose proof takes minutes (its large classes), so that the checks of
      // the computing screen end long before it would, however loaded the machine.
      await rate(page, 'jazzy');
      await page.getByRole('button', { name: 'Compute the exact total' }).click();
      await expect.poll(() => page.getByRole('progressbar', { name: 'Outcomes proven' }).count()).toBe(1);
      await check(`${scheme}, computing`);
      await page.getByRole('button', { name: 'Cancel computing JAZZY' }).click();
      await expect.poll(() => page.getByTestId('cancelled').textContent()).toBe('Cancelled: nothing was kept.');
      await verdict(page).toMatch(
        /^JAZZY is not one of the best openings: the best opening needs fewer than 7921 guesses over the 2315 answers, and JAZZY needs at least 7921/u,
      );
      await check(`${scheme}, cancelled`);
      await rate(page, 'crate');
      await verdict(page).toBe(readBack);
      await check(`${scheme}, from storage`);
    }
    // The worker was stopped: nothing of JAZZY is kept, even later.
    await page.waitForTimeout(1000);
    expect(Object.keys(await stored(page))).toEqual([keyOf('crate')]);
    expect(found).toEqual([]);
    await page.close();
  });
});
