/**
 * The service worker (vite-plugin-pwa, web/vite.config.ts) keeps the app, its word lists and the
 * optimal trees for offline use. A new deployment waits until the user agrees to reload.
 */
import { useEffect, useState } from 'preact/hooks';
import { registerSW } from 'virtual:pwa-register';
import { arrivalSettled } from './boot.js';

let updateSW: ((reload?: boolean) => Promise<void>) | undefined;
let needed = false;
const listeners = new Set<() => void>();

/**
 * Register the service worker once (browsers without one simply skip it), once the page has loaded
 * and a linked position's first suggestions have come (boot.ts), when the page is next idle.
 */
function register(): void {
  if (updateSW !== undefined || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    // Registered once the page has loaded, so the first visit's precaching waits for the app.
    immediate: false,
    onNeedRefresh() {
      needed = true;
      for (const l of listeners) l();
    },
  });
}

/** Run `f` when the main thread is next idle (within 2 s), or after a moment where there is no idle callback. */
function whenIdle(f: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 2000 });
  else setTimeout(f, 200);
}

/** Whether a new version waits, and how to switch to it. */
export function useUpdatePrompt(): { needed: boolean; reload: () => void } {
  const [, tick] = useState(0);
  useEffect(() => {
    void arrivalSettled.then(() => whenIdle(register));
    const l = (): void => tick((n) => n + 1);
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  return { needed, reload: () => void updateSW?.(true) };
}
