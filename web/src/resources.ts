/**
 * What the worker loads on demand, each at most once: the word lists with their pattern matrices,
 * the frequency prior, the optimal decision trees (when trees/ has them) and the tables of every
 * opening (when the build has them).
 */
import {
  buildPatternMatrix,
  type PatternMatrix,
  type Tree,
  gameConfig,
  Session,
  createStrategy,
  type WordSet,
  parseTreeText,
  openingTotals,
  type OpeningMode,
  type OpeningTotals,
} from 'wordlekit';
import { loadBuiltinWordSet, matrixColumns, Partitioner, asPattern, priorSpace, type PriorName } from 'wordlekit/core';
import { openingsTableFor } from './openers/tables.js';
import type { ListName } from './protocol.js';

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
const TREE_FILES = import.meta.glob<string>('../../trees/salet-{normal,hard}.tree', {
  query: '?raw',
  import: 'default',
});

/** Loads and memoizes everything heavy. */
export class Resources {
  private readonly lists = new Map<ListName, Promise<ListContext>>();
  private readonly spaces = new Map<string, Promise<SpaceContext>>();
  private readonly trees = new Map<string, Promise<Tree | null>>();
  private readonly openingTotals = new Map<OpeningMode, Promise<OpeningTotals | null>>();

  /** The list's words and matrix, loading and building them the first time. */
  list(name: ListName): Promise<ListContext> {
    let ctx = this.lists.get(name);
    if (ctx === undefined) {
      ctx = loadBuiltinWordSet(name).then(context);
      this.lists.set(name, ctx);
    }
    return ctx;
  }

  /**
   * The list under a prior, as the CLI's `--prior` has it (`priorSpace`): the list itself when
   * uniform; every allowed word as an answer, weighted, with its own (larger) matrix for frequency.
   */
  space(name: ListName, prior: PriorName): Promise<SpaceContext> {
    if (prior === 'uniform') return this.list(name);
    const key = `${name}:${prior}`;
    let ctx = this.spaces.get(key);
    if (ctx === undefined) {
      ctx = this.list(name).then((base) => {
        const { words, weights } = priorSpace(base.words, prior);
        return { ...context(words), ...(weights ? { weights } : {}) };
      });
      this.spaces.set(key, ctx);
    }
    return ctx;
  }

  /**
   * Transpose a list's matrix now (it is memoized), so that the first small position the user
   * reaches does not pay for it: the worker calls this while the page shows the opening.
   */
  async warm(name: ListName): Promise<void> {
    const ctx = await this.list(name);
    matrixColumns(ctx.matrix);
    // One typical second turn (its result is dropped), so the scans are compiled before the user's.
    const session = new Session(gameConfig(ctx.words, ctx.matrix), createStrategy('entropy'));
    session.play({ guess: 'soare', pattern: asPattern(0) });
    session.suggestions(10);
  }

  /** True when trees/ holds the optimal trees. */
  hasTrees(): boolean {
    return Object.keys(TREE_FILES).length > 0;
  }

  /** The optimal tree for the classic list and these rules, or null when there is none. */
  tree(list: ListName, hard: boolean): Promise<Tree | null> {
    const key = `${list}:${hard ? 'hard' : 'normal'}`;
    let t = this.trees.get(key);
    if (t === undefined) {
      const load = TREE_FILES[`../../trees/salet-${hard ? 'hard' : 'normal'}.tree`];
      t =
        list !== 'classic' || load === undefined
          ? Promise.resolve(null)
          : Promise.all([load(), this.list(list)]).then(([text, ctx]) =>
              parseTreeText(text, `salet-${hard ? 'hard' : 'normal'}.tree`, ctx.words),
            );
      this.trees.set(key, t);
    }
    return t;
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
    let totals = this.openingTotals.get(mode);
    if (totals === undefined) {
      totals = Promise.all([openingsTableFor(mode), this.list(list)]).then(([state, ctx]) => {
        if (state.status === 'error') this.openingTotals.delete(mode);
        return state.status === 'ok' && state.table.meta.checksum === ctx.words.checksum
          ? openingTotals(state.table)
          : null;
      });
      this.openingTotals.set(mode, totals);
    }
    return totals;
  }
}
