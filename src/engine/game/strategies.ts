import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import { expectOptions, expectString, expectOptionsOf, int } from '../../core/validate.js';
import { boardsEndgame } from '../../strategies/boards/endgame.js';
import { onEveryBoard, playsSeveralBoards } from '../../strategies/boards/joint.js';
import { boardsRollout } from '../../strategies/boards/rollout.js';
import { DEFAULT_HEURISTIC, findStrategy, HEURISTICS, STRATEGY_OPTION_RULES } from '../../strategies/index.js';
import type { Strategy, StrategyInfo, StrategyOptions } from '../../strategies/types.js';
import { optimal, OPTIMAL_OPTION_RULES, type OptimalOptions } from '../exact/optimal.js';

/**
 * The registry: every strategy by CLI name, for any number of boards: the heuristics first, then
 * `optimal` (which lives in the engine because it needs the exact search; strategies/ does not
 * import search/), then the two that read several boards themselves, `rollout` and `endgame`.
 */
export const STRATEGIES: readonly StrategyInfo[] = [...HEURISTICS, optimal, boardsRollout, boardsEndgame];

/** The default strategy's name on several boards: `rollout`. */
export const DEFAULT_BOARDS_STRATEGY = 'rollout';

let severalBoards: readonly string[] | undefined;

/**
 * The names of the strategies that play several boards (see `onEveryBoard`), the default first:
 * rollout, entropy, endgame.
 */
export function severalBoardsStrategies(): readonly string[] {
  severalBoards ??= [
    DEFAULT_BOARDS_STRATEGY,
    ...STRATEGIES.filter((s) => s.name !== DEFAULT_BOARDS_STRATEGY && playsSeveralBoards(s.create({}))).map(
      (s) => s.name,
    ),
  ];
  return severalBoards;
}

/**
 * The default strategy's name: the exact one, `optimal` (proven expected guesses within a time
 * budget, labelled bounds past it). The heuristics are one option away.
 */
export const DEFAULT_STRATEGY = 'optimal';

/**
 * The strategy used when none is named, under these options: `optimal` (under the history prior
 * too: its weights are over the likely answers, which the exact search plays within seconds after
 * the opening), except where it does not apply: the frequency prior (every allowed word a possible
 * answer: too many for the search) and a guess pool of the answers only take the heuristic
 * default, entropy; several boards take theirs, rollout.
 */
export function defaultStrategyName(
  options: { readonly prior?: string; readonly pool?: string; readonly boards?: number } = {},
): string {
  expectOptions(options, 'defaultStrategyName');
  if ((options.boards ?? 1) > 1) return DEFAULT_BOARDS_STRATEGY;
  return options.prior === 'frequency' || options.pool === 'answers' ? DEFAULT_HEURISTIC : DEFAULT_STRATEGY;
}

/** Look a strategy up by CLI name; throws UNKNOWN_STRATEGY listing the valid names. */
export function strategyInfo(name: string): StrategyInfo {
  expectString(name, 'strategyInfo', 'name');
  return findStrategy(STRATEGIES, name);
}

/**
 * Fail unless there is a strategy of this name that plays this many boards: UNKNOWN_STRATEGY, with
 * the valid names (every strategy for one board, `severalBoardsStrategies` for several).
 */
export function checkStrategyName(name: string, boards = 1): void {
  expectString(name, 'checkStrategyName', 'name');
  if (boards <= 1) {
    strategyInfo(name);
    return;
  }
  if (!severalBoardsStrategies().includes(name)) {
    throw new WordleError(
      'UNKNOWN_STRATEGY',
      `strategy ${quote(name)} does not play several boards (choose one of: ${severalBoardsStrategies().join(', ')})`,
    );
  }
}

/** Options of `createStrategy`: the strategies' own, and the boards it is to play. */
export interface CreateStrategyOptions extends StrategyOptions, OptimalOptions {
  /** The boards of the game; with several, only the strategies that play them (`severalBoardsStrategies`). @default 1 */
  readonly boards?: number;
}

/**
 * Create a strategy by CLI name (`optimal` takes the options of `OptimalOptions` too), playing any
 * number of boards (see `onEveryBoard`). For a game of several boards (`boards`), a strategy that
 * does not play them is refused: UNKNOWN_STRATEGY, with the names that do.
 */
export function createStrategy(name: string, options: CreateStrategyOptions = {}): Strategy {
  expectString(name, 'createStrategy', 'name');
  expectOptionsOf(options, 'createStrategy', { ...STRATEGY_OPTION_RULES, ...OPTIMAL_OPTION_RULES, boards: int(1) });
  const { boards = 1, ...own } = options;
  checkStrategyName(name, boards);
  return onEveryBoard(strategyInfo(name).create(own));
}

/**
 * The strategies `wordle bench --strategy a,b,…` (or `all`) names on `boards` boards, checked (an
 * unknown one fails with UNKNOWN_STRATEGY, listing the choices): on one board the heuristics (the
 * benchmark builds their whole trees), on several the strategies that play them; by default, the
 * default one of each.
 */
export function benchStrategyNames(spec: string | undefined, boards = 1): string[] {
  const one = boards === 1;
  if (spec === undefined) return [one ? DEFAULT_HEURISTIC : DEFAULT_BOARDS_STRATEGY];
  if (spec.trim() === 'all') return one ? HEURISTICS.map((s) => s.name) : [...severalBoardsStrategies()];
  const names = spec
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (names.length === 0) throw new WordleError('BAD_OPTION', '--strategy needs at least one name');
  for (const n of names) {
    if (one) findStrategy(HEURISTICS, n);
    else checkStrategyName(n, boards);
  }
  return names;
}
