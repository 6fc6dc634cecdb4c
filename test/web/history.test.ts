/**
 * The NYT's real game in the web app (issue 34): the Play screen plays the NYT's puzzle of a day by
 * date or number (from the shipped history; a day it does not have gets no answer), the app's own
 * games are named "Practice", and the Analyse screen reads the NYT's share text or the guesses alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

describe.skipIf(!HAS_CHROMIUM)("the NYT's puzzles in the web app", () => {
  const web = webForTests();
  const name = (page: import('playwright-core').Page) => page.getByTestId('puzzle-name').textContent();

  it('plays the NYT puzzle of 2025-07-18 by date: #1490, LORIS, and shares it under its number', async () => {
    const page = await web().open('#mode=play&list=classic&game=3');
    // (an earlier version's practice game: named as one, never an NYT number)
    await expect
      .poll(() => name(page))
      .toBe('Practice #3 · not an NYT puzzle: a word drawn at random from the likely answers');
    await page.getByText("The NYT's puzzle of a day").click();
    await page.getByLabel('Date or number').fill('2025-07-18');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => name(page)).toBe('NYT Wordle #1490 · 18 July 2025');
    expect(page.url()).toContain('nyt=1490');
    await page.locator('.board').click(); // the focus back on the game, off the field
    for (const word of ['crane', 'loris']) {
      await page.keyboard.type(word);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.url()).toContain(`g=crane`);
    }
    const rows = ['crane', 'loris'].map((g) => formatFeedback(scoreGuess(g, 'loris'), 5, 'emoji'));
    await expect
      .poll(() => page.getByTestId('share').textContent())
      .toBe(`Wordle 1,490 2/6 (played in wordlekit)\n\n${rows.join('\n')}`);
    await page.close();
  });

  it('says a day the history does not have has no answer, by number, and offers the latest', async () => {
    const page = await web().open('#mode=play&nyt=1985');
    await expect
      .poll(() => page.getByTestId('missing-day').textContent())
      .toContain(
        "NYT Wordle #1985 (25 November 2026), is not in this app's history of the NYT's answers, which ends with #1807 (31 May 2026): the app cannot know its answer, so it cannot be played here.",
      );
    expect(await page.locator('.board').count()).toBe(0);
    await page.getByText("The NYT's puzzle of a day").click();
    await page.getByRole('button', { name: 'The latest this app has: #1807' }).click();
    await expect.poll(() => name(page)).toBe('NYT Wordle #1807 · 31 May 2026');
    if ((await page.locator('details.nyt-pick[open]').count()) === 0)
      await page.getByText("The NYT's puzzle of a day").click();
    await page.getByLabel('Date or number').fill('tomorrow');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => page.locator('.nyt-pick .row-problem').textContent())
      .toBe('The puzzle: "tomorrow" is not a date YYYY-MM-DD or a number #N.');
    await page.close();
  });

  it("analyses the NYT's share text with the guesses: its number names the answer", async () => {
    const guesses = ['crane', 'doris', 'loris'];
    const grid = guesses.map((g) => formatFeedback(scoreGuess(g, 'loris'), 5, 'emoji')).join('\n');
    const page = await web().open('#mode=analyse', undefined, { fresh: true });
    await page.getByTestId('share-input').fill(`Wordle 1,490 3/6\n\n${grid}`);
    await expect
      .poll(() => page.getByTestId('nyt-note').textContent())
      .toBe("NYT Wordle #1490, 18 July 2025: its answer, from the app's history, is LORIS.");
    await page.getByTestId('guesses-input').fill('crane doris');
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain('h=crane.bybbb,doris.bgggg,loris.ggggg');
    await expect.poll(() => page.locator('.turn-words li').count()).toBe(3);
    // Graded as the assistant advised that day (issue 49): the history prior for #1490, on the NYT's list.
    expect(page.url()).toContain('day=1490');
    expect(await page.getByTestId('graded-under').textContent()).toBe(
      'Graded under the NYT history prior for #1490 (18 July 2025), as the assistant advises for that day.',
    );
    await page.close();
  });

  it('analyses the guesses alone: a won game ends with its answer', async () => {
    const page = await web().open('#mode=analyse', undefined, { fresh: true });
    await page.getByTestId('guesses-input').fill('crane leant means bawdy jeans');
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain('h=crane.bbggy,leant.bgggb,means.bgggg,bawdy.bybbb,jeans.ggggg');
    await expect.poll(() => page.locator('.turn-words li').count()).toBe(5);
    await page.close();
  });
});
