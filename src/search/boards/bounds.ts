import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import type { BoardsNode, GuessKinds, GuessTable } from './split.js';
import { allLost, boardBound, familyCounts, familyValue, SCALE } from './value.js';

/*
 * Lower bounds on positions of several boards, every one of them a lower bound on the value the
 * search minimizes (boards/value.ts): a bound is only ever used to skip what cannot be better.
 */

/** What the bounds read: the words' matrix and the exact value of one board (a one-board search's). */
export interface BoundsContext {
  readonly matrix: PatternMatrix;
  /** The most classes a guess makes (`maxClasses`). */
  readonly classes: number;
  readonly win: number;
  /** Scratch: a count per pattern, left all zero. */
  readonly counts: Uint32Array;
  /** The table of the question being answered. */
  readonly table: GuessTable | undefined;
  /** The one-board value of these answers with `left` guesses left (exact), in their own units. */
  oneBoard(answers: Candidates, left: number): number;
}

/**
 * From a lower bound on each board's own (one-board) value, `own[b]` in that board's units (its
 * answers alone): the game lasts as long as its slowest board, so at least each board's own value
 * scaled to the joint answers. And where no board must lose, the boards of the family (no two can
 * share an answer) are solved at distinct guesses: the last of f of them comes at least (f − 1) / 2
 * guesses after their average (if the game is won; a game that loses any tuple is worth more than
 * any count of guesses anyway).
 */
export function gameBound(node: BoardsNode, own: readonly number[], family: readonly number[]): number {
  const { joint, boards } = node;
  let low = 0;
  let sure = true;
  boards.forEach((b, k) => {
    low = Math.max(low, (joint / b.length) * own[k]!);
    if (own[k]! >= SCALE) sure = false;
  });
  if (!sure || family.length < 2) return low;
  let average = 0;
  for (const k of family) average += own[k]! / boards[k]!.length;
  const spread = joint * (average / family.length + (family.length - 1) / 2);
  return Math.max(low, Math.ceil(spread - 1e-6));
}

/** The most tuples of other boards' answers the forced-words bound goes through for one board. */
const FORCED_TUPLES = 256;

/**
 * The forced words: the answers of the family's other boards must all be guessed (none is this
 * board's answer), so with them known in advance and guessed first, board b alone does no worse
 * than the game, answer by answer (a guess of them that came after b was solved came before the
 * game ended). So the game is worth at least, over the others' tuples W, |W| guesses on each of b's
 * answers plus the one-board values of b's classes after W (with |W| guesses fewer left). Boards
 * are dropped, smallest kept, until their tuples are at most FORCED_TUPLES.
 */
export function forcedBound(ctx: BoundsContext, node: BoardsNode, left: number, family: readonly number[]): number {
  let best = 0;
  for (const b of family) {
    const others = family
      .filter((c) => c !== b)
      .map((c) => node.boards[c]!)
      .sort((x, y) => x.length - y.length);
    const kept: Candidates[] = [];
    let tuples = 1;
    for (const o of others) {
      if (tuples * o.length > FORCED_TUPLES) break;
      kept.push(o);
      tuples *= o.length;
    }
    if (kept.length === 0) continue;
    const board = node.boards[b]!;
    let sum = 0;
    forEachTuple(kept, (words) => (sum += forcedValue(ctx, board, words, left)));
    best = Math.max(best, (node.joint / (board.length * tuples)) * sum);
  }
  return best;
}

/** Call `f` with every tuple of one answer per set. */
function forEachTuple(sets: readonly Candidates[], f: (words: readonly number[]) => void): void {
  const words = new Array<number>(sets.length).fill(0);
  const at = new Array<number>(sets.length).fill(0);
  for (;;) {
    sets.forEach((s, i) => (words[i] = s[at[i]!]!));
    f(words);
    let i = sets.length - 1;
    while (i >= 0 && ++at[i]! === sets[i]!.length) at[i--] = 0;
    if (i < 0) return;
  }
}

