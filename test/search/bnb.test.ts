import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { treeStats } from '../../src/engine/tree.js';
import { verifyTree } from '../../src/engine/tree-verify.js';
import { INFEASIBLE } from '../../src/search/bounds.js';
import { Searcher } from '../../src/search/bnb.js';
import { openingCost, solveOpening } from '../../src/search/opening.js';
import { naiveOptimal, rng, sample } from './naive.js';

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);

/** A random small instance: n answers from the classic list, plus m further guesses. */
function instance(seed: number, n: number, m: number) {
  const random = rng(seed);
  const answers = sample(classic.answers, n, random);
  const words = makeWordSet(answers, sample(extras, m, random));
  return { words, matrix: buildPatternMatrix(words.guesses, words.answers) };
}

const all = (n: number) => Uint16Array.from({ length: n }, (_, i) => i);

describe('Searcher agrees with a naive exhaustive minimizer', () => {
  // seed, answers, extra guesses, max guesses, hard
  it.each([
    [1, 30, 60, 6, false],
    [2, 45, 60, 4, false],
    [3, 60, 40, 4, false],
    [4, 40, 60, 3, false],
    [5, 30, 40, 5, true],
    [6, 45, 40, 4, true],
    [7, 40, 60, 3, true],
  ])('seed %i: %i answers, %i more guesses, %i guesses max, hard %s', (seed, n, m, d, hard) => {
    const { words, matrix } = instance(seed, n, m);
    const expected = naiveOptimal(words.answers, words.guesses, d, hard);
    const searcher = new Searcher(words, matrix, { hard });
    const value = searcher.cost(all(n), d);
    expect(value).toBe(Number.isFinite(expected) ? expected : INFEASIBLE);
    if (value < INFEASIBLE) {
      // The tree it builds achieves exactly that total and is valid under the same rules.
      const tree = searcher.tree(all(n), d);
      const report = verifyTree(tree, words, { hard });
      expect(report.status).toBe('valid');
      expect(treeStats(tree).total).toBe(value);
      expect(treeStats(tree).max).toBeLessThanOrEqual(d);
    }
  });

  // Harder, clustered instances: answers that share letters, so classes stay big and deep.
  const noSalet = classic.answers.filter((w) => !/[salet]/u.test(w));
  const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower)/u.test(w) || /^.(ill|ound)./u.test(w));
  it.each([
    ['no s/a/l/e/t', noSalet, 34, 6, false],
    ['no s/a/l/e/t', noSalet, 30, 6, true],
    ['rhymes', rhymes, 36, 4, false],
    ['rhymes', rhymes, 30, 5, true],
    ['rhymes', rhymes, 38, 3, false],
  ])('%s, case %#', (_name, pool, n, d, hard) => {
    const random = rng(n * 7 + d);
    const words = makeWordSet(sample(pool, n, random), sample(extras, 30, random));
    const matrix = buildPatternMatrix(words.guesses, words.answers);
    const expected = naiveOptimal(words.answers, words.guesses, d, hard);
    expect(new Searcher(words, matrix, { hard }).cost(all(n), d)).toBe(
      Number.isFinite(expected) ? expected : INFEASIBLE,
    );
  });

  it('returns a lower bound ≥ beta when the cutoff is below the optimum', () => {
    const { words, matrix } = instance(11, 40, 60);
    const exact = new Searcher(words, matrix).cost(all(40), 6);
    const cut = new Searcher(words, matrix).cost(all(40), 6, exact - 5);
    expect(cut).toBeGreaterThanOrEqual(exact - 5);
    expect(cut).toBeLessThanOrEqual(exact);
    expect(new Searcher(words, matrix).cost(all(40), 6, exact + 1)).toBe(exact);
  });

  it('--top N gives an upper bound that is never below the optimum and reaches it with all guesses', () => {
    const { words, matrix } = instance(12, 50, 80);
    const exact = new Searcher(words, matrix).cost(all(50), 6);
    const top1 = new Searcher(words, matrix, { top: 1 }).cost(all(50), 6);
    expect(top1).toBeGreaterThanOrEqual(exact);
    expect(new Searcher(words, matrix, { top: 10_000 }).cost(all(50), 6)).toBe(exact);
  });

  it('solves an opening and prices it with a cutoff consistently', () => {
    const { words, matrix } = instance(13, 60, 60);
    const first = 3;
    const searcher = new Searcher(words, matrix);
    const r = solveOpening(searcher, first)!;
    expect(verifyTree(r.tree, words).status).toBe('valid');
    expect(treeStats(r.tree).total).toBe(r.total);
    expect(openingCost(new Searcher(words, matrix), first, INFEASIBLE)).toBe(r.total);
    expect(openingCost(new Searcher(words, matrix), first, r.total - 3)).toBeGreaterThanOrEqual(r.total - 3);
  });

  it('still finds the optimum when the memo is tiny and keeps forgetting', () => {
    const { words, matrix } = instance(14, 45, 80);
    const exact = new Searcher(words, matrix).cost(all(45), 6);
    const small = new Searcher(words, matrix, { memoBytes: 256 });
    expect(small.cost(all(45), 6)).toBe(exact);
    expect(small.memo.stats().evictions).toBeGreaterThan(0);
  });
});
