import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { WordleError } from '../core/errors.js';
import { escapeControls, quote } from '../core/quote.js';
import { DEFAULT_MAX_WORDS, makeWordSet, type WordSet } from '../core/wordlist.js';
import { isWorkerId } from '../search/jobs/job.js';
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

/** The longest stored word lists a worker reads: 100,000 words take about 1 MB. */
export const MAX_SETUP_CHARS = 16 * 2 ** 20;

/** The stored word lists, parsed and checked for their form only (nothing is built from them yet). */
export function parseSetup(text: string, id: string): QueueSetup {
  let s: Partial<QueueSetup>;
  try {
    s = JSON.parse(text) as Partial<QueueSetup>;
  } catch {
    throw new WordleError('BAD_FILE', `the word lists stored for run ${id} are not valid JSON`);
  }
  if (
    typeof s !== 'object' ||
    s === null ||
    s.format !== 'wordlekit-queue-setup' ||
    s.version !== 1 ||
    !Array.isArray(s.answers) ||
    !Array.isArray(s.extraGuesses) ||
    ![...s.answers, ...s.extraGuesses].every((w) => typeof w === 'string')
  ) {
    throw new WordleError('BAD_FILE', `the word lists stored for run ${id} are not in a known format`);
  }
  if (s.answers.length + s.extraGuesses.length > DEFAULT_MAX_WORDS) {
    throw new WordleError(
      'TOO_LARGE',
      `the word lists stored for run ${id} hold ${s.answers.length + s.extraGuesses.length} words, more than ${DEFAULT_MAX_WORDS} (the limit of a worker)`,
    );
  }
  return s as QueueSetup;
}

/** The word lists of a parsed set-up, checked against their id (the checksum). */
export function setupWords(s: QueueSetup, id: string): WordSet {
  const words = makeWordSet(s.answers, s.extraGuesses);
  if (words.checksum !== id)
    throw new WordleError('BAD_FILE', `the word lists stored for run ${id} do not match their checksum`);
  return words;
}

/** The word lists from their stored form, checked against their id (the checksum). */
export function setupFromJson(text: string, id: string): WordSet {
  return setupWords(parseSetup(text, id), id);
}

/**
 * What a queue job holds: the run's word lists (by id) and the job itself; with `--replicas`, which
 * copy of the job it is (1, 2, …: each copy must be run by a different worker).
 */
export interface QueueJobData {
  readonly setup: string;
  readonly job: JobJson;
  readonly replica?: number;
}

/** What a queue job returns: the result, the time it took and who ran it (a worker id, see `WORKER_ID`). */
export interface QueueJobReturn {
  readonly result: unknown;
  readonly seconds: number;
  readonly worker: string;
}

/** A job's id, from its content: adding the same job twice adds it once (and finds its result). */
export function jobIdOf(data: QueueJobData): string {
  const replica = data.replica === undefined ? '' : `\n${data.replica}`;
  return createHash('sha256')
    .update(`${data.setup}\n${JSON.stringify(data.job)}${replica}`)
    .digest('hex')
    .slice(0, 32);
}

/** The id of the job a replica copies (the same for every replica, and for the job without replicas). */
export function baseJobIdOf(data: QueueJobData): string {
  return jobIdOf({ setup: data.setup, job: data.job });
}

/** This process's default worker id: `HOST:PID`, made a valid id (see `WORKER_ID`). */
export function defaultWorkerId(): string {
  const host =
    hostname()
      .replace(/[^A-Za-z0-9._-]/gu, '_')
      .replace(/^[^A-Za-z0-9]+/u, '') || 'host';
  return `${host.slice(0, 50)}:${process.pid}`;
}

/** Check a worker id given with `--id` (see `WORKER_ID`). */
export function checkWorkerId(id: string): void {
  if (!isWorkerId(id)) {
    throw new WordleError(
      'BAD_OPTION',
      `--id ${quote(id, 64)}: a worker id is 1 to 64 letters, digits, ".", "_", ":", "@" or "-", starting with a letter or digit`,
    );
  }
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
  // ioredis selects the URL's database while connecting, and goes on with database 0 when the
  // server has no such database: ask again here, where a refusal is an error.
  try {
    await probe.select(target.db);
  } catch (e) {
    probe.disconnect();
    throw new WordleError(
      'BAD_OPTION',
      `Redis at ${target.shown} has no database ${target.db} (${escapeControls((e as Error).message).slice(0, 100)}; a server has 16 unless its "databases" setting says otherwise)`,
    );
  }
  probe.disconnect();
  const client = new pkgs.Redis(target.url, { maxRetriesPerRequest: null });
  client.on('error', () => undefined); // ioredis reconnects by itself; commands wait for it
  return client;
}
