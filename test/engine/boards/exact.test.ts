import { describe, expect, it } from 'vitest';
import { parseMultiTurn } from '../../../src/core/boards.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { provenBoardsGuesses } from '../../../src/engine/exact/boards.js';
import { Session } from '../../../src/engine/game/session.js';
import { bestNextGuesses, exactPosition } from '../../../src/engine/exact/position.js';
import { BoardsSearch } from '../../../src/search/boards/exact.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { gameConfig } from '../../../src/strategies/context.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const config = gameConfig(words, matrix);

/** A Quordle after `turns` (the boards' answers left: 12, 2, 1, 1 after these two). */
function quordle(...turns: string[]): Session {
  const s = new Session(config, createStrategy('entropy', { boards: 4 }), { boards: 4 });
  for (const t of turns) s.play(parseMultiTurn(t, 5));
  return s;
}
const ENDGAME = ['soare=bbybb,bbbby,gbbby,bbbgy', 'clint=bybbb,bbgbb,bbyyy,bbbby'];

describe('the proven advice of several boards', () => {
  it("gives the exact search's values, the first no worse than any other guess", () => {
    const boards = quordle(...ENDGAME).boardsPosition().boards;
    expect(boards.map((b) => b.length)).toEqual([12, 2, 1, 1]);
    for (const left of [7, 3]) {
      const advice = provenBoardsGuesses(config, boards, left, { top: 3 })!;
      expect(advice).toHaveLength(3);
      const search = new BoardsSearch(words, matrix);
      const [best] = search.rank(boards, left, 1);
      expect(advice[0]).toMatchObject({ label: 'proven', guess: best!.guess, ...search.outcome(boards, best!.value) });
      // Every guess that can solve a board, and a few others, valued exactly: none is better.
      const others = [...new Set([...boards.flatMap((b) => [...b]), 0, 100, 5000])];
      const values = search.guessValues(boards, left, others);
      expect(Math.min(...values)).toBe(best!.value);
    }
  });

  it('says so where the position cannot be won for sure (two guesses for four open boards)', () => {
    const boards = quordle(...ENDGAME).boardsPosition().boards;
    const [best] = provenBoardsGuesses(config, boards, 2, { top: 1 })!;
    expect(best).toMatchObject({ won: 0, weight: 24, winChance: 0 });
  });

  it("with one board open, is `wordle optimal`'s answer on that board, lost answers included", () => {
    const history = [
      { guess: 'crane', pattern: parseMultiTurn('crane=bbbby', 5).patterns[0]! },
      { guess: 'react', pattern: parseMultiTurn('react=bybbg', 5).patterns[0]! },
    ];
    for (const maxGuesses of [7, 3]) {
      const p = exactPosition(words, history, { maxGuesses });
      const one = bestNextGuesses(words, p, 3);
      const advice = provenBoardsGuesses(config, [p.answers], maxGuesses - 2, { top: 3 })!;
      expect(advice.map((a) => a.word)).toEqual(one.ranked.map((r) => r.guess));
      expect(advice[0]).toMatchObject({ total: one.total, winChance: one.winChance, won: one.won, weight: one.weight });
    }
  });

  it('answers nothing past its budget or its size, and under rules it does not prove', () => {
    const boards = quordle(...ENDGAME).boardsPosition().boards;
    let t = 0;
    const now = () => (t += 10);
    expect(provenBoardsGuesses(config, boards, 7, { budgetMs: 5, now })).toBeNull();
    expect(provenBoardsGuesses(config, boards, 7, { maxJoint: 23 })).toBeNull();
    expect(provenBoardsGuesses({ ...config, hard: true }, boards, 7)).toBeNull();
    expect(provenBoardsGuesses(config, boards, 0)).toBeNull();
    // 138·120·35·14 joint answers: the session's suggestions are the strategy's, no value proven
    const advice = quordle(ENDGAME[0]!).suggestions(3);
    expect(advice).toHaveLength(3);
    expect(advice.every((s) => s.proven === undefined && s.expectedGuesses === undefined)).toBe(true);
  });
});
