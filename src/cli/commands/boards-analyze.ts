import { WordleError } from '../../core/errors.js';
import type { Word } from '../../core/types.js';
import { reviewBoardsGame, type BoardsReview } from '../../engine/boards/review.js';
import { boardsReviewJson, boardsReviewText } from '../boards-review.js';
import type { BoardsContext } from '../load.js';
import type { Output } from '../output.js';
import { boardsWords } from './boards-run.js';

/** The review of a game on several boards (`reviewBoardsGame`) with the context's strategy and limit. */
export function reviewBoards(ctx: BoardsContext, answers: readonly string[], guesses: readonly string[]): BoardsReview {
  return reviewBoardsGame(ctx.config, ctx.strategy, answers as readonly Word[], guesses, {
    maxGuesses: ctx.maxGuesses,
  });
}

/**
 * `wordle analyze --boards N --answer w1,w2,… GUESS…`: the answers with --answer (one per board),
 * the guesses as plain words (their colours follow from the answers).
 */
export function boardsAnalyze(
  out: Output,
  ctx: BoardsContext,
  answerSpec: string | undefined,
  tokens: readonly string[],
  json: boolean,
): void {
  if (answerSpec === undefined) {
    throw new WordleError(
      'BAD_OPTION',
      `--boards ${ctx.boards} needs the answers: --answer w1,w2,… (one per board), then your guesses`,
    );
  }
  const answers = boardsWords(answerSpec, ctx.boards, 'answer');
  const coloured = tokens.find((t) => t.includes('='));
  if (coloured !== undefined) {
    throw new WordleError(
      'BAD_OPTION',
      `"${coloured}": with --boards, give plain guesses (their colours follow from --answer)`,
    );
  }
  const review = reviewBoards(
    ctx,
    answers,
    tokens.map((t) => t.trim().toLowerCase()),
  );
  if (json) out.json(boardsReviewJson(review));
  else out.line(boardsReviewText(review));
}
