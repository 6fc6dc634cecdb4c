import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDistinctOutputs, checkOutputTarget } from '../../src/node/output-target.js';
import { wordleError } from '../helpers/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-target-'));
writeFileSync(join(dir, 'words.txt'), 'cigar\n');
writeFileSync(join(dir, 'old.tree'), 'x\n');
symlinkSync('old.tree', join(dir, 'link.tree'));
symlinkSync('missing.tree', join(dir, 'dangling.tree'));
linkSync(join(dir, 'words.txt'), join(dir, 'hard.txt'));
mkdirSync(join(dir, 'sub'));
execFileSync('mkfifo', [join(dir, 'fifo')]);
const inputs = [{ path: join(dir, 'words.txt'), what: '--answers' }];

describe('checkOutputTarget', () => {
  it.each([
    ['a new file', 'new.tree'],
    ['an existing regular file', 'old.tree'],
  ])('accepts %s', (_name, file) => {
    expect(() => checkOutputTarget(join(dir, file), { inputs, what: '--out' })).not.toThrow();
  });

  it.each([
    ['a symlink', 'link.tree', 'is a symbolic link: refusing to replace it (name the file it points to instead)'],
    [
      'a dangling symlink',
      'dangling.tree',
      'is a symbolic link: refusing to replace it (name the file it points to instead)',
    ],
    ['a named pipe', 'fifo', 'is not a regular file (a device, pipe or socket); use - for stdout'],
    ['a directory', 'sub', 'is a directory'],
    ['an input', 'words.txt', `is also an input (--answers ${join(dir, 'words.txt')}): refusing to overwrite it`],
    [
      'a hard link to an input',
      'hard.txt',
      `is also an input (--answers ${join(dir, 'words.txt')}): refusing to overwrite it`,
    ],
  ])('refuses %s', (_name, file, why) => {
    const e = wordleError(() => checkOutputTarget(join(dir, file), { inputs, what: '--out' }), 'BAD_FILE');
    expect(e.message).toBe(`--out ${join(dir, file)}: ${why}`);
  });
});

describe('checkDistinctOutputs', () => {
  it('refuses two outputs naming one file, by name or through a hard link', () => {
    const a = { path: join(dir, 'old.tree'), what: '--out' };
    expect(
      wordleError(
        () => checkDistinctOutputs([a, { path: join(dir, 'sub', '..', 'old.tree'), what: '--checkpoint' }]),
        'BAD_OPTION',
      ).message,
    ).toBe(`--out and --checkpoint name the same file ${join(dir, 'old.tree')}`);
    expect(() => checkDistinctOutputs([a, { path: join(dir, 'other.tree'), what: '--checkpoint' }])).not.toThrow();
    expect(() => checkDistinctOutputs([a, { path: '-', what: '--json' }])).not.toThrow();
  });
});
