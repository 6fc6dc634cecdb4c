/**
 * The exact total of an opener the table only bounds, from the worker: looked for in this
 * browser's storage as soon as the word is rated, computed when asked (progress, Cancel). Leaving
 * the word or the screen while it computes cancels it; a cancelled run keeps nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ListName, OpenerReport, ProgressData } from '../protocol.js';
import { isCancelled, type SolverClient } from '../solver-client.js';

/** Where the exact total stands. */
export type ExactState =
  | { readonly kind: 'looking' }
  | { readonly kind: 'offer'; readonly discarded: string | null; readonly cancelled: boolean }
  | { readonly kind: 'computing'; readonly progress: ProgressData | null }
  | { readonly kind: 'done'; readonly report: OpenerReport }
  | { readonly kind: 'error'; readonly message: string };

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The exact total of `word` (a bound in the list's table) in this mode, and the actions on it. */
export function useExactOpener(solver: SolverClient, list: ListName, word: string, hard: boolean) {
  const [state, setState] = useState<ExactState>({ kind: 'looking' });
  // The run whose answers count (a new word, or a new computation, makes older answers stale).
  const run = useRef(0);
  const computing = useRef(false);
  const discarded = useRef<string | null>(null);

  useEffect(() => {
    const mine = ++run.current;
    discarded.current = null;
    setState({ kind: 'looking' });
    solver.request({ kind: 'opener', list, word, hard, compute: false }).then(
      (r) => {
        if (run.current !== mine) return;
        discarded.current = r.discarded;
        setState(
          r.verdict !== null
            ? { kind: 'done', report: r }
            : { kind: 'offer', discarded: r.discarded, cancelled: false },
        );
      },
      (e: unknown) => run.current === mine && !isCancelled(e) && setState({ kind: 'error', message: message(e) }),
    );
    return () => {
      run.current++;
      if (computing.current) solver.cancel();
      computing.current = false;
    };
  }, [solver, list, word, hard]);

  const compute = useCallback(() => {
    const mine = ++run.current;
    computing.current = true;
    setState({ kind: 'computing', progress: null });
    const progress = (p: ProgressData): void => {
      if (run.current === mine) setState({ kind: 'computing', progress: p });
    };
    solver.request({ kind: 'opener', list, word, hard, compute: true }, progress).then(
      (r) => {
        if (run.current !== mine) return;
        computing.current = false;
        setState({ kind: 'done', report: { ...r, discarded: r.discarded ?? discarded.current } });
      },
      (e: unknown) => {
        if (run.current !== mine) return;
        computing.current = false;
        setState(
          isCancelled(e)
            ? { kind: 'offer', discarded: discarded.current, cancelled: true }
            : { kind: 'error', message: message(e) },
        );
      },
    );
  }, [solver, list, word, hard]);

  const cancel = useCallback(() => solver.cancel(), [solver]);
  return { state, compute, cancel };
}
