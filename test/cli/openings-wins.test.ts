// `wordle openings wins`: an opening left undecided keeps where its probes stopped in the progress
// file, and a run with a larger budget goes on from there; the verdicts agree with the shipped NYT
// hard table's wins-all column; a damaged or forged progress file is refused by file and line; the
// guesses of --try are tried first; bad options and hostile files are refused (issue 54).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { hashString } from '../../src/core/hash.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { readOpeningsFile } from '../../src/node/openings-file.js';
import { shippedOpeningsPath } from '../../src/node/openings-text.js';
import { PUBLISHED_NYT_HARD_LOSERS } from '../fixtures/published-nyt-hard-losers.js';
import { exitedWithin, start, until } from '../helpers/redis.js';
import { CLI, runCli } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'openings-wins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wins = (...args: string[]) =>
  runCli('openings', 'wins', '--hard', '--workers', '1', '--max-memory', '256', ...args);

/** The progress file's entries (one a line, between the head and the digest). */
const entries = (path: string) =>
  (JSON.parse(readFileSync(path, 'utf8')) as { entries: Record<string, unknown>[] }).entries;

/** A progress file's text with its entries replaced (the digest made again: a forgery). */
function forged(path: string, change: (e: Record<string, unknown>[]) => Record<string, unknown>[]): string {
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & {
    entries: Record<string, unknown>[];
  };
  const rows = change(data.entries)
    .map((e) => JSON.stringify(e))
    .join(',\n');
  const { entries: _e, digest: _d, ...head } = data;
  return `${JSON.stringify(head).slice(0, -1)},"entries":[\n${rows}\n],"digest":"${hashString(rows)}"}\n`;
}

