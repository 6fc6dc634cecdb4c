import { describe, expect, it } from 'vitest';
import { CLI, runCli, spawnCli } from './run.js';
import { hasTmux, Terminal } from './tmux.js';

describe('wordle solve --boards', () => {
  it("plays one Quordle game in one board's form: one line per guess with every board", async () => {
    const r = await runCli('solve', '--boards', '4', 'balmy,weigh,stein,retry');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Quordle: 4 boards, 9 guesses (balmy weigh stein retry)');
    expect(lines[1]).toBe('1. SOARE  ⬛⬛🟨⬛⬛ ⬛⬛⬛⬛🟨 🟩⬛⬛⬛🟨 ⬛⬛⬛🟩🟨  left 138 120 35 14');
    expect(lines.at(-2)).toMatch(/^[4-9]\. [A-Z]{5} {2}🟩🟩🟩🟩🟩$/u); // the last board solved: nothing left
    expect(lines.at(-1)).toMatch(/^Solved in [4-9]\.$/);
  });

  it('gives JSON in one board\'s fields: the feedbacks joined as typed, "-" once a board is solved', async () => {
    const r = await runCli('solve', '--boards', '2', 'react,sweet', '--first', 'crane', '--json');
    const j = JSON.parse(r.out) as {
      answer: string;
      status: string;
      maxGuesses: number;
      guesses: { guess: string; feedback: string; remaining: number; remainingByBoard: (number | null)[] }[];
    };
    expect(j).toMatchObject({ answer: 'react,sweet', status: 'solved', maxGuesses: 7 });
    expect(j.guesses[0]).toMatchObject({ guess: 'crane', feedback: 'yygby,bbbby' });
    // remaining: the answers left over the boards still open, remainingByBoard each board's.
    for (const g of j.guesses) {
      expect(g.remaining).toBe(g.remainingByBoard.reduce<number>((a, n) => a + (n ?? 0), 0));
    }
    const solvedAt = j.guesses.findIndex((g) => g.feedback.includes('ggggg'));
    expect(j.guesses.slice(solvedAt + 1).every((g) => g.feedback.split(',').includes('-'))).toBe(true);
    expect(j.guesses.slice(solvedAt + 1).every((g) => g.remainingByBoard.includes(null))).toBe(true);
  });

  it('counts a game whose last board is solved after the guesses allowed as lost', async () => {
    const r = await runCli('solve', '--boards', '2', 'optic,focal', '--max-guesses', '3');
    expect(r.code).toBe(0);
    expect(r.out.split('\n').at(-1)).toMatch(/^Lost: every board solved on guess [4-9], more than the 3 allowed\.$/);
  });

  it('checks every answer before the first guess, and says which list the boards play', async () => {
    // It used to play SOARE and PIANO, then find JEANS outside the classic answers (and exit 0).
    const r = await runCli('solve', 'crane,jeans,guano,liken', '--boards', '4');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      'wordle: "jeans" (board 2), "guano" (board 3) are not in the answer list (2315 answers): no board can find a ' +
        'word outside it (the variants play the classic lists unless --list names another)',
    );
    const nyt = await runCli('solve', 'crane,jeans,guano,liken', '--boards', '4', '--list', 'nyt');
    expect(nyt.err).toBe(
      'wordle: "jeans" (board 2) is not in the answer list (3158 answers): no board can find a word outside it',
    );
  });

  it.each([
    [
      ['solve', '--boards', '4', 'react,sweet'],
      'the answers go one per board, separated by commas: 4 wanted, got 2: "react,sweet"',
    ],
    [['solve', '--boards', '2', 'react,sweet', '--hard'], 'hard mode is not supported with several boards'],
    [
      ['solve', '--boards', '2', 'react,sweet', '--strategy', 'minimax'],
      /strategy "minimax" does not play several boards/,
    ],
    [
      ['suggest', '--boards', '2', 'crane=bbbbb'],
      /turn 1 \(crane=bbbbb\): CRANE: 1 feedback for 2 boards: give 2, separated by commas/,
    ],
    [['tree', 'verify', 'optimal', '--boards', '4'], /--boards is not supported by "wordle tree verify"/],
    [['absurdle', 'play', '--boards', '4'], /--boards is not supported by "wordle absurdle play"/],
    [['suggest', '--boards', '99'], '--boards must be a whole number from 1 to 32, got "99"'],
  ])('fails in one line with exit code 2: %j', async (args, message) => {
    const r = await runCli(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    if (typeof message === 'string') expect(r.err).toBe(`wordle: ${message}`);
    else expect(r.err).toMatch(message);
  });
});

