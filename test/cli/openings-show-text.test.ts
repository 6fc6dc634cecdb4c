import { describe, expect, it } from 'vitest';
import { verdictLine } from '../../src/cli/openings-show.js';
import { foundVerdict, rankRange, tableSummary } from '../../src/engine/openings/verdict.js';
import { openingsTable, type OpeningsMeta } from '../../src/engine/openings/table.js';

// Hand-made tables of 10 answers where no opening, one, or two can win every game (a loss is a
// bound of 1e9, the convention of tables without a cutoff): an opening computed to lose 2 answers.
const meta: OpeningsMeta = {
  list: 'test',
  checksum: '00',
  answers: 10,
  guesses: 4,
  mode: 'hard',
  maxGuesses: 6,
  cutoff: 1_000_000_000,
  version: '0',
  computed: '',
};
const row = (word: string, total: number | null) =>
  ({ word, total, lowerBound: total ?? 1_000_000_000, proven: true, version: '0', source: 'local' }) as const;

function lineFor(winners: number): string {
  const rows = ['aaaaa', 'bbbbb', 'ccccc'].map((w, i) => row(w, i < winners ? 20 + i : null));
  const table = openingsTable(meta, [...rows, row('zzzzz', null)]);
  const value = { lost: 2, total: 99 };
  const v = foundVerdict('zzzzz', value, { answers: 10, of: 4 }, rankRange(table, 'zzzzz', value), {
    from: 'computed',
  });
  return verdictLine(v, tableSummary(table));
}

describe('the rank of an opening that cannot win every game, in words', () => {
  it('counts the openings proven to win every game in plain words: none, one, or a number', () => {
    expect(lineFor(0)).toContain('rank 1 to 4 of 4 openings: the table proves of none that it can win every game,');
    expect(lineFor(1)).toContain('rank 2 to 4 of 4 openings: the one it proves can win every game is better,');
    expect(lineFor(2)).toContain('rank 3 to 4 of 4 openings: the 2 it proves can win every game are all better,');
    for (const n of [0, 1, 2]) {
      expect(lineFor(n)).toMatch(/^ZZZZZ: cannot win every game in hard mode; at best it loses 2 of the 10 answers/u);
      expect(lineFor(n)).not.toMatch(/the [01] it proves/u);
    }
  });
});
