/**
 * What the worker loads on demand, each at most once: the word lists with their pattern matrices,
 * the frequency prior, the optimal decision trees (when trees/ has them) and the tables of every
 * opening (when the build has them). `release` frees what the screens left no longer need.
 */
import { buildPatternMatrix, parseTreeText, openingTotals } from 'wordlekit';
import type { PatternMatrix, Tree, WordSet, OpeningMode, OpeningTotals } from 'wordlekit';
import { loadBuiltinWordSet, matrixColumns, Partitioner, priorSpace, type PriorName } from 'wordlekit/core';
import { openingsTableFor } from '../openers/tables.js';
import type { Area, ListName } from '../protocol.js';

/** A word list with its matrix and partition scratch: built once per list, then reused. */
export interface ListContext {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  readonly partitioner: Partitioner;
}

/** The answer space of a list under a prior (see `priorSpace`), with its matrix. */
export interface SpaceContext extends ListContext {
  readonly weights?: Float64Array;
}

function context(words: WordSet): ListContext {
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
  private readonly spaces = new Map<string, Promise<SpaceContext>>();
  private readonly trees = new Map<string, Promise<Tree | null>>();
  private readonly openingTotals = new Map<OpeningMode, Promise<OpeningTotals | null>>();

  /** A built-in list's words (the lists themselves are small: they are kept). */
  words(name: string): Promise<WordSet> {
    return loadBuiltinWordSet(name);
  }

  /** The list's words and matrix, loading and building them the first time. */
  list(name: string): Promise<ListContext> {
    return once(this.contexts, name, () => this.words(name).then(context));
  }

  /**
   * The list under a prior, as the CLI's `--prior` has it (`priorSpace`): the list itself when
   * uniform; every allowed word as an answer, weighted, with its own (larger) matrix for frequency.
   */
  space(name: ListName, prior: PriorName): Promise<SpaceContext> {
    if (prior === 'uniform') return this.list(name);
    return once(this.spaces, `${name}:${prior}`, () =>
      this.words(name).then((base) => {
        const { words, weights } = priorSpace(base, prior);
        return { ...context(words), ...(weights ? { weights } : {}) };
      }),
    );
  }

  /**
   * Transpose a list's matrix now (it is memoized), so that the first small position the user
   * reaches does not pay for it: the worker calls this while the page shows the opening.
   */
  async warm(name: ListName): Promise<void> {
    matrixColumns((await this.list(name)).matrix);
  }

  /** Forget the matrices the screens of `keep` do not use (the lists, trees and tables stay). */
  release(keep: Area): void {
    for (const key of [...this.contexts.keys()]) {
      const assistant = key === 'classic' || key === 'nyt';
      if (keep === 'none' || (keep === 'assistant') !== assistant) this.contexts.delete(key);
    }
    if (keep !== 'assistant') this.spaces.clear();
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
      return Promise.all([load(), this.words(list)]).then(([text, words]) =>
        parseTreeText(text, `salet-${mode}.tree`, words),
      );
    });
  }

  /**
   * What the proven table of every opening knows, for the classic list and these rules (built once
   * per mode: every optimal suggestion and analysis asks), or null when the build has none (or it
   * cannot be loaded, or is not for this list): the optimal strategy then works without it. A table
   * that could not be loaded is tried again next time.
   */
  openings(list: ListName, hard: boolean): Promise<OpeningTotals | null> {
    if (list !== 'classic') return Promise.resolve(null);
    const mode = hard ? 'hard' : 'normal';
    return once(this.openingTotals, mode, () =>
      Promise.all([openingsTableFor(mode), this.words(list)]).then(([state, words]) => {
        if (state.status === 'error') this.openingTotals.delete(mode);
        return state.status === 'ok' && state.table.meta.checksum === words.checksum
          ? openingTotals(state.table)
          : null;
      }),
    );
  }
}
