import { round } from '../../src/cli/format.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GRADE_MEANING } from '../../src/engine/analysis/grade.js';
import { runCli } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-analyze-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('wordle analyze', () => {
  it('reviews GUESS=FEEDBACK turns with a table, a summary line and a text chart', async () => {
    const r = await runCli('analyze', 'crane=bbbbb', 'pilot=bybyg', 'moist=ggggg', '--list', 'classic');
    expect(r).toMatchObject({ code: 0, err: '' });
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(
      /^#\s+guess\s+before\s+after\s+bits exp\s+bits got\s+exp guesses\s+best\s+its exp\s+lost\s+skill\s+luck/,
    );
    // The opening is graded from the shipped table of openings (Selby 2022: CRANE 7930, SALET 7920
    // over the 2315 answers: 3.4255 and 3.4212, 10/2315 = 0.004 lost); CRANE is off the shipped
    // SALET tree, so its outcomes are not searched: its luck is a one-step estimate (~) on any machine.
    expect(lines[2]).toMatch(
      /^1\s+crane bbbbb\s+2315\s+263\s+5\.74\s+3\.14\s+3\.425\s+salet\s+3\.421\s+0\.004\s+96\s+~\d+$/,
    );
    // After crane=bbbbb the optimum is 735 over 263 (Selby's solver: crane.BBBBB = 735): 2.795 each.
    expect(lines[3]).toMatch(
      /^2\s+pilot bybyg\s+263\s+5\s+5\.54\s+5\.72\s+2\.\d{3}\s+sloth\s+2\.795\s+0\.\d{3}\s+\d+\s+\d+$/,
    );
    expect(r.out).toMatch(
      /^solved in 3 · skill \d+ · luck \d+ · \d\.\d{3} guesses lost · 11\.18 bits gained \(12\.\d\d expected\)$/m,
    );
    expect(r.out).toMatch(/^3 moist\s+solved$/m);
  });

  it('computes the colours from --answer and gives JSON', async () => {
    const r = await runCli('analyze', '--answer', 'moist', 'crane', 'pilot', 'moist', '--list', 'classic', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ strategy: 'optimal', prior: 'uniform', summary: { guesses: 3, solved: true } });
    expect(j.turns.map((t: { feedback: string }) => t.feedback)).toEqual(['bbbbb', 'bybyg', 'ggggg']);
    expect(j.turns[0]).toMatchObject({ before: 2315, after: 263, bestGuess: 'salet' });
    // Exact luck (when every outcome was valued in time, see above): CRANE's outcomes average
    // (7930 − 2315) / 2315 further guesses, and crane=bbbbb leaves 735 / 263.
    const luck = j.turns[0].luckGuesses as number | null;
    if (luck !== null) expect(luck).toBeCloseTo((7930 - 2315) / 2315 - 735 / 263, 5);
    expect(j.turns[0].guessesLost).toBeCloseTo((7930 - 7920) / 2315, 5); // Selby 2022: CRANE 7930, SALET 7920
    expect(j.turns[1]).toMatchObject({ bestGuess: 'sloth', graded: 'exact, in guesses' });
    expect(j.turns[1].bestExpectedGuesses).toBeCloseTo(735 / 263, 6);
    expect(j.turns[1].guessesLost).toBeCloseTo(j.turns[1].expectedGuesses - 735 / 263, 6);
    expect(j.turns[0].actualBits).toBeCloseTo(Math.log2(2315 / 263), 3);
  });

  it('speaks of hard mode only in a hard-mode game (a normal game used to count "hard-mode violation(s)")', async () => {
    // CRANE after PILOT=bbbby breaks hard mode's "5th letter must be T": allowed in a normal game.
    const game = ['--answer', 'moist', 'pilot', 'crane', 'moist', '--list', 'classic', '--strategy', 'entropy'];
    const normal = await runCli('analyze', ...game);
    expect(normal.code).toBe(0);
    expect(normal.out).not.toMatch(/hard/iu);
    const json = await runCli('analyze', ...game, '--json');
    expect(json.out).not.toMatch(/hardMode/u);
    expect(JSON.parse(json.out).summary.hard).toBe(false);
  });

  it('refuses a hard-mode game that breaks hard mode, naming the turn, the guess and the rule (exit 2)', async () => {
    // Graded against the legal guesses, an illegal guess can beat all of them: "guesses lost" came out
    // negative. A hard-mode game cannot play it, so nothing is graded.
    const hard = await runCli('analyze', '--answer', 'moist', 'pilot', 'crane', 'moist', '--list', 'classic', '--hard');
    expect(hard.code).toBe(2);
    expect(hard.out).toBe('');
    expect(hard.err.trim()).toBe(
      'wordle: turn 2 (CRANE) breaks hard mode: 5th letter must be T; a hard-mode game cannot play it (review the game without hard mode)',
    );
    // A legal hard-mode game is reviewed, its strategy's game beside it in hard mode too.
    const legal = await runCli('analyze', 'soare', 'clint', 'badly', 'gully', '--list', 'classic', '--hard', '--json');
    expect(legal.code, legal.err).toBe(0);
    const j = JSON.parse(legal.out);
    expect(j.summary.hard).toBe(true);
    for (const t of j.turns) expect(t.guessesLost === null || t.guessesLost >= 0).toBe(true);
    // Selby (2022): in hard mode SALET takes 8122 guesses over the 2315 answers.
    expect(j.bot.guesses[0]).toMatchObject({ guess: 'salet', winChance: 1, expectedGuesses: round(8122 / 2315, 6) });
  });

  it("shows the strategy's game beside yours, with its expected guesses after each of its guesses", async () => {
    const r = await runCli('analyze', '--list', 'classic', 'crane', 'moist', 'pilot', 'foist');
    expect(r.code, r.err).toBe(0);
    const part = r.out.slice(r.out.indexOf("Your game and the optimal strategy's for the same answer, FOIST"));
    expect(part.split('\n')[1]).toMatch(/^# +yours +optimal's +its exp +its left$/u);
    // Selby (2022): SALET takes 7920 guesses over the 2315 answers: 3.421 expected.
    expect(part.split('\n')[3]).toMatch(/^1 +crane \w{5} +salet \w{5} +3\.421 +\d+$/u);
  });

  it("says what skill and luck are in the engine's one definition (the web's Help and analysis use it too)", async () => {
    const r = await runCli('analyze', 'crane=bbbbb', 'pilot=bybyg', 'moist=ggggg', '--list', 'classic');
    const unwrapped = r.out.replace(/\n {2}/gu, ' ');
    expect(unwrapped).toContain(`skill ${GRADE_MEANING.skill}\n`);
    expect(unwrapped).toContain(`luck ${GRADE_MEANING.luck}\n`);
    expect(Math.max(...r.out.split('\n').map((l) => l.length))).toBeLessThanOrEqual(118);
  });

  it('draws the candidates per turn', async () => {
    const png = join(dir, 'game.png');
    const r = await runCli(
      'analyze',
      '--answer',
      'moist',
      'crane',
      'pilot',
      'moist',
      '--plot',
      png,
      '--list',
      'classic',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain(`plot written to ${png}`);
    expect(readFileSync(png).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it.each([
    ['feedback nothing fits', ['crane=ggggg', 'moist=ggggg'], /turn 1 \(crane\) already solved/],
    ['a word outside the list', ['zzzzz=bbbbb'], /ZZZZZ is not in the word list/],
    ['bad feedback', ['crane=bbqbb'], /unknown symbol "q"/],
    ['a bad plot name', ['crane=bbbbb', '--plot', 'x.gif'], /must end in \.svg or \.png/],
  ])('fails in one line on %s', async (_name, args, message) => {
    const r = await runCli('analyze', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, 'x.gif'))).toBe(false);
  });

  it('uses the frequency prior: every allowed word can be the answer', async () => {
    // A small world so the test stays fast: "aahed" is allowed but not an answer.
    const answers = join(dir, 'answers.txt');
    const guesses = join(dir, 'guesses.txt');
    writeFileSync(answers, 'which\nthere\ntheir\nabout\nwould\n');
    writeFileSync(guesses, 'aahed\nzymic\ncrane\n');
    const lists = ['--answers', answers, '--guesses', guesses];
    const uniform = await runCli('analyze', ...lists, '--answer', 'aahed', 'aahed');
    expect(uniform.code).toBe(2);
    expect(uniform.err).toMatch(/no answer in the list fits this feedback.*\(nothing fits after turn 1/);
    const r = await runCli(
      'analyze',
      ...lists,
      '--prior',
      'frequency',
      '--answer',
      'aahed',
      'crane',
      'aahed',
      '--json',
    );
    expect(r).toMatchObject({ code: 0, err: '' });
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ prior: 'frequency', summary: { solved: true } });
    expect(j.turns[0].before).toBe(8);
  });
});
