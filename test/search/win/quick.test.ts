import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { createJsKernel } from '../../../src/search/kernel/kernel.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { Valuation } from '../../../src/search/objective/valuation.js';
import { WinQuick } from '../../../src/search/win/quick.js';
import { naiveWin, naiveWinFirst, rng, sample } from '../naive.js';

// WinQuick reads a small set's candidates: when it says the set is settled, its value and guess
// must be the naive reference's (every guess tried at every node); otherwise its value must be a
// lower bound and its incumbent the exact value of its guess.

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker|aunt)/u.test(w));

describe('WinQuick.candidates against the naive reference', () => {
  it.each([
    ['normal mode', false],
    ['hard mode', true],
  ])('%s: settled sets are exact, the others bounded, on random weighted sets', (_, hard) => {
    const random = rng(hard ? 41 : 40);
    let settled = 0;
    let open = 0;
    for (let t = 0; t < 80; t++) {
      const pool = t % 2 === 0 ? rhymes : classic.answers;
      const words = makeWordSet(sample(pool, 3 + Math.floor(random() * 12), random), sample(extras, 6, random));
      const n = words.answers.length;
      // Two weight levels (as the history prior) or many.
      const weights = words.answers.map(() => (t % 3 !== 0 ? (random() < 0.6 ? 10 : 1) : 1 + Math.floor(random() * 9)));
      // (Equal weights everywhere count as no weights: Valuation then weighs every answer 1.)
      if (weights.every((x) => x === weights[0])) weights[0] = weights[0] === 1 ? 10 : 1;
      const byWord = new Map(words.answers.map((a, i) => [a, weights[i]!]));
      const v = new Valuation(n, weights, 6);
      const d = 3 + (t % 2);
      // The candidates' frame: row r is answer r guessed against every answer.
      const cells = words.answers.flatMap((g) => words.answers.map((a) => scoreGuess(g, a)));
      const set = Uint32Array.from({ length: n }, (_, i) => i);
      const q = new WinQuick(v, 243).candidates(cells, 0, n, [...set], (r) => r, [...set], set, 0);
      const truth = naiveWin(words.answers, words.guesses, d, hard, byWord);
      const value = v.loss * truth.lost + truth.total;
      if (q.exact) {
        settled++;
        expect(q.value, `instance ${t}`).toBe(value);
        const first = naiveWinFirst(words.answers[q.guess!]!, words.answers, words.guesses, d, hard, byWord);
        expect(first, `instance ${t}, its guess`).toEqual(truth);
      } else {
        open++;
        expect(q.value, `instance ${t}`).toBeLessThanOrEqual(value);
        if (q.incumbent !== undefined) {
          const first = naiveWinFirst(words.answers[q.guess!]!, words.answers, words.guesses, d, hard, byWord);
          expect(q.incumbent, `instance ${t}, the incumbent`).toBe(v.loss * first.lost + first.total);
        }
      }
    }
    // Both kinds are met (the test would say nothing otherwise).
    expect(settled).toBeGreaterThanOrEqual(10);
    expect(open).toBeGreaterThanOrEqual(10);
  });
});

describe.each([
  ['WebAssembly kernel', createWasmKernel],
  ['TypeScript kernel', createJsKernel],
])('WinQuick.candidates with two weight levels, counted by the %s', (_, make) => {
  it('says what the reading of every cell says, on sets read from a larger frame', () => {
    const random = rng(43);
    const kernel = make(243, 64, 64);
    let both = 0;
    for (let t = 0; t < 60; t++) {
      // A frame of m answers (rows: each answer guessed, columns: every answer); the set, some of them.
      const pool = sample(t % 2 === 0 ? rhymes : classic.answers, 20 + Math.floor(random() * 30), random);
      const m = pool.length;
      const weights = pool.map(() => (random() < 0.5 ? 10 : 1));
      const v = new Valuation(m, weights, 6);
      const mark = kernel.alloc(0);
      const off = kernel.alloc(m * m);
      pool.forEach((g, r) => pool.forEach((a, i) => (kernel.views.cells[off + r * m + i] = scoreGuess(g, a))));
      const set = Uint32Array.from(sample([...pool.keys()], 3 + Math.floor(random() * 30), random)).sort();
      const rows = [...set];
      const withKernel = new WinQuick(v, 243, kernel);
      const plain = new WinQuick(v, 243);
      const read = (q: WinQuick) => q.candidates(kernel.views.cells, off, m, rows, (r) => r, [...set], set, 0);
      expect(read(withKernel), `instance ${t}`).toEqual(read(plain));
      if (set.some((a) => weights[a] === 10) && set.some((a) => weights[a] === 1)) both++;
      kernel.release(mark);
    }
    // Most sets hold both weights (the kernel's counts are then what is read).
    expect(both).toBeGreaterThanOrEqual(40);
  });
});
