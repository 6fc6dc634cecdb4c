import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import type { Word } from '../../../src/core/types.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { reviewBoardsGame, type BoardsReviewOptions } from '../../../src/engine/boards/review.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { createStrategy, DEFAULT_BOARDS_STRATEGY } from '../../../src/engine/game/strategies.js';
import { naiveBoards } from '../../search/boards/naive.js';

/*
 * The boards review grades with the exact search where it finishes: on a small list every turn is
 * proven, and each value (the proven best's and yours) is checked against brute force
 * (test/search/boards/naive.ts: every guess at every position, no bounds).
 */

// Eight answers that differ in one letter (feedback tells little) and two guesses that split them.
const ANSWERS = ['bound', 'found', 'hound', 'mound', 'pound', 'round', 'sound', 'wound'] as Word[];
const EXTRA = ['bhmps', 'frswy'] as Word[];
const words = makeWordSet(ANSWERS, EXTRA);
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const review = (answers: readonly string[], guesses: readonly string[], options: BoardsReviewOptions = {}) =>
  reviewBoardsGame(config, createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: 2 }), answers as Word[], guesses, options);

/** Board b's answers left after `played`, by the reference scorer alone. */
function open(answer: string, played: readonly string[]): Word[] | null {
  if (played.includes(answer)) return null;
  return ANSWERS.filter((a) => played.every((g) => scoreGuess(g, a) === scoreGuess(g, answer)));
}

describe.each([
  // Won: the guesses allowed leave room.
  {
    answers: ['hound', 'sound'],
    guesses: ['round', 'mound', 'hound', 'sound'],
    maxGuesses: 6,
    // Each guess loses to BHMPS (the extra word that splits the -OUND answers): guesses, then chance to win.
    units: ['guesses', 'guesses', 'chance to win', 'chance to win'],
  },
  // Tight: three guesses for two boards of eight, so a guess can lose chance to win.
  {
    answers: ['wound', 'found'],
    guesses: ['bound', 'frswy', 'found'],
    maxGuesses: 3,
    units: ['chance to win', '', ''],
  },
])('a review on a small list (answers $answers, $maxGuesses guesses)', (game) => {
  const r = review(game.answers, game.guesses, { maxGuesses: game.maxGuesses });

  it('grades every turn proven, with the values brute force finds', () => {
    r.turns.forEach((t, i) => {
      expect(t.measure).toBe('proven');
      const played = game.guesses.slice(0, i);
      const boards = game.answers.map((a) => open(a, played)).filter((b): b is Word[] => b !== null);
      const left = game.maxGuesses - i;
      const weight = boards.reduce((n, b) => n * b.length, 1);
      const best = naiveBoards(boards, words.guesses, left);
      const yours = naiveBoards(boards, words.guesses, left, t.guess);
      expect(t.advice.proven).toMatchObject({ label: 'proven', weight, won: weight - best.lost, total: best.total });
      expect(t.yours.proven).toMatchObject({ label: 'proven', weight, won: weight - yours.lost, total: yours.total });
      // The advice's guess is one brute force finds best.
      const its = naiveBoards(boards, words.guesses, left, t.advice.word);
      expect(its).toEqual(best);
      if (yours.lost > best.lost) {
        expect(t.verdict).toEqual({
          kind: 'lost-ground',
          by: (yours.lost - best.lost) / weight,
          unit: 'chance to win',
        });
      } else if (yours.total > best.total) {
        expect(t.verdict.kind).toBe('lost-ground');
        if (t.verdict.kind === 'lost-ground') expect(t.verdict.by).toBeCloseTo((yours.total - best.total) / weight, 12);
      } else {
        expect(t.verdict).toEqual({ kind: 'best' });
        expect(t.advice.word).toBe(t.guess);
      }
    });
  });

  it('loses ground where brute force says so, and plays a proven best elsewhere', () => {
    expect(r.turns.map((t) => (t.verdict.kind === 'lost-ground' ? t.verdict.unit : ''))).toEqual(game.units);
  });

  it('is the same computed again: a work count, not a clock, limits the search', () => {
    expect(review(game.answers, game.guesses, { maxGuesses: game.maxGuesses })).toEqual(r);
  });
});

describe('where the exact search does not prove a turn', () => {
  it("keeps the strategy's measure, labelled, and no proven value", () => {
    const r = review(['hound', 'sound'], ['round', 'mound', 'hound', 'sound'], { exactWorkMax: 0 });
    const multi = r.turns.filter((t) => t.boardsBefore.filter((n) => n !== null).length > 1);
    expect(multi.length).toBeGreaterThan(0);
    for (const t of multi) {
      expect(t.measure).not.toBe('proven');
      expect(t.advice.proven).toBeUndefined();
      expect(t.yours.proven).toBeUndefined();
    }
    const none = review(['hound', 'sound'], ['round', 'mound', 'hound', 'sound'], { exactJointMax: 0 });
    expect(none.turns.every((t) => t.measure !== 'proven')).toBe(true);
  });
});
