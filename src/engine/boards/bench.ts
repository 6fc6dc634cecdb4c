import type { Word } from '../../core/types.js';
import type { Strategy } from '../../strategies/types.js';
import { badArgument, expectConfig, expectInt, expectStrategy, expectOptionsOf, RULES } from '../../core/validate.js';
import { checkBoardsConfig, defaultMaxGuesses, boardsGuessContext, MAX_BOARDS } from '../game/rules.js';
import { checkBoardsGame } from './solve.js';
import { BOARDS_GAME_CAP, solve } from '../game/solve.js';
import { sampleAnswerTuples } from './answer-tuples.js';
import { allCandidates } from '../../core/filter.js';
import type { GameConfig } from '../../strategies/context.js';

/** The result of a multi-board benchmark. */
export interface BoardsBenchStats {
  readonly strategy: string;
  readonly boards: number;
  readonly games: number;
  readonly seed: number;
  /** The guess limit: longer games are losses (but still played to the end). */
  readonly maxGuesses: number;
  /** The opening guess of every game. */
  readonly first: Word;
  /** histogram[k] = games won in exactly k guesses, k = 1..maxGuesses (index 0 unused). */
  readonly histogram: readonly number[];
  /** Games that needed more than `maxGuesses` guesses. */
  readonly failed: number;
  /** Guesses over all games. */
  readonly total: number;
  readonly average: number;
  readonly max: number;
  /** Share of games won within the limit, 0..1. */
  readonly winRate: number;
  /** Wall time, milliseconds (when a clock is given). */
  readonly ms: number;
}

/** Options for `benchBoards`. */
export interface BoardsBenchOptions {
  readonly boards: number;
  readonly games: number;
  /** Seed of the answer tuples. @default 1 */
  readonly seed?: number;
  /** @default boards + 5 */
  readonly maxGuesses?: number;
  /** Fixed opening; by default the strategy's own, computed once (every game starts the same). */
  readonly first?: Word;
  /** A clock in milliseconds (injected: the engine has no timers of its own). */
  readonly now?: () => number;
  /** Called after each game. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The guess a multi-board strategy opens with. */
function boardsOpening(config: GameConfig, strategy: Strategy, boards: number, maxGuesses: number): Word {
  const { words } = config;
  const start = Array.from({ length: boards }, () => allCandidates(words));
  return words.guesses[strategy.pick(boardsGuessContext(config, start, 1, maxGuesses))] as Word;
}

/** Play the games of a benchmark: guesses per game (failures counted with the guesses they took). */
function playGames(
  config: GameConfig,
  strategy: Strategy,
  options: BoardsBenchOptions & { readonly first: Word; readonly seed: number; readonly maxGuesses: number },
): { histogram: number[]; failed: number; total: number; max: number } {
  const { words } = config;
  const { boards, games, maxGuesses, first } = options;
  const histogram = new Array<number>(maxGuesses + 1).fill(0);
  let failed = 0;
  let total = 0;
  let max = 0;
  sampleAnswerTuples(words.answers.length, boards, games, options.seed).forEach((tuple, i) => {
    const answers = tuple.map((a) => words.answers[a] as Word);
    const r = solve(config, strategy, answers, { first, maxGuesses });
    const problem = checkBoardsGame(words, answers, r.steps);
    if (r.status === 'solved' && problem !== null) {
      throw new Error(`illegal game for ${answers.join(',')}: ${problem}`);
    }
    const n = r.status === 'solved' ? r.steps.length : BOARDS_GAME_CAP + 1;
    total += n;
    max = Math.max(max, n);
    if (n <= maxGuesses) histogram[n]!++;
    else failed++;
    options.onProgress?.(i + 1, games);
  });
  return { histogram, failed, total, max };
}

/**
 * Play `games` random answer tuples (seeded) with a multi-board strategy. Every game is replayed
 * with the reference scorer (`checkBoardsGame`); an illegal game is a bug and throws.
 */
export function benchBoards(config: GameConfig, strategy: Strategy, options: BoardsBenchOptions): BoardsBenchStats {
  expectConfig(config, 'benchBoards');
  expectStrategy(strategy, 'benchBoards');
  if (typeof options !== 'object' || options === null) badArgument('benchBoards', 'options', 'an object', options);
  expectInt(options.boards, 'benchBoards', 'options.boards', 1, MAX_BOARDS);
  expectInt(options.games, 'benchBoards', 'options.games', 0);
  expectOptionsOf(options, 'benchBoards', {
    seed: RULES.seed,
    maxGuesses: RULES.maxGuesses,
    first: RULES.word,
    now: 'function',
    onProgress: 'function',
  });
  const { boards, games } = options;
  checkBoardsConfig(config, boards);
  const seed = options.seed ?? 1;
  const maxGuesses = options.maxGuesses ?? defaultMaxGuesses(boards);
  const now = options.now ?? (() => 0);
  const t0 = now();
  const first = options.first ?? boardsOpening(config, strategy, boards, maxGuesses);
  const { histogram, failed, total, max } = playGames(config, strategy, { ...options, first, seed, maxGuesses });
  return {
    strategy: strategy.name,
    boards,
    games,
    seed,
    maxGuesses,
    first,
    histogram,
    failed,
    total,
    average: games > 0 ? total / games : 0,
    max,
    winRate: games > 0 ? (games - failed) / games : 0,
    ms: now() - t0,
  };
}
