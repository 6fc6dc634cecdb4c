import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { WordleError } from '../core/errors.js';
import { escapeControls } from '../core/quote.js';
import { matrixByteLength, matrixMemoryEstimate, type PatternMatrix } from '../core/matrix.js';
import { lazyMatrix } from '../core/sub-matrix.js';
import type { WordSet } from '../core/wordlist.js';
import {
  BUILTIN_LISTS,
  builtinListCounts,
  builtinListName,
  builtinWordSet,
  LENGTH_LISTS,
  VARIANT_LIST,
} from '../data/lists.js';
import { boardGameName, checkBoardsRules, checkBoardsGuesses, defaultMaxGuesses } from '../engine/game/rules.js';
import { INTERACTIVE_BUDGET_MS, type OpeningTotals, type OptimalOptions } from '../engine/exact/optimal.js';
import { allowedAsAnswers } from '../engine/game/prior.js';
import { ExactPlays } from '../engine/exact/plays.js';
import { createStrategy, defaultStrategyName, checkStrategyName, strategyInfo } from '../engine/game/strategies.js';
import { openingTotals } from '../engine/openings/table.js';
import { userCacheDir } from '../node/cache-dir.js';
import { checkMemory, DEFAULT_MAX_MEMORY_MB } from '../node/limits.js';
import { loadMatrix } from '../node/matrix-cache.js';
import { shippedOpeningsPath } from '../node/openings-text.js';
import { readTreeFile, shippedTreePath } from '../node/tree-file.js';
import { loadWordSet } from '../node/words.js';
import { gameConfig, type GameConfig } from '../strategies/context.js';
import type { Strategy } from '../strategies/types.js';
import type { CommonOptions } from './context.js';
import { shippedTable } from './openings-shipped.js';
import type { Output } from './output.js';
import { loadPriorSpace, priorWords } from './prior.js';
import { historyKnown, runPrior } from './puzzle.js';

/*
 * What a command loads from its options: the word lists, the matrix (from the on-disk cache when
 * asked), the rules and the strategy (the optimal one with the shipped tree and openings).
 */

export { INTERACTIVE_BUDGET_MS };

/** The optimal strategy searches every allowed guess (under any prior). */
function checkOptimalOptions(opts: CommonOptions): void {
  if (opts.guessPool === 'answers') {
    throw new WordleError(
      'BAD_OPTION',
      '--strategy optimal searches every allowed guess: it takes no --guess-pool answers',
    );
  }
}

/**
 * The optimal strategy's setup: the shipped proven openings table of the built-in list the words
 * are (when it ships), the shipped proven SALET tree for the classic lists, the budget. The shipped
 * tree and tables are proven for one board's six guesses: under another limit (`maxGuesses`) the
 * exact search runs without them, within that limit (`shippedTablesNote` says so).
 */
export function optimalSetup(
  words: WordSet,
  opts: CommonOptions,
  budgetMs: number | undefined,
  maxGuesses = SHIPPED_GUESSES,
): OptimalOptions {
  if (maxGuesses !== SHIPPED_GUESSES) return { maxGuesses, ...(budgetMs !== undefined ? { budgetMs } : {}) };
  // The words come from the list the options name (or a prior over it), unless word files are
  // given: only then may they be another built-in list's (each is made to be compared).
  const names: readonly string[] =
    opts.answers === undefined && opts.guesses === undefined ? [listName(opts)] : BUILTIN_LISTS;
  const list = names.find(
    (name) => (BUILTIN_LISTS as readonly string[]).includes(name) && builtinWordSet(name).checksum === words.checksum,
  );
  const hard = opts.hard ?? false;
  const openings = list === undefined ? undefined : lazyOpenings(list, words, hard);
  // The history prior's table: the strategy reads it only where a game's weights are its own.
  const prior = list === undefined || opts.prior !== 'history' ? undefined : lazyOpenings(list, words, hard, 'history');
  return {
    ...(list === 'classic' ? { tree: readTreeFile(shippedTreePath(hard), words) } : {}),
    ...(openings !== undefined ? { openings } : {}),
    ...(prior !== undefined ? { priorOpenings: prior } : {}),
    ...(budgetMs !== undefined ? { budgetMs } : {}),
  };
}

