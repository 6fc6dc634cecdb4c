/**
 * Variants: several boards at once (Dordle, Quordle, Octordle: a state is a list of boards, each
 * an ordinary Wordle board) and Absurdle (an adversary that keeps as many answers as it can).
 * Their feedback, sessions, games, strategies, solver and benchmark; Absurdle's game and its
 * shortest forced win. Pure: it runs in the browser too.
 *
 * An explicit export list, types kept apart.
 *
 * @module wordlekit/variants
 */

// Several boards
export {
  parseMultiTurn,
  alignMultiTurn,
  formatMultiTurn,
  scoreBoards,
  boardHistory,
  solvedBoards,
} from '../core/boards.js';
export { MAX_BOARDS, defaultMaxGuesses, boardGameName, boardsGuessContext } from '../engine/game/rules.js';
export { provenBoardsGuesses, provenBoardsTurn, jointAnswers, EXACT_JOINT_MAX } from '../engine/exact/boards.js';
export { withExactEndgame } from '../engine/boards/exact-endgame.js';
export { checkBoardsGame } from '../engine/game/solve.js';
export { benchBoards, benchGames } from '../engine/game/bench.js';
export { reviewBoardsGame, REVIEW_TOLERANCE } from '../engine/boards/review.js';
export { reviewPlayedGame } from '../engine/boards/review-game.js';
export { playAnswers } from '../engine/game/play-answers.js';
export {
  boardsFinishText,
  boardsMoveText,
  boardsVerdictText,
  boardsReviewSummary,
  boardsLeftText,
  boardsSolvedBy,
} from '../engine/boards/review-text.js';
export { sampleAnswerTuples, seededAnswers } from '../engine/game/bench.js';
// (createStrategy, which makes the boards' strategies too, comes from the front door, wordlekit)
export { DEFAULT_BOARDS_STRATEGY, severalBoardsStrategies } from '../engine/game/strategies.js';
// Absurdle
export { adversaryMove, isAbsurdleWin, tieRanks, ADVERSARY_TIE_RULE } from '../core/adversary.js';
export { AbsurdleGame, replayAbsurdle } from '../engine/absurdle/game.js';
export { forcedAbsurdleWin } from '../engine/absurdle/solve.js';
export { solveAbsurdle } from '../search/absurdle/absurdle.js';

export type {
  BoardsProvenValue,
  BoardsProvenGuess,
  BoardsProvenTurn,
  BoardsExactOptions,
} from '../engine/exact/boards.js';
export type { ExactEndgameOptions } from '../engine/boards/exact-endgame.js';
export type { BoardsStep, BoardsSolveResult } from '../engine/game/solve.js';
export type { BoardsBenchOptions, GamesBenchOptions } from '../engine/game/bench.js';
export type {
  BoardsReview,
  BoardsTurnReview,
  BoardsMove,
  BoardsVerdict,
  BoardsMeasure,
  BoardsReviewOptions,
} from '../engine/boards/review.js';
export type { CreateStrategyOptions } from '../engine/game/strategies.js';
export type { BoardsPosition } from '../engine/game/rules.js';
export type { Strategy, StrategyInfo, GuessContext, Assessment } from '../strategies/types.js';
export type { AdversaryMove } from '../core/adversary.js';
export type { AbsurdleStatus, AbsurdleTurn, AbsurdleGuessResult } from '../engine/absurdle/game.js';
export type { AbsurdleRequest, AbsurdleWin } from '../engine/absurdle/solve.js';
export type { AbsurdleSolution, AbsurdleSearchOptions } from '../search/absurdle/absurdle.js';
