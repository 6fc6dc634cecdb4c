import { WordleError } from '../../core/errors.js';
import { expectString } from '../../core/validate.js';
import {
  checkOpeningsMeta,
  entryOrder,
  expectTable,
  type OpeningEntry,
  type OpeningsTable,
  type TableFile,
  winsAllOf,
} from './table.js';
import {
  checkDigest,
  digestedLines,
  lineReader,
  OPENINGS_COLUMNS,
  OPENINGS_MAGIC,
  priorLines,
  readHead,
  tableDigest,
} from './tsv-head.js';
import { EntryReader } from './tsv-rows.js';

/*
 * The openings table as a file: tab-separated values with `#` header lines (format 3).
 *
 *   # wordle-openings 3
 *   # Every opening's exact total below the cutoff, else a proven lower bound (">="); whether it can win every game. …
 *   # list: classic
 *   # checksum: 0f5a3fbf5709fa
 *   # answers: 2315
 *   # guesses: 12972
 *   # mode: normal
 *   # max-guesses: 6
 *   # cutoff: 8015
 *   # openings: 12972
 *   # version: 0.1.0
 *   # computed: 2026-01-01T00:00:00.000Z, 2104 s on 2 cores (local worker threads)
 *   # digest: 1c0ffee0123abc
 *   word	total	wins-all	proven	source	mode	list	version
 *   salet	7920	yes	yes	local	normal	classic	0.1.0
 *   …
 *   zoppo	>=8015	?	yes	local	normal	classic	0.1.0
 *
 * The first line names the format and its version. Then `# key: value` lines, each known key
 * exactly once (`computed` may be empty), and `#` lines of free text; then the column header and
 * one line per opening: the word, its exact total or `>=` a proven lower bound, whether it can win
 * every game (find every answer within the guesses allowed: `yes`, `no`, or `?` when not known; an
 * exact total is `yes`, a loss `>=1000000000` is `no`), `yes` or `no` (proven), where it was proven (`local`, `worker:ID`, `workers:ID+ID`: see source.ts), the mode
 * and the list (as in the header) and the version of the project that computed it. Lines are
 * sorted best first; `openings` counts them (a truncated file is caught); `digest` is the
 * `hashString` of every other line but `computed`, each ended by LF (a damaged or edited file is
 * caught; the same table computed twice has the same digest). LF or
 * CRLF. Format 2 (read, never written) has no `wins-all` column (each row says what its value says:
 * see winsAllOf); format 1 no `source` column either (every row counts as `local`) and no digest.
 * Every value is checked against what a table can hold (see valueProblem, winsProblem).
 */

/** A row's `wins-all` field. */
const winsField = (w: boolean | null): string => (w === null ? '?' : w ? 'yes' : 'no');

/** The table as a file, format 3 (ends with a newline). */
export function formatOpeningsTable(table: OpeningsTable): string {
  expectTable(table, 'formatOpeningsTable');
  const { meta, entries } = table;
  checkOpeningsMeta(meta, 'formatOpeningsTable');
  const head = [
    OPENINGS_MAGIC,
    meta.prior === undefined
      ? `# Every opening's exact total below the cutoff, else a proven lower bound (">="), and whether it can win every game (wins-all: yes, no, or ? when not known). Totals count every guess until each answer is found.`
      : `# Every opening's exact total below the cutoff, else a proven lower bound (">="), and whether it can win every game (wins-all: yes, no, or ? when not known). Totals are weighted sums under the prior below: each answer's weight times the guesses until it is found, the first one included.`,
    `# list: ${meta.list}`,
    `# checksum: ${meta.checksum}`,
    `# answers: ${meta.answers}`,
    `# guesses: ${meta.guesses}`,
    `# mode: ${meta.mode}`,
    `# max-guesses: ${meta.maxGuesses}`,
    ...priorLines(meta.prior),
    `# cutoff: ${meta.cutoff}`,
    `# openings: ${entries.length}`,
    `# version: ${meta.version}`,
    `# computed: ${meta.computed.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')}`,
  ];
  const rows = entries.map(
    (e) =>
      `${e.word}\t${e.total ?? `>=${e.lowerBound}`}\t${winsField(winsAllOf(e))}\t${e.proven ? 'yes' : 'no'}\t${e.source}\t${meta.mode}\t${meta.list}\t${e.version}`,
  );
  const rest = `${[OPENINGS_COLUMNS, ...rows].join('\n')}\n`;
  const digest = tableDigest(digestedLines(`${head.join('\n')}\n${rest}`));
  return `${head.join('\n')}\n# digest: ${digest}\n${rest}`;
}

