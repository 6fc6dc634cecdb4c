import { Command } from 'commander';
import { intOption } from '../options.js';
import type { Output } from '../output.js';
import { addDays as runAdd, listDays, showDay, showSummary, updateDays, type UpdateOptions } from '../history-run.js';

/** `wordle history show [DAY]`: one day's answer, or what the history holds. */
function showCommand(out: Output): Command {
  return new Command('show')
    .description("a day's answer (a date YYYY-MM-DD or a number #N), or without one what the history holds")
    .argument('[day]', 'the puzzle: 2025-07-18 or #1490')
    .option('--json', 'machine-readable JSON output')
    .action((day: string | undefined, opts: { json?: boolean }) =>
      day === undefined ? showSummary(out, opts.json === true) : showDay(out, day, opts.json === true),
    );
}

/** `wordle history list`: the days, one a line. */
function listCommand(out: Output): Command {
  return new Command('list')
    .description("every day's answer, one a line (by default up to yesterday: never today's or a later one)")
    .option('--from <day>', 'the first day (a date or #N; default #0)')
    .option('--to <day>', "the last day (a date or #N; default yesterday; today's or later only when named)")
    .option('--json', 'machine-readable JSON output')
    .action((opts: { from?: string; to?: string; json?: boolean }) => listDays(out, opts));
}

/** `wordle history add FILE`: days from a file of `DATE WORD` lines. */
function addCommand(out: Output): Command {
  return new Command('add')
    .description('add days from a file of DATE WORD lines (e.g. "2026-06-01 cross"), checked first')
    .argument('<file>', 'the file: one DATE WORD a line, in date order; blank lines and # comments skipped')
    .action((file: string) => runAdd(out, file));
}

/** `wordle history update`: the days after the known ones, from the NYT's daily puzzle data. */
function updateCommand(out: Output): Command {
  return new Command('update')
    .description("fetch the days the history is missing from the NYT's daily puzzle data (only when asked)")
    .option('--from <day>', 'the first day to fetch (default #0: every day missing, gaps included)')
    .option('--to <day>', "the last day to fetch (default: yesterday: today's answer would spoil today's game)")
    .option('--spoilers', "allow today's and later answers (with --to)")
    .option('--base-url <url>', "where the data is (default: the NYT's, or $WORDLE_NYT_URL)")
    .option('--timeout-ms <ms>', 'the longest wait for one day', intOption('--timeout-ms', 1, 600_000), 10_000)
    .action((opts: UpdateOptions) => updateDays(out, opts));
}

/** `wordle history`: the NYT's answers day by day. */
export function historyCommand(out: Output): Command {
  return new Command('history')
    .description("the NYT's answers day by day: show, list, and add the days after the shipped ones")
    .addCommand(showCommand(out))
    .addCommand(listCommand(out))
    .addCommand(addCommand(out))
    .addCommand(updateCommand(out))
    .addHelpText(
      'after',
      `
The NYT numbers its puzzles by days: #N is N days after 2021-06-19 (#0, CIGAR). The package ships
every answer to its last shipped day; the days you add are kept in your cache folder
($XDG_CACHE_HOME/wordlekit/nyt-history.tsv, ~/.cache/... by default). Nothing is fetched unless
you run \`wordle history update\`.

Examples:
  $ wordle history show 2025-07-18
  $ wordle history show '#1490'
  $ wordle history list --from 2026-05-01
  $ wordle history add days.txt
  $ wordle history update`,
    );
}
