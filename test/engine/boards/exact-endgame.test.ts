import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import type { Word } from '../../../src/core/types.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { benchBoards } from '../../../src/engine/game/bench.js';
import { withExactEndgame } from '../../../src/engine/boards/exact-endgame.js';
import { boardsGuessContext } from '../../../src/engine/game/rules.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { wordleError } from '../../helpers/errors.js';
import { naiveBoards } from '../../search/boards/naive.js';

// The -OUND answers (one letter apart) and two extra words that split them.
const ANSWERS = ['bound', 'found', 'hound', 'mound', 'pound', 'round', 'sound', 'wound'] as Word[];
const words = makeWordSet(ANSWERS, ['bhmps', 'frswy'] as Word[]);
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const ids = (list: readonly string[]) => Uint32Array.from(list.map((w) => words.index.get(w)!)).sort();

describe('withExactEndgame: the proven best guess where the exact search finishes, the base elsewhere', () => {
  const base = createStrategy('entropy', { boards: 2 });
  const exact = withExactEndgame(config, base);

  it('is named after its base', () => {
    expect(exact.name).toBe('entropy+exact');
  });

  it('picks a guess brute force finds best, on 2 and 3 boards', () => {
    for (const [boards, left] of [
      [[ANSWERS, ANSWERS.slice(0, 4)], 4],
      [[ANSWERS.slice(0, 3), ANSWERS.slice(2, 6), ANSWERS.slice(5)], 4],
    ] as const) {
      const pos = boardsGuessContext(
        config,
        boards.map((b) => ids(b)),
        1,
        left,
      );
      const pick = words.guesses[exact.pick(pos)]!;
      expect(naiveBoards(boards, words.guesses, left, pick)).toEqual(naiveBoards(boards, words.guesses, left));
    }
  });

  it("is the base strategy's pick past its limits", () => {
    const pos = boardsGuessContext(config, [ids(ANSWERS), ids(ANSWERS)], 1, 4);
    expect(withExactEndgame(config, base, { maxJoint: 10 }).pick(pos)).toBe(base.pick(pos));
    expect(withExactEndgame(config, base, { maxWork: 0 }).pick(pos)).toBe(base.pick(pos));
  });

  it('plays benchmarks no worse than its base on the same answer tuples', () => {
    const opts = { boards: 2, games: 30, seed: 1, maxGuesses: 4 };
    const a = benchBoards(config, base, opts);
    const b = benchBoards(config, exact, opts);
    expect(b.solvedPct).toBeGreaterThanOrEqual(a.solvedPct);
  });

  it('fails clearly on nonsense', () => {
    wordleError(() => withExactEndgame(config, null as never), 'BAD_ARGUMENT');
  });
});
