import { WordleError } from '../../core/errors.js';
import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { allGreen, patternCount } from '../../core/pattern.js';
import type { WordSet } from '../../core/wordlist.js';
import { expectInt, expectMatrix, expectWordSet } from '../../core/validate.js';
import {
  boardsNode,
  disjointFamily,
  guessKinds,
  guessTable,
  jointChildren,
  rowsOf,
  splitBoards,
  type BoardsNode,
  type GuessTable,
} from './split.js';
import { forcedBound, forcedKindBound, gameBound, kindBounds, type BoundsContext } from './bounds.js';
import { allLost, boardBound, MAX_JOINT, SCALE, splitValue } from './value.js';
import { maxClasses } from '../bounds/closed-form.js';
import { ExactPlay } from '../exact-play.js';
import type { Position } from '../position/position.js';

/*
 * The exact search of several boards (see boards/value.ts for what it minimizes): branch and bound
 * over every allowed guess (one of each kind: boards/split.ts), with a memo of proven values and
 * lower bounds keyed by the open boards' answer sets and the guesses left. Where one board is
 * left, the position is plain Wordle and the one-board search answers it, with its own bounds and
 * memo; on several, each board's one-board bound (its exact value where small) bounds the game, a
 * solved board drops out, and boards whose answers cannot coincide each need a guess of their own.
 */

/** A guess at a position of several boards with its value: exact, or a lower bound when it could not beat the cutoff. */
export interface BoardsRankedGuess {
  readonly guess: number;
  readonly value: number;
  readonly exact: boolean;
}

/** What a value of a position means (see `Outcome` of the one-board search): over its joint answers. */
export interface BoardsOutcome {
  /** Joint answers (the product of the open boards' answers left). */
  readonly weight: number;
  /** Those won: every board solved within the guesses left. */
  readonly won: number;
  readonly winChance: number;
  /** Guesses until the last board is solved, summed over the joint answers (a lost one counting the guesses left + 1). */
  readonly total: number;
  readonly expectedGuesses: number;
}

/** Limits of one question: a clock (its stop) and a work count (positions expanded, deterministic). */
export interface BoardsLimits {
  readonly stop?: () => boolean;
  readonly maxWork?: number;
}

/** A board this small or smaller gets its exact one-board value as a bound on the game (beyond, the closed form). */
const ONE_BOARD_BOUND_MAX = 64;
/** A board of at most this many answers alone is searched here; a larger one by the one-board search. */
const OWN_ONE_BOARD = 8;
/** The memo holds at most this many positions; past it, it starts again. */
const MEMO_ENTRIES = 1_000_000;

/** Exact play on several boards over one word set (equally likely, independent answers). */
export class BoardsSearch implements BoundsContext {
  readonly play: ExactPlay;
  private readonly memo = new Map<string, { readonly value: number; readonly exact: boolean }>();
  readonly win: number;
  readonly counts: Uint32Array;
  private readonly allGuesses: Uint32Array;
  readonly classes: number;
  /** The one-board values of boards met (their answers and the guesses left). */
  private readonly boardValues = new Map<string, number>();
  /** The table of the question being answered (see `GuessTable`). */
  table: GuessTable | undefined;
  /** Every row of the table. */
  private rows: Int32Array = new Int32Array(0);
  private limits: BoardsLimits = {};
  private work = 0;

  constructor(
    readonly words: WordSet,
    readonly matrix: PatternMatrix,
    /** The one-board play of the same words (with equally likely answers), whose memo it shares. */
    play?: ExactPlay,
  ) {
    expectWordSet(words, 'BoardsSearch');
    expectMatrix(matrix, 'BoardsSearch');
    this.play = play ?? new ExactPlay(words);
    this.win = allGreen(words.length);
    this.counts = new Uint32Array(patternCount(words.length));
    this.allGuesses = Uint32Array.from(words.guesses.keys());
    this.classes = maxClasses(words.length);
  }

