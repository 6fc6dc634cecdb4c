import type { Word } from '../../core/types.js';

/**
 * Tables computed from the word lists alone (LetterBound, ClusterIndex), kept per lists so that
 * each new search over the same lists (a new ExactPlay per question, as the CLI and a Session
 * make) does not build them again. Lists are matched by content: the same words in the same
 * order. The tables' scratch arrays are then shared by those searches, which is safe: each use
 * of them (a call of `read`, `largest`, …) runs to its end before any other starts.
 */
interface Entry {
  readonly guesses: readonly Word[];
  readonly answers: readonly Word[];
  readonly tables: Map<string, unknown>;
}

/** The lists kept, most recent last; the oldest is forgotten past this many. */
const KEPT = 4;
const entries: Entry[] = [];

const sameWords = (a: readonly Word[], b: readonly Word[]): boolean =>
  a === b || (a.length === b.length && a.every((w, i) => w === b[i]));

/** The table `kind` of these lists, made by `make` when first asked. */
export function wordTable<T>(guesses: readonly Word[], answers: readonly Word[], kind: string, make: () => T): T {
  let entry = entries.find((e) => sameWords(e.guesses, guesses) && sameWords(e.answers, answers));
  if (entry === undefined) {
    entry = { guesses: [...guesses], answers: [...answers], tables: new Map() };
    entries.push(entry);
    if (entries.length > KEPT) entries.shift();
  }
  let table = entry.tables.get(kind) as T | undefined;
  if (table === undefined) entry.tables.set(kind, (table = make()));
  return table;
}
