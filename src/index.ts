// The library's public API: an explicit list, types kept apart. Everything above the "Node only"
// line is pure (no fs, process or console) and runs in the browser too.

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
export { STRATEGIES, DEFAULT_STRATEGY, createStrategy, strategyInfo } from './strategies/index.js';
export { rankGuesses, bestGuess, compareRanked, EPSILON } from './strategies/ranking.js';
export { gameConfig, makePosition, allowedGuessIds, candidatesAfter } from './engine/position.js';
export { Session, toSuggestion } from './engine/session.js';
export { solve } from './engine/solve.js';
export { buildTree, treeStats } from './engine/tree.js';

// Node only: reading files and caching the matrix on disk.
export { loadWordList, loadWordSet, readTextFile } from './node/words.js';
export { loadMatrix } from './node/matrix-cache.js';
export { writeFileAtomic } from './node/atomic.js';

export type { Word, Pattern, WordId, Tile, Turn, History, Tree } from './core/types.js';
export type { WordleErrorCode } from './core/errors.js';
export type { FeedbackNotation } from './core/feedback.js';
export type { WordSet } from './core/wordlist.js';
export type { PatternMatrix, PatternArray } from './core/matrix.js';
export type { Candidates } from './core/filter.js';
export type { GuessStats } from './core/partition.js';
export type { BuiltinListName } from './data/lists.js';
export type { Strategy, StrategyInfo, StrategyOptions, Position, GuessPool } from './strategies/types.js';
export type { GameConfig } from './engine/position.js';
export type { Suggestion } from './engine/session.js';
export type { SolveResult, SolveStep, SolveOptions } from './engine/solve.js';
export type { BuildTreeOptions, TreeStats } from './engine/tree.js';
export type { WordSource } from './node/words.js';
export type { MatrixOptions } from './node/matrix-cache.js';