/** The guesses the shipped tree and tables of openings are proven for: one board's six. */
const SHIPPED_GUESSES = defaultMaxGuesses(1);

/** Whether a game's limit is the one the shipped tree and tables of openings are proven for. */
export function shippedTablesApply(ctx: Pick<Context, 'maxGuesses'>): boolean {
  return ctx.maxGuesses === SHIPPED_GUESSES;
}

/** Where the optimal strategy plays without the shipped tree and tables (another limit), the line that says so. */
export function shippedTablesNote(ctx: Pick<Context, 'strategy' | 'maxGuesses'>): string[] {
  if (ctx.strategy.name !== 'optimal' || shippedTablesApply(ctx)) return [];
  return [
    `The shipped tables are proven for ${SHIPPED_GUESSES} guesses: within ${ctx.maxGuesses} the exact search runs without them (at the start, bounds within its time).`,
  ];
}

/**
 * The shipped table of openings for a built-in list in this mode (under `prior`, the history
 * prior's), read when first asked (only the start of a game asks: a question after a turn never
 * reads its 14,855 lines); undefined when the package has none.
 */
function lazyOpenings(list: string, words: WordSet, hard: boolean, prior?: 'history'): OpeningTotals | undefined {
  if (!existsSync(shippedOpeningsPath(list, hard ? 'hard' : 'normal', prior))) return undefined;
  let table: OpeningTotals | undefined;
  const read = (): OpeningTotals => (table ??= openingTotals(shippedTable(list, words, hard, prior)!));
  const total: OpeningTotals['total'] = (guess) => read().total(guess);
  const best: OpeningTotals['best'] = (n) => read().best(n);
  // Equal weights' table has no prior; a table under a prior says its digest once read (a getter
  // in the literal itself: spread into one, it would be called, and the table read, right here).
  return prior === undefined
    ? { total, best }
    : {
        total,
        best,
        get prior() {
          return read().prior;
        },
      };
}

/** Everything a command needs, resolved from its options, for any number of boards. */
export interface Context {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  readonly config: GameConfig;
  readonly strategy: Strategy;
  /** The exact searches and memos of the run, shared by the optimal strategy and a review's grades. */
  readonly plays: ExactPlays;
  /** How many boards are played at once (one: plain Wordle). */
  readonly boards: number;
  /** The guesses allowed: `--max-guesses`, else the game's own (`defaultMaxGuesses`: the boards plus five). */
  readonly maxGuesses: number;
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
  if (opts.cache === true) return userCacheDir();
  return opts.cache;
}

/**
 * The largest whole matrix kept in the user's cache folder without `--cache` (today's NYT lists'
 * 47 MB, the classic lists' 30 MB; not the frequency prior's 221 MB): read back checked it costs
 * about half of building it again.
 */
const DEFAULT_CACHE_MAX = 64 * 2 ** 20;

/**
 * Where a run's whole matrix is kept: `--cache [dir]`; else, unless `--no-cache`, the user's cache
 * folder for a matrix of up to DEFAULT_CACHE_MAX bytes (what cannot be written there is not said:
 * `quiet`).
 */
function matrixCache(opts: CommonOptions, words: WordSet): { dir?: string; quiet: boolean } {
  const dir = cacheDir(opts);
  if (dir !== undefined || opts.cache === false) return { ...(dir !== undefined ? { dir } : {}), quiet: false };
  const bytes = matrixByteLength(words.guesses.length, words.answers.length, words.length);
  return bytes <= DEFAULT_CACHE_MAX ? { dir: userCacheDir(), quiet: true } : { quiet: true };
}

