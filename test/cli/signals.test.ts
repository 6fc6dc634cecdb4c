import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI } from './run.js';

// Interrupting the CLI: Ctrl-C (SIGINT) stops it at once, even in the middle of a long synchronous
// computation (the shell sees 130), and a kill at any moment leaves the output either absent or
// complete, never partial, and no temporary file behind.

const root = mkdtempSync(join(tmpdir(), 'wordle-signals-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Start the built CLI, send `signal` after `ms` or, given a pattern, as soon as stdout shows it (so
 * that a slow, loaded machine does not signal a program that has not started yet), and resolve
 * with how it ended.
 */
function interrupt(
  args: string[],
  signal: NodeJS.Signals,
  when: number | RegExp,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (typeof when !== 'number' && when.test(stdout)) child.kill(signal);
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill(signal), typeof when === 'number' ? when : 20_000);
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      resolve({ code, signal: sig, stdout, stderr });
    });
  });
}

describe('signals', () => {
  // lookahead in the main thread over all 2315 answers takes far longer than the 2 s we wait.
  const longBench = (dir: string) => [
    'bench',
    '--strategy',
    'lookahead',
    '--threads',
    '0',
    '--plot',
    join(dir, 'out.svg'),
  ];

  it.each(['SIGINT', 'SIGTERM', 'SIGKILL'] as const)(
    '%s during a long bench stops it at once: no plot, no temporary file',
    async (signal) => {
      const dir = mkdtempSync(join(root, 'run-'));
      writeFileSync(join(dir, 'keep.txt'), 'x');
      const t0 = performance.now();
      const r = await interrupt(longBench(dir), signal, 2000);
      expect(performance.now() - t0).toBeLessThan(10_000); // the whole bench takes about 25 s
      expect(r.signal).toBe(signal); // killed by the signal: the shell reports 128 + its number (130 for SIGINT)
      expect(r.stdout).toBe('');
      expect(readdirSync(dir)).toEqual(['keep.txt']);
    },
    30_000,
  );

  it('Ctrl-C in the piped assistant stops it at once', async () => {
    const r = await interrupt(['assist'], 'SIGINT', /likely answers/u);
    expect(r.signal).toBe('SIGINT');
    expect(r.stdout).toContain('likely answers');
  }, 30_000);
});
