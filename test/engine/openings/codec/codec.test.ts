import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exactCount,
  isComplete,
  lossBound,
  openingsTable,
  rateOpening,
  topOpenings,
  type OpeningEntry,
  type OpeningsMeta,
} from '../../../../src/engine/openings/table.js';
import { COLUMN_NAMES } from '../../../../src/engine/openings/codec/fields.js';
import { rateOpeningInText } from '../../../../src/engine/openings/codec/quick.js';
import { parseOpeningsTable } from '../../../../src/engine/openings/codec/read.js';
import { formatOpeningsTable } from '../../../../src/engine/openings/codec/write.js';
import { tableSummary } from '../../../../src/engine/openings/verdict.js';
import { asFormat1, asFormat2, redigest } from '../../../fixtures/openings.js';
import { wordleError } from '../../../helpers/errors.js';

// A small hand-made table (not real values: the real ones are computed by `wordle openings rank`).
// 10 answers: an exact total is at least 2n − 1 = 19, a bound with a cutoff at most 3n − 1 = 29.
const meta: OpeningsMeta = {
  list: 'custom-00aa11bb22cc33',
  checksum: '00aa11bb22cc33',
  answers: 10,
  guesses: 6,
  mode: 'normal',
  maxGuesses: 6,
  cutoff: 25,
  version: '0.1.0',
  computed: 'by hand, for a test',
};
const exact = (word: string, total: number, version = '0.1.0'): OpeningEntry => ({
  word,
  total,
  lowerBound: total,
  proven: true,
  version,
  source: 'local',
});
const bound = (word: string, lowerBound: number): OpeningEntry => ({
  word,
  total: null,
  lowerBound,
  proven: true,
  version: '0.1.0',
  source: 'local',
});
const entries = [
  bound('zzzzz', 29),
  exact('crane', 22),
  exact('salet', 20),
  bound('xylyl', 25),
  exact('trace', 22),
  exact('aaaaa', 24, '0.0.9'),
];
const table = openingsTable(meta, entries);
const text = formatOpeningsTable(table);