/** `--list`, else for a variant of five letters (`original`: several boards, Absurdle) the original game's. */
function listOption(opts: CommonOptions, original: boolean): string | undefined {
  return opts.list ?? (original && (opts.length ?? 5) === 5 ? VARIANT_LIST : undefined);
}

/** The game today's NYT lists are for; its variants (Dordle, Quordle, …, Absurdle) play the original game's. */
const NYT_GAME = 'Wordle';

/** Whether the game `--boards` names is a variant of the NYT's: the original game's lists unless `--list`. */
function variantGame(opts: CommonOptions): boolean {
  return boardGameName(opts.boards ?? 1) !== NYT_GAME; // (commands without --boards: one board)
}

/** The built-in list a run plays (its answers and guesses may come from files instead). */
export function listName(opts: CommonOptions, original = variantGame(opts)): string {
  return builtinListName(opts.length ?? 5, listOption(opts, original));
}

/**
 * `--tree optimal` is the shipped SALET tree, proven for the classic lists only: it plays them, and
 * a run that asks for other words (another `--list`, `--length`, word files) is refused, since the
 * tree is neither optimal nor complete for them. The note says what is played and why.
 */
export function shippedTreeList<T extends CommonOptions>(opts: T, tree: string | undefined): T {
  if (tree !== 'optimal') return opts;
  const other =
    opts.list !== undefined && opts.list !== 'classic'
      ? `--list ${opts.list}`
      : opts.length !== undefined && opts.length !== 5
        ? `--length ${opts.length}`
        : opts.answers !== undefined
          ? '--answers'
          : opts.guesses !== undefined
            ? '--guesses'
            : undefined;
  if (other !== undefined) {
    throw new WordleError(
      'BAD_OPTION',
      `the shipped optimal tree is for the classic lists only, not ${other}: ` +
        'build a tree for these words with "wordle tree build --out FILE" and give FILE instead',
    );
  }
  return { ...opts, list: 'classic' };
}

/** What a run on `--tree optimal` plays, and why (see `shippedTreeList`); nothing for a tree file. */
export function shippedTreeNote(tree: string | undefined): string[] {
  return tree === 'optimal' ? ['The classic lists: the shipped optimal tree is proven for them.'] : [];
}

/** The line that says a run is in hard mode, if it is. */
export function hardModeNote(hard: boolean | undefined): string[] {
  return hard === true ? ['Hard mode: every hint revealed must be used in later guesses.'] : [];
}

/**
 * Load words only (for commands that need no matrix): `--list`, else today's NYT game, else for a
 * variant (`original`: several boards, Absurdle, `play --daily`) the original game's list.
 */
