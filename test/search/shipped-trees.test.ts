import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { verifyTree } from '../../src/engine/tree/verify.js';
import { readTreeFile, shippedTreePath } from '../../src/node/tree-file.js';

// Published optimal totals for first guess SALET on the classic lists (2315 answers, 12972 guesses):
// normal mode 7920 (average 3.4212, never more than 5 guesses), hard mode 8122 (average 3.5084).
// Source: Alex Selby, "The best strategies for Wordle" (sonorouschocolate.com, 2022) and
// github.com/alex1770/wordle; recomputed here by `wordle optimal --first salet [--hard]`.
describe('the shipped optimal trees', () => {
  const words = builtinWordSet('classic');
  it.each([
    [false, 7920, 5],
    [true, 8122, 6],
  ])('hard %s: valid, total %i, max %i', (hard, total, max) => {
    const tree = readTreeFile(shippedTreePath(hard), words);
    const report = verifyTree(tree, words, { hard });
    if (report.status !== 'valid') throw new Error(report.message);
    expect(report.answers).toBe(2315);
    expect(report.total).toBe(total);
    expect(report.max).toBe(max);
    expect(tree.kind === 'guess' && tree.guess).toBe('salet');
  });
});