  /** Run `work` within limits: past them the search throws WordleError('INTERRUPTED'); what it proved stays. */
  within<T>(limits: BoardsLimits, work: () => T): T {
    const before = { limits: this.limits, work: this.work };
    this.limits = limits;
    this.work = 0;
    try {
      return limits.stop === undefined ? work() : this.play.within(limits.stop, work);
    } finally {
      this.limits = before.limits;
      this.work = before.work;
    }
  }

  /** The value of a position: its open boards' answers left (ascending ids) and the guesses left. */
  value(boards: readonly Candidates[], left: number): number {
    const node = this.node(boards, left);
    return this.asked(node, (pool) => this.solve(node, left, Infinity, pool));
  }

  /** Answer a question about `node` over its own table (the rows of every guess it can need). */
  private asked<T>(node: BoardsNode, work: (pool: Int32Array) => T): T {
    const before = { table: this.table, rows: this.rows };
    this.table = guessTable(this.matrix, node, this.allGuesses, this.win);
    this.rows = rowsOf(this.table.guesses.length);
    try {
      return work(this.rows);
    } finally {
      this.table = before.table;
      this.rows = before.rows;
    }
  }

  /** What a value of the position stands for. */
  outcome(boards: readonly Candidates[], value: number): BoardsOutcome {
    const weight = boards.reduce((n, b) => n * b.length, 1);
    const { lost, total } = splitValue(value);
    return { weight, won: weight - lost, winChance: (weight - lost) / weight, total, expectedGuesses: total / weight };
  }

  /** The exact value of each guess played first at the position. */
  guessValues(boards: readonly Candidates[], left: number, guesses: readonly number[]): number[] {
    const node = this.node(boards, left);
    if (node.boards.length === 0 || left <= 0) return guesses.map(() => this.solveOpen(node, left));
    const { data, nAnswers } = this.matrix;
    return this.asked(node, (pool) =>
      guesses.map((g) => {
        const row = Uint16Array.from(node.all, (a) => data[g * nAnswers + a]!);
        return this.guessValue(node, left, row, 0, Infinity, pool);
      }),
    );
  }

  /** A position with no board open, or no guess left. */
  private solveOpen(node: BoardsNode, left: number): number {
    return node.boards.length === 0 ? 0 : allLost(node.joint, left);
  }

  /**
   * Every kind of guess at the position (the first guess of each), the best `top` with exact
   * values and the others with lower bounds, best first (ties: a guess that can solve a board,
   * then the lower id). Nothing when no board is open or no guess is left.
   */
  rank(boards: readonly Candidates[], left: number, top: number): BoardsRankedGuess[] {
    expectInt(top, 'BoardsSearch.rank', 'top', 1);
    const node = this.node(boards, left);
    if (node.boards.length === 0 || left <= 0) return [];
    return this.asked(node, (pool) => this.rankKinds(node, left, top, pool));
  }

  /** `rank` over the question's table. */
  private rankKinds(node: BoardsNode, left: number, top: number, pool: Int32Array): BoardsRankedGuess[] {
    const kinds = guessKinds(this.table!, node, pool, this.win);
    const family = disjointFamily(node);
    const bounds = kindBounds(this, node, left, kinds, family);
    const m = node.all.length;
    const order = [...bounds.keys()].sort((a, b) => bounds[a]! - bounds[b]! || a - b);
    const best: number[] = [];
    const out: BoardsRankedGuess[] = [];
    for (const i of order) {
      // The top-th best exact value so far, plus one: a guess that ties it is still valued exactly.
      const cutoff = best.length >= top ? best[top - 1]! + 1 : Infinity;
      let v = bounds[i]!;
      if (v < cutoff) v = Math.max(v, this.finerBound(node, left, kinds.patterns, i * m, family, kinds.rows[i]!));
      if (v < cutoff) v = this.guessValue(node, left, kinds.patterns, i * m, cutoff, kinds.rows);
      const exact = v < cutoff;
      if (exact) {
        best.push(v);
        best.sort((a, b) => a - b);
      }
      out.push({ guess: this.table!.guesses[kinds.rows[i]!]!, value: v, exact });
    }
    const hits = new Set<number>(node.all);
    return out.sort(
      (a, b) =>
        a.value - b.value ||
        Number(b.exact) - Number(a.exact) ||
        Number(hits.has(b.guess)) - Number(hits.has(a.guess)) ||
        a.guess - b.guess,
    );
  }

