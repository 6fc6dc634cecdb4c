import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Pattern, Word } from '../../../src/core/types.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { treeStats } from '../../../src/engine/tree/stats.js';
import { verifyTree } from '../../../src/engine/tree/verify.js';
import { INFEASIBLE } from '../../../src/search/bounds/closed-form.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { positionAfter, rootPosition } from '../../../src/search/position/position.js';
import { Searcher, type SearchOptions } from '../../../src/search/solver/searcher.js';
import { naiveOptimal, rng, sample } from '../naive.js';

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);

/** A random small instance: n answers from `pool`, plus m further guesses. */
function instance(seed: number, n: number, m: number, pool: readonly Word[] = classic.answers): WordSet {
  const random = rng(seed);
  return makeWordSet(sample(pool, n, random), sample(extras, m, random));
}

const all = (n: number) => Uint32Array.from({ length: n }, (_, i) => i);
const naive = (words: WordSet, d: number, hard: boolean): number => {
  const v = naiveOptimal(words.answers, words.guesses, d, hard);
  return Number.isFinite(v) ? v : INFEASIBLE;
};

/** Every way the search can be set up: both kernels, frames from the matrix or computed from the words. */
type Setup = readonly [string, typeof createWasmKernel | undefined, boolean];
const TS_MATRIX: Setup = ['TypeScript kernel, matrix', undefined, true];
const TS_COMPUTED: Setup = ['TypeScript kernel, computed frames', undefined, false];
const WASM_MATRIX: Setup = ['WebAssembly kernel, matrix', createWasmKernel, true];
const WASM_COMPUTED: Setup = ['WebAssembly kernel, computed frames', createWasmKernel, false];
const SETUPS: readonly Setup[] = [TS_MATRIX, TS_COMPUTED, WASM_MATRIX, WASM_COMPUTED];

function searcher(words: WordSet, setup: Setup, options: SearchOptions = {}): Searcher {
  const [, kernel, withMatrix] = setup;
  const matrix = withMatrix ? buildPatternMatrix(words.guesses, words.answers) : undefined;
  return new Searcher(words, matrix, { ...options, ...(kernel ? { kernel } : {}) });
}

describe('Searcher agrees with a naive exhaustive minimizer', () => {
  // seed, answers, extra guesses, max guesses, hard
  const cases = [
    [1, 30, 60, 6, false],
    [2, 45, 60, 4, false],
    [3, 60, 40, 4, false],
    [4, 40, 60, 3, false],
    [5, 30, 40, 5, true],
    [6, 45, 40, 4, true],
    [7, 40, 60, 3, true],
  ] as const;
  // The naive optimum of each case, computed once and compared with every setup.
  const expected = cases.map(([seed, n, m, d, hard]) => naive(instance(seed, n, m), d, hard));
  it.each(SETUPS)('%s', (...setup: Setup) => {
    cases.forEach(([seed, n, m, d, hard], i) => {
      const words = instance(seed, n, m);
      const s = searcher(words, setup, { hard });
      const value = s.cost(all(n), d);
      expect(value, `seed ${seed}`).toBe(expected[i]);
      if (value >= INFEASIBLE) return;
      // The tree it builds achieves exactly that total and is valid under the same rules.
      const tree = s.tree(rootPosition(words, { hard, maxGuesses: d }));
      const report = verifyTree(tree, words, { hard });
      expect(report.status).toBe('valid');
      expect(treeStats(tree).total).toBe(value);
      expect(treeStats(tree).max).toBeLessThanOrEqual(d);
    });
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
    const words = instance(n * 7 + d, n, 30, pool);
    const expected = naive(words, d, hard);
    for (const setup of [TS_MATRIX, WASM_COMPUTED])
      expect(searcher(words, setup, { hard }).cost(all(n), d)).toBe(expected);
  });
});

