import { Command, Option } from 'commander';
import { WordleError } from '../core/errors.js';
import { MIN_LENGTH } from '../core/types.js';
import { DEFAULT_MAX_WORDS, type WordSet } from '../core/wordlist.js';
import { BUILTIN_LENGTHS, BUILTIN_LISTS, DEFAULT_LIST, VARIANT_LIST } from '../data/lists.js';
import { MAX_BOARDS } from '../engine/game/rules.js';
import { PRIORS } from '../engine/game/prior.js';
import { DEFAULT_MAX_MEMORY_MB } from '../node/limits.js';
import type { NamedPath } from '../node/output-target.js';
import { packageInfo } from '../node/package-info.js';
import { DEFAULT_STRATEGY, STRATEGIES } from '../engine/game/strategies.js';
import { DEFAULT_HEURISTIC } from '../strategies/index.js';
import type { GuessPool } from '../strategies/types.js';
import type { ColorOption } from './terminal/style.js';
import { intOption } from './options.js';

export { intOption };

/** Options every command accepts (see `addCommonOptions`). `color` is false with `--no-color`. */
export interface CommonOptions extends ColorOption {
  /** `--list`; undefined: `DEFAULT_LIST` (the variants: `VARIANT_LIST`). */
  list?: string;
  answers?: string;
  guesses?: string;
  hard?: boolean;
  /** `--strategy`; undefined: the command's default (see `defaultStrategyName`). */
  strategy?: string;
  guessPool: GuessPool;
  seed: number;
  json?: boolean;
  /** `--cache [dir]` (a folder, or true: the user's); false with `--no-cache`; undefined: the default (see load.ts). */
  cache?: string | boolean;
  /** `--prior`: a prior's name (PRIORS) or a prior file's path (see cli/prior.ts). */
  prior?: string;
  /** `--date` (commands that take it, see puzzle.ts): the NYT's puzzle of that day. */
  date?: string;
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
    .addOption(
      new Option(
        '--list <name>',
        `built-in word list (default: ${DEFAULT_LIST}, today's NYT game; ${VARIANT_LIST} with --boards and in absurdle)`,
      ).choices([...BUILTIN_LISTS]),
    )
    .option('--answers <file>', 'answer list file, one word per line (replaces the built-in answers)')
    .option('--guesses <file>', 'further allowed guesses file, one word per line')
    .option('--hard', 'hard mode: revealed hints must be used in later guesses')
    .option(
      '--strategy <name>',
      `guess strategy: ${STRATEGIES.map((s) => s.name).join(', ')} (default: ${DEFAULT_STRATEGY}, exact; ` +
        `${DEFAULT_HEURISTIC} with --prior frequency or --guess-pool answers, and in tree build and bench)`,
    )
    .option(
      '--budget-ms <ms>',
      "the optimal strategy's time for the exact search per question; past it, bounds (marked unproven)",
      intOption('--budget-ms', 0),
    )
    .addOption(
      new Option('--guess-pool <pool>', 'guess from all allowed words, or only remaining answers')
        .choices(['all', 'answers'])
        .default('all'),
    )
    .option('--seed <n>', 'random seed for randomized strategies', intOption('--seed', 0), 1)
    .option(
      '--cache [dir]',
      `keep the whole pattern matrix on disk, checked when read back (default dir: ~/.cache/${packageInfo().name}; ` +
        'without the option, matrices up to 64 MB are kept there)',
    )
    .option('--no-cache', 'never keep the pattern matrix on disk')
    .option(
      '--prior <prior>',
      `answer prior: ${PRIORS.join(', ')} (uniform: the answer list, equally likely; frequency: every allowed word, ` +
        'weighted by word frequency; history: the likely answers the NYT has not used yet (before --date, else ' +
        'today) above the used ones), or a FILE of "WORD WEIGHT" lines: the possible answers, with whole-number weights',
      'uniform',
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
      `boards at once: 2 Dordle, 4 Quordle, 8 Octordle (assist, suggest, filter, solve, bench, play, analyze, optimal)`,
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
export function checkAllowedGuesses(
  words: WordSet,
  history: readonly { readonly guess: string }[],
  anyWord = false,
): void {
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
