/**
 * One thread of the optimal search (see optimal-pool.ts). It shares the pattern matrix through a
 * SharedArrayBuffer, keeps its own memo, and answers two kinds of jobs: one class of an opening
 * (exact value and subtree), or a whole opening's cost with a cutoff (for ranking first words).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { matrixFromBuffer } from '../core/matrix.js';
import { makeWordSet } from '../core/wordlist.js';
import { INFEASIBLE } from '../search/bounds.js';
import { Searcher } from '../search/bnb.js';
import { openingCost } from '../search/opening.js';
import { toPlainTree } from '../search/plain-tree.js';
import type { WorkerInit, WorkerJob, WorkerReply } from './optimal-pool.js';

const init = workerData as WorkerInit;
const words = makeWordSet(init.answers, init.extraGuesses);
// The matrix arrives in a SharedArrayBuffer (no copy through the message channel), but V8 reads
// typed arrays over shared memory about 3× slower in the hot loops, so each worker takes a private
// copy (30 MB for the classic lists, a few ms).
const local = new ArrayBuffer(init.buffer.byteLength);
new Uint8Array(local).set(new Uint8Array(init.buffer));
const matrix = matrixFromBuffer(local, words.guesses.length, words.answers.length, words.length);
const port = parentPort!;
const post = (m: WorkerReply): void => port.postMessage(m);
const searcher = new Searcher(words, matrix, {
  hard: init.hard,
  top: init.top,
  memoBytes: init.memoBytes,
  onProgress: (nodes) => post({ type: 'progress', nodes, memoBytes: searcher.memo.stats().bytes }),
});

function run(job: WorkerJob): WorkerReply {
  const d = init.maxGuesses - 1;
  if (job.type === 'opening') {
    const value = openingCost(searcher, job.first, job.beta, init.maxGuesses);
    return { type: 'opening', id: job.id, value, nodes: searcher.nodes, memo: searcher.memo.stats() };
  }
  const ids = Uint16Array.from(job.ids);
  const state = searcher.after(searcher.rootState(), job.first, job.pattern);
  const value = searcher.cost(ids, d, INFEASIBLE, state);
  const tree = value < INFEASIBLE ? toPlainTree(searcher.tree(ids, d, state)) : null;
  return { type: 'class', id: job.id, value, tree, nodes: searcher.nodes, memo: searcher.memo.stats() };
}

port.on('message', (job: WorkerJob) => post(run(job)));
