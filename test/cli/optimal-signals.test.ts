import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { readCheckpoint } from '../../src/engine/exact/checkpoint.js';
import { verifyTree } from '../../src/engine/tree/verify.js';
import { readTreeFile } from '../../src/node/tree-file.js';
import { CLI, spawnCli } from './run.js';

const classic = builtinWordSet('classic');
const dir = mkdtempSync(join(tmpdir(), 'wordle-signals-'));
const meta = {
  format: 'wordle-checkpoint',
  version: 2,
  lists: classic.checksum,
  hard: false,
  maxGuesses: 6,
  task: 'first salet',
} as const;

/** Start `optimal --first salet` with a checkpoint and an output; send `signal` once some outcomes are proven. */
function interruptedRun(
  signal: NodeJS.Signals,
  ckpt: string,
  out: string,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [CLI, 'optimal', '--first', 'salet', '--list', 'classic', '--checkpoint', ckpt, '--out', out, '--quiet'],
      {
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Wait for the first checkpoint write (a second into the run), then interrupt.
    const poll = setInterval(() => {
      if (existsSync(ckpt) && statSync(ckpt).size > 0) {
        clearInterval(poll);
        child.kill(signal);
      }
    }, 50);
    child.on('exit', (code, sig) => {
      clearInterval(poll);
      resolve({ code, signal: sig, stderr });
    });
  });
}

// SALET: 7920 guesses over the 2315 classic answers (Alex Selby, "The best strategies for Wordle").
describe('a long search interrupted', () => {
  it.each(['SIGINT', 'SIGKILL'] as const)(
    'by %s: no partial output, a valid checkpoint, and the same result on resume',
    async (signal) => {
      const ckpt = join(dir, `${signal}.ckpt`);
      const out = join(dir, `${signal}.tree`);
      const r = await interruptedRun(signal, ckpt, out);
      if (signal === 'SIGINT') {
        expect(r.code).toBe(130);
        expect(r.stderr).toContain(`interrupted: the proven parts are kept in ${ckpt}`);
        expect(r.stderr).not.toMatch(/Warning/u); // e.g. Node's MaxListenersExceededWarning
      } else expect(r.signal).toBe('SIGKILL');
      // The tree is written only at the end, atomically: absent (or, had the run just finished, complete).
      if (existsSync(out)) expect(verifyTree(readTreeFile(out, classic), classic).status).toBe('valid');
      // The checkpoint is complete JSON (written atomically) and every result in it checks out.
      const kept = readCheckpoint(readFileSync(ckpt, 'utf8'), ckpt, classic, meta);
      expect(kept.results.size).toBeGreaterThan(0);
      const resumed = spawnCli([
        'optimal',
        '--first',
        'salet',
        '--list',
        'classic',
        '--checkpoint',
        ckpt,
        '--out',
        out,
        '--quiet',
        '--json',
      ]);
      expect(resumed.code).toBe(0);
      expect(JSON.parse(resumed.stdout).total).toBe(7920);
      const report = verifyTree(readTreeFile(out, classic), classic);
      expect(report.status === 'valid' && report.total).toBe(7920);
    },
  );
});
