import { checkHardMode } from '../../src/core/hardmode.js';
import { scoreGuess } from '../../src/core/pattern.js';
import type { Turn, Word } from '../../src/core/types.js';

/**
 * A naive exhaustive minimizer, written independently of src/search: the least total number of
 * guesses to find every answer of `set` with at most d guesses, trying every allowed guess at every
 * node, no bounds, no ordering, no cuts. Memoized on (set, d, legal guesses) only, which is exact.
 * Uses the reference scorer and the reference hard-mode rule. `history`: turns played before (hard
 * mode's rules depend on them).
 */
export function naiveOptimal(
  answers: readonly Word[],
  guesses: readonly Word[],
  d: number,
  hard: boolean,
  history: readonly Turn[] = [],
): number {
  const memo = new Map<string, number>();
  const INF = Number.POSITIVE_INFINITY;
  const solve = (set: readonly Word[], left: number, history: Turn[]): number => {
    if (set.length === 1) return left >= 1 ? 1 : INF;
    if (left <= 1) return INF;
    const legal = hard ? guesses.filter((g) => checkHardMode(history, g) === null) : guesses;
    const key = `${left}|${set.join(',')}|${hard ? legal.join(',') : ''}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = INF;
    for (const g of legal) {
      const classes = new Map<number, Word[]>();
      for (const a of set) {
        const p = scoreGuess(g, a);
        const c = classes.get(p);
        if (c === undefined) classes.set(p, [a]);
        else c.push(a);
      }
      if (classes.size === 1 && !set.includes(g)) continue; // learns nothing: same set, one guess fewer
      let total = set.length;
      for (const [p, c] of classes) {
        if (c.length === 1 && c[0] === g) continue; // found
        total += solve(c, left - 1, [...history, { guess: g, pattern: p as Turn['pattern'] }]);
        if (total >= best) break;
      }
      if (total < best) best = total;
    }
    memo.set(key, best);
    return best;
  };
  return solve(answers, d, [...history]);
}

/** What playing for the win costs: the weight of the answers lost, then the weighted guesses. */
export interface WinValue {
  /** Σ weight of the answers not found within the guesses left. */
  readonly lost: number;
  /** Σ weight × guesses paid, each answer paying every guess played while it is possible (a lost one all of them). */
  readonly total: number;
}

/**
 * A naive exhaustive minimizer of the 'win' objective, written independently of src/search: the
 * least lost weight, then the least weighted total, trying every allowed guess at every node (none
 * skipped, no bounds), compared lexicographically. Weights by answer word (1 when absent).
 * Memoized on (set, guesses left, legal guesses), which is exact.
 */
export function naiveWin(
  answers: readonly Word[],
  guesses: readonly Word[],
  d: number,
  hard: boolean,
  weights: ReadonlyMap<Word, number> = new Map(),
  history: readonly Turn[] = [],
): WinValue {
  const memo = new Map<string, WinValue>();
  const weight = (set: readonly Word[]) => set.reduce((s, a) => s + (weights.get(a) ?? 1), 0);
  const green = 3 ** answers[0]!.length - 1;
  const better = (a: WinValue, b: WinValue) => a.lost < b.lost || (a.lost === b.lost && a.total < b.total);
  const solve = (set: readonly Word[], left: number, history: Turn[]): WinValue => {
    if (set.length === 0) return { lost: 0, total: 0 };
    if (left === 0) return { lost: weight(set), total: 0 };
    const legal = hard ? guesses.filter((g) => checkHardMode(history, g) === null) : guesses;
    const key = `${left}|${set.join(',')}|${hard ? legal.join(',') : ''}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best: WinValue | undefined;
    for (const g of legal) {
      const classes = new Map<number, Word[]>();
      for (const a of set) {
        const p = scoreGuess(g, a);
        classes.set(p, [...(classes.get(p) ?? []), a]);
      }
      let lost = 0;
      let total = weight(set);
      for (const [p, c] of classes) {
        if (p === green) continue; // found with this guess
        const v = solve(c, left - 1, [...history, { guess: g, pattern: p as Turn['pattern'] }]);
        lost += v.lost;
        total += v.total;
      }
      const v = { lost, total };
      if (best === undefined || better(v, best)) best = v;
    }
    memo.set(key, best!);
    return best!;
  };
  return solve(answers, d, [...history]);
}

/** The project's seeded generator (mulberry32), so the random subsets are the same on every run. */
export { mulberry32 as rng } from '../../src/core/random.js';

/** k distinct items of `from`, in their original order. */
export function sample<T>(from: readonly T[], k: number, random: () => number): T[] {
  const idx = from.map((_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (idx.length - i));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx
    .slice(0, k)
    .sort((a, b) => a - b)
    .map((i) => from[i]!);
}

/**
 * naiveWin's value of guess g played first on `answers` with d guesses left: every answer pays it,
 * then each outcome but the green one is played at d − 1 (after g in hard mode).
 */
export function naiveWinFirst(
  g: Word,
  answers: readonly Word[],
  guesses: readonly Word[],
  d: number,
  hard: boolean,
  weights: ReadonlyMap<Word, number>,
): WinValue {
  const classes = new Map<number, Word[]>();
  for (const a of answers) classes.set(scoreGuess(g, a), [...(classes.get(scoreGuess(g, a)) ?? []), a]);
  let lost = 0;
  let total = answers.reduce((t, a) => t + (weights.get(a) ?? 1), 0);
  for (const [p, c] of classes) {
    if (p === 3 ** g.length - 1) continue;
    const v = naiveWin(c, guesses, d - 1, hard, weights, [{ guess: g, pattern: p as never }]);
    lost += v.lost;
    total += v.total;
  }
  return { lost, total };
}
