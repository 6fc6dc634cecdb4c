import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Word } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { seededAnswers } from '../../../src/engine/game/bench.js';
import { reviewBoardsGame, type BoardsMove } from '../../../src/engine/boards/review.js';
import { Session } from '../../../src/engine/game/session.js';
import { playAnswers } from '../../../src/engine/game/play-answers.js';
import { boardsView, jointSuggestions } from '../../../src/engine/game/board-suggestions.js';
import { withExactEndgame } from '../../../src/engine/boards/exact-endgame.js';
import { EXACT_JOINT_MAX, REVIEW_WORK_MAX } from '../../../src/engine/exact/boards.js';
import { scoreBoards } from '../../../src/core/boards.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { createStrategy, DEFAULT_BOARDS_STRATEGY } from '../../../src/engine/game/strategies.js';
import { wordleError } from '../../helpers/errors.js';
import { BOARDS_REVIEW_GAMES } from '../../review-boards-games.js';

const words = builtinWordSet('classic');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const strategy = () => createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: 2 });
const review = (answers: readonly string[], guesses: readonly string[]) =>
  reviewBoardsGame(config, strategy(), answers as readonly Word[], guesses);

/** A guess's one-step figures over each open board's candidates, by the reference scorer alone. */
function referenceFigures(guess: string, boards: readonly (readonly string[] | null)[]) {
  let entropy = 0;
  let expectedSize = 0;
  let hitChance = 0;
  const solves: number[] = [];
  boards.forEach((c, b) => {
    if (c === null) return;
    const groups = new Map<number, number>();
    for (const a of c) groups.set(scoreGuess(guess, a), (groups.get(scoreGuess(guess, a)) ?? 0) + 1);
    for (const k of groups.values()) {
      entropy -= (k / c.length) * Math.log2(k / c.length);
      expectedSize += (k * k) / c.length;
    }
    if (c.includes(guess)) {
      solves.push(b + 1);
      hitChance += 1 / c.length;
    }
  });
  return { entropy, expectedSize, solves, hitChance };
}

const near = (m: BoardsMove, want: ReturnType<typeof referenceFigures>) => {
  expect(m.entropy).toBeCloseTo(want.entropy, 9);
  expect(m.expectedSize).toBeCloseTo(want.expectedSize, 9);
  expect(m.hitChance).toBeCloseTo(want.hitChance, 9);
  expect(m.solves).toEqual(want.solves);
};

describe.each(BOARDS_REVIEW_GAMES)('the review of the $variant game (seed $seed)', (g) => {
  const r = review(g.answers, g.guesses);

  it("plays the seeded answers, and the advice's whole game is solve with the game's limit and the exact endgame", () => {
    expect(seededAnswers(words, g.boards, g.seed)).toEqual(g.answers);
    const advised = withExactEndgame(config, strategy(), { maxJoint: EXACT_JOINT_MAX, maxWork: REVIEW_WORK_MAX });
    const game = playAnswers(config, advised, g.answers as Word[], { maxGuesses: g.boards + 5 });
    expect(r.bot.status).toBe(game.status);
    expect(r.bot.steps.map(({ winChance: _w, expectedGuesses: _e, ...s }) => s)).toEqual(game.steps);
    expect(r.bot.answer).toBe(g.answers.join(','));
    expect(r.summary.botGuesses).toBe(r.bot.steps.length);
    // Its figures are proven where the exact search finishes (the last guess: one answer left, 1 guess).
    expect(r.bot.steps.at(-1)).toMatchObject({ winChance: 1, expectedGuesses: 1 });
  });

  it("gives each turn the position, the advice's guess as suggest --boards has it, and figures by the reference scorer", () => {
    const session = new Session(config, strategy(), { boards: g.boards });
    r.turns.forEach((t, i) => {
      const open = session.solvedBoards.map((s, b) => (s ? null : session.boardWords(b)));
      expect(t.boardsBefore).toEqual(open.map((c) => (c === null ? null : c.length)));
      // The one review's figures: the answers left added up, the joint information (boards independent).
      expect(t.before).toBe(open.reduce((n, c) => n + (c?.length ?? 0), 0));
      expect(t.expectedBits).toBe(t.yours.entropy);
      expect(t.best.guess).toBe(t.advice.word);
      // The advice: the session's first suggestion (what `suggest --boards` and `assist --boards` show),
      // or where the turn is proven, the proven best (yours where it is as good).
      if (t.measure === 'proven') {
        const [best] = session.suggestions(1, { budgetMs: 60_000 });
        expect(best!.proven).toBe(true);
        if (t.advice.word !== t.guess) expect(t.advice.word).toBe(best!.word);
        const { winChance, won, weight, expectedGuesses } = t.advice.proven!;
        expect({ winChance, won, weight, expectedGuesses }).toEqual({
          winChance: best!.winChance,
          won: best!.won,
          weight: best!.weight,
          expectedGuesses: best!.expectedGuesses,
        });
      } else {
        const [first] = jointSuggestions(boardsView(session), session.strategy, 1);
        expect(t.advice.word).toBe(first!.word);
      }
      near(t.advice, referenceFigures(t.advice.word, open));
      near(t.yours, referenceFigures(g.guesses[i]!, open));
      expect(t.verdict.kind === 'best').toBe(t.advice.word === t.guess);
      const patterns = scoreBoards(t.guess, g.answers as Word[], session.solvedBoards);
      expect(t.patterns).toEqual(patterns);
      session.play({ guess: t.guess, patterns });
      const after = patterns.map((p, b) => (p === null ? null : session.boardCandidates(b).length));
      expect(t.boardsAfter).toEqual(after);
      expect(t.after).toBe(after.reduce<number>((n, c) => n + (c ?? 0), 0));
      const bits = open.reduce((sum, c, b) => (c === null ? sum : sum + Math.log2(c.length / after[b]!)), 0);
      expect(t.actualBits).toBeCloseTo(bits, 12);
      // Graded exactly where proven, by the one review's grade: the guesses (or chance) lost against the best.
      const p = t.yours.proven;
      const best = t.advice.proven;
      expect(t.exact === null).toBe(p === undefined);
      if (p !== undefined && best !== undefined) {
        expect(t.exact).toMatchObject({ winChance: p.winChance, bestWinChance: best.winChance, luckGuesses: null });
        expect(t.exact!.expectedGuesses).toBeCloseTo(p.expectedGuesses, 12);
        if (p.won === best.won) expect(t.exact!.guessesLost).toBeCloseTo((p.total - best.total) / best.weight, 12);
        expect(t.skill).not.toBeNull();
      } else expect(t.skill).toBeNull();
    });
  });

  it("labels the strategy's own values estimate (rollouts) or bound (endgame), never exact", () => {
    for (const t of r.turns) {
      for (const f of [t.advice.finish, t.yours.finish]) {
        if (f === null) expect(['bits', 'proven']).toContain(t.measure);
        else
          expect([f.measure, f.label]).toEqual(
            f.measure === 'rollout' ? ['rollout', 'estimate'] : ['endgame', 'bound'],
          );
      }
    }
  });

  it('is the same when computed again (no clock decides anything)', () => {
    expect(review(g.answers, g.guesses)).toEqual(r);
  });
});

