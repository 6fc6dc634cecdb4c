import { WordleError } from '../../../core/errors.js';
import { quote } from '../../../core/quote.js';
import { entryOrder, lossBound, valueProblem, winsProblem, type OpeningEntry, type OpeningsMeta } from '../table.js';
import { COLUMNS, type RowDraft } from './fields.js';

/*
 * The rows of a table file (from read.ts, or convert.ts mapped to the current columns), checked as
 * they come: each field by its column, each value against the header, one word length, best first,
 * no word twice, and as many as the header announces.
 */

/** What is wrong with a row's fields (their number, or the first that does not match its column), or undefined. */
export function fieldsProblem(fields: readonly string[]): string | undefined {
  if (fields.length !== COLUMNS.length) {
    return `expected ${COLUMNS.length} tab-separated fields (${COLUMNS.map((c) => c.name).join(', ')}), got ${fields.length}: ${quote(fields.join('\t'))}`;
  }
  const k = COLUMNS.findIndex((c, i) => !new RegExp(`^${c.pattern}$`, 'u').test(fields[i]!));
  return k < 0 ? undefined : `${COLUMNS[k]!.name} must be ${COLUMNS[k]!.expected}, got ${quote(fields[k]!)}`;
}

/** The rows of a table, checked one by one as they come, and at the end. */
export class RowChecker {
  readonly entries: OpeningEntry[] = [];
  private readonly codes: Float64Array;
  private readonly loss: number;
  /** The fields of the row before, once read. */
  private readonly last: string[] = [];
  private readonly row: RowDraft = {
    word: '',
    bound: false,
    value: 0,
    winsAll: null,
    proven: true,
    source: 'local',
    version: '',
  };

  constructor(
    private readonly head: { readonly meta: OpeningsMeta; readonly openings: number },
    private readonly source: string,
  ) {
    this.codes = new Float64Array(head.openings);
    this.loss = lossBound(head.meta);
  }

  /**
   * A row's fields (each matching its column's pattern), on line n, from fields[from]. A field as
   * the row before had it is not read again: the row's values it sets are still there.
   */
  add(fields: ArrayLike<string>, n: number, from = 0): void {
    const { meta, openings } = this.head;
    const fail = (problem: string): never => {
      throw new WordleError('BAD_FILE', `${this.source}:${n}: ${problem}`);
    };
    if (this.entries.length === openings) fail(`more openings than the ${openings} the header announces`);
    const r = this.row;
    const last = this.last;
    for (let i = 0; i < COLUMNS.length; i++) {
      const text = fields[from + i]!;
      if (text === last[i]) continue;
      const problem = COLUMNS[i]!.read(text, r, meta);
      if (problem !== undefined) fail(problem);
      last[i] = text;
    }
    const problem =
      valueProblem(r.word, !r.bound, r.value, meta) ?? winsProblem(r.word, !r.bound, r.value, r.winsAll, this.loss);
    if (problem !== null) fail(problem);
    const e: OpeningEntry = {
      word: r.word,
      total: r.bound ? null : r.value,
      lowerBound: r.value,
      proven: r.proven,
      version: r.version,
      source: r.source,
      winsAll: r.winsAll,
    };
    const before = this.entries.at(-1);
    if (before !== undefined && e.word.length !== before.word.length) {
      fail(`"${e.word}" is not ${before.word.length} letters like the others`);
    }
    if (before !== undefined && entryOrder(before, e) >= 0 && e.word !== before.word) {
      const value = (x: OpeningEntry): string => (x.total === null ? `>=${x.lowerBound}` : String(x.total));
      fail(
        `"${e.word}" (${value(e)}) is out of order after "${before.word}" (${value(before)}): a table lists exact totals ascending, then bounds ascending, ties by word`,
      );
    }
    let code = 0; // the word as a number (base 27, a = 1): duplicates are found by sorting these
    for (let i = 0; i < e.word.length; i++) code = code * 27 + e.word.charCodeAt(i) - 96;
    this.codes[this.entries.length] = code;
    this.entries.push(e);
  }

  /** The entries, once every row was added (firstLine: the first row's line, for messages). */
  finish(firstLine: number): OpeningEntry[] {
    const { entries, codes, source } = this;
    if (entries.length < this.head.openings) {
      throw new WordleError(
        'BAD_FILE',
        `${source}: ${entries.length} openings, but the header announces ${this.head.openings}: truncated?`,
      );
    }
    codes.sort(); // fast, native; only if two are equal, find where
    for (let k = 1; k < codes.length; k++) {
      if (codes[k] !== codes[k - 1]) continue;
      const seen = new Map<string, number>();
      entries.forEach((e, i) => {
        const dup = seen.get(e.word);
        if (dup !== undefined) {
          throw new WordleError('BAD_FILE', `${source}:${firstLine + i}: "${e.word}" is a duplicate of line ${dup}`);
        }
        seen.set(e.word, firstLine + i);
      });
    }
    return entries;
  }
}
