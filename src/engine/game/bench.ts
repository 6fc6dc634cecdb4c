import type { Word } from '../../core/types.js';
import { WordleError } from '../../core/errors.js';
import { mulberry32 } from '../../core/random.js';
import type { WordSet } from '../../core/wordlist.js';
import {
  badArgument,
  expectConfig,
  expectInt,
  expectStrategy,
  expectOptionsOf,
  expectWordSet,
  RULES,
} from '../../core/validate.js';
import type { GameConfig } from '../../strategies/context.js';
import type { Strategy } from '../../strategies/types.js';
import { tally, type BenchStats } from '../tree/bench.js';
import { compareStrategies, type CompareOptions } from '../tree/compare.js';
import { boardGameName, checkBoardsConfig, defaultMaxGuesses, MAX_BOARDS } from './rules.js';
import { chooseAnswer, type AnswerChoice } from './game.js';
import { Session } from './session.js';
import { BOARDS_GAME_CAP, checkBoardsGame, solve } from './solve.js';
import { createStrategy } from './strategies.js';

/*
 * `wordle bench` on any number of boards: one board plays every answer through each strategy's
 * decision tree (tree/compare.ts); several play seeded random answer tuples (2,315^N games are too
 * many to play them all), each game replayed with the reference scorer. Both give `BenchStats`.
 */

/**
 * `games` tuples of `boards` answer ids, drawn uniformly from `nAnswers` with the seed (mulberry32);
 * the answers of one game are distinct, as in Dordle and Quordle. The same seed gives the same tuples.
 */
export function sampleAnswerTuples(nAnswers: number, boards: number, games: number, seed: number): number[][] {
  expectInt(nAnswers, 'sampleAnswerTuples', 'nAnswers', 0);
  expectInt(boards, 'sampleAnswerTuples', 'boards', 1);
  expectInt(games, 'sampleAnswerTuples', 'games', 0);
  expectInt(seed, 'sampleAnswerTuples', 'seed', Number.MIN_SAFE_INTEGER);
  if (boards > nAnswers) {
    throw new WordleError('BAD_OPTION', `${boards} boards need ${boards} distinct answers; the list has ${nAnswers}`);
  }
  const rand = mulberry32(seed);
  return Array.from({ length: games }, () => {
    const tuple: number[] = [];
    while (tuple.length < boards) {
      const a = Math.floor(rand() * nAnswers);
      if (!tuple.includes(a)) tuple.push(a);
    }
    return tuple;
  });
}

/** `boards` distinct answers drawn from the list by a seed (the same seed, the same answers). */
export function seededAnswers(words: WordSet, boards: number, seed: number): Word[] {
  expectWordSet(words, 'seededAnswers');
  expectInt(boards, 'seededAnswers', 'boards', 1, MAX_BOARDS);
  expectInt(seed, 'seededAnswers', 'seed', 0);
  return sampleAnswerTuples(words.answers.length, boards, 1, seed)[0]!.map((a) => words.answers[a] as Word);
}

/**
 * The answers of a game of `boards` boards chosen as `choice` says: given words (one per board), a
 * seed (one board: Wordle's `chooseAnswer`, whose seeded answers `play --seed` has always had;
 * several: `seededAnswers`), or a list's daily one, which exists for one board only (a day has one
 * answer). Fails clearly, before the game, on a word outside the list or a choice the count has not.
 */
export function chooseAnswers(
  words: WordSet,
  choice: AnswerChoice | { kind: 'words'; words: readonly string[] },
  boards: number,
): Word[] {
  expectInt(boards, 'chooseAnswers', 'boards', 1, MAX_BOARDS);
  if (choice.kind === 'words') return choice.words.map((word) => chooseAnswer(words, { kind: 'word', word }));
  if (boards === 1) return [chooseAnswer(words, choice)];
  if (choice.kind === 'seed') return seededAnswers(words, boards, choice.seed);
  throw new WordleError(
    'BAD_OPTION',
    `${choice.kind === 'daily' ? "a day's game" : 'one answer'} plays one board: ${boardGameName(boards)} plays seeded answers or one given per board`,
  );
}

/** Options of `benchBoards`: one strategy on `games` seeded answer tuples of `boards` boards. */
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

/** The guesses each game took (a game the strategy gives up counts as more than any real one). */
function playGames(config: GameConfig, strategy: Strategy, o: Required<Omit<BoardsBenchOptions, 'now'>>): number[] {
  const { words } = config;
  return sampleAnswerTuples(words.answers.length, o.boards, o.games, o.seed).map((tuple, i) => {
    const answers = tuple.map((a) => words.answers[a] as Word);
    const r = solve(config, strategy, answers, { first: o.first, maxGuesses: o.maxGuesses });
    const problem = checkBoardsGame(words, answers, r.steps);
    if (r.status === 'solved' && problem !== null) {
      throw new Error(`illegal game for ${answers.join(',')}: ${problem}`);
    }
    o.onProgress(i + 1, o.games);
    return r.status === 'solved' ? r.steps.length : BOARDS_GAME_CAP + 1;
  });
}

/**
 * Play `games` random answer tuples (seeded) with a strategy on several boards. Every game is
 * replayed with the reference scorer (`checkBoardsGame`); an illegal game is a bug and throws.
 */
export function benchBoards(config: GameConfig, strategy: Strategy, options: BoardsBenchOptions): BenchStats {
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
  const first = options.first ?? new Session(config, strategy, { boards, maxGuesses }).next();
  const onProgress = options.onProgress ?? (() => undefined);
  const played = playGames(config, strategy, { boards, games, seed, maxGuesses, first, onProgress });
  return { strategy: strategy.name, first, maxGuesses, ...tally(played, maxGuesses), ms: now() - t0, boards, seed };
}

/** Options of `benchGames`: those of `compareStrategies`, and the boards. */
export interface GamesBenchOptions extends CompareOptions {
  /** Boards of each game. @default 1 */
  readonly boards?: number;
  /** Several boards: how many seeded answer tuples to play. @default 500 */
  readonly games?: number;
  /** Several boards: the seed of the answer tuples. @default 1 */
  readonly seed?: number;
}

/**
 * Benchmark strategies by name on `boards` boards (the game's rules checked first): on one, every
 * answer (or the `targets`) through each one's tree; on several, `games` seeded answer tuples.
 */
export async function benchGames(
  config: GameConfig,
  names: readonly string[],
  options: GamesBenchOptions = {},
): Promise<BenchStats[]> {
  expectConfig(config, 'benchGames');
  const { boards = 1, games = 500, seed = 1, ...compare } = options;
  expectInt(boards, 'benchGames', 'options.boards', 1, MAX_BOARDS);
  checkBoardsConfig(config, boards);
  if (boards === 1) return compareStrategies(config, names, compare);
  const { first, maxGuesses, now, onProgress, targets } = compare;
  if (targets !== undefined) {
    throw new WordleError(
      'BAD_OPTION',
      'a chosen set of answers (--answers-subset, --candidates all) is played on one board: ' +
        'several boards play seeded tuples of the answer list (--games, --seed)',
    );
  }
  // The strategies as `createStrategy` makes them for the boards (the seed is the answer tuples').
  return names.map((name) =>
    benchBoards(config, createStrategy(name, { boards }), {
      boards,
      games,
      seed,
      ...(maxGuesses === undefined ? {} : { maxGuesses }),
      ...(first === undefined ? {} : { first: first.toLowerCase() }),
      ...(now === undefined ? {} : { now }),
      ...(onProgress === undefined ? {} : { onProgress: (done, total) => onProgress(name, done, total) }),
    }),
  );
}
