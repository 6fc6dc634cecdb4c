/**
 * Recorded in the page by bench/web.ts and bench/web-trace.ts: when suggestions are first on
 * screen with no computation under way (`window.__shown`, ms since navigation start).
 */
export const WATCH = `
  new MutationObserver((_, obs) => {
    if (document.querySelector('table.suggestions tbody tr') && !document.querySelector('[data-testid=computing]')) {
      window.__shown = performance.now();
      obs.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`;
