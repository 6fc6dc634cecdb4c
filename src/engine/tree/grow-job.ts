import { WordleError } from '../../core/errors.js';
import { badArgument, expectObject, expectPosition } from '../../core/validate.js';
import { JobRunner } from '../../search/jobs/runner.js';
import type { GrowJob } from '../../search/jobs/job.js';
import { toPlainTree, type PlainTree } from '../../search/position/plain-tree.js';
import { gameConfig, type GameConfig } from '../../strategies/context.js';
import { findStrategy, HEURISTICS } from '../../strategies/index.js';
import type { Strategy } from '../../strategies/types.js';
import { buildSubtree } from './build.js';

/** What a runner's grow jobs share: one game configuration per rule set, one strategy per name and options. */
interface GrowCache {
  readonly configs: Map<boolean, GameConfig>;
  readonly strategies: Map<string, Strategy>;
}

const caches = new WeakMap<JobRunner, GrowCache>();

function cacheOf(runner: JobRunner): GrowCache {
  let c = caches.get(runner);
  if (c === undefined) caches.set(runner, (c = { configs: new Map(), strategies: new Map() }));
  return c;
}

function configOf(runner: JobRunner, hard: boolean): GameConfig {
  const { configs } = cacheOf(runner);
  let c = configs.get(hard);
  if (c === undefined) {
    if (runner.matrix === undefined) throw new WordleError('BAD_OPTION', 'internal: strategy jobs need the matrix');
    c = gameConfig(runner.words, runner.matrix, {
      hard,
      pool: runner.setup.pool ?? 'all',
      ...(runner.setup.weights !== undefined ? { weights: runner.setup.weights } : {}),
    });
    configs.set(hard, c);
  }
  return c;
}

function strategyOf(runner: JobRunner, job: GrowJob): Strategy {
  const { strategies } = cacheOf(runner);
  const key = `${job.strategy}|${JSON.stringify(job.options)}`;
  let s = strategies.get(key);
  if (s === undefined) strategies.set(key, (s = findStrategy(HEURISTICS, job.strategy).create(job.options)));
  return s;
}

/**
 * Runs a `grow` job for a `JobRunner` (pass it as `RunnerHooks.grow`): the subtree the job's
 * strategy plays from its position, with the runner's word lists, matrix, pool and weights.
 */
export function growJob(job: GrowJob, runner: JobRunner): PlainTree {
  expectObject(job, 'growJob', 'job');
  if (job.kind !== 'grow') badArgument('growJob', 'job.kind', '"grow"', job.kind);
  expectPosition(job.position, 'growJob', 'job.position');
  if (!(runner instanceof JobRunner)) badArgument('growJob', 'runner', 'a JobRunner', runner);
  const tree = buildSubtree(configOf(runner, job.position.hard), strategyOf(runner, job), job.position, {
    maxDepth: job.maxDepth,
    ...(job.targets !== undefined ? { targets: job.targets } : {}),
  });
  return toPlainTree(tree);
}
