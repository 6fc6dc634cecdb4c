import { createHash } from 'node:crypto';
import { WordleError } from '../core/errors.js';
import { escapeControls } from '../core/quote.js';
import { makeWordSet, type WordSet } from '../core/wordlist.js';
import type { JobJson } from '../search/jobs/json.js';
import { loadOptional } from './plot-packages.js';
import type { RedisTarget } from './redis-url.js';

/*
 * What the coordinator (queue.ts) and the workers (queue-worker.ts) agree on: the BullMQ prefix and
 * queue name, the keys this project keeps beside BullMQ's under the queue's own key space, the
 * word lists a worker needs (stored in Redis, so a worker started anywhere can run), and job ids.
 */

/** BullMQ's key prefix for this project's queues: keys are `wordlekit:NAME:…`. */
export const QUEUE_PREFIX = 'wordlekit';

/** The default queue name. */
export const DEFAULT_QUEUE = 'wordle-openings';

/** The keys of one queue that are this project's, not BullMQ's (job ids are hex, so they never clash). */
export function queueKeys(name: string): { lock: string; run: string; setup: (id: string) => string } {
  const base = `${QUEUE_PREFIX}:${name}:wl`;
  return { lock: `${base}:coordinator`, run: `${base}:run`, setup: (id) => `${base}:setup:${id}` };
}

/** Check a queue name: letters, digits, `-`, `_`, `.` (it becomes part of Redis keys). */
export function checkQueueName(name: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/u.test(name)) {
    throw new WordleError(
      'BAD_OPTION',
      `--name "${name.slice(0, 64)}": a queue name is 1 to 64 letters, digits, ".", "_" or "-"`,
    );
  }
}

/** The word lists of a run, as stored for the workers. */
export interface QueueSetup {
  readonly format: 'wordlekit-queue-setup';
  readonly version: 1;
  readonly answers: readonly string[];
  readonly extraGuesses: readonly string[];
}

/** The id of a run's word lists (their checksum): jobs name it, workers fetch the lists by it. */
export function setupIdOf(words: WordSet): string {
  return words.checksum;
}

/** The stored form of the word lists. */
export function setupJson(words: WordSet): string {
  const s: QueueSetup = {
    format: 'wordlekit-queue-setup',
    version: 1,
    answers: words.answers,
    extraGuesses: words.guesses.slice(words.answers.length),
  };
  return JSON.stringify(s);
}

/** The word lists from their stored form, checked against their id (the checksum). */
export function setupFromJson(text: string, id: string): WordSet {
  let s: Partial<QueueSetup>;
  try {
    s = JSON.parse(text) as Partial<QueueSetup>;
  } catch {
    throw new WordleError('BAD_FILE', `the word lists stored for run ${id} are not valid JSON`);
  }
  if (
    s.format !== 'wordlekit-queue-setup' ||
    s.version !== 1 ||
    !Array.isArray(s.answers) ||
    !Array.isArray(s.extraGuesses)
  ) {
    throw new WordleError('BAD_FILE', `the word lists stored for run ${id} are not in a known format`);
  }
  const words = makeWordSet(s.answers, s.extraGuesses);
  if (words.checksum !== id)
    throw new WordleError('BAD_FILE', `the word lists stored for run ${id} do not match their checksum`);
  return words;
}

/** What a queue job holds: the run's word lists (by id) and the job itself. */
export interface QueueJobData {
  readonly setup: string;
  readonly job: JobJson;
}

/** What a queue job returns: the result, the time it took and who ran it. */
export interface QueueJobReturn {
  readonly result: unknown;
  readonly seconds: number;
  readonly worker: string;
}

/** A job's id, from its content: adding the same job twice adds it once (and finds its result). */
export function jobIdOf(data: QueueJobData): string {
  return createHash('sha256')
    .update(`${data.setup}\n${JSON.stringify(data.job)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The optional packages of the queue. */
export interface QueuePackages {
  readonly bullmq: typeof import('bullmq');
  readonly Redis: typeof import('ioredis').Redis;
}

/** Load bullmq and ioredis (optional peer dependencies): a missing one is one line saying what to install. */
export async function loadQueuePackages(): Promise<QueuePackages> {
  const m = await loadOptional(['bullmq', 'ioredis'], undefined, '--queue and `wordle worker` need');
  const ioredis = m.get('ioredis') as typeof import('ioredis');
  return { bullmq: m.get('bullmq') as typeof import('bullmq'), Redis: ioredis.Redis };
}

/** Connect a plain client for this project's own keys; an unreachable server is one clear error. */
export async function connectRedis(pkgs: QueuePackages, target: RedisTarget): Promise<import('ioredis').Redis> {
  const probe = new pkgs.Redis(target.url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
    enableOfflineQueue: false,
    disconnectTimeout: 50,
  });
  let reason = '';
  probe.on('error', (e: Error) => (reason ||= e.message)); // the cause; connect() only says "Connection is closed"
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    probe.disconnect();
    throw new WordleError(
      'QUEUE_UNAVAILABLE',
      `cannot connect to Redis at ${target.shown}: ${escapeControls(reason || (e as Error).message).slice(0, 200)}`,
    );
  }
  probe.disconnect();
  const client = new pkgs.Redis(target.url, { maxRetriesPerRequest: null });
  client.on('error', () => undefined); // ioredis reconnects by itself; commands wait for it
  return client;
}
