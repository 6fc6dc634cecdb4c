import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latestKnowable, localPuzzleNumber, puzzleDate } from '../../src/engine/history/numbering.js';
import { historyCache } from '../helpers/nyt-history.js';
import { CLI, runCli } from './run.js';

// The user's added history (`$XDG_CACHE_HOME/wordlekit/nyt-history.tsv`) against hostile and
// careless states (issue 54): a named pipe there, a cache folder that is a file, a loop of links,
// two `history add` at once, days still to come, reversed ranges, and `wordle history` alone. The
// cases that could hang run the CLI as a child process with a time limit: a hang fails, it does not
// wait. (The NYT's server's side, messages and addresses: history-fetch.test.ts.)

const { dir, stored, storedText } = historyCache('wordle-history-faults-');
const folder = () => join(dir(), 'wordlekit');

/** A file of DATE WORD lines in the test's folder. */
function daysFile(text: string, name = 'days.txt'): string {
  const path = join(dir(), name);
  writeFileSync(path, text);
  return path;
}

/** The built CLI as a child process, killed after `ms`: its exit code (null when killed) and stderr. */
function child(args: string[], ms = 30_000): { code: number | null; stderr: string; stdout: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    timeout: ms,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, stderr: r.stderr, stdout: r.stdout };
}

/** A child process started, not waited for: its exit and output. */
function started(args: string[]): { proc: ChildProcess; done: Promise<{ code: number | null; out: string }> } {
  const proc = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NO_COLOR: '1' } });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { proc, done: new Promise((resolve) => proc.on('exit', (code) => resolve({ code, out }))) };
}

describe('the added history file is read as a file read back', () => {
  it('a named pipe in its place is refused in one line by every command that reads it, never a hang', () => {
    mkdirSync(folder(), { recursive: true });
    spawnSync('mkfifo', [stored()]);
    const line = `wordle: history file ${stored()} is a named pipe (FIFO), not a regular file: not read\n`;
    for (const args of [
      ['history', 'show'],
      ['history', 'list', '--from', '#1800'],
      ['suggest', '--top', '1'],
      ['play', '--date', '2025-07-18'],
    ]) {
      const r = child(args);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toBe(line);
    }
  });

  it('a cache folder that is a file: nothing added, said in one line when adding', async () => {
    writeFileSync(folder(), 'not a folder\n');
    const show = await runCli('history', 'show');
    expect(show).toMatchObject({ code: 0, err: '' });
    expect(show.out).toContain('  added: 0 days');
    const add = await runCli('history', 'add', daysFile('2026-06-01 cross\n'));
    expect(add.code).toBe(2);
    expect(add.err).toBe(`wordle: cannot create directory ${folder()}: ${folder()} is not a directory`);
    expect(readFileSync(folder(), 'utf8')).toBe('not a folder\n');
  });

  it('a loop of symbolic links in its place is one line, not an internal error', async () => {
    mkdirSync(folder(), { recursive: true });
    symlinkSync('nyt-history.tsv', stored());
    for (const args of [
      ['history', 'show'],
      ['solve', '--date', '2025-07-18'],
    ]) {
      const r = await runCli(...args);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`wordle: cannot read history file ${stored()}: a loop of symbolic links`);
    }
  });
});

