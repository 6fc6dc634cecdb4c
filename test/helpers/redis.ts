import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { CLI } from '../cli/run.js';

// What the queue tests share: a redis-server of their own on a free port (started and stopped by
// the test; skipped with a message without the binary), CLI processes with their output, waiting.

/** The redis-server binary, or '' when it is not installed. */
export const REDIS = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

/** Wait until `check` holds, polling; throws naming `what` after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** A redis-server of a test's own, and a client on it. */
export interface TestRedis {
  readonly url: string;
  readonly redis: Redis;
  readonly server: ChildProcess;
  stop(): void;
}

/** Start a redis-server on a free port (no persistence) and wait until it answers. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const server = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
  redis.on('error', () => undefined);
  await until(async () => (await redis.ping().catch(() => '')) === 'PONG', 10_000, 'redis-server');
  return {
    url,
    redis,
    server,
    stop: () => {
      redis.disconnect();
      server.kill('SIGKILL');
    },
  };
}

/** A started CLI process with its output collected, and a promise of its exit. */
export interface Proc {
  readonly child: ChildProcess;
  stderr: string;
  stdout: string;
  readonly exit: Promise<{ code: number | null; signal: string | null }>;
}

/** Start the built CLI. */
export function start(args: string[]): Proc {
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NO_COLOR: '1' } });
  const p: Proc = {
    child,
    stderr: '',
    stdout: '',
    exit: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
  };
  child.stderr!.on('data', (d: Buffer) => (p.stderr += d.toString()));
  child.stdout!.on('data', (d: Buffer) => (p.stdout += d.toString()));
  return p;
}

/** A process's exit code, failing (and killing it) when it has not exited by itself within `ms`: a hang fails, it does not wait. */
export async function exitedWithin(p: Proc, ms: number, what = 'the process'): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      p.child.kill('SIGKILL');
      reject(new Error(`${what} did not exit within ${ms / 1000} s; stderr:\n${p.stderr}`));
    }, ms);
  });
  try {
    return (await Promise.race([p.exit, late])).code;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An openings table's rows and header without what differs between equal runs: when and where it
 * was computed, and who computed each row (a `source` column, if the table has one).
 */
export function tableBody(file: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = lines.find((l) => !l.startsWith('#') && l.includes('\t')) ?? '';
  const source = header.split('\t').indexOf('source');
  return lines
    .filter((l) => !/^# (computed|digest):/u.test(l))
    .map((l) =>
      source < 0 || l.startsWith('#')
        ? l
        : l
            .split('\t')
            .filter((_, i) => i !== source)
            .join('\t'),
    )
    .join('\n');
}
