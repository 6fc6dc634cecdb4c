import { describe, expect, it } from 'vitest';
import { buildPatternMatrix, patternAt } from '../../../src/core/matrix.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { INFEASIBLE, maxClasses, winRowBound } from '../../../src/search/bounds/closed-form.js';
import { ClusterIndex } from '../../../src/search/bounds/cluster-cut.js';
import { FrameRoots, type FrameRef } from '../../../src/search/kernel/frame-refs.js';
import { createJsKernel } from '../../../src/search/kernel/kernel.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { RowSets } from '../../../src/search/scans/row-sets.js';
import { ScanBound } from '../../../src/search/scans/scan-bound.js';
import { Valuation } from '../../../src/search/objective/valuation.js';
import { WinRules } from '../../../src/search/win/rules.js';
import { rng, sample } from '../naive.js';

const classic = builtinWordSet('classic');
const random = rng(5);
// A small instance: 300 answers (clustered, so sets of them are hard to split) and 700 guesses.
const answers = sample(
  classic.answers.filter((w) => /[aeiou].[aeiou]|y$|ll|ck/u.test(w)),
  300,
  random,
);
const words = makeWordSet(answers, sample(classic.guesses.slice(classic.answers.length), 700, random));
const matrix = buildPatternMatrix(words.guesses, words.answers);
const G = words.guesses.length;
const nA = words.answers.length;

/** The obviously correct bound: the least 3n − [candidate] − classes over every guess. */
function slowLeast(set: readonly number[], d: number): number {
  let best = INFEASIBLE;
  for (let g = 0; g < G; g++) {
    const k = new Set(set.map((a) => patternAt(matrix, g, a))).size;
    if (d === 2 && k !== set.length) continue;
    best = Math.min(best, 3 * set.length - (set.includes(g) ? 1 : 0) - k);
  }
  return best;
}

const all = Int32Array.from({ length: G }, (_, i) => i);

/**
 * A random set and the frame it is read from: the root frame with the classes each row makes on a
 * random parent set that holds it (an upper bound on the set's), and the rows sorted by them.
 */
function randomSubset(root: FrameRef, pick: () => number) {
  const parent = sample(
    answers.map((_, i) => i),
    40 + Math.floor(pick() * 150),
    pick,
  );
  const classes = Int32Array.from(all, (g) => new Set(parent.map((a) => patternAt(matrix, g, a))).size);
  const set = sample(parent, 3 + Math.floor(pick() * Math.min(60, parent.length - 3)), pick);
  const frame: FrameRef = { ...root, classes };
  return { set, parent, frame, sorted: new RowSets(G).byClasses(all, classes, new Int32Array(G)) };
}

/** A kernel made by `make`, the root frame of every answer, a scanner and the answers' marks. */
function scanSetup(make: typeof createWasmKernel) {
  const kernel = make(243, G, nA);
  const root = new FrameRoots(words, kernel, matrix).source(
    Uint32Array.from({ length: nA }, (_, i) => i),
    new Int32Array(0),
  );
  const scanner = new ScanBound(words.guesses, words.answers, words.length, kernel);
  return { kernel, root, scanner, inSet: new Uint8Array(nA) };
}

describe.each([
  ['TypeScript kernel', createJsKernel],
  ['WebAssembly kernel', createWasmKernel],
])('ScanBound with the %s: the same least bound as a full scan', (_, make) => {
  const { root, scanner, inSet } = scanSetup(make);

  it.each([2, 3, 4])('with %i guesses left, from a parent set and from the whole list', (d) => {
    const pick = rng(100 + d);
    for (let trial = 0; trial < 25; trial++) {
      const { set, frame, sorted } = randomSubset(root.parent, pick);
      const expected = slowLeast(set, d);
      for (const [rows, isSorted, f] of [
        [sorted, true, frame],
        [all, false, frame],
        [all, false, root.parent], // no classes: only the letters' bound
      ] as const) {
        for (const a of set) inSet[a] = 1;
        const got = scanner.least(f, rows, isSorted, Uint32Array.from(set), set, d, inSet, nA);
        for (const a of set) inSet[a] = 0;
        expect(got, `set of ${set.length}, d ${d}`).toBe(expected);
      }
    }
  });
});

