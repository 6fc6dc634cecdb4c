import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './run.js';

describe('--length: the built-in lists of 4, 6 and 7 letters', () => {
  it('suggests on the 6-letter list', async () => {
    const r = await runCli('suggest', '--length', '6', '--top', '3', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { remaining: number; suggestions: { word: string }[] };
    expect(j.remaining).toBe(2941);
    expect(j.suggestions.map((s) => s.word.length)).toEqual([6, 6, 6]);
  });

  it.each(['4', '6', '7'])(
    'at %s letters, says the order of the table, and the rows are in that order',
    async (length) => {
      // Past the time budget every exp. guesses is a "≥" bound and the rows go by bits: said under the table.
      const r = await runCli('suggest', '--length', length, '--top', '8');
      expect(r.code).toBe(0);
      const rows = r.out
        .split('\n')
        .map((l) => /^ ?\d+ {2}[a-z]+ +(≥ )?([\d.]+) +([\d.]+) /u.exec(l))
        .filter((m) => m !== null)
        .map((m) => ({ bound: m[1] !== undefined, exp: Number(m[2]), bits: Number(m[3]) }));
      expect(rows).toHaveLength(8);
      const order = /^order: (.*)$/mu.exec(r.out)?.[1];
      const sorted = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x + 1e-4);
      if (order === 'fewest exp. guesses first') expect(sorted(rows.map((x) => x.exp))).toBe(true);
      else {
        expect(order).toMatch(/by bits, most first/u);
        const proven = rows.findIndex((x) => x.bound);
        expect(sorted(rows.slice(proven).map((x) => -x.bits))).toBe(true);
      }
    },
    60_000,
  );

  it('plays, with hard mode, at 4 letters', () => {
    const r = spawnCli(['play', '--length', '4', '--answer', 'flow', '--hard'], 'slow\nshow\nglow\nflow\n');
    expect(r.stdout).toContain('guess the 4-letter word in 6 tries (hard mode)');
    expect(r.stdout).toContain('1/6 slow bggg');
    expect(r.stdout).toContain('invalid: 2nd letter must be L'); // show after slow=bggg
    expect(r.stdout).toContain('won in 3/6');
  });

  it('builds and verifies a tree at 4 letters, in hard mode', async () => {
    // Four-letter words are harder: in hard mode the -ill cluster (bill, dill, fill, gill, …) takes 11 guesses.
    const r = await runCli(
      'tree',
      'build',
      '--length',
      '4',
      '--hard',
      '--first',
      'tare',
      '--max-guesses',
      '20',
      '--json',
    );
    expect(r.code).toBe(0); // built, then verified in hard mode before it is reported
    expect(JSON.parse(r.out)).toMatchObject({ first: 'tare', mode: 'hard', answers: 1783 });
    const text = await runCli('tree', 'build', '--length', '4', '--first', 'tare', '--max-guesses', '10');
    expect(text.out).toMatch(/^tare [BYG]{4}1 /); // the text format at any length
  });

  it('plays several boards of 7 letters', async () => {
    const r = await runCli('solve', '--length', '7', '--boards', '2', 'journal,deliver');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('Dordle: 2 boards, 7 guesses (journal deliver)');
  });

  it.each([
    [
      ['suggest', '--length', '3'],
      'no built-in list of 3-letter words (built in: 4, 5, 6, 7; use --answers FILE for others)',
    ],
    [['suggest', '--length', '6', '--list', 'nyt'], '--list nyt is a five-letter list: it does not go with --length 6'],
    [['suggest', '--length', '6', 'crane=bbbbb'], 'history "crane=bbbbb": "crane" is not 6 letters a-z'],
  ])('fails in one line: %j', async (args, message) => {
    const r = await runCli(...args);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`wordle: ${message}`);
  });

  it('weights the 4-letter words by frequency with --prior frequency', async () => {
    const r = await runCli('suggest', '--length', '4', '--prior', 'frequency', '--top', '1', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { remaining: number; suggestions: { probability: number }[] };
    expect(j.remaining).toBe(1783 + 3686); // every allowed word may be the answer, weighted
  });
});