describe('values of given guesses and positions', () => {
  /** The naive value of playing g first over the answers: n + Σ naive value of each outcome. */
  const naiveGuess = (words: WordSet, g: Word, d: number, hard: boolean): number => {
    const groups = new Map<Pattern, Word[]>();
    for (const a of words.answers) groups.set(scoreGuess(g, a), [...(groups.get(scoreGuess(g, a)) ?? []), a]);
    let total = words.answers.length;
    for (const [p, group] of groups) {
      if (group.length === 1 && group[0] === g) continue;
      const hist = [{ guess: g, pattern: p }];
      const sub = naiveOptimal(group, words.guesses, d - 1, hard, hist);
      total += Number.isFinite(sub) ? sub : INFEASIBLE;
    }
    return Math.min(total, INFEASIBLE);
  };

  it.each([false, true])('guessValues equal the naive value of each first guess (hard %s)', (hard) => {
    const words = instance(21, 24, 40);
    const s = searcher(words, WASM_COMPUTED, { hard });
    const root = rootPosition(words, { hard, maxGuesses: 4 });
    const guesses = words.guesses.filter((_, i) => i % 5 === 0);
    const values = s.guessValues(root, guesses, INFEASIBLE + 1, false);
    guesses.forEach((g, i) => expect(values[i], g).toBe(naiveGuess(words, g, 4, hard)));
    // The least of them is the position's value when every guess is given.
    const everything = s.guessValues(root, words.guesses, INFEASIBLE + 1, true);
    expect(Math.min(...everything)).toBe(s.value(root));
  });

  it('values a position after a history as the search of its answers', () => {
    const words = instance(22, 40, 60);
    const matrix = buildPatternMatrix(words.guesses, words.answers);
    const s = new Searcher(words, undefined, { kernel: createWasmKernel });
    const g = words.guesses[45]!;
    const a = words.answers[7]!;
    const p = positionAfter(words, [{ guess: g, pattern: scoreGuess(g, a) }], { maxGuesses: 5 }, matrix);
    const sub = makeWordSet(
      Array.from(p.answers, (i) => words.answers[i]!),
      words.guesses.filter((w) => !p.answers.some((i) => words.answers[i] === w)),
    );
    expect(s.value(p)).toBe(naive(sub, 4, false));
  });

  it('lists first guesses best first, dropping useless ones, and twins only without distinct', () => {
    // A position with few answers left and many guesses: many guesses split it alike.
    const words = instance(23, 60, 600);
    const matrix = buildPatternMatrix(words.guesses, words.answers);
    const s = new Searcher(words, matrix, { kernel: createWasmKernel });
    // The largest group after one guess: big enough that no single guess settles it.
    const g = words.guesses[100]!;
    const counts = new Map<number, number>();
    for (const a of words.answers) counts.set(scoreGuess(g, a), (counts.get(scoreGuess(g, a)) ?? 0) + 1);
    const pattern = [...counts].sort((x, y) => y[1] - x[1])[0]![0] as Pattern;
    const p = positionAfter(words, [{ guess: g, pattern }], { maxGuesses: 5 }, matrix);
    expect(p.answers.length).toBeGreaterThanOrEqual(10);
    const every = s.firstGuesses(p, false);
    const distinct = s.firstGuesses(p, true);
    expect(distinct.guesses.length).toBeLessThan(every.guesses.length);
    expect(every.guesses.length).toBeLessThan(words.guesses.length); // useless guesses are gone
    expect(new Set(distinct.guesses).size).toBe(distinct.guesses.length);
    for (const w of distinct.guesses) expect(every.guesses).toContain(w);
    // Every listed guess's bound is a true lower bound on its value.
    const values = s.guessValues(p, every.guesses, INFEASIBLE + 1, false);
    every.bounds.forEach((b, i) => expect(values[i]!).toBeGreaterThanOrEqual(b));
    // A guess left out of the distinct list splits the answers like one kept, so has its value.
    const byValue = new Map(every.guesses.map((w, i) => [w, values[i]!]));
    const keptValues = new Set(distinct.guesses.map((w) => byValue.get(w)));
    for (const w of every.guesses) if (!distinct.guesses.includes(w)) expect(keptValues.has(byValue.get(w))).toBe(true);
  });

  it('rejects a guess hard mode forbids', () => {
    const words = makeWordSet(['crate', 'crane', 'grate', 'irate', 'trace'], ['sloth', 'plumb']);
    const s = new Searcher(words, undefined, { hard: true });
    const p = positionAfter(words, [{ guess: 'crane', pattern: scoreGuess('crane', 'crate') }], { hard: true });
    expect(() => s.guessValue(p, 'sloth')).toThrow(/"sloth" is not an allowed guess here \(hard mode\)/);
    expect(s.guessValue(p, 'crate')).toBe(s.value(p));
  });
});

describe('search options', () => {
  it('returns a lower bound ≥ beta when the cutoff is below the optimum', () => {
    const words = instance(11, 40, 60);
    const exact = searcher(words, WASM_MATRIX).cost(all(40), 6);
    const cut = searcher(words, WASM_MATRIX).cost(all(40), 6, exact - 5);
    expect(cut).toBeGreaterThanOrEqual(exact - 5);
    expect(cut).toBeLessThanOrEqual(exact);
    expect(searcher(words, WASM_MATRIX).cost(all(40), 6, exact + 1)).toBe(exact);
  });

  it('--beam N (top) gives an upper bound that is never below the optimum and reaches it with all guesses', () => {
    const words = instance(12, 50, 80);
    const exact = searcher(words, WASM_COMPUTED).cost(all(50), 6);
    expect(searcher(words, WASM_COMPUTED, { top: 1 }).cost(all(50), 6)).toBeGreaterThanOrEqual(exact);
    expect(searcher(words, WASM_COMPUTED, { top: 10_000 }).cost(all(50), 6)).toBe(exact);
  });

  it('still finds the optimum when the memo is tiny and keeps forgetting', () => {
    const words = instance(14, 45, 80);
    const exact = searcher(words, WASM_MATRIX).cost(all(45), 6);
    const small = searcher(words, WASM_MATRIX, { memoBytes: 256 });
    expect(small.cost(all(45), 6)).toBe(exact);
    expect(small.memo.stats().evictions).toBeGreaterThan(0);
  });

  it.each([false, true])('depth objective: feasible exactly when the naive optimum is finite (hard %s)', (hard) => {
    for (const [seed, d] of [
      [31, 3],
      [32, 3],
      [33, 4],
      [34, 2],
    ] as const) {
      const words = instance(seed, 30, 40);
      const s = searcher(words, WASM_COMPUTED, { hard, objective: 'depth' });
      const feasible = s.cost(all(30), d, INFEASIBLE) < INFEASIBLE;
      expect(feasible, `seed ${seed}`).toBe(naive(words, d, hard) < INFEASIBLE);
      if (feasible) {
        const tree = s.tree(rootPosition(words, { hard, maxGuesses: d }));
        const report = verifyTree(tree, words, { hard });
        expect(report.status === 'valid' && report.max <= d).toBe(true);
      }
    }
  });

  it('stops when asked and resumes from what the memo kept', () => {
    const words = instance(15, 200, 400);
    let polls = 0;
    const s = searcher(words, WASM_MATRIX, { shouldStop: () => ++polls === 1 });
    expect(() => s.cost(all(200), 6)).toThrow(/stopped/);
    expect(s.cost(all(200), 6)).toBe(searcher(words, WASM_MATRIX).cost(all(200), 6));
  });
});
