import { describe, expect, it } from 'vitest';
import { rankRange, ratingRange, tableSummary } from '../../../src/engine/openings/verdict.js';
import { isClaim, sourceOf, sourceText } from '../../../src/engine/openings/source.js';
import { openingsTable, rateOpening, type OpeningsMeta } from '../../../src/engine/openings/table.js';

// A hand-made table (10 answers, cutoff 25): four exact totals, three bounds.
const meta: OpeningsMeta = {
  list: 'test',
  checksum: '00',
  answers: 10,
  guesses: 7,
  mode: 'normal',
  maxGuesses: 6,
  cutoff: 25,
  version: '0',
  computed: '',
};
const row = (word: string, total: number | null, lowerBound: number) =>
  ({ word, total, lowerBound, proven: true, version: '0', source: 'local' }) as const;
const table = openingsTable(meta, [
  row('aaaaa', 20, 20),
  row('bbbbb', 22, 22),
  row('ccccc', 22, 22),
  row('ddddd', 24, 24),
  row('eeeee', null, 25),
  row('fffff', null, 27),
  row('ggggg', null, 29),
]);

describe('the rank of an opening the table does not decide', () => {
  it.each([
    // A total at the cutoff ties at worst with the bounds at it: rank 5 whatever they are.
    ['eeeee', 25, { best: 5, worst: 5 }],
    // 26: EEEEE (>= 25) may be better; FFFFF (>= 27) and GGGGG are not.
    ['fffff', 27, { best: 5, worst: 6 }],
    ['ggggg', 30, { best: 5, worst: 7 }],
    // An exact total the table has: its rank, ties shared.
    ['ccccc', 22, { best: 2, worst: 2 }],
  ] as const)('%s with %i: ranks %j', (word, total, range) => {
    expect(rankRange(table, word, { total })).toEqual(range);
  });

  it('ranks a bound alone after the exact totals below it, and at worst last', () => {
    expect(rankRange(table, 'fffff', { atLeast: 27 })).toEqual({ best: 5, worst: 7 });
    expect(ratingRange(rateOpening(table, 'fffff')!, tableSummary(table))).toEqual({ best: 5, worst: 7 });
    expect(ratingRange(rateOpening(table, 'ccccc')!, tableSummary(table))).toEqual({ best: 2, worst: 2 });
  });

  it('ranks an opening that cannot win every game after every one that can, its fewest losses deciding among the others', () => {
    const all = openingsTable({ ...meta, cutoff: 1_000_000_000 }, [
      row('aaaaa', 20, 20),
      row('bbbbb', 30, 30),
      row('ccccc', null, 1_000_000_000),
      row('ddddd', null, 1_000_000_000),
    ]);
    // The table does not know how many answers DDDDD loses: it may lose fewer, or as many with fewer guesses.
    expect(rankRange(all, 'ccccc', { lost: 1, total: 99 })).toEqual({ best: 3, worst: 4 });
    expect(ratingRange(rateOpening(all, 'ccccc')!, tableSummary(all))).toEqual({ best: 3, worst: 4 });
  });

  it('knows which openings win every game from a table of format 3, and ranks with that', () => {
    const said = openingsTable(meta, [
      ...table.entries.filter((e) => e.total !== null),
      { ...row('eeeee', null, 25), winsAll: false },
      { ...row('fffff', null, 27), winsAll: true },
      row('ggggg', null, 29),
    ]);
    expect(tableSummary(said)).toMatchObject({ exact: 4, canWin: 5, cannotWin: 1 });
    // A total of 28: EEEEE cannot win every game (not better), FFFFF (>= 27) may be, GGGGG (>= 29) is not.
    expect(rankRange(said, 'xxxxx', { total: 28 })).toEqual({ best: 5, worst: 6 });
    // A loss: the five that win every game are better; GGGGG (not known) and EEEEE (loses too) may be.
    expect(rankRange(said, 'xxxxx', { lost: 2, total: 40 })).toEqual({ best: 6, worst: 8 });
    // The table's own ratings: EEEEE after the five that win, FFFFF before the one that loses, GGGGG anywhere after the exact totals.
    expect(ratingRange(rateOpening(said, 'eeeee')!, tableSummary(said))).toEqual({ best: 6, worst: 7 });
    expect(ratingRange(rateOpening(said, 'fffff')!, tableSummary(said))).toEqual({ best: 5, worst: 6 });
    expect(ratingRange(rateOpening(said, 'ggggg')!, tableSummary(said))).toEqual({ best: 5, worst: 7 });
  });
});

describe('where a value came from', () => {
  it.each([
    [{}, 'local'],
    [{ producer: 'w1' }, 'worker:w1'],
    [{ producer: 'host.lan:4242' }, 'worker:host.lan:4242'],
    [{ producer: 'b', replicas: ['b', 'a'] }, 'workers:a+b'],
    [{ producer: 'evil\tname\n' }, 'worker:evil_name_'],
    [{ producer: '' }, 'worker:_'],
  ] as const)("a job's provenance %j is the row's source %j", (provenance, source) => {
    expect(sourceOf(provenance)).toBe(source);
  });

  it('tells a claim from a proof, in words', () => {
    expect(isClaim('worker:w1')).toBe(true);
    expect(isClaim('workers:a+b')).toBe(false);
    expect(sourceText('local')).toBe('proven on the machine that computed the table');
    expect(sourceText('worker:w1')).toBe('claimed by queue worker w1, not re-proven here');
    expect(sourceText('workers:a+b')).toBe('proven by 2 queue workers that agree (a, b)');
  });
});
