import { homedir } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { WordleError } from '../core/errors.js';
import { escapeControls } from '../core/quote.js';
import { matrixByteLength, matrixMemoryEstimate, type PatternMatrix } from '../core/matrix.js';
import { MIN_LENGTH, type History } from '../core/types.js';
import { DEFAULT_MAX_WORDS, type WordSet } from '../core/wordlist.js';
import { BUILTIN_LENGTHS, BUILTIN_LISTS, builtinListCounts, builtinWordSet, LENGTH_LISTS } from '../data/lists.js';
import { checkBoardsConfig, defaultMaxGuesses, MAX_BOARDS } from '../engine/boards.js';
import { gameConfig, type GameConfig } from '../engine/position.js';
import { allowedAsAnswers, PRIORS, priorSpace, type PriorName } from '../engine/prior.js';
import { checkMemory, DEFAULT_MAX_MEMORY_MB } from '../node/limits.js';
import { loadMatrix } from '../node/matrix-cache.js';
import type { NamedPath } from '../node/output-target.js';
import { packageInfo } from '../node/package-info.js';
import { loadWordSet } from '../node/words.js';
import { existsSync } from 'node:fs';
import { openingTotals } from '../engine/openings.js';
import type { OpeningTotals, OptimalOptions } from '../engine/optimal.js';
import { readOpeningsFile, shippedOpeningsPath } from '../node/openings-file.js';
import { createGameStrategy, GAME_STRATEGIES, gameStrategyInfo } from '../engine/strategies.js';
import { readTreeFile, shippedTreePath } from '../node/tree-file.js';
import { fastestKernel } from '../search/kernel-wasm.js';
import { createBoardsStrategy, DEFAULT_BOARDS_STRATEGY } from '../strategies/boards/index.js';
import type { BoardsStrategy } from '../strategies/boards/types.js';
import { DEFAULT_STRATEGY } from '../strategies/index.js';
import type { GuessPool, Strategy } from '../strategies/types.js';
import type { Output } from './output.js';
import type { ColorOption } from './style.js';
import { intOption } from './options.js';

export { intOption };

/** Options every command accepts (see `addCommonOptions`). `color` is false with `--no-color`. */
export interface CommonOptions extends ColorOption {
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
  maxWords: number;
  /** From `addMemoryOption` (commands that build a matrix). */
  maxMemory?: number;
  /** From `addAnyWordOption` (commands that take a history). */
  anyWord?: boolean;
  /** Time for the optimal strategy's exact search per question, ms. */
  budgetMs?: number;
  /** Word length (`--length`): the built-in list of that length. */
  length?: number;
  /** Number of boards played at once (`--boards`): 1 is Wordle, 2 Dordle, 4 Quordle, 8 Octordle. */
  boards: number;
}

/** Add the options shared by every command. */
export function addCommonOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--list <name>', 'built-in word list').choices([...BUILTIN_LISTS]).default('classic'))
    .option('--answers <file>', 'answer list file, one word per line (replaces the built-in answers)')
    .option('--guesses <file>', 'further allowed guesses file, one word per line')
    .option('--hard', 'hard mode: revealed hints must be used in later guesses')
    .option('--strategy <name>', `guess strategy: ${GAME_STRATEGIES.map((s) => s.name).join(', ')}`, DEFAULT_STRATEGY)
    .option(
      '--budget-ms <ms>',
      'with --strategy optimal: time for the exact search per question; past it, bounds (marked unproven)',
      intOption('--budget-ms', 0),
    )
    .addOption(
      new Option('--guess-pool <pool>', 'guess from all allowed words, or only remaining answers')
        .choices(['all', 'answers'])
        .default('all'),
    )
    .option('--seed <n>', 'random seed for randomized strategies', intOption('--seed', 0), 1)
    .option('--cache [dir]', `cache the pattern matrix on disk (default dir: ~/.cache/${packageInfo().name})`)
    .addOption(
      new Option(
        '--prior <prior>',
        'answer prior: uniform over the answer list, or every allowed word weighted by frequency',
      )
        .choices(PRIORS)
        .default('uniform'),
    )
    .option(
      '--max-words <n>',
      'refuse word files with more words than this (a guard against the wrong file)',
      intOption('--max-words'),
      DEFAULT_MAX_WORDS,
    )
    .option(
      '--length <n>',
      `word length: the built-in list of ${BUILTIN_LENGTHS.join(', ')} letters (5: --list)`,
      intOption('--length', MIN_LENGTH),
    )
    .option(
      '--boards <n>',
      `boards at once: 2 Dordle, 4 Quordle, 8 Octordle (assist, suggest, filter, solve, bench, play)`,
      intOption('--boards', 1, MAX_BOARDS),
      1,
    )
    .option('--json', 'machine-readable JSON output')
    .option('--no-color', 'plain text: no colours (also NO_COLOR=1 or TERM=dumb; FORCE_COLOR=1 forces them)');
}

