import { readFileSync } from 'node:fs';

/*
 * The generated data modules (dist/data/: word lists, frequencies, the NYT's history) read when a
 * command first reads one of their strings, not before every command: the `wordle` commands' file
 * (scripts/bundle-cli.mjs) imports them this way. A question on today's NYT list then never loads
 * the lists of four, six and seven letters (some 680 KB of text: 4 to 5 ms of CPU).
 *
 * Only a module of string constants qualifies: every line a comment or `export const NAME = "…";`
 * with a JSON string. The build reads each module so and compares what it gets with the module's
 * own exports (imported), and imports any other module as before.
 */

/** One export: its name and its value, which must be one JSON string (JSON.parse tells). */
const EXPORT = /^export const ([A-Za-z_$][\w$]*) = (".*");$/u;
/** A line of comment: `// …`, or a doc comment on one line. */
const COMMENT = /^(?:\/\/.*|\/\*\*.*\*\/)$/u;

/**
 * The exports of a data module of string constants, from its text; undefined when the text is
 * anything else (a line that is neither such an export nor a comment, or a string that is not JSON).
 */
export function dataModuleExports(text: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue;
    const m = EXPORT.exec(line);
    if (m === null || Object.hasOwn(out, m[1]!)) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(m[2]!);
    } catch {
      return undefined;
    }
    if (typeof value !== 'string') return undefined;
    out[m[1]!] = value;
  }
  return out;
}

/**
 * A data module's namespace whose exports `names` are read from the file at `url` when one is first
 * read. The build checked the file (see above); a file changed since that no longer reads so is an
 * internal error, named.
 */
export function lazyDataModule(url: URL, names: readonly string[]): Readonly<Record<string, string>> {
  let exports: Record<string, string> | undefined;
  const load = (): Record<string, string> => {
    if (exports !== undefined) return exports;
    const read = dataModuleExports(readFileSync(url, 'utf8'));
    if (read === undefined || names.some((n) => !Object.hasOwn(read, n))) {
      throw new Error(`the data module ${url.pathname} is not the one this build read`);
    }
    return (exports = read);
  };
  const namespace: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const name of names) Object.defineProperty(namespace, name, { get: () => load()[name], enumerable: true });
  return Object.freeze(namespace);
}
