import { WordleError } from '../../core/errors.js';
import { formatFeedback } from '../../core/feedback.js';
import { scoreGuess } from '../../core/pattern.js';
import { quote } from '../../core/quote.js';
import type { History, Word } from '../../core/types.js';
import type { Position } from '../../search/position/position.js';
import type { Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import { solve, type SolveResult, type SolveStep } from '../game/solve.js';
import type { Widening } from '../game/widen.js';
import { gradeTurn, type TurnOracle } from './grade.js';
import { replayGame } from './replay.js';
import type { ReviewBot, ReviewBotStep } from './review.js';

/** One guess of the strategy's own game, with its figures from the position it was played in (`ReviewBotStep` on one board). */
export interface BotStep extends SolveStep, ReviewBotStep {
  /**
   * The chance to win and the expected guesses to finish (this one included, best play after it;
   * a lost game counting the guesses left + 1) after playing the guess from its position, as
   * `ExactTurn` gives them for your guesses; null when the exact values are not known (no oracle,
   * a time budget run out, or no guess left).
   */
  readonly winChance: number | null;
  readonly expectedGuesses: number | null;
}

/** The strategy's own game for the answer of a reviewed one (as WordleBot shows its path beside yours). */
export interface BotPath extends ReviewBot {
  readonly answer: Word;
  readonly status: SolveResult['status'];
  readonly steps: readonly BotStep[];
}

/** The answer of a game: a solved one's last guess, else `given`, which must give every turn its feedback. */
export function gameAnswer(history: History, solved: boolean, given: string | undefined): Word | undefined {
  if (solved) return history.at(-1)!.guess;
  if (given === undefined) return undefined;
  const answer = given.trim().toLowerCase() as Word;
  const i = history.findIndex((t) => t.guess.length !== answer.length || scoreGuess(t.guess, answer) !== t.pattern);
  if (i >= 0) {
    const t = history[i]!;
    throw new WordleError(
      'BAD_HISTORY',
      `the answer ${quote(given)} does not give turn ${i + 1} (${t.guess}) its feedback ${formatFeedback(t.pattern, t.guess.length)}`,
    );
  }
  return answer;
}

/** What the bot's path is played and graded with (those of the review). */
export interface BotPathOptions {
  readonly exact: TurnOracle | undefined;
  readonly maxGuesses: number;
  readonly widening: Widening | undefined;
}

/**
 * The strategy's game for `answer` (the engine's `solve`), each of its guesses graded by `exact`
 * in the position it was played in, over the words it was played against (after a widening, the
 * accepted words that fit, by their prior), as `analyzeGame` grades yours.
 */
export function botPath(config: GameConfig, strategy: Strategy, answer: Word, o: BotPathOptions): BotPath {
  const r = solve(config, strategy, answer, {
    maxGuesses: o.maxGuesses,
    widening: o.widening ?? false,
  });
  const history: History = r.steps;
  // (a failed game's last guess, after which nothing fitted, is not replayed: it has no position after it)
  const played = r.status === 'failed' && r.steps.at(-1)?.remaining === 0 ? history.slice(0, -1) : history;
  const read = replayGame(config, played, o.widening);
  const steps = r.steps.map((played, i): BotStep => {
    const s = { ...played, patterns: [played.pattern] };
    const at = read[i];
    if (at === undefined || o.exact === undefined) return { ...s, winChance: null, expectedGuesses: null };
    const position: Position = {
      answers: at.place.candidates,
      history: history.slice(0, i),
      hard: config.hard,
      maxGuesses: o.maxGuesses,
    };
    const values = o.exact(position, s.guess, at.game.words, at.game.weights);
    if (values === undefined) return { ...s, winChance: null, expectedGuesses: null };
    const { exact } = gradeTurn(values, position.answers.length, s.pattern);
    return { ...s, winChance: exact.winChance, expectedGuesses: exact.expectedGuesses };
  });
  return { strategy: strategy.name, answer, status: r.status, steps };
}
