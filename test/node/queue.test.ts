import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWordleError } from '../../src/core/errors.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { connectRedis, loadQueuePackages } from '../../src/node/queue-keys.js';
import { parseRedisUrl } from '../../src/node/redis-url.js';
import { spawnCli } from '../cli/run.js';
import { REDIS, start, startRedis, tableBody, until, type TestRedis } from '../helpers/redis.js';
import { rng, sample } from '../search/naive.js';

// The distributed ranking, end to end: a real redis-server on a free port (CI installs it with
// apt; without the binary these tests are skipped with a message), `wordle worker` processes and a
// coordinator (`wordle openings rank --queue`), one of the workers killed in the middle of a job.
// (Bad and forged results, replicas, lost data: queue-trust.test.ts.)

if (REDIS === '') console.warn('queue tests skipped: no redis-server on PATH (apt-get install redis-server)');

const dir = mkdtempSync(join(tmpdir(), 'wordle-queue-'));
const classic = builtinWordSet('classic');
const random = rng(77);
const A = join(dir, 'answers.txt');
const G = join(dir, 'guesses.txt');
writeFileSync(A, `${sample(classic.answers, 200, random).join('\n')}\n`);
writeFileSync(G, `${sample(classic.guesses.slice(classic.answers.length), 150, random).join('\n')}\n`);
// About a third of the 350 openings are below this cutoff (the others get bounds).
const RANK = ['--answers', A, '--guesses', G, '--cutoff', '575'];