/** Board `answers` after the guesses `words` (none of them one of its answers) played first: its one-board value. */
function forcedValue(ctx: BoundsContext, answers: Candidates, words: readonly number[], left: number): number {
  const n = answers.length;
  if (words.length >= left) return allLost(n, left);
  const { data, nAnswers } = ctx.matrix;
  // The classes of the answers by their feedback to every word: a key of the patterns.
  const classes = new Map<string, number[]>();
  for (const a of answers) {
    let key = '';
    for (const w of words) key += `${data[w * nAnswers + a]!},`;
    const c = classes.get(key);
    if (c === undefined) classes.set(key, [a]);
    else c.push(a);
  }
  let v = words.length * n;
  for (const c of classes.values()) v += ctx.oneBoard(Uint32Array.from(c), left - words.length);
  return v;
}

/**
 * A lower bound on each kind of guess: one guess on every joint answer, then what each board
 * needs of its classes alone (closed form, with `gameBound`), the family's boards a guess each
 * (counted by how many stay open, a tuple lost where more stay open than guesses are left), and
 * each board of the family with the answer of the smallest other one forced (`forcedKindValue`).
 */
export function kindBounds(
  ctx: BoundsContext,
  node: BoardsNode,
  left: number,
  kinds: GuessKinds,
  family: readonly number[],
): Float64Array {
  const { all, starts, joint, boards } = node;
  const m = all.length;
  const inFamily = new Uint8Array(boards.length);
  let others = joint;
  for (const b of family) {
    inFamily[b] = 1;
    others /= boards[b]!.length;
  }
  const pairs = family.map((b) => {
    const rest = family.filter((c) => c !== b);
    return rest.length === 0 ? -1 : rest.reduce((x, y) => (boards[y]!.length < boards[x]!.length ? y : x));
  });
  const stay = new Float64Array(family.length);
  const solved = new Float64Array(family.length);
  const own = new Array<number>(boards.length);
  const out = new Float64Array(kinds.rows.length);
  const { counts, win, classes, table } = ctx;
  const g = (i: number): number => table!.guesses[kinds.rows[i]!]!;
  // Hot: every kind of guess at the position, a count per pattern on each board.
  for (let i = 0; i < kinds.rows.length; i++) {
    const at = i * m;
    let f = 0;
    for (let b = 0; b < boards.length; b++) {
      let sum = 0;
      let hit = 0;
      for (let j = starts[b]!; j < starts[b + 1]!; j++) counts[kinds.patterns[at + j]!]!++;
      for (let j = starts[b]!; j < starts[b + 1]!; j++) {
        const p = kinds.patterns[at + j]!;
        const c = counts[p]!;
        if (c === 0) continue;
        counts[p] = 0;
        if (p === win) hit = 1;
        else sum += boardBound(c, left - 1, classes);
      }
      const n = boards[b]!.length;
      own[b] = n + sum;
      if (inFamily[b] === 1) {
        stay[f] = n - hit;
        solved[f++] = hit;
      }
    }
    const low = Math.max(
      joint + familyValue(familyCounts(stay, solved, others), left - 1),
      gameBound(node, own, family),
    );
    const pair = table === undefined ? 0 : pairBound(ctx, table, node, left, kinds.patterns, at, family, pairs, g(i));
    out[i] = Math.max(low, pair);
  }
  return out;
}

/** Each board of the family with the answer of another one forced (`pairs[x]` for `family[x]`, -1: none). */
function pairBound(
  ctx: BoundsContext,
  table: GuessTable,
  node: BoardsNode,
  left: number,
  patterns: Uint16Array,
  at: number,
  family: readonly number[],
  pairs: readonly number[],
  g: number,
): number {
  const { joint, boards } = node;
  let low = 0;
  family.forEach((b, x) => {
    const o = pairs[x]!;
    if (o < 0) return;
    const scale = joint / (boards[b]!.length * boards[o]!.length);
    low = Math.max(low, joint + scale * forcedKindValue(ctx, table, node, left, patterns, at, b, [o], g));
  });
  return low;
}

/**
 * A finer lower bound on the kind of guess whose feedback starts at `at` (guess g): each board of
 * the family with the answers of the others forced (as many of them, smallest first, as make at
 * most FORCED_TUPLES tuples). Dearer than `kindBounds`: for the guesses about to be searched.
 */
