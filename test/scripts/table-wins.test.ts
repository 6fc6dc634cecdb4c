// scripts/table-wins.mjs: an opening left undecided keeps where its probes stopped on its progress
// line, and a run with a larger budget goes on from there; a damaged line is refused by file and
// line; the guesses of --try are tried first. (The script reads the built package: npm test builds
// it first.)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { PUBLISHED_NYT_HARD_LOSERS } from '../fixtures/published-nyt-hard-losers.js';

const script = join(process.cwd(), 'scripts/table-wins.mjs');
const table = join(process.cwd(), 'data/openings/nyt-hard.tsv.gz');
const dir = mkdtempSync(join(tmpdir(), 'table-wins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, HOME: dir } });
const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('scripts/table-wins.mjs', () => {
  it('goes on from where an undecided opening stopped, to the published verdict, and refuses a damaged line', () => {
    const progress = join(dir, 'p.progress');
    // SPEAK can win every game in hard mode and NEVER cannot (Selby's published nyt20230701 table,
    // test/fixtures/published-nyt-hard-losers.ts; about 6 and 4 s of CPU from a cold start on the
    // development machine): first with 1 s each, too little to decide either.
    const first = run('run', table, progress, '--budget', '1', '--words', 'speak,never');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const undecided = lines(progress).slice(1);
    expect(undecided.map((r) => [r.word, r.undecided])).toEqual([
      ['speak', 1],
      ['never', 1],
    ]);
    for (const r of undecided) {
      expect(Array.isArray(r.probes) && r.probes.length > 0, `${String(r.word)} keeps its probes`).toBe(true);
      expect(r.sum).toMatch(/^[0-9a-f]{16}$/u);
    }
    const second = run('run', table, progress, '--budget', '120', '--words', 'speak,never');
    expect(second.stderr).toBe('');
    expect(second.stdout).toMatch(/1\/2 speak wins [\d.]+ s \(on from the probes of \d+ class(?:es)?\)/u);
    expect(second.stdout).toMatch(/2\/2 never loses [\d.]+ s \(on from the probes of \d+ class(?:es)?\)/u);
    expect(PUBLISHED_NYT_HARD_LOSERS.has('never')).toBe(true);
    expect(PUBLISHED_NYT_HARD_LOSERS.has('speak')).toBe(false);

    // The probes are what a run goes on from: told (with a digest to match) that every first guess
    // of SPEAK's first class left open was refuted, a run believes the class lost.
    const forged = JSON.parse(readFileSync(progress, 'utf8').split('\n')[1]!) as {
      probes: { pattern: number; pass?: number; todo?: string; next?: string }[];
      sum: string;
    };
    const open = forged.probes.find((c) => c.todo !== undefined)!;
    const emptyBitmap = deflateRawSync(
      new Uint8Array(inflateRawSync(Buffer.from(open.todo!, 'base64')).length),
    ).toString('base64');
    forged.probes = [{ pattern: open.pattern, pass: open.pass!, todo: emptyBitmap, next: emptyBitmap }];
    forged.sum = createHash('sha256').update(JSON.stringify(forged.probes)).digest('hex').slice(0, 16);
    const lie = join(dir, 'forged.progress');
    writeFileSync(lie, `${readFileSync(progress, 'utf8').split('\n')[0]!}\n${JSON.stringify(forged)}\n`);
    const believed = run('run', table, lie, '--budget', '120', '--words', 'speak');
    expect(believed.stdout).toMatch(/1\/1 speak loses [\d.]+ s \(on from the probes of 1 class\)/u);

    // A probe's bitmap changed without its digest: refused, naming the file and line.
    const text = readFileSync(progress, 'utf8').split('\n');
    const r = JSON.parse(text[1]!) as { probes: { todo?: string }[] };
    const at = r.probes.findIndex((c) => c.todo !== undefined);
    r.probes[at]!.todo = Buffer.from('damaged').toString('base64');
    text[1] = JSON.stringify(r);
    const damaged = join(dir, 'damaged.progress');
    writeFileSync(damaged, text.join('\n'));
    const refused = run('status', table, damaged);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe(
      `table-wins: ${damaged}:2: speak's probes: the digest does not match (the line was changed or damaged)\n`,
    );
  }, 300_000);

  it('tries the guesses of --try first in each class left open, and refuses a guess not accepted or a bad time', () => {
    // TRAWL finishes HOBBY's all-grey class (no H, O, B or Y: 1309 answers, 5 guesses left), one
    // that the WinDecider does not finish and the probes reach only after 30 s or so of CPU.
    // HOBBY can win every game in hard mode (Selby's published nyt20230701 table).
    expect(PUBLISHED_NYT_HARD_LOSERS.has('hobby')).toBe(false);
    const progress = join(dir, 'try.progress');
    const hinted = run(
      'run',
      table,
      progress,
      '--budget',
      '120',
      '--words',
      'hobby',
      '--try',
      'trawl',
      '--try-seconds',
      '10',
    );
    expect(hinted.stderr).toBe('');
    expect(hinted.stdout).toMatch(/1\/1 hobby wins [\d.]+ s \(classes finished by --try: trawl\)/u);
    expect(lines(progress)[1]).toMatchObject({ word: 'hobby', wins: true, checked: true });

    const bad = join(dir, 'bad-try.progress');
    const refused = run('run', table, bad, '--words', 'hobby', '--try', 'trawl,trawx');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('table-wins: --try: trawx is not an accepted guess\n');
    expect(existsSync(bad)).toBe(false);
    const zero = run('run', table, bad, '--words', 'hobby', '--try', 'trawl', '--try-seconds', '0');
    expect(zero.status).toBe(2);
    expect(zero.stderr).toBe(
      'table-wins: --try-seconds must be a positive number of seconds up to 31622400, got "0"\n',
    );
    expect(existsSync(bad)).toBe(false);
  }, 300_000);

  // Issue 54: options that meant no deadline or no opening, a pipe for a progress file, a bomb.
  it.each([
    ['--budget', 'NaN', '--budget must be a positive number of seconds up to 31622400, got "NaN"'],
    ['--budget', '-1', '--budget must be a positive number of seconds up to 31622400, got "-1"'],
    ['--only', '-1', '--only must be a whole number ≥ 1, got "-1"'],
    ['--sample', '0', '--sample must be a whole number ≥ 1, got "0"'],
    ['--seed', '-1', '--seed must be a whole number from 0 to 4294967295, got "-1"'],
    ['--try-seconds', 'Infinity', '--try-seconds must be a positive number of seconds up to 31622400, got "Infinity"'],
    ['--shard', '0/0', '--shard must be I/K with K ≥ 1 and I from 0 to K − 1 (0/4 is the first of four), got "0/0"'],
    ['--shard', '5/2', '--shard must be I/K with K ≥ 1 and I from 0 to K − 1 (0/4 is the first of four), got "5/2"'],
  ])('refuses %s %s before any work, in one line', (name, value, message) => {
    const progress = join(dir, 'refused.progress');
    const r = run('run', table, progress, name, value, '--words', 'hobby');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`table-wins: ${message}\n`);
    expect(existsSync(progress)).toBe(false);
  });

  it('refuses a named pipe for a progress file instead of hanging', () => {
    const fifo = join(dir, 'pipe.progress');
    spawnSync('mkfifo', [fifo]);
    for (const command of ['status', 'run']) {
      const r = spawnSync(process.execPath, [script, command, table, fifo, '--words', 'hobby'], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`table-wins: progress file ${fifo} is a named pipe (FIFO), not a regular file: not read\n`);
    }
  });

  it('refuses a deflate bomb in a bitmap (its digest recomputed) without inflating it', async () => {
    // 512 MB of zeros, deflated to about 2 MB, as the list of guesses of a class left open.
    const d = createDeflateRaw({ level: 1 });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const zeros = Buffer.alloc(2 ** 20);
    for (let i = 0; i < 512; i++) d.write(zeros);
    d.end();
    await new Promise((resolve) => d.on('end', resolve));
    const bomb = Buffer.concat(chunks).toString('base64');
    const probes = [{ pattern: 0, pass: 0, todo: bomb, next: bomb }];
    const sum = createHash('sha256').update(JSON.stringify(probes)).digest('hex').slice(0, 16);
    const lists = builtinWordSet('nyt').checksum;
    const head = JSON.stringify({ kind: 'wins-progress', version: 1, lists, mode: 'hard', maxGuesses: 6 });
    const path = join(dir, 'bomb.progress');
    writeFileSync(path, `${head}\n${JSON.stringify({ word: 'crane', undecided: 1, cpu: 1, probes, sum })}\n`);
    // The most memory the script took (its own report at exit).
    const report = join(dir, 'rss.mjs');
    writeFileSync(
      report,
      "process.on('exit', () => process.stderr.write(`rss ${process.resourceUsage().maxRSS}\\n`));\n",
    );
    const r = spawnSync(process.execPath, ['--import', report, script, 'status', table, path], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    const [message, rss] = r.stderr.trimEnd().split('\n');
    expect(message).toBe(`table-wins: ${path}:2: crane's probes: bad guess bitmap in class 0`);
    // The script alone takes some 150 MB (its lists and table); inflated, the bomb would add 512 MB.
    expect(Number(rss!.split(' ')[1]) / 1024).toBeLessThan(400);
  });
});
