import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitedWithin, REDIS, start, startRedis, until, type TestRedis } from '../helpers/redis.js';

// `wordle openings wins --queue`: the wins jobs done by a `wordle worker` over a real
// redis-server on a free port (skipped without the binary, as queue.test.ts), with the verdicts
// of the shipped NYT hard table's wins-all column.

const dir = mkdtempSync(join(tmpdir(), 'wordle-queue-wins-'));

describe.skipIf(REDIS === '')('openings wins on a BullMQ queue', () => {
  let t: TestRedis;
  beforeAll(async () => {
    t = await startRedis();
  });
  afterAll(() => {
    t?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('decides openings on a worker, each verdict naming it, as the shipped table says', async () => {
    const name = 'wins-test';
    const worker = start(['worker', '--queue', t.url, '--name', name, '--concurrency', '1', '--max-memory', '1024']);
    await until(() => /\(BullMQ id [0-9a-f-]+\)/u.test(worker.stderr), 20_000, 'the worker to start');
    const out = join(dir, 'wins.tsv');
    // GOLPS and COPAL can win every game in hard mode, TRACK and SHAME cannot (the shipped table).
    const words = 'golps,track,copal,shame';
    const args = ['openings', 'wins', '--hard', '--out', out, '--words', words, '--budget', '60'];
    const coordinator = start([...args, '--queue', t.url, '--name', name]);
    expect(await exitedWithin(coordinator, 120_000, 'the coordinator')).toBe(0);
    for (const [w, v] of [
      ['golps', 'wins'],
      ['track', 'loses'],
      ['copal', 'wins'],
      ['shame', 'loses'],
    ]) {
      expect(coordinator.stderr).toMatch(new RegExp(`\\d/4 ${w} ${v} [\\d.]+ s \\(worker:[^)]+\\)`, 'u'));
    }
    const progress = JSON.parse(readFileSync(`${out}.progress`, 'utf8')) as { entries: { source: string }[] };
    expect(progress.entries.map((e) => e.source.startsWith('worker:'))).toEqual([true, true, true, true]);
    expect(await exitedWithin(worker, 30_000, 'the worker')).toBe(0);
    expect(worker.stderr).toMatch(/worker done: 4 jobs in [\d.]+ s; the queue is finished/u);
  }, 180_000);
});
