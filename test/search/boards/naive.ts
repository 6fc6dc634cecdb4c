import { scoreGuess } from '../../../src/core/pattern.js';
import type { Word } from '../../../src/core/types.js';

/**
 * What playing several boards for the win costs, by brute force, written apart from src/search:
 * the joint answers lost (some board still open when the guesses run out), then the guesses until
 * the last board is solved summed over the joint answers, a lost one counting the guesses left + 1.
 * The boards' answers are independent and equally likely (two boards may share one). Every allowed
 * guess at every position, no bounds, no cuts; memoized on the position only (which is exact).
 */
export interface NaiveBoardsValue {
  readonly lost: number;
  readonly total: number;
}

/** Lexicographic: fewer lost first, then fewer guesses. */
const better = (a: NaiveBoardsValue, b: NaiveBoardsValue): boolean =>
  a.lost < b.lost || (a.lost === b.lost && a.total < b.total);

/** The value of the position (`first` given: with that guess played first). */
export function naiveBoards(
  boards: readonly (readonly Word[])[],
  guesses: readonly Word[],
  left: number,
  first?: Word,
): NaiveBoardsValue {
  const memo = new Map<string, NaiveBoardsValue>();
  const win = 3 ** (guesses[0]?.length ?? 5) - 1;
  const solve = (open: readonly (readonly Word[])[], d: number, only?: Word): NaiveBoardsValue => {
    if (open.length === 0) return { lost: 0, total: 0 };
    const n = open.reduce((p, b) => p * b.length, 1);
    if (d === 0) return { lost: n, total: n };
    const key = `${d}:${open
      .map((b) => [...b].sort().join(','))
      .sort()
      .join('|')}`;
    const known = only === undefined ? memo.get(key) : undefined;
    if (known !== undefined) return known;
    let best: NaiveBoardsValue | undefined;
    for (const g of only === undefined ? guesses : [only]) {
      // Every tuple of one feedback class per board (the all-green class of a board solves it).
      let outcomes: (readonly Word[])[][] = [[]];
      for (const b of open) {
        const classes = new Map<number, Word[]>();
        for (const a of b) classes.set(scoreGuess(g, a), [...(classes.get(scoreGuess(g, a)) ?? []), a]);
        outcomes = outcomes.flatMap((o) => [...classes].map(([p, c]) => (p === win ? o : [...o, c])));
      }
      let lost = 0;
      let total = n;
      for (const o of outcomes) {
        const v = solve(o, d - 1);
        lost += v.lost;
        total += v.total;
      }
      const v = { lost, total };
      if (best === undefined || better(v, best)) best = v;
    }
    if (only === undefined) memo.set(key, best!);
    return best!;
  };
  return solve(boards, left, first);
}
