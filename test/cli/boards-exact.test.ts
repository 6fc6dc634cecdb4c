import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './run.js';

/*
 * `suggest --boards` with the exact search of several boards: proven values where it finishes
 * (test/engine/boards/exact.test.ts checks them against the search itself), today's figures where not.
 */

/** A suggestion in JSON: one board's fields, the proven ones where the exact search finished. */
interface SuggestionJson {
  word: string;
  proven?: boolean;
  winChance?: number;
  won?: number;
  weight?: number;
  expectedGuesses?: number;
  solves: number[];
}
interface SuggestJson {
  guessesLeft: number;
  remaining: number;
  suggestions: SuggestionJson[];
}
/** A proven suggestion's value: its chance and expected guesses, and its total (expected guesses × joint answers). */
const value = (s: SuggestionJson) => ({
  proven: s.proven,
  winChance: s.winChance,
  won: s.won,
  weight: s.weight,
  expectedGuesses: s.expectedGuesses,
  total: Math.round(s.expectedGuesses! * s.weight!),
});
const suggest = async (...args: string[]) =>
  JSON.parse((await runCli('suggest', ...args, '--json')).out) as SuggestJson;

describe('wordle suggest --boards: proven where the exact search finishes', () => {
  it('shows a Quordle endgame with proven chances and expected guesses, in text and JSON', async () => {
    const turns = ['soare=bbybb,bbbby,gbbby,bbbgy', 'clint=bybbb,bbgbb,bbyyy,bbbby']; // 12, 2, 1, 1 answers left
    const r = await runCli('suggest', '--boards', '4', ...turns, '--top', '3');
    expect(r.code).toBe(0);
    // One board's table and notes: every guess listed wins for sure, so no wins column.
    expect(r.out).toMatch(/^#\s+guess\s+exp\. guesses\s+bits\s+expected left\s+largest group\s+can be answer/m);
    expect(r.out).toMatch(/^1\s+\w{5}\s+4\.5417\s/m);
    expect(r.out).toContain(
      'exp. guesses: the expected number of guesses to finish, this one included, with the best play after it (proven)',
    );
    expect(r.out).toContain("won for sure: the best play finds every board's answer within the 7 guesses left");
    const j = await suggest('--boards', '4', ...turns, '--top', '3');
    expect(j).toMatchObject({ guessesLeft: 7, remaining: 24 });
    expect(j.suggestions).toHaveLength(3);
    // 109 guesses over the 24 joint answers (12·2·1·1), every one won within the 7 guesses left.
    expect(value(j.suggestions[0]!)).toEqual({
      proven: true,
      winChance: 1,
      won: 24,
      weight: 24,
      expectedGuesses: 4.541667,
      total: 109,
    });
    const totals = j.suggestions.map((s) => value(s).total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('counts the chance within --max-guesses: the same Quordle endgame with 4 guesses left, one per open board', async () => {
    const turns = ['soare=bbybb,bbbby,gbbby,bbbgy', 'clint=bybbb,bbgbb,bbyyy,bbbby'];
    const roomy = await suggest('--boards', '4', ...turns, '--top', '1', '--max-guesses', '7');
    expect(roomy).toMatchObject({ guessesLeft: 5 });
    expect(value(roomy.suggestions[0]!)).toMatchObject({ proven: true, won: 24, weight: 24, total: 109 });
    // Four boards open and four guesses left: every guess must solve a board; 11 of the 24 joint
    // answers are won so (the lost ones count 5, the guesses left + 1, in the same total of 109).
    const tight = await suggest('--boards', '4', ...turns, '--top', '1', '--max-guesses', '6');
    expect(tight).toMatchObject({ guessesLeft: 4 });
    expect(value(tight.suggestions[0]!)).toEqual({
      proven: true,
      winChance: 0.458333,
      won: 11,
      weight: 24,
      expectedGuesses: 4.541667,
      total: 109,
    });
    // Where a guess listed can lose, one board's wins column and its note.
    const text = await runCli('suggest', '--boards', '4', ...turns, '--top', '1', '--max-guesses', '6');
    expect(text.out).toMatch(/^#\s+guess\s+wins\s+exp\. guesses/m);
    expect(text.out).toMatch(/^1\s+\w{5}\s+11 of 24, 45\.8%\s+4\.5417\s/m);
  });

  it("gives `wordle optimal`'s best guesses and values when every board but one is solved", async () => {
    // Dordle: 7 guesses, board 1 solved by REACT, board 2 open with 5 guesses left.
    const j = await suggest('--boards', '2', 'crane=yygby,bbbby', 'react=ggggg,bybbg', '--top', '3');
    const o = JSON.parse(
      (
        await runCli(
          'optimal',
          'crane=bbbby',
          'react=bybbg',
          '--list',
          'classic',
          '--max-guesses',
          '7',
          '--top',
          '3',
          '--json',
        )
      ).out,
    ) as {
      guess: string;
      total: number;
      average: number;
      winChance: number;
      weight: number;
      ranked: { guess: string }[];
    };
    expect(j.suggestions.every((s) => s.proven === true)).toBe(true);
    expect(j.suggestions.map((s) => s.word)).toEqual(o.ranked.map((r) => r.guess));
    const best = j.suggestions[0]!;
    expect(best.word).toBe(o.guess);
    expect(value(best)).toMatchObject({ total: o.total, winChance: o.winChance, weight: o.weight });
    expect(best.expectedGuesses).toBeCloseTo(o.average, 6);
  });

  it('makes the assistant suggest the proven best guess', () => {
    const r = spawnCli(['assist', '--boards', '2', '--top', '3'], 'crane=yygby,bbbby\nreact=ggggg,bybbg\nquit\n');
    expect(r.code).toBe(0);
    // 45 guesses over 21 answers, as `wordle optimal`; won for sure (no wins column), in one board's table
    expect(r.stdout).toMatch(/^1\s+sleep\s+2\.1429\s/m);
    expect(r.stdout).toContain("won for sure: the best play finds every board's answer within the 5 guesses left");
    expect(r.stdout).toContain('Suggested: SLEEP\n');
  });

  it('gives play --boards the proven advice on "hint", and the game goes on', () => {
    const r = spawnCli(['play', '--boards', '2', '--answer', 'optic,focal'], 'crane\ntonic\nhint\noptic\nfocal\n');
    expect(r.code).toBe(0);
    // After CRANE and TONIC: 2 and 4 answers left, 5 guesses: the review's proven best, 3 guesses expected.
    expect(r.stdout).toMatch(/^2\/7 tonic yybgg,bgbby\nkeys .*\n#\s+guess\s+exp\. guesses/m);
    expect(r.stdout).toMatch(/^1\s+falls\s+3\.0000\s/m);
    expect(r.stdout).toContain('with the best play after it (proven)');
    expect(r.stdout).toContain('won in 4/7');
  });

  it("keeps today's figures where the position is too large for it", async () => {
    const r = await runCli('suggest', '--boards', '4', 'soare=bbybb,bbbby,gbbby,bbbgy', '--top', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^#\s+guess\s+bits\s+expected left\s+largest group\s+can be answer\s+P\(answer\)$/m);
    expect(r.out).not.toContain('proven');
    const j = await suggest('--boards', '4', 'soare=bbybb,bbbby,gbbby,bbbgy', '--top', '3');
    expect(j.suggestions.every((s) => s.proven === undefined && Array.isArray(s.solves))).toBe(true);
  });
});

describe('wordle optimal --boards: the exact search from any position, proven or said not to be', () => {
  /** One board's `optimal --json`, with each board's answers (`boards`) and, where not proven, the note. */
  interface OptimalJson {
    remaining: number;
    guess: string | null;
    total?: number;
    won?: number;
    weight?: number;
    proven: boolean;
    guessesLeft: number;
    maxGuesses: number;
    boards: { solved: boolean; remaining: number }[];
    ranked?: { guess: string; total: number }[];
    values?: string;
    note?: string;
    suggestions?: SuggestionJson[];
  }
  const optimal = async (...args: string[]) =>
    JSON.parse((await runCli('optimal', '--boards', ...args, '--json')).out) as OptimalJson;

  it("gives the one-board game's values when every board but one is solved, labelled proven", async () => {
    // The same position as suggest's above: `wordle optimal crane=bbbby react=bybbg --max-guesses 7`
    // proves SLEEP, 45 guesses over 21 answers, all within the 5 left.
    const j = await optimal('2', 'crane=yygby,bbbby', 'react=ggggg,bybbg', '--top', '2');
    expect(j).toMatchObject({ proven: true, guessesLeft: 5, maxGuesses: 7, remaining: 21 });
    expect(j).toMatchObject({ guess: 'sleep', total: 45, won: 21, weight: 21 });
    expect(j.boards.map((b) => [b.solved, b.remaining])).toEqual([
      [true, 1],
      [false, 21],
    ]);
    expect(j.values).toBeUndefined();
    expect(j.ranked![0]).toMatchObject({ guess: 'sleep', total: 45 });
    const text = await runCli('optimal', '--boards', '2', 'crane=yygby,bbbby', 'react=ggggg,bybbg', '--top', '2');
    expect(text.out).toContain(
      '21 answers left after crane=yygby,bbbby react=ggggg,bybbg (normal mode, 5 of 7 guesses left)',
    );
    expect(text.out).toContain('best next guess: SLEEP, 45 guesses in all (2.1429 on average), proven optimal');
    expect(text.out).toMatch(/^1\s+sleep\s+45\s+2\.1429$/m);
  });

  it('proves a Quordle endgame within --max-guesses, as suggest does with its budget', async () => {
    const turns = ['soare=bbybb,bbbby,gbbby,bbbgy', 'clint=bybbb,bbgbb,bbyyy,bbbby'];
    const j = await optimal('4', ...turns, '--top', '1', '--max-guesses', '6');
    expect(j).toMatchObject({ proven: true, guessesLeft: 4, remaining: 24, won: 11, weight: 24, total: 109 });
  });

  it('says the values are not proven where the search runs out of --time or past its size, no sentinel', async () => {
    const r = await runCli('optimal', '--boards', '8', '--time', '1', '--top', '2');
    expect(r.code).toBe(0);
    expect(r.out).toContain('about 8.2e26 answers left at the start');
    expect(r.out).toContain('not proven: about 8.2e26 joint answers are more than the 1048576 it searches');
    expect(r.out).not.toMatch(/Infinity|NaN|1e\+?9|-1\b/u);
    const j = await optimal('2', 'crane=bbbbb,bbbbb', '--time', '1', '--top', '1');
    expect(j).toMatchObject({ proven: false, values: 'heuristic', remaining: 69169, guessesLeft: 6 });
    expect(j.note).toMatch(/^not proven: the exact search did not finish within 1 s;/u);
    expect(j.suggestions![0]!.proven).toBeUndefined();
  });
});
