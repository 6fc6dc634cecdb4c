import { homedir } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { WordleError } from '../core/errors.js';
import type { PatternMatrix } from '../core/matrix.js';
import { MIN_LENGTH } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { BUILTIN_LENGTHS, builtinListCounts, LENGTH_LISTS } from '../data/lists.js';
import { checkBoardsConfig, defaultMaxGuesses, MAX_BOARDS } from '../engine/boards.js';
import { createBoardsStrategy, DEFAULT_BOARDS_STRATEGY } from '../strategies/boards/index.js';
import type { BoardsStrategy } from '../strategies/boards/types.js';
import { gameConfig, type GameConfig } from '../engine/position.js';
import { allowedAsAnswers, frequencyWeights, PRIORS, type PriorName } from '../engine/prior.js';
import { loadMatrix } from '../node/matrix-cache.js';
import { loadWordSet } from '../node/words.js';
import { createStrategy, DEFAULT_STRATEGY, STRATEGIES } from '../strategies/index.js';
import type { GuessPool, Strategy } from '../strategies/types.js';

/** Options every command accepts (see `addCommonOptions`). */
export interface CommonOptions {
  list: string;
  answers?: string;
  guesses?: string;
  hard?: boolean;
  strategy: string;
  guessPool: GuessPool;
  seed: number;
  json?: boolean;
  cache?: string | boolean;
  prior?: PriorName;
  /** Word length (`--length`): the built-in list of that length. */
  length?: number;
  /** Number of boards played at once (`--boards`): 1 is Wordle, 2 Dordle, 4 Quordle, 8 Octordle. */
  boards: number;
}

/** Parse a whole number ≥ min for an option, or fail with a clear BAD_OPTION error. */
export function intOption(name: string, min = 1): (value: string) => number {
  return (value) => {
    if (!/^\d+$/u.test(value.trim()) || Number(value) < min) {
      throw new WordleError('BAD_OPTION', `${name} must be a whole number ≥ ${min}, got "${value}"`);
    }
    return Number(value);
  };
}

/** Add the options shared by every command. */
export function addCommonOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--list <name>', 'built-in word list').choices(['classic', 'nyt']).default('classic'))
    .option('--answers <file>', 'answer list file, one word per line (replaces the built-in answers)')
    .option('--guesses <file>', 'further allowed guesses file, one word per line')
    .option('--hard', 'hard mode: revealed hints must be used in later guesses')
    .option('--strategy <name>', `guess strategy: ${STRATEGIES.map((s) => s.name).join(', ')}`, DEFAULT_STRATEGY)
    .addOption(
      new Option('--guess-pool <pool>', 'guess from all allowed words, or only remaining answers')
        .choices(['all', 'answers'])
        .default('all'),
    )
    .option('--seed <n>', 'random seed for randomized strategies', intOption('--seed', 0), 1)
    .option('--cache [dir]', 'cache the pattern matrix on disk (default dir: ~/.cache/wordle-solver)')
    .addOption(
      new Option(
        '--prior <prior>',
        'answer prior: uniform over the answer list, or every allowed word weighted by frequency',
      )
        .choices(PRIORS)
        .default('uniform'),
    )
    .option(
      '--length <n>',
      `word length: the built-in list of ${BUILTIN_LENGTHS.join(', ')} letters (5: --list)`,
      intOption('--length', MIN_LENGTH),
    )
    .option(
      '--boards <n>',
      `boards at once: 2 Dordle, 4 Quordle, 8 Octordle (at most ${MAX_BOARDS}; assist, suggest, filter, solve, bench, play)`,
      boardsOption,
      1,
    )
    .option('--json', 'machine-readable JSON output');
}

/** Parse `--boards`: a whole number from 1 to MAX_BOARDS. */
function boardsOption(value: string): number {
  const n = intOption('--boards')(value);
  if (n > MAX_BOARDS) throw new WordleError('BAD_OPTION', `--boards must be at most ${MAX_BOARDS}, got ${n}`);
  return n;
}

/** Everything a command needs, resolved from its options. */
export interface Context {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  readonly config: GameConfig;
  readonly strategy: Strategy;
}

/** Pattern matrices above this many cells (2 bytes each beyond five letters) are refused. */
const MAX_MATRIX_CELLS = 600_000_000;

