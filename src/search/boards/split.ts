import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';

/*
 * The joint split of several boards by a guess: on each open board, its answers by feedback; the
 * positions a guess leads to are the tuples of one class per board (a board whose class is the
 * guess itself, all green, is solved and drops out). Two guesses that give the same feedback on
 * every answer of every open board lead to the same positions: only the first of each such kind
 * is searched (and at a later position, only among the kinds of the position before it, since a
 * position's answers are a part of its parent's).
 */

/** A position's open boards, put in one canonical order (the same position, the same key). */
export interface BoardsNode {
  /** The answer sets (ascending ids), shortest first, then by their ids. */
  readonly boards: readonly Candidates[];
  /** Every board's answers one after the other, and where each board's start (`starts[k]` = length). */
  readonly all: Uint32Array;
  readonly starts: Int32Array;
  /** Joint answers: the product of the boards' sizes. */
  readonly joint: number;
  /** The memo's key of the position's answers (the guesses left are added to it). */
  readonly key: string;
}

/** Order two answer sets: shorter first, then by their ids. */
function compareSets(a: Candidates, b: Candidates): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A position of the given boards (each a non-empty ascending list of answer ids). */
export function boardsNode(boards: readonly Candidates[]): BoardsNode {
  const sorted = [...boards].sort(compareSets);
  let size = 0;
  let joint = 1;
  for (const b of sorted) {
    size += b.length;
    joint *= b.length;
  }
  const all = new Uint32Array(size);
  const starts = new Int32Array(sorted.length + 1);
  let at = 0;
  sorted.forEach((b, k) => {
    starts[k] = at;
    all.set(b, at);
    at += b.length;
  });
  starts[sorted.length] = at;
  return { boards: sorted, all, starts, joint, key: sorted.map((b) => b.join(',')).join('|') };
}

/**
 * Boards whose answer sets are pairwise disjoint, picked greedily in the node's order: a tuple
 * needs a guess for each of them. Returns their indices.
 */
export function disjointFamily(node: BoardsNode): number[] {
  const family: number[] = [];
  const taken = new Set<number>();
  node.boards.forEach((b, k) => {
    for (const a of b) if (taken.has(a)) return;
    family.push(k);
    for (const a of b) taken.add(a);
  });
  return family;
}

/**
 * The guesses a search from one position can need, against the answers it can meet: the kinds of
 * guess at that position (every later position's kinds are among them) by the distinct answers of
 * its boards (every later position's answers are among them), in a small table of their own. The
 * search reads it instead of the whole matrix, whose rows are far apart in memory.
 */
export interface GuessTable {
  /** The guesses (ascending ids); a row of the table each. */
  readonly guesses: Uint32Array;
  /** The answers' column, by answer id (-1: not a column). */
  readonly column: Int32Array;
  readonly width: number;
  /** `cells[row * width + column]`: the feedback of the row's guess on the column's answer. */
  readonly cells: Uint16Array;
  /** The row of each answer as a guess (every answer is a row of its own). */
  readonly answerRow: Int32Array;
}

/** The table of a search from `node` (see `GuessTable`): reads the matrix once, for the node's kinds of guess. */
export function guessTable(matrix: PatternMatrix, node: BoardsNode, pool: ArrayLike<number>, win: number): GuessTable {
  const answers = [...new Set(node.all)].sort((a, b) => a - b);
  const column = new Int32Array(matrix.nAnswers).fill(-1);
  answers.forEach((a, j) => (column[a] = j));
  const width = answers.length;
  const full = new Uint16Array(pool.length * width);
  const { data, nAnswers } = matrix;
  for (let i = 0; i < pool.length; i++) {
    const base = pool[i]! * nAnswers;
    for (let j = 0; j < width; j++) full[i * width + j] = data[base + answers[j]!]!;
  }
  const all = { guesses: Uint32Array.from(pool), column, width, cells: full, answerRow: new Int32Array(0) };
  const kinds = guessKinds(all, node, rowsOf(pool.length), win);
  const cells = new Uint16Array(kinds.rows.length * width);
  kinds.rows.forEach((r, i) => cells.set(full.subarray(r * width, (r + 1) * width), i * width));
  const guesses = Uint32Array.from(kinds.rows, (r) => pool[r]!);
  const answerRow = new Int32Array(width).fill(-1);
  guesses.forEach((g, r) => {
    if (g < matrix.nAnswers && column[g]! >= 0) answerRow[column[g]!] = r;
  });
  return { guesses, column, width, cells, answerRow };
}

/** Rows 0..n-1. */
export function rowsOf(n: number): Int32Array {
  const rows = new Int32Array(n);
  for (let i = 0; i < n; i++) rows[i] = i;
  return rows;
}

/** The kinds of guess at a position: the first row of each kind that makes progress, with its feedback. */
export interface GuessKinds {
  /** Their rows in the table, ascending. */
  readonly rows: Int32Array;
  /** Their feedback on every answer of `node.all`: `patterns[i * all.length + j]`. */
  readonly patterns: Uint16Array;
}

