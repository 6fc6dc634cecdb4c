import { type Candidates, candidateWords } from '../../core/filter.js';
import { WordleError } from '../../core/errors.js';
import { checkHardMode } from '../../core/hardmode.js';
import { asWordId, type History, type Turn, type Word } from '../../core/types.js';
import {
  expectConfig,
  readHistory,
  expectInt,
  expectObject,
  expectStrategy,
  expectStrings,
  readTurn,
  expectOptionsOf,
  RULES,
} from '../../core/validate.js';
import { matrixBuilt } from '../../core/sub-matrix.js';
import { wordId } from '../../core/wordlist.js';
import { endgame, rankGuesses } from '../../strategies/ranking.js';
import type { Strategy } from '../../strategies/types.js';
import { guessContext, type GameConfig } from '../../strategies/context.js';
import { INTERACTIVE_BUDGET_MS, isExactStrategy } from '../exact/optimal.js';
import { toSuggestion, withExact, type Suggestion } from './suggestion.js';
import { COMMON_POOL, commonFirst } from '../../strategies/common.js';
import { createStrategy, DEFAULT_STRATEGY } from './strategies.js';
import type { Widening } from './widen.js';
import {
  configRules,
  namingTurn,
  nextPlace,
  placeConfig,
  placeWidens,
  startPlace,
  type Place,
  type PlaceRules,
} from './place.js';
import { answerProbability } from './prior.js';
import { guessStats, PositionGames } from './position-space.js';
import type { GuessContext } from '../../strategies/types.js';

/** Options of a session. */
export interface SessionOptions {
  /**
   * When no answer of the list fits a turn, widen to every allowed word that fits, weighted by the
   * frequency prior (see engine/game/widen.ts); `false`: never (the turn is rejected).
   * @default `defaultWidening(config.words)`: today's NYT list widens, the games' own lists do not
   */
  readonly widening?: Widening | false;
}

/** A position of the session: the game it is played over (widened or not) and where it stands. */
interface Frame {
  readonly config: GameConfig;
  readonly place: Place;
}

/**
 * The assistant's state: the turns played, the candidates after each, undo and reset. When no
 * likely answer fits a turn, the answers widen to the accepted words that fit (see
 * `SessionOptions.widening`). A turn that is inconsistent (nothing fits) or breaks hard mode is
 * rejected and changes nothing.
 */
export class Session {
  readonly strategy: Strategy;
  private turns: Turn[] = [];
  private frames: Frame[];
  /** The rules a turn is read under (`nextPlace`: the one reading of a history). */
  private readonly rules: PlaceRules;
  /** The game of the position last asked about (its answers left on their own: see `position`). */
  private readonly games = new PositionGames();

  /** `strategy`: @default the optimal one (`DEFAULT_STRATEGY`) within `INTERACTIVE_BUDGET_MS` a question */
  constructor(config: GameConfig, strategy?: Strategy, options: SessionOptions = {}) {
    expectConfig(config, 'Session');
    this.strategy = strategy ?? createStrategy(DEFAULT_STRATEGY, { budgetMs: INTERACTIVE_BUDGET_MS });
    expectStrategy(this.strategy, 'Session');
    expectOptionsOf(options, 'Session', { widening: RULES.widening });
    expectObject(options, 'Session', 'options');
    // A guess outside the allowed list is scored all the same (the commands check their lists first).
    this.rules = configRules(config, options.widening as Widening | false | undefined, true);
    this.frames = [{ config, place: startPlace(this.rules) }];
  }

  private get top(): Frame {
    return this.frames[this.frames.length - 1]!;
  }

  /** The game the position is played over: the base one, or its widening once no likely answer fits. */
  get config(): GameConfig {
    return this.top.config;
  }

  /** True once no answer of the list fitted and the answers widened to the accepted words that fit. */
  get widened(): boolean {
    return this.top.config !== this.frames[0]!.config;
  }

  /** Whether the answers widen when no answer of the list fits (today's NYT list; see `SessionOptions`). */
  get widens(): boolean {
    return placeWidens(this.rules);
  }

  /** Turns played so far. */
  get history(): readonly Turn[] {
    return this.turns;
  }

  /** Remaining candidates (answer ids of `config.words`). */
  get candidates(): Candidates {
    return this.top.place.candidates;
  }

  /** Where the game stands: the words it is played over, the answers left, the turn it widened after. */
  get place(): Place {
    return this.top.place;
  }

  /** Remaining candidate words (after a widening: most likely first). */
  get candidateWords(): Word[] {
    return candidateWords(this.config.words, this.candidates);
  }

  /** True once the last turn was all green. */
  get solved(): boolean {
    const last = this.turns[this.turns.length - 1];
    return last !== undefined && last.pattern === 3 ** last.guess.length - 1;
  }

