import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allCandidates,
  applyTurn,
  candidateWords,
  filterCandidates,
  NO_CANDIDATES_MESSAGE,
} from '../../src/core/filter.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { parseHistory, playGuesses } from '../../src/core/history.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { REMAINING } from '../fixtures/golden.js';
import { wordleError } from '../helpers/errors.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);

describe('filterCandidates', () => {
  it('keeps every answer for an empty history', () => {
    const c = filterCandidates(words, []);
    expect(c.length).toBe(2315);
    expect(Array.from(c)).toEqual(Array.from(allCandidates(words)));
  });

  it.each(REMAINING)('$history leaves $count answers ($source)', ({ history, count, includes, emoji }) => {
    const h = parseHistory(history, 5);
    // The answer named in the source gives the feedback shown there.
    expect(formatFeedback(scoreGuess(h[0]!.guess, includes), 5, 'emoji')).toBe(emoji);
    const c = candidateWords(words, filterCandidates(words, h, matrix));
    expect(c).toHaveLength(count);
    expect(c).toContain(includes);
    expect(candidateWords(words, filterCandidates(words, h))).toEqual(c); // same without the matrix
  });

  it('lists the 15 answers left by soare=ygbbb, in list order', () => {
    const c = candidateWords(words, filterCandidates(words, parseHistory(['soare=ygbbb'], 5), matrix));
    expect(c).toEqual([
      'boost',
      'moist',
      'focus',
      'bosom',
      'hoist',
      'posit',
      'bonus',
      'joist',
      'joust',
      'locus',
      'noisy',
      'lousy',
      'foist',
      'bossy',
      'mossy',
    ]);
  });

  it('throws NO_CANDIDATES for an inconsistent history, naming the turn', () => {
    // SOARE cannot be all green: it is not an answer.
    const e = wordleError(
      () => filterCandidates(words, parseHistory(['crane=bbbbb', 'soare=ggggg'], 5), matrix),
      'NO_CANDIDATES',
    );
    expect(e.message).toBe(`${NO_CANDIDATES_MESSAGE} (nothing fits after turn 2, soare)`);
    expect(NO_CANDIDATES_MESSAGE).toBe(
      'no answer in the list fits this feedback: check the colours, or the word may not be in the list',
    );
  });

  it('accepts guesses outside the word list', () => {
    expect(words.index.has('qzqzq')).toBe(false);
    expect(words.index.has('abcde')).toBe(false);
    const h = parseHistory(['qzqzq=bbbbb', 'abcde=ybbbb'], 5);
    const c = candidateWords(words, filterCandidates(words, h, matrix));
    // No Q, Z, B, C, D or E; an A, but not first.
    const expected = words.answers.filter((w) => !/[qzbcde]/.test(w) && w.includes('a') && w[0] !== 'a');
    expect(expected.length).toBeGreaterThan(10);
    expect(c).toEqual(expected);
  });

  it('keeps exactly the answers consistent with every turn (with or without the matrix)', () => {
    const id = fc.integer({ min: 0, max: words.guesses.length - 1 });
    const arb = fc.tuple(
      fc.integer({ min: 0, max: words.answers.length - 1 }),
      fc.array(id, { minLength: 1, maxLength: 3 }),
    );
    fc.assert(
      fc.property(arb, ([answerId, guessIds]) => {
        const answer = words.answers[answerId]!;
        const history = playGuesses(
          guessIds.map((g) => words.guesses[g]!),
          answer,
        );
        const got = candidateWords(words, filterCandidates(words, history, matrix));
        const want = words.answers.filter((a) => history.every((t) => scoreGuess(t.guess, a) === t.pattern));
        expect(got).toEqual(want);
        expect(got).toContain(answer);
        expect(candidateWords(words, filterCandidates(words, history))).toEqual(want);
      }),
      { numRuns: 100 },
    );
  });
});

describe('applyTurn', () => {
  it('narrows a given candidate set and returns sorted ids', () => {
    const start = Uint32Array.from([0, 5, 10, 2000, 2314]);
    const turn = { guess: 'crane', pattern: scoreGuess('crane', words.answers[2000]!) };
    const out = applyTurn(words, start, turn, matrix);
    expect(Array.from(out)).toContain(2000);
    expect(Array.from(out)).toEqual(
      Array.from(start).filter((a) => scoreGuess('crane', words.answers[a]!) === turn.pattern),
    );
    expect(Array.from(out)).toEqual([...out].sort((x, y) => x - y));
  });

  it("keeps what the reference scorer keeps through the guess's row (no matrix), guesses outside the list included", () => {
    const all = allCandidates(words);
    for (const guess of ['aaaab', 'eerie', 'sassy', 'zzzzz', 'llama', 'speed']) {
      for (const answer of ['geese', 'eerie', 'abbey', 'llama', 'sassy', 'tepee']) {
        const turn = { guess, pattern: scoreGuess(guess, answer) };
        const want = words.answers.filter((a) => scoreGuess(guess, a) === turn.pattern);
        expect(candidateWords(words, applyTurn(words, all, turn)), `${guess} ${answer}`).toEqual(want);
      }
    }
  });

  it('returns an empty set rather than throwing', () => {
    expect(
      applyTurn(words, allCandidates(words), { guess: 'soare', pattern: scoreGuess('soare', 'soare') }, matrix),
    ).toHaveLength(0);
  });
});
