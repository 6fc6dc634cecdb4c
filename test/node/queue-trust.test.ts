import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { QueueExecutor } from '../../src/node/queue.js';
import { QUEUE_PREFIX, queueKeys } from '../../src/node/queue-keys.js';
import { parseRedisUrl } from '../../src/node/redis-url.js';
import { resultProblem } from '../../src/node/run-executor.js';
import { rootPosition } from '../../src/search/position/position.js';
import { spawnCli } from '../cli/run.js';
import { exitedWithin, REDIS, start, startRedis, tableBody, until, type TestRedis } from '../helpers/redis.js';
import { startRogue, worseTree } from '../helpers/rogue.js';
import { rng, sample } from '../search/naive.js';

// A bad result never blocks a queue, and a forged one never passes for a proof: a rogue worker
// (test/helpers/rogue.ts) on the test's own Redis forges exact totals, sends malformed results and
// claims losses, beside honest `wordle worker`s; each run's table must equal a local run's.

if (REDIS === '') console.warn('queue trust tests skipped: no redis-server on PATH (apt-get install redis-server)');

const dir = mkdtempSync(join(tmpdir(), 'wordle-trust-'));
const classic = builtinWordSet('classic');
const random = rng(77);
const answers = sample(classic.answers, 120, random);
const extra = sample(classic.guesses.slice(classic.answers.length), 80, random);
const A = join(dir, 'answers.txt');
const G = join(dir, 'guesses.txt');
writeFileSync(A, `${answers.join('\n')}\n`);
writeFileSync(G, `${extra.join('\n')}\n`);
// No cutoff: every opening's total is exact (a second locally), and a loss would be recorded as one.
const RANK = ['openings', 'rank', '--answers', A, '--guesses', G, '--quiet'];
const words = makeWordSet(answers, extra);

