import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../../src/core/feedback.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { SOLVED, type Tree } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { buildTree } from '../../../src/engine/tree/build.js';
import { treeStats } from '../../../src/engine/tree/stats.js';
import { formatTreeJson, parseTreeJson } from '../../../src/engine/tree/json.js';
import { formatTreeText, parseTreeText } from '../../../src/engine/tree/text.js';
import { verifyTree, type TreeReport } from '../../../src/engine/tree/verify.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { HAVE_REF, REF_HARD, REF_NORMAL, REF_SKIP, SMALL, SMALL_TEXT } from '../../fixtures/trees.js';

const parse = (text: string): Tree => parseTreeText(text, 'small.tree', SMALL);
const small = parse(SMALL_TEXT);

/** The tree with one branch of the root replaced. */
function withRootBranch(t: Tree, feedback: string, sub: Tree): Tree {
  if (t.kind !== 'guess') throw new Error('expected a guess node');
  return { kind: 'guess', guess: t.guess, branches: new Map([...t.branches, [parseFeedback(feedback), sub]]) };
}

function invalid(r: TreeReport): TreeReport & { status: 'invalid' } {
  if (r.status !== 'invalid') throw new Error(`expected an invalid tree, got ${JSON.stringify(r)}`);
  return r;
}

// The SMALL tree with CIGAR and CRANK found via HUMPH after A turned yellow: fine in normal
// mode, but hard mode requires an A in the second guess.
const HUMPH_AFTER_A = SMALL_TEXT.replace(
  'BYBBB1 cigar GBBYY2 crank GGGGG3\n                   GGGGG2',
  'BYBBB1 humph BBBBB2 cigar GBBYY3 crank GGGGG4\n                                GGGGG3',
);

describe('verifyTree', () => {
  it('reports total, average, max and histogram of a valid tree', () => {
    expect(verifyTree(small, SMALL)).toEqual({
      status: 'valid',
      answers: 10,
      total: 23,
      lost: 0,
      average: 2.3,
      max: 3,
      histogram: [0, 0, 7, 3],
    });
    expect(verifyTree(small, SMALL, { hard: true }).status).toBe('valid');
    expect(verifyTree(parse(HUMPH_AFTER_A), SMALL)).toMatchObject({ status: 'valid', total: 25, max: 4 });
  });

  it.each<[string, () => Tree, boolean, string]>([
    [
      'an unsolved answer (a missing line)',
      () => parse(SMALL_TEXT.replace('      GBBBB1 sissy GGGGG2\n', '')),
      false,
      'answer "sissy", node "salet": not solved: "salet" against "sissy" gives GBBBB and the tree has no such branch',
    ],
    [
      'a guess that is not an allowed word',
      () => (small.kind === 'guess' ? { kind: 'guess', guess: 'zzzzz', branches: small.branches } : small),
      false,
      'answer "cigar", node "zzzzz": guess "zzzzz" is not an allowed word',
    ],
    [
      'a hard-mode-illegal guess',
      () => parse(HUMPH_AFTER_A),
      true,
      'answer "cigar", node "salet BYBBB1 humph": guess "humph" breaks hard mode: Guess must contain A',
    ],
    [
      'an inconsistent branch (wrong feedback)',
      () => parse(SMALL_TEXT.replace('BBBYG1 rebut', 'BBBGG1 rebut')),
      false,
      'answer "rebut", node "salet": inconsistent branch BBBGG: no remaining answer gives that feedback; ' +
        'it leads to "rebut", but "salet" against "rebut" gives BBBYG',
    ],
    [
      'a deeper inconsistent branch',
      () => parse(SMALL_TEXT.replace('cigar GBBYY2 crank', 'cigar GBBYG2 crank')),
      false,
      'answer "crank", node "salet BYBBB1 cigar": inconsistent branch GBBYG: no remaining answer gives that feedback; ' +
        'it leads to "crank", but "cigar" against "crank" gives GBBYY',
    ],
    [
      'a game that ends on feedback that is not all green',
      () => withRootBranch(small, 'bbbyg', SOLVED),
      false,
      'answer "rebut", node "salet": branch BBBYG ends the game but it is not all green',
    ],
    [
      'a branch for a word that is not an answer',
      () => withRootBranch(small, 'ggggg', SOLVED),
      false,
      'answer "salet", node "salet": inconsistent branch GGGGG: no remaining answer gives that feedback; ' +
        'it leads to "salet", which is not an answer',
    ],
    [
      'a tree that stops early',
      () => withRootBranch(small, 'bbbbb', { kind: 'guess', guess: '', branches: new Map() }),
      false,
      'answer "humph", node "salet BBBBB1": not solved: the tree stops here with 2 answer(s) left',
    ],
  ])('catches %s with a precise message', (_name, make, hard, message) => {
    const r = invalid(verifyTree(make(), SMALL, { hard }));
    expect(r.message).toBe(message);
  });

  it('names the answer, the node and the problem separately', () => {
    const r = invalid(verifyTree(parse(HUMPH_AFTER_A), SMALL, { hard: true }));
    expect(r).toMatchObject({ answer: 'cigar', node: 'salet BYBBB1 humph' });
    expect(r.problem).toBe('guess "humph" breaks hard mode: Guess must contain A');
  });
});