describe.skipIf(REDIS === '')('openings rank on a BullMQ queue, with `wordle worker`s', () => {
  let t: TestRedis;
  let url = '';
  const local = join(dir, 'local.tsv');

  beforeAll(async () => {
    t = await startRedis();
    url = t.url;
    // The reference: the same ranking on local worker threads.
    expect(spawnCli(['openings', 'rank', ...RANK, '--out', local, '--quiet']).code).toBe(0);
  }, 120_000); // a whole local ranking: seconds on a quiet machine, more on a busy one

  afterAll(() => t?.stop());

  it('gives the same table as local threads with 3 workers, one killed in the middle of a job', async () => {
    const name = 'kill-test';
    const workers = [0, 1, 2].map(() =>
      start(['worker', '--queue', url, '--name', name, '--concurrency', '1', '--lock-timeout', '1']),
    );
    await until(() => workers.every((w) => /\(BullMQ id [0-9a-f-]+\)/u.test(w.stderr)), 20_000, 'the workers to start');
    const victim = workers[0]!;
    const victimId = /\(BullMQ id ([0-9a-f-]+)\)/u.exec(victim.stderr)![1]!;
    const out = join(dir, 'queue.tsv');
    const coordinator = start(['openings', 'rank', ...RANK, '--out', out, '--queue', url, '--name', name]);

    // Freeze the victim, and kill it if it holds a job (taken from the queue, result not given):
    // its lock then expires and another worker must take the job over.
    const holdsJob = async (): Promise<boolean> => {
      for (const id of await t.redis.lrange(`wordlekit:${name}:active`, 0, -1)) {
        if ((await t.redis.get(`wordlekit:${name}:${id}:lock`))?.startsWith(`${victimId}:`)) return true;
      }
      return false;
    };
    await until(
      async () => {
        victim.child.kill('SIGSTOP');
        if (await holdsJob()) return true;
        victim.child.kill('SIGCONT');
        return false;
      },
      30_000,
      'the victim to hold a job',
    );
    victim.child.kill('SIGKILL');
    expect((await victim.exit).signal).toBe('SIGKILL');

    const done = await coordinator.exit;
    expect(done.code, coordinator.stderr).toBe(0);
    expect(coordinator.stderr).toMatch(/a job's worker stopped answering: the job went back to the queue/u);
    expect(coordinator.stdout).toMatch(
      /^ranked 350 of 350 openings \(custom-[0-9a-f]+ list, normal mode, cutoff 575\)/u,
    );
    expect(tableBody(out)).toBe(tableBody(local));
    // The survivors finish the queue and stop by themselves; the queue is cleaned up.
    for (const w of workers.slice(1)) {
      expect((await w.exit).code, w.stderr).toBe(0);
      expect(w.stderr).toMatch(/worker done: \d+ jobs in [\d.]+ s; the queue is finished/u);
    }
    // No job, result or word list is left (BullMQ's own bookkeeping keys may come back while workers run).
    const left = await t.redis.keys(`wordlekit:${name}:*`);
    expect(left.filter((k) => !/:(meta|stalled-check)$/u.test(k))).toEqual([]);
  });

  it('refuses a second coordinator on the same queue; Ctrl-C keeps the jobs; another run needs --clear-queue', async () => {
    const name = 'two-coordinators';
    const first = start([
      'openings',
      'rank',
      ...RANK,
      '--out',
      join(dir, 'one.tsv'),
      '--queue',
      url,
      '--name',
      name,
      '--quiet',
    ]);
    await until(
      async () => (await t.redis.exists(`wordlekit:${name}:wl:coordinator`)) === 1,
      20_000,
      'the first coordinator',
    );
    const second = spawnCli([
      'openings',
      'rank',
      ...RANK,
      '--out',
      join(dir, 'two.tsv'),
      '--queue',
      url,
      '--name',
      name,
    ]);
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(
      new RegExp(
        `^wordle: queue "${name}" on ${url.replaceAll('.', '\\.')}/0 is in use by the coordinator on .+ \\(pid \\d+, since .+\\): wait for it to finish, or use another --name`,
        'u',
      ),
    );
    // No worker runs: the first one waits; Ctrl-C stops it, and its jobs stay in the queue.
    await until(async () => (await t.redis.llen(`wordlekit:${name}:wait`)) > 0, 20_000, 'jobs in the queue');
    first.child.kill('SIGINT');
    expect((await first.exit).code).toBe(130);
    expect(first.stderr).toMatch(
      /the queue keeps the jobs already added, and its workers go on with them; run the same command again to resume/u,
    );
    // A different run (another cutoff) on that queue is refused, then allowed to discard them.
    const other = [
      'openings',
      'rank',
      '--answers',
      A,
      '--guesses',
      G,
      '--cutoff',
      '560',
      '--queue',
      url,
      '--name',
      name,
      '--quiet',
    ];
    const refused = spawnCli([...other, '--out', join(dir, 'three.tsv')]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /holds \d+ jobs of another run \(.*cutoff 575.*\): run that again to finish it, or pass --clear-queue to discard them/u,
    );
    const worker = start(['worker', '--queue', url, '--name', name, '--concurrency', '2', '--quiet']);
    const cleared = spawnCli([...other, '--out', join(dir, 'three.tsv'), '--clear-queue']);
    expect(cleared.code, cleared.stderr).toBe(0);
    expect((await worker.exit).code).toBe(0);
  });

  it('runs `optimal --rank` on the queue too (the same engine), with the same result as local threads', async () => {
    const name = 'optimal-rank';
    const candidates = join(dir, 'candidates.txt');
    writeFileSync(candidates, `${readFileSync(A, 'utf8').split('\n').slice(0, 30).join('\n')}\n`);
    const args = [
      'optimal',
      '--rank',
      '5',
      '--answers',
      A,
      '--guesses',
      G,
      '--candidates',
      candidates,
      '--json',
      '--quiet',
    ];
    const here = spawnCli(args);
    expect(here.code, here.stderr).toBe(0);
    const worker = start(['worker', '--queue', url, '--name', name, '--concurrency', '2', '--quiet']);
    const queued = spawnCli([...args, '--queue', url, '--name', name]);
    expect(queued.code, queued.stderr).toBe(0);
    const ranking = (stdout: string): unknown => (JSON.parse(stdout) as { ranking: unknown }).ranking;
    expect(ranking(queued.stdout)).toEqual(ranking(here.stdout));
    expect((ranking(here.stdout) as unknown[]).length).toBe(5);
    expect((await worker.exit).code).toBe(0);
    // --queue belongs to --rank.
    const misplaced = spawnCli(['optimal', 'soare=ygbbb', '--queue', url]);
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toBe('wordle: --queue and --clear-queue go with --rank\n');
  });

  it('says in one line when the server is unreachable', () => {
    const r = spawnCli(['openings', 'rank', ...RANK, '--out', join(dir, 'x.tsv'), '--queue', 'redis://127.0.0.1:1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^wordle: cannot connect to Redis at redis:\/\/127\.0\.0\.1:1\/0: .*ECONNREFUSED.*\n$/u);
    const w = spawnCli(['worker', '--queue', 'redis://127.0.0.1:1']);
    expect(w.code).toBe(2);
    expect(w.stderr).toMatch(/^wordle: cannot connect to Redis at redis:\/\/127\.0\.0\.1:1\/0/u);
  });
});

describe('queue failures have their own codes', () => {
  // Once they were all BAD_OPTION, as if the user had mistyped an option.
  it('an unreachable server is QUEUE_UNAVAILABLE', async () => {
    const e: unknown = await connectRedis(await loadQueuePackages(), parseRedisUrl('redis://127.0.0.1:1')).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isWordleError(e) && e.code).toBe('QUEUE_UNAVAILABLE');
    expect((e as Error).message).toMatch(/^cannot connect to Redis at redis:\/\/127\.0\.0\.1:1\/0: /u);
  });
});
