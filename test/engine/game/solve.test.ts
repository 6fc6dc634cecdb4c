import { describe, expect, it } from 'vitest';
import { checkHardMode } from '../../../src/core/hardmode.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { solve, type SolveResult } from '../../../src/engine/game/solve.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { wordleError } from '../../helpers/errors.js';
import { smallConfig, smallWidening } from '../../fixtures/widening.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const config = gameConfig(words, matrix);
const entropy = createStrategy('entropy');

/** Every step's feedback is the real one, and the remaining counts only shrink. */
function expectHonest(result: SolveResult, answer: string): void {
  let last = words.answers.length;
  for (const step of result.steps) {
    expect(step.pattern).toBe(scoreGuess(step.guess, answer));
    expect(step.remaining).toBeLessThanOrEqual(last);
    last = step.remaining;
  }
}

describe('solve', () => {
  it('solves focus: soare, thumb, focus', () => {
    const r = solve(config, entropy, 'focus');
    expect(r.status).toBe('solved');
    expect(r.steps.map((s) => `${s.guess}:${s.remaining}`)).toEqual(['soare:15', 'thumb:2', 'focus:1']);
    expectHonest(r, 'focus');
  });

  it.each(['cigar', 'rebut', 'sissy', 'humph', 'eerie', 'mamma', 'jazzy', 'fuzzy'])(
    'solves %s within six guesses, ending on the answer',
    (answer) => {
      const r = solve(config, entropy, answer, { first: 'soare' });
      expect(r.status).toBe('solved');
      expect(r.steps.length).toBeLessThanOrEqual(6);
      expect(r.steps.at(-1)).toMatchObject({ guess: answer, pattern: 242, remaining: 1 });
      expect(r.steps[0]!.guess).toBe('soare');
      expectHonest(r, answer);
    },
  );

  it('plays only hard-mode-legal guesses in hard mode', () => {
    const hard = gameConfig(words, matrix, { hard: true });
    for (const answer of ['focus', 'humph', 'mamma']) {
      const r = solve(hard, entropy, answer, { first: 'soare' });
      expect(r.status).toBe('solved');
      r.steps.forEach((s, i) => expect(checkHardMode(r.steps.slice(0, i), s.guess)).toBeNull());
    }
  });

  it.each([
    ['zzzzz', 'no word of the list'],
    ['xylyl', 'an allowed guess, not an answer'],
  ])('refuses %s (%s) before the first guess: no strategy can find it', (answer) => {
    // It used to play until no candidate was left, then say why.
    expect(words.answers).not.toContain(answer);
    expect(wordleError(() => solve(config, entropy, answer, { first: 'soare' }), 'BAD_WORD').message).toBe(
      `"${answer}" is not in the answer list (2315 answers): the solver can only find one of them`,
    );
  });

  it('gives up after giveUpAfter guesses', () => {
    const r = solve(config, entropy, 'focus', { first: 'soare', maxGuesses: 1, giveUpAfter: 1 });
    expect(r).toEqual({
      status: 'failed',
      steps: [{ guess: 'soare', pattern: scoreGuess('soare', 'focus'), remaining: 15 }],
      reason: 'not solved within 1 guesses',
    });
  });

  it('reports a game found after more than maxGuesses guesses as lost, with the real count', () => {
    const r = solve(config, entropy, 'focus', { first: 'soare', maxGuesses: 2 });
    expect(r.status).toBe('lost');
    expect(r.steps).toHaveLength(3);
    if (r.status === 'lost') expect(r.reason).toBe('found on guess 3, more than the 2 allowed');
    expect(solve(config, entropy, 'focus', { first: 'soare', maxGuesses: 3 }).status).toBe('solved');
  });

  it('rejects a malformed answer or an unknown first guess', () => {
    expect(wordleError(() => solve(config, entropy, 'focu5'), 'BAD_WORD').message).toBe(
      'answer "focu5" is not 5 letters a-z',
    );
    expect(wordleError(() => solve(config, entropy, 'focuses'), 'BAD_WORD').message).toBe(
      'answer "focuses" is not 5 letters a-z',
    );
    expect(wordleError(() => solve(config, entropy, 'focus', { first: 'qzqzq' }), 'BAD_WORD').message).toBe(
      '"qzqzq" is not in the word list',
    );
  });

  // BUG (src/engine/game/solve.ts): `first` is validated with wordId, which trims and lower-cases, but the
  // raw string is then played. 'CRANE' is scored as all gray and filters nothing.
  it('plays a first guess given in upper case as the word it names', () => {
    const r = solve(config, entropy, 'focus', { first: 'CRANE' });
    expect(r.steps[0]).toEqual({
      guess: 'crane',
      pattern: scoreGuess('crane', 'focus'),
      remaining: expect.any(Number),
    });
    expect(r.steps[0]!.remaining).toBeLessThan(2315);
    expectHonest(r, 'focus');
  });
});

describe('solve: answers outside the likely list', () => {
  const w = smallWidening;
  const base = smallConfig;

  it('finds an accepted answer once no likely one fits, saying from which step', () => {
    const r = solve(base, createStrategy('optimal'), 'hit', { first: 'cat', widening: w });
    expect(r.status).toBe('solved');
    expect(r.steps[0]).toEqual({ guess: 'cat', pattern: scoreGuess('cat', 'hit'), remaining: 2, widened: true });
    expect(r.steps.at(-1)).toMatchObject({ guess: 'hit', remaining: 1, widened: true });
  });

  it('refuses, before the first guess, an answer outside the answers (no widening) or outside the accepted words', () => {
    const off = () => solve(base, createStrategy('entropy'), 'hit', { first: 'cat', widening: false });
    expect(wordleError(off, 'BAD_WORD').message).toBe(
      '"hit" is not in the answer list (2 answers): the solver can only find one of them',
    );
    const none = () => solve(base, createStrategy('entropy'), 'zzz', { first: 'cat', widening: w });
    expect(wordleError(none, 'BAD_WORD').message).toBe(
      '"zzz" is not an accepted word: the solver can only find a word of the list',
    );
  });
});