describe.skipIf(REDIS === '')('the queue trusts no worker', () => {
  let t: TestRedis;
  const local = join(dir, 'local.tsv');
  const queue = (name: string): string[] => ['--queue', t.url, '--name', name];
  // --wait 10: a worker that connects after the coordinator has finished (it may, when the rogue's
  // answers leave the coordinator computing every job itself) waits 10 s for one, not the default 300.
  const worker = (name: string, id: string): ReturnType<typeof start> =>
    start(['worker', ...queue(name), '--id', id, '--concurrency', '1', '--wait', '10', '--quiet']);

  beforeAll(async () => {
    t = await startRedis();
    expect(spawnCli([...RANK, '--out', local]).code).toBe(0);
  }, 120_000); // a whole local ranking: seconds on a quiet machine, more on a busy one
  afterAll(() => t?.stop());

  /** The exact totals of the local table, by opening. */
  const exactTotals = (): Map<string, number> =>
    new Map(
      readFileSync(local, 'utf8')
        .split('\n')
        .filter((l) => /^[a-z]+\t\d+\t/u.test(l))
        .map((l) => [l.split('\t')[0]!, Number(l.split('\t')[1])]),
    );

  it("without replicas a forged exact total is one worker's claim, recorded with its producer", async () => {
    const name = 'claim';
    const rogue = await startRogue(t.url, name, 'rogue', worseTree);
    const q = await QueueExecutor.open({
      target: parseRedisUrl(t.url),
      name,
      words,
      size: 1,
      run: 'claim test',
      check: (job, r) => resultProblem(words, job, r),
    });
    try {
      // The rogue answers honestly where a heuristic finds no worse tree: go on to the first it forges.
      for (const [opening, total] of exactTotals()) {
        const r = await q.run({
          kind: 'value',
          position: rootPosition(words),
          beta: 575,
          guesses: [opening],
          tree: true,
        });
        expect(r).toMatchObject({ kind: 'value', exact: true, producer: 'rogue' });
        expect(r.replicas).toBeUndefined();
        if (rogue.forged.length === 0) {
          expect(r.kind === 'value' && r.value).toBe(total);
          continue;
        }
        // A real tree, worse than the optimum: it passes every check a tree can pass, and stays a claim.
        expect(rogue.forged).toEqual([opening]);
        expect(r.kind === 'value' && r.value).toBeGreaterThan(total);
        break;
      }
      expect(rogue.forged.length).toBe(1);
    } finally {
      await q.finish();
      await q.close();
      await rogue.close();
    }
  });

  it('with --replicas 2, a rogue forging exact totals beside three honest workers: the table equals a local run', async () => {
    const name = 'replicas';
    const rogue = await startRogue(t.url, name, 'rogue', worseTree);
    // Three: a copy asked for when the rogue disagrees goes to an honest worker that has not
    // answered that job (with one honest worker, the coordinator computes it: the next case).
    const out = join(dir, 'replicas.tsv');
    // (A child process the test waits for without blocking: the rogue runs in this process.)
    const r = start([...RANK, '--out', out, ...queue(name), '--replicas', '2']);
    // The honest workers start once the rogue has forged a total: beside three of them from the
    // start, on a loaded machine, it may get no job it can forge.
    await until(() => rogue.forged.length > 0, 30_000, 'the rogue to forge a total');
    const honest = [worker(name, 'h1'), worker(name, 'h2'), worker(name, 'h3')];
    expect((await r.exit).code, r.stderr).toBe(0);
    await rogue.close();
    expect(rogue.forged.length).toBeGreaterThan(0);
    expect(tableBody(out)).toBe(tableBody(local));
    // Each forged total was met by an honest one, and a third worker settled it.
    const opening = rogue.forged[0]!.toUpperCase();
    expect(r.stderr).toMatch(
      new RegExp(`the workers disagree on the job for ${opening} \\(.*\\(rogue\\).*\\): asking another worker`, 'u'),
    );
    expect(r.stdout).toMatch(/each job by 2 workers that agree/u);
    for (const w of honest) expect((await w.exit).code, w.stderr).toBe(0);
  });

  it('with --replicas 2, one rogue and one honest worker (two slots): a disagreement is computed here, and the table equals a local run', async () => {
    const name = 'two-slots';
    const rogue = await startRogue(t.url, name, 'rogue', worseTree);
    const out = join(dir, 'two-slots.tsv');
    const r = start([...RANK, '--out', out, ...queue(name), '--replicas', '2']);
    await until(() => rogue.forged.length > 0, 30_000, 'the rogue to forge a total');
    const honest = worker(name, 'h1');
    expect(await exitedWithin(r, 120_000), r.stderr).toBe(0);
    await rogue.close();
    expect(tableBody(out)).toBe(tableBody(local));
    // No third worker could take the copy that settles it: the coordinator computed it, and says so.
    const opening = rogue.forged[0]!.toUpperCase();
    expect(r.stderr).toMatch(
      new RegExp(
        `^wordle: warning: the workers disagree on the job for ${opening} \\(.*\\(rogue\\).*\\): every worker connected has answered it \\((rogue, h1|h1, rogue)\\): computing it here$`,
        'mu',
      ),
    );
    expect(r.stderr).toMatch(
      new RegExp(
        `^wordle: warning: the job for ${opening} computed here: \\d+ \\(as worker h1 said; not as worker rogue said\\)$`,
        'mu',
      ),
    );
    expect(await exitedWithin(honest, 30_000)).toBe(0);
  });

  it('with --replicas 2 beside one honest worker, a malformed result is named, dropped and the job computed again', async () => {
    const name = 'two-slots-malformed';
    // A rogue that answers every job it takes with a malformed result, beside one honest worker.
    const rogue = await startRogue(t.url, name, 'rogue', () => ({ kind: 'value', value: 'x' }));
    const out = join(dir, 'two-slots-malformed.tsv');
    const r = start([...RANK, '--out', out, ...queue(name), '--replicas', '2']);
    await until(() => rogue.answered() >= 1, 20_000, 'the rogue to answer');
    const honest = worker(name, 'h1');
    expect(await exitedWithin(r, 50_000), r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /^wordle: warning: dropped a result for the job for [A-Z]+ from worker rogue: value "x" is not a whole number; every worker connected has answered it \(rogue(, h1)?\): computing it here$/mu,
    );
    expect(r.stderr).not.toMatch(/queued again/u);
    expect(tableBody(out)).toBe(tableBody(local));
    expect(await exitedWithin(honest, 30_000)).toBe(0);
    await rogue.close();
  });

  it('with --replicas 2, a worker that answers one job and leaves beside one honest worker: the run finishes, each missing answer computed here', async () => {
    // The honest worker answers a job's first copy and passes the second back for good: once, no
    // copy settled such a job, and the run waited until killed.
    const name = 'one-honest';
    const rogue = await startRogue(t.url, name, 'rogue', () => undefined, 1);
    const out = join(dir, 'one-honest.tsv');
    const r = start([...RANK, '--out', out, ...queue(name), '--replicas', '2']);
    await until(() => rogue.answered() >= 1, 30_000, 'the rogue to answer');
    await rogue.close();
    const honest = worker(name, 'h1');
    expect(await exitedWithin(r, 150_000), r.stderr).toBe(0);
    expect(tableBody(out)).toBe(tableBody(local));
    expect(r.stderr).toMatch(
      /^wordle: warning: --replicas 2: the workers connected \(h1\) cannot give every job its answers from different workers \(a worker answers one copy of a job\): the missing answers are computed here$/mu,
    );
    expect(r.stderr).not.toMatch(/not as worker/u); // every answer computed here agreed with h1's
    expect(await exitedWithin(honest, 30_000)).toBe(0);
  }, 240_000);

  it('a claim on the queue written without an expiry, that nothing renews, is taken over and said so', async () => {
    const name = 'forged-lock';
    const forged = JSON.stringify({ host: 'elsewhere', pid: 1, since: '2026-01-01T00:00:00.000Z', id: 'x' });
    await t.redis.set(queueKeys(name).lock, forged); // no expiry: once it blocked the queue until deleted by hand
    const w = start(['worker', '--queue', t.url, '--name', name, '--concurrency', '2', '--quiet', '--wait', '30']);
    const c = start([...RANK, '--out', join(dir, 'forged-lock.tsv'), '--queue', t.url, '--name', name]);
    expect(await exitedWithin(c, 120_000), c.stderr).toBe(0);
    expect(c.stderr).toMatch(
      new RegExp(
        `^wordle: warning: queue "${name}" on ${t.url.replaceAll('.', '\\.')}/0 was claimed by the coordinator on elsewhere \\(pid 1, since 2026-01-01T00:00:00\\.000Z\\) with no expiry, and nothing renewed the claim for 6\\.5 s: its holder is gone; took the queue over$`,
        'mu',
      ),
    );
    expect(tableBody(join(dir, 'forged-lock.tsv'))).toBe(tableBody(local));
    expect(await t.redis.exists(queueKeys(name).lock)).toBe(0);
    expect(await exitedWithin(w, 30_000)).toBe(0);
  });

  it('a malformed result is named, dropped and queued again: the run finishes with the table of a local run', async () => {
    const name = 'malformed';
    const rogue = await startRogue(t.url, name, 'rogue', () => ({ kind: 'value', value: 'x' }), 1);
    const out = join(dir, 'malformed.tsv');
    const coordinator = start([...RANK, '--out', out, ...queue(name)]);
    await until(() => rogue.answered() >= 1, 20_000, 'the rogue to answer');
    const honest = worker(name, 'h1');
    const done = await coordinator.exit;
    expect(done.code, coordinator.stderr).toBe(0);
    expect(coordinator.stderr).toMatch(
      /^wordle: warning: dropped a result for the job for [A-Z]+ from worker rogue: value "x" is not a whole number; queued again \(1 of 3\)$/mu,
    );
    expect(tableBody(out)).toBe(tableBody(local));
    expect((await honest.exit).code).toBe(0);
    await rogue.close();
  });

  it("--clear-queue empties the queue even of this run's own results", async () => {
    const name = 'clear';
    const out = join(dir, 'clear.tsv');
    const first = start([...RANK, '--out', out, ...queue(name)]);
    const rogue = await startRogue(t.url, name, 'rogue', () => ({ kind: 'value', value: 'x' }), 3);
    await until(() => rogue.answered() >= 3, 20_000, 'the rogue to answer');
    first.child.kill('SIGINT');
    expect((await first.exit).code).toBe(130);
    await rogue.close();
    // Malformed results wait in the queue; --clear-queue discards them, so none is met.
    const honest = worker(name, 'h1');
    const cleared = spawnCli([...RANK, '--out', out, ...queue(name), '--clear-queue']);
    expect(cleared.code, cleared.stderr).toBe(0);
    expect(cleared.stderr).not.toMatch(/dropped a result/u);
    expect(tableBody(out)).toBe(tableBody(local));
    expect((await honest.exit).code).toBe(0);
  });

  it('a loss claimed by a single worker is proven again by the coordinator', async () => {
    const name = 'loss';
    const lose = { kind: 'value', value: 1_000_000_000, exact: false, guess: null, tree: null, nodes: 0 };
    const rogue = await startRogue(t.url, name, 'rogue', () => lose, 1);
    const out = join(dir, 'loss.tsv');
    const coordinator = start([...RANK, '--out', out, ...queue(name)]);
    await until(() => rogue.answered() >= 1, 20_000, 'the rogue to answer');
    const honest = worker(name, 'h1');
    expect((await coordinator.exit).code, coordinator.stderr).toBe(0);
    expect(coordinator.stderr).toMatch(
      /^wordle: warning: worker rogue claims that the job for [A-Z]+ loses some game: proving it here$/mu,
    );
    expect(tableBody(out)).toBe(tableBody(local));
    expect(readFileSync(out, 'utf8')).not.toMatch(/>=1000000000/u);
    expect((await honest.exit).code).toBe(0);
    await rogue.close();
  });
});

