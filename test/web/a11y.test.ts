/**
 * Accessibility: axe-core (WCAG 2.1 A and AA rules, colour contrast included) over every screen of
 * the app, in the light and dark themes, each with the normal and the colour-blind palette, and
 * with the system's "more contrast" setting. Zero violations allowed.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { PLAYER_DAY_VIEWS } from './views.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const h = (guess: string, answer: string) => `${guess}.${formatFeedback(scoreGuess(guess, answer), 5)}`;

/** Every screen, and what shows it is ready. */
const VIEWS: [string, string, string][] = [
  ['assistant, opening', '#mode=assist&list=classic&strategy=entropy', 'table.suggestions'],
  [
    'assistant, after turns',
    `#mode=assist&list=classic&strategy=entropy&h=${h('soare', 'cigar')},${h('clint', 'cigar')}`,
    '.explain table',
  ],
  ['play, in progress', '#mode=play&list=classic&game=3&g=soare', '.keyboard'],
  ['play, game over', '#mode=play&list=classic&game=0&g=soare,crane,cigar', '.analysis[data-state=exact] table'],
  ['analyse', `#mode=analyse&list=classic&h=${h('soare', 'cigar')},cigar.ggggg`, '.analysis[data-state=exact] table'],
  ...PLAYER_DAY_VIEWS,
  ['statistics', '#mode=stats', '.distribution'],
  ['help', '#mode=help', '.terms'],
  // (the table of openings is shipped data: a verdict once it is loaded, or the note that it is missing)
  ['openers', '#mode=openers&list=classic', '.top-openings, [data-testid="missing"]'],
  ['openers, common openers', '#mode=openers&list=nyt', '[data-testid=common-openers]'],
  ['dordle', '#mode=variants&variant=dordle&seed=3', '.boards-grid'],
  ['absurdle', '#mode=variants&variant=absurdle', '.absurdle-board'],
];

/** Colour schemes: theme × palette, and the system's high-contrast setting. */
const SCHEMES: { name: string; dark: boolean; palette: boolean; more: boolean }[] = [
  { name: 'light', dark: false, palette: false, more: false },
  { name: 'dark', dark: true, palette: false, more: false },
  { name: 'light, colour-blind palette', dark: false, palette: true, more: false },
  { name: 'dark, colour-blind palette', dark: true, palette: true, more: false },
  { name: 'light, more contrast', dark: false, palette: false, more: true },
];

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[];
}

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })`,
  )) as AxeResult;
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary}`));
}

describe.skipIf(!HAS_CHROMIUM)('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const web = webForTests();

  it.each(SCHEMES)('no violations on any screen: $name', async (scheme) => {
    const page = await web().context.newPage();
    await page.emulateMedia({
      colorScheme: scheme.dark ? 'dark' : 'light',
      reducedMotion: 'reduce',
      contrast: scheme.more ? 'more' : 'no-preference',
    });
    await page.goto(`${web().url}#mode=help`);
    await page.evaluate(
      `localStorage.setItem('wordlekit:prefs', JSON.stringify({ theme: 'system', contrast: ${scheme.palette} }))`,
    );
    await page.reload(); // the palette is read at start; the screens below are hash changes
    await page.locator('.terms').waitFor();
    const found: string[] = [];
    for (const [name, hash, ready] of VIEWS) {
      await page.goto(`${web().url}${hash}`);
      await page.locator(ready).first().waitFor();
      await page.waitForTimeout(100);
      found.push(...(await axe(page)).map((v) => `${name}: ${v}`));
    }
    expect(found).toEqual([]);
    await page.close();
  });
});
