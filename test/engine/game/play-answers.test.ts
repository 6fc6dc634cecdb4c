import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Word } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { playAnswers } from '../../../src/engine/game/play-answers.js';
import { solve } from '../../../src/engine/game/solve.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { gameConfig } from '../../../src/strategies/context.js';

const words = builtinWordSet('classic');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const entropy = createStrategy('entropy');

describe('playAnswers: the strategy game of any count of boards in one shape', () => {
  it("plays one answer as solve does, each step's one feedback and candidates left", () => {
    const one = solve(config, entropy, 'focus' as Word, { maxGuesses: 3 });
    const game = playAnswers(config, entropy, ['focus' as Word], { maxGuesses: 3 });
    expect(game.status).toBe(one.status);
    expect(game.steps).toEqual(
      one.steps.map((s) => ({ guess: s.guess, patterns: [s.pattern], remaining: s.remaining })),
    );
  });

  it('plays several boards, each board scored until solved, and a game solved too late is lost', () => {
    const answers = ['optic', 'focal'] as Word[];
    const game = playAnswers(config, createStrategy('rollout', { boards: 2 }), answers, { maxGuesses: 3 });
    expect(game.status).toBe('lost');
    expect(game.status === 'lost' && game.reason).toBe(
      `every board solved on guess ${game.steps.length}, more than the 3 allowed`,
    );
    const solved = [false, false];
    for (const s of game.steps) {
      expect(s.patterns).toEqual(answers.map((a, b) => (solved[b] ? null : scoreGuess(s.guess, a))));
      expect(s.remaining).toBe((s.remainingByBoard ?? []).reduce<number>((a, n) => a + (n ?? 0), 0));
      answers.forEach((a, b) => (solved[b] ||= s.guess === a));
    }
    expect(solved).toEqual([true, true]);
  });
});
