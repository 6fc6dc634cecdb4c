import { boardHistory } from '../core/boards.js';
import { allGreen } from '../core/pattern.js';
import type { MultiTurn, Word } from '../core/types.js';
import { boardsReviewText } from './boards-review.js';
import { reviewBoards } from './commands/boards-analyze.js';
import { reviewText } from './commands/analyze.js';
import type { CommonOptions } from './context.js';
import type { Context } from './load.js';

/*
 * The review `play` and `assist` offer, as `wordle analyze` gives it, for a game of any count of
 * boards. Until analyze has one review for any count, this is where the two reviews meet: one
 * board's grades the turns so far (its answer when known); several boards' needs every answer.
 */

/** The review of `turns` (`answers`: the game's, when known; else a board's is its all-green guess). */
export function gameReviewText(
  ctx: Context,
  turns: readonly MultiTurn[],
  opts: CommonOptions,
  color: boolean,
  answers?: readonly Word[],
): string {
  const [history, ...others] = Array.from({ length: ctx.boards }, (_, b) => boardHistory(turns, b));
  if (others.length === 0) {
    if (history!.length === 0) return 'Nothing to review yet: play a turn first.';
    const game = { ...(answers?.[0] === undefined ? {} : { answer: answers[0] }), maxGuesses: ctx.maxGuesses };
    return reviewText(ctx, history!, opts, color, game);
  }
  const win = allGreen(ctx.words.length);
  const found = answers ?? [history!, ...others].map((h) => h.find((t) => t.pattern === win)?.guess);
  if (found.some((a) => a === undefined)) {
    return 'The review needs every answer: it is offered once every board is solved.';
  }
  return boardsReviewText(
    reviewBoards(
      ctx,
      found as Word[],
      turns.map((t) => t.guess),
    ),
  );
}
