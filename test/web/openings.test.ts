import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { gameConfig } from '../../src/strategies/context.js';
import { priorSpace } from '../../src/engine/game/prior.js';
import { Session } from '../../src/engine/game/session.js';
import { createStrategy } from '../../src/engine/game/strategies.js';
import { cachedOpenings, openingKey, PRECOMPUTED } from '../../web/scripts/openings.js';

// The web app shows these build-time openings without asking its worker, so they must be exactly
// what the CLI's Session suggests for the same options (the frequency prior: `priorSpace`, as
// `--prior frequency`). The cheap ones are recomputed here; the slow ones (lookahead, frequency
// prior) are checked by their first suggestion, against published or independently known values.
describe('precomputed web openings', () => {
  const openings = cachedOpenings();
  const cheap = PRECOMPUTED.filter((p) => p.prior === 'uniform' && p.strategy !== 'lookahead');

  it('covers every strategy of both lists, and the frequency prior for the default strategy', () => {
    expect(Object.keys(openings).sort()).toEqual(
      PRECOMPUTED.map((p) => openingKey(p.list, p.prior, p.strategy)).sort(),
    );
  });

  it.each(cheap.map((p) => [p.list, p.strategy] as const))(
    '%s / %s equals Session.suggestions(10)',
    (list, strategy) => {
      const words = builtinWordSet(list);
      const session = new Session(
        gameConfig(words, buildPatternMatrix(words.guesses, words.answers)),
        createStrategy(strategy),
      );
      const report = openings[openingKey(list, 'uniform', strategy)]!;
      expect(report.remaining).toBe(words.answers.length);
      expect(report.suggestions).toEqual(session.suggestions(10).map(({ probability: _, ...s }) => s));
    },
  );

  it('opens with SOARE for entropy and ROATE for expected size on the classic list', () => {
    expect(openings[openingKey('classic', 'uniform', 'entropy')]!.suggestions[0]!.word).toBe('soare');
    expect(openings[openingKey('classic', 'uniform', 'expected-size')]!.suggestions[0]!.word).toBe('roate');
  });

  it('the frequency prior opens over all 12972 allowed words, as `wordle suggest --prior frequency` does', () => {
    const report = openings[openingKey('classic', 'frequency', 'entropy')]!;
    const space = priorSpace(builtinWordSet('classic'), 'frequency');
    expect(report.remaining).toBe(space.words.answers.length);
    expect(report.suggestions[0]!.word).toBe('tares'); // see test/web/prior.test.ts for the CLI itself
  });
});
