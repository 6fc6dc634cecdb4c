import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Tree, Word } from '../../../src/core/types.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { positionAfter, rootPosition, type Position } from '../../../src/search/position/position.js';
import { Searcher, type SearchOptions } from '../../../src/search/solver/searcher.js';
import { naiveOptimal, naiveWin, naiveWinFirst, rng, sample, type WinValue } from '../naive.js';

// The 'win' objective (play for the win: the least weight lost, then the least weighted guesses)
// against a slow, obviously correct reference (naiveWin: every guess tried at every node), on
// small random word sets, weighted and not, normal and hard mode, with few guesses left so that
// many positions cannot be won for every answer.

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);

/** Rhyming answers (one-letter clusters such as _ight): positions that few guesses can split. */
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker|aunt)/u.test(w));

function instance(seed: number, n: number, m: number, pool: readonly Word[] = classic.answers): WordSet {
  const random = rng(seed);
  return makeWordSet(sample(pool, n, random), sample(extras, m, random));
}

/** Seeded integer weights from 1 to 9 per answer id. */
function weightsFor(words: WordSet, seed: number): number[] {
  const random = rng(seed * 7919);
  return words.answers.map(() => 1 + Math.floor(random() * 9));
}

type Setup = readonly [string, typeof createWasmKernel | undefined, boolean];
const SETUPS: readonly Setup[] = [
  ['TypeScript kernel, matrix', undefined, true],
  ['TypeScript kernel, computed frames', undefined, false],
  ['WebAssembly kernel, matrix', createWasmKernel, true],
  ['WebAssembly kernel, computed frames', createWasmKernel, false],
];

function searcher(words: WordSet, setup: Setup, options: SearchOptions): Searcher {
  const [, kernel, withMatrix] = setup;
  const matrix = withMatrix ? buildPatternMatrix(words.guesses, words.answers) : undefined;
  return new Searcher(words, matrix, { ...options, objective: 'win', ...(kernel ? { kernel } : {}) });
}

/** Plays a tree against every answer: the weight lost and the weighted guesses, as naiveWin counts them. */
function playTree(
  tree: Tree,
  words: WordSet,
  answers: Uint32Array,
  d: number,
  weight: (a: number) => number,
): WinValue {
  let lost = 0;
  let total = 0;
  for (const a of answers) {
    const answer = words.answers[a]!;
    let node: Tree | undefined = tree;
    let guesses = 0;
    let found = false;
    while (node?.kind === 'guess' && guesses < d) {
      guesses++;
      const p = scoreGuess(node.guess, answer);
      if (node.guess === answer) {
        found = true;
        break;
      }
      node = node.branches.get(p);
    }
    if (found) total += weight(a) * guesses;
    else {
      lost += weight(a);
      total += weight(a) * d;
    }
  }
  return { lost, total };
}

// seed, answers, extra guesses, guesses left, hard, weighted, rhyming answers
const CASES = [
  [1, 10, 20, 2, false, false, false],
  [2, 12, 20, 2, false, true, false],
  [3, 14, 25, 3, false, false, false],
  [4, 14, 25, 3, false, true, false],
  [5, 12, 20, 3, true, false, false],
  [6, 12, 20, 3, true, true, false],
  [7, 9, 15, 1, false, true, false],
  [8, 16, 20, 4, false, true, false],
  [9, 16, 20, 4, true, true, false],
  [10, 20, 10, 3, false, false, false],
  [11, 20, 10, 3, true, true, false],
  [12, 8, 30, 2, true, true, false],
  [1, 25, 20, 2, false, false, false],
  [1, 25, 20, 2, false, true, false],
  [3, 14, 10, 2, false, true, false],
  [1, 20, 0, 3, false, false, true],
  [1, 20, 0, 3, false, true, true],
  [4, 14, 3, 2, true, true, true],
  [5, 26, 1, 3, true, false, true],
  [5, 26, 1, 3, true, true, true],
  [2, 24, 2, 4, false, true, true],
] as const;

const instanceOf = (c: (typeof CASES)[number]): WordSet => instance(c[0], c[1], c[2], c[6] ? rhymes : classic.answers);

