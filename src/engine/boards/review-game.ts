import { WordleError } from '../../core/errors.js';
import type { MultiTurn, Pattern, Word } from '../../core/types.js';
import { formatFeedback } from '../../core/feedback.js';
import { scoreGuess } from '../../core/pattern.js';
import { badArgument, expectInt } from '../../core/validate.js';
import type { GameConfig } from '../../strategies/context.js';
import type { Strategy } from '../../strategies/types.js';
import { reviewBoardsGame } from './review.js';
import { MAX_BOARDS } from '../game/rules.js';
import { analyzeGame, type AnalyzeOptions } from '../analysis/analyze.js';
import type { Review } from '../analysis/review.js';

/** A finished game to review: its turns (one feedback per board) and, where known, the answer of each board. */
export interface PlayedGameInput {
  readonly boards: number;
  readonly turns: readonly MultiTurn[];
  /** One per board; one board's may be left out (a won game's last guess is its answer). */
  readonly answers?: readonly Word[];
}

/**
 * The one review of a finished game on any count of boards (`Review`). One board is `analyzeGame`
 * (the turns' feedback as given; the answer, where known, plays the strategy's game beside yours);
 * several are `reviewBoardsGame`, which needs the answers (the feedback follows from them: a turn
 * whose feedback does not is refused, naming it). `options`: as `analyzeGame`'s (several boards:
 * `maxGuesses` only; the exact search there has its own work limits).
 */
export function reviewPlayedGame(
  config: GameConfig,
  strategy: Strategy,
  game: PlayedGameInput,
  options: AnalyzeOptions = {},
): Review {
  if (typeof game !== 'object' || game === null || !Array.isArray(game.turns)) {
    badArgument('reviewPlayedGame', 'game', 'the boards, turns and answers of a game', game);
  }
  expectInt(game.boards, 'reviewPlayedGame', 'game.boards', 1, MAX_BOARDS);
  if (game.boards === 1) {
    const history = game.turns.map((t, i) => ({ guess: t.guess, pattern: oneFeedback(t, i) }));
    const answer = game.answers?.[0];
    return analyzeGame(config, history, strategy, { ...options, ...(answer === undefined ? {} : { answer }) });
  }
  const answers = game.answers ?? [];
  if (answers.length !== game.boards) {
    throw new WordleError(
      'BAD_OPTION',
      `${game.boards} boards are reviewed from their answers: --answer w1,w2,… (one per board), then your guesses`,
    );
  }
  checkFeedback(game.turns, answers);
  return reviewBoardsGame(
    config,
    strategy,
    answers,
    game.turns.map((t) => t.guess),
    options.maxGuesses === undefined ? {} : { maxGuesses: options.maxGuesses },
  );
}

/**
 * Throws BAD_HISTORY, naming the turn and the board, where a turn's feedback is not one per board
 * or not what the board's answer gives the guess (a board solved before takes any).
 */
function checkFeedback(turns: readonly MultiTurn[], answers: readonly Word[]): void {
  turns.forEach((t, i) => {
    if (t.patterns.length !== answers.length) {
      const n = t.patterns.length;
      throw new WordleError(
        'BAD_HISTORY',
        `turn ${i + 1} (${t.guess}): ${n} feedback${n === 1 ? '' : 's'} for ${answers.length} boards`,
      );
    }
    t.patterns.forEach((p, b) => {
      const want = t.guess.length === answers[b]!.length ? scoreGuess(t.guess, answers[b]!) : null;
      if (p !== null && want !== null && p !== want && !solvedBefore(turns, i, answers[b]!)) {
        throw new WordleError(
          'BAD_HISTORY',
          `turn ${i + 1} (${t.guess}), board ${b + 1}: the feedback is ${formatFeedback(p, t.guess.length)}, but its answer ${answers[b]} gives ${formatFeedback(want, t.guess.length)}`,
        );
      }
    });
  });
}

/** Whether the answer was guessed before turn i. */
const solvedBefore = (turns: readonly MultiTurn[], i: number, answer: Word): boolean =>
  turns.slice(0, i).some((t) => t.guess === answer);

/**
 * Whether a review of `boards` boards needs every answer: several boards are reviewed from their
 * answers (the feedback, the exact search and the advice's game follow from them); one board
 * grades the turns as played, its answer only playing the strategy's game beside yours.
 */
export function reviewNeedsAnswers(boards: number): boolean {
  expectInt(boards, 'reviewNeedsAnswers', 'boards', 1, MAX_BOARDS);
  return boards > 1;
}

/** Turn i's feedback on the one board. */
function oneFeedback(t: MultiTurn, i: number): Pattern {
  const p = t.patterns[0];
  if (p === undefined || p === null || t.patterns.length !== 1) {
    throw new WordleError('BAD_HISTORY', `turn ${i + 1} (${t.guess}): one board takes one feedback`);
  }
  return p;
}
