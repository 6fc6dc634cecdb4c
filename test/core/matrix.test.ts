import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPatternMatrix,
  matrixByteLength,
  matrixFromBuffer,
  matrixRow,
  patternAt,
  type PatternMatrix,
} from '../../src/core/matrix.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { mulberry32 } from '../../src/core/random.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { wordleError } from '../helpers/errors.js';

/** Letters of every word, packed: codes[w * length + p] = letter p of word w (0..25). */
function letterCodes(words: readonly string[], length: number): Uint8Array {
  const out = new Uint8Array(words.length * length);
  words.forEach((w, i) => {
    for (let p = 0; p < length; p++) out[i * length + p] = w.charCodeAt(p) - 97;
  });
  return out;
}

/**
 * Reference scorer on letter codes, written independently of src (explicit `used` flags on the
 * answer's positions rather than letter counts), without allocation so 30 million cells stay fast.
 */
function referencePattern(
  g: Uint8Array,
  gi: number,
  a: Uint8Array,
  ai: number,
  length: number,
  used: Uint8Array,
  colour: Uint8Array,
): number {
  for (let p = 0; p < length; p++) {
    const green = g[gi + p] === a[ai + p] ? 1 : 0;
    used[p] = green;
    colour[p] = green * 2;
  }
  for (let p = 0; p < length; p++) {
    if (colour[p] === 2) continue;
    const ch = g[gi + p];
    for (let q = 0; q < length; q++) {
      if (used[q] === 0 && a[ai + q] === ch) {
        used[q] = 1;
        colour[p] = 1;
        break;
      }
    }
  }
  let code = 0;
  for (let p = length - 1; p >= 0; p--) code = code * 3 + colour[p]!;
  return code;
}

/** Every cell of `m` that disagrees with the reference, as readable strings (at most `limit`). */
function mismatches(m: PatternMatrix, guesses: readonly string[], answers: readonly string[], limit = 5): string[] {
  const L = m.length;
  const g = letterCodes(guesses, L);
  const a = letterCodes(answers, L);
  const used = new Uint8Array(L);
  const colour = new Uint8Array(L);
  const out: string[] = [];
  const nA = answers.length;
  for (let gi = 0; gi < guesses.length; gi++) {
    const base = gi * nA;
    for (let ai = 0; ai < nA; ai++) {
      const want = referencePattern(g, gi * L, a, ai * L, L, used, colour);
      if (m.data[base + ai] !== want && out.length < limit) {
        out.push(`${guesses[gi]}/${answers[ai]}: got ${m.data[base + ai]}, want ${want}`);
      }
    }
  }
  return out;
}

/** `count` distinct words of `length` letters from `alphabet` (small alphabets give many repeats). */
function randomWords(count: number, length: number, alphabet: string, seed: number): string[] {
  const next = mulberry32(seed); // seeded: the same generated word lists every run
  const set = new Set<string>();
  while (set.size < count) {
    let w = '';
    for (let p = 0; p < length; p++) w += alphabet[Math.floor(next() * alphabet.length)];
    set.add(w);
  }
  return [...set];
}

/** Every word of `length` letters over `alphabet`. */
function allWords(alphabet: string, length: number): string[] {
  let words = [''];
  for (let p = 0; p < length; p++) words = words.flatMap((w) => [...alphabet].map((c) => w + c));
  return words;
}

