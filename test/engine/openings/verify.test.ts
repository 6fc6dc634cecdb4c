import { describe, expect, it } from 'vitest';
import { planOpenings, rankOpenings } from '../../../src/engine/openings/rank.js';
import { openingsTable, type OpeningEntry, type OpeningsTable } from '../../../src/engine/openings/table.js';
import { rowsOf, sampleRows, verifyOpenings } from '../../../src/engine/openings/verify.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { wordleError } from '../../helpers/errors.js';
import { inlineExecutor, sampleWords } from '../../helpers/exact.js';

// Small lists, so that every row can be re-proved here and compared with the search itself.
const words = sampleWords(13, 60, 40);
const search = new Searcher(words, undefined);
const root = rootPosition(words);
const values = new Map(words.guesses.map((g) => [g, search.guessValue(root, g)]));
const cutoff = [...values.values()].sort((a, b) => a - b)[8]!;
const plan = planOpenings({ words, hard: false, maxGuesses: 6, cutoff, label: 'test', version: '0.0.0' });
const spent = () => ({ wallSeconds: 0, cpuSeconds: 0, where: 'here' });
const table = await rankOpenings(plan, { executor: inlineExecutor(words), store: { put: () => undefined }, spent });
const run = () => ({ executor: inlineExecutor(words) });

/** The table with some rows replaced (as a rogue worker or an edit would have them). */
function forged(change: (e: OpeningEntry) => OpeningEntry | undefined): OpeningsTable {
  return openingsTable(
    table.meta,
    table.entries.map((e) => change(e) ?? e),
  );
}

