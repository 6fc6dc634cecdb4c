/**
 * The exact search and everything that runs it at scale. A `Position` is plain data; a `Job` (a
 * position's value, each guess's value, or a strategy's subtree) is plain data too, run by a
 * `JobRunner` anywhere: this thread (`InlineExecutor`), worker threads (`wordlekit/node`), a web
 * worker, a queue (jobs travel as JSON). The parallel plans (`solveGuess`, `solvePosition`,
 * `rankExactly`, `growInParallel`) split a large job into many on any `Executor`, keeping proven
 * parts in a `ResultStore`; the long runs of the CLI are built on them: solve a guess exactly
 * (`solveGuessExactly`), rank first guesses (`rankFirstGuesses`), value every opening into a table
 * (`planOpenings`, `rankOpenings`), estimate what such a table costs from a random sample
 * (`estimateOpenings`), compare strategies by their trees (`compareStrategies`). Threads of a run
 * can share a memo table (`createSharedMemo`, `JobSetup.sharedMemo`). Pure: it runs in the browser
 * too.
 *
 * An explicit export list, types kept apart.
 *
 * @module wordlekit/search
 */

// Positions and the search
export { rootPosition, positionAfter, guessesLeft, PositionSplitter } from '../search/position/position.js';
export { Searcher } from '../search/solver/searcher.js';
export type { GuessList } from '../search/scans/node-rows.js';
export type { AlikeSplits } from '../search/scans/alike-splits.js';
export { createSharedMemo } from '../search/memo/shared-memo.js';
export { fastestKernel } from '../search/kernel/wasm.js';
export { ExactPlay, defaultKernel } from '../search/exact-play.js';
export { ExactPlays } from '../engine/exact/plays.js';
export { toPlainTree, fromPlainTree } from '../search/position/plain-tree.js';
// Jobs and executors
export { JobRunner } from '../search/jobs/runner.js';
export { InlineExecutor } from '../search/jobs/executor.js';
export { SteppingExecutor } from '../search/jobs/stepping.js';
export type { QueuedJob } from '../search/jobs/stepping.js';
export { jobToJson, jobFromJson, resultFromJson } from '../search/jobs/json.js';
export { growJob } from '../engine/tree/grow-job.js';
// The parallel plans and their stores
export { solveGuess, solvePosition } from '../search/parallel/solve.js';
export { rankExactly } from '../search/parallel/rank.js';
export { growInParallel } from '../search/parallel/grow.js';
export { positionKey } from '../search/parallel/store.js';
export { checkSolved, checkSolvedAt, readCheckpoint, checkpointText } from '../engine/exact/checkpoint.js';
// The long runs
export { solveGuessExactly, solveCheckpointMeta } from '../engine/exact/opening.js';
export { planRanking, rankFirstGuesses } from '../engine/exact/ranking.js';
export { openingsProgressMeta, planOpenings, rankOpenings } from '../engine/openings/rank.js';
export { rateOpener } from '../engine/openings/opener.js';
export { verifyOpenings, sampleRows } from '../engine/openings/verify.js';
export { estimateOpenings, estimateTable, sampleOpenings } from '../engine/openings/estimate.js';
export { planWins, decideWins, tableWithWins } from '../engine/openings/wins.js';
export { compareStrategies, growJobSetup } from '../engine/tree/compare.js';

export type { PositionSplit, Child } from '../search/position/position.js';
export type { SearchObjective, SearchOptions } from '../search/solver/searcher.js';
export type { Kernel, KernelViews } from '../search/kernel/kernel.js';
export type { KernelFactory, ExactPlayOptions } from '../search/exact-play.js';
export type { ExactPlaysOptions } from '../engine/exact/plays.js';
export type { PlainTree } from '../search/position/plain-tree.js';
export type { Job, GrowJob, JobResult, JobSetup, GuessValue, Provenance } from '../search/jobs/job.js';
export type { WinsJob, WinsResult } from '../search/wins-all/job.js';
export type { ClassProbe } from '../search/wins-all/probe.js';
export type { WinsEntry, WinsPick, WinsPlan, WinsRun } from '../engine/openings/wins.js';
export type { RunnerHooks } from '../search/jobs/runner.js';
export type { Cancellation, Executor } from '../search/jobs/executor.js';
export type { JobJson, PositionJson } from '../search/jobs/json.js';
export type { SolvedPosition, ResultStore, Refutation } from '../search/parallel/store.js';
export type { PlanOptions } from '../search/parallel/solve.js';
export type { RankOptions } from '../search/parallel/rank.js';
export type { GrowPlanOptions } from '../search/parallel/grow.js';
export type { CheckpointMeta, CheckpointData, CheckpointContents } from '../engine/exact/checkpoint.js';
export type { SolveGuessRun, SolvedGuess } from '../engine/exact/opening.js';
export type { RankingPlan, RankingRun } from '../engine/exact/ranking.js';
export type { OpeningsRequest, OpeningsPlan, OpeningsStore, OpeningsRun } from '../engine/openings/rank.js';
export type { OpeningsProgressMeta, ProgressEntry, ProgressSpent } from '../engine/openings/progress.js';
export type { OpenerRequest, OpenerRun, OpenerStore } from '../engine/openings/opener.js';
export type { OpenerVerdict, OpenerFrom, RankRange, CacheCheck } from '../engine/openings/verdict.js';
export type { VerifyRequest, VerifyRun, RowCheck, RowFinding } from '../engine/openings/verify.js';
export type {
  EstimateRequest,
  EstimateRun,
  OpeningsEstimate,
  TableEstimate,
  TableCost,
  SampledOpening,
  EstimateRange,
} from '../engine/openings/estimate.js';
export type { CompareOptions } from '../engine/tree/compare.js';
