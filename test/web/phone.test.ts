/**
 * The app on a phone: every screen at 390 × 844, light and dark, with axe-core (WCAG 2.1 A and AA),
 * nothing past the edge of the screen (a table may scroll within its own region, but no control
 * may be cut off), and every control named in the accessibility tree; the same at the narrowest
 * and widest phones (320 and 430 px), axe aside.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { HAS_CHROMIUM, startWeb, type WebFixture } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const h = (guess: string, answer: string) => `${guess}.${formatFeedback(scoreGuess(guess, answer), 5)}`;

/** Every screen, and what shows it is ready. */
const VIEWS: [string, string, string][] = [
  ['assistant, opening', '#mode=assist', 'table.suggestions'],
  ['assistant, after turns', `#mode=assist&h=${h('soare', 'cigar')},${h('clint', 'cigar')}`, '.explain table'],
  ['assistant, optimal', '#mode=assist&strategy=optimal&h=salet.bbbbb', '[data-testid=expected-guesses]'],
  ['play, in progress', '#mode=play&list=classic&game=3&g=soare', '.keyboard'],
  ['play, game over', '#mode=play&list=classic&game=0&g=soare,crane,cigar', '.analysis table'],
  ['analyse', `#mode=analyse&list=classic&h=${h('soare', 'cigar')},cigar.ggggg`, '.analysis table'],
  [
    'analyse, widened (JEANS)',
    `#mode=analyse&h=${h('tarse', 'jeans')},${h('beans', 'jeans')},jeans.ggggg`,
    '[data-testid=analysis-widened]',
  ],
  ['statistics', '#mode=stats', '.distribution'],
  ['help', '#mode=help', '.terms'],
  ['openers', '#mode=openers&list=classic', '.top-openings, [data-testid="missing"]'],
  ['quordle', '#mode=variants&variant=quordle&seed=3', '.boards-grid'],
  ['absurdle', '#mode=variants&variant=absurdle', '.absurdle-board'],
];

interface AxeResult {
  violations: { id: string; nodes: { target: string[]; failureSummary: string }[] }[];
}

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })`,
  )) as AxeResult;
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary}`));
}

/**
 * What sticks out: the page wider than the screen; a control not wholly on screen, or not wholly in
 * the region that scrolls it; anything else past the screen's sides, or out of its panel, unless it
 * is inside a region that scrolls (or clips) sideways on its own.
 */
const CUT_OFF = `(() => {
  const W = document.documentElement.clientWidth;
  const out = [];
  if (document.documentElement.scrollWidth > W) out.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px');
  const name = (el) => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' "' + (el.textContent || '').trim().slice(0, 20) + '"';
  const container = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return { box: p.getBoundingClientRect(), scrolls: true };
      if (p.classList.contains('panel')) return { box: p.getBoundingClientRect(), scrolls: false };
    }
    return { box: { left: 0, right: W }, scrolls: false };
  };
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    const control = el.matches('button, a[href], input, select, textarea, [role=button], [role=tab]');
    const c = container(el);
    if (c.scrolls && !control) continue;
    if (r.left < Math.max(0, c.box.left) - 1 || r.right > Math.min(W, c.box.right) + 1) out.push(name(el) + ' spans ' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + Math.round(Math.max(0, c.box.left)) + '..' + Math.round(Math.min(W, c.box.right)));
  }
  return out;
})()`;

const CONTROLS = new Set(['link', 'button', 'checkbox', 'combobox', 'textbox', 'tab', 'radio', 'switch', 'menuitem']);

/** Controls without a name in the accessibility tree (Chromium's, through the DevTools protocol). */
async function unnamed(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && CONTROLS.has(n.role?.value ?? '') && (n.name?.value ?? '').trim() === '')
    .map((n) => `an unnamed ${n.role?.value}`);
}

describe.skipIf(!HAS_CHROMIUM)('the app on a phone (390 × 844)', () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWeb();
  }, 180_000);
  afterAll(async () => {
    await web?.close();
    expect(web?.errors ?? []).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'every screen, %s: no axe violation, nothing cut off, every control named',
    async (scheme) => {
      const page = await web.context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const found: string[] = [];
      for (const [name, hash, ready] of VIEWS) {
        await page.goto(`${web.url}${hash}`);
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
  );

  it.each([320, 430])(
    'at %i px: the header names every screen, and nothing on any screen is cut off',
    async (width) => {
      const page = await web.open('#mode=help', { width, height: 800 });
      await page.locator('.terms').waitFor();
      const links = page.getByRole('navigation', { name: 'Screens' }).getByRole('link');
      expect(await links.allInnerTexts()).toEqual(['Assist', 'Play', 'Analyse', 'Stats', 'Open', 'More', 'Help']);
      const found: string[] = [];
      for (const [name, hash, ready] of VIEWS) {
        await page.goto(`${web.url}${hash}`);
        await page.locator(ready).first().waitFor();
        const problems = [...((await page.evaluate(CUT_OFF)) as string[]), ...(await unnamed(page))];
        found.push(...problems.map((p) => `${name}: ${p}`));
      }
      expect(found).toEqual([]);
      await page.close();
    },
  );
});
