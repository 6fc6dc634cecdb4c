import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../../src/data/lists.js';
import { SOLVED, type Tree } from '../../../src/core/types.js';
import { parseFeedback } from '../../../src/core/feedback.js';
import { treeStats } from '../../../src/engine/tree/stats.js';
import { formatTreeText, parseTreeText } from '../../../src/engine/tree/text.js';
import { HAVE_REF, REF_HARD, REF_NORMAL, REF_SKIP, SMALL, SMALL_TEXT } from '../../fixtures/trees.js';
import { wordleError } from '../../helpers/errors.js';

const branch = (t: Tree, feedback: string): Tree => {
  if (t.kind !== 'guess') throw new Error('expected a guess node');
  const sub = t.branches.get(parseFeedback(feedback));
  if (sub === undefined) throw new Error(`no branch ${feedback}`);
  return sub;
};

describe('parseTreeText', () => {
  it('reads paths, shared prefixes and bare GGGGGk lines', () => {
    const t = parseTreeText(SMALL_TEXT, 'small.tree', SMALL);
    expect(t.kind === 'guess' && t.guess).toBe('salet');
    expect(t.kind === 'guess' && t.branches.size).toBe(7);
    const humph = branch(t, 'bbbbb');
    expect(humph.kind === 'guess' && humph.guess).toBe('humph');
    // "GGGGG2" under humph: humph itself was the answer.
    expect(branch(humph, 'ggggg')).toBe(SOLVED);
    expect(branch(branch(humph, 'bbyyb'), 'ggggg')).toBe(SOLVED);
    expect(treeStats(t)).toMatchObject({ answers: 10, total: 23, max: 3 });
  });

  it('accepts CRLF line ends, a BOM and a missing final newline', () => {
    const crlf = `\uFEFF${SMALL_TEXT.replace(/\n/g, '\r\n').trimEnd()}`;
    expect(formatTreeText(parseTreeText(crlf, 'x', SMALL), SMALL)).toBe(SMALL_TEXT);
  });

  // Each case: the text, the line named in the error, and the reason.
  it.each([
    ['empty file', '', /^t\.tree: no tree lines found/],
    ['first line indented', '  salet GGGGG1', /^t\.tree:1: the first line must not be indented/],
    ['tab indentation', 'salet BBBBB1 humph GGGGG2\n\tGGGGG1', /^t\.tree:2: indentation must be spaces/],
    [
      'indent between tokens',
      'salet BBBBB1 humph GGGGG2\n    BBBYG1 rebut GGGGG2',
      /^t\.tree:2: indentation of 4 spaces does not line up with a token of line 1/,
    ],
    [
      'indent under a guess',
      'salet BBBBB1 humph GGGGG2\n             GGGGG2',
      /^t\.tree:2: indentation of 13 spaces lines up with a guess of line 1/,
    ],
    [
      'bad feedback letter',
      'salet BBXBB1 humph GGGGG2',
      /^t\.tree:1: bad feedback "BBXBB1": expected 5 letters B\/Y\/G then the guess number/,
    ],
    ['lowercase feedback', 'salet bbbbb1 humph GGGGG2', /^t\.tree:1: bad feedback "bbbbb1"/],
    ['feedback too short', 'salet BBBB1 humph GGGGG2', /^t\.tree:1: bad feedback "BBBB1"/],
    ['wrong guess number', 'salet BBBBB1 humph GGGGG3', /^t\.tree:1: wrong guess number in "GGGGG3": expected GGGGG2/],
    ['unknown word', 'salet BBBBB1 zzzzz GGGGG2', /^t\.tree:1: guess "zzzzz" is not in the word list/],
    ['not a word', 'salet BBBBB1 hum GGGGG2', /^t\.tree:1: guess "hum" is not 5 letters a-z/],
    [
      'truncated after a guess',
      'salet BBBBB1 humph',
      /^t\.tree:1: the line ends with guess "humph" and no feedback \(truncated\?\)/,
    ],
    ['truncated inside feedback', 'salet BBBBB1 humph GGG', /^t\.tree:1: bad feedback "GGG"/],
    [
      'not ending in green',
      'salet BBBBB1 humph BBBBB2',
      /^t\.tree:1: the line ends with "BBBBB2", not with all green \(GGGGG2\)/,
    ],
    ['green in the middle', 'salet GGGGG1 humph GGGGG2', /^t\.tree:1: "GGGGG1" is all green but the line goes on/],
    [
      'duplicate line',
      'salet BBBBB1 humph GGGGG2\n      BBBBB1 humph GGGGG2',
      /^t\.tree:2: duplicate: "humph GGGGG" already has a line/,
    ],
    [
      'conflicting guesses',
      'salet BBBBB1 humph GGGGG2\n      BBBBB1 rebut GGGGG2',
      /^t\.tree:2: after "salet BBBBB" this line plays "rebut" but an earlier line has "humph"/,
    ],
    [
      'different first guess',
      'salet BBBBB1 humph GGGGG2\ntrace BBBBB1 humph GGGGG2',
      /^t\.tree:2: first guess "trace" differs from "salet" on line 1/,
    ],
  ])('rejects %s with the line and the reason', (_name, text, message) => {
    const e = wordleError(() => parseTreeText(text, 't.tree', SMALL), 'BAD_TREE');
    expect(e.message).toMatch(message);
  });

  it('names the right line deep in a file', () => {
    const lines = SMALL_TEXT.split('\n');
    lines[6] = lines[6]!.replace('GGGGG2', 'GGGGG7');
    const e = wordleError(() => parseTreeText(lines.join('\n'), 'small.tree', SMALL), 'BAD_TREE');
    expect(e.message).toBe('small.tree:7: wrong guess number in "GGGGG7": expected GGGGG2');
  });
});

