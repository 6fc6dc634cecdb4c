/**
 * What a player noticed in the web app (issue 35, item 4), each driven in Debian's Chromium the way
 * the player met it: Enter dead in Variants after a click, Quordle's keys in one merged colour, the
 * analysis's Lost column cut off at 1280 px, Variants' bare buttons, the phone navigation's "Open"
 * and "More", and a page description that claimed "exact entropy suggestions".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { seededAnswers } from '../../src/engine/game/bench.js';
import { Game } from '../../src/engine/game/game.js';
import type { LetterState } from '../../src/engine/game/keyboard.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

if (!HAS_CHROMIUM) console.warn('test/web: /usr/bin/chromium not found; skipping the details browser tests');

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

const words = builtinWordSet('classic');

/** The page's window, as far as these tests use it (they are typed without the DOM library). */
interface Win {
  getComputedStyle(e: unknown): Record<string, string | undefined>;
}
const NAMES: Readonly<Record<LetterState, string>> = {
  unknown: '',
  absent: 'gray',
  present: 'yellow',
  correct: 'green',
};

describe.skipIf(!HAS_CHROMIUM)('what a player noticed (issue 35)', () => {
  const web = webForTests();

  const status = (page: Page) => page.getByTestId('boards-status').textContent();
  const rows = (page: Page) => page.getByTestId('board-1').getByRole('group').count();

  it('Variants: the physical Enter plays the word after a click on a variant tab or an on-screen key', async () => {
    const page = await web().open('#mode=variants&variant=dordle&seed=3');
    await expect.poll(() => status(page)).toMatch(/^Dordle/u);
    await page.getByRole('tab', { name: 'Quordle' }).click(); // the tab keeps the focus
    await expect.poll(() => status(page)).toMatch(/^Quordle: .* guess 1$/u);
    await page.keyboard.type('crane');
    await page.keyboard.press('Enter'); // used to press the tab again (a new Quordle), not play CRANE
    await expect.poll(() => status(page)).toMatch(/ guess 2$/u);
    expect(await page.getByRole('tab', { name: 'Quordle' }).getAttribute('aria-selected')).toBe('true');
    for (const ch of 'slat') await page.keyboard.press(ch);
    await page.getByRole('button', { name: /^E(:|$)/u }).click(); // an on-screen key, the tab still focused
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toMatch(/ guess 3$/u);
    expect(await rows(page)).toBe(3); // two played rows and the typing row
    await page.close();
  });

  /** Per letter key: its name and its parts' colours, in order. */
  const keyParts = (page: Page) =>
    page.locator('.keyboard .key.split').evaluateAll((els) =>
      els.map((e) => ({
        name: e.getAttribute('aria-label'),
        parts: [...e.querySelectorAll('.key-part')].map((p) => p.className.replace('key-part', '').trim()),
      })),
    );

  /** A split key's name read back: board number → the colour it names (`solved` for a solved board). */
  const namedStates = (name: string): Map<number, string> => {
    const out = new Map<number, string>();
    for (const part of name.replace(/^[A-Z]: /u, '').split('; ')) {
      const solved = /^boards? ([\d, ]+) solved$/u.exec(part);
      const coloured = /^(green|yellow|gray) on boards? ([\d, ]+)$/u.exec(part);
      const [state, list] = solved ? ['solved', solved[1]!] : [coloured![1]!, coloured![2]!];
      for (const b of list.split(', ')) out.set(Number(b), state);
    }
    return out;
  };

  it.each([
    ['dordle', 2, 1, 2],
    ['quordle', 4, 11, 2],
    ['octordle', 8, 4, 4],
  ] as const)(
    '%s: each key shows every board, one part each, laid out as the boards',
    async (variant, n, seed, cols) => {
      const page = await web().open(`#mode=variants&variant=${variant}&seed=${seed}`);
      await expect.poll(() => page.locator('.mini-board').count()).toBe(n);
      const answers = seededAnswers(words, n, seed);
      const game = new Game(words, answers);
      for (const guess of ['crane', 'doubt', answers[0]!]) {
        await page.keyboard.type(guess);
        await page.keyboard.press('Enter');
        game.guess(guess);
      }
      await expect.poll(() => page.getByRole('group', { name: 'Board 1, solved' }).count()).toBe(1);
      // Each board's keyboard from the engine; a solved board's part is blank.
      const boards = game.keyboards().map((k, b) => (game.solved[b] ? null : k));
      const keys = await keyParts(page);
      expect(keys).toHaveLength(26);
      for (const { name, parts } of keys) {
        const ch = name!.slice(0, 1).toLowerCase();
        const want = boards.map((k) => (k === null ? 'solved' : NAMES[k.get(ch)!] || 'unknown'));
        expect(parts, ch).toEqual(want);
        // The name says the same, board by board, once a board has revealed the letter.
        if (want.some((w) => w !== 'solved' && w !== 'unknown')) {
          expect(
            [...namedStates(name!)].sort((x, y) => x[0] - y[0]).map(([, v]) => v),
            ch,
          ).toEqual(want);
        } else expect(name).toBe(ch.toUpperCase());
      }
      // The parts are laid out as the boards are: two columns for Dordle and Quordle, four for Octordle.
      const columns = () =>
        page
          .locator('.key.split .key-parts')
          .first()
          .evaluate(
            (e) => (globalThis as unknown as Win).getComputedStyle(e).gridTemplateColumns!.trim().split(/\s+/u).length,
          );
      expect(await columns()).toBe(cols);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await columns()).toBe(2); // on a phone, Octordle's boards are two a row too
      await page.close();
    },
  );

  it.each([1280, 1000])(
    'Play at %i px: the analysis shows every column, Lost included, without scrolling',
    async (width) => {
      const page = await web().open('#mode=play&list=classic&game=0&g=soare,crane,tonic,moult,pious,cigar', {
        width,
        height: 900,
      });
      const region = page.getByRole('region', { name: 'Turn by turn' });
      await region.locator('tbody tr').nth(5).waitFor();
      await expect.poll(() => region.locator('thead th').last().textContent()).toBe('Lost');
      const fit = await region.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(fit.scroll).toBeLessThanOrEqual(fit.client);
      const lost = await region.locator('thead th').last().boundingBox();
      const box = await region.boundingBox();
      expect(lost!.x + lost!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
      await page.close();
    },
  );

  it("Variants' buttons (Hint, New game; Start over, Shortest win) look like the other screens' buttons", async () => {
    const look = (page: Page, name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((e) => {
        const c = (globalThis as unknown as Win).getComputedStyle(e);
        return [c.paddingTop, c.paddingLeft, c.borderRadius, c.borderTopStyle, c.backgroundColor, c.cursor];
      });
    const play = await web().open('#mode=play&list=classic&game=5');
    const want = await look(play, 'New practice game');
    expect(want).toEqual(['7px', '14px', '8px', 'solid', expect.any(String), 'pointer']);
    await play.close();
    const page = await web().open('#mode=variants&variant=quordle&seed=2');
    for (const name of ['Hint', 'New game']) expect(await look(page, name), name).toEqual(want);
    await page.getByRole('tab', { name: 'Absurdle' }).click();
    for (const name of ['Start over', 'Shortest win']) expect(await look(page, name), name).toEqual(want);
    await page.close();
  });

  it.each([390, 320])("at %i px the navigation names every screen by its name (not 'Open', 'More')", async (width) => {
    const page = await web().open('#mode=help', { width, height: 800 });
    await page.locator('.terms').waitFor();
    const links = page.getByRole('navigation', { name: 'Screens' }).getByRole('link');
    const shown = await links.allInnerTexts();
    expect(shown).toEqual(['Assist', 'Play', 'Analyse', 'Stats', 'Openers', 'Variants', 'Help']);
    // Each link's accessible name is what it shows.
    const nav = page.getByRole('navigation', { name: 'Screens' });
    for (const name of shown) expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    if (width === 390) {
      // One row on a common phone.
      const tops = await links.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
    await page.close();
  });

  it('the page and the installed app describe it in one sentence that claims nothing unproven', async () => {
    const page = await web().open('#mode=help');
    const meta = await page.locator('meta[name="description"]').getAttribute('content');
    const manifest = (await (await fetch(new URL('manifest.webmanifest', web().url))).json()) as {
      description: string;
    };
    expect(meta).toBe(manifest.description);
    expect(meta).not.toMatch(/entropy/iu); // the suggestions are exact expected guesses, not entropy
    expect(meta).toMatch(/proven or marked as bounds/u);
    await page.close();
  });
});
