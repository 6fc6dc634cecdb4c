import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Word } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { LetterBound } from '../../../src/search/bounds/letter-bound.js';
import { rng, sample } from '../naive.js';

const classic = builtinWordSet('classic');

/** The classes a guess really makes on a set: its distinct patterns. */
const classesOf = (guess: Word, answers: readonly Word[]): number =>
  new Set(answers.map((a) => scoreGuess(guess, a))).size;

describe('LetterBound: an upper bound on the classes a guess makes, from the letters', () => {
  it('is never below the real number of classes (random sets, every guess of a sample)', () => {
    const bound = new LetterBound(classic.guesses, classic.answers, 5);
    const random = rng(11);
    const ids = classic.answers.map((_, i) => i);
    for (let trial = 0; trial < 40; trial++) {
      const set = sample(ids, 2 + Math.floor(random() * 60), random);
      bound.read(set);
      const table = bound.table();
      const words = set.map((a) => classic.answers[a]!);
      for (const g of sample(
        classic.guesses.map((_, i) => i),
        300,
        random,
      )) {
        expect(bound.most(g), `${classic.guesses[g]} on ${words.join(',')}`).toBeGreaterThanOrEqual(
          classesOf(classic.guesses[g]!, words),
        );
        // The table the hot loop multiplies gives the same bound.
        let product = 1;
        for (let i = 0; i < 5; i++) product *= table[bound.codes[g * 5 + i]!]!;
        expect(product).toBe(bound.most(g));
        // And so do the packed codes (position i's code less i · 52, six bits each).
        const v = bound.packed[g]!;
        let packed = 1;
        for (let i = 0; i < 5; i++) packed *= table[i * 52 + ((v >>> (6 * i)) & 63)]!;
        expect(packed).toBe(product);
      }
    }
  });

  it('holds for repeated letters and answers with them (property)', () => {
    // Words over three letters: repeats everywhere, the case the rules for grey copies are about.
    const word = fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 4, maxLength: 4 }).map((l) => l.join(''));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 20 }), word, (answers, guess) => {
        const guesses = [...new Set([...answers, guess])];
        const bound = new LetterBound(guesses, answers, 4);
        bound.read(answers.map((_, i) => i));
        return bound.most(guesses.indexOf(guess)) >= classesOf(guess, answers);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });

  it.each([
    // guess, answers, bound: letters no answer has show grey only, so they multiply by one
    ['zzzzz', ['hello', 'world'], 1],
    // s: green in all; a: yellow (shard) or grey; l: in none, grey; e: yellow (shine) or grey;
    // t: green (shout) or grey
    ['salet', ['shard', 'shine', 'shout'], 1 * 2 * 1 * 2 * 2],
  ] as const)('%s on %j: at most %i', (guess, answers, most) => {
    const bound = new LetterBound([guess], answers, 5);
    bound.read(answers.map((_, i) => i));
    expect(bound.most(0)).toBe(most);
    expect(classesOf(guess, answers)).toBeLessThanOrEqual(most);
  });
});
