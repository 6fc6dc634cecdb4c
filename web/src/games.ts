/**
 * The games played in this browser, by list and number: their guesses (so today's game survives a
 * reload), their rules, and whether they have been counted in the statistics. This is what keeps
 * the statistics honest: a game counts once, when this browser made every one of its guesses;
 * a game opened from a link or reopened after it ended never counts again.
 * Stored data is validated; anything malformed counts as absent.
 */
import type { Store } from './storage.js';

/** One game as this browser played it. */
export interface GameRecord {
  readonly guesses: readonly string[];
  readonly hard: boolean;
  /** True once the finished game was added to the statistics. */
  readonly counted: boolean;
  /** When it was last played (ms since 1970), to forget the oldest first. */
  readonly time: number;
}

/** Records by `gameKey`. */
export type GameBook = ReadonlyMap<string, GameRecord>;

const KEY = 'wordlekit:games';
const VERSION = 1;
/** Records kept; the oldest are forgotten beyond this (years of daily games). */
const MAX_RECORDS = 2000;
const WORD = /^[a-z]{5}$/u;

/** The key of game `number` of a list. */
export const gameKey = (list: string, number: number): string => `${list}:${number}`;

function parseRecord(x: unknown): GameRecord | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  const g = o['guesses'];
  const ok =
    Array.isArray(g) &&
    g.length <= 6 &&
    g.every((w) => typeof w === 'string' && WORD.test(w)) &&
    typeof o['hard'] === 'boolean' &&
    typeof o['counted'] === 'boolean' &&
    typeof o['time'] === 'number' &&
    Number.isFinite(o['time']);
  return ok
    ? {
        guesses: g as string[],
        hard: o['hard'] as boolean,
        counted: o['counted'] as boolean,
        time: o['time'] as number,
      }
    : null;
}

/** Parse the stored book; records that do not parse are dropped, a bad whole means empty. */
export function parseBook(text: string | null): GameBook {
  const book = new Map<string, GameRecord>();
  if (text === null) return book;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return book;
  }
  if (typeof v !== 'object' || v === null) return book;
  const o = v as Record<string, unknown>;
  const games = o['games'];
  if (o['v'] !== VERSION || typeof games !== 'object' || games === null) return book;
  for (const [key, value] of Object.entries(games)) {
    const r = parseRecord(value);
    if (r !== null && /^[a-z]+:\d{1,6}$/u.test(key)) book.set(key, r);
  }
  return book;
}

/** Read the book. */
export function loadBook(storage: Store): GameBook {
  return parseBook(storage.getItem(KEY));
}

/** The book with one record set, the oldest forgotten beyond MAX_RECORDS; stored at once. */
export function saveRecord(storage: Store, key: string, record: GameRecord): GameBook {
  const book = new Map(loadBook(storage));
  book.delete(key);
  book.set(key, record);
  const sorted = [...book].sort((a, b) => b[1].time - a[1].time).slice(0, MAX_RECORDS);
  storage.setItem(KEY, JSON.stringify({ v: VERSION, games: Object.fromEntries(sorted) }));
  return new Map(sorted);
}

/** True when `a` and `b` hold the same words in the same order. */
export const sameGuesses = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((w, i) => w === b[i]);

/**
 * The game this browser played last and left unfinished (some guesses, not over: never counted),
 * other than the one at `except`; null when none.
 */
export function unfinishedGame(book: GameBook, except: string): { key: string; record: GameRecord } | null {
  let best: { key: string; record: GameRecord } | null = null;
  for (const [key, record] of book) {
    if (key === except || record.counted || record.guesses.length === 0 || record.guesses.length >= 6) continue;
    if (best === null || record.time > best.record.time) best = { key, record };
  }
  return best;
}
