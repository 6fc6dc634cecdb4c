import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Word } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { analyzeGame } from '../../../src/engine/analysis/analyze.js';
import { reviewBoardsGame } from '../../../src/engine/boards/review.js';
import { reviewNeedsAnswers, reviewPlayedGame } from '../../../src/engine/boards/review-game.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { wordleError } from '../../helpers/errors.js';

const words = builtinWordSet('classic');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const entropy = createStrategy('entropy');
const rollout = createStrategy('rollout', { boards: 2 });
const turn = (guess: string, answers: readonly string[]) => ({
  guess,
  patterns: answers.map((a) => scoreGuess(guess, a)),
});

describe('reviewPlayedGame: the one review of any count of boards', () => {
  it('reviews one board as analyzeGame does, its turns read as one feedback each', () => {
    const history = ['crane', 'pilot', 'moist'].map((g) => ({ guess: g, pattern: scoreGuess(g, 'moist') }));
    const game = { boards: 1, turns: ['crane', 'pilot', 'moist'].map((g) => turn(g, ['moist'])) };
    expect(reviewPlayedGame(config, entropy, game, { maxGuesses: 6 })).toEqual(
      analyzeGame(config, history, entropy, { maxGuesses: 6 }),
    );
  });

  it('reviews several boards as reviewBoardsGame does, from their answers', () => {
    const answers = ['optic', 'focal'] as Word[];
    const guesses = ['crane', 'tonic', 'optic', 'focal'];
    const game = { boards: 2, answers, turns: guesses.map((g) => turn(g, answers)) };
    expect(reviewPlayedGame(config, rollout, game)).toEqual(reviewBoardsGame(config, rollout, answers, guesses));
    expect([reviewNeedsAnswers(1), reviewNeedsAnswers(2)]).toEqual([false, true]);
  });

  it.each([
    ['several boards without their answers', { boards: 2, turns: [turn('crane', ['optic', 'focal'])] }, 'BAD_OPTION'],
    [
      'a feedback the answer does not give, naming the turn and board',
      { boards: 2, answers: ['optic', 'focal'], turns: [{ guess: 'crane', patterns: [0, 0] }] },
      'BAD_HISTORY',
    ],
    [
      'one feedback for two boards',
      { boards: 2, answers: ['optic', 'focal'], turns: [turn('crane', ['optic'])] },
      'BAD_HISTORY',
    ],
    ['two feedbacks on one board', { boards: 1, turns: [turn('crane', ['optic', 'focal'])] }, 'BAD_HISTORY'],
  ])('refuses %s', (_, game, code) => {
    const e = wordleError(() => reviewPlayedGame(config, rollout, game as never), code as 'BAD_OPTION');
    expect(e.message).toMatch(code === 'BAD_OPTION' ? /--answer w1,w2/u : /^turn 1 \(crane\)/u);
  });
});
