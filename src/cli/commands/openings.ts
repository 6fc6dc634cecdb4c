import { availableParallelism } from 'node:os';
import { Command, Option } from 'commander';
import { BUILTIN_LISTS, DEFAULT_LIST } from '../../data/default-list.js';
import { intOption } from '../options.js';
import { DEFAULT_QUEUE_TIMEOUT_S } from '../../node/queue-health.js';
import type { Output } from '../output.js';
import type { RankOpeningsOptions } from '../openings-rank.js';
import type { TableOptions } from '../openings-show.js';
import { SHOW_OPTIONS, TABLE_OPTIONS, type TableOption } from '../show-options.js';
import type { VerifyOptions } from '../openings-verify.js';
import type { ConvertOptions } from '../openings-convert.js';
import { winsCommand } from './openings-wins.js';

// This module only declares the commands: `show` and `top` must start fast, so what they run
// (openings-show.ts) and what `rank` runs (openings-rank.ts, the search, the queue) is imported
// when the command runs.

/** `--date` of the openings commands: the puzzle whose history prior a table is under (as show's). */
const DATE_OPTION = (): Option => {
  const date = TABLE_OPTIONS.find((o) => o.flags.startsWith('--date '))!;
  return new Option(date.flags, date.description);
};

/** Options of `show` and `top` (show-options.ts: the fast path reads them there too). */
function withOptions(cmd: Command, options: readonly TableOption[]): Command {
  for (const o of options) {
    const option = new Option(o.flags, o.description);
    cmd.addOption(o.choices === undefined ? option : option.choices(o.choices));
  }
  return cmd;
}

function showCommand(out: Output): Command {
  return withOptions(new Command('show'), [...TABLE_OPTIONS, ...SHOW_OPTIONS])
    .description(
      "an opening's exact total, average and rank out of every opening: from the table, else computed (and cached)",
    )
    .argument('<word>', 'the opening (first guess)')
    .addHelpText(
      'after',
      `
When the table holds only a bound for the opening, its exact total is computed by the exact
search on this machine's cores (ADIEU, classic list: some 10 s; progress on stderr, Ctrl-C stops
cleanly) and kept in $XDG_CACHE_HOME/wordlekit/openers/ (~/.cache/...), so that asking again is
instant; its rank is then the range the table proves. --json adds where the value came from
("from": table, cache or computed) and the range ("rankRange").`,
    )
    .action(async (word: string, opts: TableOptions) => {
      const { showOpening } = await import('../openings-show.js');
      await showOpening(word, opts, out);
    });
}

function topCommand(out: Output): Command {
  return withOptions(new Command('top'), TABLE_OPTIONS)
    .description('the best openings, with their exact totals')
    .argument('[n]', 'how many (default 10)', intOption('N'))
    .action(async (n: number | undefined, opts: TableOptions) => {
      const { showTop } = await import('../openings-show.js');
      await showTop(n ?? 10, opts, out);
    });
}

/** The examples of `wordle openings rank --help`. */
const RANK_HELP = `
Totals count every guess until each answer is found, the first one included (SALET: 7920 over the
2315 classic answers, 3.4212 on average). Ctrl-C stops cleanly (exit 130); the same command again
resumes from FILE.progress.

Examples:
  $ wordle openings rank --list classic --cutoff 8015 --out classic-normal.tsv
  $ wordle openings rank --list classic --hard --cutoff 8221 --out classic-hard.tsv
  $ wordle openings rank --only mine.txt --out mine.tsv
  $ wordle openings rank --list classic --estimate 24 --workers 16 --cutoff 8015   # what the table would cost
  $ wordle openings rank --list classic --cutoff 8015 --out t.tsv --queue redis://10.0.0.5:6379   # then: wordle worker --queue …
  $ wordle openings rank --list classic --cutoff 8015 --out t.tsv --queue rediss://:PASSWORD@10.0.0.5:6380 --replicas 2`;

/** `rank`'s and `wins`' options of the job queue (`--queue` and what goes with it). */
function queueOptions(cmd: Command): Command {
  return cmd
    .option(
      '--queue <url>',
      'run the jobs on a BullMQ queue in Redis (redis://HOST:PORT[/DB]), done by `wordle worker`s',
    )
    .option('--name <queue>', 'the queue name (with --queue)', 'wordle-openings')
    .option('--clear-queue', "with --queue: empty the queue first (whatever it holds, this run's results too)")
    .option(
      '--queue-timeout <seconds>',
      'with --queue: how long Redis may be unreachable before the run stops (its progress kept, to resume)',
      intOption('--queue-timeout', 1, 86_400),
      DEFAULT_QUEUE_TIMEOUT_S,
    )
    .option(
      '--replicas <k>',
      'with --queue: K different workers must agree on each job',
      intOption('--replicas', 1, 9),
      1,
    );
}