/**
 * The kinds of guess among the table's rows `pool` (ascending) at a position: a guess that neither
 * splits an open board nor can solve one changes nothing and is left out; of guesses with the same
 * feedback on every answer, the first. Hot: one read per guess and answer.
 */
export function guessKinds(table: GuessTable, node: BoardsNode, pool: ArrayLike<number>, win: number): GuessKinds {
  const { all, starts } = node;
  const { cells, width, column } = table;
  const m = all.length;
  const k = starts.length - 1;
  const cols = Int32Array.from(all, (a) => column[a]!);
  const row = new Uint16Array(m);
  let patterns = new Uint16Array(Math.max(16, m * 64));
  const kept: number[] = [];
  // A row's key: its patterns as digits of base `radix` when they fit a safe integer, else a hash
  // (then rows of the same hash are compared).
  const radix = win + 1;
  const exact = m * Math.log2(radix) < 52;
  const byKey = new Map<number, number>();
  const collisions = new Map<number, number[]>();
  for (let i = 0; i < pool.length; i++) {
    const r = pool[i]!;
    const base = r * width;
    let key = exact ? 0 : 0x811c9dc5;
    for (let j = 0; j < m; j++) {
      const p = cells[base + cols[j]!]!;
      row[j] = p;
      key = exact ? key * radix + p : Math.imul(key ^ p, 0x01000193);
    }
    if (!makesProgress(row, starts, k, win)) continue;
    const index = kept.length;
    const first = byKey.get(key);
    if (first !== undefined) {
      if (exact) continue;
      let same = sameRow(patterns, first * m, row);
      const more = collisions.get(key);
      if (!same && more !== undefined)
        for (let x = 0; x < more.length && !same; x++) same = sameRow(patterns, more[x]! * m, row);
      if (same) continue;
      if (more === undefined) collisions.set(key, [index]);
      else more.push(index);
    } else byKey.set(key, index);
    if ((index + 1) * m > patterns.length) {
      const grown = new Uint16Array(patterns.length * 2);
      grown.set(patterns);
      patterns = grown;
    }
    patterns.set(row, index * m);
    kept.push(r);
  }
  return { rows: Int32Array.from(kept), patterns: patterns.subarray(0, kept.length * m) };
}

/** True when a guess's feedback splits some board or solves one (it is one of its answers). */
function makesProgress(row: Uint16Array, starts: Int32Array, k: number, win: number): boolean {
  for (let b = 0; b < k; b++) {
    const first = row[starts[b]!]!;
    if (first === win) return true;
    for (let j = starts[b]! + 1; j < starts[b + 1]!; j++) if (row[j] !== first) return true;
  }
  return false;
}

/** True when the row stored at `at` is `row`. */
function sameRow(patterns: Uint16Array, at: number, row: Uint16Array): boolean {
  for (let j = 0; j < row.length; j++) if (patterns[at + j] !== row[j]) return false;
  return true;
}

/** One board's answers split by a guess: its classes (each ascending), and whether one is the guess (solved). */
export interface BoardSplit {
  /** The classes that leave the board open. */
  readonly open: readonly Candidates[];
  /** True when the guess is one of the board's answers (its class of one solves the board). */
  readonly hit: boolean;
}

/** Each board of the node split by the guess whose feedback row starts at `at` in `patterns`. */
export function splitBoards(node: BoardsNode, patterns: Uint16Array, at: number, win: number): BoardSplit[] {
  const { all, starts } = node;
  return node.boards.map((_, b) => {
    const groups = new Map<number, number[]>();
    let hit = false;
    for (let j = starts[b]!; j < starts[b + 1]!; j++) {
      const p = patterns[at + j]!;
      if (p === win) {
        hit = true;
        continue;
      }
      const g = groups.get(p);
      if (g === undefined) groups.set(p, [all[j]!]);
      else g.push(all[j]!);
    }
    return { open: [...groups.values()].map((g) => Uint32Array.from(g)), hit };
  });
}

/** A position a guess leads to: the boards left open and how many joint answers lead there. */
export interface JointChild {
  readonly boards: readonly Candidates[];
  readonly joint: number;
}

/**
 * Every position the split leads to, one per tuple of classes (a hit board's choice of the guess
 * itself drops the board); the position where every board is solved is left out (it costs nothing).
 */
export function jointChildren(splits: readonly BoardSplit[]): JointChild[] {
  let out: JointChild[] = [{ boards: [], joint: 1 }];
  for (const s of splits) {
    const next: JointChild[] = [];
    for (const o of out) {
      if (s.hit) next.push(o);
      for (const c of s.open) next.push({ boards: [...o.boards, c], joint: o.joint * c.length });
    }
    out = next;
  }
  return out.filter((o) => o.boards.length > 0);
}
