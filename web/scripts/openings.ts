/**
 * The opening position's report for the default options, computed at build time (the Vite plugin
 * in vite.config.ts turns it into the `virtual:openings` module). The opening is the one position
 * that ranks every guess against every answer, so computing it here lets the first suggestion
 * appear as soon as the page has loaded; the worker still recomputes it, and the browser tests
 * check the two agree. Derived data: never committed, rebuilt with the app.
 */
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { gameConfig } from '../../src/engine/position.js';
import { Session } from '../../src/engine/session.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { createStrategy } from '../../src/strategies/index.js';
import type { PositionReport } from '../src/protocol.js';

/** Options whose opening is precomputed: both lists, the metric strategies, uniform prior. */
export const PRECOMPUTED = { lists: ['classic', 'nyt'], strategies: ['entropy', 'expected-size'] } as const;

/** Key of a precomputed opening. Hard mode does not change the opening (there is no history yet). */
export const openingKey = (list: string, strategy: string): string => `${list}/${strategy}`;

/** Every precomputed opening report (top 10 suggestions), by `openingKey`. */
export function computeOpenings(top = 10): Record<string, PositionReport> {
  const out: Record<string, PositionReport> = {};
  for (const list of PRECOMPUTED.lists) {
    const words = builtinWordSet(list);
    const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
    for (const name of PRECOMPUTED.strategies) {
      const list10 = new Session(config, createStrategy(name)).suggestions(top);
      out[openingKey(list, name)] = {
        remaining: words.answers.length,
        candidates: null,
        suggestions: list10,
        treeGuess: null,
        ms: 0,
      };
    }
  }
  return out;
}