function rankCommand(out: Output): Command {
  return queueOptions(new Command('rank'))
    .description('value every opening: its exact total, or a proven lower bound when it cannot beat --cutoff')
    .option('--out <file>', 'the table to write (atomically, at the end; the progress is kept in FILE.progress)')
    .option(
      '--estimate <n>',
      'write nothing: prove n openings picked at random and estimate what the table costs (CPU and wall time on --workers)',
      intOption('--estimate'),
    )
    .option('--seed <n>', 'with --estimate: the random sample (default: 1)', intOption('--seed', 0, 0xffffffff))
    .option(
      '--cutoff-only',
      'with --estimate and --cutoff: prove each sampled opening against the cutoff only (an exact value can take CPU-hours in hard mode)',
    )
    .option(
      '--cutoff <total>',
      'openings that cannot beat this total get a proven bound ">= total" (default: none, all exact)',
      intOption('--cutoff', 2),
    )
    .option('--only <file>', 'rank only the openings in this file (one a line) instead of every allowed guess')
    .addOption(
      new Option('--list <name>', "built-in word list (today's NYT game by default)")
        .choices(BUILTIN_LISTS)
        .default(DEFAULT_LIST),
    )
    .option('--answers <file>', 'answer list file, one word per line (replaces the built-in answers)')
    .option('--guesses <file>', 'further allowed guesses file, one word per line')
    .option('--hard', 'hard mode: revealed hints must be used in later guesses')
    .option('--max-guesses <n>', 'most guesses per game', intOption('--max-guesses', 2, 64), 6)
    .option('--max-words <n>', 'refuse word files with more words than this', intOption('--max-words'), 100_000)
    .option('--workers <n>', 'worker threads', intOption('--workers'), availableParallelism())
    .option('--max-memory <MB>', 'memory for the search memos', intOption('--max-memory', 64), 1024)
    .option(
      '--prior <prior>',
      "a table under a prior: history (the NYT's history before --date, else today), frequency, or a FILE of WORD WEIGHT lines; totals are then weighted sums",
    )
    .addOption(DATE_OPTION())
    .option('--cache [dir]', 'cache the pattern matrix on disk')
    .option('--json', 'machine-readable summary')
    .option('--no-color', 'plain text')
    .option('-q, --quiet', 'no progress bar or progress lines on stderr')
    .addHelpText('after', RANK_HELP)
    .action(async (opts: RankOpeningsOptions) => {
      const { rankOpenings } = await import('../openings-rank.js');
      await rankOpenings(opts, out);
    });
}

function verifyCommand(out: Output): Command {
  return new Command('verify')
    .description("re-prove a table's rows on this machine: exit 1 naming every row that does not hold")
    .argument('<table>', 'the openings table file (plain or gzipped)')
    .option('--only <words>', 'only these openings (comma-separated, or a file with one a line)')
    .option('--sample <n>', 'only n rows chosen at random (see --seed)', intOption('--sample'))
    .option('--seed <n>', 'the seed of --sample', intOption('--seed', 0), 1)
    .option('--hard', 'the table is for hard mode (it must say so)')
    .addOption(
      new Option('--list <name>', "the table's built-in word list (default: the one it names)").choices(BUILTIN_LISTS),
    )
    .option('--answers <file>', "the table's answer list, for a table of custom lists")
    .option('--guesses <file>', "the table's further allowed guesses (with --answers)")
    .option(
      '--prior <file>',
      "a table under a prior from a file: that file (a table's history prior is read off its header)",
    )
    .option('--max-words <n>', 'refuse word files with more words than this', intOption('--max-words'), 100_000)
    .option('--workers <n>', 'worker threads', intOption('--workers'), availableParallelism())
    .option('--max-memory <MB>', 'memory for the search memos', intOption('--max-memory', 64), 1024)
    .option('--json', 'machine-readable result')
    .option('-q, --quiet', 'no progress bar or progress lines on stderr')
    .addHelpText(
      'after',
      `
Each row chosen is searched again with the cutoff that decides it: an exact total T (is T the
least total?), a bound B (is every total at least B?), after the checks that need no search (an
allowed opening of the lists, the closed-form bound). Rows that do not hold are listed with their
line, and the exit code is 1; 0 when every row holds. Ctrl-C stops cleanly (exit 130).

Examples:
  $ wordle openings verify classic-normal.tsv --only salet,crane
  $ wordle openings verify t.tsv --sample 50 --seed 7
  $ wordle openings verify data/openings/classic-hard.tsv.gz --hard --only raise`,
    )
    .action(async (path: string, opts: VerifyOptions) => {
      const { verifyTable } = await import('../openings-verify.js');
      await verifyTable(path, opts, out);
    });
}

function convertCommand(out: Output): Command {
  return new Command('convert')
    .description('a table of an older format in the current one: the same rows, checked (exit 2 on a bad table)')
    .argument('<table>', 'the openings table file (plain or gzipped)')
    .option('--out <file>', 'write it there, gzipped when it ends in .gz (default: stdout)')
    .addHelpText(
      'after',
      `
This version reads tables of format 3 only; a table of format 1 or 2 (an earlier version's) gets a
message naming this command. Format 2 has no wins-all column: each row gets what its value says
(an exact total wins every game, a loss does not, any other bound is "?"); format 1 has no source
column either (every row is "local"). --out is written atomically, never onto the table itself.

Examples:
  $ wordle openings convert old-classic-normal.tsv.gz --out classic-normal.tsv.gz
  $ wordle openings convert old.tsv > new.tsv`,
    )
    .action(async (path: string, opts: ConvertOptions) => {
      const { convertTable } = await import('../openings-convert.js');
      convertTable(path, opts, out);
    });
}

/** `wordle openings show|top|rank|verify|wins|convert`: the table of every opening (rate my opener). */
export function openingsCommand(out: Output): Command {
  return new Command('openings')
    .description('the proven table of every opening: rate an opener, list the best, compute or verify a table')
    .addCommand(showCommand(out))
    .addCommand(topCommand(out))
    .addCommand(rankCommand(out))
    .addCommand(verifyCommand(out))
    .addCommand(winsCommand(out, queueOptions))
    .addCommand(convertCommand(out))
    .addHelpText(
      'after',
      `
Examples:
  $ wordle openings show crane
  $ wordle openings show salet --hard --json
  $ wordle openings top 10
  $ wordle openings rank --list classic --cutoff 8015 --out classic-normal.tsv
  $ wordle openings verify classic-normal.tsv --sample 20
  $ wordle openings wins --hard --out nyt-hard.tsv.gz --budget 15
  $ wordle openings convert old.tsv.gz --out new.tsv.gz`,
    );
}