describe.skipIf(REDIS === '')('the queue tells what went wrong', () => {
  let t: TestRedis;
  beforeAll(async () => (t = await startRedis()));
  afterAll(() => t?.stop());
  const lockOf = (name: string): string => queueKeys(name).lock;

  it('Redis restarted empty mid-run: "lost the data", not "another coordinator"', async () => {
    const name = 'flushed';
    const c = start([...RANK, '--out', join(dir, 'flushed.tsv'), '--queue', t.url, '--name', name]);
    await until(async () => (await t.redis.llen(`${QUEUE_PREFIX}:${name}:wait`)) > 0, 20_000, 'jobs in the queue');
    await t.redis.flushall();
    const done = await c.exit;
    expect(done.code).toBe(2);
    expect(c.stderr).toMatch(
      new RegExp(
        `wordle: Redis at ${t.url.replaceAll('.', '\\.')}/0 lost the data of queue "${name}" \\(restarted empty, or flushed\\): its jobs and results are gone`,
        'u',
      ),
    );
    expect(c.stderr).not.toMatch(/another coordinator/u);
  });

  it('SIGTERM on the coordinator gives the queue up at once, as Ctrl-C does (exit 143)', async () => {
    const name = 'sigterm';
    const c = start([...RANK, '--out', join(dir, 'sigterm.tsv'), '--queue', t.url, '--name', name]);
    await until(async () => (await t.redis.llen(`${QUEUE_PREFIX}:${name}:wait`)) > 0, 20_000, 'jobs in the queue');
    expect(await t.redis.exists(lockOf(name))).toBe(1);
    c.child.kill('SIGTERM');
    expect((await c.exit).code).toBe(143);
    expect(await t.redis.exists(lockOf(name))).toBe(0);
    expect(c.stderr).toMatch(/the queue keeps the jobs already added/u);
  });

  it('refuses a database the server does not have', () => {
    const r = spawnCli(['worker', '--queue', `${t.url}/16`, '--wait', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^wordle: Redis at ${t.url.replaceAll('.', '\\.')}/16 has no database 16 \\(ERR DB index is out of range`,
        'u',
      ),
    );
  });

  it('a worker sizes a set-up against --max-memory before building anything', async () => {
    // 60,000 answers: a pattern matrix of 3.4 GB for any job on them (once it took 10.7 GB).
    const many: string[] = [];
    for (let i = 0; many.length < 60_000; i++) {
      let w = '';
      for (let k = i, j = 0; j < 5; j++, k = Math.floor(k / 26)) w += String.fromCharCode(97 + (k % 26));
      many.push(w);
    }
    const name = 'huge';
    const setup = 'deadbeef';
    await t.redis.set(
      queueKeys(name).setup(setup),
      JSON.stringify({ format: 'wordlekit-queue-setup', version: 1, answers: many, extraGuesses: [] }),
    );
    const q = new Queue(name, { connection: { url: t.url }, prefix: QUEUE_PREFIX });
    await q.add('rank', { setup, job: {} }, { jobId: 'huge-job' });
    const w = start(['worker', '--queue', t.url, '--name', name, '--id', 'small', '--wait', '2']);
    await until(async () => (await q.getJob('huge-job'))?.failedReason !== undefined, 20_000, 'the refusal');
    expect((await q.getJob('huge-job'))!.failedReason).toMatch(
      /^WordleError TOO_LARGE \(worker small\): the pattern matrix of run deadbeef needs \d{4} MB, limit 1024 MB \(--max-memory\)$/u,
    );
    expect((await w.exit).code).toBe(0);
    await q.close();
  });
});
