import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { parseFeedback } from '../../src/core/feedback.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { gameConfig, guessContext } from '../../src/strategies/context.js';
import { createStrategy } from '../../src/engine/game/strategies.js';
import { rankGuesses } from '../../src/strategies/ranking.js';

// The web app shows these reports while a long scan runs (and lets the user cancel it).
describe('progress reports of long scans', () => {
  const words = builtinWordSet('classic');
  const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
  const history = [{ guess: 'soare', pattern: parseFeedback('bbbbb', 5) }];

  it('rankGuesses reports its scan of the guesses, in order, without changing the ranking', () => {
    const seen: [string, number, number][] = [];
    const pos = guessContext({ ...config, progress: (s, d, t) => seen.push([s, d, t]) }, history);
    const ranked = rankGuesses(pos, (s) => s.entropy, 5);
    expect(seen.map(([, d]) => d)).toEqual([
      0, 1024, 2048, 3072, 4096, 5120, 6144, 7168, 8192, 9216, 10240, 11264, 12288,
    ]);
    expect(seen.every(([s, , t]) => s === 'ranking guesses' && t === 12972)).toBe(true);
    expect(ranked).toEqual(rankGuesses(guessContext(config, history), (s) => s.entropy, 5));
  });

  it('lookahead reports each first guess it looks two steps ahead from', () => {
    const stages: string[] = [];
    const pos = guessContext({ ...config, progress: (s, d, t) => stages.push(`${s} ${d}/${t}`) }, history);
    createStrategy('lookahead', { lookaheadTop: 3 }).pick(pos);
    expect(stages).toEqual([
      'looking two guesses ahead 0/3',
      'looking two guesses ahead 1/3',
      'looking two guesses ahead 2/3',
    ]);
  });
});