  /** Play a turn. Throws HARD_MODE or NO_CANDIDATES and leaves the state unchanged. */
  play(input: Turn): Candidates {
    const turn = readTurn(input, 'Session.play');
    const { config, place } = this.top;
    // The answers left come from the guess's row over them: the whole matrix only when already made.
    const next = nextPlace(this.rules, place, this.turns, turn, matrixBuilt(config.matrix) ? config.matrix : undefined);
    const frame: Frame = {
      config: next.words === place.words ? config : placeConfig(this.frames[0]!.config, next),
      place: next,
    };
    this.turns.push(turn);
    this.frames.push(frame);
    return next.candidates;
  }

  /**
   * Play a whole history (say, from the command line), or none of it: on a turn that is rejected
   * the session is left as it was, and a NO_CANDIDATES error names the turn.
   */
  playAll(input: History): void {
    const history = readHistory(input, 'Session.playAll');
    const start = this.turns.length;
    history.forEach((t, i) => {
      try {
        this.play(t);
      } catch (e) {
        while (this.turns.length > start) this.undo();
        throw namingTurn(e, start + i, t);
      }
    });
  }

  /** Take back the last turn; false when there is none. */
  undo(): boolean {
    if (this.turns.length === 0) return false;
    this.turns.pop();
    this.frames.pop();
    return true;
  }

  /** Start over. */
  reset(): void {
    this.turns = [];
    this.frames = [this.frames[0]!];
  }

  /**
   * What a question about the position reads: its game and the strategy's view of it. After a
   * turn that is the answers left on their own, with the matrix of every guess against just them
   * (engine/game/position-space.ts), unless the whole matrix is already made; at the start, the
   * whole game (its matrix is made, or read from its cache, only if a question reads it).
   */
  private position(): { config: GameConfig; pos: GuessContext } {
    const game = this.games.get(this.config, this.candidates);
    return { config: game.config, pos: guessContext(game.config, this.turns, game.candidates) };
  }

  /** The strategy's next guess. */
  next(): Word {
    const { config, pos } = this.position();
    return config.words.guesses[this.strategy.pick(pos)] as Word;
  }

  /**
   * The top guesses with their numbers: the strategy's own pick first, then the rest ranked by the
   * strategy's metric (entropy for strategies without one), ties broken the documented way.
   */
  suggestions(top = 10): Suggestion[] {
    expectInt(top, 'Session.suggestions', 'top', 0);
    const { config, pos } = this.position();
    const prob = answerProbability(pos.candidates, pos.weights);
    if (isExactStrategy(this.strategy)) {
      // Ranked by exact expected guesses (bounds past the time budget): the strategy's own order, the
      // words a player knows first where it says nothing (equal values, or bounds ranked by bits),
      // among ten at least, so that a shorter list starts as a longer one does.
      const ranked = this.strategy.rank(pos, Math.max(top, COMMON_POOL));
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
    const ranked = rankGuesses(pos, this.strategy.metric ?? ((s) => s.entropy), top + 1);
    // (under a prior, a pick by the metric is the ranking's first: not a second scan of every guess)
    const byMetric = this.strategy.weightedPickByMetric === true && pos.weights !== undefined && ranked.length > 0;
    const pick = byMetric ? (endgame(pos) ?? ranked[0]!.guess) : this.strategy.pick(pos);
    const first = ranked.findIndex((s) => s.guess === pick);
    const head = first >= 0 ? ranked.splice(first, 1) : [pos.partitioner.stats(pick, pos.candidates, pos.weights)];
    return [...head, ...ranked].slice(0, top).map((s) => toSuggestion(config, s, prob(s.guess)));
  }

  /**
   * The numbers for just these words, in the order given, with each word's rank in the full
   * order `suggestions` uses (1 = the strategy's pick). Throws BAD_WORD for a word outside the
   * allowed list and HARD_MODE for a guess hard mode forbids here.
   */
  suggestionsFor(guesses: readonly Word[]): { rank: number; suggestion: Suggestion }[] {
    expectStrings(guesses, 'Session.suggestionsFor', 'guesses');
    const { config, pos } = this.position();
    const ids = guesses.map((w) => {
      const id = wordId(config.words, w);
      if (!pos.guessIds.includes(id)) {
        const why = checkHardMode(this.turns, config.words.guesses[id] as Word) ?? 'not in the guess pool';
        throw new WordleError(
          'HARD_MODE',
          `${(config.words.guesses[id] as Word).toUpperCase()} cannot be played here: ${why}`,
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
        toSuggestion(config, pos.partitioner.stats(asWordId(id), pos.candidates, pos.weights), prob(id)),
        exact?.[i],
      ),
    }));
  }
}
