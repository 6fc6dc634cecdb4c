import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readOpeningsText, shippedOpeningsPath } from '../../src/node/openings-text.js';
import { asFormat1, asFormat2 } from '../fixtures/openings.js';
import { runCli } from './run.js';

// `wordle openings convert`: a table of an older format in the current one (format 3), written
// atomically with --out (never onto its input, a symlink or a device), or on stdout.
const dir = mkdtempSync(join(tmpdir(), 'wordle-convert-'));
const shipped = readOpeningsText(shippedOpeningsPath('classic', 'normal'));
const v2 = join(dir, 'classic-normal-v2.tsv.gz');
writeFileSync(v2, gzipSync(asFormat2(shipped)));

describe('wordle openings convert', () => {
  it('converts a format 2 table to the shipped format 3 one, byte for byte, and show reads it', async () => {
    const old = await runCli('openings', 'show', 'salet', '--table', v2);
    expect(old.code).toBe(2);
    expect(old.err).toBe(
      `wordle: ${v2}:1: an openings table of format 2, which this version reads no more (it reads format 3): convert it with "wordle openings convert ${v2} --out NEW.tsv.gz"`,
    );
    const out = join(dir, 'new.tsv.gz');
    const r = await runCli('openings', 'convert', v2, '--out', out);
    expect(r.code).toBe(0);
    expect(r.err).toBe(`${v2}: 12972 rows, format 2 → ${out}, format 3`);
    expect(gunzipSync(readFileSync(out)).toString('utf8')).toBe(shipped);
    const shown = await runCli('openings', 'show', 'salet', '--table', out);
    expect(shown.out).toMatch(/^SALET: 7920 guesses over the 2315 answers, 3\.4212 on average: rank 1 of 12972/u);
  });

  it('writes a format 1 table on stdout without --out', async () => {
    const v1 = join(dir, 'v1.tsv');
    writeFileSync(v1, asFormat1(shipped));
    const r = await runCli('openings', 'convert', v1);
    expect(r.code).toBe(0);
    expect(`${r.out}\n`).toBe(shipped);
  });

  it.each([
    ['onto its input', () => [v2, '--out', v2], 'is also an input'],
    ['onto a symlink', () => [v2, '--out', link()], 'is a symbolic link'],
    ['onto a device', () => [v2, '--out', '/dev/null'], '/dev/null'],
    ['a file that is no table', () => [bad('# hello\n')], ':1: not an openings table'],
    [
      'a damaged table',
      () => [bad(asFormat2(shipped).replace('salet\t7920', 'salet\t7921'))],
      ': the digest does not match',
    ],
    ['a missing file', () => [join(dir, 'none.tsv')], 'none.tsv'],
  ])('refuses to convert %s: one line, exit 2, nothing written', async (_, args, message) => {
    const r = await runCli('openings', 'convert', ...args());
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toContain(message);
    expect(readFileSync(v2)).toEqual(gzipSync(asFormat2(shipped)));
  });
});

let k = 0;
function bad(text: string): string {
  const path = join(dir, `bad-${k++}.tsv`);
  writeFileSync(path, text);
  return path;
}
function link(): string {
  const path = join(dir, `link-${k++}.tsv.gz`);
  symlinkSync(join(dir, 'elsewhere.tsv.gz'), path);
  return path;
}
