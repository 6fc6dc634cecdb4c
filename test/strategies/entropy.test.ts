import { describe, expect, it } from 'vitest';
import { candidateWords, filterCandidates } from '../../src/core/filter.js';
import { parseHistory } from '../../src/core/history.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import type { GuessStats } from '../../src/core/partition.js';
import { asWordId } from '../../src/core/types.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { gameConfig, guessContext } from '../../src/strategies/context.js';
import { entropy } from '../../src/strategies/entropy.js';
import { compareRanked, EPSILON, rankGuesses } from '../../src/strategies/ranking.js';
import type { GuessContext } from '../../src/strategies/types.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const config = gameConfig(words, matrix);
const strategy = entropy.create({});
const metric = strategy.metric!;
const id = (w: string) => words.index.get(w)!;
const word = (g: number) => words.guesses[g]!;

const history = parseHistory(['soare=ygbbb'], 5);
const afterSoare = guessContext(config, history);

describe('entropy strategy', () => {
  it('opens with SOARE, the highest-entropy first guess on the classic lists', () => {
    expect(word(strategy.pick(guessContext(config, [])))).toBe('soare');
  });

  it.each([
    ['one candidate', ['focus']],
    ['two candidates', ['focus', 'locus']],
    ['two candidates, other order in the list', ['bosom', 'boost']],
  ])('guesses a candidate with %s', (_name, cands) => {
    const c = Uint32Array.from(cands.map(id).sort((a, b) => a - b));
    const pick = strategy.pick(guessContext(config, [], c));
    expect(Array.from(c)).toContain(pick);
    expect(pick).toBe(c[0]); // the first in list order
  });

  it('may guess a non-candidate with more than two candidates', () => {
    expect(afterSoare.candidates).toHaveLength(15);
    const pick = word(strategy.pick(afterSoare));
    expect(pick).toBe('thumb');
    expect(candidateWords(words, afterSoare.candidates)).not.toContain(pick);
  });

  it('finds the three-way tie after soare=ygbbb: fubsy, thumb, jumby at 3.45656 bits', () => {
    const s = (w: string) => afterSoare.partitioner.stats(id(w), afterSoare.candidates);
    const [fubsy, thumb, jumby] = [s('fubsy'), s('thumb'), s('jumby')];
    expect(thumb.entropy).toBeCloseTo(3.45656, 5);
    expect(Math.abs(fubsy.entropy - thumb.entropy)).toBeLessThan(1e-9);
    expect(Math.abs(jumby.entropy - thumb.entropy)).toBeLessThan(1e-9);
    const top = rankGuesses(afterSoare, metric, 4);
    expect(top.slice(0, 3).map((x) => word(x.guess))).toEqual(['thumb', 'fubsy', 'jumby']); // list order
    expect(top[3]!.entropy).toBeLessThan(thumb.entropy - 0.1);
  });

  it('ranks the same whatever order the guesses are visited in', () => {
    const reversed: GuessContext = { ...afterSoare, guessIds: afterSoare.guessIds.slice().reverse() };
    const shuffled: GuessContext = { ...afterSoare, guessIds: shuffle(afterSoare.guessIds.slice(), 7) };
    const expected = rankGuesses(afterSoare, metric, 50).map((x) => x.guess);
    expect(rankGuesses(reversed, metric, 50).map((x) => x.guess)).toEqual(expected);
    expect(rankGuesses(shuffled, metric, 50).map((x) => x.guess)).toEqual(expected);
    expect(strategy.pick(reversed)).toBe(id('thumb'));
    expect(strategy.pick(shuffled)).toBe(id('thumb'));
  });

  it('orders every tie in a ranking candidate first, then by list order', () => {
    for (const h of [['soare=ygbbb'], ['crane=bbbby'], ['raise=bbbbb', 'could=bbbbb']]) {
      const ranked = rankGuesses(guessContext(config, parseHistory(h, 5)), metric);
      for (let i = 1; i < ranked.length; i++) {
        const [a, b] = [ranked[i - 1]!, ranked[i]!];
        expect(a.score).toBeGreaterThanOrEqual(b.score - EPSILON);
        if (Math.abs(a.score - b.score) <= EPSILON * Math.max(1, a.score)) {
          if (a.isCandidate === b.isCandidate) expect(a.guess).toBeLessThan(b.guess);
          else expect(a.isCandidate).toBe(true);
        }
      }
    }
  });

  it('agrees with the first of the full ranking', () => {
    for (const h of [[], ['crane=bbbby'], ['raise=bbbbb', 'could=bbbbb']]) {
      const pos = guessContext(config, parseHistory(h, 5));
      expect(strategy.pick(pos)).toBe(rankGuesses(pos, metric, 1)[0]!.guess);
    }
  });

  it('respects hard mode through the allowed guesses', () => {
    const hard = guessContext(gameConfig(words, matrix, { hard: true }), history);
    const pick = word(strategy.pick(hard));
    expect(pick).toMatch(/^.o/);
    expect(pick).toContain('s');
    expect(filterCandidates(words, history, matrix)).toEqual(hard.candidates);
  });
});

describe('compareRanked', () => {
  const stats = (guess: number, score: number, isCandidate: boolean): GuessStats & { score: number } => ({
    guess: asWordId(guess),
    score,
    isCandidate,
    entropy: score,
    expectedSize: 1,
    worstCase: 1,
    parts: 1,
    sumSquares: 1,
  });

  it.each([
    ['higher score first', stats(9, 2, false), stats(1, 1, true)],
    ['a candidate first on a tie', stats(9, 1, true), stats(1, 1, false)],
    ['a candidate first within EPSILON', stats(9, 1 + 1e-12, true), stats(1, 1, false)],
    ['lower id first on a full tie', stats(1, 1, false), stats(9, 1, false)],
    ['lower id first within EPSILON', stats(1, 3.45656, true), stats(9, 3.45656 + 1e-12, true)],
  ])('%s', (_name, better, worse) => {
    expect(compareRanked(better, worse)).toBeLessThan(0);
    expect(compareRanked(worse, better)).toBeGreaterThan(0);
  });
});

/** Deterministic Fisher-Yates shuffle. */
function shuffle(a: Uint32Array, seed: number): Uint32Array {
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
