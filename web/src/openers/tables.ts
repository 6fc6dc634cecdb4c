/**
 * The shipped tables of every opening (data/openings/LIST-MODE.tsv, for the app's lists: classic
 * and nyt, once computed), static files next to the app: fetched once when the Openers screen (on
 * the page) or the optimal strategy (in the solver worker) needs one, parsed with the CLI's own
 * parser, checked to be for that list and mode, and precached by the service worker like the rest
 * of the app (offline too).
 */
import { type OpeningMode, type OpeningsTable, parseOpeningsTable } from 'wordlekit';
import { appBase } from '../base.js';
import type { ListName } from '../protocol.js';
import { listChecksum } from '../words.js';

/** A table, or why there is none. */
export type TableState =
  | { readonly status: 'ok'; readonly table: OpeningsTable }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly message: string };

/** A table of equal weights, or (`history`) the NYT history prior's of the day after the shipped history. */
export type TablePriorName = 'history' | undefined;

/**
 * Where a list's table is, relative to the app (the build copies data/openings/ there): under the
 * history prior `openings/nyt-normal-history.tsv`.
 */
export function tablePath(list: ListName, mode: OpeningMode, prior?: TablePriorName): string {
  return `openings/${list}-${mode}${prior === undefined ? '' : `-${prior}`}.tsv`;
}

/** Why a parsed table is not the one asked for, or null when it is. */
function mismatch(table: OpeningsTable, list: ListName, mode: OpeningMode, prior: TablePriorName): string | null {
  if (table.meta.checksum !== listChecksum(list)) return `it is for other word lists (${table.meta.list}), not ${list}`;
  if (table.meta.prior?.name !== prior)
    return `it is under another prior (${table.meta.prior?.name ?? 'equal weights'})`;
  return table.meta.mode === mode ? null : `it is for ${table.meta.mode} mode, not ${mode}`;
}

async function load(list: ListName, mode: OpeningMode, prior: TablePriorName): Promise<TableState> {
  const path = tablePath(list, mode, prior);
  let res: Response;
  try {
    res = await fetch(new URL(path, appBase()));
  } catch {
    return {
      status: 'error',
      message: 'The table could not be loaded (no network, and not saved for offline use yet).',
    };
  }
  if (res.status === 404) return { status: 'missing' };
  if (!res.ok) return { status: 'error', message: `The table could not be loaded (HTTP ${res.status}).` };
  try {
    const table = parseOpeningsTable(await res.text(), path);
    const wrong = mismatch(table, list, mode, prior);
    return wrong === null
      ? { status: 'ok', table }
      : { status: 'error', message: `The table ${path} is wrong: ${wrong}.` };
  } catch (e) {
    return { status: 'error', message: `The table is damaged: ${e instanceof Error ? e.message : String(e)}` };
  }
}

const loaded = new Map<string, Promise<TableState>>();

/** A list's table for a mode (under `prior`), loaded once (a failed load is tried again next time). */
export function openingsTableFor(list: ListName, mode: OpeningMode, prior?: TablePriorName): Promise<TableState> {
  const key = tablePath(list, mode, prior);
  let t = loaded.get(key);
  if (t === undefined) {
    t = load(list, mode, prior);
    loaded.set(key, t);
    void t.then((s) => s.status === 'error' && loaded.delete(key));
  }
  return t;
}
