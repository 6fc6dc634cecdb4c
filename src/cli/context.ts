import { homedir } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { WordleError } from '../core/errors.js';
import type { PatternMatrix } from '../core/matrix.js';
import type { WordSet } from '../core/wordlist.js';
import { gameConfig, type GameConfig } from '../engine/position.js';
import { allowedAsAnswers, PRIORS, priorSpace, type PriorName } from '../engine/prior.js';
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
    .option('--json', 'machine-readable JSON output');
}

/** Everything a command needs, resolved from its options. */
export interface Context {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  readonly config: GameConfig;
  readonly strategy: Strategy;
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
  const space = priorSpace(base, opts.prior ?? 'uniform');
  const words = more.allAnswers === true && space.weights === undefined ? allowedAsAnswers(base) : space.words;
  const dir = cacheDir(opts);
  const matrix = loadMatrix(words, dir === undefined ? {} : { cacheDir: dir });
  const weights = space.weights;
  const config = gameConfig(words, matrix, {
    hard: opts.hard ?? false,
    pool: opts.guessPool,
    ...(weights ? { weights } : {}),
  });
  return { words, matrix, config, strategy };
}
