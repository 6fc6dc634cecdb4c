/**
 * Game statistics kept in localStorage. Stored data is validated field by field: anything
 * malformed, from an old version or unreadable is treated as absent, never trusted and never fatal.
 */
import type { Store } from './storage.js';

/** Played, won, streaks and the guess distribution (index k = won in k + 1 guesses). */
export interface Stats {
  readonly played: number;
  readonly wins: number;
  readonly streak: number;
  readonly maxStreak: number;
  readonly distribution: readonly number[];
  /** Key of the last recorded game, so a reload does not count a game twice. */
  readonly last: string | null;
}

/** The storage key; the version inside the value guards against older shapes. */
export const STATS_KEY = 'wordlekit:stats';
const VERSION = 1;
const MAX_GUESSES = 6;
/** Longest game key kept (keys are short, e.g. `classic:1234`); longer stored data is not ours. */
const MAX_KEY_LENGTH = 100;

/** No games yet. */
export const EMPTY_STATS: Stats = {
  played: 0,
  wins: 0,
  streak: 0,
  maxStreak: 0,
  distribution: [0, 0, 0, 0, 0, 0],
  last: null,
};

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

/**
 * Parse stored statistics; EMPTY_STATS unless the value has exactly the expected shape and is
 * consistent (wins ≤ played, the distribution sums to at most the wins, streaks ≤ their maxima).
 */
export function parseStats(text: string | null): Stats {
  if (text === null) return EMPTY_STATS;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return EMPTY_STATS;
  }
  if (typeof v !== 'object' || v === null) return EMPTY_STATS;
  const o = v as Record<string, unknown>;
  const dist = o['distribution'];
  const ok =
    o['v'] === VERSION &&
    isCount(o['played']) &&
    isCount(o['wins']) &&
    isCount(o['streak']) &&
    isCount(o['maxStreak']) &&
    o['wins'] <= o['played'] &&
    o['streak'] <= o['maxStreak'] &&
    Array.isArray(dist) &&
    dist.length === MAX_GUESSES &&
    dist.every(isCount) &&
    (dist as number[]).reduce((a, n) => a + n, 0) <= o['wins'] &&
    o['maxStreak'] <= o['played'] &&
    (o['last'] === null || (typeof o['last'] === 'string' && o['last'].length <= MAX_KEY_LENGTH));
  if (!ok) return EMPTY_STATS;
  return {
    played: o['played'] as number,
    wins: o['wins'] as number,
    streak: o['streak'] as number,
    maxStreak: o['maxStreak'] as number,
    distribution: dist as number[],
    last: o['last'] as string | null,
  };
}

/** Read the statistics (EMPTY_STATS when storage is unavailable or the data is bad). */
export function loadStats(storage: Store): Stats {
  try {
    return parseStats(storage.getItem(STATS_KEY) ?? null);
  } catch {
    return EMPTY_STATS;
  }
}

/** Store the statistics; a full or blocked storage only loses the statistics. */
export function saveStats(storage: Store, stats: Stats): void {
  try {
    storage.setItem(STATS_KEY, JSON.stringify({ v: VERSION, ...stats }));
  } catch {
    // Storage full or disabled: statistics are a convenience, the game goes on.
  }
}

/** The statistics after one more finished game (unchanged if `key` was already recorded). */
export function recordGame(stats: Stats, key: string, won: boolean, guesses: number): Stats {
  if (stats.last === key) return stats;
  const distribution = [...stats.distribution];
  if (won && guesses >= 1 && guesses <= MAX_GUESSES) distribution[guesses - 1] = (distribution[guesses - 1] ?? 0) + 1;
  const streak = won ? stats.streak + 1 : 0;
  return {
    played: stats.played + 1,
    wins: stats.wins + (won ? 1 : 0),
    streak,
    maxStreak: Math.max(stats.maxStreak, streak),
    distribution,
    last: key,
  };
}
