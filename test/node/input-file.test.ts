import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInputFile, readRegularFile } from '../../src/node/input-file.js';
import { wordleError } from '../helpers/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-input-'));

describe('readInputFile', () => {
  it('reads a file under the cap', () => {
    writeFileSync(join(dir, 'a.txt'), 'cigar\n');
    expect(readInputFile(join(dir, 'a.txt'), 'answers', 100)).toBe('cigar\n');
  });

  it('refuses a regular file over the cap from its size, naming the limit', () => {
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(3 * 2 ** 20));
    const e = wordleError(
      () => readInputFile(join(dir, 'big.txt'), 'tree', 2 ** 20, 'the limit for tree files'),
      'TOO_LARGE',
    );
    expect(e.message).toBe(`tree file ${join(dir, 'big.txt')} is larger than 1 MB (the limit for tree files)`);
  });

  it('stops reading an endless device at the cap', () => {
    const e = wordleError(() => readInputFile('/dev/zero', 'answers', 2 ** 20), 'TOO_LARGE');
    expect(e.message).toBe('answers file /dev/zero is larger than 1 MB (the limit for input files)');
  });

  it('reads a named pipe (process substitution) up to the cap', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', `printf 'cigar\\nrebut\\n' > ${fifo}`]);
    expect(readInputFile(fifo, 'answers', 100)).toBe('cigar\nrebut\n');
    await new Promise((r) => writer.on('close', r));
  });

  it.each([
    ['a directory', dir, 'is a directory'],
    ['a missing file', join(dir, 'none.txt'), 'no such file'],
  ])('names the reason for %s', (_name, path, why) => {
    expect(wordleError(() => readInputFile(path, 'answers'), 'BAD_FILE').message).toBe(
      `cannot read answers file ${path}: ${why}`,
    );
  });
});

describe('readRegularFile (files read back: caches, checkpoints, progress)', () => {
  it('reads a regular file', () => {
    writeFileSync(join(dir, 'b.txt'), 'kept\n');
    expect(readRegularFile(join(dir, 'b.txt'), 'checkpoint')).toBe('kept\n');
  });

  it.each([
    ['a device', '/dev/zero', 'is a device, not a regular file: not read'],
    ['a directory', dir, 'cannot read checkpoint file'],
  ])('refuses %s before reading it', (_name, path, why) => {
    expect(wordleError(() => readRegularFile(path, 'checkpoint'), 'BAD_FILE').message).toContain(why);
  });
});
