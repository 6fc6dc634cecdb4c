import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTreeText } from '../../src/engine/tree/text.js';
import {
  readTreeDocument,
  readTreeFile,
  resolveTreePath,
  shippedTreePath,
  treeFormatOf,
  writeTreeFile,
} from '../../src/node/tree-file.js';
import { SMALL, SMALL_TEXT } from '../fixtures/trees.js';
import { wordleError } from '../helpers/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-tree-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tree = parseTreeText(SMALL_TEXT, 'small.tree', SMALL);

describe('tree files', () => {
  it.each([
    ['a.json', 'json'],
    ['A.JSON', 'json'],
    ['a.tree', 'text'],
    ['a.txt', 'text'],
    ['a', 'text'],
  ])('%s is read and written as %s', (path, format) => {
    expect(treeFormatOf(path)).toBe(format);
  });

  it('writes text and JSON by extension, atomically, and reads them back', () => {
    const text = join(dir, 'small.tree');
    const json = join(dir, 'small.json');
    writeTreeFile(text, tree, SMALL);
    writeTreeFile(json, tree, SMALL, { strategy: 'entropy' });
    expect(readFileSync(text, 'utf8')).toBe(SMALL_TEXT);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({ format: 'wordle-tree', checksum: SMALL.checksum });
    expect(readTreeFile(text, SMALL)).toEqual(tree);
    expect(readTreeDocument(json, SMALL)).toEqual({ tree, meta: { strategy: 'entropy' } });
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]); // no temporary file left
  });

  it('names the file and line of a malformed tree', () => {
    const bad = join(dir, 'bad.tree');
    writeFileSync(bad, SMALL_TEXT.replace('rebut GGGGG2', 'rebut GGGGG'));
    expect(wordleError(() => readTreeFile(bad, SMALL), 'BAD_TREE').message).toBe(
      `${bad}:3: bad feedback "GGGGG": expected 5 letters B/Y/G then the guess number`,
    );
  });

  it('names a missing file', () => {
    const missing = join(dir, 'nope.json');
    expect(wordleError(() => readTreeFile(missing, SMALL), 'BAD_FILE').message).toBe(
      `cannot read tree file ${missing}: no such file`,
    );
  });

  it('resolves "optimal" to the shipped tree of the mode, from the package root', () => {
    expect(isAbsolute(shippedTreePath(false))).toBe(true);
    expect(shippedTreePath(false)).toBe(join(process.cwd(), 'trees', 'salet-normal.tree'));
    expect(resolveTreePath('optimal', true)).toBe(join(process.cwd(), 'trees', 'salet-hard.tree'));
    expect(resolveTreePath('my.tree', true)).toBe('my.tree');
  });
});
