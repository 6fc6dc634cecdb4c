import type { Page } from 'playwright-core';

/** The console message WATCH logs once the suggestions are on screen. */
const SHOWN = 'wordlekit:shown';

/**
 * Recorded in the page by bench/web.ts and bench/web-trace.ts: when suggestions are first on
 * screen with no computation under way (`window.__shown`, ms since navigation start), said on the
 * console too (`openShown`).
 */
export const WATCH = `
  new MutationObserver((_, obs) => {
    if (document.querySelector('table.suggestions tbody tr') && !document.querySelector('[data-testid=computing]')) {
      window.__shown = performance.now();
      obs.disconnect();
      console.debug('${SHOWN}');
    }
  }).observe(document, { subtree: true, childList: true });
`;

/**
 * Open `url` on a page with WATCH and wait until its suggestions are on screen; the ms from
 * navigation start. Told by the console, not `page.waitForFunction`: that injects Playwright's own
 * script into the page (0.04 to 0.13 s of a 4× throttled main thread, in traces), just as the
 * app starts its worker and renders.
 */
export async function openShown(page: Page, url: string): Promise<number> {
  const shown = page.waitForEvent('console', { predicate: (m) => m.text() === SHOWN, timeout: 120_000 });
  await page.goto(url);
  await shown;
  return (await page.evaluate('window.__shown')) as number;
}
