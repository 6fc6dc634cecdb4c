/**
 * The building blocks below the front door (`wordlekit`), for code that goes further than it:
 * pattern codes and tiles, word ids, the matrix's cells and columns, filtering one turn at a time,
 * the hard-mode rules, partitions, letter statistics, the answer priors, ranking guesses by a
 * metric, the optimal strategy itself, walking and summarizing trees, grading turns, writing
 * tables of openings, and the NYT's answers day by day (its numbering, the history and its prior).
 * Pure, like the front door: it runs in the browser too.
 *
 * An explicit export list, types kept apart.
 *
 * @module wordlekit/core
 */

// Patterns, turns and words
export { patternCount, allGreen, patternDigits, patternFromDigits, patternTiles, isWord } from '../core/pattern.js';
export { parseTurn, formatTurn } from '../core/history.js';
export { asPattern, asWordId, SOLVED, MIN_LENGTH, MAX_LENGTH } from '../core/types.js';
export { wordId, isAnswerId } from '../core/wordlist.js';
export {
  BUILTIN_LISTS,
  BUILTIN_LENGTHS,
  LENGTH_LISTS,
  DEFAULT_LIST,
  LIKELY_ANSWER_LISTS,
  builtinListName,
  builtinListCounts,
} from '../data/lists.js';
// The matrix, filtering, hard mode, partitions, letters
export { matrixFromBuffer, matrixByteLength, matrixRow, patternAt } from '../core/matrix.js';
export { matrixColumns } from '../core/columns.js';
export { lazyMatrix, matrixBuilt, subMatrix, subWordSet } from '../core/sub-matrix.js';
export { PositionGames, positionGame, subSpace } from '../engine/game/position-space.js';
export { applyTurn, allCandidates, candidateWords, NO_CANDIDATES_MESSAGE } from '../core/filter.js';
export { checkHardMode, hardModeViolation, isHardModeLegal } from '../core/hardmode.js';
export { Partitioner } from '../core/partition.js';
export { letterStats, letterOrder } from '../core/letters.js';
// Strategies: the registry's details, ranking by a metric, what a strategy sees, the optimal one
export { strategyInfo, DEFAULT_STRATEGY, defaultStrategyName } from '../engine/game/strategies.js';
export { HEURISTICS, DEFAULT_HEURISTIC } from '../strategies/index.js';
export { rankGuesses, bestGuess, compareRanked, EPSILON } from '../strategies/ranking.js';
export { guessContext, allowedGuessIds, candidatesAfter } from '../strategies/context.js';
export { optimalStrategy, isExactStrategy, INTERACTIVE_BUDGET_MS } from '../engine/exact/optimal.js';
export { toSuggestion, orderNote } from '../engine/game/suggestion.js';
export type { SuggestionOrderFields } from '../engine/game/suggestion.js';
export { chanceText, winsText, lossConvention } from '../engine/exact/chance.js';
// Answer priors
export {
  frequencyWeights,
  allowedAsAnswers,
  answerProbability,
  builtinFrequencies,
  priorSpace,
  PRIORS,
} from '../engine/game/prior.js';
export { parsePriorText } from '../engine/game/prior-file.js';
// Answers outside the likely list (today's NYT game)
export {
  widening,
  defaultWidening,
  widensByDefault,
  widenedWords,
  acceptedFitting,
  widenedLine,
  otherWordsFitting,
  othersLine,
  NO_ACCEPTED_MESSAGE,
} from '../engine/game/widen.js';
// The NYT's answers day by day: the numbering, the history, its prior, the NYT's daily data
export {
  puzzleNumber,
  puzzleDate,
  puzzleLabel,
  parsePuzzle,
  localPuzzleNumber,
  DAY_ZERO,
  MAX_PUZZLE,
} from '../engine/history/numbering.js';
export {
  builtinHistory,
  answerOn,
  historyBefore,
  parseAnswerHistory,
  formatAnswerHistory,
  mergeAnswerHistory,
} from '../engine/history/answers.js';
export { historyWeights, historyPriorModel, HISTORY_WEIGHT_SCALE } from '../engine/game/history-prior.js';
export { parseNytReply, nytReplyPath, MAX_REPLY_BYTES } from '../engine/history/nyt-reply.js';
// Where a game stands after a history (the session's, the analysis's and the web app's one reading)
export { placeAfter, nextPlace, startPlace, widenedConfig } from '../engine/game/place.js';
export type { Place, PlaceRules } from '../engine/game/place.js';
// Trees, the benchmark, grading
export { parseTreeJsonDocument } from '../engine/tree/json.js';
export { treeAnswers, treeStrategy, TreeGame } from '../engine/tree/walk.js';
export { summarize, verifyHardMode } from '../engine/tree/bench.js';
export { analysisSummaryLine } from '../engine/analysis/analyze.js';
export { reviewPrior } from '../engine/analysis/review-prior.js';
export {
  skillScore,
  outcomeLuck,
  gradeTurn,
  guessSkill,
  chanceSkill,
  exactSkill,
  GRADE_MEANING,
} from '../engine/analysis/grade.js';
// Tables of openings
export { openingsTable, isComplete, exactCount, OPENING_VALUE_MAX } from '../engine/openings/table.js';
export { formatOpeningsTable } from '../engine/openings/codec/write.js';
export { convertOpeningsTable } from '../engine/openings/codec/convert.js';
export { tablePrior, tablePriorWords, tablePriorNote, weightsDigest, priorMatches } from '../engine/openings/prior.js';
export { priorOpeningTotals } from '../engine/openings/prior-table.js';

export type { MultiTurn } from '../core/types.js';
export type { SplitScore } from '../core/partition.js';
export type { MatrixColumns } from '../core/columns.js';
export type { PositionGame } from '../engine/game/position-space.js';
export type { LengthListName } from '../data/lists.js';
export type { LetterStats, LetterCount } from '../core/letters.js';
export type { Metric, Ranked } from '../strategies/ranking.js';
export type { PriorName, FrequencyPriorOptions, PriorSpace, HistoryKnown } from '../engine/game/prior.js';
export type { TurnOutcome } from '../engine/analysis/grade.js';
export type { BoundSource } from '../engine/exact/optimal.js';
export type { TurnOracleOptions } from '../engine/analysis/oracle.js';
export type { AnswerHistory, HistoryEntry, HistoryLine } from '../engine/history/answers.js';
export type { HistoryPriorModel } from '../engine/game/history-prior.js';
export type { NytPuzzle } from '../engine/history/nyt-reply.js';
export type { Widening } from '../engine/game/widen.js';
export type { ReviewPrior } from '../engine/analysis/review-prior.js';
export type { TablePrior, TablePriorName, TableWeights } from '../engine/openings/prior.js';
export type { TreeDocument } from '../engine/tree/json.js';
export type { HardModeViolation } from '../engine/tree/bench.js';
