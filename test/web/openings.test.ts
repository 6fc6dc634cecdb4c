import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { gameConfig } from '../../src/engine/position.js';
import { Session } from '../../src/engine/session.js';
import { createStrategy } from '../../src/strategies/index.js';
import { computeOpenings, openingKey, PRECOMPUTED } from '../../web/scripts/openings.js';

// The web app shows these build-time openings before its worker has computed anything, so they
// must be exactly what the CLI's Session suggests for the same options.
describe('precomputed web openings', () => {
  const openings = computeOpenings();

  it.each(PRECOMPUTED.lists.flatMap((list) => PRECOMPUTED.strategies.map((s) => [list, s] as const)))(
    '%s / %s equals Session.suggestions(10)',
    (list, strategy) => {
      const words = builtinWordSet(list);
      const session = new Session(
        gameConfig(words, buildPatternMatrix(words.guesses, words.answers)),
        createStrategy(strategy),
      );
      const report = openings[openingKey(list, strategy)]!;
      expect(report.remaining).toBe(words.answers.length);
      expect(report.suggestions).toEqual(session.suggestions(10));
    },
  );

  it('opens with SOARE for entropy and ROATE for expected size on the classic list', () => {
    expect(openings[openingKey('classic', 'entropy')]!.suggestions[0]!.word).toBe('soare');
    expect(openings[openingKey('classic', 'expected-size')]!.suggestions[0]!.word).toBe('roate');
  });
});
