/** Screens loaded when first shown: their code stays out of the page's first download. */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component that loads `load`'s component the first time it renders (saying so meanwhile). */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  return function Lazy(props: P) {
    const [, setReady] = useState(loaded !== undefined);
    useEffect(() => {
      if (loaded !== undefined) return undefined;
      let live = true;
      pending ??= load().then((c) => {
        loaded = c;
      });
      void pending.then(() => live && setReady(true));
      return () => {
        live = false;
      };
    }, []);
    const Loaded = loaded;
    return Loaded === undefined ? <p class="muted">Loading…</p> : <Loaded {...props} />;
  };
}
