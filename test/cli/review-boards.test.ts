/**
 * One game, one review on several boards (issue 35, item 2; issue 52: one board's form), the CLI's
 * side: `wordle analyze --boards N --answer … --json` gives every figure of the library's review (reviewBoardsGame) for
 * the games of test/review-boards-games.ts; bad input gets one line and exit 2; `play --boards`
 * offers the review at the end and `assist --boards` has it once every board is solved.
 */
import { describe, expect, it } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import type { Pattern, Word } from '../../src/core/types.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { reviewBoardsGame, type BoardsMove } from '../../src/engine/boards/review.js';
import { gameConfig } from '../../src/strategies/context.js';
import { createStrategy, DEFAULT_BOARDS_STRATEGY } from '../../src/engine/game/strategies.js';
import { BOARDS_REVIEW_GAMES } from '../review-boards-games.js';
import { runCli, spawnCli } from './run.js';

const words = builtinWordSet('classic');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));

/** The JSON's figures are rounded to 6 decimals. */
const close = (got: unknown, want: number) => expect(Math.abs((got as number) - want)).toBeLessThanOrEqual(5e-7);
const letters = (ps: readonly (Pattern | null)[]) => ps.map((p) => (p === null ? '-' : formatFeedback(p, 5))).join(',');

interface JsonMove {
  word: string;
  entropy: number;
  expectedSize: number;
  hitChance: number;
  solves: number[];
  finish: null | { measure: string; label: string; expectedGuesses: number; winChance?: number };
  proven?: { label: string; winChance: number; won: number; weight: number; total: number; expectedGuesses: number };
}

function sameMove(got: JsonMove, want: BoardsMove): void {
  expect(got.word).toBe(want.word);
  expect(got.solves).toEqual(want.solves);
  close(got.entropy, want.entropy);
  close(got.expectedSize, want.expectedSize);
  close(got.hitChance, want.hitChance);
  // A proven turn's values, exact, as the library has them (none elsewhere).
  if (want.proven === undefined) expect(got.proven).toBeUndefined();
  else {
    expect(got.proven).toMatchObject({ label: 'proven', won: want.proven.won, weight: want.proven.weight });
    expect(got.proven!.total).toBe(want.proven.total);
    close(got.proven!.expectedGuesses, want.proven.expectedGuesses);
  }
  const f = want.finish;
  if (f === null) return expect(got.finish).toBeNull();
  expect([got.finish?.measure, got.finish?.label]).toEqual([f.measure, f.label]);
  close(got.finish!.expectedGuesses, f.expectedGuesses);
  if (f.measure === 'endgame') close(got.finish!.winChance, f.winChance);
}

describe.each(BOARDS_REVIEW_GAMES)('wordle analyze --boards $boards: the $variant game', (g) => {
  it("gives the library's review in one board's JSON fields, figure for figure, and the boards' own besides", async () => {
    const args = ['analyze', '--boards', String(g.boards), '--answer', g.answers.join(','), ...g.guesses, '--json'];
    const r = await runCli(...args);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      strategy: string;
      prior: string;
      turns: {
        guess: string;
        feedback: string;
        before: number;
        after: number;
        expectedBits: number;
        actualBits: number;
        best: { guess: string };
        expectedGuesses: number | null;
        guessesLost: number | null;
        graded: string;
        skill: number | null;
        luck: number | null;
        boardsBefore: (number | null)[];
        boardsAfter: (number | null)[];
        measure: string;
        advice: JsonMove;
        yours: JsonMove;
        verdict: { kind: string; by?: number; unit?: string };
      }[];
      bot: { answer: string; guesses: { guess: string; feedback: string; remainingByBoard: (number | null)[] }[] };
      summary: Record<string, unknown>;
    };
    const lib = reviewBoardsGame(
      config,
      createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: 2 }),
      g.answers as Word[],
      g.guesses,
    );
    expect([j.strategy, j.prior]).toEqual(['rollout', 'uniform']);
    expect(j.summary).toMatchObject({ maxGuesses: g.boards + 5, boards: g.boards, guesses: g.guesses.length });
    expect(j.turns).toHaveLength(lib.turns.length);
    lib.turns.forEach((t, i) => {
      const got = j.turns[i]!;
      expect([got.guess, got.feedback, got.before, got.after, got.boardsBefore, got.boardsAfter]).toEqual([
        t.guess,
        letters(t.patterns),
        t.before,
        t.after,
        t.boardsBefore,
        t.boardsAfter,
      ]);
      // (bits: rounded to 4 decimals, as one board's)
      expect(Math.abs(got.expectedBits - t.expectedBits)).toBeLessThanOrEqual(5e-5);
      expect(Math.abs(got.actualBits - t.actualBits)).toBeLessThanOrEqual(5e-5);
      expect([got.best.guess, got.measure, got.skill, got.luck]).toEqual([t.best.guess, t.measure, t.skill, null]);
      // Graded exactly where proven (the one review's grade), else by the advice's measure.
      const graded = t.exact?.guessesLost === null ? 'exact, in chance to win' : 'exact, in guesses';
      expect(got.graded).toBe(t.exact === null ? t.measure : graded);
      if (t.exact?.guessesLost != null) close(got.guessesLost, t.exact.guessesLost);
      sameMove(got.advice, t.advice);
      sameMove(got.yours, t.yours);
      expect(got.verdict.kind).toBe(t.verdict.kind);
      if (t.verdict.kind === 'lost-ground') {
        expect(got.verdict.unit).toBe(t.verdict.unit);
        close(got.verdict.by, t.verdict.by);
      }
    });
    expect(j.bot.answer).toBe(g.answers.join(','));
    expect(j.bot.guesses.map((s) => [s.guess, s.feedback, s.remainingByBoard])).toEqual(
      lib.bot.steps.map((s) => [s.guess, letters(s.patterns), s.remainingByBoard]),
    );
    close(j.summary.guessesLost, lib.summary.guessesLost);
    expect(j.summary).toMatchObject({
      ...lib.summary,
      guessesLost: j.summary.guessesLost,
      actualBits: j.summary.actualBits,
      expectedBits: j.summary.expectedBits,
    });
    // The endgames are proven (at most 100 joint answers): the last turn of every game here.
    expect(j.turns.at(-1)!.measure).toBe('proven');
  });
});