describe('buildPatternMatrix', () => {
  it('matches the reference on every cell of the classic matrix (12972 × 2315)', () => {
    const { guesses, answers } = builtinWordSet('classic');
    const m = buildPatternMatrix(guesses, answers);
    expect(m.nGuesses).toBe(12972);
    expect(m.nAnswers).toBe(2315);
    expect(m.length).toBe(5);
    expect(m.data).toBeInstanceOf(Uint8Array);
    expect(m.data.length).toBe(12972 * 2315);
    expect(mismatches(m, guesses, answers)).toEqual([]);
  });

  it.each([
    [
      '2 letters, every pair over a-z',
      allWords('abcdefghijklmnopqrstuvwxyz', 2),
      allWords('abcdefghijklmnopqrstuvwxyz', 2),
    ],
    ['3 letters, every word over a-e', allWords('abcde', 3), allWords('abcde', 3)],
    ['6 letters over a-f', randomWords(400, 6, 'abcdef', 6), randomWords(301, 6, 'abcdef', 66)],
    ['7 letters over a-d and z', randomWords(300, 7, 'abcdz', 7), randomWords(203, 7, 'abcdz', 77)],
    ['8 letters over a-e', randomWords(400, 8, 'abcde', 8), randomWords(299, 8, 'abcde', 88)],
    [
      '8 letters over a-z',
      randomWords(200, 8, 'abcdefghijklmnopqrstuvwxyz', 9),
      randomWords(150, 8, 'abcdefghijklmnopqrstuvwxyz', 99),
    ],
  ])('matches the reference for custom lists: %s', (_name, guesses, answers) => {
    const m = buildPatternMatrix(guesses, answers);
    const L = answers[0]!.length;
    expect(m.data).toBeInstanceOf(3 ** L <= 256 ? Uint8Array : Uint16Array);
    expect(m.data.length).toBe(guesses.length * answers.length);
    expect(mismatches(m, guesses, answers)).toEqual([]);
  });

  it('has a checker that notices one wrong cell', () => {
    const guesses = ['speed', 'crane'];
    const answers = ['abide', 'sweet'];
    const m = buildPatternMatrix(guesses, answers);
    expect(mismatches(m, guesses, answers)).toEqual([]);
    m.data[1] = 0; // speed/sweet is not all gray
    expect(mismatches(m, guesses, answers)).toEqual([`speed/sweet: got 0, want ${scoreGuess('speed', 'sweet')}`]);
  });

  it('agrees with scoreGuess for any list size (lane padding) and length', () => {
    const arb = fc.integer({ min: 2, max: 8 }).chain((n) => {
      const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'x'), minLength: n, maxLength: n });
      return fc.tuple(fc.array(word, { minLength: 1, maxLength: 9 }), fc.array(word, { minLength: 1, maxLength: 13 }));
    });
    fc.assert(
      fc.property(arb, ([guesses, answers]) => {
        const m = buildPatternMatrix(guesses, answers);
        guesses.forEach((g, gi) => answers.forEach((a, ai) => expect(patternAt(m, gi, ai)).toBe(scoreGuess(g, a))));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['5 letters (bytes)', randomWords(50, 5, 'abcdefg', 5), randomWords(37, 5, 'abcdefg', 55)],
    ['6 letters (16-bit)', randomWords(50, 6, 'abcdefg', 6), randomWords(37, 6, 'abcdefg', 66)],
  ])('fills a provided SharedArrayBuffer: %s', (_name, guesses, answers) => {
    const L = answers[0]!.length;
    const sab = new SharedArrayBuffer(matrixByteLength(guesses.length, answers.length, L));
    const m = buildPatternMatrix(guesses, answers, sab);
    expect(m.data.buffer).toBe(sab);
    expect(Array.from(m.data)).toEqual(Array.from(buildPatternMatrix(guesses, answers).data));
    const again = matrixFromBuffer(sab, guesses.length, answers.length, L);
    expect(patternAt(again, 7, 11)).toBe(scoreGuess(guesses[7]!, answers[11]!));
    expect(new Uint8Array(sab).some((b) => b !== 0)).toBe(true);
  });

  it('rejects words of the wrong length or alphabet', () => {
    expect(wordleError(() => buildPatternMatrix(['cigar', 'abc'], ['rebut']), 'BAD_WORD').message).toBe(
      'guess "abc" is not 5 letters a-z',
    );
    expect(wordleError(() => buildPatternMatrix(['cigar'], ['rebut', 'REBUT']), 'BAD_WORD').message).toBe(
      'answer "REBUT" is not 5 letters a-z',
    );
  });
});

describe('matrix helpers', () => {
  const guesses = ['cigar', 'rebut', 'sissy', 'speed'];
  const answers = ['abide', 'erase', 'sissy'];
  const m = buildPatternMatrix(guesses, answers);

  it('sizes the storage by the number of patterns', () => {
    expect(matrixByteLength(10, 20, 5)).toBe(200);
    expect(matrixByteLength(10, 20, 6)).toBe(400);
    expect(matrixByteLength(10, 20, 2)).toBe(200);
  });

  it('reads a cell and a row (a view on the same buffer)', () => {
    expect(patternAt(m, 3, 0)).toBe(scoreGuess('speed', 'abide'));
    expect(patternAt(m, 2, 2)).toBe(242);
    const row = matrixRow(m, 3);
    expect(Array.from(row)).toEqual(answers.map((a) => scoreGuess('speed', a)));
    expect(row.buffer).toBe(m.data.buffer);
  });
});
