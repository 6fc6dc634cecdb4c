/**
 * One game, one review on several boards (issue 35, item 2), the CLI's side: `wordle analyze
 * --boards N --answer … --json` gives every figure of the library's review (reviewBoardsGame) for
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
const letters = (ps: readonly (Pattern | null)[]) => ps.map((p) => (p === null ? null : formatFeedback(p, 5)));

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
  it("gives the library's review in JSON, figure for figure", async () => {
    const args = ['analyze', '--boards', String(g.boards), '--answer', g.answers.join(','), ...g.guesses, '--json'];
    const r = await runCli(...args);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      answers: string[];
      maxGuesses: number;
      turns: {
        guess: string;
        feedback: (string | null)[];
        before: (number | null)[];
        after: (number | null)[];
        measure: string;
        advice: JsonMove;
        yours: JsonMove;
        verdict: { kind: string; by?: number; unit?: string };
      }[];
      bot: { guesses: { guess: string; feedback: (string | null)[]; remaining: (number | null)[] }[] };
      summary: Record<string, unknown>;
    };
    const lib = reviewBoardsGame(
      config,
      createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: 2 }),
      g.answers as Word[],
      g.guesses,
    );
    expect(j.answers).toEqual(g.answers);
    expect(j.maxGuesses).toBe(g.boards + 5);
    expect(j.turns).toHaveLength(lib.turns.length);
    lib.turns.forEach((t, i) => {
      const got = j.turns[i]!;
      expect([got.guess, got.feedback, got.before, got.after, got.measure]).toEqual([
        t.guess,
        letters(t.patterns),
        t.before,
        t.after,
        t.measure,
      ]);
      sameMove(got.advice, t.advice);
      sameMove(got.yours, t.yours);
      expect(got.verdict.kind).toBe(t.verdict.kind);
      if (t.verdict.kind === 'lost-ground') {
        expect(got.verdict.unit).toBe(t.verdict.unit);
        close(got.verdict.by, t.verdict.by);
      }
    });
    expect(j.bot.guesses).toEqual(
      lib.bot.steps.map((s) => ({ guess: s.guess, feedback: letters(s.patterns), remaining: s.remaining })),
    );
    expect(j.summary).toEqual(JSON.parse(JSON.stringify(lib.summary)));
    // The endgames are proven (at most 100 joint answers): the last turn of every game here.
    expect(j.turns.at(-1)!.measure).toBe('proven');
  });
});

describe('wordle analyze --boards: the text and bad input', () => {
  it('prints the table, the notes, the summary and the two games side by side', async () => {
    const g = BOARDS_REVIEW_GAMES[0]!;
    const r = await runCli('analyze', '--boards', '2', '--answer', g.answers.join(','), ...g.guesses);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Dordle review: 2 boards, 7 guesses; the advice: the rollout strategy');
    // Turns 3 and 4 (2·4 and 4 joint answers) are proven: values unmarked, the guesses lost against the
    // proven best (FALLS: 3 guesses expected, OPTIC 3.5); the first two turns go by bits.
    expect(lines.find((l) => l.startsWith('2  tonic'))).toMatch(/ bits +\w+ +[\d.]+ +- +6\.77 +- +lost [\d.]+ bits$/u);
    expect(lines.find((l) => l.startsWith('3  optic'))).toMatch(
      /proven +falls +3\.00 +3\.000 +1\.00 +3\.500 +lost 0\.500 guesses$/u,
    );
    expect(lines.find((l) => l.startsWith('4  focal'))).toMatch(
      /proven +focal +1\.50 +2\.000 +1\.50 +2\.000 +the advice's guess$/u,
    );
    expect(r.out).toContain("won in 4 of 7 · the rollout advice: 4 · the advice's guess on 1 of 4 turns");
    expect(r.out).toContain("Your game and the rollout advice's for the same answers (optic focal):");
  });

  it.each([
    [['--answer', 'optic', 'crane'], '2 boards need 2 answers separated by commas, got 1: "optic"'],
    [['--answer', 'optic,focal', 'crane', 'xyzzy'], 'turn 2: "xyzzy" is not in the word list'],
    [['--answer', 'optic,focal', 'optic', 'focal', 'soare'], 'turn 3 (soare) comes after every board was solved'],
    [['crane', 'optic'], '--boards 2 needs the answers: --answer w1,w2,… (one per board), then your guesses'],
    [
      ['--answer', 'optic,focal', 'crane=bbbbb,bbbbb'],
      '"crane=bbbbb,bbbbb": with --boards, give plain guesses (their colours follow from --answer)',
    ],
  ])('%j: one line, exit 2', async (args, message) => {
    const r = await runCli('analyze', '--boards', '2', ...args);
    expect(r).toEqual({ code: 2, out: '', err: `wordle: ${message}` });
  });
});

describe('the interactive boards commands offer the review', () => {
  it('play --boards: "y" after the game shows it (piped line protocol)', () => {
    const r = spawnCli(['play', '--boards', '2', '--answer', 'optic,focal'], 'crane\ntonic\noptic\nfocal\ny\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('won in 4/7\nsee the analysis? [y/N]\nDordle review: 2 boards, 7 guesses');
    expect(r.stdout).toContain('won in 4 of 7 · the rollout advice: 4');
  });

  it('assist --boards: "review" once every board is solved, and not before', () => {
    const input = 'soare=bybbb,bgybb\nreview\nclint=ybyby,yybbb\nfocal=byybb,ggggg\noptic=ggggg\nreview\nquit\n';
    const r = spawnCli(['assist', '--boards', '2'], input);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('The review needs every answer: it is offered once every board is solved.');
    expect(r.stdout).toContain('Solved in 4! Type review for the analysis, reset for a new game, or quit.');
    expect(r.stdout).toContain(
      "won in 4 of 7 · the rollout advice: 4 · the advice's guess on 4 of 4 turns · no ground lost",
    );
  });
});
