/**
 * What a link or a paste can do to the web app (issue 54): a puzzle number past the NYT's numbering
 * in a link (`nyt=999999` threw, and the Play screen stayed blank) or in a pasted header
 * ("Wordle 1,234,567 2/6" threw on every render, and the Analyse form went dead), and a crafted
 * header of 200 KB pasted (it froze the page, then every keystroke; its parsing time is measured
 * in bench/share-header.ts). Every page's uncaught errors fail the file (webForTests).
 */
import { describe, expect, it, vi } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { decodeState } from '../../web/src/url-state.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

describe('a link names no puzzle past the NYT numbering', () => {
  it.each([
    ['999999', null],
    ['357001', null],
    ['357000', 357000],
    ['1490', 1490],
  ])('nyt=%s is %s', (nyt, day) => {
    expect(decodeState(`#mode=play&nyt=${nyt}`).nyt).toBe(day);
  });
});

describe.skipIf(!HAS_CHROMIUM)('links and pastes the web app survives', () => {
  const web = webForTests();

  it('#mode=play&nyt=999999 plays a practice game, and the NYT picker still works', async () => {
    const page = await web().open('#mode=play&nyt=999999');
    await expect.poll(() => page.getByTestId('puzzle-name').textContent()).toMatch(/^Practice #\d+$/u);
    await page.getByText("The NYT's puzzle of a day").click();
    await page.getByLabel('Date or number').fill('#1490');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => page.getByTestId('puzzle-name').textContent()).toBe('NYT Wordle #1490 · 18 July 2025');
    await page.close();
  });

  it('a pasted header past the NYT numbering names no answer, and the form works', async () => {
    const guesses = ['crane', 'doris', 'loris'];
    const grid = guesses.map((g) => formatFeedback(scoreGuess(g, 'loris'), 5, 'emoji')).join('\n');
    const page = await web().open('#mode=analyse');
    await page.getByTestId('share-input').fill(`Wordle 1,234,567 3/6\n\n${grid}`);
    await page.getByTestId('guesses-input').fill(guesses.join(' '));
    expect(await page.getByTestId('nyt-note').count()).toBe(0);
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain('h=crane.bybbb,doris.bgggg,loris.ggggg');
    await page.close();
  });

  it('a crafted header of 200 KB pasted: the form still answers each keystroke', async () => {
    const page = await web().open('#mode=analyse');
    await page.getByTestId('share-input').fill(`Wordle 1${' '.repeat(200_000)}x\n\n🟩🟩🟩🟩🟩`);
    await page.getByTestId('guesses-input').pressSequentially('jeans');
    await expect.poll(() => page.getByTestId('guesses-input').inputValue()).toBe('jeans');
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain('h=jeans.ggggg');
    await page.close();
  });
});
