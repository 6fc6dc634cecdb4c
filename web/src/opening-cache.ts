/**
 * The opening position's report: precomputed for every option (web/data/openings.json, written by
 * web/scripts/gen-data.ts), else remembered in localStorage from a past visit (the opening ranks
 * every guess against every answer, the slowest position), so it shows at once. Stored data is
 * validated; anything malformed counts as absent.
 */
import openings from '../data/openings.json';
import type { OpeningData } from './known-data.js';
import { lastNytDay } from './nyt.js';
import type { Store } from './storage.js';
import type { PositionReport, SolverOptions, SuggestionData } from './protocol.js';

// (generated and checked by test/web/data.test.ts; JSON types `bound` as any string)
const builtinOpenings = openings as Readonly<Record<string, OpeningData>>;

const PREFIX = 'wordlekit:opening:v2:';

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
/** At most this many suggestions or candidates in a stored report (the app shows ten and sixty). */
const MAX_ITEMS = 1000;
const isWord = (x: unknown): x is string => typeof x === 'string' && /^[a-z]{2,8}$/u.test(x);

/** The optimal strategy's figures of a stored suggestion, when there: each of its type and range. */
function exactFigures(o: Record<string, unknown>): boolean {
  const opt = (key: string, ok: (x: unknown) => boolean) => o[key] === undefined || ok(o[key]);
  const { won, weight } = o;
  return (
    opt('expectedGuesses', isNum) &&
    opt('proven', (x) => typeof x === 'boolean') &&
    opt('winChance', (x) => isNum(x) && x <= 1) &&
    opt('bound', (x) => x === 'budget' || x === 'table' || x === 'start') &&
    (won === undefined) === (weight === undefined) &&
    (won === undefined || (isNum(won) && isNum(weight) && weight > 0 && won <= weight))
  );
}

function isSuggestion(x: unknown): x is SuggestionData {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    isWord(o['word']) &&
    isNum(o['entropy']) &&
    isNum(o['expectedSize']) &&
    isCount(o['worstCase']) &&
    typeof o['isCandidate'] === 'boolean' &&
    exactFigures(o)
  );
}

function isTreeStatus(x: unknown): boolean {
  if (x === null) return true;
  if (typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  if (o['kind'] === 'move') return isWord(o['guess']);
  return (o['kind'] === 'unavailable' || o['kind'] === 'off-tree') && typeof o['reason'] === 'string';
}

/** Parse a stored report; null unless every field has the expected type and a sane size. */
export function parseReport(text: string | null): PositionReport | null {
  if (text === null) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const cands = o['candidates'];
  const sugg = o['suggestions'];
  const ok =
    isCount(o['remaining']) &&
    (cands === null || (Array.isArray(cands) && cands.length <= MAX_ITEMS && cands.every(isWord))) &&
    Array.isArray(sugg) &&
    sugg.length > 0 &&
    sugg.length <= MAX_ITEMS &&
    sugg.every(isSuggestion) &&
    isTreeStatus(o['tree']) &&
    isNum(o['ms']);
  return ok ? (v as PositionReport) : null;
}

const keyOf = (options: SolverOptions, tree: boolean): string => PREFIX + JSON.stringify([options, tree]);

/**
 * The key of an opening in web/data/openings.json. Hard mode does not change an opening (nothing is
 * revealed yet), except the optimal strategy's exact values. The history prior's openings are for
 * the days after the shipped history (every one of them weighs the answers alike: nyt.ts), the
 * default's: an earlier day's is computed when asked (null here).
 */
export function openingKey(o: SolverOptions): string | null {
  if (o.prior === 'history' && (o.day ?? 0) <= lastNytDay()) return null;
  return `${o.list}/${o.prior}/${o.strategy}${o.strategy === 'optimal' && o.hard ? '/hard' : ''}`;
}

/** The precomputed opening for these options, or null (none; or the tree's move asked for: the worker adds it). */
export function builtinOpening(options: SolverOptions, tree: boolean): PositionReport | null {
  const key = openingKey(options);
  const r = tree || key === null ? undefined : builtinOpenings[key];
  if (r === undefined) return null;
  const { table, ...report } = r;
  return { ...report, candidates: null, tree: null, ms: 0, cached: 'build', ...(table ? { startTable: table } : {}) };
}

/** The remembered opening for these options, or null. */
export function loadOpening(storage: Store, options: SolverOptions, tree: boolean): PositionReport | null {
  try {
    return parseReport(storage.getItem(keyOf(options, tree)) ?? null);
  } catch {
    return null;
  }
}

/** Remember the opening for these options (skipped silently when storage is unavailable). */
export function saveOpening(storage: Store, options: SolverOptions, tree: boolean, r: PositionReport): void {
  try {
    storage.setItem(keyOf(options, tree), JSON.stringify(r));
  } catch {
    // Only a speed-up.
  }
}
