/**
 * What the worker loads on demand, each at most once: the word lists (under either prior), the
 * variants' pattern matrices, the optimal decision trees (when trees/ has them) and the tables of
 * every opening (when the build has them). `release` frees the matrices the screens left no longer
 * need. The assistant's positions have their own small matrices (positions.ts).
 */
import { buildPatternMatrix, WordleError } from 'wordlekit';
import type { PatternMatrix, Tree, WordSet, OpeningTotals } from 'wordlekit';
import { Partitioner, priorSpace, type PriorName } from 'wordlekit/core';
import { historyKnown } from '../nyt.js';
import { loadWords } from '../words.js';
import type { Area, ListName } from '../protocol.js';
import type { Space } from './positions.js';

/** A word list with its matrix and partition scratch: built once per list, then reused. */
export interface ListContext {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  readonly partitioner: Partitioner;
}

/** A list with its whole matrix. */
export function context(words: WordSet): ListContext {
  const matrix = buildPatternMatrix(words.guesses, words.answers);
  return { words, matrix, partitioner: new Partitioner(matrix) };
}

// The optimal trees shipped in trees/ (text format), fetched only when the option is used.
// A glob, so the app builds whether or not the trees are there yet.
const TREE_FILES = import.meta.glob<string>('../../../trees/salet-{normal,hard}.tree', {
  query: '?raw',
  import: 'default',
});

/** Memoize `make` under `key` in `map`. */
function once<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) map.set(key, (v = make()));
  return v;
}

/** Loads and memoizes everything heavy. */
export class Resources {
  private readonly contexts = new Map<string, Promise<ListContext>>();
  private readonly spaces = new Map<string, Promise<Space>>();
  private readonly trees = new Map<string, Promise<Tree | null>>();
  private readonly openingTotals = new Map<string, Promise<OpeningTotals | null>>();

  /** A built-in list's words (the lists themselves are small: they are kept). */
  words(name: string): Promise<WordSet> {
    return loadWords(name);
  }

  /** A variant's list with its whole matrix (several boards and Absurdle start from every answer). */
  list(name: string): Promise<ListContext> {
    return once(this.contexts, name, () => this.words(name).then(context));
  }

  /**
   * The list under a prior, as the CLI's `--prior` has it (`priorSpace`): the list itself when
   * uniform; every allowed word as an answer, weighted by its frequency; the list's answers weighted
   * by the NYT's history before puzzle #`day` (the shipped history: nyt.ts).
   */
  space(name: ListName, prior: PriorName, day?: number): Promise<Space> {
    if (prior === 'history' && day === undefined) {
      throw new WordleError('BAD_OPTION', 'the history prior is for a puzzle: give its day');
    }
    const known = prior === 'history' ? historyKnown(day!) : undefined;
    return once(this.spaces, `${name}:${prior}:${known?.day ?? ''}`, () =>
      this.words(name).then((base) => priorSpace(base, prior, undefined, known)),
    );
  }

  /** Forget the variants' matrices unless the variants are what the page shows. */
  release(keep: Area): void {
    if (keep !== 'variants') this.contexts.clear();
  }

  /** True when trees/ holds the optimal trees. */
  hasTrees(): boolean {
    return Object.keys(TREE_FILES).length > 0;
  }

  /** The optimal tree for the classic list and these rules, or null when there is none. */
  tree(list: ListName, hard: boolean): Promise<Tree | null> {
    const mode = hard ? 'hard' : 'normal';
    return once(this.trees, `${list}:${mode}`, () => {
      const load = TREE_FILES[`../../../trees/salet-${mode}.tree`];
      if (list !== 'classic' || load === undefined) return Promise.resolve(null);
      // The tree's reader and the tables' parser are loaded with what they read (the assistant rarely needs them).
      return Promise.all([load(), this.words(list), import('./readers.js')]).then(([text, words, r]) =>
        r.parseTreeText(text, `salet-${mode}.tree`, words),
      );
    });
  }

  /**
   * What the proven table of every opening knows, for the list and these rules (built once per
   * list and mode: every optimal suggestion and analysis asks), or null when the build has none (or
   * it cannot be loaded, or is not for this list): the optimal strategy then works without it. A
   * table that could not be loaded is tried again next time. Under `prior`, the history prior's table
   * (the strategy reads it only at the start of a game whose weights are its own).
   */
  openings(list: ListName, hard: boolean, prior?: 'history'): Promise<OpeningTotals | null> {
    const mode = hard ? 'hard' : 'normal';
    const key = `${list}:${mode}:${prior ?? ''}`;
    return once(this.openingTotals, key, () =>
      Promise.all([import('./readers.js'), this.words(list)]).then(async ([r, words]) => {
        const state = await r.openingsTableFor(list, mode, prior);
        if (state.status === 'error') this.openingTotals.delete(key);
        return state.status === 'ok' && state.table.meta.checksum === words.checksum
          ? r.openingTotals(state.table)
          : null;
      }),
    );
  }
}
