/**
 * The front door: what a user of the library needs. Score and parse feedback, load word lists,
 * keep an assistant's session, play and compare strategies, solve and analyse games, build and
 * check decision trees, read the table of openings, and ask exact questions about a position.
 * Nothing here uses fs, process or console, so it runs in the browser too (a test bundles it for
 * the browser and fails if a Node module gets in).
 *
 * The other entries: `wordlekit/core` (the building blocks below this door: patterns, the matrix,
 * hard mode, priors, tree walking, …), `wordlekit/search` (the exact search, its jobs and
 * executors, and the long exact runs), `wordlekit/variants` (several boards, Absurdle) and
 * `wordlekit/node` (files, caches, worker threads, plots).
 *
 * An explicit export list, types kept apart.
 *
 * @module wordlekit
 */

// Feedback and histories
export { scoreGuess } from '../core/pattern.js';
export { parseFeedback, formatFeedback } from '../core/feedback.js';
export { parseHistory, playGuesses } from '../core/history.js';
// Word lists and the pattern matrix
export { builtinWordSet } from '../data/lists.js';
export { parseWordList, makeWordSet } from '../core/wordlist.js';
export { buildPatternMatrix } from '../core/matrix.js';
export { filterCandidates } from '../core/filter.js';
export { wordsFitting } from '../engine/game/place.js';
// Errors
export { WordleError, isWordleError } from '../core/errors.js';
// Strategies, the assistant, games
export { STRATEGIES, createStrategy } from '../engine/game/strategies.js';
export { gameConfig } from '../strategies/context.js';
export { Session } from '../engine/game/session.js';
export { explainGuess } from '../engine/game/breakdown.js';
export { solve } from '../engine/game/solve.js';
export { Game, chooseAnswer, dailyIndex } from '../engine/game/game.js';
// Analysis
export { analyzeGame } from '../engine/analysis/analyze.js';
export { turnOracle } from '../engine/analysis/oracle.js';
// Decision trees and the benchmark
export { buildTree } from '../engine/tree/build.js';
export { treeStats } from '../engine/tree/stats.js';
export { verifyTree } from '../engine/tree/verify.js';
export { formatTreeText, parseTreeText } from '../engine/tree/text.js';
export { formatTreeJson, parseTreeJson } from '../engine/tree/json.js';
export { treePlace } from '../engine/tree/walk.js';
export { benchStrategy } from '../engine/tree/bench.js';
// The table of openings
export { parseOpeningsTable } from '../engine/openings/codec/read.js';
export { rateOpening, topOpenings, openingTotals } from '../engine/openings/table.js';
// Exact questions about a position
export { exactPosition, bestNextGuesses, guaranteedWin } from '../engine/exact/position.js';

export type { Word, Pattern, WordId, Tile, Turn, History, Tree } from '../core/types.js';
export type { WordleErrorCode } from '../core/errors.js';
export type { FeedbackNotation } from '../core/feedback.js';
export type { WordSet, WordListOptions } from '../core/wordlist.js';
export type { PatternMatrix, PatternArray } from '../core/matrix.js';
export type { Candidates } from '../core/filter.js';
export type { GuessStats } from '../core/partition.js';
export type { BuiltinListName } from '../data/lists.js';
export type {
  Strategy,
  StrategyInfo,
  StrategyOptions,
  GuessContext,
  GuessPool,
  Progress,
} from '../strategies/types.js';
export type { GameConfig } from '../strategies/context.js';
export type { QuestionOptions, SessionOptions } from '../engine/game/session.js';
export type { AnswersLeft, BoardAnswers } from '../engine/game/board-suggestions.js';
export type { Suggestion } from '../engine/game/suggestion.js';
export type {
  GuessBreakdown,
  OutcomeBreakdown,
  BreakdownOptions,
  BreakdownPosition,
} from '../engine/game/breakdown.js';
export type { SolveResult, SolveStep, SolveOptions } from '../engine/game/solve.js';
export type { PlayedGame, PlayedStep } from '../engine/game/play-answers.js';
export type {
  GameStatus,
  GuessResult,
  GameOptions,
  GameAnswers,
  TurnOf,
  LetterState,
  AnswerChoice,
} from '../engine/game/game.js';
export type { AnalyzeOptions, GameAnalysis, TurnAnalysis, GuessOutlook } from '../engine/analysis/analyze.js';
export type {
  BoardsTurnFacts,
  Review,
  ReviewBot,
  ReviewBotStep,
  ReviewSummary,
  ReviewTurn,
} from '../engine/analysis/review.js';
export type { PlayedGameInput } from '../engine/boards/review-game.js';
export type { BotPath, BotStep } from '../engine/analysis/bot-path.js';
export type { TurnOracle, TurnValues, ExactTurn } from '../engine/analysis/grade.js';
export type { ExactGuess, ExactStrategy, KnownValues, OptimalOptions, OpeningTotals } from '../engine/exact/optimal.js';
export type { BuildTreeOptions } from '../engine/tree/build.js';
export type { TreeStats } from '../engine/tree/stats.js';
export type { TreeReport, VerifyOptions } from '../engine/tree/verify.js';
export type { TreeMeta } from '../engine/tree/json.js';
export type { TreePlace, GuessNode } from '../engine/tree/walk.js';
export type { BenchStats, BenchOptions } from '../engine/tree/bench.js';
export type {
  OpeningEntry,
  OpeningsMeta,
  OpeningsTable,
  OpeningRating,
  OpeningMode,
  TableFile,
  TableFormat,
} from '../engine/openings/table.js';
export type { OpeningSource } from '../engine/openings/source.js';
export type {
  Position,
  PositionRules,
  PositionValue,
  ExactQuestionOptions,
  BestNextGuesses,
  RankedNextGuess,
  Outcome,
} from '../engine/exact/position.js';
export type { RankedGuess } from '../engine/exact/ranking.js';
