import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convertOpeningsTable, readAnyOpeningsTable } from '../../../../src/engine/openings/codec/convert.js';
import { parseOpeningsTable } from '../../../../src/engine/openings/codec/read.js';
import { formatOpeningsTable } from '../../../../src/engine/openings/codec/write.js';
import { openingsTable, winsAllOf, type OpeningEntry } from '../../../../src/engine/openings/table.js';
import { asFormat1, asFormat2, redigest } from '../../../fixtures/openings.js';
import { wordleError } from '../../../helpers/errors.js';

// Tables of formats 1 and 2 (an earlier version's) are read only here, to be written in format 3.
const meta = {
  list: 'custom-00aa11bb22cc33',
  checksum: '00aa11bb22cc33',
  answers: 10,
  guesses: 6,
  mode: 'normal' as const,
  maxGuesses: 6,
  cutoff: 25,
  version: '0.1.0',
  computed: 'by hand, for a test',
};
const row = (word: string, total: number | null, lowerBound: number): OpeningEntry => ({
  word,
  total,
  lowerBound,
  proven: true,
  version: '0.1.0',
  source: 'local',
});
const table = openingsTable(meta, [
  row('salet', 20, 20),
  row('crane', 22, 22),
  row('xylyl', null, 25),
  row('zzzzz', null, 29),
]);
const text = formatOpeningsTable(table);

describe('openings convert (formats 1 and 2 to 3)', () => {
  it.each([
    ['format 2', asFormat2(text), 2],
    ['format 1', asFormat1(text), 1],
    ['format 3 (written again as it reads)', text, 3],
  ] as const)('converts %s to the table it held, each row winning as its value says', (_, old, from) => {
    const converted = convertOpeningsTable(old, 'old.tsv');
    expect(converted).toEqual({ text, from, rows: 4 });
    expect(parseOpeningsTable(converted.text, 'new.tsv').entries.map((e) => [e.word, e.winsAll])).toEqual([
      ['salet', true],
      ['crane', true],
      ['xylyl', null],
      ['zzzzz', null],
    ]);
  });

  it('refuses an overlong line of an old table', () => {
    const long = v2.replace('salet\t20\tyes\tlocal', `salet\t20\tyes\tworker:${'w'.repeat(2000)}`);
    expect(wordleError(() => readAnyOpeningsTable(long, 'old.tsv'), 'TOO_LARGE').message).toBe(
      'old.tsv:15: line of 2055 characters (limit 1000)',
    );
  });

  it('gives a loss of a table without a cutoff "cannot win every game"', () => {
    const losses = formatOpeningsTable(
      openingsTable({ ...meta, cutoff: 1_000_000_000 }, [row('salet', 99, 99), row('xylyl', null, 1_000_000_000)]),
    );
    const back = parseOpeningsTable(convertOpeningsTable(asFormat2(losses), 'old.tsv').text, 'new.tsv');
    expect(back.entries.map((e) => winsAllOf(e))).toEqual([true, false]);
  });

  const v2 = asFormat2(text);
  const v1 = asFormat1(text);
  it.each([
    [
      'a damaged format 2 table (its digest)',
      v2.replace('crane\t22', 'crane\t23'),
      'old.tsv:13: the digest does not match',
    ],
    [
      'an impossible total, on its line',
      redigest(v2.replace('salet\t20', 'salet\t5')),
      'old.tsv:15: salet: exact total 5 is impossible',
    ],
    [
      'a format 1 row with a source',
      v1.replace('salet\t20\tyes\t', 'salet\t20\tyes\tlocal\t'),
      'old.tsv:14: expected the 6 fields of format 1',
    ],
    [
      'a bad proven',
      v1.replace('salet\t20\tyes\t', 'salet\t20\tsure\t'),
      'old.tsv:14: proven must be yes or no, got "sure"',
    ],
    ['a duplicate', redigest(v2.replace('crane\t22', 'salet\t22')), 'old.tsv:16: "salet" is a duplicate of line 15'],
    ['a format it does not know', text.replace('openings 3', 'openings 9'), 'old.tsv:1: an openings table of format 9'],
    ['no table', 'word\ttotal\n', 'old.tsv:1: not an openings table'],
  ])('refuses %s with one message naming the line', (_, bad, message) => {
    expect(wordleError(() => readAnyOpeningsTable(bad, 'old.tsv'), 'BAD_FILE').message).toContain(message);
  });

  // The shipped tables were format 2 until this version: converting each, written back as format 2
  // (its wins-all column dropped: the tables that had one decide some rows, which format 2 cannot say),
  // gives the shipped table again, byte for byte.
  it.each(['classic-normal', 'classic-hard', 'nyt-normal'])(
    'converts the shipped %s table as format 2 back to itself',
    (name) => {
      const shipped = gunzipSync(readFileSync(`data/openings/${name}.tsv.gz`)).toString('utf8');
      expect(convertOpeningsTable(asFormat2(shipped), `${name}.tsv`)).toEqual({
        text: shipped,
        from: 2,
        rows: name.startsWith('nyt') ? 14855 : 12972,
      });
    },
  );
});