/** Add `--max-memory MB` (commands that build a pattern matrix; `optimal` has its own). */
export function addMemoryOption(cmd: Command): Command {
  return cmd.option(
    '--max-memory <MB>',
    'refuse work estimated to need more memory than this',
    intOption('--max-memory'),
    DEFAULT_MAX_MEMORY_MB,
  );
}

/** Add `--any-word` (commands that take guesses: by default a guess must be an allowed word). */
export function addAnyWordOption(cmd: Command): Command {
  return cmd.option('--any-word', 'accept guesses outside the allowed list (any letters a-z of the right length)');
}

/** A guess outside the allowed list is an error naming it, unless `--any-word`. */
export function checkAllowedGuesses(words: WordSet, history: History, anyWord = false): void {
  if (anyWord) return;
  for (const t of history) {
    if (!words.index.has(t.guess)) {
      throw new WordleError(
        'BAD_WORD',
        `"${t.guess}" is not in the word list (--any-word accepts any ${words.length} letters)`,
      );
    }
  }
}

/** The files a run reads (its word lists), named as the user gave them: outputs must differ. */
export function inputFiles(opts: Pick<CommonOptions, 'answers' | 'guesses'>): NamedPath[] {
  const files: NamedPath[] = [];
  if (opts.answers !== undefined) files.push({ path: opts.answers, what: '--answers' });
  if (opts.guesses !== undefined) files.push({ path: opts.guesses, what: '--guesses' });
  return files;
}

/**
 * The optimal strategy's time budget in the commands a person waits on (suggest, assist, analyze):
 * enough for any position after a good first guess on this machine; `--budget-ms` changes it.
 */
export const INTERACTIVE_BUDGET_MS = 3000;

/** The optimal strategy plays by the uniform prior over the answers, with every allowed guess. */
function checkOptimalOptions(opts: CommonOptions): void {
  if (opts.prior === 'frequency') {
    throw new WordleError(
      'BAD_OPTION',
      '--strategy optimal minimizes guesses over the answer list: it takes no --prior frequency',
    );
  }
  if (opts.guessPool === 'answers') {
    throw new WordleError(
      'BAD_OPTION',
      '--strategy optimal searches every allowed guess: it takes no --guess-pool answers',
    );
  }
}

/** The optimal strategy's setup: the shipped proven tree for the classic lists, the fastest kernel, the budget. */
export function optimalSetup(words: WordSet, opts: CommonOptions, budgetMs: number | undefined): OptimalOptions {
  const classic = words.checksum === builtinWordSet('classic').checksum;
  const kernel = fastestKernel(words.length);
  const openings = classic ? shippedOpenings(words, opts.hard ?? false) : undefined;
  return {
    ...(classic ? { tree: readTreeFile(shippedTreePath(opts.hard ?? false), words) } : {}),
    ...(openings !== undefined ? { openings } : {}),
    ...(kernel !== undefined ? { kernel } : {}),
    ...(budgetMs !== undefined ? { budgetMs } : {}),
  };
}

/** The shipped table of openings for the classic lists in this mode, if it is there and is for them. */
function shippedOpenings(words: WordSet, hard: boolean): OpeningTotals | undefined {
  const path = shippedOpeningsPath('classic', hard ? 'hard' : 'normal');
  if (!existsSync(path)) return undefined;
  const table = readOpeningsFile(path);
  const m = table.meta;
  if (m.checksum !== words.checksum || m.mode !== (hard ? 'hard' : 'normal') || m.maxGuesses !== 6) {
    throw new WordleError('BAD_FILE', `${path}: the shipped openings table is not for the classic lists in this mode`);
  }
  return openingTotals(table);
}

/** Everything a command needs, resolved from its options. */
export interface Context {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  readonly config: GameConfig;
  readonly strategy: Strategy;
}

/** A warning printer: one line on stderr, `wordle: warning: …`. */
export function warnTo(out: Output): (message: string) => void {
  return (message) => out.error(`wordle: warning: ${escapeControls(message)}`);
}

/** The frequency prior's counts for words of `length` letters (undefined: the built-in five-letter ones). */
export function priorCounts(length: number): ReadonlyMap<string, number> | undefined {
  if (length === 5) return undefined;
  const name = LENGTH_LISTS[length];
  if (name === undefined) {
    throw new WordleError('BAD_OPTION', `--prior frequency: no frequency data for ${length}-letter words`);
  }
  return builtinListCounts(name);
}

