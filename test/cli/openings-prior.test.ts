import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingsTable } from '../../src/engine/openings/table.js';
import { parseOpeningsTable } from '../../src/engine/openings/codec/read.js';
import { formatOpeningsTable } from '../../src/engine/openings/codec/write.js';
import { ExactPlay } from '../../src/search/exact-play.js';
import { rootPosition } from '../../src/search/position/position.js';
import { runCli, sampledLists } from './run.js';

// `wordle openings rank|show|top --prior`: a table under a prior (here a weights file over small
// lists), its totals the exact weighted sums; read only under its own prior, every bad input one
// line naming the file and line or the day, exit code 2.

const dir = mkdtempSync(join(tmpdir(), 'wordle-openings-prior-'));
const { answers, words, lists } = sampledLists(dir, 57, 40, 30);
const weightsFile = join(dir, 'weights.txt');
const weights = answers.map((_, i) => (i % 4 === 0 ? 3 : 10));
writeFileSync(weightsFile, answers.map((a, i) => `${a} ${weights[i]!}`).join('\n') + '\n');
const table = join(dir, 't.tsv');
const only = join(dir, 'only.txt');

describe('openings under a prior (a weights file)', () => {
  it('ranks every opening with exact weighted totals, and show and top read them under that prior', async () => {
    const r = await runCli('openings', 'rank', ...lists, '--prior', weightsFile, '--out', table);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/, a prior from a file \(weights [0-9a-f]{14}\), no cutoff\): 70 exact totals/u);
    const text = readFileSync(table, 'utf8');
    expect(text).toMatch(/^# prior: file\n# prior-digest: [0-9a-f]{14}\n# prior-weight: \d+$/mu);
    // The best opening's total is the exact search's under those weights.
    const best = text
      .split('\n')
      .find((l) => /^[a-z]{5}\t\d+\t/u.test(l))!
      .split('\t');
    const play = new ExactPlay(words, { weights: Float64Array.from(weights) });
    const root = rootPosition(words);
    const [v] = play.guessValues(root, [best[0]!]);
    expect(Number(best[1])).toBe(play.outcome(root, v!).total);
    const show = await runCli(
      'openings',
      'show',
      best[0]!,
      '--table',
      table,
      '--prior',
      weightsFile,
      ...lists.slice(0, 4),
    );
    expect(show.code, show.err).toBe(0);
    const W = weights.reduce((a, b) => a + b, 0);
    expect(show.out).toContain(
      `${(Number(best[1]) / W).toFixed(4)} expected guesses (a weighted total of ${best[1]} over the prior's weight ${W})`,
    );
    expect(show.out).toContain('totals are weighted sums');
  });

  it('verify re-proves its rows under the same prior, and finds a forged one', async () => {
    const v = await runCli('openings', 'verify', table, ...lists.slice(0, 4), '--prior', weightsFile, '--quiet');
    expect(v.code, v.err).toBe(0);
    // The best row's total changed, the digest made again (as anyone could): re-proved, it differs.
    const t = parseOpeningsTable(readFileSync(table, 'utf8'), table);
    const best = t.entries[0]!;
    const forged = openingsTable(t.meta, [
      { ...best, total: best.total! + 2, lowerBound: best.total! + 2 },
      ...t.entries.slice(1),
    ]);
    const path = join(dir, 'forged.tsv');
    writeFileSync(path, formatOpeningsTable(forged));
    const f = await runCli(
      'openings',
      'verify',
      path,
      ...lists.slice(0, 4),
      '--prior',
      weightsFile,
      '--only',
      best.word,
      '--quiet',
    );
    expect(f.code).toBe(1);
    expect(f.out).toContain(
      `${best.word}: the table says ${best.total! + 2} (proven on the machine that computed the table); re-proved here: ${best.total}`,
    );
  });

  it('labels a table of some openings "the best of the N computed", never the best', async () => {
    writeFileSync(only, `${words.guesses.slice(0, 6).join('\n')}\n`);
    const t = join(dir, 'only.tsv');
    expect((await runCli('openings', 'rank', ...lists, '--prior', weightsFile, '--only', only, '--out', t)).code).toBe(
      0,
    );
    const top = await runCli('openings', 'top', '3', '--table', t);
    expect(top.out.split('\n')[0]).toMatch(/^the best 3 of the 6 openings computed, not of all 70 \(/u);
    expect(top.out).toContain('exp. guesses');
  });

  it('refuses a table under another prior, a weights file or a day that does not exist, and a tampered table: exit 2, one line', async () => {
    const other = join(dir, 'other.txt');
    writeFileSync(other, answers.map((a) => `${a} 5`).join('\n') + '\n');
    const cases: [string[], RegExp][] = [
      [
        ['--prior', 'uniform'],
        /t\.tsv is a table under a prior from a file \(weights [0-9a-f]{14}\), not equal weights as asked \(--prior\): a table is read only under its own prior/u,
      ],
      [
        ['--prior', other],
        /t\.tsv is a table under a prior from a file \(weights ([0-9a-f]{14})\), not a prior from a file \(weights (?!\1)[0-9a-f]{14}\) as asked/u,
      ],
      [['--prior', join(dir, 'missing.txt')], /^wordle: cannot read --prior file .*missing\.txt: no such file$/u],
      [['--prior', 'history', '--date', '2020-01-01'], /^wordle: --date: 2020-01-01 is before the first Wordle/u],
    ];
    for (const [args, message] of cases) {
      const r = await runCli('openings', 'show', words.guesses[0]!, '--table', table, ...lists.slice(0, 4), ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toMatch(message);
    }
    // A total changed by hand: the digest names the file and its line.
    const tampered = join(dir, 'tampered.tsv');
    writeFileSync(
      tampered,
      readFileSync(table, 'utf8').replace(
        /^([a-z]{5})\t(\d+)\t/mu,
        (_, w: string, t: string) => `${w}\t${Number(t) + 1}\t`,
      ),
    );
    const r = await runCli('openings', 'top', '--table', tampered);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^wordle: .*tampered\.tsv:\d+: the digest does not match/u);
  });
});
