/**
 * The assistant's suggestions, computed the way `Session.suggestions` (src/engine/session.ts) does,
 * but keeping only the best few guesses while scanning instead of ranking and sorting all of them:
 * the same list, several times faster on the 13k-guess opening. The browser tests check the two agree.
 */
import type { GuessStats } from '../../src/core/partition.js';
import { asWordId, type History } from '../../src/core/types.js';
import type { Candidates } from '../../src/core/filter.js';
import { makePosition, type GameConfig } from '../../src/engine/position.js';
import { answerProbability } from '../../src/engine/prior.js';
import { toSuggestion, type Suggestion } from '../../src/engine/session.js';
import { compareRanked, type Metric } from '../../src/strategies/ranking.js';
import type { Position, Strategy } from '../../src/strategies/types.js';

type Ranked = GuessStats & { score: number };

/** The k best guesses by `metric`, best first, in `compareRanked` order (same as rankGuesses(...).slice(0, k)). */
export function topRanked(pos: Position, metric: Metric, k: number): Ranked[] {
  const out: Ranked[] = [];
  for (const g of pos.guessIds) {
    const s = pos.partitioner.stats(asWordId(g), pos.candidates, pos.weights);
    const r = { ...s, score: metric(s) };
    if (out.length === k && compareRanked(r, out[k - 1]!) >= 0) continue;
    // Insertion into a short sorted list: k is about 10.
    let i = Math.min(out.length, k - 1);
    while (i > 0 && compareRanked(r, out[i - 1]!) < 0) i--;
    out.splice(i, 0, r);
    if (out.length > k) out.pop();
  }
  return out;
}

/** The strategy's pick first, then the best of the rest by its metric: `Session.suggestions(top)`. */
export function suggestions(
  config: GameConfig,
  strategy: Strategy,
  history: History,
  candidates: Candidates,
  top: number,
): Suggestion[] {
  const pos = makePosition(config, history, candidates);
  const pick = strategy.pick(pos);
  const best = topRanked(pos, strategy.metric ?? ((s) => s.entropy), top + 1);
  const first = best.findIndex((s) => s.guess === pick);
  const head = first >= 0 ? best.splice(first, 1) : [pos.partitioner.stats(pick, pos.candidates, pos.weights)];
  const prob = answerProbability(pos.candidates, pos.weights);
  return [...head, ...best].slice(0, top).map((s) => toSuggestion(config, s, prob(s.guess)));
}
