import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWritableDir, writeFileAtomic } from '../../src/node/atomic.js';
import { wordleError } from '../helpers/errors.js';

const expectWordleError = (fn: () => unknown, code: 'BAD_FILE', message: RegExp): void => {
  expect(wordleError(fn, code).message).toMatch(message);
};

describe('writeFileAtomic', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wordle-atomic-'));

  it('writes the whole file and leaves no temporary file behind', () => {
    const path = join(dir, 'out.txt');
    writeFileAtomic(path, 'first\n');
    writeFileAtomic(path, 'second\n');
    expect(readFileSync(path, 'utf8')).toBe('second\n');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('names the path when the directory does not exist (and does not hang on /proc)', () => {
    expectWordleError(
      () => writeFileAtomic('/proc/nope/x.tree', 'x'),
      'BAD_FILE',
      /directory \/proc\/nope does not exist/,
    );
    expectWordleError(() => checkWritableDir(join(dir, 'missing', 'x.json')), 'BAD_FILE', /does not exist/);
  });

  it('creates the directory when asked', () => {
    const path = join(dir, 'a', 'b', 'c.bin');
    writeFileAtomic(path, new Uint8Array([1, 2, 3]), { makeDir: true });
    expect([...readFileSync(path)]).toEqual([1, 2, 3]);
  });

  it('reports a target that is a directory as one clear error', () => {
    expectWordleError(() => writeFileAtomic(dir, 'x'), 'BAD_FILE', /cannot write .*: is a directory/);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('writeFileAtomic after a killed writer', () => {
  it('removes the temporary file a dead process left for the same target, and only that', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-atomic-stale-'));
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!; // has exited: its pid is free
    const stale = `.out.tree.${dead}.abcd1234.tmp`;
    const other = `.other.tree.${dead}.abcd1234.tmp`;
    const mine = `.out.tree.${process.pid}.abcd1234.tmp`;
    for (const f of [stale, other, mine]) writeFileSync(join(dir, f), 'partial');
    writeFileAtomic(join(dir, 'out.tree'), 'whole\n');
    expect(readdirSync(dir).sort()).toEqual([other, mine, 'out.tree'].sort());
    expect(readFileSync(join(dir, 'out.tree'), 'utf8')).toBe('whole\n');
  });
});
