/**
 * The exact search's setup in the worker: the proven tree and table of every opening where the
 * build has them, the WebAssembly kernel and the time budget; one turn oracle per word list and mode,
 * kept between questions, and one set of exact plays (searches and memos) that the oracles and the
 * optimal strategy share.
 */
import { turnOracle } from 'wordlekit';
import type { OptimalOptions, TurnOracle, WordSet } from 'wordlekit';
import { ExactPlays, fastestKernel } from 'wordlekit/search';
import type { SolverOptions } from '../protocol.js';
import type { Resources } from './resources.js';

/** Time for the exact search per question, in the browser (it runs in the worker, with a spinner). */
export const EXACT_BUDGET_MS = 1500;

/** Exact plays with the WebAssembly kernel where it runs. */
function newPlays(): ExactPlays {
  const kernel = fastestKernel(5);
  return new ExactPlays(kernel ? { kernel } : {});
}

/** What the exact search knows and may spend, for these options. */
export class Exact {
  private readonly oracles = new Map<string, TurnOracle>();
  /** The searches and memos the optimal strategy and the turn oracles share (one search of a position for both). */
  private plays = newPlays();

  constructor(private readonly resources: Resources) {}

  /**
   * The exact search's setup, as the CLI's: the proven tree (classic, uniform prior), the list's
   * proven table of every opening (when the build ships it; unless `openings` is false: only the
   * exact strategy and the exact grades need it; under a prior the strategy reads of it only, in hard
   * mode, which opening to play first, as the CLI's does), under the history prior its own table (the
   * CLI's `priorOpenings`: the figures at the start), the WebAssembly kernel, the budget (none when
   * infinite: a review's).
   */
  async options(options: SolverOptions, openings = true, budgetMs = EXACT_BUDGET_MS): Promise<OptimalOptions> {
    const tree = options.prior === 'uniform' ? await this.resources.tree(options.list, options.hard) : null;
    const totals = openings ? await this.resources.openings(options.list, options.hard) : null;
    // Under the history prior, its table too (read only at the start of a game under its very weights).
    const prior =
      openings && options.prior === 'history'
        ? await this.resources.openings(options.list, options.hard, 'history')
        : null;
    const kernel = fastestKernel(5);
    return {
      ...(tree !== null ? { tree } : {}),
      ...(totals !== null ? { openings: totals } : {}),
      ...(prior !== null ? { priorOpenings: prior } : {}),
      ...(kernel ? { kernel } : {}),
      ...(Number.isFinite(budgetMs) ? { budgetMs } : {}),
      plays: this.plays,
    };
  }

  /**
   * One exact search (and memo) per word list, mode and prior, kept between questions (asked with a
   * prior's weights, or another word set such as a widened game's, it runs a search of their own).
   * With `start` false it is never asked about a game's start (an explanation after a turn: the
   * opening is read from the table apart), and the tables of openings, which only the start reads,
   * are not loaded for it (about 1.3 MB, both modes, parsed in the worker: time and memory taken
   * from the position's first suggestions).
   */
  async oracle(options: SolverOptions, words: WordSet, budgetMs = EXACT_BUDGET_MS, start = true): Promise<TurnOracle> {
    const key = `${options.list}|${options.hard}|${options.prior}|${budgetMs}|${start}`;
    let o = this.oracles.get(key);
    if (o === undefined) this.oracles.set(key, (o = turnOracle(words, await this.options(options, start, budgetMs))));
    return o;
  }

  /** Forget the searches' memos. */
  release(): void {
    this.oracles.clear();
    this.plays = newPlays();
  }
}
