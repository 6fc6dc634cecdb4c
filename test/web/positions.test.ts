/**
 * The web worker computes a position on its own answers through the engine's position-space.ts
 * (test/engine/game/position-space.test.ts checks that it gives what the whole list gives): the
 * worker's adapter keeps the last position, and the memory it keeps is guesses × answers left.
 * Today's NYT list, read as the worker reads a history: when no likely answer fits, the accepted
 * words that fit.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  buildPatternMatrix,
  builtinWordSet,
  createStrategy,
  filterCandidates,
  gameConfig,
  parseHistory,
  Session,
} from 'wordlekit';
import { placeAfter, priorSpace, widenedLine } from 'wordlekit/core';

// The worker imports the library's entries, and so does this test: both get its sources.
vi.mock('wordlekit', async () => import('../../src/entries/wordlekit.js'));
vi.mock('wordlekit/core', async () => import('../../src/entries/core.js'));
const { Positions } = await import('../../web/src/worker/positions.js');

const base = builtinWordSet('classic');

describe("the worker's positions", () => {
  it('keeps guesses × answers left, one byte each (12972 × 15 after SOARE = YGBBB), and the last one only', () => {
    const positions = new Positions();
    const space = priorSpace(base, 'uniform');
    const c = filterCandidates(base, parseHistory(['soare=ygbbb'], 5));
    const position = positions.get(space, c, false);
    expect(position.config.matrix.data.byteLength).toBe(12972 * 15);
    expect(position.config.words.guesses).toHaveLength(12972);
    expect(positions.get(space, Uint32Array.from(c), false)).toBe(position);
    expect(positions.get(space, c, true) === position).toBe(false);
  });
});

describe("today's NYT list when no likely answer fits (the engine's placeAfter, as the worker reads a history)", () => {
  const nyt = builtinWordSet('nyt');
  // JEANS is accepted but not a likely answer: after TARSE and BEANS no likely answer fits.
  const jeans = parseHistory(['tarse=bybyy', 'beans=bgggg'], 5);

  it.each(['optimal', 'entropy'])(
    '%s: the accepted words that fit, and the suggestions of the engine’s Session over the whole list',
    (strategy) => {
      const whole = new Session(
        gameConfig(nyt, buildPatternMatrix(nyt.guesses, nyt.answers)),
        createStrategy(strategy),
      );
      whole.playAll(jeans);
      expect(whole.widened).toBe(true);
      const place = placeAfter({ words: nyt, hard: false }, jeans);
      expect(place.widenedAt).toBe(2);
      expect(widenedLine(place.candidates.length)).toBe(
        'no likely answer fits: now among the 9 accepted words that fit',
      );
      expect(Array.from(place.candidates, (a) => place.words.answers[a])).toEqual(whole.candidateWords);
      expect(whole.place.words.answers).toEqual(place.words.answers);
      const position = new Positions().get(place, place.candidates, false);
      const own = new Session(position.config, createStrategy(strategy));
      own.playAll(jeans);
      expect(own.suggestions(10)).toEqual(whole.suggestions(10));
      expect(position.config.matrix.data.byteLength).toBe(14855 * 9); // never the whole list's matrix
    },
  );

  it('leaves other lists, and the frequency prior (every accepted word already an answer), alone', () => {
    expect(() => placeAfter({ words: base, hard: false }, parseHistory(['salet=bbbbb', 'bemix=ggggg'], 5))).toThrow(
      /no answer in the list fits/u,
    );
    const freq = placeAfter({ ...priorSpace(nyt, 'frequency'), hard: false }, jeans);
    expect(freq.widenedAt).toBeNull();
    expect(freq.candidates).toHaveLength(9);
  });

  it('still refuses what no accepted word fits, a word outside the list, and in hard mode a guess it forbids', () => {
    expect(() => placeAfter({ words: nyt, hard: false }, parseHistory(['tarse=ggggg', 'jeans=ggggg'], 5))).toThrow(
      /no accepted word fits.*\(nothing fits after turn 2, jeans\)/u,
    );
    expect(() => placeAfter({ words: nyt, hard: false }, parseHistory(['qqqqq=bbbbb'], 5))).toThrow(
      'QQQQQ is not in the word list',
    );
    expect(() => placeAfter({ words: nyt, hard: true }, parseHistory(['crane=gbbbb', 'moist=bbbbb'], 5))).toThrow(
      'hard mode: MOIST is not allowed',
    );
  });
});