describe('formatTreeText', () => {
  it('round-trips the small tree byte for byte', () => {
    expect(formatTreeText(parseTreeText(SMALL_TEXT, 'x', SMALL), SMALL)).toBe(SMALL_TEXT);
  });

  it('sorts branches by feedback string whatever the map order', () => {
    const t = parseTreeText(SMALL_TEXT, 'x', SMALL);
    if (t.kind !== 'guess') throw new Error('expected a guess node');
    const reversed: Tree = { kind: 'guess', guess: t.guess, branches: new Map([...t.branches].reverse()) };
    expect(formatTreeText(reversed, SMALL)).toBe(SMALL_TEXT);
  });

  it('refuses trees it cannot write', () => {
    const empty: Tree = { kind: 'guess', guess: 'salet', branches: new Map() };
    expect(wordleError(() => formatTreeText(empty, SMALL), 'BAD_TREE').message).toMatch(/node "salet" has no branches/);
    const early: Tree = { kind: 'guess', guess: 'salet', branches: new Map([[parseFeedback('bbbbb'), SOLVED]]) };
    expect(wordleError(() => formatTreeText(early, SMALL), 'BAD_TREE').message).toMatch(
      /"salet BBBBB1" ends without all green/,
    );
  });
});

describe.skipIf(!HAVE_REF)(HAVE_REF ? 'published SALET trees' : `published SALET trees (SKIPPED: ${REF_SKIP})`, () => {
  const words = builtinWordSet('classic');
  it.each([
    ['normal', REF_NORMAL, 7920, 5],
    ['hard', REF_HARD, 8122, 6],
  ])('reads the %s-mode tree and writes it back byte for byte', (_mode, path, total, max) => {
    const text = readFileSync(path, 'utf8');
    const tree = parseTreeText(text, path, words);
    expect(treeStats(tree)).toMatchObject({ answers: 2315, total, max });
    expect(formatTreeText(tree, words)).toBe(text);
  });
});