  /** The node of a position, checked: boards of answers, guesses left, few enough joint answers. */
  private node(boards: readonly Candidates[], left: number): BoardsNode {
    expectInt(left, 'BoardsSearch', 'left', 0);
    const node = boardsNode(boards);
    if (node.joint > MAX_JOINT) {
      throw new WordleError('BAD_OPTION', `${node.joint} joint answers: the exact search takes at most ${MAX_JOINT}`);
    }
    return node;
  }

  /** The position's value if below `beta`, else a lower bound at least `beta`. */
  private solve(node: BoardsNode, left: number, beta: number, pool: ArrayLike<number>): number {
    const k = node.boards.length;
    if (k === 0) return 0;
    if (left <= 0) return allLost(node.joint, left);
    if (k === 1 && node.all.length > OWN_ONE_BOARD) return this.oneBoard(node.boards[0]!, left);
    const key = `${node.key}#${left}`;
    const known = this.memo.get(key);
    if (known !== undefined && (known.exact || known.value >= beta)) return known.value;
    const family = disjointFamily(node);
    // Every tuple needs a guess for each board of the family: more than are left, and all are lost.
    if (family.length > left) return this.store(key, allLost(node.joint, left), true);
    if (node.boards.every((b) => b.length === 1)) return this.store(key, this.knownAnswers(node, left), true);
    // A board down to one answer: guessing it first is best (see `knownFirst`).
    const known1 = node.boards.find((b) => b.length === 1);
    if (known1 !== undefined) {
      const v = this.guessValue(node, left, this.rowPatterns(node, known1[0]!), 0, beta, pool);
      return this.store(key, v, v < beta);
    }
    const low = Math.max(known?.value ?? 0, this.nodeBound(node, left, family, k > 1));
    if (low >= beta) return this.store(key, low, false);
    this.tick();
    const kinds = guessKinds(this.table!, node, pool, this.win);
    const bounds = kindBounds(this, node, left, kinds, family);
    const m = node.all.length;
    const order = [...bounds.keys()].sort((a, b) => bounds[a]! - bounds[b]! || a - b);
    let best = Infinity;
    for (const i of order) {
      const cutoff = Math.min(best, beta);
      if (bounds[i]! >= cutoff) {
        best = Math.min(best, bounds[i]!);
        break;
      }
      const finer = this.finerBound(node, left, kinds.patterns, i * m, family, kinds.rows[i]!);
      const v = finer >= cutoff ? finer : this.guessValue(node, left, kinds.patterns, i * m, cutoff, kinds.rows);
      best = Math.min(best, v);
    }
    return this.store(key, Math.max(best, low), best < beta);
  }

  /**
   * 1 for each joint answer plus the value of every position the guess whose feedback starts at
   * `at` in `patterns` leads to; stops at `beta` (returning ≥ beta).
   */
  private guessValue(
    node: BoardsNode,
    left: number,
    patterns: Uint16Array,
    at: number,
    beta: number,
    pool: ArrayLike<number>,
  ): number {
    const children = jointChildren(splitBoards(node, patterns, at, this.win)).map((c) => {
      const child = boardsNode(c.boards);
      return { child, low: this.childBound(child, left - 1) };
    });
    let sum = node.joint;
    for (const c of children) sum += c.low;
    if (sum >= beta) return sum;
    children.sort((a, b) => b.low - a.low);
    for (const c of children) {
      const v = this.solve(c.child, left - 1, beta - (sum - c.low), pool);
      sum += v - c.low;
      if (sum >= beta) return sum;
    }
    return sum;
  }

