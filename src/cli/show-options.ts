import { BUILTIN_LISTS } from '../data/default-list.js';
import type { TableOptions } from './openings-show.js';

/*
 * The options of `wordle openings show` and `top`, described once: commands/openings.ts declares
 * them to commander from this list, and fast-path.ts reads a plain `show` command line by it
 * without loading commander. Kept free of commander (this module is on the fast path).
 */

/** One option: its commander flags (`--name`, `--no-name` or `--name <value>`), help and choices. */
export interface TableOption {
  readonly flags: string;
  readonly description: string;
  readonly choices?: readonly string[];
}

/** Where `show` and `top` find the table, and how they print. */
export const TABLE_OPTIONS: readonly TableOption[] = [
  { flags: '--table <file>', description: 'an openings table file (default: the shipped one for --list and the mode)' },
  {
    flags: '--list <name>',
    description: "built-in word list of the shipped table (default: nyt, today's NYT game)",
    choices: BUILTIN_LISTS,
  },
  { flags: '--hard', description: 'hard mode (the shipped hard-mode table)' },
  {
    flags: '--prior <prior>',
    description:
      "the table under this prior only: history (the NYT's history before --date, else today: its shipped table), frequency or a FILE (with --table)",
  },
  { flags: '--date <day>', description: 'with --prior history: the puzzle (YYYY-MM-DD or #N) whose prior it is' },
  { flags: '--json', description: 'machine-readable JSON output' },
  { flags: '--no-color', description: 'plain text (accepted for symmetry: this output has no colours)' },
];

/** `show`'s own options, after TABLE_OPTIONS. */
export const SHOW_OPTIONS: readonly TableOption[] = [
  {
    flags: '--no-compute',
    description: 'when the table holds only a bound, show the bound instead of computing the exact total',
  },
  {
    flags: '--answers <file>',
    description: "with --table: the table's answer list, to compute an opening it holds only a bound for",
  },
  { flags: '--guesses <file>', description: "with --table: the table's further allowed guesses (see --answers)" },
];

/** An option's long name (`--no-compute`), the key it sets (`compute`), and whether it takes a value. */
export function optionName(o: TableOption): { name: string; key: keyof TableOptions | 'color'; value: boolean } {
  const [name] = o.flags.split(' ') as [string];
  const key = name.replace(/^--(?:no-)?/u, '').replace(/-([a-z])/gu, (_, c: string) => c.toUpperCase());
  return { name, key: key as keyof TableOptions, value: o.flags.includes('<') };
}