describe.each([
  // Two weight levels, as the history prior has (a likely answer not used yet, and one used):
  // LevelScan's counts of the heavy answers' classes, with the WebAssembly and the TypeScript kernel.
  ['two levels', 'WebAssembly kernel', createWasmKernel, (p: () => number) => (p() < 0.6 ? 10 : 1)],
  ['two levels', 'TypeScript kernel', createJsKernel, (p: () => number) => (p() < 0.6 ? 10 : 1)],
  // Mostly heavy answers: many sets of one weight only (the count of classes then stands alone).
  ['two levels, few light', 'WebAssembly kernel', createWasmKernel, (p: () => number) => (p() < 0.97 ? 10 : 1)],
  // Three levels: each class's heaviest answer read cell by cell.
  ['three levels', 'WebAssembly kernel', createWasmKernel, (p: () => number) => [1, 4, 10][Math.floor(p() * 3)]!],
])(
  'ScanBound with weights of %s (%s): the least bound of the classes own heaviest answers, as a full scan',
  (_, __, make, draw) => {
    const { kernel, root, scanner, inSet } = scanSetup(make);
    const pick = rng(77);
    const weights = words.answers.map(() => draw(pick));
    const valuation = new Valuation(nA, weights, 6);
    const win = new WinRules(valuation, maxClasses(5), new ClusterIndex(words.answers, 5), 243);

    /** The obviously correct bound: the least winRowBound over every guess, each class counting its heaviest weight. */
    function slowWinLeast(set: readonly number[], d: number): number {
      const W = set.reduce((s, a) => s + weights[a]!, 0);
      let best = Infinity;
      for (let g = 0; g < G; g++) {
        const heads = new Map<number, number>();
        for (const a of set) {
          const p = patternAt(matrix, g, a);
          heads.set(p, Math.max(heads.get(p) ?? 0, weights[a]!));
        }
        const sum = [...heads.values()].reduce((s, x) => s + x, 0);
        best = Math.min(best, winRowBound(W, set.includes(g) ? weights[g]! : 0, sum, d, valuation.loss));
      }
      return best;
    }

    it.each([2, 3, 4])('with %i guesses left', (d) => {
      const pick = rng(200 + d);
      for (let trial = 0; trial < 20; trial++) {
        const { set, frame, sorted } = randomSubset(root.parent, pick);
        const expected = slowWinLeast(set, d);
        const positions = Uint32Array.from(set);
        for (const [rows, isSorted] of [
          [sorted, true],
          [all, false],
        ] as const) {
          const scale = win.scale(positions, {
            cells: kernel.views.cells,
            off: frame.off,
            stride: frame.stride,
            positions,
          });
          for (const a of set) inSet[a] = 1;
          const got = scanner.least(frame, rows, isSorted, positions, set, d, inSet, nA, scale);
          // With a cap (the bound that would refute a guess): the least bound below it, else the cap.
          const cap = [expected, expected + 1, expected - 1, Math.floor(expected * (0.5 + pick()))][trial % 4]!;
          const capped = scanner.least(frame, rows, isSorted, positions, set, d, inSet, nA, scale, cap);
          for (const a of set) inSet[a] = 0;
          expect(got, `set of ${set.length}, d ${d}`).toBe(expected);
          expect(capped, `set of ${set.length}, d ${d}, cap ${cap}`).toBe(Math.min(expected, cap));
        }
      }
    });

    it("scans many sets with one node's sorted rows (as guesses' classes are), two nodes and two depths interleaved", () => {
      // LevelScan keeps a sorted list's reading (its tape) from set to set: every set of either
      // parent, in any order, must still get the full scan's least.
      const pick = rng(400);
      const nodes = [0, 1].map(() => randomSubset(root.parent, pick));
      for (let trial = 0; trial < 24; trial++) {
        const { frame, sorted, parent } = nodes[trial % 3 === 2 ? 1 : 0]!;
        const d = trial % 4 < 2 ? 3 : 4;
        const set = sample(parent, 3 + Math.floor(pick() * Math.min(60, parent.length - 3)), pick);
        const positions = Uint32Array.from(set);
        const scale = win.scale(positions, {
          cells: kernel.views.cells,
          off: frame.off,
          stride: frame.stride,
          positions,
        });
        const expected = slowWinLeast(set, d);
        const cap = trial % 2 === 0 ? Infinity : expected + 1 - 2 * (trial % 3);
        for (const a of set) inSet[a] = 1;
        const got = scanner.least(frame, sorted, true, positions, set, d, inSet, nA, scale, cap);
        for (const a of set) inSet[a] = 0;
        expect(got, `set of ${set.length}, d ${d}, cap ${cap - expected} from the least`).toBe(Math.min(expected, cap));
      }
    });
  },
);

describe("ScanBound with the 'win' objective's cutoff (equal weights)", () => {
  const { root, scanner, inSet } = scanSetup(createWasmKernel);
  const LOSS = 1000;

  /** The obviously correct least: winRowBound of every guess. */
  function slowWin(set: readonly number[], d: number): number {
    let best = Infinity;
    for (let g = 0; g < G; g++) {
      const k = new Set(set.map((a) => patternAt(matrix, g, a))).size;
      best = Math.min(best, winRowBound(set.length, set.includes(g) ? 1 : 0, k, d, LOSS));
    }
    return best;
  }

  it.each([2, 3])(
    'with %i guesses left: the least below the cutoff, else a bound from the cutoff to the least',
    (d) => {
      const pick = rng(300 + d);
      for (let trial = 0; trial < 20; trial++) {
        const { set, frame, sorted } = randomSubset(root.parent, pick);
        const n = set.length;
        const win = { W: n, heaviest: 1, top: (k: number) => Math.min(k, n), weight: () => 1, loss: LOSS };
        const expected = slowWin(set, d);
        for (const beta of [expected - LOSS, expected - 1, expected, expected + 1, expected + LOSS, Infinity]) {
          for (const a of set) inSet[a] = 1;
          const got = scanner.least(frame, sorted, true, Uint32Array.from(set), set, d, inSet, nA, win, beta);
          for (const a of set) inSet[a] = 0;
          const at = `set of ${n}, d ${d}, cutoff ${beta - expected} from the least`;
          if (expected < beta) expect(got, at).toBe(expected);
          else {
            expect(got, at).toBeGreaterThanOrEqual(beta);
            expect(got, at).toBeLessThanOrEqual(expected);
          }
        }
      }
    },
  );
});
