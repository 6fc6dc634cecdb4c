import { describe, expect, it } from 'vitest';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { formatTreeJson, parseTreeJson, parseTreeJsonDocument } from '../../../src/engine/tree/json.js';
import { formatTreeText, parseTreeText } from '../../../src/engine/tree/text.js';
import { SMALL, SMALL_TEXT } from '../../fixtures/trees.js';
import { wordleError } from '../../helpers/errors.js';

const tree = parseTreeText(SMALL_TEXT, 'small.tree', SMALL);
const json = formatTreeJson(tree, SMALL, { strategy: 'entropy', first: 'salet' });

describe('formatTreeJson', () => {
  it('writes a versioned header with the word lists checksum, then the tree', () => {
    const doc = JSON.parse(json) as Record<string, unknown>;
    expect(doc).toMatchObject({
      format: 'wordle-tree',
      version: 1,
      wordLength: 5,
      answers: 10,
      guesses: 12,
      checksum: SMALL.checksum,
      meta: { strategy: 'entropy', first: 'salet' },
    });
    expect(doc.tree).toMatchObject({
      guess: 'salet',
      branches: { BBBYG: { guess: 'rebut', branches: { GGGGG: 'solved' } } },
    });
    // Branch keys in feedback order, as in the text format.
    expect(Object.keys((doc.tree as { branches: object }).branches)).toEqual([
      'BBBBB',
      'BBBYG',
      'BYBBB',
      'BYBYB',
      'BYYBB',
      'GBBBB',
      'YBYBB',
    ]);
  });

  it('round-trips: JSON → tree → JSON and → text are unchanged', () => {
    const back = parseTreeJsonDocument(json, 'small.json', SMALL);
    expect(back.meta).toEqual({ strategy: 'entropy', first: 'salet' });
    expect(formatTreeJson(back.tree, SMALL, back.meta)).toBe(json);
    expect(formatTreeText(back.tree, SMALL)).toBe(SMALL_TEXT);
  });
});

describe('parseTreeJson errors', () => {
  const edit = (f: (doc: Record<string, unknown>) => void): string => {
    const doc = JSON.parse(json) as Record<string, unknown>;
    f(doc);
    return JSON.stringify(doc, null, 2);
  };
  it.each([
    ['not JSON', '{\n  "format": "wordle-tree",\n  oops\n}', /^t\.json:3: not valid JSON/],
    ['truncated', json.slice(0, json.length - 40), /^t\.json:\d+: not valid JSON/],
    ['another format', '{"format":"other"}', /^t\.json: not a wordle tree file/],
    [
      'a newer version',
      edit((d) => (d.version = 2)),
      /^t\.json: unsupported tree version 2 \(this program reads version 1\)/,
    ],
    [
      'other word lists',
      edit((d) => (d.checksum = 'abc')),
      /^t\.json: the tree was built for other word lists \(checksum "abc", 10 answers; these lists: /,
    ],
    ['no tree', edit((d) => delete d.tree), /^t\.json: "tree" must be an object/],
    [
      'unknown word',
      json.replace('"rebut"', '"zzzzz"'),
      /^t\.json: at "salet BBBYG": guess "zzzzz" is not in the word list/,
    ],
    [
      'bad feedback key',
      json.replace('"BBBYG"', '"BBBXG"'),
      /^t\.json: at the root: bad feedback "BBBXG" after "salet"/,
    ],
    [
      'bad node',
      json.replace('{"guess":"rebut","branches":{"GGGGG":"solved"}}', '42'),
      /^t\.json: at "salet BBBYG": a node must be/,
    ],
  ])('rejects %s, naming the file and where', (_name, text, message) => {
    expect(wordleError(() => parseTreeJson(text, 't.json', SMALL), 'BAD_TREE').message).toMatch(message);
  });

  it('rejects a tree for lists with the same words in another order', () => {
    const shuffled = makeWordSet([...SMALL.answers].reverse(), ['salet', 'trace']);
    wordleError(() => parseTreeJson(json, 't.json', shuffled), 'BAD_TREE');
  });
});
