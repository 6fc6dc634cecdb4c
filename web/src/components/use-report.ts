/**
 * The assistant's report for the URL's position: the precomputed opening at once, else the one
 * remembered from a past visit while the worker recomputes it, else the worker's, with progress.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { announce } from '../announce.js';
import { reportKey, takePrefetch, TOP } from '../boot.js';
import { builtinOpening, loadOpening, saveOpening } from '../opening-cache.js';
import type { PositionReport, ProgressData, TurnData } from '../protocol.js';
import { isCancelled, type SolverClient } from '../solver-client.js';
import type { Store } from '../storage.js';
import { solverOptions, treeOffered, type AppState } from '../url-state.js';
import { grouped } from '../numbers.js';

/** What the side panel shows: a report for a position, the computation under way, or an error. */
export type Shown =
  | { readonly kind: 'report'; readonly key: string; readonly report: PositionReport }
  | { readonly kind: 'computing'; readonly key: string; readonly progress: ProgressData | null }
  | { readonly kind: 'cancelled'; readonly key: string }
  | { readonly kind: 'error'; readonly key: string; readonly message: string };

/** The key of a position under the state's options. */
export const positionKey = (state: AppState, history: readonly TurnData[]): string =>
  reportKey(solverOptions(state), followsTree(state), history);

/** The tree is followed when asked for and where it applies. */
const followsTree = (state: AppState): boolean => state.tree && treeOffered(state.options);

/** Say what a new report means, for screen readers. */
function announceReport(r: PositionReport): void {
  const left = `${grouped(r.remaining)} ${r.remaining === 1 ? 'answer' : 'answers'} left`;
  const best = r.suggestions[0];
  if (r.remaining === 1 && r.candidates?.[0] !== undefined) announce(`${left}: ${r.candidates[0].toUpperCase()}.`);
  else if (best !== undefined) {
    announce(`${left}. Top suggestion ${best.word.toUpperCase()}, ${best.entropy.toFixed(2)} bits.`);
  } else announce(`${left}.`);
}

/** The side panel's state and `fetchReport`, which also serves a turn about to be added. */
export function useReport(solver: SolverClient, state: AppState, store: Store, retry: number) {
  const key = positionKey(state, state.history);
  const options = solverOptions(state);
  const tree = followsTree(state);
  // The precomputed opening is there on the first render: no wait for an effect or the worker.
  const [shown, setShown] = useState<Shown | null>(() => {
    const built = state.history.length === 0 ? builtinOpening(options, tree) : null;
    return built === null ? null : { kind: 'report', key, report: built };
  });
  const cache = useRef(new Map<string, PositionReport>());

  /** The report for a history: from the page's cache, the app's data (the worker adds the tree's move), or the worker. */
  const fetchReport = async (h: readonly TurnData[], k: string): Promise<PositionReport> => {
    const hit = cache.current.get(k) ?? (h.length === 0 ? builtinOpening(options, tree) : null);
    if (hit) return hit;
    const built = h.length === 0 ? builtinOpening(options, false) : null;
    if (built !== null) {
      const r = { ...built, tree: await solver.request({ kind: 'tree', options, history: h }) };
      cache.current.set(k, r);
      return r;
    }
    setShown((s) => (s?.key === k && s.kind === 'report' ? s : { kind: 'computing', key: k, progress: null }));
    const onProgress = (p: ProgressData): void =>
      setShown((s) => (s?.key === k && s.kind === 'computing' ? { ...s, progress: p } : s));
    const early = takePrefetch(k);
    if (early !== undefined) early.onProgress = onProgress;
    const r = await (early?.report ??
      solver.request({ kind: 'suggest', options, history: h, top: TOP, tree }, onProgress));
    cache.current.set(k, r);
    return r;
  };

  useEffect(() => {
    let live = true;
    const opening = state.history.length === 0;
    const remembered = opening && builtinOpening(options, tree) === null ? loadOpening(store, options, tree) : null;
    if (remembered !== null) setShown({ kind: 'report', key, report: { ...remembered, cached: true } });
    fetchReport(state.history, key)
      .then((r) => {
        if (opening && r.cached === undefined) saveOpening(store, options, tree, r);
        if (!live) return;
        setShown({ kind: 'report', key, report: r });
        announceReport(r);
      })
      .catch((e: unknown) => {
        if (!live) return;
        const message = e instanceof Error ? e.message : String(e);
        setShown(isCancelled(e) ? { kind: 'cancelled', key } : { kind: 'error', key, message });
      });
    return () => {
      live = false;
    };
  }, [solver, key, retry]);

  return { key, shown, setShown, fetchReport };
}
