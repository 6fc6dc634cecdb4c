import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingsCommand } from '../../src/cli/commands/openings.js';
import { fastShowArgs } from '../../src/cli/fast-path.js';
import { optionName, SHOW_OPTIONS, TABLE_OPTIONS } from '../../src/cli/show-options.js';
import type { Output } from '../../src/cli/output.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { formatOpeningsTable } from '../../src/engine/openings/codec/write.js';
import { placeholderTable } from '../fixtures/openings.js';
import { runCliWith } from './run.js';

// `wordle openings show` skips commander for plain command lines (src/cli/fast-path.ts): it must
// accept the same options as the command commander declares, and say exactly what commander's path
// says for every command line, plain or not.

const silent: Output = { line: () => undefined, json: () => undefined, error: () => undefined };
const argv = (...args: string[]): string[] => ['node', 'wordle', 'openings', 'show', ...args];

describe('the fast path of wordle openings show', () => {
  it('reads the options commander declares for show, from the one list of them', () => {
    const show = openingsCommand(silent).commands.find((c) => c.name() === 'show')!;
    expect(show.options.map((o) => o.flags)).toEqual([...TABLE_OPTIONS, ...SHOW_OPTIONS].map((o) => o.flags));
    expect(SHOW_OPTIONS.map((o) => optionName(o))).toEqual([
      { name: '--no-compute', key: 'compute', value: false },
      { name: '--answers', key: 'answers', value: true },
      { name: '--guesses', key: 'guesses', value: true },
    ]);
  });

  it('takes only plain command lines', () => {
    expect(fastShowArgs(argv('salet'))).toEqual({ word: 'salet', options: {} });
    expect(fastShowArgs(argv('--hard', 'salet', '--json', '--list', 'nyt', '--table=t.tsv', '--no-color'))).toEqual({
      word: 'salet',
      options: { hard: true, json: true, list: 'nyt', table: 't.tsv', color: false },
    });
    expect(fastShowArgs(argv('adieu', '--no-compute', '--answers', 'a.txt', '--guesses=g.txt'))).toEqual({
      word: 'adieu',
      options: { compute: false, answers: 'a.txt', guesses: 'g.txt' },
    });
    for (const other of [
      argv(),
      argv('--help'),
      argv('salet', '-h'),
      argv('salet', 'crane'),
      argv('salet', '--hard', '--hard'),
      argv('salet', '--hard=yes'),
      argv('salet', '--table'),
      argv('salet', '--table', '--json'),
      argv('salet', '--table='),
      argv('salet', '--list', 'moon'),
      argv('salet', '--top', '3'),
      argv('--', 'salet'),
      argv('-salet'),
      argv('salet', '--constructor'),
      argv('salet', '--toString'),
      ['node', 'wordle', 'openings', 'top'],
      ['node', 'wordle', 'show', 'salet'],
    ]) {
      expect(fastShowArgs(other), other.join(' ')).toBeUndefined();
    }
  });

  it('says exactly what commander says, for plain command lines and others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-fast-'));
    const classic = builtinWordSet('classic');
    const [a, b] = classic.guesses as [string, string];
    const table = join(dir, 'placeholder.tsv');
    writeFileSync(table, formatOpeningsTable(placeholderTable({ [a]: 7990, [b]: 7991 }, 8000)));
    const bad = join(dir, 'bad.tsv');
    writeFileSync(bad, '# wordle-openings 3\nnot a table\n');
    const lines = [
      ['salet'],
      [' CRANE '],
      ['raise', '--hard', '--no-compute'],
      ['zymic', '--json', '--no-compute'],
      ['zymic', '--no-compute', '--table', table],
      ['tarse', '--hard', '--json', '--no-color'],
      ['salet', '--hard', '--no-compute'],
      ['zzzzz'],
      ['abc'],
      ['salet', '--list', 'nyt'],
      ['salet', '--list', 'nyt2022'],
      ['salet', '--list=classic'],
      [a, '--table', table],
      [b, `--table=${table}`, '--json'],
      ['salet', '--table', table, '--hard'],
      ['salet', '--table', table, '--list', 'nyt'],
      ['salet', '--table', join(dir, 'missing.tsv')],
      ['salet', '--table', bad],
      ['salet', '--table', dir],
      ['salet', '--list', 'moon'],
      ['salet', '--hard', '--hard', '--no-compute'],
      ['salet', 'crane'],
      ['salet', '--table'],
      ['--help'],
    ];
    // Today's NYT game by default: SALET 11235 over the 3158 likely answers, second to TARSE 11219
    // (published: Selby, alex1770/wordle, results_easy_nyt20230701); the classic one on request
    // (SALET 7920, Selby 2022).
    expect((await runCliWith({}, 'openings', 'show', 'salet')).out).toContain(
      'SALET: 11235 guesses over the 3158 answers, 3.5576 on average: rank 2 of 14855 openings (nyt list, normal mode; proven)',
    );
    expect((await runCliWith({}, 'openings', 'show', 'salet', '--list', 'classic')).out).toContain(
      'SALET: 7920 guesses',
    );
    // Each run starts from its own empty cache: a value one run computes and keeps must not turn
    // the other's "computed now" into "from the cache".
    const suiteCache = process.env.XDG_CACHE_HOME;
    const fresh = (): void => {
      process.env.XDG_CACHE_HOME = mkdtempSync(join(dir, 'cache-'));
    };
    try {
      for (const args of lines) {
        fresh();
        const fast = await runCliWith({}, 'openings', 'show', ...args);
        fresh();
        const slow = await runCliWith({ fastPaths: false }, 'openings', 'show', ...args);
        expect(fast, args.join(' ')).toEqual(slow);
      }
    } finally {
      process.env.XDG_CACHE_HOME = suiteCache;
    }
  });
});