/** The first word listed twice, with both line numbers. */
function duplicate(entries: readonly OpeningEntry[], firstLine: number, source: string): never {
  const seen = new Map<string, number>();
  entries.forEach((e, k) => {
    const dup = seen.get(e.word);
    if (dup !== undefined) {
      throw new WordleError('BAD_FILE', `${source}:${firstLine + k}: "${e.word}" is a duplicate of line ${dup}`);
    }
    seen.set(e.word, firstLine + k);
  });
  throw new Error('internal: no duplicate found');
}

/** The error of a line that breaks the table's order (best first). */
function outOfOrder(e: OpeningEntry, before: OpeningEntry, source: string, n: number): WordleError {
  const value = (x: OpeningEntry): string => (x.total === null ? `>=${x.lowerBound}` : String(x.total));
  return new WordleError(
    'BAD_FILE',
    `${source}:${n}: "${e.word}" (${value(e)}) is out of order after "${before.word}" (${value(before)}): a table lists exact totals ascending, then bounds ascending, ties by word`,
  );
}

/**
 * Parse a table file strictly (format 3, 2 or 1). The text is untrusted: every error names the
 * source and the line (`classic-normal.tsv:14: salet: exact total 5 is impossible: …`), offending
 * text is escaped and cut, and the size, the line length and the number of openings are capped.
 * Rows must be in order, every value possible (see valueProblem), and the digest must match.
 */
export function parseOpeningsTable(text: string, source: string): OpeningsTable {
  expectString(text, 'parseOpeningsTable', 'text');
  expectString(source, 'parseOpeningsTable', 'source');
  const head = readHead(text, source);
  const { meta, body, start: bodyStart, line } = head;
  // The openings: a tight loop over the text (no array of lines).
  const lines = lineReader(body, source, bodyStart, line);
  const reader = new EntryReader(meta, source, head.format);
  const entries: OpeningEntry[] = [];
  const codes = new Float64Array(meta.openings);
  const firstLine = line + 1;
  for (let l = lines.next(); l !== undefined; l = lines.next()) {
    const n = lines.n;
    if (entries.length === meta.openings) {
      throw new WordleError('BAD_FILE', `${source}:${n}: more openings than the ${meta.openings} the header announces`);
    }
    const e = reader.read(body, l.start, l.end, n);
    const before = entries.at(-1);
    if (before !== undefined && e.word.length !== before.word.length) {
      throw new WordleError(
        'BAD_FILE',
        `${source}:${n}: "${e.word}" is not ${before.word.length} letters like the others`,
      );
    }
    if (before !== undefined && entryOrder(before, e) >= 0 && e.word !== before.word) {
      throw outOfOrder(e, before, source, n);
    }
    codes[entries.length] = reader.code;
    entries.push(e);
  }
  if (entries.length < meta.openings) {
    throw new WordleError(
      'BAD_FILE',
      `${source}: ${entries.length} openings, but the header announces ${meta.openings}: truncated?`,
    );
  }
  // Duplicates: sort the words' numbers (fast, native); only if two are equal, find where.
  codes.sort();
  for (let k = 1; k < codes.length; k++) {
    if (codes[k] === codes[k - 1]) duplicate(entries, firstLine, source);
  }
  checkDigest(head, source);
  const { openings: _, ...rest } = meta;
  const file: TableFile = { format: head.format, digest: head.digest?.value ?? null, firstLine };
  return { meta: rest, entries, file };
}
