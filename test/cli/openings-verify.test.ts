import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingsTable } from '../../src/engine/openings/table.js';
import { parseOpeningsTable } from '../../src/engine/openings/codec/read.js';
import { formatOpeningsTable } from '../../src/engine/openings/codec/write.js';
import { readOpeningsText, shippedOpeningsPath } from '../../src/node/openings-text.js';
import { rootPosition } from '../../src/search/position/position.js';
import { Searcher } from '../../src/search/solver/searcher.js';
import { asFormat2 } from '../fixtures/openings.js';
import { runCli, sampledLists } from './run.js';

// `wordle openings verify`: every row chosen re-proved here; exit 1 naming each row that does not
// hold (a value a rogue worker sent, or an edit that kept the file well-formed), 0 when all hold.
const dir = mkdtempSync(join(tmpdir(), 'wordle-verify-'));
const { words, lists } = sampledLists(dir, 43, 60, 90);
const search = new Searcher(words, undefined);
const values = new Map(words.guesses.map((g) => [g, search.guessValue(rootPosition(words), g)]));
const cutoff = [...values.values()].sort((a, b) => a - b)[10]!;
const TABLE = join(dir, 'small.tsv');
const ranked = await runCli('openings', 'rank', ...lists, '--cutoff', String(cutoff), '--out', TABLE);
if (ranked.code !== 0) throw new Error(ranked.err);
const text = readFileSync(TABLE, 'utf8');
const table = parseOpeningsTable(text, TABLE);
const listsOnly = lists.slice(0, 4); // --answers A --guesses G
const verify = (path: string, ...more: string[]) => runCli('openings', 'verify', path, ...listsOnly, '-q', ...more);

describe('wordle openings verify', () => {
  it('re-proves every row of a table a run wrote: exit 0', async () => {
    const r = await verify(TABLE, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      table: TABLE,
      format: 3,
      rows: table.entries.length,
      checked: table.entries.length,
      holds: true,
      differ: [],
    });
    const words = await verify(TABLE);
    expect(words.out).toMatch(/^all 150 rows checked hold \(re-proved on this machine in \d+\.\d s\)$/u);
  });

  it("names a worker's forged exact total with its line and the true value: exit 1", async () => {
    // The attack: a real but suboptimal total sent by a rogue worker (written with a digest
    // that matches). The table reads as well-formed; only a search shows it is wrong.
    const best = table.entries[0]!;
    const claimed = cutoff - 1;
    expect(claimed).toBeGreaterThan(best.total!);
    const entries = table.entries.map((e) =>
      e.word === best.word ? { ...e, total: claimed, lowerBound: claimed, source: 'worker:rogue-1' as const } : e,
    );
    const forged = join(dir, 'forged.tsv');
    writeFileSync(forged, formatOpeningsTable(openingsTable(table.meta, entries)));
    const back = parseOpeningsTable(readFileSync(forged, 'utf8'), forged);
    const line = back.file!.firstLine + back.entries.findIndex((e) => e.word === best.word);
    const r = await verify(forged, '--only', `${best.word},${table.entries[1]!.word}`);
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      `${forged}:${line}: ${best.word}: the table says ${claimed} (claimed by queue worker rogue-1, not re-proven here); re-proved here: ${best.total}`,
    );
    expect(r.err).toBe(`wordle: 1 of 2 rows of ${forged} do not hold: ${best.word} (line ${line})`);
    // show says the row is a claim, not a proof.
    const shown = await runCli('openings', 'show', best.word, '--table', forged, '--json');
    expect(JSON.parse(shown.out)).toMatchObject({ total: claimed, proven: false, source: 'worker:rogue-1' });
  });

  it('checks a seeded sample; refuses a table of an older format with the command that converts it', async () => {
    const r = await runCli('openings', 'verify', TABLE, ...listsOnly, '--sample', '5', '--seed', '3', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ format: 3, checked: 5, holds: true });
    const v2 = join(dir, 'v2.tsv');
    writeFileSync(v2, asFormat2(text));
    const old = await runCli('openings', 'verify', v2, ...listsOnly, '--sample', '5');
    expect(old.code).toBe(2);
    expect(old.err).toBe(
      `wordle: ${v2}:1: an openings table of format 2, which this version reads no more (it reads format 3): convert it with "wordle openings convert ${v2} --out NEW.tsv.gz"`,
    );
  });

  it.each<[string[], string]>([
    [['--only', 'a', '--sample', '2'], '--only and --sample are two ways to choose rows: give one'],
    [['--hard'], 'is a table for normal mode: leave out --hard'],
    [['--only', 'qqqqq'], '"qqqqq" is not in the table'],
  ])('refuses %j in one line (exit 2)', async (args, message) => {
    const r = await verify(TABLE, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('needs the lists of a table of custom lists', async () => {
    const r = await runCli('openings', 'verify', TABLE);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `wordle: ${TABLE}: the table's word lists (${table.meta.list}) are not built in: pass them with --answers and --guesses`,
    );
  });

  // Issue 27: a table claiming SALET 5 (n answers need at least 2n − 1 guesses) is refused, with
  // its file and line, by every command that reads it.
  it.each([['show', 'salet'], ['verify']])('refuses a table claiming SALET 5 (openings %s)', async (...cmd) => {
    const shipped = join(dir, 'salet5.tsv');
    const classic = readOpeningsText(shippedOpeningsPath('classic', 'normal'));
    writeFileSync(shipped, classic.replace(/^salet\t7920\t/mu, 'salet\t5\t'));
    const args = cmd[0] === 'show' ? ['show', 'salet', '--table', shipped] : ['verify', shipped, '--only', 'salet'];
    const r = await runCli('openings', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      new RegExp(
        `^wordle: ${shipped}:\\d+: salet: exact total 5 is impossible: 2315 answers take at least 4629 guesses \\(2n − 1\\)$`,
        'u',
      ),
    );
  });
});
