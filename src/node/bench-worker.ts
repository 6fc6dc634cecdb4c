/**
 * A worker thread of the tree pool (see pool.ts): it rebuilds the game from `workerData` (the
 * pattern matrix arrives as its own copy) and answers tasks:
 * `pick` (a strategy's guess after a history) and `subtree` (the tree below a history).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { adoptColumns } from '../core/columns.js';
import { isWordleError } from '../core/errors.js';
import { matrixFromBuffer } from '../core/matrix.js';
import { makeWordSet } from '../core/wordlist.js';
import { gameConfig, makePosition } from '../engine/position.js';
import { buildSubtree } from '../engine/tree.js';
import { createStrategy } from '../strategies/index.js';
import type { Strategy } from '../strategies/types.js';
import type { ColumnsMessage, PoolSetup, PoolTask, PoolReply } from './pool.js';

const setup = workerData as PoolSetup;
const words = makeWordSet(setup.answers, setup.extraGuesses);
// Reading typed arrays backed by a SharedArrayBuffer is markedly slower in V8 than reading local
// memory, so each worker copies the shared matrix (a ~10 ms memcpy) and works on its own copy.
const localCopy = (shared: ArrayBufferLike): ArrayBufferLike => {
  if (!(shared instanceof SharedArrayBuffer)) return shared;
  const copy = new ArrayBuffer(shared.byteLength);
  new Uint8Array(copy).set(new Uint8Array(shared));
  return copy;
};
const matrix = matrixFromBuffer(localCopy(setup.buffer), words.guesses.length, words.answers.length, words.length);
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

parentPort?.on('message', (task: PoolTask | ColumnsMessage) => {
  if (task.kind === 'columns') {
    const copy = localCopy(task.buffer);
    adoptColumns(matrix, matrix.data instanceof Uint8Array ? new Uint8Array(copy) : new Uint16Array(copy));
    return;
  }
  try {
    parentPort?.postMessage(run(task));
  } catch (e) {
    const reply: PoolReply = isWordleError(e)
      ? { id: task.id, kind: 'error', message: e.message, code: e.code }
      : { id: task.id, kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    parentPort?.postMessage(reply);
  }
});
