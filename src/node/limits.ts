import { availableParallelism } from 'node:os';
import { WordleError } from '../core/errors.js';

/** Default memory limit of a command, in MB (`--max-memory`). */
export const DEFAULT_MAX_MEMORY_MB = 2048;

/** Threads beyond this multiple of the machine's parallelism are refused as a mistake. */
const THREAD_MULTIPLE = 4;

/**
 * CPU seconds of this process so far: the size of the work done, whatever else loads the machine
 * (Node 20 measures the whole process, every thread together).
 */
export function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Default number of worker threads: one per core. */
export function defaultThreads(): number {
  return availableParallelism();
}

/** What `threadCount` decided: the count to use, and a note when it was lowered. */
export interface ThreadChoice {
  readonly threads: number;
  readonly note?: string;
}

/**
 * The worker threads to start for `requested` (`--threads`/`--workers`): never more than the
 * machine runs at once (`os.availableParallelism()`; more only adds memory and switching), and a
 * request above 4 × that is refused as a mistake (BAD_OPTION) instead of starting thousands of
 * threads with a copy of the data each. `min` is the smallest count the option accepts.
 */
export function threadCount(requested: number, option: string, cores = availableParallelism()): ThreadChoice {
  const limit = THREAD_MULTIPLE * cores;
  if (requested > limit) {
    throw new WordleError(
      'BAD_OPTION',
      `${option} ${requested} is too many: at most ${limit} (${THREAD_MULTIPLE} × the ${cores} cores of this machine)`,
    );
  }
  if (requested <= cores) return { threads: requested };
  return { threads: cores, note: `${option} ${requested}: using ${cores}, the cores of this machine` };
}

/** Bytes as whole megabytes, rounded up. */
export function megabytes(bytes: number): number {
  return Math.ceil(bytes / 2 ** 20);
}

/**
 * Refuse, before allocating, work whose memory estimate exceeds the limit: TOO_LARGE
 * `the pattern matrix needs 3052 MB, limit 2048 MB (--max-memory)`.
 */
export function checkMemory(needBytes: number, limitMB: number, what: string): void {
  if (megabytes(needBytes) > limitMB) {
    throw new WordleError('TOO_LARGE', `${what} needs ${megabytes(needBytes)} MB, limit ${limitMB} MB (--max-memory)`);
  }
}
