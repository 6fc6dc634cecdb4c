import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFeedback } from '../../src/core/feedback.js';
import { checkHardMode } from '../../src/core/hardmode.js';
import { runCli, spawnCli } from './run.js';

describe('wordle absurdle solve', () => {
  it('finds a 4-guess win on the classic lists, proven minimal, and shows the buckets', async () => {
    const r = await runCli('absurdle', 'solve');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Absurdle: 2315 possible answers, 12972 allowed guesses');
    expect(lines[1]).toMatch(/^adversary: keeps the largest group; ties: fewest greens, then fewest yellows/);
    expect(lines.slice(2, 6).map((l) => l.replace(/^\d\. ([A-Z]{5}) .*?(\d+ words? left|won).*$/u, '$2'))).toEqual([
      expect.stringMatching(/^\d+ words left$/),
      expect.stringMatching(/^\d+ words left$/),
      '1 word left',
      'won',
    ]);
    expect(lines[6]).toMatch(/^Shortest win: 4 guesses, proven minimal: no 3 guesses force a win \(exhaustive search;/);
  });

  it('gives { guesses, length } in JSON, and the steps replay against the adversary', async () => {
    const r = await runCli('absurdle', 'solve', '--json');
    const j = JSON.parse(r.out) as {
      guesses: string[];
      length: number;
      proven: boolean;
      steps: { feedback: string; remaining: number }[];
    };
    expect(j.length).toBe(4);
    expect(j.guesses).toHaveLength(4);
    expect(j.proven).toBe(true);
    expect(j.steps.at(-1)).toEqual({ guess: j.guesses[3], feedback: 'ggggg', remaining: 1 });
    // Play the same guesses in the game: it ends won in 4.
    const play = spawnCli(['absurdle', 'play'], `${j.guesses.join('\n')}\n`);
    expect(play.stdout.trimEnd().split('\n').at(-1)).toBe('won in 4');
  });
});

describe('wordle absurdle play (line protocol)', () => {
  it('answers each guess with the largest group and rejects bad words', () => {
    const r = spawnCli(['absurdle', 'play'], 'arise\nxyzzy\nquit\n');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^wordle absurdle: no answer is fixed: .* \(2315 now\); one guess per line$/);
    // ARISE: the largest group is the all-gray one, 168 words (the minimax opener's worst case, see README).
    expect(lines[1]).toBe('1. ARISE  ⬛⬛⬛⬛⬛  168 words left (largest of 123 groups)');
    expect(lines[2]).toBe('invalid: Not in word list');
    expect(lines[3]).toBe('game abandoned after 1 guesses: 168 words still possible');
  });

  it('challenge mode: lost once the target is ruled out', () => {
    const r = spawnCli(['absurdle', 'play', '--target', 'cigar'], 'arise\n');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('lost: CIGAR was ruled out on guess 1');
  });

  it('fails in one line on a target outside the answers', () => {
    const r = spawnCli(['absurdle', 'play', '--target', 'zzzzz'], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('wordle: answer "zzzzz" is not in the word list');
  });
});

describe('wordle absurdle --hard (issue 36, 6)', () => {
  it('play --hard refuses FRUMP after TENCH came back with a yellow T', () => {
    const r = spawnCli(['absurdle', 'play', '--hard'], 'arise\nyauld\ntench\nfrump\nmotto\n');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/; hard mode: every guess must use what was revealed; one guess per line$/u);
    expect(lines[3]).toBe('3. TENCH  🟨⬛⬛⬛⬛  1 word left (largest of 15 groups)');
    expect(lines.slice(4)).toEqual(['invalid: Guess must contain T', '4. MOTTO  🟩🟩🟩🟩🟩  won', 'won in 4']);
    // Without --hard, FRUMP is played.
    const normal = spawnCli(['absurdle', 'play'], 'arise\nyauld\ntench\nfrump\n');
    expect(normal.stdout).toMatch(/^4\. FRUMP /mu);
  });

  it('solve --hard searches hard mode: longer where hard mode forbids the normal-mode win, every guess legal', async () => {
    // A small list (also in test/search/absurdle/absurdle.test.ts): 3 guesses force a win in normal mode, 4 in hard mode.
    const dir = mkdtempSync(join(tmpdir(), 'absurdle-hard-'));
    const answers = join(dir, 'answers.txt');
    const guesses = join(dir, 'guesses.txt');
    writeFileSync(answers, 'bat\nmat\nrat\ntag\ncab\ntab\narc\ncar\nsit\nfit\nkit\ndot\n');
    writeFileSync(guesses, 'hrs\nmob\nxyz\ndsh\n');
    const list = ['--answers', answers, '--guesses', guesses];
    const normal = JSON.parse((await runCli('absurdle', 'solve', ...list, '--json')).out) as {
      length: number;
      mode: string;
    };
    expect([normal.length, normal.mode]).toEqual([3, 'normal']);
    const r = await runCli('absurdle', 'solve', ...list, '--hard', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      length: number;
      mode: string;
      proven: boolean;
      steps: { guess: string; feedback: string }[];
    };
    expect([j.length, j.mode, j.proven]).toEqual([4, 'hard', true]);
    const turns = j.steps.map((t) => ({ guess: t.guess, pattern: parseFeedback(t.feedback, 3) }));
    turns.forEach((t, i) => expect(checkHardMode(turns.slice(0, i), t.guess)).toBeNull());
    const text = await runCli('absurdle', 'solve', ...list, '--hard');
    expect(text.out).toMatch(/hard mode: every guess must use what was revealed/u);
    expect(text.out).toMatch(
      /^Shortest win in hard mode: 4 guesses, proven minimal: no 3 guesses force a win in hard mode/mu,
    );
  });
});