describe('hand-checked figures and summaries', () => {
  const [dordle, quordle, octordle] = BOARDS_REVIEW_GAMES.map((g) => review(g.answers, g.guesses));

  it('Dordle: won in 4, the advice also 4; the last guess is a proven best, two guesses expected', () => {
    expect(dordle!.summary).toMatchObject({ solved: true, won: true, guesses: 4, botGuesses: 4, boardsSolved: 2 });
    const last = dordle!.turns[3]!;
    expect(last.verdict).toEqual({ kind: 'best' });
    expect(last.measure).toBe('proven');
    expect(last.yours.proven).toEqual({
      label: 'proven',
      weight: 4,
      won: 4,
      winChance: 1,
      total: 8,
      expectedGuesses: 2,
    });
    // One board left: FOCAL, MOCHA, VOCAL, LOCAL. FOCAL wins 1 in 4, leaves MOCHA alone (1 more guess)
    // or VOCAL/LOCAL (both get bgggg: 1.5 more): 1 + 1/4 · 1 + 2/4 · 1.5 = 2.
    expect(last.boardsBefore).toEqual([null, 4]);
    expect(last.exact).toMatchObject({ expectedGuesses: 2, bestExpectedGuesses: 2, guessesLost: 0 });
    expect(last.skill).toBe(99);
    expect(last.yours.finish).toEqual({ measure: 'endgame', label: 'bound', winChance: 1, expectedGuesses: 2 });
  });

  it("Quordle: won in 6 of 9 against the advice's 7", () => {
    expect(quordle!.summary).toMatchObject({ won: true, guesses: 6, botGuesses: 7, botWon: true });
  });

  it('Octordle: lost with 5 of 8 solved; FUZZY (turn 11) lost the whole chance to win', () => {
    expect(octordle!.summary).toMatchObject({ solved: false, won: false, guesses: 13, boardsSolved: 5 });
    const t = octordle!.turns[10]!;
    // Three boards left, one candidate each, three guesses left: a candidate wins for sure in 3.
    expect(t.boardsBefore.filter((n) => n !== null)).toEqual([1, 1, 1]);
    expect(t.advice.finish).toEqual({ measure: 'endgame', label: 'bound', winChance: 1, expectedGuesses: 3 });
    // FUZZY solves none: three boards with two guesses left is a loss (counted 1 + 3 guesses).
    expect(t.yours.finish).toEqual({ measure: 'endgame', label: 'bound', winChance: 0, expectedGuesses: 4 });
    expect(t.verdict).toEqual({ kind: 'lost-ground', by: 1, unit: 'chance to win' });
    // One joint answer: proven too, the same figures (the lost game counts the 2 guesses left + 1, plus this one).
    expect(t.measure).toBe('proven');
    expect(t.advice.proven).toMatchObject({ won: 1, weight: 1, total: 3 });
    expect(t.yours.proven).toMatchObject({ won: 0, weight: 1, total: 4 });
    expect(octordle!.summary.lostGround).toContain(11);
  });
});

describe('bad input', () => {
  it.each([
    [['optic', 'focal'], ['crane', 'xyzzy'], 'BAD_WORD', 'turn 2: "xyzzy" is not in the word list'],
    [
      ['optic', 'focal'],
      ['optic', 'focal', 'crane'],
      'BAD_HISTORY',
      'turn 3 (crane) comes after every board was solved',
    ],
    [['optic', 'focal'], [], 'BAD_HISTORY', 'there are no guesses to review'],
    [['optic', 'jeans'], ['crane'], 'BAD_WORD', /"jeans" \(board 2\) is not in the answer list/u],
  ] as const)('%j with %j: %s', (answers, guesses, code, message) => {
    const e = wordleError(() => review(answers, guesses), code);
    expect(e.message).toMatch(message);
  });
});