describe('two history add at once', () => {
  it('waits for the lock of another writer, then merges with what that writer stored', async () => {
    // A lock held by a live process (a sleep standing in for another `wordle history add`).
    const holder = spawn('sleep', ['30']);
    mkdirSync(folder(), { recursive: true });
    writeFileSync(`${stored()}.lock`, `${holder.pid} ${hostname()}\n`);
    const adding = started(['history', 'add', daysFile('2026-06-02 lorry\n')]);
    let exited = false;
    void adding.done.then(() => (exited = true));
    await new Promise((r) => setTimeout(r, 1500));
    expect(exited).toBe(false); // it waits for the lock
    writeFileSync(stored(), '2026-06-01\tcross\n'); // what the holder stored meanwhile
    rmSync(`${stored()}.lock`);
    holder.kill();
    const r = await adding.done;
    expect(r.code, r.out).toBe(0);
    expect(storedText()).toContain('2026-06-01\tcross\n2026-06-02\tlorry\n');
    expect(existsSync(`${stored()}.lock`)).toBe(false);
  });

  it('takes over a lock whose process is gone', async () => {
    mkdirSync(folder(), { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${stored()}.lock`, `${gone.stdout} ${hostname()}\n`);
    const r = await runCli('history', 'add', daysFile('2026-06-02 lorry\n'));
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(storedText()).toContain('2026-06-02\tlorry\n');
  });

  it('takes over a lock older than a minute, whatever its process (its id reused since)', async () => {
    const holder = spawn('sleep', ['30']);
    mkdirSync(folder(), { recursive: true });
    const lock = `${stored()}.lock`;
    writeFileSync(lock, `${holder.pid} ${hostname()}\n`);
    const old = (Date.now() - 120_000) / 1000;
    utimesSync(lock, old, old);
    const r = await runCli('history', 'add', daysFile('2026-06-02 lorry\n'));
    holder.kill();
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(storedText()).toContain('2026-06-02\tlorry\n');
  });

  it('six adds at once keep all six days', async () => {
    const words = ['cross', 'lorry', 'jeans', 'crane', 'slate', 'trace'];
    const runs = words.map((w, i) =>
      started(['history', 'add', daysFile(`${puzzleDate(1808 + 2 * i)} ${w}\n`, `d${i}.txt`)]),
    );
    for (const r of runs) expect((await r.done).code).toBe(0);
    const text = storedText()!;
    words.forEach((w, i) => expect(text).toContain(`${puzzleDate(1808 + 2 * i)}\t${w}\n`));
  }, 60_000);
});

describe('days still to come', () => {
  const latest = () => latestKnowable(localPuzzleNumber(new Date()));

  it('refuses a day far ahead in a file to add, and in the stored file, naming the line', async () => {
    const r = await runCli('history', 'add', daysFile('2026-06-01 cross\n2900-01-01 crane\n'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `wordle: ${join(dir(), 'days.txt')}, line 2: 2900-01-01 (#320879) is a day still to come: no answer is known after ${puzzleDate(latest())}`,
    );
    expect(storedText()).toBeNull();
    mkdirSync(folder(), { recursive: true });
    writeFileSync(stored(), `2026-06-01\tcross\n${puzzleDate(latest() + 1)}\tcrane\n`);
    const show = await runCli('history', 'show', '2026-06-01');
    expect(show.code).toBe(2);
    expect(show.err).toBe(
      `wordle: ${stored()}, line 2: ${puzzleDate(latest() + 1)} (#${latest() + 1}) is a day still to come: no answer is known after ${puzzleDate(latest())}`,
    );
  });

  it('takes a day a little ahead (the NYT gives the coming days, with --spoilers)', async () => {
    const soon = localPuzzleNumber(new Date()) + 3;
    const r = await runCli('history', 'add', daysFile(`${puzzleDate(soon)} crane\n`));
    expect(r).toMatchObject({ code: 0, err: '' });
    expect((await runCli('history', 'show', `#${soon}`)).out).toMatch(
      new RegExp(`^#${soon} ${puzzleDate(soon)} CRANE`, 'u'),
    );
  });

  it('refuses reversed --from and --to in one line, and --to still to come', async () => {
    const update = await runCli('history', 'update', '--from', '2026-06-10', '--to', '2026-06-01');
    expect(update.code).toBe(2);
    expect(update.err).toBe('wordle: --from #1817 (2026-06-10) is after --to #1808 (2026-06-01): no day between');
    const list = await runCli('history', 'list', '--from', '2026-06-10', '--to', '2026-06-01');
    expect(list.err).toBe('wordle: --from #1817 (2026-06-10) is after --to #1808 (2026-06-01): no day between');
    const far = await runCli('history', 'update', '--to', '2900-01-01', '--spoilers');
    expect(far.code).toBe(2);
    expect(far.err).toMatch(/^wordle: --to: 2900-01-01 \(#320879\) is a day still to come: no answer is known after /u);
  });
});

describe('wordle history alone', () => {
  it('prints the help as --help does, line by line, and exits 2', async () => {
    const alone = await runCli('history');
    const help = await runCli('history', '--help');
    expect(alone.code).toBe(2);
    expect(alone.out).toBe('');
    expect(help.code).toBe(0);
    expect(alone.err.split('\n').length).toBeGreaterThan(15);
    expect(alone.err).toBe(help.out);
    expect(alone.err).toMatch(/^Usage: wordle history \[options\] \[command\]\n/u);
  });
});
