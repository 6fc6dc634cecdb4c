import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI } from './run.js';

// Standard output that cannot be written (a full disk: /dev/full answers every write with ENOSPC)
// is one line on stderr and exit code 2, for every command, never a stack trace (issue 36, 4);
// output closed early by its reader (EPIPE, `| head`) stops quietly, as Unix tools do.

const FULL = '/dev/full';
const full = existsSync(FULL) ? openSync(FULL, 'w') : -1;
afterAll(() => {
  if (full >= 0) closeSync(full);
});

/** Run the built CLI with stdout on /dev/full. */
function toFull(args: readonly string[], input = ''): { code: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    input,
    stdio: ['pipe', full, 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: r.status, stderr: r.stderr };
}

describe.skipIf(full < 0)('stdout on a full disk', () => {
  it.each([
    ['suggest', ['suggest', 'tarse=bybyy']],
    ['suggest --json', ['suggest', 'tarse=bybyy', '--json']],
    ['score', ['score', 'crane', 'cigar']],
    ['filter', ['filter', 'tarse=bybyy']],
    ['solve', ['solve', 'cigar', '--strategy', 'entropy']],
    ['letters', ['letters']],
    ['analyze', ['analyze', 'crane=gyybb', 'cigar=ggggg', '--strategy', 'entropy']],
    ['tree show', ['tree', 'show', 'optimal']],
    ['openings top', ['openings', 'top', '3', '--list', 'classic']],
    ['openings show (its fast path)', ['openings', 'show', 'salet', '--list', 'classic']],
    ['absurdle play', ['absurdle', 'play'], 'arise\n'],
    ['assist', ['assist', '--strategy', 'entropy'], 'quit\n'],
  ] as [string, string[], string?][])('%s: one line, exit 2', (_, args, input) => {
    const r = toFull(args, input);
    expect(r.stderr).toBe('wordle: cannot write the output (stdout): no space left on the device\n');
    expect(r.code).toBe(2);
  });
});

describe('stdout closed early by its reader', () => {
  it('stops quietly with exit 0', () => {
    // `wordle tree show optimal | head -2`: the reader takes two lines and closes the pipe.
    const script = `"$0" "$1" tree show optimal | head -2; exit \${PIPESTATUS[0]}`;
    const r = spawnSync('bash', ['-c', script, process.execPath, CLI], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[1]).toMatch(/^salet {2}2315 answers/u);
    expect(r.stderr).toBe('');
  });
});