describe('wordle openings wins', () => {
  it('decides known rows as the shipped hard table does', async () => {
    // Decided rows of the shipped table (data/openings/nyt-hard.tsv.gz, wins-all column), each in
    // about a second: GOLPS, PLAGE and COPAL can win every game, TRACK, SHAME and CRASH cannot.
    const shipped = readOpeningsFile(shippedOpeningsPath('nyt', 'hard'));
    const column = new Map(shipped.entries.map((e) => [e.word, e.winsAll]));
    const rows = { golps: true, plage: true, copal: true, track: false, shame: false, crash: false };
    for (const [w, v] of Object.entries(rows)) expect(column.get(w), w).toBe(v);
    const out = join(dir, 'known.tsv');
    const r = await wins('--out', out, '--words', Object.keys(rows).join(','), '--budget', '60');
    expect(r.code, r.err).toBe(0);
    for (const [w, v] of Object.entries(rows))
      expect(r.err).toMatch(new RegExp(`\\d/6 ${w} ${v ? 'wins' : 'loses'} `, 'u'));
    expect(entries(`${out}.progress`).map((e) => [e.word, e.wins])).toEqual(Object.entries(rows));
    const table = readOpeningsFile(out);
    expect(table.entries.filter((e) => e.word in rows).every((e) => e.winsAll === column.get(e.word))).toBe(true);
  }, 120_000);

  it('takes the verdicts of another table of the same lists and mode (--known TABLE), under any prior', async () => {
    // The equal-weights hard table leaves openings undecided that the hard table under the history
    // prior decides (the exact rows it proved to win every game, REAIS, REALO, URAEI, TIARE: what its
    // first runs decided). Whether an opening can win every game does not depend on the prior
    // (every likely answer weighs more than 0), and each such verdict agrees with the published table.
    const history = shippedOpeningsPath('nyt', 'hard', 'history');
    const out = join(dir, 'known-table.tsv');
    const uniform = readOpeningsFile(shippedOpeningsPath('nyt', 'hard'));
    const decided = new Map(readOpeningsFile(history).entries.map((e) => [e.word, e.winsAll]));
    const gained = uniform.entries.flatMap((e) => (e.winsAll === null ? [[e.word, decided.get(e.word)] as const] : []));
    const wins1 = gained.filter(([, w]) => w === true).length;
    const loses1 = gained.filter(([, w]) => w === false).length;
    expect(wins1 + loses1).toBeGreaterThan(0);
    for (const [w, v] of gained) if (v != null) expect(PUBLISHED_NYT_HARD_LOSERS.has(w), w).toBe(!v);
    const before = await wins('--out', out, '--status');
    const after = await wins('--out', out, '--status', '--known', history);
    expect(after.code, after.err).toBe(0);
    const counts = (text: string) =>
      text
        .match(/(\d+) can win every game, (\d+) cannot, (\d+) not decided/u)!
        .slice(1)
        .map(Number);
    const [can, cannot, open] = counts(before.out);
    expect(open).toBe(gained.length);
    expect(counts(after.out)).toEqual([can! + wins1, cannot! + loses1, open! - wins1 - loses1]);
    // A table of other lists is refused, naming it.
    const other = await wins('--out', out, '--status', '--known', shippedOpeningsPath('classic', 'hard'));
    expect(other.code).toBe(2);
    expect(other.err).toMatch(
      /^wordle: --known: .*classic-hard\.tsv\.gz is a table of other lists, mode or guesses allowed/u,
    );
  }, 60_000);

  it('goes on from where an undecided opening stopped, to the published verdict, and refuses a damaged file', async () => {
    // STILL can win every game in hard mode and NEVER cannot (Selby's published nyt20230701 table,
    // test/fixtures/published-nyt-hard-losers.ts): first with 1 s each, too little to decide either
    // (about 3 and 2 s of CPU from a cold start).
    expect(PUBLISHED_NYT_HARD_LOSERS.has('never')).toBe(true);
    expect(PUBLISHED_NYT_HARD_LOSERS.has('still')).toBe(false);
    const out = join(dir, 'resume.tsv');
    const progress = `${out}.progress`;
    const first = await wins('--out', out, '--words', 'still,never', '--budget', '1');
    expect(first.code, first.err).toBe(0);
    const undecided = entries(progress);
    expect(undecided.map((e) => [e.word, e.wins, e.budget])).toEqual([
      ['still', null, 1],
      ['never', null, 1],
    ]);
    for (const e of undecided) expect(Array.isArray(e.probes) && e.probes.length > 0, `${String(e.word)}`).toBe(true);
    const kept = readFileSync(progress, 'utf8');

    const second = await wins('--out', out, '--words', 'still,never', '--budget', '120');
    expect(second.code, second.err).toBe(0);
    expect(second.err).toMatch(/1\/2 still wins [\d.]+ s \(on from the probes of \d+ class(?:es)?\)/u);
    expect(second.err).toMatch(/2\/2 never loses [\d.]+ s \(on from the probes of \d+ class(?:es)?\)/u);

    // The probes are what a run goes on from: told (with a digest to match) that every first guess
    // of STILL's first class left open was refuted, a run believes the class lost. (On a quick,
    // idle machine the 1-second run can close every class of STILL: then there is no open class to
    // forge, and this part has nothing to check.)
    const stillProbes = (undecided[0]!.probes as Record<string, unknown>[]) ?? [];
    if (stillProbes.some((c) => c.todo !== undefined)) {
      const lie = join(dir, 'lie.tsv');
      writeFileSync(`${lie}.progress`, kept);
      writeFileSync(
        `${lie}.progress`,
        forged(`${lie}.progress`, ([still]) => {
          const open = (still!.probes as Record<string, unknown>[]).find((c) => c.todo !== undefined)!;
          return [{ ...still, probes: [{ ...open, todo: emptyBitmap(), next: emptyBitmap() }] }];
        }),
      );
      const believed = await wins('--out', lie, '--words', 'still', '--budget', '120');
      expect(believed.err).toMatch(/1\/1 still loses [\d.]+ s \(on from the probes of 1 class\)/u);
    }

    // A line changed without its digest: refused, naming the file; nothing overwritten.
    const damaged = join(dir, 'damaged.tsv');
    writeFileSync(`${damaged}.progress`, kept.replace('"budget":1', '"budget":2'));
    const refused = await wins('--out', damaged, '--status');
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      `wordle: ${damaged}.progress: the progress file is damaged or was edited (its digest does not match)`,
    );
    expect(readFileSync(`${damaged}.progress`, 'utf8')).toBe(kept.replace('"budget":1', '"budget":2'));
  }, 300_000);

  it('tries the guesses of --try first in each class left open, and refuses a guess not accepted', async () => {
    // TRAWL finishes HOBBY's all-grey class (no H, O, B or Y: 1309 answers, 5 guesses left), one
    // that the WinDecider does not finish and the probes reach only after 30 s or so of CPU.
    expect(PUBLISHED_NYT_HARD_LOSERS.has('hobby')).toBe(false);
    const out = join(dir, 'try.tsv');
    const hinted = await wins(
      '--out',
      out,
      '--words',
      'hobby',
      '--budget',
      '120',
      '--try',
      'trawl',
      '--try-seconds',
      '10',
    );
    expect(hinted.code, hinted.err).toBe(0);
    expect(hinted.err).toMatch(/1\/1 hobby wins [\d.]+ s \(classes finished by --try: trawl\)/u);
    expect(entries(`${out}.progress`)[0]).toMatchObject({ word: 'hobby', wins: true });

    const bad = join(dir, 'bad-try.tsv');
    const refused = await wins('--out', bad, '--words', 'hobby', '--try', 'trawl,trawx');
    expect([refused.code, refused.err]).toEqual([2, 'wordle: --try: trawx is not an accepted guess']);
    expect(existsSync(`${bad}.progress`)).toBe(false);
  }, 300_000);

  it('stops cleanly on Ctrl-C (exit 130), saying what was kept, writing no table', async () => {
    const out = join(dir, 'sigint.tsv');
    const args = ['--hard', '--out', out, '--only', '30', '--budget', '100', '--workers', '1', '--max-memory', '256'];
    const p = start(['openings', 'wins', ...args]);
    await until(() => /openings to decide/u.test(p.stderr), 60_000, 'the run to start');
    p.child.kill('SIGINT');
    expect(await exitedWithin(p, 30_000, 'the interrupted run')).toBe(130);
    expect(p.stderr).toMatch(
      /wordle: interrupted: (?:nothing was decided yet|\d+ openings kept in \S+sigint\.tsv\.progress); run the same command again to resume/u,
    );
    expect(existsSync(out)).toBe(false);
  }, 90_000);

  // Issue 54: options that meant no deadline or no opening.
  it.each([
    ['--budget', 'NaN', '--budget must be a positive number of seconds up to 31622400, got "NaN"'],
    ['--budget', '-1', '--budget must be a positive number of seconds up to 31622400, got "-1"'],
    ['--only', '-1', '--only must be a whole number ≥ 1, got "-1"'],
    ['--sample', '0', '--sample must be a whole number ≥ 1, got "0"'],
    ['--seed', '-1', '--seed must be a whole number from 0 to 4294967295, got "-1"'],
    ['--try-seconds', 'Infinity', '--try-seconds must be a positive number of seconds up to 31622400, got "Infinity"'],
    ['--shard', '0/0', '--shard must be I/K with K ≥ 1 and I from 0 to K − 1 (0/4 is the first of four), got "0/0"'],
    ['--shard', '5/2', '--shard must be I/K with K ≥ 1 and I from 0 to K − 1 (0/4 is the first of four), got "5/2"'],
  ])('refuses %s %s before any work, in one line', async (name, value, message) => {
    const out = join(dir, 'refused.tsv');
    const r = await wins('--out', out, name, value);
    expect([r.code, r.err]).toEqual([2, `wordle: ${message}`]);
    expect(existsSync(`${out}.progress`)).toBe(false);
  });

  it('refuses a named pipe for a progress file instead of hanging', async () => {
    const fifo = join(dir, 'pipe.progress');
    spawnSync('mkfifo', [fifo]);
    const known = await wins('--out', join(dir, 'p.tsv'), '--known', fifo, '--status');
    expect([known.code, known.err]).toEqual([
      2,
      `wordle: progress file ${fifo} is a named pipe (FIFO), not a regular file: not read`,
    ]);
    const own = await wins('--out', join(dir, 'pipe'), '--status');
    expect(own.code).toBe(2);
    expect(own.err).toMatch(/^wordle: the progress file .*pipe\.progress: is not a regular file/u);
  });

  it('refuses a deflate bomb in a bitmap (its digest made again) without inflating it', async () => {
    // 512 MB of zeros, deflated to about 2 MB, as the list of guesses of a class left open.
    const d = createDeflateRaw({ level: 1 });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const zeros = Buffer.alloc(2 ** 20);
    for (let i = 0; i < 512; i++) d.write(zeros);
    d.end();
    await new Promise((resolve) => d.on('end', resolve));
    const bomb = Buffer.concat(chunks).toString('base64');
    const lists = builtinWordSet('nyt').checksum;
    const entry = { word: 'crane', wins: null, budget: 1, seconds: 1, source: 'local' };
    const rows = JSON.stringify({ ...entry, probes: [{ pattern: 0, pass: 0, todo: bomb, next: bomb }] });
    const head = JSON.stringify({ format: 'wordle-wins-progress', version: 1, lists, hard: true, maxGuesses: 6 });
    const out = join(dir, 'bomb.tsv');
    writeFileSync(`${out}.progress`, `${head.slice(0, -1)},"entries":[\n${rows}\n],"digest":"${hashString(rows)}"}\n`);
    // The most memory the command took (its own report at exit).
    const report = join(dir, 'rss.mjs');
    writeFileSync(
      report,
      "process.on('exit', () => process.stderr.write(`rss ${process.resourceUsage().maxRSS}\\n`));\n",
    );
    const r = spawnSync(
      process.execPath,
      ['--import', report, CLI, 'openings', 'wins', '--hard', '--out', out, '--status'],
      {
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(2);
    const [message, rss] = r.stderr.trimEnd().split('\n');
    expect(message).toBe(`wordle: ${out}.progress: 2: crane's probes: bad guess bitmap in class 0`);
    // The command alone takes some 150 MB (its lists and table); inflated, the bomb would add 512 MB.
    expect(Number(rss!.split(' ')[1]) / 1024).toBeLessThan(400);
  });

  it('refuses a progress file of another version, saying what to do, and overwrites nothing', async () => {
    const out = join(dir, 'version.tsv');
    const lists = builtinWordSet('nyt').checksum;
    const head = JSON.stringify({ format: 'wordle-wins-progress', version: 2, lists, hard: true, maxGuesses: 6 });
    const text = `${head.slice(0, -1)},"entries":[\n\n],"digest":"${hashString('')}"}\n`;
    writeFileSync(`${out}.progress`, text);
    const r = await wins('--out', out, '--words', 'still', '--budget', '1');
    expect([r.code, r.err]).toEqual([
      2,
      `wordle: ${out}.progress: a wins progress file of version 2, which this version of wordlekit does not read (it reads version 1): finish its run with the version that wrote it, or delete it to start over`,
    ]);
    expect(readFileSync(`${out}.progress`, 'utf8')).toBe(text);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a progress file of another mode, naming it', async () => {
    const out = join(dir, 'mode.tsv');
    const lists = builtinWordSet('nyt').checksum;
    const head = JSON.stringify({ format: 'wordle-wins-progress', version: 1, lists, hard: false, maxGuesses: 6 });
    writeFileSync(`${out}.progress`, `${head.slice(0, -1)},"entries":[\n\n],"digest":"${hashString('')}"}\n`);
    const r = await wins('--out', out, '--status');
    expect([r.code, r.err]).toEqual([
      2,
      `wordle: ${out}.progress: the progress file is for another run (its mode differ: "false"); delete it to start over, or run with the same options`,
    ]);
  });
});

/** A bitmap of no guess (the nyt lists), deflated, in base64. */
function emptyBitmap(): string {
  return deflateRawSync(new Uint8Array(Math.ceil(builtinWordSet('nyt').guesses.length / 8))).toString('base64');
}
