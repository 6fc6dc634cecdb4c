/**
 * The pure library: Wordle feedback, word lists, the pattern matrix, filtering, hard mode,
 * strategies, sessions, solving, decision trees, benchmarks, analysis and the answer prior. Nothing
 * here uses fs, process or console, so it runs in the browser too (a test bundles it for the
 * browser and fails if a Node module gets in). Files, caches and plots: `wordlekit/node`.
 *
 * An explicit export list, types kept apart.
 *
 * @module wordlekit
 */

export {
  scoreGuess,
  patternCount,
  allGreen,
  patternDigits,
  patternFromDigits,
  patternTiles,
  isWord,
} from './core/pattern.js';
export { parseFeedback, formatFeedback } from './core/feedback.js';
export { parseTurn, parseHistory, formatTurn, playGuesses } from './core/history.js';
export { parseWordList, makeWordSet, wordId, isAnswerId } from './core/wordlist.js';
export { buildPatternMatrix, matrixFromBuffer, matrixByteLength, matrixRow, patternAt } from './core/matrix.js';
export { filterCandidates, applyTurn, allCandidates, candidateWords, NO_CANDIDATES_MESSAGE } from './core/filter.js';
export { checkHardMode, hardModeViolation, isHardModeLegal } from './core/hardmode.js';
export { Partitioner } from './core/partition.js';
export { WordleError, isWordleError } from './core/errors.js';
export { asPattern, asWordId, SOLVED, MIN_LENGTH, MAX_LENGTH } from './core/types.js';
export { builtinWordSet, BUILTIN_LISTS } from './data/lists.js';
export { STRATEGIES, createStrategy, strategyInfo } from './engine/game/strategies.js';
export { DEFAULT_STRATEGY } from './strategies/index.js';
export { rankGuesses, bestGuess, compareRanked, EPSILON } from './strategies/ranking.js';
export { gameConfig, guessContext, allowedGuessIds, candidatesAfter } from './strategies/context.js';
export { Session, toSuggestion } from './engine/game/session.js';
export { solve } from './engine/game/solve.js';
export { buildTree } from './engine/tree/build.js';
export { treeStats } from './engine/tree/stats.js';
export { formatTreeText, parseTreeText } from './engine/tree/text.js';
export { formatTreeJson, parseTreeJson, parseTreeJsonDocument } from './engine/tree/json.js';
export { verifyTree } from './engine/tree/verify.js';
export { treePlace, treeAnswers, treeStrategy, TreeGame } from './engine/tree/walk.js';
export { benchStrategy, verifyHardMode, summarize } from './engine/tree/bench.js';
export { analyzeGame, analysisSummaryLine, skillScore, outcomeLuck } from './engine/analysis/analyze.js';
export {
  frequencyWeights,
  allowedAsAnswers,
  answerProbability,
  builtinFrequencies,
  PRIORS,
} from './engine/game/prior.js';
export { Game, chooseAnswer, dailyIndex } from './engine/game/game.js';
export { letterStats, letterOrder } from './core/letters.js';
export { optimalStrategy, turnOracle, isExactStrategy } from './engine/exact/optimal.js';
export { ExactPlay } from './search/exact-play.js';
export { gradeTurn, guessSkill } from './engine/analysis/analyze.js';
export { rootPosition, positionAfter, guessesLeft, PositionSplitter } from './search/position.js';
export { Searcher } from './search/searcher.js';
export { fastestKernel } from './search/kernel-wasm.js';
export { JobRunner } from './search/jobs/runner.js';
export { InlineExecutor } from './search/jobs/executor.js';
export { solveGuess, solvePosition } from './search/parallel/solve.js';
export { rankExactly } from './search/parallel/rank.js';
export { growInParallel } from './search/parallel/grow.js';
export { checkSolved, readCheckpoint, checkpointText } from './engine/exact/checkpoint.js';
export {
  parseMultiTurn,
  alignMultiTurn,
  formatMultiTurn,
  scoreBoards,
  boardHistory,
  solvedBoards,
} from './core/boards.js';
export { BUILTIN_LENGTHS, LENGTH_LISTS, builtinListName, builtinListCounts } from './data/lists.js';
export { MAX_BOARDS, defaultMaxGuesses, boardGameName, boardsGuessContext } from './engine/boards/rules.js';
export { BoardsSession } from './engine/boards/session.js';
export { BoardsGame, seededAnswers } from './engine/boards/game.js';
export { solveBoards, checkBoardsGame } from './engine/boards/solve.js';
export { benchBoards } from './engine/boards/bench.js';
export { sampleAnswerTuples } from './engine/boards/answer-tuples.js';
export { BOARDS_STRATEGIES, DEFAULT_BOARDS_STRATEGY, createBoardsStrategy } from './strategies/boards/index.js';
export { adversaryMove, isAbsurdleWin, tieRanks, ADVERSARY_TIE_RULE } from './core/adversary.js';
export { AbsurdleGame, replayAbsurdle } from './engine/absurdle/game.js';
export { solveAbsurdle } from './search/absurdle.js';
export {
  openingsTable,
  rateOpening,
  topOpenings,
  isComplete,
  exactCount,
  openingTotals,
} from './engine/openings/table.js';
export { parseOpeningsTable, formatOpeningsTable } from './engine/openings/tsv.js';
export { jobToJson, jobFromJson, resultFromJson } from './search/jobs/json.js';