describe('verifying a table (the use case of `wordle openings verify`)', () => {
  it('re-proves every row of a table a run wrote: all hold', async () => {
    const checks = await verifyOpenings({ words, table }, run());
    expect(checks).toHaveLength(table.entries.length);
    expect(checks.filter((c) => !c.holds)).toEqual([]);
    for (const c of checks.filter((x) => x.found.kind === 'total')) {
      expect(c.found).toEqual({ kind: 'total', total: values.get(c.word) });
    }
  });

  it('re-proves what a row says about winning every game (format 3), and names a row that says it wrong', async () => {
    // Three guesses on these lists: some openings cannot win every game.
    const three = new Map(words.guesses.map((g) => [g, search.guessValue(rootPosition(words, { maxGuesses: 3 }), g)]));
    const finite = [...three.values()].filter((v) => v < 1e9).sort((a, b) => a - b);
    const small = await rankOpenings(
      planOpenings({ words, hard: false, maxGuesses: 3, cutoff: finite[0]! + 1, label: 'test', version: '0.0.0' }),
      { executor: inlineExecutor(words), store: { put: () => undefined }, spent },
    );
    const bounded = small.entries.filter((e) => e.total === null).map((e) => e.word);
    const [lose1, lose2] = bounded.filter((w) => three.get(w)! >= 1e9);
    const wins = bounded.find((w) => three.get(w)! < 1e9)!;
    expect([lose1, lose2, wins].every((w) => w !== undefined)).toBe(true);
    // Two losses and a win, said so; then the second loss said to win.
    const said = (lie: boolean): OpeningsTable => {
      const claims = new Map([
        [lose1!, false],
        [lose2!, lie],
        [wins, true],
      ]);
      return openingsTable(
        small.meta,
        small.entries.map((e) => (claims.has(e.word) ? { ...e, winsAll: claims.get(e.word)! } : e)),
      );
    };
    const honest = said(false);
    const checks = await verifyOpenings({ words, table: honest, rows: rowsOf(honest, [lose1!, lose2!, wins]) }, run());
    expect(
      Object.fromEntries(checks.map((c) => [c.word, [c.holds, c.found.kind === 'bound' && c.found.winsAll]])),
    ).toEqual({
      [lose1!]: [true, false],
      [lose2!]: [true, false],
      [wins]: [true, true],
    });
    const liar = said(true);
    const [check] = await verifyOpenings({ words, table: liar, rows: rowsOf(liar, [lose2!]) }, run());
    expect(check).toMatchObject({
      word: lose2,
      claimed: `>=${small.entries.find((e) => e.word === lose2)!.lowerBound}, wins every game`,
      found: { kind: 'bound', winsAll: false },
      holds: false,
    });
  });

  it('names a worse exact total a worker claimed (a real but suboptimal tree), with the true one', async () => {
    // The attack: ARTEL 815 where the least is 808. Here the best opening's total plus 7.
    const best = table.entries[0]!;
    const claimed = cutoff - 1;
    expect(claimed).toBeGreaterThan(values.get(best.word)!);
    const t = forged((e) =>
      e.word === best.word ? { ...e, total: claimed, lowerBound: claimed, source: 'worker:rogue' } : undefined,
    );
    const row = t.entries.findIndex((e) => e.word === best.word);
    const [check] = await verifyOpenings({ words, table: t, rows: [row] }, run());
    expect(check).toEqual({
      word: best.word,
      index: row,
      source: 'worker:rogue',
      claimed: String(claimed),
      found: { kind: 'total', total: values.get(best.word) },
      holds: false,
    });
  });

  it('names an opening hidden behind a bound (it beats the cutoff), and a bound no run keeps', async () => {
    const best = table.entries[0]!;
    const hidden = forged((e) =>
      e.word === best.word ? { ...e, total: null, lowerBound: cutoff, winsAll: null } : undefined,
    );
    const checks = await verifyOpenings({ words, table: hidden, rows: rowsOf(hidden, [best.word]) }, run());
    expect(checks[0]).toMatchObject({ claimed: `>=${cutoff}`, holds: false, found: { kind: 'total' } });
    // A bound above the cutoff that is not the opening's closed-form bound.
    const other = table.entries.find((e) => e.total === null && e.lowerBound === cutoff)!;
    const raised = forged((e) => (e.word === other.word ? { ...e, lowerBound: cutoff + 1 } : undefined));
    const [c] = await verifyOpenings({ words, table: raised, rows: rowsOf(raised, [other.word]) }, run());
    expect(c!.holds).toBe(false);
    expect(c!.found).toEqual({
      kind: 'problem',
      problem: `a run keeps >=${cutoff} for it (the cutoff, or its closed-form bound if higher)`,
    });
  });

  it('refuses an exact total below the closed-form bound without searching', async () => {
    const word = table.entries[0]!.word;
    const closed = plan.bounds.get(word)!;
    expect(closed - 1).toBeGreaterThanOrEqual(2 * 60 - 1); // a total the parser takes (2n − 1 at least)
    const low = forged((e) => (e.word === word ? { ...e, total: closed - 1, lowerBound: closed - 1 } : undefined));
    const never = { size: 1, run: () => Promise.reject(new Error('searched')) };
    const [c] = await verifyOpenings({ words, table: low, rows: rowsOf(low, [word]) }, { executor: never });
    expect(c!.found).toEqual({ kind: 'problem', problem: `below its closed-form bound ${closed}: impossible` });
  });

  it('chooses rows: a seeded sample (the same for the same seed), or words by name', () => {
    const a = sampleRows(table, 10, 7);
    expect(a).toEqual(sampleRows(table, 10, 7));
    expect(new Set(a).size).toBe(10);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(sampleRows(table, 10, 8)).not.toEqual(a);
    expect(sampleRows(table, 1000, 1)).toHaveLength(table.entries.length);
    expect(rowsOf(table, [table.entries[3]!.word, ` ${table.entries[1]!.word.toUpperCase()}`])).toEqual([1, 3]);
    expect(wordleError(() => rowsOf(table, ['qqqqq']), 'BAD_WORD').message).toBe('"qqqqq" is not in the table');
  });

  it('refuses word lists that are not the table’s', async () => {
    const e = await verifyOpenings({ words: sampleWords(14, 60, 40), table }, run()).catch((x: unknown) => x);
    wordleError(() => {
      throw e;
    }, 'BAD_OPTION');
  });
});
