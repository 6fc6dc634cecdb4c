import { WordleError } from '../../core/errors.js';
import type { Command } from 'commander';
import { loadBoardsContext } from '../load.js';
import type { OptimalOptions } from '../optimal-modes.js';
import type { CommonOptions } from '../context.js';
import type { Output } from '../output.js';
import { boardsSuggest } from './boards-run.js';

/**
 * How long `wordle optimal --boards N` lets the exact search of several boards run (60 s, against
 * the assistant's 3 s; `--time` sets it), over a position of any size: past it, the values are not proven and the
 * command says so, ranking by joint entropy as `suggest --boards` does.
 */
export const BOARDS_OPTIMAL_BUDGET_MS = 60_000;

/** The options of `wordle optimal` that solve or rank one board only. */
const ONE_BOARD_OPTIONS: readonly [keyof OptimalOptions, string][] = [
  ['first', '--first'],
  ['rank', '--rank'],
  ['depthOnly', '--depth-only'],
  ['beam', '--beam'],
  ['out', '--out'],
  ['checkpoint', '--checkpoint'],
  ['queue', '--queue'],
  ['candidates', '--candidates'],
];

/**
 * `wordle optimal --boards N HISTORY…`: the best next guesses of a position of several boards by
 * the exact search (win chance within --max-guesses, then expected guesses until the last board),
 * proven where it finishes within its budget, else said not to be.
 */
export function boardsOptimal(out: Output, tokens: string[], opts: OptimalOptions & CommonOptions, cmd: Command): void {
  for (const [key, flag] of ONE_BOARD_OPTIONS) {
    if (opts[key] !== undefined && opts[key] !== false) {
      throw new WordleError('BAD_OPTION', `${flag} solves one board: with --boards, give the position's turns only`);
    }
  }
  const ctx = loadBoardsContext(opts, cmd, { out });
  boardsSuggest(out, ctx, tokens, {
    top: opts.top ?? 10,
    json: opts.json === true,
    exact: {
      budgetMs: opts.time === undefined ? BOARDS_OPTIMAL_BUDGET_MS : opts.time * 1000,
      maxJoint: Number.POSITIVE_INFINITY,
    },
    optimal: true,
  });
}
