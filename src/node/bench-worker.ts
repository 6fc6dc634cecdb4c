/**
 * A worker thread of the tree pool (see pool.ts): it rebuilds the game from `workerData` (the
 * pattern matrix arrives as a SharedArrayBuffer, so nothing is copied) and answers tasks:
 * `pick` (a strategy's guess after a history) and `subtree` (the tree below a history).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isWordleError } from '../core/errors.js';
import { matrixFromBuffer } from '../core/matrix.js';
import { makeWordSet } from '../core/wordlist.js';
import { gameConfig, makePosition } from '../engine/position.js';
import { buildSubtree } from '../engine/tree.js';
import { createStrategy } from '../strategies/index.js';
import type { Strategy } from '../strategies/types.js';
import type { PoolSetup, PoolTask, PoolReply } from './pool.js';

const setup = workerData as PoolSetup;
const words = makeWordSet(setup.answers, setup.extraGuesses);
const matrix = matrixFromBuffer(setup.buffer, words.guesses.length, words.answers.length, words.length);
const config = gameConfig(words, matrix, {
  hard: setup.hard,
  pool: setup.pool,
  ...(setup.weights !== undefined ? { weights: setup.weights } : {}),
});
const strategies = new Map<string, Strategy>();

function strategyFor(task: PoolTask): Strategy {
  const key = `${task.strategy}|${JSON.stringify(task.options)}`;
  let s = strategies.get(key);
  if (s === undefined) strategies.set(key, (s = createStrategy(task.strategy, task.options)));
  return s;
}

function run(task: PoolTask): PoolReply {
  const strategy = strategyFor(task);
  switch (task.kind) {
    case 'pick':
      return { id: task.id, kind: 'pick', guess: strategy.pick(makePosition(config, task.history)) };
    case 'subtree':
      return {
        id: task.id,
        kind: 'subtree',
        tree: buildSubtree(config, strategy, task.history, {
          maxDepth: task.maxDepth,
          ...(task.targets !== undefined ? { targets: task.targets } : {}),
        }),
      };
  }
}

parentPort?.on('message', (task: PoolTask) => {
  try {
    parentPort?.postMessage(run(task));
  } catch (e) {
    const reply: PoolReply = isWordleError(e)
      ? { id: task.id, kind: 'error', message: e.message, code: e.code }
      : { id: task.id, kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    parentPort?.postMessage(reply);
  }
});
