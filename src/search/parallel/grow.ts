import type { Pattern, Tree, Word } from '../../core/types.js';
import {
  expectFunction,
  expectObject,
  expectOptionsOf,
  expectPosition,
  expectString,
  RULES,
} from '../../core/validate.js';
import { guessNode } from '../position/grow.js';
import { expectExecutor, type Cancellation, type Executor } from '../jobs/executor.js';
import type { Job } from '../jobs/job.js';
import { fromPlainTree } from '../position/plain-tree.js';
import type { Position, PositionSplitter } from '../position/position.js';

/** Options of `growInParallel`. */
export interface GrowPlanOptions {
  readonly executor: Executor;
  readonly splitter: PositionSplitter;
  readonly signal?: Cancellation;
  /** Outcomes holding none of these answers are left out (as `growTree` does). */
  readonly targets?: Uint8Array;
  /** Called as each outcome's subtree comes back. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * A strategy's tree grown in parallel: `guess` is played in `position`, and the subtree of every
 * outcome is a `grow` job (`job` makes it), largest first; the subtrees are put back together
 * under one guess node. The same tree `growTree` builds in one thread.
 */
export async function growInParallel(
  position: Position,
  guess: Word,
  job: (outcome: Position) => Job,
  options: GrowPlanOptions,
): Promise<Tree> {
  expectPosition(position, 'growInParallel');
  expectString(guess, 'growInParallel', 'guess');
  expectFunction(job, 'growInParallel', 'job');
  expectObject(options, 'growInParallel', 'options');
  expectOptionsOf(options, 'growInParallel', {
    executor: RULES.executor,
    signal: RULES.signal,
    targets: 'bytes',
    onProgress: 'function',
  });
  expectExecutor(options.executor, 'growInParallel');
  const split = options.splitter.split(position, guess);
  const { targets } = options;
  const outcomes = split.children
    .filter((c) => targets === undefined || c.position.answers.some((a) => targets[a] === 1))
    .sort((a, b) => b.position.answers.length - a.position.answers.length);
  let done = 0;
  options.onProgress?.(0, outcomes.length);
  const trees = await Promise.all(
    outcomes.map(async (c): Promise<[Pattern, Tree]> => {
      const r = await options.executor.run(job(c.position), options.signal);
      if (r.kind !== 'grow') throw new Error('internal: wrong result kind');
      options.onProgress?.(++done, outcomes.length);
      return [c.pattern, fromPlainTree(r.tree, 'worker')];
    }),
  );
  const id = options.splitter.words.index.get(guess);
  const won = split.hit && (targets === undefined || (id !== undefined && targets[id] === 1));
  return guessNode(guess, won, trees);
}
