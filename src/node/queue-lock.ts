import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { WordleError } from '../core/errors.js';
import { escapeControls, quote } from '../core/quote.js';
import type { WordSet } from '../core/wordlist.js';
import { queueKeys, setupIdOf } from './queue-keys.js';
import type { RedisTarget } from './redis-url.js';

/*
 * One run per queue: a queue that holds another run's jobs is refused (`claimRun`).
 *
 * One coordinator per queue: it holds a lock key, renewed every few seconds and expiring 30 s
 * after its holder stops renewing it. A renewal that finds the key gone tells why: another
 * coordinator took it (the key holds another value), the lock merely expired while this process
 * was unresponsive (the run's other keys are there: it is taken again), or Redis lost its data
 * (restarted empty, or flushed: the run's keys are gone too).
 *
 * A lock no coordinator renews (one written without an expiry, or with one longer than LOCK_MS:
 * a coordinator never writes such a lock, and its renewal would bring the expiry back to LOCK_MS)
 * is watched for one renewal period; if nothing renews it, its holder is gone and the lock is
 * taken over, and said so. Otherwise it would block the queue until deleted by hand.
 */

/** How long the lock lasts without renewal, ms. */
export const LOCK_MS = 30_000;

/** How often the holder renews the lock, ms. */
export const RENEW_MS = 5_000;

const COMPARE_EXPIRE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const COMPARE_SET = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 else return 0 end`;
const COMPARE_DELETE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** What a renewal found. */
export type Renewal = 'held' | 'retaken' | { readonly lost: WordleError };

/** The coordinator's claim on a queue. */
export class CoordinatorLock {
  private constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly target: RedisTarget,
    private readonly value: string,
  ) {}

  /**
   * Take the queue, or refuse (QUEUE_BUSY) naming the coordinator that holds it. A lock that no
   * coordinator renews is taken over (see the file comment), said to `warn`.
   */
  static async take(
    redis: Redis,
    name: string,
    target: RedisTarget,
    warn: (text: string) => void = () => undefined,
  ): Promise<CoordinatorLock> {
    const key = queueKeys(name).lock;
    const value = JSON.stringify({
      host: hostname(),
      pid: process.pid,
      since: new Date().toISOString(),
      id: randomBytes(6).toString('hex'),
    });
    if ((await redis.set(key, value, 'PX', LOCK_MS, 'NX')) === 'OK')
      return new CoordinatorLock(redis, name, target, value);
    const holder = await redis.get(key);
    const ttl = await redis.pttl(key);
    if (holder !== null && (await unrenewed(redis, key, holder, ttl))) {
      if ((await redis.eval(COMPARE_SET, 1, key, holder, value, LOCK_MS)) === 1) {
        const expiry = ttl === -1 ? 'no expiry' : `an expiry in ${Math.ceil(ttl / 1000)} s`;
        warn(
          `queue "${name}" on ${target.shown} was claimed by ${describeHolder(holder)} with ${expiry}, and nothing renewed the claim for ${(RENEW_MS + WATCH_MARGIN_MS) / 1000} s: its holder is gone; took the queue over`,
        );
        return new CoordinatorLock(redis, name, target, value);
      }
    }
    const who = holder === null ? 'another coordinator' : describeHolder(holder);
    throw new WordleError(
      'QUEUE_BUSY',
      `queue "${name}" on ${target.shown} is in use by ${who}: wait for it to finish, or use another --name (if it was killed, its claim expires in ${Math.ceil(Math.max(0, ttl) / 1000)} s)`,
    );
  }

  /**
   * Renew the claim. `runKey`: a key the run keeps while it lasts (its description), present
   * unless Redis lost its data.
   */
  async renew(): Promise<Renewal> {
    const keys = queueKeys(this.name);
    if ((await this.redis.eval(COMPARE_EXPIRE, 1, keys.lock, this.value, LOCK_MS)) !== 0) return 'held';
    const holder = await this.redis.get(keys.lock);
    if (holder !== null) {
      return {
        lost: new WordleError(
          'QUEUE_BUSY',
          `lost queue "${this.name}" to ${describeHolder(holder)} (this one was unresponsive for ${LOCK_MS / 1000} s)`,
        ),
      };
    }
    if ((await this.redis.exists(keys.run)) === 0) {
      return {
        lost: new WordleError(
          'QUEUE_UNAVAILABLE',
          `Redis at ${this.target.shown} lost the data of queue "${this.name}" (restarted empty, or flushed): its jobs and results are gone`,
        ),
      };
    }
    // Expired while this process was busy, and nobody took it: take it again.
    if ((await this.redis.set(keys.lock, this.value, 'PX', LOCK_MS, 'NX')) === 'OK') return 'retaken';
    return this.renew();
  }

  /** Give the queue up (only if this process still holds it). */
  async release(): Promise<void> {
    await this.redis.eval(COMPARE_DELETE, 1, queueKeys(this.name).lock, this.value).catch(() => undefined);
  }
}

/**
 * Refuse a queue that holds another run's jobs (unless `clear`); with `clear`, empty it whatever
 * it holds (even this run's: a way out of anything left there). Then mark it as this run's.
 */
export async function claimRun(
  redis: Redis,
  queue: Queue,
  opts: { readonly name: string; readonly run: string; readonly words: WordSet; readonly clear?: boolean },
): Promise<void> {
  const keys = queueKeys(opts.name);
  const run = `${opts.run} · lists ${setupIdOf(opts.words)}`;
  const previous = await redis.get(keys.run);
  if (opts.clear !== true && previous !== null && previous !== run) {
    const counts = await queue.getJobCounts();
    const held = Object.values(counts).reduce((a, b) => a + b, 0);
    if (held > 0) {
      throw new WordleError(
        'QUEUE_BUSY',
        `queue "${opts.name}" holds ${held} jobs of another run (${quote(previous, 80)}): run that again to finish it, or pass --clear-queue to discard them`,
      );
    }
  }
  if (opts.clear === true || (previous !== null && previous !== run)) {
    await queue.obliterate({ force: true });
    // Every run's word lists (SCAN, not KEYS: the server may hold much else).
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', keys.setup('*'), 'COUNT', 1000);
      if (found.length > 0) await redis.del(...found);
      cursor = next;
    } while (cursor !== '0');
  }
  await redis.set(keys.run, run);
}

/** How much longer than a renewal period a lock is watched before its holder is taken to be gone, ms. */
const WATCH_MARGIN_MS = 1_500;

/**
 * True when the lock `key` (value `holder`, expiry `ttl` ms, -1 for none) is one no coordinator
 * writes (no expiry, or a longer one than LOCK_MS) and nothing renewed it for a renewal period: a
 * coordinator would have brought its expiry back to LOCK_MS.
 */
async function unrenewed(redis: Redis, key: string, holder: string, ttl: number): Promise<boolean> {
  const odd = (t: number): boolean => t === -1 || t > LOCK_MS;
  if (!odd(ttl)) return false;
  await new Promise((resolve) => setTimeout(resolve, RENEW_MS + WATCH_MARGIN_MS));
  return (await redis.get(key)) === holder && odd(await redis.pttl(key));
}

/** Who holds a queue, from its lock's value (untrusted text: escaped and cut). */
function describeHolder(value: string): string {
  const safe = (x: unknown, n: number): string => escapeControls(String(x)).slice(0, n);
  try {
    const v = JSON.parse(value) as { host?: unknown; pid?: unknown; since?: unknown };
    return `the coordinator on ${safe(v.host, 60)} (pid ${safe(v.pid, 12)}, since ${safe(v.since, 30)})`;
  } catch {
    return 'another coordinator';
  }
}