export function loadWords(opts: CommonOptions, original = variantGame(opts)): WordSet {
  const list = listOption(opts, original);
  return loadWordSet({
    ...(list !== undefined ? { list } : {}),
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
  /** Copies of the matrix the command will hold (its transposition, say). @default 1 */
  readonly matrixCopies?: number;
  /** Make the matrix in shared memory (worker threads read it without a copy). @default false */
  readonly sharedMatrix?: boolean;
  /** The optimal strategy's time budget when `--budget-ms` is not given. @default unlimited */
  readonly budgetMs?: number;
  /** The strategy when `--strategy` is not given. @default `defaultStrategyName` of the options */
  readonly defaultStrategy?: string;
  /**
   * The command, to tell a `--max-guesses` the user gave from the command's default (six, one
   * board's): not given, the game's own limit applies.
   */
  readonly command?: Command;
}

/** The strategy a command plays: `--strategy`, else its own default, else the exact one where it applies. */
export function strategyName(opts: CommonOptions, fallback?: string): string {
  return (
    opts.strategy ??
    fallback ??
    defaultStrategyName({ ...(opts.prior ? { prior: opts.prior } : {}), pool: opts.guessPool, boards: opts.boards })
  );
}

/**
 * Load words, matrix, rules and strategy. The strategy name is checked before any heavy work, and
 * the matrix's memory against `--max-memory` before it is built. With the frequency prior (or
 * `allAnswers`) every allowed word may be the answer, weighted by the prior.
 */
export function loadContext(opts: CommonOptions & { maxGuesses?: number }, more: ContextExtras = {}): Context {
  const boards = opts.boards ?? 1; // (commands without --boards: one board)
  const prior = runPrior(opts);
  // The rules several boards do not have (hard mode, a prior) fail before any work, as a bad limit does.
  checkBoardsRules(boards, { hard: opts.hard ?? false, ...(isUniform(prior) ? {} : { prior: priorWords(prior) }) });
  const maxGuesses = givenMaxGuesses(opts, more.command) ?? defaultMaxGuesses(boards);
  checkBoardsGuesses(boards, maxGuesses);
  const name = strategyName(opts, more.defaultStrategy);
  checkStrategyName(name, boards); // an unknown name (or one that does not play the boards) fails before any work
  checkEqualWeights(name, prior);
  if (name === 'optimal') checkOptimalOptions(opts);
  const base = more.base ?? loadWords(opts);
  const space = loadPriorSpace(
    base,
    prior,
    () => priorCounts(base.length),
    () => historyKnown(opts),
  );
  const words = more.allAnswers === true && space.weights === undefined ? allowedAsAnswers(base) : space.words;
  const cache = matrixCache(opts, words);
  const copies = more.matrixCopies ?? 1;
  // Made (or read from the cache) only when a question reads every answer (see position-space.ts),
  // its memory checked against --max-memory first.
  const matrix = lazyMatrix(words, () => {
    const extra = (copies - 1) * matrixByteLength(words.guesses.length, words.answers.length, words.length);
    checkMemory(
      matrixMemoryEstimate(words.guesses, words.answers) + extra,
      opts.maxMemory ?? DEFAULT_MAX_MEMORY_MB,
      copies > 1 ? `the pattern matrix (${copies} copies)` : 'the pattern matrix',
    );
    return loadMatrix(words, {
      ...(cache.dir === undefined ? {} : { cacheDir: cache.dir }),
      shared: more.sharedMatrix === true,
      ...(more.out ? { onWarning: warnTo(more.out) } : {}),
      warnUnsaved: !cache.quiet,
    });
  });
  const weights = space.weights;
  const config = gameConfig(words, matrix, {
    hard: opts.hard ?? false,
    pool: opts.guessPool,
    ...(weights ? { weights } : {}),
  });
  const plays = new ExactPlays();
  const strategy = createStrategy(name, {
    seed: opts.seed,
    boards: opts.boards,
    ...(name === 'optimal' ? { ...optimalSetup(words, opts, opts.budgetMs ?? more.budgetMs, maxGuesses), plays } : {}),
  });
  return { words, matrix, config, strategy, plays, boards, maxGuesses };
}

function isUniform(prior: ReturnType<typeof runPrior>): boolean {
  return prior.kind === 'named' && prior.name === 'uniform';
}

/** `--max-guesses` as the user gave it (not the command's default), when the command tells. */
function givenMaxGuesses(opts: { maxGuesses?: number }, command: Command | undefined): number | undefined {
  if (command === undefined) return opts.maxGuesses;
  const source = command.getOptionValueSource('maxGuesses');
  return source !== undefined && source !== 'default' ? opts.maxGuesses : undefined;
}

/**
 * The strategies made for several boards (rollout, endgame) play one board too, but with equally
 * likely answers only (StrategyInfo.equalWeightsOnly): under any other prior, one clear refusal
 * rather than advice that silently ignores it. (Several boards refuse any prior first.)
 */
function checkEqualWeights(name: string, prior: ReturnType<typeof runPrior>): void {
  if (strategyInfo(name).equalWeightsOnly !== true || isUniform(prior)) return;
  throw new WordleError(
    'BAD_OPTION',
    `strategy ${name} plays equally likely answers only, not ${priorWords(prior)}: add --prior uniform, or choose another strategy`,
  );
}
