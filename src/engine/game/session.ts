import { type Candidates, candidateWords, NO_CANDIDATES_MESSAGE, applyTurn, allCandidates } from '../../core/filter.js';
import { WordleError } from '../../core/errors.js';
import { checkHardMode } from '../../core/hardmode.js';
import type { GuessStats } from '../../core/partition.js';
import { asWordId, type Turn, type Word } from '../../core/types.js';
import {
  expectConfig,
  expectInt,
  expectObject,
  expectStrategy,
  expectStrings,
  expectTurn,
} from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import { rankGuesses } from '../../strategies/ranking.js';
import type { Strategy } from '../../strategies/types.js';
import { guessContext, type GameConfig } from '../../strategies/context.js';
import { isExactStrategy, type ExactGuess } from '../exact/optimal.js';
import { answerProbability } from './prior.js';

/** One suggested guess with the numbers the assistant shows. */
export interface Suggestion {
  /** The guess. */
  readonly word: Word;
  /** Expected information of its feedback, in bits (the Shannon entropy of the partition). */
  readonly entropy: number;
  /** Expected number of answers left after it (Σ size² / n, or weighted by the prior). */
  readonly expectedSize: number;
  /** The largest number of answers it can leave. */
  readonly worstCase: number;
  /** Whether it can itself be the answer. */
  readonly isCandidate: boolean;
  /** Probability that this guess is the answer under the prior (0 when it cannot be). */
  readonly probability: number;
  /**
   * With the `optimal` strategy: the expected number of further guesses with this guess next and
   * the best play after it, this guess included (total / remaining answers). Exact when `proven`;
   * otherwise a lower bound (the search ran out of its time budget).
   */
  readonly expectedGuesses?: number;
  /** With the `optimal` strategy: whether `expectedGuesses` is exact. */
  readonly proven?: boolean;
}

/** A suggestion with the optimal strategy's numbers added. */
function withExact(s: Suggestion, e: ExactGuess | undefined): Suggestion {
  return e === undefined ? s : { ...s, expectedGuesses: e.expectedGuesses, proven: e.proven };
}

/** Convert partition statistics to a suggestion. */
export function toSuggestion(config: GameConfig, s: GuessStats, probability = 0): Suggestion {
  expectConfig(config, 'toSuggestion');
  expectObject(s, 'toSuggestion', 'stats');
  expectInt(s.guess, 'toSuggestion', 'stats.guess', 0, config.words.guesses.length - 1);
  return {
    word: config.words.guesses[s.guess] as Word,
    entropy: s.entropy,
    expectedSize: s.expectedSize,
    worstCase: s.worstCase,
    isCandidate: s.isCandidate,
    probability,
  };
}

/**
 * The assistant's state: the turns played, the candidates after each, undo and reset.
 * A turn that is inconsistent (nothing fits) or breaks hard mode is rejected and changes nothing.
 */
export class Session {
  private turns: Turn[] = [];
  private stack: Candidates[];

  constructor(
    readonly config: GameConfig,
    readonly strategy: Strategy,
  ) {
    expectConfig(config, 'Session');
    expectStrategy(strategy, 'Session');
    this.stack = [allCandidates(config.words)];
  }

  /** Turns played so far. */
  get history(): readonly Turn[] {
    return this.turns;
  }

  /** Remaining candidates. */
  get candidates(): Candidates {
    return this.stack[this.stack.length - 1] as Candidates;
  }

  /** Remaining candidate words. */
  get candidateWords(): Word[] {
    return candidateWords(this.config.words, this.candidates);
  }

  /** True once the last turn was all green. */
  get solved(): boolean {
    const last = this.turns[this.turns.length - 1];
    return last !== undefined && last.pattern === 3 ** last.guess.length - 1;
  }

