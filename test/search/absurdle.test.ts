import { describe, expect, it } from 'vitest';
import { adversaryMove } from '../../src/core/adversary.js';
import { allCandidates } from '../../src/core/filter.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import type { WordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { replayAbsurdle } from '../../src/engine/absurdle/game.js';
import { solveAbsurdle } from '../../src/search/absurdle.js';
import { tiny, tinyMatrix } from '../fixtures/absurdle.js';

/**
 * Reference: the shortest forced win by plain breadth-first search over every guess sequence
 * (the winning word included), or Infinity; with a target, the adversary must end on it.
 */
function bruteForce(words: WordSet, maxLength: number, target?: string): number {
  let level = [allCandidates(words)];
  for (let length = 1; length <= maxLength; length++) {
    for (const set of level) {
      if (set.length === 1 && (target === undefined || words.answers[set[0]!] === target)) return length;
    }
    const next = new Map<string, Uint32Array>();
    for (const set of level) {
      for (const g of words.guesses) {
        const kept = adversaryMove(words, set, g).kept;
        next.set(kept.join(','), kept);
      }
    }
    level = [...next.values()];
  }
  return Infinity;
}

describe('solveAbsurdle against a brute-force reference (small list)', () => {
  it('finds a shortest forced win and proves it minimal', () => {
    const r = solveAbsurdle(tinyMatrix, allCandidates(tiny));
    expect(r.status).toBe('found');
    expect(r.guesses.length).toBe(bruteForce(tiny, 8));
    expect(r.lowerBound).toBe(r.guesses.length);
    const turns = replayAbsurdle(
      tiny,
      r.guesses.map((g) => tiny.guesses[g]!),
      tinyMatrix,
    );
    expect(formatFeedback(turns.at(-1)!.pattern, 3)).toBe('ggg');
  });

  it.each(tiny.answers)('challenge mode: the shortest way to end on %s', (target) => {
    const r = solveAbsurdle(tinyMatrix, allCandidates(tiny), { target: tiny.answers.indexOf(target), maxLength: 6 });
    const best = bruteForce(tiny, 6, target);
    if (best === Infinity) {
      expect(r.status).toBe('none');
      return;
    }
    expect(r.guesses.length).toBe(best);
    expect(r.lowerBound).toBe(best);
    const turns = replayAbsurdle(
      tiny,
      r.guesses.map((g) => tiny.guesses[g]!),
      tinyMatrix,
    );
    expect(turns.at(-1)!.guess).toBe(target);
    expect(formatFeedback(turns.at(-1)!.pattern, 3)).toBe('ggg');
  });

  it('leaves a length undecided when the budget runs out, and says so', () => {
    const r = solveAbsurdle(tinyMatrix, allCandidates(tiny), { target: 0, workLimit: 1 });
    expect(r.status === 'none' || r.lowerBound < r.guesses.length).toBe(true);
  });
});

describe('solveAbsurdle on the classic lists', () => {
  const words = builtinWordSet('classic');
  const matrix = buildPatternMatrix(words.guesses, words.answers);

  it('wins in 4 and proves 3 impossible, as the game’s author reports; the replay confirms it', () => {
    const r = solveAbsurdle(matrix, allCandidates(words));
    expect(r.status).toBe('found');
    expect(r.guesses).toHaveLength(4);
    expect(r.lowerBound).toBe(4); // lengths 1 to 3 searched exhaustively: no win
    const guesses = r.guesses.map((g) => words.guesses[g]!);
    const turns = replayAbsurdle(words, guesses, matrix);
    expect(turns.map((t) => t.remaining).slice(2)).toEqual([1, 1]); // one word left after three guesses
    expect(formatFeedback(turns[3]!.pattern, 5)).toBe('ggggg');
    expect(guesses[3]).toBe(words.answers[Array.from(turns[2]!.move.kept)[0]!]);
  });
});
