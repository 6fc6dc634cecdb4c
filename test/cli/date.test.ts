import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './run.js';

// `--date`: the NYT's puzzle of a day, its number (#N is N days after 2021-06-19) and its answer from
// the shipped history (data/nyt-history.tsv). Issue 34: `play --date 2025-07-18` is #1490, LORIS, an
// answer outside the 3158 likely ones that the game must accept.
describe('the NYT puzzle of a day', () => {
  it('play --date 2025-07-18 is #1490, LORIS', () => {
    const won = spawnCli(['play', '--date', '2025-07-18'], 'crane\nloris\nn\n');
    expect(won).toMatchObject({ code: 0, stderr: '' });
    expect(won.stdout.split('\n').slice(0, 6)).toEqual([
      'wordle play: NYT Wordle #1490, 2025-07-18; guess the 5-letter word in 6 tries; one guess per line',
      '1/6 crane bybbb',
      'keys correct - · present R · absent ACEN',
      '2/6 loris ggggg',
      'keys correct ILORS · present - · absent ACEN',
      'won in 2/6',
    ]);
    const quit = spawnCli(['play', '--date', '#1490'], 'crane\n'); // abandoned: the answer stays hidden
    expect(quit.stdout.trimEnd().split('\n').at(-1)).toBe('game abandoned');
    expect(quit.stdout).not.toContain('loris');
  });

  it("names the app's own daily game a practice game, not the NYT's puzzle", () => {
    const r = spawnCli(['play', '--daily', '1985'], 'crane\n');
    expect(r.stdout.split('\n')[0]).toBe(
      "wordle play: practice game 1985 of the classic list's order (not the NYT's puzzle: --date plays that); guess the 5-letter word in 6 tries; one guess per line",
    );
  });

  it('says so when the history has no answer for the day, and never makes one up', async () => {
    for (const args of [
      ['play', '--date', '2026-07-01'],
      ['solve', '--date', '2026-07-01'],
    ]) {
      const r = await runCli(...args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(
        /^wordle: the history has no answer for #1838 \(2026-07-01\): it runs to #1807 \(2026-05-31\); add/u,
      );
    }
    const wrong = await runCli('solve', 'jeans', '--date', '2025-07-18');
    expect(wrong.err).toBe('wordle: the answer of #1490 (2025-07-18) is LORIS in the history, not JEANS');
    expect((await runCli('play', '--date', '2025-07-18', '--answer', 'loris')).err).toBe(
      'wordle: use either --answer or --daily or --date, not two',
    );
    expect((await runCli('suggest', '--date', '2025-07-18', '--boards', '2')).err).toMatch(
      /the NYT's puzzle of a day is one board's: it does not go with several boards/u,
    );
  });
});

// The days after the shipped history are replayed with `solve ANSWER --date DATE` (issue 34), in
// normal and hard mode; the answer given is used when the history does not have the day.
describe('solve ANSWER --date DATE', () => {
  it.each([
    ['normal', []],
    ['hard', ['--hard']],
  ])(
    'solves a day after the shipped ones in %s mode, with the default (the history prior) and equal weights',
    async (_mode, hard) => {
      const r = await runCli('solve', 'cross', '--date', '2026-06-01', ...hard);
      expect(r.code).toBe(0);
      const lines = r.out.split('\n');
      expect(lines[0]).toBe('NYT Wordle #1808, 2026-06-01');
      expect(lines[1]).toMatch(/^history prior for #1808: /u);
      expect(r.out).toMatch(/CROSS .*\nSolved in [1-6]\.$/u);
      const p = await runCli('solve', 'cross', '--date', '2026-06-01', '--prior', 'uniform', '--json', ...hard);
      const json = JSON.parse(p.out) as {
        puzzle: unknown;
        status: string;
        strategy: string;
        guesses: { guess: string }[];
      };
      expect(json).toMatchObject({
        puzzle: { number: 1808, date: '2026-06-01' },
        status: 'solved',
        strategy: 'optimal',
      });
      expect(json.guesses.at(-1)!.guess).toBe('cross');
    },
  );

  it('finds LORIS on its day, from the history, among the accepted words once no likely answer fits', async () => {
    const r = await runCli('solve', '--date', '2025-07-18', '--prior', 'history', '--hard');
    expect(r.out).toContain('no likely answer fits');
    expect(r.out).toMatch(/LORIS .*\nSolved in [1-6]\.$/u);
  });

  // Issue 34's check: the days after the shipped history replayed with `solve WORD --date DATE`
  // (the prior then reads all 1808 shipped days) are never lost, the accepted words outside the
  // likely list too (LORIS and KEFIR were NYT answers).
  it.each([
    ['loris', []],
    ['loris', ['--hard']],
    ['kefir', []],
    ['kefir', ['--hard']],
  ])('finds %s on a day after the history under the default history prior %j', async (word, hard) => {
    const r = await runCli('solve', word, '--date', '2026-07-01', ...hard);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[1]).toMatch(/^history prior for #1838: the 1365 likely answers not used before/u);
    expect(r.out).toMatch(new RegExp(`${word.toUpperCase()} .*\\nSolved in [1-6]\\.$`, 'u'));
  });

  it('takes the history prior by default on the NYT game only', async () => {
    const nyt = JSON.parse(
      (await runCli('suggest', '--json', '--top', '1', '--date', '2026-06-01', 'tarse=bbbyb')).out,
    ) as {
      prior: string;
      priorPuzzle: number;
      strategy: string;
    };
    expect(nyt).toMatchObject({ prior: 'history', priorPuzzle: 1808, strategy: 'optimal' });
    const classic = JSON.parse((await runCli('suggest', '--json', '--top', '1', '--list', 'classic')).out) as {
      prior: string;
    };
    expect(classic.prior).toBe('uniform');
    const uniform = JSON.parse((await runCli('suggest', '--json', '--top', '1', '--prior', 'uniform')).out) as {
      prior: string;
      suggestions: { word: string; proven: boolean }[];
    };
    // Equal weights on today's NYT lists: the shipped table's proven best opening.
    expect(uniform).toMatchObject({ prior: 'uniform', suggestions: [{ word: 'tarse', proven: true }] });
  });

  it('proves values under the history prior of the day, and says so in text and JSON', async () => {
    // After TARSE=bbbyb, 108 likely answers are left: a search of seconds (a generous budget: a loaded machine).
    const args = ['--prior', 'history', '--strategy', 'optimal', '--date', '2026-06-01', '--budget-ms', '60000'];
    const r = await runCli('suggest', ...args, '--top', '2', 'tarse=bbbyb');
    expect(r.code).toBe(0);
    expect(r.out).toContain('(proven, under the history prior for #1808)');
    const j = await runCli('suggest', ...args, '--top', '2', '--json', 'tarse=bbbyb');
    const json = JSON.parse(j.out) as { prior: string; priorPuzzle: number; suggestions: { proven: boolean }[] };
    expect(json).toMatchObject({ prior: 'history', priorPuzzle: 1808, remaining: 108 });
    expect(json.suggestions.map((s) => s.proven)).toEqual([true, true]);
  });

  it('gives labelled bounds at the opening under the prior of a day no shipped table is for, never a sentinel', async () => {
    // (#1490, a day of the history itself: its weights are not those of the shipped table of #1808)
    const r = await runCli('suggest', '--prior', 'history', '--strategy', 'optimal', '--date', '2025-07-18', '--json');
    const json = JSON.parse(r.out) as { suggestions: { proven: boolean; bound: string; expectedGuesses: number }[] };
    expect(json.suggestions.length).toBeGreaterThan(0);
    for (const s of json.suggestions) {
      expect(s).toMatchObject({ proven: false, bound: 'start' });
      // The closed-form bound on today's lists: between 2 (a guess, then the answer) and 7 (a loss).
      expect(s.expectedGuesses).toBeGreaterThan(2);
      expect(s.expectedGuesses).toBeLessThan(7);
    }
  });
});

describe('analyze from the guesses alone', () => {
  // CRANE, LEANT, MEANS, BAWDY, JEANS (answer JEANS, issue 35): the colours are those of each guess against JEANS.
  it('reads a won game: its last guess is the answer', async () => {
    const r = await runCli('analyze', 'crane', 'leant', 'means', 'bawdy', 'jeans', '--json', '--budget-ms', '200');
    const a = JSON.parse(r.out) as { turns: { feedback: string }[]; summary: { won: boolean; guesses: number } };
    expect(a.turns.map((t) => t.feedback)).toEqual(['bbggy', 'bgggb', 'bgggg', 'bybbb', 'ggggg']);
    expect(a.summary).toMatchObject({ won: true, guesses: 5 });
    const given = await runCli(
      'analyze',
      'crane',
      'leant',
      'means',
      'bawdy',
      'jeans=ggggg',
      '--json',
      '--budget-ms',
      '200',
    );
    expect((JSON.parse(given.out) as typeof a).turns.map((t) => t.feedback)).toEqual(a.turns.map((t) => t.feedback));
  });

  it("takes a day's answer from --date, and a lost game needs it", async () => {
    const r = await runCli('analyze', '--date', '2025-07-18', 'crane', 'doris', '--json', '--budget-ms', '200');
    const a = JSON.parse(r.out) as { puzzle: unknown; turns: { feedback: string }[]; summary: { won: boolean } };
    expect(a.puzzle).toEqual({ number: 1490, date: '2025-07-18' });
    expect(a.turns.map((t) => t.feedback)).toEqual(['bybbb', 'bgggg']);
    expect(a.summary.won).toBe(false);
    const lost = await runCli('analyze', 'crane', 'doris=bgggg');
    expect(lost.err).toBe(
      "wordle: plain guesses need the answer: a won game's last guess is it; for a lost game give --answer or --date",
    );
  });
});
