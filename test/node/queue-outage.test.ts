import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import {
  exitedWithin,
  REDIS,
  start,
  startRedis,
  tableBody,
  until,
  type Proc,
  type TestRedis,
} from '../helpers/redis.js';
import { rng, sample } from '../search/naive.js';

// Redis gone mid-run, and not coming back (issue 36, 2): the coordinator of `openings rank
// --queue` and the workers say within seconds that the queue is unreachable, retry for
// --queue-timeout, then exit 2 with the progress kept, and the run resumes on another server;
// SIGTERM and Ctrl-C end them promptly while the server is away, and a worker never claims it put
// its jobs back when it could not. Every wait has a hard limit: a hang fails, it does not wait.

if (REDIS === '') console.warn('queue outage tests skipped: no redis-server on PATH (apt-get install redis-server)');

const dir = mkdtempSync(join(tmpdir(), 'wordle-outage-'));
const classic = builtinWordSet('classic');
const random = rng(36);
const A = join(dir, 'answers.txt');
const G = join(dir, 'guesses.txt');
writeFileSync(A, `${sample(classic.answers, 100, random).join('\n')}\n`);
writeFileSync(G, `${sample(classic.guesses.slice(classic.answers.length), 40, random).join('\n')}\n`);
const RANK = ['openings', 'rank', '--answers', A, '--guesses', G];

const UNREACHABLE =
  /Redis at redis:\/\/127\.0\.0\.1:\d+\/0 is unreachable \([^)]+\): retrying for up to \d+ s \(--queue-timeout\)/u;

describe.skipIf(REDIS === '')('Redis gone mid-run', () => {
  const local = join(dir, 'local.tsv');
  let localRun: Proc;
  let t: TestRedis;
  beforeAll(() => {
    localRun = start([...RANK, '--out', local, '--workers', '1', '--quiet']);
  });
  afterAll(() => t?.stop());

  /** A coordinator and a worker on a fresh server, once the first opening is valued (its progress written). */
  async function midRun(out: string, timeout: string[]): Promise<{ coordinator: Proc; worker: Proc }> {
    t = await startRedis();
    const queue = ['--queue', t.url, ...timeout];
    const coordinator = start([...RANK, '--out', out, ...queue]);
    const worker = start(['worker', ...queue, '--concurrency', '1', '--id', 'w1']);
    await until(() => existsSync(`${out}.progress`), 30_000, 'the first opening valued');
    return { coordinator, worker };
  }

  it('says so within seconds, gives up after --queue-timeout with exit 2 keeping the progress, and the run resumes', async () => {
    const out = join(dir, 'gone.tsv');
    const { coordinator, worker } = await midRun(out, ['--queue-timeout', '3']);
    t.stop(); // SIGKILL: the server is gone, with everything it held
    await until(() => UNREACHABLE.test(coordinator.stderr) && UNREACHABLE.test(worker.stderr), 8000, 'the warnings');
    expect(await exitedWithin(coordinator, 15_000, 'the coordinator')).toBe(2);
    expect(coordinator.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^wordle: Redis at \S+ was unreachable for \d+ s \([^)]+\): giving up \(--queue-timeout\); \d+ openings kept in \S+\.progress: run the same command again to resume$/u,
    );
    expect(await exitedWithin(worker, 15_000, 'the worker')).toBe(2);
    expect(worker.stderr).toMatch(/giving up \(--queue-timeout\); /u);
    expect(worker.stderr).not.toMatch(/went back to the queue/u);
    // Another server, empty: the run resumes from its progress file and ends with a local run's table.
    t = await startRedis();
    const resumed = start([...RANK, '--out', out, '--queue', t.url]);
    const w2 = start(['worker', '--queue', t.url, '--concurrency', '1', '--id', 'w2']);
    expect(await exitedWithin(resumed, 60_000, 'the resumed run'), resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(/^resuming: \d+ openings valued in \S+\.progress$/mu);
    expect(await exitedWithin(localRun, 60_000, 'the local run')).toBe(0);
    expect(tableBody(out)).toBe(tableBody(local));
    expect(await exitedWithin(w2, 20_000, 'the second worker')).toBe(0);
    t.stop();
  });

  it('SIGTERM and Ctrl-C end the coordinator and the worker at once while Redis is away', async () => {
    const out = join(dir, 'signals.tsv');
    const { coordinator, worker } = await midRun(out, []);
    t.stop();
    await until(() => UNREACHABLE.test(coordinator.stderr) && UNREACHABLE.test(worker.stderr), 8000, 'the warnings');
    coordinator.child.kill('SIGTERM');
    worker.child.kill('SIGINT');
    expect(await exitedWithin(coordinator, 8000, 'the coordinator')).toBe(143);
    expect(await exitedWithin(worker, 8000, 'the worker')).toBe(130);
    expect(coordinator.stderr).toMatch(
      /^wordle: interrupted: \d+ openings kept in \S+\.progress; the queue's Redis did not answer: the jobs already added stay there only if it comes back with its data; run the same command again to resume$/mu,
    );
    expect(worker.stderr).toMatch(
      /^wordle: interrupted: (no job was in progress|1 job in progress could not be put back)/mu,
    );
    expect(worker.stderr).not.toMatch(/went back to the queue/u);
  });
});
