import { BUILTIN_LISTS } from '../data/default-list.js';
import type { TableOptions } from './openings-show.js';

/*
 * `wordle openings show WORD [--hard] [--json] [--no-color] [--no-compute] [--list NAME]
 * [--table FILE] [--answers FILE] [--guesses FILE] [--prior P] [--date D]` read without commander (main.ts): the command
 * must answer in well under 100 ms with Node's start (when the table decides), and commander takes
 * some 20 ms to load. Only plain command lines take this path: anything else (help,
 * a repeated or unknown option, a missing value, `--`, a word that looks like an option, a list
 * commander would refuse) goes to commander, which explains it. These are the options of the `show`
 * command in commands/openings.ts; test/cli/fast-path.test.ts checks that both agree.
 */

/** The options without a value, and what each sets. */
export const SHOW_FLAGS: Readonly<Record<string, (o: TableOptions) => void>> = {
  '--hard': (o) => (o.hard = true),
  '--json': (o) => (o.json = true),
  '--no-color': () => undefined, // accepted for symmetry: the output has no colours
  '--no-compute': (o) => (o.compute = false),
};

/** The options with a value. */
export const SHOW_VALUES: Readonly<Record<string, (o: TableOptions, v: string) => void>> = {
  '--table': (o, v) => (o.table = v),
  '--list': (o, v) => (o.list = v),
  '--answers': (o, v) => (o.answers = v),
  '--guesses': (o, v) => (o.guesses = v),
  '--prior': (o, v) => (o.prior = v),
  '--date': (o, v) => (o.date = v),
};

/** The lists `--list` accepts (commander refuses the others, with its own message). */
const LISTS: ReadonlySet<string> = new Set(BUILTIN_LISTS);

/** The word and options of a plain `wordle openings show` command line, or undefined. */
export function fastShowArgs(argv: readonly string[]): { word: string; options: TableOptions } | undefined {
  if (argv[2] !== 'openings' || argv[3] !== 'show') return undefined;
  const options: TableOptions = {};
  const seen = new Set<string>();
  let word: string | undefined;
  for (let i = 4; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-')) {
      if (word !== undefined) return undefined;
      word = arg;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    if (seen.has(name)) return undefined;
    seen.add(name);
    const flag = Object.hasOwn(SHOW_FLAGS, name) ? SHOW_FLAGS[name] : undefined;
    const valued = Object.hasOwn(SHOW_VALUES, name) ? SHOW_VALUES[name] : undefined;
    if (flag !== undefined && eq < 0) flag(options);
    else if (valued !== undefined) {
      const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined || value === '' || value.startsWith('-')) return undefined;
      valued(options, value);
    } else return undefined;
  }
  if (word === undefined || (options.list !== undefined && !LISTS.has(options.list))) return undefined;
  return { word, options };
}