describe('the openings table', () => {
  it('sorts best first: exact totals ascending (ties by word), then bounds', () => {
    expect(table.entries.map((e) => e.word)).toEqual(['salet', 'crane', 'trace', 'aaaaa', 'xylyl', 'zzzzz']);
    expect(exactCount(table)).toBe(4);
    expect(isComplete(table)).toBe(true);
  });

  it('rates an opening: ties share a rank, a bound has no rank, averages are over the answers', () => {
    expect(rateOpening(table, 'salet')).toEqual({
      word: 'salet',
      total: 20,
      average: 2,
      rank: 1,
      of: 6,
      lowerBound: 20,
      proven: true,
      source: 'local',
      winsAll: true,
    });
    expect(rateOpening(table, 'trace')).toMatchObject({ rank: 2, total: 22, average: 2.2 });
    expect(rateOpening(table, 'CRANE ')).toMatchObject({ rank: 2 });
    expect(rateOpening(table, 'aaaaa')).toMatchObject({ rank: 4 });
    expect(rateOpening(table, 'zzzzz')).toEqual({
      word: 'zzzzz',
      total: null,
      average: null,
      rank: null,
      of: 6,
      lowerBound: 29,
      proven: true,
      source: 'local',
      winsAll: null,
    });
    expect(rateOpening(table, 'qqqqq')).toBeUndefined();
  });

  it("says where each value was proven: one worker's claim is not shown as proven, an agreement is", () => {
    const sourced = openingsTable(meta, [
      { ...exact('salet', 20), source: 'worker:w1' },
      { ...exact('crane', 22), source: 'workers:w1+w2' },
      exact('trace', 22),
    ]);
    expect(rateOpening(sourced, 'salet')).toMatchObject({ proven: false, source: 'worker:w1' });
    expect(rateOpening(sourced, 'crane')).toMatchObject({ proven: true, source: 'workers:w1+w2' });
    expect(rateOpening(sourced, 'trace')).toMatchObject({ proven: true, source: 'local' });
    expect(
      wordleError(() => openingsTable(meta, [{ ...exact('salet', 20), source: 'me' as 'local' }]), 'BAD_ARGUMENT')
        .message,
    ).toBe('openingsTable: salet: bad source (local, worker:ID or workers:ID+ID)');
  });

  it('lists the top openings, only those with exact totals', () => {
    expect(topOpenings(table, 2).map((r) => [r.word, r.rank])).toEqual([
      ['salet', 1],
      ['crane', 2],
    ]);
    expect(topOpenings(table, 100).map((r) => r.word)).toEqual(['salet', 'crane', 'trace', 'aaaaa']);
  });

  it('refuses inconsistent tables', () => {
    expect(wordleError(() => openingsTable(meta, [exact('salet', 25)]), 'BAD_ARGUMENT').message).toBe(
      'openingsTable: salet: exact total 25 is not below the cutoff 25',
    );
    expect(wordleError(() => openingsTable(meta, [bound('salet', 24)]), 'BAD_ARGUMENT').message).toMatch(
      /bound 24 is below the cutoff 25/u,
    );
    // Impossible values (issue 27): 10 answers need 2n − 1 = 19 guesses at least; a table with a
    // cutoff keeps the cutoff or a closed-form bound (at most 3n − 1 = 29), never a loss.
    expect(wordleError(() => openingsTable(meta, [exact('salet', 5)]), 'BAD_ARGUMENT').message).toBe(
      'openingsTable: salet: exact total 5 is impossible: 10 answers take at least 19 guesses (2n − 1)',
    );
    expect(wordleError(() => openingsTable(meta, [bound('salet', 1_000_000_000)]), 'BAD_ARGUMENT').message).toBe(
      'openingsTable: salet: bound 1000000000 contradicts the cutoff 25: a table computed with a cutoff keeps the cutoff or the closed-form bound (at most 3n − 1 = 29), never more',
    );
    // Without a cutoff every total is exact, and a bound is a loss.
    const noCutoff = { ...meta, cutoff: 1_000_000_000 };
    expect(openingsTable(noCutoff, [exact('salet', 99), bound('xylyl', 1_000_000_000)]).entries).toHaveLength(2);
    expect(
      wordleError(() => openingsTable(meta, [exact('salet', 20), bound('salet', 29)]), 'BAD_ARGUMENT').message,
    ).toBe('openingsTable: "salet" is listed twice');
    wordleError(() => openingsTable({ ...meta, mode: 'easy' as 'hard' }, []), 'BAD_ARGUMENT');
  });
});