describe('wordle suggest and filter --boards', () => {
  it('suggests from the joint position, listing each board', async () => {
    const r = await runCli('suggest', '--boards', '2', 'crane=yygby,bbbby', 'react=ggggg,bybbg', '--top', '3');
    expect(r.code).toBe(0);
    // One board's form: each board's answers-left line under its label.
    expect(r.out).toMatch(/^board 1: solved \(REACT\)$/m);
    expect(r.out).toMatch(/^board 2: 21 answers left$/m); // the words are listed from 20 down
    // One board open with 21 answers: the exact search proves it (test/cli/boards-exact.test.ts);
    // the table of one board, won for sure (no wins column).
    expect(r.out).toMatch(
      /^#\s+guess\s+exp\. guesses\s+bits\s+expected left\s+largest group\s+can be answer\s+P\(answer\)$/m,
    );
    expect(r.out).toMatch(/^won for sure: the best play finds every board's answer within the 5 guesses left$/m);
    const rows = r.out
      .trimEnd()
      .split('\n')
      .filter((l) => /^\d\s/.test(l));
    expect(rows).toHaveLength(3);
    expect(rows.every((l) => / 2\.1429 /.test(l))).toBe(true); // 45 guesses over the 21 answers
  });

  it('ranks just the guesses --only names on several boards, with their rank and the boards they solve', async () => {
    const r = await runCli('suggest', '--boards', '2', 'crane=bbgyb,gbbbb', '--only', 'plain,thumb', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { remaining: number; suggestions: Record<string, unknown>[] };
    expect(j.remaining).toBe(8 * 25); // the joint answers
    expect(j.suggestions.map((s) => [s.word, s.solves, s.isCandidate])).toEqual([
      ['plain', [1], true],
      ['thumb', [], false],
    ]);
    expect(j.suggestions[0]!.hitChance).toBe(0.125); // one of board 1's 8 answers
    expect(j.suggestions[0]!.rank).toBeGreaterThan(1);
  });

  it('lists the answers left on each board, in JSON too', async () => {
    const r = await runCli('filter', '--boards', '2', 'crane=yygby,bbbby', 'react=ggggg,bybbg', '--json');
    const j = JSON.parse(r.out) as {
      count: number;
      candidates?: string[];
      boards: { solved: boolean; count: number; candidates: string[] }[];
    };
    // One board's record over the game (the joint answers: 1 × 21), each board's under boards.
    expect(j.count).toBe(21);
    expect(j.candidates).toBeUndefined();
    expect(j.boards[0]).toEqual({ solved: true, count: 1, widened: false, candidates: ['react'], otherCount: 0 });
    expect(j.boards[1]!.candidates).toContain('sweet');
  });
});

describe('wordle bench --boards', () => {
  it("is deterministic under a seed, with the documented JSON shape (the one bench's, with the boards and seed)", async () => {
    const args = ['bench', '--boards', '2', '--games', '6', '--seed', '3', '--json'];
    const run = async () => {
      const all = JSON.parse((await runCli(...args)).out) as { results: Record<string, unknown>[] };
      expect(all).toMatchObject({ list: 'classic', hard: false });
      const r = all.results[0]!;
      delete r.seconds;
      return r;
    };
    const a = await run();
    expect(await run()).toEqual(a);
    expect(a).toMatchObject({ boards: 2, answers: 6, seed: 3, maxGuesses: 7, strategy: 'rollout', first: 'soare' }); // the default
    expect(Object.keys(a.histogram as object)).toEqual(['2', '3', '4', '5', '6', '7']);
    const h = Object.values(a.histogram as Record<string, number>);
    expect(h.reduce((x, y) => x + y, 0) + (a.failed as number)).toBe(6);
    expect(a.solvedPct).toBe((100 * (6 - (a.failed as number))) / 6);
  });

  it('prints a histogram and honours --max-guesses', async () => {
    const r = await runCli(
      'bench',
      '--boards',
      '2',
      '--games',
      '4',
      '--max-guesses',
      '5',
      '--strategy',
      'entropy,rollout',
      '--quiet',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^entropy \(first guess SOARE\): 4 games of Dordle \(2 boards, seed 1\) in /);
    expect(r.out).toMatch(/^guesses {2}games {2}share/m);
    expect(r.out).toMatch(/^\s+>5\s+\d+/m);
    expect(r.out).toMatch(/^total \d+, average \d\.\d{4}, max \d+, solved within 5: \d+\.\d\d%$/m);
    // One report per strategy, then the comparison table.
    expect(r.out).toMatch(/^rollout \(first guess SOARE\): 4 games/m);
    expect(r.out).toMatch(/^strategy +first +total +average/m);
  });
});

describe('play and assist --boards (line protocol)', () => {
  it("plays a hand-checked Dordle game in one board's form: one line per guess, a solved board marked -, the keys", () => {
    const r = spawnCli(['play', '--boards', '2', '--answer', 'react,sweet'], 'crane\nzzzzz\nreact\nsweet\n');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      'wordle play: Dordle; guess the 2 5-letter words in 7 tries; one guess per line',
      '1/7 crane yygby,bbbby',
      'keys correct A · present CER · absent N',
      'invalid: Not in word list',
      '2/7 react ggggg,bybbg',
      // The keys of the boards still open (board 2: E present, T green, R absent).
      'keys correct T · present E · absent ACNR',
      '3/7 sweet -,ggggg',
      // Every board solved: the keys over all of them.
      'keys correct ACERSTW · present - · absent N',
      'won in 3/7',
      // The review is offered as in `play` (no answer: none shown; test/cli/review-boards.test.ts says yes).
      'see the analysis? [y/N]',
    ]);
  });

  it('loses when the guesses run out', () => {
    const r = spawnCli(['play', '--boards', '2', '--answer', 'react,sweet', '--max-guesses', '2'], 'crane\nreact\n');
    expect(r.stdout.trimEnd().split('\n').slice(-2)).toEqual([
      'lost: 1 of 2 boards solved; the answers were react sweet',
      'see the analysis? [y/N]',
    ]);
  });

  it("assists in one board's form: colours for the suggestion on each board, then undo", () => {
    const r = spawnCli(
      ['assist', '--boards', '2', '--top', '2'],
      'bbbbb,bbbbb,bbbbb\nbbbq,bbbbb\nsoare=bbbbb,bbbbb\nundo\nquit\n',
    );
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Dordle: guess the 2 5-letter words in 7 tries.',
      '2315 possible answers. Type "help" for commands.',
    ]);
    expect(r.stdout).toContain('! SOARE: 3 feedbacks for 2 boards: give 2, separated by commas');
    expect(r.stdout).toContain(
      '! history "soare=bbbq,bbbbb", board 1: feedback "bbbq": unknown symbol "q" (use g/y/b, 2/1/0 or 🟩🟨⬛). Type the colours for SOARE on each board, or GUESS=COLOURS,…, or help\n',
    );
    expect(r.stdout).toMatch(/^SOARE ⬛⬛⬛⬛⬛ ⬛⬛⬛⬛⬛$/mu);
    expect(r.stdout).toMatch(/^board 1: 183 answers left$/m);
    expect(r.stdout).toContain('Undone.');
  });
});

describe.skipIf(!hasTmux)('wordle play --boards in a terminal (tmux)', () => {
  it('draws the boards in a grid, marks a solved board, and merges the keyboards', async () => {
    const t = new Terminal(
      `NO_COLOR=1 ${process.execPath} ${CLI} play --boards 2 --answer react,sweet; sleep 30`,
      100,
      30,
    );
    try {
      await t.waitFor('guess 1/7>');
      t.type('react');
      const s = await t.waitFor('guess 2/7>');
      expect(s).toMatch(/^ {2}board 1: ✓ +board 2: *$/mu);
      expect(s).toMatch(/^ {2}REACT ggggg {3}REACT bybbg$/mu);
      // Only board 2 is open: E present there, T green, R absent (react/sweet: bybbg).
      expect(s).toMatch(/E\? R· T!/u);
      t.type('sweet');
      await t.waitFor('won in 2/7');
    } finally {
      t.close();
    }
  }, 30_000);
});