describe("the 'win' objective agrees with the naive reference", () => {
  const expected = CASES.map((c) => {
    const [seed, , , d, hard, weighted] = c;
    const words = instanceOf(c);
    const w = weighted ? weightsFor(words, seed) : words.answers.map(() => 1);
    return naiveWin(words.answers, words.guesses, d, hard, new Map(words.answers.map((a, i) => [a, w[i]!])));
  });

  it('covers positions that can be lost and positions that cannot', () => {
    expect(expected.filter((v) => v.lost > 0).length).toBeGreaterThanOrEqual(8);
    expect(expected.filter((v) => v.lost === 0).length).toBeGreaterThanOrEqual(2);
  });

  it.each(SETUPS)('%s: values, best guesses and the trees they grow', (...setup: Setup) => {
    CASES.forEach((c, i) => {
      const [seed, , , d, hard, weighted] = c;
      const words = instanceOf(c);
      const w = weighted ? weightsFor(words, seed) : undefined;
      const s = searcher(words, setup, { hard, ...(w ? { weights: w } : {}) });
      const position = rootPosition(words, { hard, maxGuesses: d });
      const value = s.value(position);
      expect(s.valuation.split(value), `case ${seed}`).toEqual(expected[i]);
      const tree = s.tree(position);
      expect(
        playTree(tree, words, position.answers, d, (a) => w?.[a] ?? 1),
        `tree of case ${seed}`,
      ).toEqual(expected[i]);
    });
  });

  it('values every guess played first as the reference does', () => {
    for (const c of [...CASES.slice(0, 6), ...CASES.slice(12, 18)]) {
      const [seed, , , d, hard, weighted] = c;
      const words = instanceOf(c);
      const w = weighted ? weightsFor(words, seed) : undefined;
      const byWord = new Map(words.answers.map((a, i) => [a, w?.[i] ?? 1]));
      const s = searcher(words, SETUPS[2]!, { hard, ...(w ? { weights: w } : {}) });
      const position = rootPosition(words, { hard, maxGuesses: d });
      const values = s.guessValues(position, words.guesses, s.none, false);
      words.guesses.forEach((g, j) => {
        const { lost, total } = naiveWinFirst(g, words.answers, words.guesses, d, hard, byWord);
        expect(s.valuation.split(values[j]!), `case ${seed}, ${g}`).toEqual({ lost, total });
      });
    }
  });

  it('gives the same values in any order of questions (the memo holds only proven facts)', () => {
    const [seed, , , d, hard] = CASES[19]!;
    const words = instanceOf(CASES[19]!);
    const w = weightsFor(words, seed);
    const s = searcher(words, SETUPS[0]!, { hard, weights: w });
    const root = rootPosition(words, { hard, maxGuesses: d });
    // Ask about some later positions first, then the root.
    for (const g of words.guesses.slice(0, 5)) {
      for (const a of words.answers.slice(0, 3)) {
        const turn = { guess: g, pattern: scoreGuess(g, a) };
        const p: Position = positionAfter(words, [turn], { hard, maxGuesses: d });
        const byWord = new Map(words.answers.map((x, i) => [x, w[i]!]));
        const expected = naiveWin(
          p.answers.length === 0 ? [] : Array.from(p.answers, (i) => words.answers[i]!),
          words.guesses,
          d - 1,
          hard,
          byWord,
          [turn],
        );
        expect(s.valuation.split(s.value(p))).toEqual(expected);
      }
    }
    expect(s.valuation.split(s.value(root))).toEqual(expected[19]);
  });
});

