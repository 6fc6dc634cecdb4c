import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import type { Word } from '../../../src/core/types.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { ClassLosses } from '../../../src/search/win/class-losses.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { naiveWinFirst, rng, sample } from '../naive.js';

// The 'win' objective's cut of first guesses with three guesses left (ThreeLeftCut, ClassLosses):
// a guess valued with a cutoff must get its exact value when that is below the cutoff, and
// otherwise a bound that reaches the cutoff and is no more than the value the naive reference
// gives: a bound never cuts a guess the reference says is better. Random positions with three
// guesses left, weighted and not, normal and hard mode, many of them losing.

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);
/** Rhyming answers (one-letter clusters): positions that lose games with three guesses left. */
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker|aunt|ake|ane)$/u.test(w));

function instance(seed: number, n: number, m: number, pool: readonly Word[]): WordSet {
  const random = rng(seed);
  return makeWordSet(sample(pool, n, random), sample(extras, m, random));
}

describe('a first guess with three guesses left, valued with a cutoff, playing for the win', () => {
  it('is exact below the cutoff and a bound reaching it otherwise, never above the reference', () => {
    const random = rng(33);
    let losing = 0;
    let cut = 0;
    for (let t = 0; t < 8; t++) {
      const hard = t % 2 === 1;
      const weighted = t % 4 >= 2;
      const words = instance(3300 + t, 22 + Math.floor(random() * 14), 10 + Math.floor(random() * 20), rhymes);
      const w = weighted ? words.answers.map(() => 1 + Math.floor(random() * 9)) : undefined;
      const byWord = new Map(words.answers.map((a, i) => [a, w?.[i] ?? 1]));
      const matrix = t % 3 === 0 ? undefined : buildPatternMatrix(words.guesses, words.answers);
      const s = new Searcher(words, matrix, {
        hard,
        objective: 'win',
        kernel: createWasmKernel,
        ...(w ? { weights: w } : {}),
      });
      const position = rootPosition(words, { hard, maxGuesses: 3 });
      const valueOf = s.guessValuer(position);
      const loss = s.valuation.loss;
      // Every guess, in list order, each with cutoffs around its reference value: as a ranking
      // asks (the same valuer, so what earlier guesses proved is reused for the later ones).
      for (const g of words.guesses) {
        const ref = naiveWinFirst(g, words.answers, words.guesses, 3, hard, byWord);
        const value = ref.lost * loss + ref.total;
        if (ref.lost > 0) losing++;
        for (const beta of [value + 1, value, value - 1, value - loss, value + loss, s.none]) {
          if (beta <= 0) continue;
          const got = valueOf(g, beta);
          const at = `instance ${t}, ${g}, cutoff ${beta - value} from its value`;
          if (value < beta) expect(got, at).toBe(value);
          else {
            expect(got, at).toBeGreaterThanOrEqual(beta);
            expect(got, at).toBeLessThanOrEqual(value);
            cut++;
          }
        }
      }
    }
    expect(losing).toBeGreaterThan(50);
    expect(cut).toBeGreaterThan(50);
  });
});

describe('ClassLosses', () => {
  /** The columns of a mask of n bits. */
  const cols = (bits: readonly number[]) => Uint32Array.from(bits);

  it('proves x lost when a known class losing y differs by at most y − x answers it lacks', () => {
    const known = new ClassLosses();
    const owner = {};
    known.reset(owner, 70);
    known.read(cols([0, 1, 2, 3, 40, 41, 69]));
    known.add(3);
    // Answers added to the class cost nothing; answers of the known class missing cost one each.
    known.read(cols([0, 1, 2, 3, 40, 41, 69, 5, 6]));
    expect(known.proves(3)).toBe(true);
    expect(known.proves(4)).toBe(false);
    known.read(cols([0, 1, 2, 3, 40, 5]));
    expect(known.proves(1)).toBe(true);
    expect(known.proves(2)).toBe(false);
    known.read(cols([10, 11, 12]));
    expect(known.proves(1)).toBe(false);
    // The most any known class proves: y − |S ∖ C| at best over the classes S known.
    known.read(cols([0, 1, 2, 3, 40, 41, 69]));
    known.add(2); // the same class again, proven to lose less
    known.read(cols([20, 21, 22, 23, 24, 25, 26]));
    known.add(5);
    known.read(cols([20, 21, 22, 23, 24, 25, 0, 1, 2, 3, 40]));
    expect(known.least()).toBe(4); // 5 − 1 (lacks 26), better than 3 − 2 (lacks 41, 69)
    expect(known.proves(4)).toBe(true);
    expect(known.proves(5)).toBe(false);
    known.read(cols([0, 1, 2, 3, 40, 41]));
    expect(known.least()).toBe(2);
    known.read(cols([30, 31]));
    expect(known.least()).toBe(0);
    // Another set: nothing is known of its classes.
    known.reset({}, 70);
    known.read(cols([0, 1, 2, 3, 40, 41, 69]));
    expect(known.proves(1)).toBe(false);
    // Back to the first set: started over (only one set is known at a time); no loss is not kept.
    known.reset(owner, 70);
    known.read(cols([0, 1, 2, 3, 40, 41, 69]));
    known.add(0);
    expect(known.proves(1)).toBe(false);
  });
});
