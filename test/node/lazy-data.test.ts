import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dataModuleExports, lazyDataModule } from '../../src/node/lazy-data.js';

// The data modules the CLI reads when first read (scripts/bundle-cli.mjs checks each built one
// against its import; test/package/cli-bundle checks what a question reads).
const MODULE = [
  '// Generated. Do not edit.',
  '/** Answers. */',
  'export const answers = "cigar rebut";',
  '/** With escapes. */',
  'export const notes = "a \\"quoted\\" word\\\\n";',
  '',
].join('\n');

describe('data modules of string constants', () => {
  it('reads their exports from their text', () => {
    expect(dataModuleExports(MODULE)).toEqual({ answers: 'cigar rebut', notes: 'a "quoted" word\\n' });
  });

  it('reads nothing else', () => {
    for (const text of [
      'export const n = 3;',
      "export const s = 'single';",
      'export const a = "x";\nexport const a = "y";',
      'import x from "./x.js";\nexport const a = "x";',
      'export const a = "bad \\q escape";',
      'export const a = "x" + "y";',
      '/* a comment\n over lines */\nexport const a = "x";',
    ]) {
      expect(dataModuleExports(text), text).toBeUndefined();
    }
  });

  it('reads a module when one of its strings is first read, once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-lazy-data-'));
    const file = join(dir, 'list.js');
    writeFileSync(file, MODULE);
    const m = lazyDataModule(pathToFileURL(file), ['answers', 'notes']);
    expect(Object.keys(m)).toEqual(['answers', 'notes']);
    expect(m.answers).toBe('cigar rebut');
    rmSync(file); // (read already: not again)
    expect(m.notes).toBe('a "quoted" word\\n');
    const missing = lazyDataModule(pathToFileURL(file), ['answers']);
    expect(() => missing.answers).toThrow(/ENOENT|no such file/u);
    writeFileSync(file, 'export const other = "x";\n');
    expect(() => lazyDataModule(pathToFileURL(file), ['answers']).answers).toThrow(/not the one this build read/u);
    rmSync(dir, { recursive: true, force: true });
  });
});
