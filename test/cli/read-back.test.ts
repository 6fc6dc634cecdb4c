import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openerCacheKey } from '../../src/engine/openings/opener-cache.js';
import { CLI, runCli, sampledLists } from './run.js';

// Files the tool reads back. A named pipe (FIFO) where the tool reads back a file of its own (a cached opener, the matrix
// cache, a checkpoint, a progress file) once blocked open() for good, deaf to Ctrl-C and SIGTERM
// (issue 36, 1). Each case runs the CLI as a child process with a hard time limit: a hang is
// killed and fails the test, rather than waiting.

const LIMIT_MS = 30_000;
const dir = mkdtempSync(join(tmpdir(), 'wordle-fifo-'));
const { words, A, G, lists } = sampledLists(dir, 41, 60, 90);
// Below any total of 60 answers (at least 60 + 59): every opening holds a bound, computed on demand.
const TABLE = join(dir, 'bounds.tsv');
const ranked = await runCli('openings', 'rank', ...lists, '--cutoff', '100', '--out', TABLE);
if (ranked.code !== 0) throw new Error(ranked.err);

const fifo = (path: string): string => {
  execFileSync('mkfifo', [path]);
  return path;
};

interface Ended {
  readonly code: number | null;
  /** True when the time limit killed it: it hung. */
  readonly hung: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run the built CLI, killed (SIGKILL) after LIMIT_MS. */
function runWithin(args: readonly string[], env: NodeJS.ProcessEnv = {}, cwd?: string): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      ...(cwd !== undefined ? { cwd } : {}),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, LIMIT_MS);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, hung, stdout, stderr });
    });
  });
}

describe('a named pipe where a file is read back never blocks', () => {
  it('a cached opener: said in one line, computed again, not kept', async () => {
    const cache = join(dir, 'cache');
    const openers = join(cache, 'wordlekit', 'openers');
    mkdirSync(openers, { recursive: true });
    const word = words.guesses[0]!;
    const entry = fifo(
      join(openers, `${openerCacheKey({ lists: words.checksum, mode: 'normal', maxGuesses: 6, word })}.json`),
    );
    const r = await runWithin(['openings', 'show', word, '--table', TABLE, '--answers', A, '--guesses', G, '--json'], {
      XDG_CACHE_HOME: cache,
    });
    expect(r.hung).toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.split('\n')[0]).toBe(
      `wordle: warning: the cached opener ${entry} is a named pipe (FIFO), not a regular file: not read, and what is computed now is not kept there`,
    );
    expect(JSON.parse(r.stdout)).toMatchObject({ word, from: 'computed', proven: true });
    expect(readdirSync(openers)).toEqual([entry.slice(openers.length + 1)]);
  });

  it('the matrix cache (--cache DIR): a warning, and the matrix is built', async () => {
    const cacheDir = join(dir, 'matrix');
    mkdirSync(cacheDir);
    const file = fifo(join(cacheDir, `matrix-${words.checksum}.bin`));
    const r = await runWithin([
      'suggest',
      ...lists.slice(0, 4),
      '--strategy',
      'entropy',
      '--top',
      '1',
      '--cache',
      cacheDir,
    ]);
    expect(r.hung).toBe(false);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr.split('\n').slice(0, 2)).toEqual([
      `wordle: warning: matrix cache ${file} is a named pipe (FIFO), not a regular file: rebuilding it`,
      `wordle: warning: matrix cache not saved: cannot write ${file}: is not a regular file (a device, pipe or socket)`,
    ]);
  });

  it('a checkpoint and a progress file: refused in one line naming the file', async () => {
    const checkpoint = fifo(join(dir, 'solve.ckpt'));
    const solve = await runWithin(['optimal', '--first', words.guesses[0]!, '--checkpoint', checkpoint, ...lists]);
    expect(solve.hung).toBe(false);
    expect(solve.code).toBe(2);
    expect(solve.stderr).toBe(
      `wordle: --checkpoint ${checkpoint}: is not a regular file (a device, pipe or socket); use - for stdout\n`,
    );
    const out = join(dir, 'table.tsv');
    fifo(`${out}.progress`);
    const rank = await runWithin(['openings', 'rank', ...lists, '--cutoff', '100', '--out', out]);
    expect(rank.hung).toBe(false);
    expect(rank.code).toBe(2);
    expect(rank.stderr).toBe(
      `wordle: the progress file ${out}.progress: is not a regular file (a device, pipe or socket); use - for stdout\n`,
    );
  });
});

describe('readers of files read back, in a child process', () => {
  it('the checkpoint and progress readers refuse a named pipe before opening it', async () => {
    // The library's readers, without the CLI's checks of its outputs in front of them.
    const pipe = fifo(join(dir, 'reader.fifo'));
    const dist = (file: string): string => JSON.stringify(new URL(`../../dist/node/${file}`, import.meta.url).href);
    const script = `
      const { CheckpointFile } = await import(${dist('checkpoint.js')});
      const { OpeningsProgressFile } = await import(${dist('openings-progress-file.js')});
      const { makeWordSet } = await import(${dist('../core/wordlist.js')});
      const words = makeWordSet(['cigar', 'rebut']);
      for (const F of [CheckpointFile, OpeningsProgressFile]) {
        try { new F(process.argv[1], {}, words); } catch (e) { console.log(e.code + ': ' + e.message); }
      }
    `;
    const r = await new Promise<Ended>((resolve) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script, pipe], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let stdout = '';
      let hung = false;
      const timer = setTimeout(() => ((hung = true), child.kill('SIGKILL')), LIMIT_MS);
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.on('exit', (code) => (clearTimeout(timer), resolve({ code, hung, stdout, stderr: '' })));
    });
    expect(r.hung).toBe(false);
    expect(r.stdout).toBe(
      `BAD_FILE: checkpoint file ${pipe} is a named pipe (FIFO), not a regular file: not read\n` +
        `BAD_FILE: progress file ${pipe} is a named pipe (FIFO), not a regular file: not read\n`,
    );
  });
});

describe('an empty or relative XDG_CACHE_HOME counts as unset (issue 36, 7)', () => {
  it.each([
    ['empty', ''],
    ['relative', 'cache'],
  ])('%s: the computed opener goes to ~/.cache, nothing into the current folder', async (_, xdg) => {
    const home = mkdtempSync(join(dir, 'home-'));
    const cwd = mkdtempSync(join(dir, 'cwd-'));
    const word = words.guesses[1]!;
    const r = await runWithin(
      ['openings', 'show', word, '--table', TABLE, '--answers', A, '--guesses', G, '--json'],
      {
        XDG_CACHE_HOME: xdg,
        HOME: home,
      },
      cwd,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ word, from: 'computed' });
    expect(readdirSync(cwd)).toEqual([]);
    expect(readdirSync(join(home, '.cache', 'wordlekit', 'openers'))).toHaveLength(1);
  });
});
