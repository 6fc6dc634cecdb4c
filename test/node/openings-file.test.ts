// Reading openings tables from files: plain or gzipped (told by the first bytes, not the name), with
// the parser's strict checks and size cap applied to the decompressed text, and a gzip bomb refused.
import { existsSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_TABLE_CHARS } from '../../src/engine/openings/codec/fields.js';
import { formatOpeningsTable } from '../../src/engine/openings/codec/write.js';
import { readOpeningsFile } from '../../src/node/openings-file.js';
import { readOpeningsText, shippedOpeningsPath } from '../../src/node/openings-text.js';
import { placeholderTable } from '../fixtures/openings.js';
import { wordleError } from '../helpers/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-openings-file-'));
const table = placeholderTable({ salet: 7920, reast: 7923 }, 8015);
const text = formatOpeningsTable(table);
const file = (name: string, data: string | Buffer): string => {
  writeFileSync(join(dir, name), data);
  return join(dir, name);
};

describe('readOpeningsFile', () => {
  it.each([
    ['plain, named .tsv', 'a.tsv', text],
    ['gzipped, named .tsv.gz', 'a.tsv.gz', gzipSync(text)],
    ['gzipped, named .tsv (the bytes decide)', 'b.tsv', gzipSync(text)],
    ['plain, named .gz (the bytes decide)', 'b.tsv.gz', text],
    [
      'two gzip members (valid gzip)',
      'c.tsv.gz',
      Buffer.concat([gzipSync(text.slice(0, 999)), gzipSync(text.slice(999))]),
    ],
  ])('reads a table %s', (_what, name, data) => {
    const path = file(name, data);
    expect(readOpeningsText(path)).toBe(text);
    expect(readOpeningsFile(path)).toEqual({
      ...table,
      file: { format: 3, digest: expect.any(String), firstLine: 15 },
    });
  });

  it('applies the strict checks to the decompressed text, naming the file and line', () => {
    const path = file('bad.tsv.gz', gzipSync(text.replace('salet\t7920', 'salet\t79x0')));
    expect(wordleError(() => readOpeningsFile(path), 'BAD_FILE').message).toBe(
      `${path}:15: total must be a whole number or ">=" and one (a proven lower bound), got "79x0"`,
    );
  });

  it.each([
    ['truncated', gzipSync(text).subarray(0, 500), 'unexpected end of file'],
    ['followed by garbage', Buffer.concat([gzipSync(text), Buffer.from('garbage')]), 'incorrect header check'],
  ])('refuses a gzip file %s, naming it', (_what, data, why) => {
    const path = file('broken.tsv.gz', data);
    expect(wordleError(() => readOpeningsText(path), 'BAD_FILE').message).toBe(
      `openings table file ${path} is not a valid gzip file: ${why}`,
    );
  });

  it('refuses a gzip bomb: a small file whose text would pass the cap', () => {
    // 64 MB + 1 of spaces compresses to about 65 KB: the file is far below the cap, its text above.
    const bomb = gzipSync(Buffer.alloc(MAX_TABLE_CHARS + 1, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(2 ** 20);
    const path = file('bomb.tsv.gz', bomb);
    expect(wordleError(() => readOpeningsText(path), 'TOO_LARGE').message).toBe(
      `openings table file ${path} decompresses to more than 64 MB (the limit for openings tables)`,
    );
  });

  it('refuses a file over the cap before reading it', () => {
    // A sparse file: its size says too large without 64 MB on disk.
    const path = file('huge.tsv', '');
    truncateSync(path, MAX_TABLE_CHARS + 1);
    expect(wordleError(() => readOpeningsText(path), 'TOO_LARGE').message).toBe(
      `openings table file ${path} is larger than 64 MB (the limit for openings tables)`,
    );
  });

  it('finds the shipped tables, gzipped, from the package', () => {
    for (const mode of ['normal', 'hard'] as const) {
      const path = shippedOpeningsPath('classic', mode);
      expect(path.endsWith(`data/openings/classic-${mode}.tsv.gz`)).toBe(true);
      expect(existsSync(path), path).toBe(true);
    }
  });
});
