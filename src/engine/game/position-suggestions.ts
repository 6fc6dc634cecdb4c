import { WordleError } from '../../core/errors.js';
import { checkHardMode } from '../../core/hardmode.js';
import { asWordId, type History, type Word, type WordId } from '../../core/types.js';
import { wordId } from '../../core/wordlist.js';
import { COMMON_POOL, commonFirst } from '../../strategies/common.js';
import type { GameConfig } from '../../strategies/context.js';
import { endgame, rankGuesses } from '../../strategies/ranking.js';
import type { GuessContext, Strategy } from '../../strategies/types.js';
import { isExactStrategy } from '../exact/optimal.js';
import { guessStats } from './position-space.js';
import { answerProbability } from './prior.js';
import { toSuggestion, withExact, type Suggestion } from './suggestion.js';

// What a session's questions on one board answer: the suggestions of a position, or the figures of given words.

/**
 * The strategy's pick, given the guesses ranked by its metric: under a prior, a strategy that picks
 * by that metric (`weightedPickByMetric`) picks the ranking's first (or the endgame's guess), so
 * every guess is scanned once, not once for the pick and again for the ranking.
 */
function pickOf(strategy: Strategy, pos: GuessContext, ranked: readonly { readonly guess: number }[]): WordId {
  const first = ranked[0];
  if (strategy.weightedPickByMetric === true && pos.weights !== undefined && first !== undefined) {
    return endgame(pos) ?? asWordId(first.guess);
  }
  return strategy.pick(pos);
}

/**
 * The top guesses with their numbers: the strategy's own pick first, then the rest ranked by the
 * strategy's metric (entropy for strategies without one), ties broken the documented way.
 */
export function rankedSuggestions(
  config: GameConfig,
  pos: GuessContext,
  strategy: Strategy,
  top: number,
): Suggestion[] {
  const prob = answerProbability(pos.candidates, pos.weights);
  if (isExactStrategy(strategy)) {
    // Ranked by exact expected guesses (bounds past the time budget): the strategy's own order, the
    // words a player knows first where it says nothing (equal values, or bounds ranked by bits),
    // among ten at least, so that a shorter list starts as a longer one does.
    const ranked = strategy.rank(pos, Math.max(top, COMMON_POOL));
    const stats = guessStats(
      pos,
      ranked.map((e) => e.guess),
    );
    return commonFirst(ranked.map((e, i) => withExact(toSuggestion(config, stats[i]!, prob(e.guess)), e))).slice(
      0,
      top,
    );
  }
  // The best top + 1: if the pick is among them it moves to the front, else it is prepended.
  const ranked = rankGuesses(pos, strategy.metric ?? ((s) => s.entropy), top + 1);
  const pick = pickOf(strategy, pos, ranked);
  const first = ranked.findIndex((s) => s.guess === pick);
  const head = first >= 0 ? ranked.splice(first, 1) : [pos.partitioner.stats(pick, pos.candidates, pos.weights)];
  return [...head, ...ranked].slice(0, top).map((s) => toSuggestion(config, s, prob(s.guess)));
}

/**
 * The numbers for just these words, in the order given, with each word's rank in the full
 * order `suggestions` uses (1 = the strategy's pick). Throws BAD_WORD for a word outside the
 * allowed list and HARD_MODE for a guess hard mode forbids here.
 */
export function suggestionsOf(
  config: GameConfig,
  pos: GuessContext,
  strategy: Strategy,
  history: History,
  guesses: readonly Word[],
): { rank: number; suggestion: Suggestion }[] {
  const ids = guesses.map((w) => {
    const id = wordId(config.words, w);
    if (!pos.guessIds.includes(id)) {
      const why = checkHardMode(history, config.words.guesses[id] as Word) ?? 'not in the guess pool';
      throw new WordleError(
        'HARD_MODE',
        `${(config.words.guesses[id] as Word).toUpperCase()} cannot be played here: ${why}`,
      );
    }
    return id;
  });
  const ranked = rankGuesses(pos, strategy.metric ?? ((s) => s.entropy));
  const pick = pickOf(strategy, pos, ranked);
  const order = new Map<number, number>([[pick, 1]]);
  for (const r of ranked) if (r.guess !== pick) order.set(r.guess, order.size + 1);
  const prob = answerProbability(pos.candidates, pos.weights);
  const exact = isExactStrategy(strategy) ? strategy.values(pos, ids.map(asWordId)) : undefined;
  return ids.map((id, i) => ({
    rank: order.get(id) ?? 0,
    suggestion: withExact(
      toSuggestion(config, pos.partitioner.stats(asWordId(id), pos.candidates, pos.weights), prob(id)),
      exact?.[i],
    ),
  }));
}