describe('the table file (format 3, codec/fields.ts)', () => {
  it('writes the documented format: header lines, column names, one line per opening', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# wordle-openings 3');
    expect(lines).toContain('# cutoff: 25');
    expect(lines).toContain('# openings: 6');
    expect(lines[12]).toMatch(/^# digest: [0-9a-f]{14}$/u);
    expect(lines[13]).toBe('word\ttotal\twins-all\tproven\tsource\tmode\tlist\tversion');
    expect(lines).toContain('salet\t20\tyes\tyes\tlocal\tnormal\tcustom-00aa11bb22cc33\t0.1.0');
    expect(lines).toContain('aaaaa\t24\tyes\tyes\tlocal\tnormal\tcustom-00aa11bb22cc33\t0.0.9');
    expect(lines).toContain('zzzzz\t>=29\t?\tyes\tlocal\tnormal\tcustom-00aa11bb22cc33\t0.1.0');
    expect(text.endsWith('\n')).toBe(true);
    const sourced = formatOpeningsTable(openingsTable(meta, [{ ...exact('salet', 20), source: 'workers:a.b+c-1' }]));
    expect(sourced).toContain('salet\t20\tyes\tyes\tworkers:a.b+c-1\tnormal\tcustom-00aa11bb22cc33\t0.1.0');
    expect(parseOpeningsTable(sourced, 't.tsv').entries[0]!.source).toBe('workers:a.b+c-1');
  });

  it('reads back what it writes (LF, CRLF, with a BOM), and where it read it from', () => {
    const file = { format: 3, digest: /^# digest: (.*)$/mu.exec(text)![1], firstLine: 15 };
    expect(parseOpeningsTable(text, 't.tsv')).toEqual({ ...table, file });
    expect(parseOpeningsTable(`\uFEFF${text.replaceAll('\n', '\r\n')}`, 't.tsv')).toEqual({ ...table, file });
  });

  it('refuses an older format with one message that says how to convert it, never a misread', () => {
    for (const [format, old] of [
      [2, asFormat2(text)],
      [1, asFormat1(text)],
    ] as const) {
      const message = `old.tsv:1: an openings table of format ${format}, which this version reads no more (it reads format 3): convert it with "wordle openings convert old.tsv --out NEW.tsv.gz"`;
      expect(wordleError(() => parseOpeningsTable(old, 'old.tsv'), 'BAD_FILE').message).toBe(message);
      // The quick rating of `openings show` leaves it to the full parser, which says the same.
      expect(rateOpeningInText(old, 'old.tsv', 'salet')).toBeUndefined();
    }
  });

  it('keeps what each row says about winning every game (format 3), and refuses what cannot be', () => {
    const said = openingsTable(meta, [
      exact('salet', 20),
      { ...bound('xylyl', 25), winsAll: false },
      { ...bound('zzzzz', 29), winsAll: true },
      bound('qqqqq', 26),
    ]);
    const back = parseOpeningsTable(formatOpeningsTable(said), 't.tsv');
    expect(back.entries.map((e) => [e.word, e.winsAll])).toEqual([
      ['salet', true],
      ['xylyl', false],
      ['qqqqq', null],
      ['zzzzz', true],
    ]);
    expect(tableSummary(back)).toMatchObject({ exact: 1, canWin: 2, cannotWin: 1 });
    // A loss cannot say it wins every game, nor an exact total that it does not. A loss is a bound at
    // the value of one unit of weight lost, (6 + 1) × 10 + 1 = 71 over these 10 answers (lossBound):
    // more than any total that finds every answer (at most 6 × 10).
    const noCutoff = { ...meta, cutoff: 1_000_000_000 };
    expect(lossBound(noCutoff)).toBe(71);
    expect(
      wordleError(() => openingsTable(noCutoff, [{ ...bound('xylyl', 1_000_000_000), winsAll: null }]), 'BAD_ARGUMENT')
        .message,
    ).toBe(
      "openingsTable: xylyl: the row's value is a loss (>=71: it cannot win every game), but it says that is not known",
    );
    // Under a prior of weight 12, as a ranking under a prior keeps the openings that lose: at its
    // loss unit, 7 × 12 + 1 = 85 (its cutoff then), which the table then says cannot win every game.
    const weighted = {
      ...meta,
      cutoff: 85,
      prior: { name: 'history' as const, day: 1808, digest: '1a0ba6930c5e23', weight: 12 },
    };
    const losing = openingsTable(weighted, [bound('xylyl', 85), exact('salet', 40)]);
    expect(losing.entries.map((e) => [e.word, e.winsAll])).toEqual([
      ['salet', true],
      ['xylyl', false],
    ]);
    const written = formatOpeningsTable(losing);
    expect(written).toContain('xylyl\t>=85\tno\t');
    expect(parseOpeningsTable(written, 't.tsv').entries).toEqual(losing.entries);
    const forged = written.replace('xylyl\t>=85\tno', 'xylyl\t>=85\t?');
    expect(wordleError(() => parseOpeningsTable(forged, 't.tsv'), 'BAD_FILE').message).toMatch(
      /^t\.tsv:\d+: xylyl: the row's value is a loss \(>=85: it cannot win every game\), but it says that is not known$/u,
    );
    // The quick rating of show reads no such row either (the full parser then names it).
    expect(rateOpeningInText(redigest(forged), 't.tsv', 'xylyl')).toBeUndefined();
    expect(
      wordleError(() => openingsTable(meta, [{ ...exact('salet', 20), winsAll: false }]), 'BAD_ARGUMENT').message,
    ).toBe('openingsTable: salet: an exact total 20 finds every answer, but the row says it cannot win every game');
    const lossText = formatOpeningsTable(openingsTable(noCutoff, [exact('salet', 99), bound('xylyl', 1_000_000_000)]));
    expect(lossText).toContain('\nxylyl\t>=1000000000\tno\tyes\tlocal\t');
    expect(
      wordleError(
        () => parseOpeningsTable(redigest(lossText.replace('>=1000000000\tno', '>=1000000000\tyes')), 't.tsv'),
        'BAD_FILE',
      ).message,
    ).toBe("t.tsv:16: xylyl: the row's value is a loss (>=71: it cannot win every game), but it says it can");
  });

  // Hostile or damaged files: each error names the file, the line and what is wrong. Edits of the
  // rows come with a digest that matches again (as a forger would write them): each is refused for
  // what is wrong with it, not for the digest.
  const replaceLine = (from: string, to: string): string => redigest(text.replace(from, to));
  const row = (word: string, rest: string): string => `${word}\t${rest}\tnormal\tcustom-00aa11bb22cc33\t0.1.0`;
  const damaged: readonly (readonly [string, string, string])[] = [
    ['not a table', 'hello\n', 't.tsv:1: not an openings table (the first line must be "# wordle-openings 3")'],
    ['an empty file', '', 't.tsv:1: not an openings table (the first line must be "# wordle-openings 3")'],
    [
      'a newer format',
      text.replace('# wordle-openings 3', '# wordle-openings 4'),
      't.tsv:1: an openings table of format 4, which this version of wordlekit does not read (it reads format 3)',
    ],
    [
      'truncated in the header',
      text.slice(0, text.indexOf('# version')),
      't.tsv: no column header line ("word\\ttotal\\twins-all\\tproven\\tsource\\tmode\\tlist\\tversion"): truncated?',
    ],
    [
      'truncated in the body',
      text.slice(0, text.indexOf('xylyl')),
      't.tsv: 4 openings, but the header announces 6: truncated?',
    ],
    [
      'a line too many',
      redigest(`${text}${row('qqqqq', '>=29\t?\tyes\tlocal')}\n`),
      't.tsv:21: more openings than the 6 the header announces',
    ],
    ['a missing field', replaceLine('# cutoff: 25\n', ''), 't.tsv: the header has no "cutoff" line'],
    ['no digest', text.replace(/# digest: .*\n/u, ''), 't.tsv: the header has no "digest" line'],
    [
      'a bad digest',
      text.replace(/# digest: .*\n/u, '# digest: xyz\n'),
      't.tsv:13: digest must be 14 hex digits, got "xyz"',
    ],
    [
      'a careless edit (the digest does not match)',
      text.replace('aaaaa\t24', 'aaaaa\t23'),
      't.tsv:13: the digest does not match the table\'s lines: the file is damaged or was edited (tables are computed by "wordle openings rank", never edited by hand)',
    ],
    [
      'a repeated field',
      replaceLine('# cutoff: 25\n', '# cutoff: 25\n# cutoff: 26\n'),
      't.tsv:10: "cutoff" given twice (first on line 9)',
    ],
    [
      'an unknown field',
      replaceLine('# cutoff: 25\n', '# cutoff: 25\n# colour: red\n'),
      't.tsv:10: unknown header field "colour"',
    ],
    ['a bad mode', replaceLine('# mode: normal', '# mode: easy'), 't.tsv:7: mode must be normal or hard, got "easy"'],
    [
      'a bad number',
      replaceLine('# answers: 10', '# answers: 1e3'),
      't.tsv:5: answers must be a whole number from 1 to 1000000, got "1e3"',
    ],
    [
      'a zero cutoff',
      replaceLine('# cutoff: 25', '# cutoff: 0'),
      't.tsv:9: cutoff must be a whole number from 1 to 1000000000, got "0"',
    ],
    [
      'more openings than guesses',
      replaceLine('# openings: 6', '# openings: 7'),
      't.tsv:10: 7 openings, more than the 6 guesses',
    ],
    [
      'a bad list label',
      replaceLine('# list: custom-00aa11bb22cc33', '# list: Klassik!'),
      't.tsv:3: list must be a list label, got "Klassik!"',
    ],
    [
      'escape codes in the header',
      replaceLine('# computed: by hand', '# computed: \u001b[31mby hand'),
      't.tsv:12: computed must be text without control characters, got "\\u{1b}[31mby hand, for a test"',
    ],
    [
      'a text line in the header',
      replaceLine('# computed', 'computed'),
      't.tsv:12: expected a "#" header line or the column names, got "computed: by hand, for a test"',
    ],
    [
      'seven fields',
      replaceLine('salet\t20\tyes\tyes', 'salet\t20\tyes'),
      't.tsv:15: expected 8 tab-separated fields (word, total, wins-all, proven, source, mode, list, version), got 7: "salet\\u{9}20\\u{9}yes\\u{9}local\\u{9}normal\\u{9}custom-00aa11bb22cc33\\u{9}0.1.0"',
    ],
    ['a bad word', replaceLine('salet\t20', 'Salet\t20'), 't.tsv:15: word must be a word a-z, got "Salet"'],
    [
      'a word of another length',
      replaceLine('trace\t22', 'traced\t22'),
      't.tsv:17: "traced" is not 5 letters like the others',
    ],
    ['a duplicate', replaceLine('trace\t22', 'salet\t22'), 't.tsv:17: "salet" is a duplicate of line 15'],
    [
      'a bad total',
      replaceLine('crane\t22', 'crane\tmany'),
      't.tsv:16: total must be a whole number or ">=" and one (a proven lower bound), got "many"',
    ],
    [
      'a negative total',
      replaceLine('crane\t22', 'crane\t-22'),
      't.tsv:16: total must be a whole number or ">=" and one (a proven lower bound), got "-22"',
    ],
    [
      'a huge total',
      replaceLine('zzzzz\t>=29', 'zzzzz\t>=99999999999'),
      't.tsv:20: total must be a whole number or ">=" and one (a proven lower bound), got ">=99999999999"',
    ],
    [
      'an exact total at the cutoff',
      replaceLine('crane\t22', 'crane\t25'),
      't.tsv:16: crane: exact total 25 is not below the cutoff 25',
    ],
    [
      'a bound below the cutoff',
      replaceLine('zzzzz\t>=29', 'zzzzz\t>=3'),
      't.tsv:20: zzzzz: bound 3 is below the cutoff 25 (openings below it have exact totals)',
    ],
    // Issue 27: "salet 5" (n answers need at least 2n − 1 guesses) and a forged loss.
    [
      'an impossible total',
      replaceLine('salet\t20', 'salet\t5'),
      't.tsv:15: salet: exact total 5 is impossible: 10 answers take at least 19 guesses (2n − 1)',
    ],
    [
      'a bound no run with a cutoff keeps',
      replaceLine('zzzzz\t>=29', 'zzzzz\t>=1000000000'),
      't.tsv:20: zzzzz: bound 1000000000 contradicts the cutoff 25: a table computed with a cutoff keeps the cutoff or the closed-form bound (at most 3n − 1 = 29), never more',
    ],
    [
      'rows out of order',
      replaceLine('crane\t22', 'crane\t23'),
      't.tsv:17: "trace" (22) is out of order after "crane" (23): a table lists exact totals ascending, then bounds ascending, ties by word',
    ],
    [
      'a bad proven',
      replaceLine('salet\t20\tyes\tyes', 'salet\t20\tyes\tsure'),
      't.tsv:15: proven must be yes or no, got "sure"',
    ],
    [
      'a bad wins-all',
      replaceLine('salet\t20\tyes', 'salet\t20\tall'),
      't.tsv:15: wins-all must be yes, no or ?, got "all"',
    ],
    // A row edited to claim a loss for an opening with an exact total (which finds every answer).
    [
      'an exact total claiming a loss',
      replaceLine('salet\t20\tyes\t', 'salet\t20\tno\t'),
      't.tsv:15: salet: an exact total 20 finds every answer, but the row says it cannot win every game',
    ],
    [
      'an exact total not known to win',
      replaceLine('salet\t20\tyes\t', 'salet\t20\t?\t'),
      't.tsv:15: salet: an exact total 20 finds every answer, but the row says it is not known to win every game',
    ],
    [
      'a bad source',
      replaceLine('salet\t20\tyes\tyes\tlocal', 'salet\t20\tyes\tyes\tme'),
      't.tsv:15: source must be local, worker:ID or workers:ID+ID, got "me"',
    ],
    [
      'another mode',
      replaceLine('salet\t20\tyes\tyes\tlocal\tnormal', 'salet\t20\tyes\tyes\tlocal\thard'),
      't.tsv:15: mode "hard" differs from the header\'s "normal"',
    ],
    [
      'another list',
      replaceLine(
        'salet\t20\tyes\tyes\tlocal\tnormal\tcustom-00aa11bb22cc33',
        'salet\t20\tyes\tyes\tlocal\tnormal\tclassic',
      ),
      't.tsv:15: list "classic" differs from the header\'s "custom-00aa11bb22cc33"',
    ],
    [
      'a terminal escape in a version',
      replaceLine(
        'aaaaa\t24\tyes\tyes\tlocal\tnormal\tcustom-00aa11bb22cc33\t0.0.9',
        'aaaaa\t24\tyes\tyes\tlocal\tnormal\tcustom-00aa11bb22cc33\t\u001b]0;x\u0007',
      ),
      't.tsv:18: version must be a version, got "\\u{1b}]0;x\\u{7}"',
    ],
    [
      'a line of 5000 characters',
      replaceLine('salet\t20', `salet\t20${'9'.repeat(5000)}`),
      't.tsv:15: line of 5057 characters (limit 1000)',
    ],
  ];
  it.each(damaged)('refuses %s with one exact message', (_, input, message) => {
    const e = wordleError(
      () => parseOpeningsTable(input, 't.tsv'),
      message.includes('characters (limit') ? 'TOO_LARGE' : 'BAD_FILE',
    );
    expect(e.message).toBe(message);
  });

  it('refuses a text over the size limit before reading it', () => {
    expect(wordleError(() => parseOpeningsTable(' '.repeat(64 * 2 ** 20 + 1), 'big.tsv'), 'TOO_LARGE').message).toBe(
      'big.tsv: larger than 64 MB: not an openings table',
    );
  });

  it('reads a full-size table back (12972 lines, as on the classic lists)', () => {
    const words = Array.from({ length: 12972 }, (_, i) =>
      i
        .toString(26)
        .padStart(5, '0')
        .replace(/[0-9]/gu, (d) => 'qrstuvwxyz'[Number(d)]!),
    );
    // 3000 answers: exact totals from 5999, bounds up to 8999 (closed-form ones above the cutoff).
    const big = openingsTable(
      { ...meta, answers: 3000, guesses: 12972, cutoff: 8100 },
      words.map((w, i) => (i < 100 ? exact(w, 7920 + i) : bound(w, 8100 + (i % 300)))),
    );
    const back = parseOpeningsTable(formatOpeningsTable(big), 'big.tsv');
    expect(back.entries).toHaveLength(12972);
    expect(rateOpening(back, words[0]!)).toMatchObject({ rank: 1, of: 12972 });
    expect(back).toEqual({ ...big, file: { format: 3, digest: back.file!.digest, firstLine: 15 } });
  });
  // rateOpeningInText: what `wordle openings show` reads, without an entry per line. It must give
  // exactly what the full parser gives, or undefined (the caller then parses in full).
  it('rates straight from the text as the full parser does', () => {
    // Regular: every line alike but for its word and value (the hand-made table has a version 0.0.9
    // line, read only by the full parser).
    const regular = redigest(text.replace('\t0.0.9\n', '\t0.1.0\n'));
    const exactOnly = formatOpeningsTable(
      openingsTable(
        meta,
        parseOpeningsTable(regular, 't.tsv').entries.filter((e) => e.total !== null),
      ),
    );
    // Sources may differ from line to line (a table made on a queue).
    const sourced = redigest(
      regular.replace('\tlocal\t', '\tworker:w-1\t').replace(/\tlocal(\t[^\n]*\n[^\n]*\n)$/u, '\tworkers:a+b$1'),
    );
    expect(sourced).toContain('worker:w-1');
    expect(sourced).toContain('workers:a+b');
    // Rows that say whether they win every game: yes, no, or not known.
    const wins = redigest(
      regular.replace('xylyl\t>=25\t?\t', 'xylyl\t>=25\tno\t').replace('zzzzz\t>=29\t?\t', 'zzzzz\t>=29\tyes\t'),
    );
    expect(wins).not.toBe(regular);
    const notProven = redigest(regular.replaceAll(/\t(yes|\?)\tyes\t/gu, '\t$1\tno\t'));
    const variants = [regular, exactOnly, notProven, sourced, wins];
    for (const t of variants) {
      const parsed = parseOpeningsTable(t, 't.tsv');
      for (const e of parsed.entries) {
        const quick = rateOpeningInText(t, 't.tsv', ` ${e.word.toUpperCase()} `);
        expect(quick?.rating, e.word).toEqual(rateOpening(parsed, e.word));
        expect(quick?.summary).toEqual(tableSummary(parsed));
      }
    }
    expect(rateOpeningInText(wins, 't.tsv', 'xylyl')?.summary).toMatchObject({ canWin: 5, cannotWin: 1 });
    expect(rateOpeningInText(wins, 't.tsv', 'xylyl')?.rating).toMatchObject({ winsAll: false, lowerBound: 25 });
    expect(rateOpeningInText(text, 't.tsv', 'salet')).toBeUndefined(); // two versions: the full parser
    expect(rateOpeningInText(regular, 't.tsv', 'qqqqq')).toBeUndefined(); // not listed: the full parser says so
  });

  it('leaves every damaged table to the full parser, or throws its very error', () => {
    const words = table.entries.map((e) => e.word);
    for (const [what, input] of damaged) {
      let full: string | undefined;
      try {
        parseOpeningsTable(input, 't.tsv');
      } catch (e) {
        full = (e as Error).message;
      }
      for (const w of words) {
        let quick: string | undefined;
        let r: unknown;
        try {
          r = rateOpeningInText(input, 't.tsv', w);
        } catch (e) {
          quick = (e as Error).message;
        }
        if (quick !== undefined) expect(quick, what).toBe(full);
        else expect(r, `${what}: ${w}`).toBeUndefined();
      }
    }
    // Damage the body of a regular, full-size table (its digest made to match again): a duplicate, a
    // count off by one, a value out of range or impossible, a bound before an exact total, a line
    // unlike the others, lines out of order. None is read quickly.
    const many = Array.from({ length: 300 }, (_, i) =>
      i
        .toString(26)
        .padStart(5, '0')
        .replace(/[0-9]/gu, (d) => 'qrstuvwxyz'[Number(d)]!),
    );
    const big = formatOpeningsTable(
      openingsTable(
        { ...meta, answers: 3000, guesses: 300, cutoff: 8100 },
        many.map((w, i) =>
          i < 100 ? { ...exact(w, 7920 + i), proven: true } : { ...bound(w, 8100 + (i % 300)), proven: true },
        ),
      ),
    );
    const w = many[150]!;
    expect(rateOpeningInText(big, 'big.tsv', w)?.rating).toEqual(rateOpening(parseOpeningsTable(big, 'big.tsv'), w));
    const broken = [
      big.replace('\t7921\t', '\t7922\t'), // a careless edit: the digest does not match
      ...[
        big.replace(`\n${many[1]}\t`, `\n${many[2]}\t`),
        big.replace(/\n[a-z]+\t>=8399[^\n]*\n/u, '\n'),
        big.replace('\t>=8200\t', '\t>=8099\t'),
        big.replace('\t7920\t', '\t8100\t'),
        big.replace('\t7920\t', '\t0\t'),
        big.replace('\t7921\t', '\t07921\t'),
        big.replace('\t>=8201\t', '\t>=1000000001\t'),
        big.replace(`\n${many[5]}\t`, `\n${many[5]}x\t`),
        big.replace(
          '\tyes\tlocal\tnormal\tcustom-00aa11bb22cc33\t0.1.0\n',
          '\tno\tlocal\tnormal\tcustom-00aa11bb22cc33\t0.1.0\n',
        ),
        big.replace('\t7920\t', '\t5998\t'), // below 2n − 1
        big.replace('\t>=8201\t', '\t>=9000\t'), // above 3n − 1 and the cutoff
        big.replace('\t7925\t', '\t7930\t'), // out of order
        big.replace('\tlocal\tnormal', '\twork:x\tnormal'), // not a source
        big.replace('\t7920\tyes\t', '\t7920\tno\t'), // an exact total that cannot win every game
        big.replace('\t>=8200\t?\t', '\t>=8200\tmaybe\t'), // not a wins-all
      ].map(redigest),
    ];
    const lines = big.trimEnd().split('\n');
    const head = lines.indexOf(COLUMN_NAMES);
    broken.push(redigest([...lines.slice(0, head + 1), ...lines.slice(head + 1).reverse()].join('\n')));
    for (const [k, t] of broken.entries()) {
      expect(t, `variant ${k} changed nothing`).not.toBe(big);
      expect(rateOpeningInText(t, 'big.tsv', w), `variant ${k}`).toBeUndefined();
    }
  });
});

describe('the codec round trip', () => {
  // Any table the library can make: write → read → write gives the same text, and read gives the same table.
  const word = fc.stringMatching(/^[a-z]{5}$/u);
  const row = fc.record({
    word,
    exact: fc.boolean(),
    value: fc.integer({ min: 0, max: 4 }),
    winsAll: fc.constantFrom(true, false, null, undefined),
    proven: fc.boolean(),
    source: fc.constantFrom('local', 'worker:w-1', 'workers:a+b.c'),
    version: fc.constantFrom('0.1.0', '1.2.3-beta.1+b'),
  });
  const rowsOf = (
    cutoff: number,
    rows: readonly (typeof row extends fc.Arbitrary<infer T> ? T : never)[],
  ): OpeningEntry[] => {
    const seen = new Set<string>();
    return rows
      .filter((r) => !seen.has(r.word) && seen.add(r.word))
      .map((r) => {
        const lowerBound = r.exact ? 19 + r.value : cutoff + r.value;
        const winsAll = r.exact ? true : r.winsAll;
        return {
          word: r.word,
          total: r.exact ? lowerBound : null,
          lowerBound,
          proven: r.proven,
          version: r.version,
          source: r.source as OpeningEntry['source'],
          ...(winsAll !== undefined ? { winsAll } : {}),
        };
      });
  };
  it('writes, reads and writes again the same text (any rows, prior or none, CRLF)', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 30 }),
        fc.boolean(),
        fc.constantFrom('', 'x · 3 s', 'a\u0007b'),
        (rows, weighted, computed) => {
          const m: OpeningsMeta = {
            ...meta,
            guesses: 40,
            computed,
            ...(weighted
              ? { prior: { name: 'history' as const, day: 1808, digest: '1a0ba6930c5e23', weight: 10 } }
              : {}),
          };
          const t = openingsTable(m, rowsOf(25, rows));
          const once = formatOpeningsTable(t);
          const back = parseOpeningsTable(once, 't.tsv');
          expect(formatOpeningsTable(back)).toBe(once);
          expect(back.entries).toEqual(
            t.entries.map((e) => ({ ...e, winsAll: e.winsAll ?? (e.total !== null ? true : null) })),
          );
          expect(parseOpeningsTable(once.replaceAll('\n', '\r\n'), 't.tsv').entries).toEqual(back.entries);
        },
      ),
      { numRuns: 200 },
    );
  });
});
