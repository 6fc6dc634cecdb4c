import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './run.js';

describe('wordle bench', () => {
  it('prints a histogram with bars and the totals (entropy + SOARE, classic)', async () => {
    const r = await runCli('bench', '--list', 'classic', '--strategy', 'entropy', '--first', 'soare', '--threads', '0');
    expect(r.code).toBe(0);
    expect(r.out).toContain('entropy (first guess SOARE): 2315 answers');
    expect(r.out).toMatch(/^\s+3\s+1219\s+52\.7%\s+█+$/mu);
    expect(r.out).toContain('total 8018, average 3.4635, max 6, solved within 6: 100.00%');
  });

  it('compares several strategies in Markdown, in parallel workers', async () => {
    const r = await runCli(
      'bench',
      '--list',
      'classic',
      '--strategy',
      'minimax,most-parts',
      '--answers-subset',
      '100',
      '--markdown',
    );
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(
      '| strategy | first | 1 | 2 | 3 | 4 | 5 | 6 | >6 | total | average | max | solved ≤6 | time |',
    );
    expect(lines.slice(2).map((l) => l.split(' | ')[0])).toEqual(['| `minimax`', '| `most-parts`']);
    expect(lines[3]).toContain('| TRACE |');
  });

  it('gives JSON with the histogram, and verifies hard mode', async () => {
    const r = await runCli(
      'bench',
      '--list',
      'classic',
      '--strategy',
      'entropy',
      '--first',
      'soare',
      '--hard',
      '--json',
      '--threads',
      '0',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { hardModeVerified: boolean; results: { answers: number; histogram: object }[] };
    expect(j.hardModeVerified).toBe(true);
    expect(j.results[0]!.answers).toBe(2315);
    expect(Object.keys(j.results[0]!.histogram)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it.each([
    [['--strategy', 'nope'], /unknown strategy "nope"/],
    [['--strategy', 'entropy', '--first', 'zzzzz'], /"zzzzz" is not in the word list/],
    [['--max-guesses', '0'], /--max-guesses must be a whole number from 1 to 64, got "0"/],
  ])('fails with one line and exit code 2: %s', async (args, message) => {
    const r = await runCli('bench', '--list', 'classic', ...args, '--threads', '0');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('prints nothing extra on stderr when piped', () => {
    const r = spawnCli(['bench', '--list', 'classic', '--strategy', 'first,random', '--seed', '3']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('strategy  first');
  });

  it('takes --quiet (-q), the one quiet option; --no-progress is gone', async () => {
    const quiet = await runCli(
      'bench',
      '--list',
      'classic',
      '--strategy',
      'first',
      '--answers-subset',
      '50',
      '-q',
      '--threads',
      '0',
    );
    expect(quiet.code).toBe(0);
    expect(quiet.out).toContain('first (first guess CIGAR): 50 answers');
    const old = await runCli('bench', '--strategy', 'first', '--no-progress');
    expect(old.code).toBe(2);
    expect(old.err).toBe("wordle: unknown option '--no-progress'");
  });
});
