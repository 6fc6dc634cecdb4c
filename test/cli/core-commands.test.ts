import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './run.js';

describe('wordle score', () => {
  it('prints emoji and letters (crane vs sweet: only the final E is yellow)', async () => {
    const r = await runCli('score', 'crane', 'sweet');
    expect(r.code).toBe(0);
    expect(r.out).toContain('⬛⬛⬛⬛🟨');
    expect(r.out).toContain('bbbby');
  });

  it('scores any strings of equal length, with --json', async () => {
    const r = await runCli('score', 'aaaab', 'baaaa', '--json');
    expect(JSON.parse(r.out)).toMatchObject({ guess: 'aaaab', answer: 'baaaa', letters: 'ygggy', digits: '12221' });
  });

  it('rejects words of different lengths with one line and exit 2', async () => {
    const r = await runCli('score', 'abc', 'abcd');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/lengths differ/);
    expect(r.err.split('\n')).toHaveLength(1);
  });
});

describe('wordle filter', () => {
  it('soare=ygbbb leaves exactly 15 answers, focus among them', async () => {
    const r = await runCli('filter', 'soare=ygbbb', '--list', 'classic', '--json');
    const j = JSON.parse(r.out) as { count: number; candidates: string[] };
    expect(j.count).toBe(15);
    expect(j.candidates).toContain('focus');
  });

  it('narrows further with a second turn and prints the count', async () => {
    const r = await runCli('filter', 'soare=ygbbb', 'thumb=bbybb', '--list', 'classic');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^2 answers left/);
    expect(r.out).toContain('focus');
    expect(r.out).toContain('locus');
  });

  it('says clearly when nothing fits, naming the turn', async () => {
    const r = await runCli('filter', 'soare=ggggg', 'crane=ggggg', '--list', 'classic');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'wordle: no answer in the list fits this feedback: check the colours, or the word may not be in the list' +
        ' (nothing fits after turn 1, soare)',
    );
  });

  it("says clearly when no accepted word fits today's game (a real contradiction)", async () => {
    const r = await runCli('filter', 'soare=ggggg', 'crane=ggggg');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'wordle: no accepted word fits this feedback: check the colours, or the word may not be in the list' +
        ' (nothing fits after turn 2, crane)',
    );
  });

  it.each([
    ['feedback of the wrong length', ['soare=ygb'], /has 3 tiles, expected 5/],
    ['an unknown notation', ['soare=ygbqb'], /unknown symbol "q"/],
    ['a token without =', ['soare'], /GUESS=FEEDBACK/],
    ['a guess of the wrong length', ['soar=ygbb'], /not 5 letters/],
  ])('rejects %s', async (_name, args, message) => {
    const r = await runCli('filter', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('checks hard-mode rules on the history with --hard', async () => {
    const r = await runCli('filter', '--hard', 'soare=bbbgb', 'clint=bbbbb');
    expect(r.code).toBe(2);
    expect(r.err).toContain('4th letter must be R');
  });
});

describe('wordle suggest', () => {
  it('ranks SOARE first over the classic answers with its numbers (entropy)', async () => {
    const r = await runCli('suggest', '--list', 'classic', '--strategy', 'entropy', '--top', '3', '--json');
    const j = JSON.parse(r.out) as { remaining: number; suggestions: Record<string, unknown>[] };
    expect(j.remaining).toBe(2315);
    expect(j.suggestions).toHaveLength(3);
    // 3Blue1Brown: SOARE ≈ 5.89 bits over the 2315 answers.
    // The largest group left (worstCase: its earlier name, kept for scripts, docs/cli.md).
    expect(j.suggestions[0]).toMatchObject({ word: 'soare', largestGroup: 183, worstCase: 183, isCandidate: false });
    expect(j.suggestions[0]?.entropy).toBeCloseTo(5.886, 3);
    expect(Object.keys(j.suggestions[0] ?? {})).toEqual([
      'word',
      'entropy',
      'expectedSize',
      'largestGroup',
      'worstCase',
      'isCandidate',
      'probability',
    ]);
    expect(j.suggestions[0]?.probability).toBe(0); // soare is not an answer
  });

  it('breaks the fubsy/thumb/jumby entropy tie deterministically after soare=ygbbb', async () => {
    const args = ['soare=ygbbb', '--list', 'classic', '--strategy', 'entropy', '--top', '3', '--json'];
    const r = await runCli('suggest', ...args);
    const words = (JSON.parse(r.out) as { suggestions: { word: string }[] }).suggestions.map((s) => s.word);
    expect(words).toEqual(['thumb', 'fubsy', 'jumby']); // equal bits: list order (answers first)
  });

  it('prints a table in text mode', async () => {
    const r = await runCli('suggest', 'soare=ygbbb', '--list', 'classic', '--strategy', 'entropy', '--top', '2');
    expect(r.out).toMatch(/15 answers left: .*focus/);
    expect(r.out).toMatch(/thumb\s+3\.457\s+1\.53\s+3\s+no/);
  });

  it('--max-guesses on one board: proven within that limit, the shipped six-guess tables left aside, and says so', async () => {
    const args = ['suggest', '--list', 'classic', '--max-guesses', '3', 'salet=bbbbb', '--top', '1'];
    const json = JSON.parse((await runCli(...args, '--json')).out) as Record<string, unknown>;
    // After SALET=bbbbb (221 answers) with 2 guesses left, the best play wins 72 (as assist shows it).
    expect(json).toMatchObject({ guessesLeft: 2, remaining: 221 });
    expect(json['suggestions']).toEqual([
      expect.objectContaining({ word: 'round', proven: true, won: 72, weight: 221, expectedGuesses: 2.669683 }),
    ]);
    const text = (await runCli(...args)).out;
    expect(text).toContain('The shipped tables are proven for 6 guesses: within 3 the exact search runs without them');
    expect(text).toContain('a lost game counts 3 (the 2 guesses left + 1, as X/3)');
  });

  it('only suggests legal guesses in hard mode', async () => {
    const r = await runCli('suggest', 'soare=bbbgb', '--hard', '--top', '20', '--json');
    const words = (JSON.parse(r.out) as { suggestions: { word: string }[] }).suggestions.map((s) => s.word);
    expect(words.every((w) => w[3] === 'r')).toBe(true);
  });

  it.each([
    ['an unknown strategy', ['--strategy', 'nope'], /unknown strategy "nope"/],
    ['a bad --top', ['--top', '0'], /--top must be a whole number/],
    ['an unknown list', ['--list', 'foo'], /invalid|Allowed choices/],
  ])('rejects %s', async (_name, args, message) => {
    const r = await runCli('suggest', ...args);
    expect(r.code).toBe(2);
    expect(r.err + r.out).toMatch(message);
  });
});

describe('wordle solve', () => {
  it('solves focus after soare: each row the word, its colours, then the answers left (none said once found)', async () => {
    const r = await runCli('solve', 'focus', '--first', 'soare', '--list', 'classic');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    // The word first, then the tiles, as the boards and Absurdle print them.
    expect(lines[0]).toBe('1. SOARE  🟨🟩⬛⬛⬛  15 answers left');
    // The winning row used to end "1 answer left".
    expect(lines.at(-2)).toMatch(/^\d\. FOCUS {2}🟩🟩🟩🟩🟩$/u);
    expect(lines.at(-1)).toMatch(/^Solved in \d\.$/u);
  });

  it.each([
    [
      ['--list', 'classic'],
      'wordle: "jeans" is not in the answer list (2315 answers): the solver can only find one of them',
    ],
    [[], 'wordle: "zzzzz" is not an accepted word: the solver can only find a word of the list'],
  ])('refuses an answer it can never find before playing (%j)', async (list, message) => {
    const answer = list.length > 0 ? 'jeans' : 'zzzzz';
    const r = await runCli('solve', answer, '--strategy', 'entropy', ...list);
    expect(r.code).toBe(2);
    expect(r.out).toBe(''); // no guess played
    expect(r.err.trim()).toBe(message);
  });

  it('rejects an opening word that is not allowed', async () => {
    const r = await runCli('solve', 'focus', '--first', 'qqqqq');
    expect(r.code).toBe(2);
    expect(r.err).toContain('"qqqqq" is not in the word list');
  });
});

describe('custom word files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wordle-cli-'));
  const file = (name: string, text: string) => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };

  it('plays a 6-letter list', async () => {
    const answers = file('six.txt', '\uFEFF# six letters\r\nplanet\r\nplanes\r\n\r\nblanks\nthings\n');
    const r = await runCli('solve', 'things', '--answers', answers, '--json');
    expect(JSON.parse(r.out)).toMatchObject({ status: 'solved' });
  });

  it('names the file, line and reason for a bad line', async () => {
    const answers = file('bad.txt', 'crane\nslate\n\nab1de\n');
    const r = await runCli('filter', 'crane=bbbbb', '--answers', answers);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`wordle: ${answers}:4: "ab1de" is not 5 letters a-z`);
  });

  it('names a missing file', async () => {
    const r = await runCli('suggest', '--answers', join(dir, 'missing.txt'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read answers file .*missing\.txt: no such file/);
  });
});

describe('the wordle process', () => {
  it.each([
    [['suggest', '--strategy', 'nope'], 'wordle: unknown strategy "nope"'],
    [['filter', 'soare=ygbbq'], 'wordle: history "soare=ygbbq": feedback "ygbbq": unknown symbol "q"'],
    [['suggest', '--bogus'], "wordle: unknown option '--bogus'"],
  ])('exits 2 with one line on stderr and no stack trace: %j', (args, message) => {
    const r = spawnCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('prints the version from package.json, and names the package in --help', async () => {
    const { name, version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(spawnCli(['--version']).stdout).toBe(`${version}\n`);
    expect(spawnCli(['--help']).stdout).toContain(`${name} ${version}: Wordle solver`);
  });

  it('shows examples in --help for every command', () => {
    for (const cmd of ['assist', 'suggest', 'filter', 'score', 'solve']) {
      const r = spawnCli([cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Examples:');
      expect(r.stdout).toContain(`$ wordle ${cmd}`);
    }
  });
});