  /** Play a turn. Throws HARD_MODE or NO_CANDIDATES and leaves the state unchanged. */
  play(turn: Turn): Candidates {
    expectTurn(turn, 'Session.play');
    if (turn.guess.length !== this.config.words.length) {
      throw new WordleError('BAD_WORD', `"${turn.guess}" is not ${this.config.words.length} letters`);
    }
    if (this.config.hard) {
      const v = checkHardMode(this.turns, turn.guess);
      if (v !== null) throw new WordleError('HARD_MODE', `hard mode: ${turn.guess.toUpperCase()} is not allowed: ${v}`);
    }
    const next = applyTurn(this.config.words, this.candidates, turn, this.config.matrix);
    if (next.length === 0) throw new WordleError('NO_CANDIDATES', NO_CANDIDATES_MESSAGE);
    this.turns.push(turn);
    this.stack.push(next);
    return next;
  }

  /** Take back the last turn; false when there is none. */
  undo(): boolean {
    if (this.turns.length === 0) return false;
    this.turns.pop();
    this.stack.pop();
    return true;
  }

  /** Start over. */
  reset(): void {
    this.turns = [];
    this.stack = [this.stack[0] as Candidates];
  }

  /** The strategy's next guess. */
  next(): Word {
    const pos = guessContext(this.config, this.turns, this.candidates);
    return this.config.words.guesses[this.strategy.pick(pos)] as Word;
  }

  /**
   * The top guesses with their numbers: the strategy's own pick first, then the rest ranked by the
   * strategy's metric (entropy for strategies without one), ties broken the documented way.
   */
  suggestions(top = 10): Suggestion[] {
    expectInt(top, 'Session.suggestions', 'top', 0);
    const pos = guessContext(this.config, this.turns, this.candidates);
    const prob = answerProbability(pos.candidates, pos.weights);
    if (isExactStrategy(this.strategy)) {
      // Ranked by exact expected guesses (bounds past the time budget): the strategy's own order.
      return this.strategy
        .rank(pos, top)
        .map((e) =>
          withExact(
            toSuggestion(this.config, pos.partitioner.stats(e.guess, pos.candidates, pos.weights), prob(e.guess)),
            e,
          ),
        );
    }
    const pick = this.strategy.pick(pos);
    // The best top + 1: if the pick is among them it moves to the front, else it is prepended.
    const ranked = rankGuesses(pos, this.strategy.metric ?? ((s) => s.entropy), top + 1);
    const first = ranked.findIndex((s) => s.guess === pick);
    const head = first >= 0 ? ranked.splice(first, 1) : [pos.partitioner.stats(pick, pos.candidates, pos.weights)];
    return [...head, ...ranked].slice(0, top).map((s) => toSuggestion(this.config, s, prob(s.guess)));
  }

  /**
   * The numbers for just these words, in the order given, with each word's rank in the full
   * order `suggestions` uses (1 = the strategy's pick). Throws BAD_WORD for a word outside the
   * allowed list and HARD_MODE for a guess hard mode forbids here.
   */
  suggestionsFor(guesses: readonly Word[]): { rank: number; suggestion: Suggestion }[] {
    expectStrings(guesses, 'Session.suggestionsFor', 'guesses');
    const pos = guessContext(this.config, this.turns, this.candidates);
    const ids = guesses.map((w) => {
      const id = wordId(this.config.words, w);
      if (!pos.guessIds.includes(id)) {
        const why = checkHardMode(this.turns, this.config.words.guesses[id] as Word) ?? 'not in the guess pool';
        throw new WordleError(
          'HARD_MODE',
          `${(this.config.words.guesses[id] as Word).toUpperCase()} cannot be played here: ${why}`,
        );
      }
      return id;
    });
    const pick = this.strategy.pick(pos);
    const ranked = rankGuesses(pos, this.strategy.metric ?? ((s) => s.entropy));
    const order = new Map<number, number>([[pick, 1]]);
    for (const r of ranked) if (r.guess !== pick) order.set(r.guess, order.size + 1);
    const prob = answerProbability(pos.candidates, pos.weights);
    const exact = isExactStrategy(this.strategy) ? this.strategy.values(pos, ids.map(asWordId)) : undefined;
    return ids.map((id, i) => ({
      rank: order.get(id) ?? 0,
      suggestion: withExact(
        toSuggestion(this.config, pos.partitioner.stats(asWordId(id), pos.candidates, pos.weights), prob(id)),
        exact?.[i],
      ),
    }));
  }
}