/** Refuse a matrix too large to build in memory, naming what asked for it and its size. */
function checkMatrixSize(words: WordSet, what: string): void {
  const cells = words.guesses.length * words.answers.length;
  if (cells <= MAX_MATRIX_CELLS) return;
  const gb = (cells * (words.length > 5 ? 2 : 1)) / 1e9;
  throw new WordleError(
    'BAD_OPTION',
    `${what} with ${words.length}-letter words makes every one of the ${words.guesses.length} allowed words an answer: ` +
      `a ${words.guesses.length} × ${words.answers.length} pattern matrix (${gb.toFixed(1)} GB), too large; ` +
      'the built-in answers need no such matrix',
  );
}

/** The frequency prior's counts for words of `length` letters (the built-in five-letter ones by default). */
export function priorCounts(length: number): { counts?: ReadonlyMap<string, number> } {
  if (length === 5) return {};
  const name = LENGTH_LISTS[length];
  if (name === undefined) {
    throw new WordleError('BAD_OPTION', `--prior frequency: no frequency data for ${length}-letter words`);
  }
  return { counts: builtinListCounts(name) };
}

/** The cache directory chosen by `--cache [dir]`, if any. */
export function cacheDir(opts: Pick<CommonOptions, 'cache'>): string | undefined {
  if (opts.cache === undefined || opts.cache === false) return undefined;
  if (opts.cache === true) return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'wordle-solver');
  return opts.cache;
}

/** Load words only (for commands that need no matrix). */
export function loadWords(opts: CommonOptions): WordSet {
  return loadWordSet({
    list: opts.list,
    ...(opts.length !== undefined ? { length: opts.length } : {}),
    ...(opts.answers !== undefined ? { answers: opts.answers } : {}),
    ...(opts.guesses !== undefined ? { guesses: opts.guesses } : {}),
  });
}

/**
 * Load words, matrix, rules and strategy. The strategy name is checked before any heavy work.
 * `base`: words already loaded with `loadWords(opts)`. `allAnswers`: every allowed word may be the
 * answer (always so with the frequency prior, which then also weights them).
 */
export function loadContext(opts: CommonOptions, more: { base?: WordSet; allAnswers?: boolean } = {}): Context {
  const strategy = createStrategy(opts.strategy, { seed: opts.seed });
  const base = more.base ?? loadWords(opts);
  const words = opts.prior === 'frequency' || more.allAnswers === true ? allowedAsAnswers(base) : base;
  checkMatrixSize(words, opts.prior === 'frequency' ? '--prior frequency' : '--candidates all');
  const dir = cacheDir(opts);
  const matrix = loadMatrix(words, dir === undefined ? {} : { cacheDir: dir });
  const weights = opts.prior === 'frequency' ? frequencyWeights(words, priorCounts(words.length)) : undefined;
  const config = gameConfig(words, matrix, {
    hard: opts.hard ?? false,
    pool: opts.guessPool,
    ...(weights ? { weights } : {}),
  });
  return { words, matrix, config, strategy };
}

/** Everything a multi-board command needs: the context, the multi-board strategy and the guess limit. */
export interface BoardsContext extends Context {
  readonly boards: number;
  readonly boardsStrategy: BoardsStrategy;
  /** The game's guess limit: `--max-guesses`, else the boards plus five. */
  readonly maxGuesses: number;
}

/**
 * Load a multi-board context (`--boards` > 1): the strategy must be a multi-board one (the default
 * one unless `--strategy` was given), and the rules without a multi-board version (hard mode, the
 * frequency prior) fail in one line first. `--max-guesses`, when given, replaces the boards plus five.
 */
export function loadBoardsContext(opts: CommonOptions & { maxGuesses?: number }, cmd: Command): BoardsContext {
  if (opts.hard) throw new WordleError('BAD_OPTION', 'hard mode is not supported with several boards');
  if (opts.prior === 'frequency') {
    throw new WordleError('BAD_OPTION', 'the frequency prior is not supported with several boards');
  }
  const given = (name: string) => {
    const source = cmd.getOptionValueSource(name);
    return source !== undefined && source !== 'default';
  };
  const boardsStrategy = createBoardsStrategy(given('strategy') ? opts.strategy : DEFAULT_BOARDS_STRATEGY);
  const ctx = loadContext({ ...opts, strategy: DEFAULT_STRATEGY });
  checkBoardsConfig(ctx.config, opts.boards);
  const maxGuesses =
    given('maxGuesses') && opts.maxGuesses !== undefined ? opts.maxGuesses : defaultMaxGuesses(opts.boards);
  return { ...ctx, boards: opts.boards, boardsStrategy, maxGuesses };
}
