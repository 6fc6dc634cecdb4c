/**
 * The app on a phone: every screen at 390 × 844, light and dark, with axe-core (WCAG 2.1 A and AA),
 * nothing past the edge of the screen (a table may scroll within its own region, but no control
 * may be cut off), and every control named in the accessibility tree; the same at the narrowest
 * and widest phones (320 and 430 px), axe aside.
 */
import { describe, expect, it, vi } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { PLAYER_DAY_VIEWS } from './views.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';
import { axe, CUT_OFF, unnamed } from './phone-checks.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

const h = (guess: string, answer: string) => `${guess}.${formatFeedback(scoreGuess(guess, answer), 5)}`;

/** Every screen, and what shows it is ready. */
const VIEWS: [string, string, string][] = [
  ['assistant, opening', '#mode=assist&list=nyt', 'table.suggestions'],
  ['assistant, after turns', `#mode=assist&h=${h('soare', 'cigar')},${h('clint', 'cigar')}`, '.explain table'],
  ['assistant, optimal', '#mode=assist&strategy=optimal&h=salet.bbbbb', '[data-testid=expected-guesses]'],
  ['play, in progress', '#mode=play&list=classic&game=3&g=soare', '.keyboard'],
  ['play, game over', '#mode=play&list=classic&game=0&g=soare,crane,cigar', '.analysis[data-state=exact] table'],
  ['analyse', `#mode=analyse&list=classic&h=${h('soare', 'cigar')},cigar.ggggg`, '.analysis[data-state=exact] table'],
  [
    'analyse, widened (JEANS)',
    `#mode=analyse&h=${h('tarse', 'jeans')},${h('beans', 'jeans')},jeans.ggggg`,
    '[data-testid=analysis-widened]',
  ],
  ...PLAYER_DAY_VIEWS,
  ['statistics', '#mode=stats', '.distribution'],
  ['help', '#mode=help', '.terms'],
  ['openers', '#mode=openers&list=classic', '.top-openings, [data-testid="missing"]'],
  ['openers, common openers', '#mode=openers&list=nyt', '[data-testid=common-openers]'],
  ['quordle', '#mode=variants&variant=quordle&seed=3', '.boards-grid'],
  ['absurdle', '#mode=variants&variant=absurdle', '.absurdle-board'],
];

describe.skipIf(!HAS_CHROMIUM)('the app on a phone (390 × 844)', () => {
  const web = webForTests();

  it.each(['light', 'dark'] as const)(
    'every screen, %s: no axe violation, nothing cut off, every control named',
    async (scheme) => {
      const page = await web().context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const found: string[] = [];
      for (const [name, hash, ready] of VIEWS) {
        await page.goto(`${web().url}${hash}`);
        await page.locator(ready).first().waitFor();
        await page.waitForTimeout(100);
        const problems = [
          ...(await axe(page)),
          ...((await page.evaluate(CUT_OFF)) as string[]),
          ...(await unnamed(page)),
        ];
        found.push(...problems.map((p) => `${name}: ${p}`));
      }
      expect(found).toEqual([]);
      await page.close();
    },
    // (every screen in one page: some wait for an exact review)
    150_000,
  );

  it.each([320, 430])(
    'at %i px: the header names every screen, and nothing on any screen is cut off',
    async (width) => {
      const page = await web().open('#mode=help', { width, height: 800 });
      await page.locator('.terms').waitFor();
      const links = page.getByRole('navigation', { name: 'Screens' }).getByRole('link');
      expect(await links.allInnerTexts()).toEqual([
        'Assist',
        'Play',
        'Analyse',
        'Stats',
        'Openers',
        'Variants',
        'Help',
      ]);
      const found: string[] = [];
      for (const [name, hash, ready] of VIEWS) {
        await page.goto(`${web().url}${hash}`);
        await page.locator(ready).first().waitFor();
        const problems = [...((await page.evaluate(CUT_OFF)) as string[]), ...(await unnamed(page))];
        found.push(...problems.map((p) => `${name}: ${p}`));
      }
      expect(found).toEqual([]);
      await page.close();
    },
  );
});