export function forcedKindBound(
  ctx: BoundsContext,
  table: GuessTable,
  node: BoardsNode,
  left: number,
  patterns: Uint16Array,
  at: number,
  family: readonly number[],
  g: number,
): number {
  const { boards, joint } = node;
  let low = 0;
  for (const b of family) {
    const others = family.filter((c) => c !== b).sort((x, y) => boards[x]!.length - boards[y]!.length);
    const kept: number[] = [];
    let tuples = 1;
    for (const o of others) {
      if (tuples * boards[o]!.length > FORCED_TUPLES) break;
      kept.push(o);
      tuples *= boards[o]!.length;
    }
    const scale = joint / (boards[b]!.length * tuples);
    low = Math.max(low, joint + scale * forcedKindValue(ctx, table, node, left, patterns, at, b, kept, g, true));
  }
  return low;
}

/**
 * After guess g, the guesses board b's answers need with the answers of the boards `others` forced
 * (see `forcedBound`), summed over the tuples of b's and theirs: each answer of theirs that g is
 * not guessed at once (a tuple lost when more are forced than guesses are left), then b's classes
 * by g and them, each alone.
 */
export function forcedKindValue(
  ctx: BoundsContext,
  table: GuessTable,
  node: BoardsNode,
  left: number,
  patterns: Uint16Array,
  at: number,
  b: number,
  others: readonly number[],
  g: number,
  exact = false,
): number {
  const { starts, all } = node;
  const { cells, width, column, answerRow } = table;
  const { win, classes } = ctx;
  const radix = win + 1;
  const from = starts[b]!;
  const to = starts[b + 1]!;
  const nb = to - from;
  let hitsB = 0;
  for (let j = from; j < to; j++) if (patterns[at + j] === win) hitsB = 1;
  const rest = left - 1;
  const keys = new Float64Array(nb);
  const ids = new Uint32Array(nb);
  const forced: number[] = [];
  const pick = new Array<number>(others.length).fill(0);
  let sum = 0;
  for (;;) {
    // The forced words of this tuple: the others' answers, but g's (that board is solved).
    forced.length = 0;
    others.forEach((o, x) => {
      const w = all[starts[o]! + pick[x]!]!;
      if (w !== g) forced.push(answerRow[column[w]!]!);
    });
    const f = forced.length;
    if (f > rest || (f === rest && f > 0)) {
      // No guess left for b after them: every answer of b is lost, but g's own once they all fit.
      sum += f > rest ? allLost(nb, rest) : allLost(nb - hitsB, rest) + hitsB * f;
    } else {
      let n = 0;
      for (let j = from; j < to; j++) {
        let key = patterns[at + j]!;
        if (key === win) continue;
        const col = column[all[j]!]!;
        for (const r of forced) key = key * radix + cells[r * width + col]!;
        ids[n] = all[j]!;
        keys[n++] = key;
      }
      sum += exact ? exactClasses(ctx, keys, ids, n, rest - f) : closedClasses(keys, n, rest - f, classes);
      sum += f * (n + hitsB);
    }
    let x = others.length - 1;
    while (x >= 0 && ++pick[x]! === starts[others[x]! + 1]! - starts[others[x]!]!) pick[x--] = 0;
    if (x < 0) return sum;
  }
}

/** Σ over the classes of equal keys (the first n) of the closed-form bound of their size. */
function closedClasses(keys: Float64Array, n: number, left: number, classes: number): number {
  const part = keys.subarray(0, n).sort();
  let sum = 0;
  for (let x = 0; x < n;) {
    let y = x + 1;
    while (y < n && part[y] === part[x]) y++;
    sum += boardBound(y - x, left, classes);
    x = y;
  }
  return sum;
}

/** Σ over the classes of equal keys (the first n; `ids` their answers) of their exact one-board values. */
function exactClasses(ctx: BoundsContext, keys: Float64Array, ids: Uint32Array, n: number, left: number): number {
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => keys[a]! - keys[b]! || ids[a]! - ids[b]!);
  let sum = 0;
  for (let x = 0; x < n;) {
    let y = x + 1;
    while (y < n && keys[order[y]!] === keys[order[x]!]) y++;
    sum += ctx.oneBoard(
      Uint32Array.from(order.slice(x, y), (i) => ids[i]!),
      left,
    );
    x = y;
  }
  return sum;
}