describe("the 'win' objective on many random positions", () => {
  it('agrees with the reference on 60 seeded instances, positions after a first guess included', () => {
    const random = rng(2026);
    const pick = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    let losing = 0;
    for (let t = 0; t < 60; t++) {
      const pool = random() < 0.5 ? rhymes : classic.answers;
      const words = instance(1000 + t, pick(6, 18), pick(0, 12), pool);
      const hard = random() < 0.5;
      const d = pick(1, 4);
      const w = random() < 0.6 ? weightsFor(words, t) : undefined;
      const byWord = new Map(words.answers.map((a, i) => [a, w?.[i] ?? 1]));
      const s = searcher(words, SETUPS[t % 4]!, { hard, ...(w ? { weights: w } : {}) });
      // Half the time, a position after a turn (hard mode then constrains the guesses).
      const g = words.guesses[pick(0, words.guesses.length - 1)]!;
      const a = words.answers[pick(0, words.answers.length - 1)]!;
      const history = random() < 0.5 && d < 4 ? [{ guess: g, pattern: scoreGuess(g, a) }] : [];
      const position = positionAfter(words, history, { hard, maxGuesses: d + history.length });
      const set = Array.from(position.answers, (i) => words.answers[i]!);
      const expected = naiveWin(set, words.guesses, d, hard, byWord, history);
      if (expected.lost > 0) losing++;
      expect(s.valuation.split(s.value(position)), `instance ${t}`).toEqual(expected);
    }
    expect(losing).toBeGreaterThanOrEqual(10);
  });
});

describe("the 'win' objective where every answer can be won, with equal weights", () => {
  it("is exactly the 'total' objective's least total", () => {
    for (const [seed, n, m, d, hard] of [
      [21, 30, 40, 4, false],
      [22, 30, 40, 4, true],
      [23, 40, 30, 5, false],
    ] as const) {
      const words = instance(seed, n, m);
      const total = naiveOptimal(words.answers, words.guesses, d, hard);
      expect(Number.isFinite(total)).toBe(true);
      const s = searcher(words, SETUPS[2]!, { hard });
      const v = s.value(rootPosition(words, { hard, maxGuesses: d }));
      expect(s.valuation.split(v)).toEqual({ lost: 0, total });
    }
  });
});

describe('the weights are checked at the door', () => {
  const words = instance(1, 10, 5);
  it.each([
    ['a zero weight', [0, ...Array(9).fill(1)]],
    ['a negative weight', [-1, ...Array(9).fill(1)]],
    ['a fraction', [1.5, ...Array(9).fill(1)]],
    ['NaN', [NaN, ...Array(9).fill(1)]],
    ['too few', [1, 1]],
  ])('refuses %s', (_name, weights) => {
    expect(() => new Searcher(words, undefined, { objective: 'win', weights })).toThrow(/weights/u);
  });
  it("refuses weights without the 'win' objective", () => {
    expect(() => new Searcher(words, undefined, { weights: Array(10).fill(1) })).toThrow(/'win'/u);
  });
});

describe("the 'win' objective under two weight levels (the history prior's shape)", () => {
  // A likely answer not used yet weighs 10, one already used 1: the search's weighted bounds
  // (each class's own heaviest answer, a small set settled by its candidates) against the reference.
  it('agrees with the reference on the values of positions and of every first guess', () => {
    const random = rng(4242);
    const pick = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    for (let t = 0; t < 24; t++) {
      const pool = t % 2 === 0 ? rhymes : classic.answers;
      const words = instance(3000 + t, pick(8, 20), pick(2, 10), pool);
      const hard = t % 4 >= 2;
      const d = pick(3, 4);
      const w = words.answers.map((): number => (random() < 0.6 ? 10 : 1));
      if (w.every((x) => x === w[0])) w[0] = 11 - w[0]!;
      const byWord = new Map(words.answers.map((a, i) => [a, w[i]!]));
      const s = searcher(words, SETUPS[t % 4]!, { hard, weights: w });
      const position = rootPosition(words, { hard, maxGuesses: d });
      const expected = naiveWin(words.answers, words.guesses, d, hard, byWord);
      expect(s.valuation.split(s.value(position)), `instance ${t}`).toEqual(expected);
      const values = s.guessValues(position, words.guesses, s.none, false);
      words.guesses.forEach((g, j) => {
        const first = naiveWinFirst(g, words.answers, words.guesses, d, hard, byWord);
        expect(s.valuation.split(values[j]!), `instance ${t}, ${g}`).toEqual(first);
      });
    }
  });
});