describe('wordle analyze --boards: the text and bad input', () => {
  it("prints one board's table, notes, summary and the two games side by side", async () => {
    const g = BOARDS_REVIEW_GAMES[0]!;
    const r = await runCli('analyze', '--boards', '2', '--answer', g.answers.join(','), ...g.guesses);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(
      /^# +guess +before +after +bits exp +bits got +exp guesses +best +its exp +lost +skill +luck$/u,
    );
    // Turns 3 and 4 (2·4 and 4 joint answers) are proven: graded exactly, the guesses lost against the
    // proven best (FALLS: 3 guesses expected, OPTIC 3.5); the first two turns go by bits (joint entropy).
    expect(lines.find((l) => l.startsWith('2  tonic'))).toMatch(
      /^2 {2}tonic yybgg,bgbby +82 +6 +6\.77 +7\.54 +- +\(liths\) +- +1\.85 bits +- +-$/u,
    );
    expect(lines.find((l) => l.startsWith('3  optic'))).toMatch(
      / +1\.00 +1\.00 +3\.500 +falls +3\.000 +0\.500 +3 +-$/u,
    );
    expect(lines.find((l) => l.startsWith('4  focal'))).toMatch(
      /^4 {2}focal -,ggggg +4 +1 +.* 2\.000 +focal +2\.000 +0\.000 +99 +-$/u,
    );
    expect(r.out).toContain('several boards: before and after add up the open boards');
    expect(r.out).toContain('solved in 4 · 0.500 guesses lost (2 of 4 turns graded exactly) · ');
    expect(r.out).toContain(
      "Your game and the rollout strategy's for the same answer, OPTIC,FOCAL: you in 4, it in 4.",
    );
    expect(lines.filter((l) => l.startsWith('1  crane')).at(-1)).toMatch(/soare bybbb,bgybb +- +56 21$/u);
  });

  it.each([
    [['--answer', 'optic', 'crane'], 'the answers go one per board, separated by commas: 2 wanted, got 1: "optic"'],
    [['--answer', 'optic,focal', 'crane', 'xyzzy'], 'turn 2: "xyzzy" is not in the word list'],
    [['--answer', 'optic,focal', 'optic', 'focal', 'soare'], 'turn 3 (soare) comes after every board was solved'],
    [
      ['crane', 'optic'],
      '2 boards are reviewed from their answers: --answer w1,w2,… (one per board), then your guesses',
    ],
    [
      ['--answer', 'optic,focal', 'crane=bbbbb,bbbbb'],
      'turn 1 (crane), board 1: the feedback is bbbbb, but its answer optic gives ybbbb',
    ],
    [['--answer', 'optic,focal', 'crane=ybbbb'], 'turn 1 (crane): 1 feedback for 2 boards'],
  ])('%j: one line, exit 2', async (args, message) => {
    const r = await runCli('analyze', '--boards', '2', ...args);
    expect(r).toEqual({ code: 2, out: '', err: `wordle: ${message}` });
  });

  it('reads typed feedback per board as plain guesses (checked against the answers)', async () => {
    const g = BOARDS_REVIEW_GAMES[0]!;
    const plain = await runCli('analyze', '--boards', '2', '--answer', g.answers.join(','), ...g.guesses);
    const typed = await runCli(
      'analyze',
      '--boards',
      '2',
      '--answer',
      'optic,focal',
      'crane=ybbbb,ybybb',
      ...g.guesses.slice(1),
    );
    expect(g.guesses[0]).toBe('crane');
    expect(typed).toEqual(plain);
  });
});

describe('the interactive boards commands offer the review', () => {
  it('play --boards: "y" after the game shows it (piped line protocol)', () => {
    const r = spawnCli(['play', '--boards', '2', '--answer', 'optic,focal'], 'crane\ntonic\noptic\nfocal\ny\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/won in 4\/7\nsee the analysis\? \[y\/N\]\n# +guess +before +after/u);
    expect(r.stdout).toContain('solved in 4 · 0.500 guesses lost (2 of 4 turns graded exactly)');
  });

  it('assist --boards: "review" once every board is solved, and not before', () => {
    const input = 'soare=bybbb,bgybb\nreview\nclint=ybyby,yybbb\nfocal=byybb,ggggg\noptic=ggggg\nreview\nquit\n';
    const r = spawnCli(['assist', '--boards', '2'], input);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('The review needs every answer: it is offered once every board is solved.');
    expect(r.stdout).toContain('Solved in 4! Type review for the analysis, reset for a new game, or quit.');
    expect(r.stdout).toMatch(/solved in 4 · 0\.000 guesses lost \(\d of 4 turns graded exactly\)/u);
  });
});
