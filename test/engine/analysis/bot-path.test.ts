/**
 * The strategy's own game beside yours (issue 35, item 3): each of its guesses carries its chance
 * to win and expected guesses from the position it was played in, and they must be the exact
 * oracle's for that position, read again here from scratch (a fresh oracle, the position found by
 * `placeAfter` as the session finds it), on the classic list with the shipped tree and table, on a
 * lost game, in hard mode, and on today's NYT list where the strategy's game leaves the likely answers.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playGuesses } from '../../../src/core/history.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import type { Word } from '../../../src/core/types.js';
import type { WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { analyzeGame, type GameAnalysis } from '../../../src/engine/analysis/analyze.js';
import { gradeTurn } from '../../../src/engine/analysis/grade.js';
import { turnOracle } from '../../../src/engine/analysis/oracle.js';
import type { OptimalOptions } from '../../../src/engine/exact/optimal.js';
import { ExactPlays } from '../../../src/engine/exact/plays.js';
import { configRules, placeAfter } from '../../../src/engine/game/place.js';
import { solve } from '../../../src/engine/game/solve.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { defaultWidening } from '../../../src/engine/game/widen.js';
import { openingTotals } from '../../../src/engine/openings/table.js';
import { readOpeningsFile } from '../../../src/node/openings-file.js';
import { shippedOpeningsPath } from '../../../src/node/openings-text.js';
import { readTreeFile, shippedTreePath } from '../../../src/node/tree-file.js';
import { gameConfig, type GameConfig } from '../../../src/strategies/context.js';
import { wordleError } from '../../helpers/errors.js';

/** The shipped tree (classic) and table of openings, as a library user loads them. */
function shipped(list: 'classic' | 'nyt', hard: boolean, words: WordSet): OptimalOptions {
  const path = shippedOpeningsPath(list, hard ? 'hard' : 'normal');
  return {
    ...(list === 'classic' ? { tree: readTreeFile(shippedTreePath(hard), words) } : {}),
    ...(existsSync(path) ? { openings: openingTotals(readOpeningsFile(path)) } : {}),
  };
}

/** A game reviewed with the optimal strategy and the exact oracle sharing one search, as the CLI does. */
function review(list: 'classic' | 'nyt', hard: boolean, guesses: string[], answer: string) {
  const words = builtinWordSet(list);
  const setup = { ...shipped(list, hard, words), plays: new ExactPlays() };
  const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers), { hard });
  const history = playGuesses(guesses, answer);
  const a = analyzeGame(config, history, createStrategy('optimal', setup), { exact: turnOracle(words, setup), answer });
  return { a, config, setup: shipped(list, hard, words) };
}

/** Every step's figures against a fresh oracle's values for the position before it. */
function expectOracleFigures(a: GameAnalysis, config: GameConfig, setup: OptimalOptions): void {
  const bot = a.bot!;
  const oracle = turnOracle(config.words, setup);
  const rules = configRules(config, defaultWidening(config.words) ?? false);
  bot.steps.forEach((s, i) => {
    const before = bot.steps.slice(0, i);
    const place = placeAfter(rules, before);
    const position = { answers: place.candidates, history: before, hard: config.hard, maxGuesses: 6 };
    const v = oracle(position, s.guess, place.words, place.weights);
    expect(v, `step ${i + 1}`).toBeDefined();
    const { exact } = gradeTurn(v!, place.candidates.length, s.pattern);
    expect([s.winChance, s.expectedGuesses], `step ${i + 1} (${s.guess})`).toEqual([
      exact.winChance,
      exact.expectedGuesses,
    ]);
  });
}

describe("the strategy's game beside yours, with its figures", () => {
  it('classic: its guesses are solve’s, its figures the oracle’s; SALET opens at 7920/2315', () => {
    const { a, config, setup } = review('classic', false, ['crane', 'moist', 'pilot', 'foist'], 'foist');
    const bot = a.bot!;
    expect(bot.steps.map((s) => s.guess)).toEqual(
      solve(config, createStrategy('optimal', setup), 'foist' as Word).steps.map((s) => s.guess),
    );
    expect(bot).toMatchObject({ strategy: 'optimal', answer: 'foist', status: 'solved' });
    // Selby, "The best strategies for Wordle" (2022): SALET takes 7920 guesses over the 2315 answers.
    expect(bot.steps[0]).toMatchObject({ guess: 'salet', winChance: 1 });
    expect(bot.steps[0]!.expectedGuesses).toBe(7920 / 2315);
    expect(bot.steps.at(-1)).toMatchObject({ guess: 'foist', winChance: 1, expectedGuesses: 1 });
    expectOracleFigures(a, config, setup);
  });

  it('hard mode: SALET opens at 8122/2315, every step the oracle’s', () => {
    const { a, config, setup } = review('classic', true, ['soare', 'clint', 'badly', 'gully'], 'gully');
    // Selby (2022): in hard mode SALET takes 8122 guesses over the 2315 answers.
    expect(a.bot!.steps[0]!.expectedGuesses).toBe(8122 / 2315);
    expectOracleFigures(a, config, setup);
  });

  it('a lost game: the answer given, the strategy plays it; a wrong answer is refused', () => {
    const guesses = ['fuzzy', 'mummy', 'puppy', 'bobby', 'dizzy', 'kitty'];
    const { a, config, setup } = review('classic', false, guesses, 'jaunt');
    expect(a.summary.solved).toBe(false);
    expect(a.bot).toMatchObject({ answer: 'jaunt', status: 'solved' });
    expectOracleFigures(a, config, setup);
    const e = wordleError(
      () => analyzeGame(config, playGuesses(guesses, 'jaunt'), createStrategy('entropy'), { answer: 'giant' }),
      'BAD_HISTORY',
    );
    expect(e.message).toBe('the answer "giant" does not give turn 1 (fuzzy) its feedback bybbb');
    // Not known: no strategy's game.
    expect(analyzeGame(config, playGuesses(guesses, 'jaunt'), createStrategy('entropy')).bot).toBeNull();
  });

  it("today's NYT list: its game leaves the likely answers for JEANS, graded over the accepted words that fit", () => {
    const { a, config, setup } = review('nyt', false, ['crane', 'leant', 'means', 'bawdy', 'jeans'], 'jeans');
    const bot = a.bot!;
    expect(bot.steps.some((s) => s.widened === true)).toBe(true);
    expectOracleFigures(a, config, setup);
  });

  it('your game played as the strategy plays it: the same figures on both sides', () => {
    const words = builtinWordSet('classic');
    const setup = shipped('classic', false, words);
    const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
    const its = solve(config, createStrategy('optimal', setup), 'cigar' as Word).steps.map((s) => s.guess);
    const a = analyzeGame(config, playGuesses(its, 'cigar'), createStrategy('optimal', setup), {
      exact: turnOracle(words, setup),
    });
    expect(a.bot!.steps.map((s) => [s.winChance, s.expectedGuesses])).toEqual(
      a.turns.map((t) => [t.exact!.winChance, t.exact!.expectedGuesses]),
    );
  });
});