  /** The feedback of answer `a` guessed, on every answer of the node (from the question's table). */
  private rowPatterns(node: BoardsNode, a: number): Uint16Array {
    const { cells, width, column, answerRow } = this.table!;
    const base = answerRow[column[a]!]! * width;
    return Uint16Array.from(node.all, (x) => cells[base + column[x]!]!);
  }

  /** `forcedKindBound` of the kind in table row `row`. */
  private finerBound(
    node: BoardsNode,
    left: number,
    patterns: Uint16Array,
    at: number,
    family: readonly number[],
    row: number,
  ): number {
    const table = this.table!;
    return forcedKindBound(this, table, node, left, patterns, at, family, table.guesses[row]!);
  }

  /** A lower bound on a position a guess leads to: what the memo knows, else the closed-form bounds. */
  private childBound(node: BoardsNode, left: number): number {
    if (node.boards.length === 1 || left <= 0) return this.nodeBound(node, left, [0], false);
    const known = this.memo.get(`${node.key}#${left}`);
    return known?.value ?? this.nodeBound(node, left, disjointFamily(node), false);
  }

  /**
   * A lower bound on a position: each board alone (its one-board value where it is small and
   * `exact`, else its closed form), and the family's boards needing a guess each.
   */
  private nodeBound(node: BoardsNode, left: number, family: readonly number[], exact: boolean): number {
    if (left <= 0) return allLost(node.joint, left);
    const own = node.boards.map((b) =>
      exact && b.length <= ONE_BOARD_BOUND_MAX ? this.oneBoard(b, left) : boardBound(b.length, left, this.classes),
    );
    const needed = family.length > left ? allLost(node.joint, left) : node.joint * family.length;
    const forced = exact ? forcedBound(this, node, left, family) : 0;
    return Math.max(needed, gameBound(node, own, family), forced);
  }

  /** Every open board's answer known: a guess for each distinct one, if there are guesses enough. */
  private knownAnswers(node: BoardsNode, left: number): number {
    const distinct = new Set(node.all).size;
    return distinct <= left ? distinct : allLost(1, left);
  }

  /** One board left: plain Wordle, the one-board search's exact value in this search's units. */
  oneBoard(answers: Candidates, left: number): number {
    if (left <= 0) return allLost(answers.length, left);
    if (answers.length === 1) return 1;
    // Two answers: guess one, then the other (one guess left: the other is lost).
    if (answers.length === 2) return left === 1 ? 1 + allLost(1, 1) : 3;
    // A few: this search's own table and bounds, cheaper than setting up the one-board search's.
    if (answers.length <= OWN_ONE_BOARD && this.table !== undefined) {
      return this.solve(boardsNode([answers]), left, Infinity, this.rows);
    }
    const key = `${answers.join(',')}#${left}`;
    const known = this.boardValues.get(key);
    if (known !== undefined) return known;
    const position: Position = { answers, history: [], hard: false, maxGuesses: left };
    const o = this.play.outcome(position, this.play.value(position));
    const value = (o.weight - o.won) * SCALE + o.total;
    if (this.boardValues.size >= MEMO_ENTRIES) this.boardValues.clear();
    this.boardValues.set(key, value);
    return value;
  }

  /** Count a position expanded; past the limits, stop. */
  private tick(): void {
    this.work++;
    const { maxWork, stop } = this.limits;
    if ((maxWork !== undefined && this.work > maxWork) || stop?.() === true) {
      throw new WordleError('INTERRUPTED', 'the search was stopped');
    }
  }

  /** Remember a position's value (exact) or lower bound; returns it. */
  private store(key: string, value: number, exact: boolean): number {
    if (this.memo.size >= MEMO_ENTRIES) this.memo.clear();
    const known = this.memo.get(key);
    if (known === undefined || !known.exact) this.memo.set(key, { value, exact });
    return value;
  }
}
