/**
 * A worker thread of the pool (pool.ts): tinypool's worker module, whose default export runs each
 * job (worker-task.ts, given the pool's data).
 */
import Tinypool from 'tinypool';
import type { WorkerData } from './pool.js';
import { jobTask } from './worker-task.js';

export default jobTask(Tinypool.workerData as WorkerData);