/** The cache directory chosen by `--cache [dir]`, if any. */
export function cacheDir(opts: Pick<CommonOptions, 'cache'>): string | undefined {
  if (opts.cache === undefined || opts.cache === false) return undefined;
  if (opts.cache === true) return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), packageInfo().name);
  return opts.cache;
}

/** Load words only (for commands that need no matrix). */
export function loadWords(opts: CommonOptions): WordSet {
  return loadWordSet({
    list: opts.list,
    ...(opts.length !== undefined ? { length: opts.length } : {}),
    ...(opts.answers !== undefined ? { answers: opts.answers } : {}),
    ...(opts.guesses !== undefined ? { guesses: opts.guesses } : {}),
    ...(opts.maxWords !== undefined ? { maxWords: opts.maxWords } : {}),
  });
}

/** What `loadContext` may be given besides the options. */
export interface ContextExtras {
  /** Words already loaded with `loadWords(opts)`. */
  readonly base?: WordSet;
  /** Every allowed word may be the answer (always so with the frequency prior). */
  readonly allAnswers?: boolean;
  /** Where cache warnings go (a cache that cannot be used never stops the command). */
  readonly out?: Output;
  /** Copies of the matrix the command will hold (worker threads each keep one). @default 1 */
  readonly matrixCopies?: number;
  /** The optimal strategy's time budget when `--budget-ms` is not given. @default unlimited */
  readonly budgetMs?: number;
}

/**
 * Load words, matrix, rules and strategy. The strategy name is checked before any heavy work, and
 * the matrix's memory against `--max-memory` before it is built. With the frequency prior (or
 * `allAnswers`) every allowed word may be the answer, weighted by the prior.
 */
export function loadContext(opts: CommonOptions, more: ContextExtras = {}): Context {
  gameStrategyInfo(opts.strategy); // an unknown name fails before any work
  if (opts.strategy === 'optimal') checkOptimalOptions(opts);
  const base = more.base ?? loadWords(opts);
  const prior = opts.prior ?? 'uniform';
  const space = priorSpace(base, prior, prior === 'frequency' ? priorCounts(base.length) : undefined);
  const words = more.allAnswers === true && space.weights === undefined ? allowedAsAnswers(base) : space.words;
  const dir = cacheDir(opts);
  const copies = more.matrixCopies ?? 1;
  const extra = (copies - 1) * matrixByteLength(words.guesses.length, words.answers.length, words.length);
  checkMemory(
    matrixMemoryEstimate(words.guesses, words.answers) + extra,
    opts.maxMemory ?? DEFAULT_MAX_MEMORY_MB,
    copies > 1 ? `the pattern matrix (${copies} copies: one per thread)` : 'the pattern matrix',
  );
  const matrix = loadMatrix(words, {
    ...(dir === undefined ? {} : { cacheDir: dir }),
    ...(more.out ? { onWarning: warnTo(more.out) } : {}),
  });
  const weights = space.weights;
  const config = gameConfig(words, matrix, {
    hard: opts.hard ?? false,
    pool: opts.guessPool,
    ...(weights ? { weights } : {}),
  });
  const strategy = createGameStrategy(opts.strategy, {
    seed: opts.seed,
    ...(opts.strategy === 'optimal' ? optimalSetup(words, opts, opts.budgetMs ?? more.budgetMs) : {}),
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
export function loadBoardsContext(
  opts: CommonOptions & { maxGuesses?: number },
  cmd: Command,
  more: ContextExtras = {},
): BoardsContext {
  if (opts.hard) throw new WordleError('BAD_OPTION', 'hard mode is not supported with several boards');
  if (opts.prior === 'frequency') {
    throw new WordleError('BAD_OPTION', 'the frequency prior is not supported with several boards');
  }
  const given = (name: string) => {
    const source = cmd.getOptionValueSource(name);
    return source !== undefined && source !== 'default';
  };
  const boardsStrategy = createBoardsStrategy(given('strategy') ? opts.strategy : DEFAULT_BOARDS_STRATEGY);
  const ctx = loadContext({ ...opts, strategy: DEFAULT_STRATEGY }, more);
  checkBoardsConfig(ctx.config, opts.boards);
  const maxGuesses =
    given('maxGuesses') && opts.maxGuesses !== undefined ? opts.maxGuesses : defaultMaxGuesses(opts.boards);
  return { ...ctx, boards: opts.boards, boardsStrategy, maxGuesses };
}
