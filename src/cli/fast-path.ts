import type { TableOptions } from './openings-show.js';
import { optionName, SHOW_OPTIONS, TABLE_OPTIONS } from './show-options.js';

/*
 * `wordle openings show WORD [options]` read without commander (main.ts): the command must answer
 * in well under 100 ms with Node's start (when the table decides), and commander takes some 20 ms
 * to load. The options are show's own (show-options.ts, which commands/openings.ts declares to
 * commander). Only plain command lines take this path: anything else (help, a repeated or unknown
 * option, a missing value, `--`, a word that looks like an option, a choice commander would refuse)
 * goes to commander, which explains it.
 */

/** Show's options by long name. */
const OPTIONS = new Map([...TABLE_OPTIONS, ...SHOW_OPTIONS].map((o) => [optionName(o).name, o]));

/** The word and options of a plain `wordle openings show` command line, or undefined. */
export function fastShowArgs(argv: readonly string[]): { word: string; options: TableOptions } | undefined {
  if (argv[2] !== 'openings' || argv[3] !== 'show') return undefined;
  const options: Record<string, string | boolean> = {};
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
    const option = OPTIONS.get(eq < 0 ? arg : arg.slice(0, eq));
    if (option === undefined || seen.has(option.flags)) return undefined;
    seen.add(option.flags);
    const { name, key, value } = optionName(option);
    if (!value) {
      if (eq >= 0) return undefined;
      options[key] = !name.startsWith('--no-');
      continue;
    }
    const v = eq < 0 ? argv[++i] : arg.slice(eq + 1);
    if (v === undefined || v === '' || v.startsWith('-') || (option.choices?.includes(v) ?? true) === false) {
      return undefined;
    }
    options[key] = v;
  }
  return word === undefined ? undefined : { word, options: options as TableOptions };
}
