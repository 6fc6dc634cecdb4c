import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { WordleError } from '../core/errors.js';
import { ioReason, processAlive } from './atomic.js';

/*
 * A lock for a read-merge-write of one file by several processes (`wordle history add` run twice
 * at once: each read the stored days, added its own and wrote the lot, and the last writer lost the
 * other's day). The lock is a file beside the target, `TARGET.lock`, created exclusively (O_EXCL)
 * and holding its holder's process id and host; it is removed when the work is done. A process
 * killed while holding it (Ctrl-C stops at once) leaves it behind: a lock whose holder is gone
 * (its process no longer runs on this host, or it is older than STALE_MS, far longer than any
 * read-merge-write) is taken over. The wait is synchronous, in short sleeps: the work under the
 * lock takes milliseconds.
 */

/** How long a process waits for the lock before giving up, ms. */
const WAIT_MS = 10_000;

/** A lock older than this is left by a process that stopped while holding it, ms. */
const STALE_MS = 60_000;

/** Sleep this thread (the lock's wait: the holder is another process). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Who holds a lock (its first line: `PID HOST`), or undefined when it cannot be read. */
function holderOf(lock: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host] = readFileSync(lock, 'utf8').split('\n')[0]!.split(' ');
    const n = Number(pid);
    return Number.isSafeInteger(n) && n > 0 && host !== undefined ? { pid: n, host } : undefined;
  } catch {
    return undefined;
  }
}

/** True when the lock's holder is gone: its process ended (on this host), or it is older than STALE_MS. */
function stale(lock: string): boolean {
  let age: number;
  try {
    age = Date.now() - statSync(lock).mtimeMs;
  } catch {
    return false; // gone already: the next try takes it
  }
  if (age > STALE_MS) return true;
  const holder = holderOf(lock);
  // (a lock being written has no holder yet: give it time)
  return holder !== undefined && holder.host === hostname() && !processAlive(holder.pid);
}

/** Take the lock file `lock` (created exclusively), waiting for its holder; `what` names the file locked. */
function acquire(lock: string, what: string): number {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx', 0o644);
      writeSync(fd, `${process.pid} ${hostname()}\n`);
      return fd;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new WordleError('BAD_FILE', `cannot lock ${what}: cannot create ${lock}: ${ioReason(e)}`);
      }
    }
    if (stale(lock)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() > end) {
      const h = holderOf(lock);
      const who = h === undefined ? 'another process' : `process ${h.pid} on ${h.host}`;
      throw new WordleError(
        'BAD_FILE',
        `${what} is locked by ${who} (${lock}) for more than ${WAIT_MS / 1000} s: try again, or remove the lock file if no wordle is running`,
      );
    }
    sleep(25);
  }
}

/**
 * Run `work` (a read-merge-write of `path`) holding the lock `PATH.lock`: another process doing the
 * same waits until it is done (see the file comment). `what` names the file in messages.
 */
export function withFileLock<T>(path: string, what: string, work: () => T): T {
  const lock = `${path}.lock`;
  const fd = acquire(lock, what);
  try {
    return work();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}
