import { describe, expect, it } from 'vitest';
import { adversaryMove } from '../../../src/core/adversary.js';
import { allCandidates } from '../../../src/core/filter.js';
import { formatFeedback } from '../../../src/core/feedback.js';
import { hardModeViolation, isHardModeLegal } from '../../../src/core/hardmode.js';
import type { Turn } from '../../../src/core/types.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { makeWordSet, type WordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { replayAbsurdle } from '../../../src/engine/absurdle/game.js';
import { solveAbsurdle } from '../../../src/search/absurdle/absurdle.js';
import { tiny, tinyMatrix } from '../../fixtures/absurdle.js';

/**
 * Reference: the shortest forced win by plain breadth-first search over every guess sequence
 * (the winning word included), or Infinity; with a target, the adversary must end on it. In hard
 * mode a guess must obey Wordle's hard-mode rule after every turn before it (core/hardmode.ts, a
 * conjunction over the turns), so the guesses allowed next are the intersection of what each turn
 * allows, and a node is its set with that intersection: two histories with the same set and the
 * same allowed guesses have the same future (in normal mode every guess stays allowed).
 */
function bruteForce(words: WordSet, maxLength: number, target?: string, hard = false): number {
  const all = words.guesses.map((_, i) => i);
  let level = [{ set: allCandidates(words), allowed: all }];
  for (let length = 1; length <= maxLength; length++) {
    for (const { set } of level) {
      if (set.length === 1 && (target === undefined || words.answers[set[0]!] === target)) return length;
    }
    const next = new Map<string, { set: Uint32Array; allowed: number[] }>();
    for (const { set, allowed } of level) {
      for (const gi of allowed) {
        const g = words.guesses[gi]!;
        const move = adversaryMove(words, set, g);
        const turn: Turn = { guess: g, pattern: move.pattern };
        const still = hard ? allowed.filter((a) => hardModeViolation(turn, words.guesses[a]!) === null) : allowed;
        next.set(`${move.kept.join(',')}|${still.join(',')}`, { set: move.kept, allowed: still });
      }
    }
    level = [...next.values()];
  }
  return Infinity;
}

/** The reference in hard mode. */
const bruteForceHard = (words: WordSet, maxLength: number, target?: string): number =>
  bruteForce(words, maxLength, target, true);

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

describe('solveAbsurdle in hard mode against a brute-force reference (small list; issue 36, 6)', () => {
  const guesses = tiny.guesses;
  /** Each guess of a found win obeys hard mode after the adversary's answers before it. */
  function expectLegal(found: readonly number[]): void {
    const turns = replayAbsurdle(
      tiny,
      found.map((g) => guesses[g]!),
      tinyMatrix,
      { hard: true },
    );
    turns.forEach((t, i) => expect(isHardModeLegal(turns.slice(0, i), t.guess)).toBe(true));
  }

  it('finds a shortest forced win in hard mode and proves it minimal', () => {
    const r = solveAbsurdle(tinyMatrix, allCandidates(tiny), { hard: true, guesses });
    expect(r.status).toBe('found');
    expect(r.guesses.length).toBe(bruteForceHard(tiny, 8));
    expect(r.lowerBound).toBe(r.guesses.length);
    expectLegal(r.guesses);
  });

  it.each(tiny.answers)('challenge mode in hard mode: the shortest way to end on %s', (target) => {
    const t = tiny.answers.indexOf(target);
    const r = solveAbsurdle(tinyMatrix, allCandidates(tiny), { hard: true, guesses, target: t, maxLength: 6 });
    const best = bruteForceHard(tiny, 6, target);
    if (best === Infinity) {
      expect(r.status).toBe('none');
      return;
    }
    expect(r.guesses.length).toBe(best);
    expect(r.lowerBound).toBe(best);
    expectLegal(r.guesses);
    // Hard mode only restricts the player: never shorter than the normal-mode win.
    expect(best).toBeGreaterThanOrEqual(bruteForce(tiny, 6, target));
  });

  it('is longer where hard mode forbids the probe that wins in normal mode: the rule is enforced, not ignored', () => {
    // Found by a seeded scan of small lists: 3 guesses force a win in normal mode, 4 in hard mode.
    const list = makeWordSet(
      ['bat', 'mat', 'rat', 'tag', 'cab', 'tab', 'arc', 'car', 'sit', 'fit', 'kit', 'dot'],
      ['hrs', 'mob', 'xyz', 'dsh'],
    );
    const m = buildPatternMatrix(list.guesses, list.answers);
    const normal = solveAbsurdle(m, allCandidates(list));
    const hard = solveAbsurdle(m, allCandidates(list), { hard: true, guesses: list.guesses });
    expect([normal.guesses.length, bruteForce(list, 6)]).toEqual([3, 3]);
    expect([hard.guesses.length, hard.lowerBound, bruteForceHard(list, 6)]).toEqual([4, 4, 4]);
  });

  it('refuses hard mode without the row words', () => {
    expect(() => solveAbsurdle(tinyMatrix, allCandidates(tiny), { hard: true })).toThrow(/options\.guesses/u);
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