describe('a tree built with the entropy strategy (classic lists)', () => {
  const words = builtinWordSet('classic');
  const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
  const tree = buildTree(config, createStrategy('entropy'), { first: 'salet' });

  it('verifies, and agrees with treeStats', () => {
    const r = verifyTree(tree, words);
    if (r.status !== 'valid') throw new Error(r.message);
    const s = treeStats(tree);
    expect(r).toMatchObject({ answers: 2315, total: s.total, max: s.max, histogram: s.histogram });
    expect(r.average).toBeGreaterThan(3.4212); // never better than the optimum (Selby: 7920)
  });

  it('round-trips through the text and the JSON format', () => {
    const text = formatTreeText(tree, words);
    expect(text.split('\n').length - 1).toBe(2315); // one line per answer
    const fromText = parseTreeText(text, 'entropy.tree', words);
    expect(formatTreeText(fromText, words)).toBe(text);
    const json = formatTreeJson(fromText, words);
    const fromJson = parseTreeJson(json, 'entropy.json', words);
    expect(formatTreeText(fromJson, words)).toBe(text);
    expect(verifyTree(fromJson, words)).toEqual(verifyTree(tree, words));
  });
});

// Golden totals: Alex Selby, github.com/alex1770/wordle (README and the published trees):
// SALET is optimal with 7920 guesses (3.4212) in normal mode, never more than 5; 8122 (3.5084) in hard mode.
describe.skipIf(!HAVE_REF)(
  HAVE_REF ? 'published SALET trees verify' : `published SALET trees (SKIPPED: ${REF_SKIP})`,
  () => {
    const words = builtinWordSet('classic');
    const read = (path: string): Tree => parseTreeText(readFileSync(path, 'utf8'), path, words);

    it('normal mode: total 7920, average 3.4212, max 5', () => {
      const r = verifyTree(read(REF_NORMAL), words);
      expect(r).toMatchObject({ status: 'valid', answers: 2315, total: 7920, max: 5 });
      expect(r.status === 'valid' && r.average.toFixed(4)).toBe('3.4212');
      expect(r.status === 'valid' && r.histogram).toEqual([0, 0, 78, 1225, 971, 41]); // counted from the file
    });

    it('hard mode: total 8122, average 3.5084, max 6', () => {
      const r = verifyTree(read(REF_HARD), words, { hard: true });
      expect(r).toMatchObject({ status: 'valid', answers: 2315, total: 8122, max: 6 });
      expect(r.status === 'valid' && r.average.toFixed(4)).toBe('3.5084');
    });

    it('the normal-mode tree breaks hard mode, and verify says where', () => {
      const r = invalid(verifyTree(read(REF_NORMAL), words, { hard: true }));
      expect(r.message).toBe(
        'answer "bring", node "salet BBBBB1 courd BBBYB2 baggy": guess "baggy" breaks hard mode: Guess must contain R',
      );
    });
  },
);
