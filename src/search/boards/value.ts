import { setLowerBound } from '../bounds/closed-form.js';

/*
 * What the exact search of several boards minimizes, and its cheapest bounds. The boards' answers
 * are independent and equally likely (two boards may share one), so a position is a list of answer
 * sets, one per open board, and its joint answers are their tuples: N = Π nᵦ of them. Playing for
 * the win, as the one-board search does: first the tuples lost (some board still open when the
 * guesses run out), then the guesses until the last board is solved, summed over the tuples, a
 * lost tuple counting the guesses left plus one (7 over a 6-guess game, as "X/6"). One number
 * holds both: value = lost · SCALE + total. Every tuple pays for each guess played while one of
 * its boards is open, so a value is N (the next guess) plus the values of the positions it leads to.
 */

/** What one lost tuple adds to a value: more than any total of guesses (a tuple costs at most the guesses left + 1). */
export const SCALE = 2 ** 32;

/** The most joint answers a position may have for exact sums (lost · SCALE stays a safe integer). */
export const MAX_JOINT = 2 ** 20;

/** A value's parts: the tuples lost and the guesses summed over every tuple (a lost one counting the guesses left + 1). */
export function splitValue(value: number): { readonly lost: number; readonly total: number } {
  const lost = Math.floor(value / SCALE);
  return { lost, total: value - lost * SCALE };
}

/** The value of `n` tuples that are all lost with `left` guesses left: each pays every guess and one more. */
export const allLost = (n: number, left: number): number => n * SCALE + n * (left + 1);

/**
 * A lower bound on the value of one board of m answers (a board alone: N = m) with `left` guesses
 * left, before looking at any guess: with none left every answer is lost; with one, all but the one
 * guessed; with more, the one-board bound of `setLowerBound` (every answer pays the first guess, all
 * but one a second, and all but those two guesses can tell apart a third), and with two left those
 * beyond what two guesses can find are lost. `classes`: the most a guess makes (`maxClasses`).
 */
export function boardBound(m: number, left: number, classes: number): number {
  if (m <= 0) return 0;
  if (left <= 0) return allLost(m, 0);
  if (m === 1) return 1;
  if (left === 1) return 1 + allLost(m - 1, 1);
  if (left === 2 && m > 1 + classes) {
    const beyond = m - 1 - classes;
    return beyond * SCALE + 2 * m - 1 + beyond;
  }
  return setLowerBound(m, left, classes);
}

/**
 * What the boards of a family whose answer sets are pairwise disjoint need: a guess solves at most
 * one of them, so a tuple with f of them open needs f more guesses, and is lost when f exceeds the
 * guesses left. `open[f]` counts the tuples with f of them open.
 */
export function familyValue(open: ArrayLike<number>, left: number): number {
  let v = 0;
  for (let f = 1; f < open.length; f++) {
    const n = open[f]!;
    if (n > 0) v += f <= left ? n * f : allLost(n, left);
  }
  return v;
}

/**
 * The counts of tuples by how many boards of a family stay open after a guess: `stay[b]` and
 * `solved[b]` are, for the family's board b, the answers it stays open for and is solved for (the
 * guess itself), `others` the product of every other board's answers.
 */
export function familyCounts(stay: ArrayLike<number>, solved: ArrayLike<number>, others: number): Float64Array {
  let poly = new Float64Array(stay.length + 1);
  poly[0] = others;
  for (let b = 0; b < stay.length; b++) {
    const next = new Float64Array(poly.length);
    for (let f = 0; f <= b; f++) {
      const c = poly[f]!;
      if (c === 0) continue;
      next[f]! += c * solved[b]!;
      next[f + 1]! += c * stay[b]!;
    }
    poly = next;
  }
  return poly;
}
