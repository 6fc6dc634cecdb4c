import { availableParallelism } from 'node:os';
import { Command, Option } from 'commander';
import { BUILTIN_LISTS } from '../../data/default-list.js';
import { intOption, secondsOption, shardOption } from '../options.js';
import type { Output } from '../output.js';
import type { WinsOptions } from '../openings-wins.js';

/** The examples of `wordle openings wins --help`. */
const WINS_HELP = `
Decides, for the openings of an openings table whose wins-all column is not known (exact totals
always win), whether the opening can win every game: find every answer within the guesses allowed,
whatever the answer. Each verdict is proven (a win: a plan played against every answer; a loss: a
class of answers no guess can finish). An opening not decided within --budget seconds is kept
undecided, with where its search stopped: a later run with a larger budget goes on from there.
Progress is kept in OUT.progress (resume: the same command again); the table is written to --out
at the end. Ctrl-C stops cleanly (exit 130), keeping what was decided.

Examples:
  $ wordle openings wins --hard --out nyt-hard.tsv.gz --only 500 --budget 15
  $ wordle openings wins --hard --out nyt-hard.tsv.gz --budget 120 --try trawl,talon
  $ wordle openings wins --hard --out t.tsv --words speak,never --workers 2
  $ wordle openings wins --hard --sample 12 --estimate               # what the whole column costs
  $ wordle openings wins --hard --out t.tsv --status
  $ wordle openings wins --hard --out t.tsv --queue redis://10.0.0.5:6379   # then: wordle worker --queue …`;

/** `wordle openings wins`: the wins-all column of a table (the options beyond `queue`'s). */
export function winsCommand(out: Output, queueOptions: (cmd: Command) => Command): Command {
  return queueOptions(new Command('wins'))
    .description('decide which openings of a table can win every game (its wins-all column), resumably')
    .option('--table <file>', 'the openings table (default: the shipped one for --list and the mode)')
    .addOption(new Option('--list <name>', "the shipped table's word list (default: nyt)").choices(BUILTIN_LISTS))
    .option('--hard', 'the shipped hard-mode table')
    .requiredOption(
      '--out <file>',
      'the table to write, with its wins-all column (the progress is kept in FILE.progress)',
    )
    .option('--budget <seconds>', 'CPU seconds per opening in each run', secondsOption('--budget'), 120)
    .option('--only <n>', 'only the n most common openings', intOption('--only'))
    .option('--shard <i/k>', "this machine's share of the openings: 0/4 is the first of four", shardOption('--shard'))
    .addOption(
      new Option(
        '--words <list>',
        'only these openings (comma-separated), decided even where the table says',
      ).conflicts(['shard', 'sample']),
    )
    .addOption(
      new Option('--sample <n>', 'n openings picked at random (see --seed)')
        .argParser(intOption('--sample'))
        .conflicts('shard'),
    )
    .option('--seed <n>', 'the seed of --sample', intOption('--seed', 0, 0xffffffff), 1)
    .option('--estimate', 'with --sample: write no table, and estimate what deciding every opening costs')
    .option(
      '--try <list>',
      'first guesses each class left open tries first (comma-separated): a hint, the verdict is proven',
    )
    .option(
      '--try-seconds <s>',
      'seconds each guess of --try gets per class (default 1)',
      secondsOption('--try-seconds'),
    )
    .option(
      '--known <files>',
      'other progress files (other shards) or openings tables of the same lists and mode (under any prior), comma-separated, whose verdicts count too',
    )
    .option('--status', 'do nothing: say what the table and the progress files know')
    .option('--workers <n>', 'worker threads', intOption('--workers'), availableParallelism())
    .option('--max-memory <MB>', 'memory for the search memos', intOption('--max-memory', 64), 1024)
    .option('--cache [dir]', 'cache the pattern matrix on disk')
    .option('--json', 'machine-readable summary')
    .option('-q, --quiet', 'no progress lines on stderr')
    .addHelpText('after', WINS_HELP)
    .action(async (opts: WinsOptions) => {
      const { openingsWins } = await import('../openings-wins.js');
      await openingsWins(opts, out);
    });
}
