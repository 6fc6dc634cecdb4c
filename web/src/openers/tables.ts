/**
 * The shipped tables of every opening (data/openings/classic-normal.tsv and classic-hard.tsv),
 * static files next to the app: fetched once when the Openers screen (on the page) or the optimal
 * strategy (in the solver worker) needs one, parsed with the CLI's own parser, and precached by the
 * service worker like the rest of the app (offline too).
 */
import { type OpeningMode, type OpeningsTable, parseOpeningsTable } from 'wordlekit';
import { appBase } from '../base.js';

/** A table, or why there is none. */
export type TableState =
  | { readonly status: 'ok'; readonly table: OpeningsTable }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly message: string };

/** Where a table is, relative to the app (the build copies data/openings/ there). */
export function tablePath(mode: OpeningMode): string {
  return `openings/classic-${mode}.tsv`;
}

const loaded = new Map<OpeningMode, Promise<TableState>>();

async function load(mode: OpeningMode): Promise<TableState> {
  let res: Response;
  try {
    res = await fetch(new URL(tablePath(mode), appBase()));
  } catch {
    return {
      status: 'error',
      message: 'The table could not be loaded (no network, and not saved for offline use yet).',
    };
  }
  if (res.status === 404) return { status: 'missing' };
  if (!res.ok) return { status: 'error', message: `The table could not be loaded (HTTP ${res.status}).` };
  try {
    return { status: 'ok', table: parseOpeningsTable(await res.text(), tablePath(mode)) };
  } catch (e) {
    return { status: 'error', message: `The table is damaged: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The classic list's table for a mode, loaded once (a failed load is tried again next time). */
export function openingsTableFor(mode: OpeningMode): Promise<TableState> {
  let t = loaded.get(mode);
  if (t === undefined) {
    t = load(mode);
    loaded.set(mode, t);
    void t.then((s) => s.status === 'error' && loaded.delete(mode));
  }
  return t;
}