export type { Word, Pattern, WordId, Tile, Turn, History, Tree } from './core/types.js';
export type { WordleErrorCode } from './core/errors.js';
export type { FeedbackNotation } from './core/feedback.js';
export type { WordSet, WordListOptions } from './core/wordlist.js';
export type { PatternMatrix, PatternArray } from './core/matrix.js';
export type { Candidates } from './core/filter.js';
export type { GuessStats, SplitScore } from './core/partition.js';
export type { BuiltinListName } from './data/lists.js';
export type { Strategy, StrategyInfo, StrategyOptions, GuessContext, GuessPool, Progress } from './strategies/types.js';
export type { Metric, Ranked } from './strategies/ranking.js';
export type { GameConfig } from './strategies/context.js';
export type { Suggestion } from './engine/game/session.js';
export type { SolveResult, SolveStep, SolveOptions } from './engine/game/solve.js';
export type { BuildTreeOptions } from './engine/tree/build.js';
export type { TreeStats } from './engine/tree/stats.js';
export type { TreeMeta, TreeDocument } from './engine/tree/json.js';
export type { TreePlace, GuessNode } from './engine/tree/walk.js';
export type { TreeReport, VerifyOptions } from './engine/tree/verify.js';
export type { BenchStats, BenchOptions, HardModeViolation } from './engine/tree/bench.js';
export type { GameAnalysis, TurnAnalysis, GuessOutlook } from './engine/analysis/analyze.js';
export type { PriorName, FrequencyPriorOptions } from './engine/game/prior.js';
export type { GameStatus, GuessResult, GameOptions, LetterState, AnswerChoice } from './engine/game/game.js';
export type { LetterStats, LetterCount } from './core/letters.js';
export type { ExactGuess, ExactStrategy, OptimalOptions, OpeningTotals } from './engine/exact/optimal.js';
export type { PositionValue, ExactPlayOptions } from './search/exact-play.js';
export type { TurnValues, TurnOracle, ExactTurn } from './engine/analysis/analyze.js';
export type { Position, PositionRules, PositionSplit, Child } from './search/position.js';
export type { SearchOptions } from './search/searcher.js';
export type { KernelFactory } from './search/exact-play.js';
export type { Kernel, KernelViews } from './search/kernel.js';
export type { Job, JobResult, JobSetup, GuessValue } from './search/jobs/job.js';
export type { RunnerHooks } from './search/jobs/runner.js';
export type { Cancellation, Executor } from './search/jobs/executor.js';
export type { SolvedPosition, ResultStore, Refutation } from './search/parallel/store.js';
export type { PlanOptions } from './search/parallel/solve.js';
export type { RankedGuess, RankOptions } from './search/parallel/rank.js';
export type { GrowPlanOptions } from './search/parallel/grow.js';
export type { CheckpointMeta, CheckpointData, CheckpointContents } from './engine/exact/checkpoint.js';
export type { PlainTree } from './search/plain-tree.js';
export type { MultiTurn } from './core/types.js';
export type { LengthListName } from './data/lists.js';
export type { BoardsSuggestion } from './engine/boards/session.js';
export type { BoardsGuessResult } from './engine/boards/game.js';
export type { BoardsStep, BoardsSolveResult, BoardsSolveOptions } from './engine/boards/solve.js';
export type { BoardsBenchStats, BoardsBenchOptions } from './engine/boards/bench.js';
export type { BoardsStrategy, BoardsStrategyInfo, BoardsGuessContext } from './strategies/boards/types.js';
export type { AdversaryMove } from './core/adversary.js';
export type { AbsurdleStatus, AbsurdleTurn, AbsurdleGuessResult } from './engine/absurdle/game.js';
export type { AbsurdleSolution, AbsurdleSearchOptions } from './search/absurdle.js';
export type { OpeningEntry, OpeningsMeta, OpeningsTable, OpeningRating, OpeningMode } from './engine/openings/table.js';
export type { JobJson, PositionJson } from './search/jobs/json.js';
