/**
 * Judge each turn of a game: how much information the guess was expected to give (against the
 * strategy's best guess in the same position), and how much the feedback actually gave.
 * Skill = expected bits / best expected bits; luck = actual bits − expected bits.
 */
import { allCandidates, applyTurn, type Candidates } from '../../src/core/filter.js';
import { asWordId, type History } from '../../src/core/types.js';
import { wordId } from '../../src/core/wordlist.js';
import { makePosition, type GameConfig } from '../../src/engine/position.js';
import type { Strategy } from '../../src/strategies/types.js';
import type { TurnAnalysis } from './protocol.js';

/** Expected bits of guess id g over the candidates (Shannon entropy of its feedback). */
function expectedBits(config: GameConfig, g: number, candidates: Candidates): number {
  const p = makePosition(config, [], candidates).partitioner;
  return p.stats(asWordId(g), candidates, config.weights).entropy;
}

/** The per-turn skill, luck and bits of a history, oldest turn first. */
export function analyzeHistory(config: GameConfig, strategy: Strategy, history: History): TurnAnalysis[] {
  const out: TurnAnalysis[] = [];
  let candidates = allCandidates(config.words);
  history.forEach((turn, i) => {
    const before = history.slice(0, i);
    const pos = makePosition(config, before, candidates);
    const best = strategy.pick(pos);
    const bestBits = expectedBits(config, best, candidates);
    const got = expectedBits(config, wordId(config.words, turn.guess), candidates);
    const next = applyTurn(config.words, candidates, turn, config.matrix);
    const bits = next.length > 0 ? Math.log2(candidates.length / next.length) : 0;
    out.push({
      guess: turn.guess,
      pattern: turn.pattern,
      before: candidates.length,
      after: next.length,
      expectedBits: got,
      bestBits,
      bestGuess: config.words.guesses[best] ?? '',
      bits,
      skill: bestBits > 0 ? Math.max(0, Math.min(1, got / bestBits)) : 1,
      luck: bits - got,
    });
    candidates = next;
  });
  return out;
}
