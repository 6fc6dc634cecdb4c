import { boardHistory } from '../core/boards.js';
import { allGreen } from '../core/pattern.js';
import type { MultiTurn, Word } from '../core/types.js';
import { reviewNeedsAnswers } from '../engine/boards/review-game.js';
import { reviewGame } from './commands/analyze.js';
import type { CommonOptions } from './context.js';
import type { Context } from './load.js';
import { runPrior } from './puzzle.js';
import { analysisText, botText, gradedLines } from './review.js';

/*
 * The review `play` and `assist` offer, as `wordle analyze` gives it (the one review), for a game
 * of any count of boards: the turns so far, with the answers where known (a board's is its
 * all-green guess); where the review needs every answer (several boards), it waits for them.
 */

/** The review of `turns` (`answers`: the game's, when known; else a board's is its all-green guess). */
export function gameReviewText(
  ctx: Context,
  turns: readonly MultiTurn[],
  opts: CommonOptions,
  color: boolean,
  answers?: readonly Word[],
): string {
  if (turns.length === 0) return 'Nothing to review yet: play a turn first.';
  const win = allGreen(ctx.words.length);
  const found = answers ?? Array.from({ length: ctx.boards }, (_, b) => solvedBy(boardHistory(turns, b), win));
  const known = found.every((a) => a !== undefined) ? (found as Word[]) : undefined;
  if (known === undefined && reviewNeedsAnswers(ctx.boards)) {
    return 'The review needs every answer: it is offered once every board is solved.';
  }
  const a = reviewGame(ctx, turns, opts, known === undefined ? {} : { answers: known });
  return [...gradedLines(runPrior(opts)), `${analysisText(a, color)}${botText(a)}`].join('\n');
}

/** The guess that solved a board (its answer), if any. */
const solvedBy = (history: readonly { guess: Word; pattern: number }[], win: number): Word | undefined =>
  history.find((t) => t.pattern === win)?.guess;
