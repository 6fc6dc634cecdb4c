/**
 * What the phone tests check on a screen (phone.test.ts, and the screens' own tests at 390 px):
 * axe-core's WCAG 2.1 A and AA rules, nothing cut off, every control named.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; nodes: { target: string[]; failureSummary: string }[] }[];
}

/** The axe-core violations (WCAG 2.1 A and AA) on the page, one line each. */
export async function axe(page: Page): Promise<string[]> {
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
export const CUT_OFF = `(() => {
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
export async function unnamed(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && CONTROLS.has(n.role?.value ?? '') && (n.name?.value ?? '').trim() === '')
    .map((n) => `an unnamed ${n.role?.value}`);
}
